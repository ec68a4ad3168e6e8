import { CheckpointError, errorMessage } from '../../core/errors.js';
import { KEY_HOWTO } from '../../core/secrets.js';
import type { StorageBackend } from '../../storage/backend.js';
import { keyringOf, openBytes, sealBytes, sealedKeyId } from '../../storage/sealed.js';

/**
 * The user's text in documents that stay readable on the volume (issue 32, item 4). With a volume
 * key set, parts and packs are encrypted, but manifests, session indexes and statuses are not (so
 * `list`, `verify` and the monitor work without the key) — and they held labels, tags, annotation
 * text, tasks, paths and commands in plain text. Now every field a document does not list as
 * public is moved, at write time, into `sealed`: base64 of one object in storage/sealed.ts's format
 * (AES-256-GCM under the volume key) holding `[index, dotted path, value]` triples. An allow-list,
 * so that a field added later is sealed unless someone decides otherwise. Readers with the key get
 * the document back whole; readers without it get the public fields and `hidden` (why), and say
 * what they cannot show. The checksum and the signature are over the stored (sealed) form.
 */

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Splits `doc` into what `publicPaths` keeps (a path names a top-level field, or `a.b` a field of object `a`) and the rest, as [dotted path, value] pairs. */
function split(doc: Raw, publicPaths: readonly string[]): { kept: Raw; moved: [string, unknown][] } {
  const kept: Raw = {};
  const moved: [string, unknown][] = [];
  for (const [k, v] of Object.entries(doc)) {
    if (publicPaths.includes(k)) kept[k] = v;
    else if (isObject(v) && publicPaths.some((p) => p.startsWith(`${k}.`))) {
      const inner = split(
        v,
        publicPaths.filter((p) => p.startsWith(`${k}.`)).map((p) => p.slice(k.length + 1)),
      );
      kept[k] = inner.kept;
      moved.push(...inner.moved.map(([p, x]): [string, unknown] => [`${k}.${p}`, x]));
    } else if (v !== undefined) moved.push([k, v]);
  }
  return { kept, moved };
}

function put(doc: Raw, path: string, value: unknown): void {
  const parts = path.split('.');
  let at = doc;
  for (const p of parts.slice(0, -1)) {
    if (p === '__proto__' || p === 'constructor' || p === 'prototype') return;
    if (!isObject(at[p])) at[p] = {};
    at = at[p] as Raw;
  }
  const last = parts.at(-1)!;
  if (last !== '__proto__' && last !== 'constructor' && last !== 'prototype') at[last] = value;
}

/**
 * `docs` with every field that `publicPaths` does not list sealed under the volume key of `store`
 * (none set: as they are, and no `sealed`). Nothing to seal: as they are too.
 */
export function sealPrivate<T extends Raw>(
  store: StorageBackend,
  docs: T[],
  publicPaths: readonly string[],
): { docs: T[]; sealed?: string } {
  const secret = keyringOf(store)?.encryption();
  if (!secret) return { docs };
  const triples: [number, string, unknown][] = [];
  const kept = docs.map((d, i) => {
    const s = split(d, publicPaths);
    triples.push(...s.moved.map(([p, v]): [number, string, unknown] => [i, p, v]));
    return s.kept as T;
  });
  if (triples.length === 0) return { docs };
  return { docs: kept, sealed: sealBytes(Buffer.from(JSON.stringify(triples)), secret).toString('base64') };
}

/**
 * The sealed fields put back into `docs` (copies), or — without the key, or with another — the
 * docs as stored and why their text is hidden. A sealed value that does not decrypt (changed on the
 * volume) is INVALID_DATA naming `what`.
 */
export function openPrivate<T extends Raw>(
  store: StorageBackend,
  docs: T[],
  sealed: unknown,
  what: string,
): { docs: T[]; hidden?: string } {
  if (sealed === undefined) return { docs };
  if (typeof sealed !== 'string')
    throw new CheckpointError(
      'INVALID_DATA',
      `${what}: "sealed" is not sealed text`,
      'the volume was damaged or tampered with: run `pai-checkpoint verify --all`',
    );
  const stored = Buffer.from(sealed, 'base64');
  const id = sealedKeyId(stored);
  let secret;
  try {
    secret = keyringOf(store)?.encryption();
  } catch (err) {
    return {
      docs,
      hidden: `its labels, tags, notes, tasks and paths are encrypted with the volume key ${id ?? '?'}, and the key set could not be read: ${errorMessage(err)}`,
    };
  }
  if (!secret || secret.id !== id)
    return {
      docs,
      hidden: `its labels, tags, notes, tasks and paths are encrypted with the volume key ${id ?? '?'}, which ${secret ? `is not the key set here (${secret.id})` : 'this machine does not have'}: ${KEY_HOWTO.volume(id ?? '<id>')}`,
    };
  const key = secret.key;
  let triples: unknown;
  try {
    triples = JSON.parse(openBytes(stored, () => key, what).toString('utf8'));
  } catch (err) {
    if (err instanceof CheckpointError) throw err;
    throw new CheckpointError(
      'INVALID_DATA',
      `${what}: its sealed text is not JSON`,
      'the volume was damaged or tampered with: run `pai-checkpoint verify --all`',
    );
  }
  if (!Array.isArray(triples)) throw new CheckpointError('INVALID_DATA', `${what}: its sealed text is not a list`);
  const out = docs.map((d) => structuredClone(d) as T);
  for (const t of triples) {
    if (!Array.isArray(t) || typeof t[0] !== 'number' || typeof t[1] !== 'string' || !out[t[0]]) continue;
    put(out[t[0]]!, t[1], t[2]);
  }
  return { docs: out };
}

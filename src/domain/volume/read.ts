import { CheckpointError, errorMessage } from '../../core/errors.js';
import { isSafeKey } from '../../core/keys.js';
import type { StorageBackend } from '../../storage/backend.js';
import {
  checkpointOfKey,
  checkpointPrefix,
  CHECKPOINTS,
  FACTS,
  manifestKey,
  sessionOfFolder,
  sessionPrefix,
} from '../../storage/layout.js';
import { keyringOf } from '../../storage/sealed.js';
import { type Fact, parseFact } from './facts.js';
import { type Manifest, type ManifestOpener, parseEnvironment, parseManifest, storedPartKey } from './manifest.js';
import { sha256Hex } from '../../core/hash.js';
import { parseJsonText } from '../../core/json.js';
import { openPrivate } from './private-text.js';
import { signatureProblem } from './signing.js';

/** Reading what the volume holds of checkpoints: the sessions, a manifest (its sealed text opened), a checkpoint's facts. */

export interface ManifestProblem {
  key: string;
  error: string;
}

/** The fact keys of each checkpoint among `keys` (a listing), in id order. */
export function factKeysOf(keys: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of keys) {
    const at = checkpointOfKey(key);
    if (!at?.part.startsWith(FACTS) || !at.part.endsWith('.json')) continue;
    const list = out.get(at.id) ?? [];
    list.push(key);
    out.set(at.id, list);
  }
  for (const list of out.values()) list.sort();
  return out;
}

/**
 * The facts stored under `keys` (in order); one that cannot be read or parsed is a problem, not a
 * fact. On a volume opened with the user's keys a fact must be signed by them, as a manifest must
 * (signing.ts): an unsigned or altered one — an approval forged by someone who can write the
 * volume but has not the key — is a problem, never applied.
 */
export async function readFactKeys(
  store: StorageBackend,
  id: string,
  keys: string[],
): Promise<{ facts: Fact[]; problems: ManifestProblem[] }> {
  const facts: Fact[] = [];
  const problems: ManifestProblem[] = [];
  const keyring = keyringOf(store);
  for (const key of keys) {
    try {
      const buf = await store.get(key);
      if (!buf) continue;
      const where = `${store.location}/${key}`;
      const fact = parseFact(buf.toString('utf8'), where, id);
      const why =
        keyring && signatureProblem(JSON.parse(buf.toString('utf8')) as Record<string, unknown>, keyring, 'fact');
      if (why) throw new CheckpointError('INVALID_DATA', `${where}: ${why}; not applied`);
      facts.push(fact);
    } catch (err) {
      problems.push({ key, error: errorMessage(err) });
    }
  }
  return { facts, problems };
}

/** A checkpoint's facts, in order (one list of its facts folder); unreadable ones as problems. */
export async function readFacts(
  store: StorageBackend,
  sessionId: string,
  id: string,
): Promise<{ facts: Fact[]; problems: ManifestProblem[] }> {
  const keys = await store.list(`${checkpointPrefix(sessionId, id)}${FACTS}`);
  return readFactKeys(store, id, factKeysOf(keys).get(id) ?? []);
}

/** Opens a sealed manifest's text with the volume's key (./private-text.ts). */
export function manifestOpener(store: StorageBackend): ManifestOpener {
  return (raw, where) => {
    const { sealed, ...rest } = raw;
    const opened = openPrivate(store, [rest], sealed, where);
    return { raw: opened.docs[0]!, hidden: opened.hidden };
  };
}

/** Sessions that have checkpoints on the volume: one level of checkpoints/, not every object below it. */
export async function listSessions(store: StorageBackend): Promise<string[]> {
  const { folders } = await store.listLevel(CHECKPOINTS);
  return folders.flatMap((f) => sessionOfFolder(f) ?? []).sort();
}

/**
 * Whether `listSessions` would list `sessionId`, from a listing of its own folder alone (a volume of
 * 1,000 sessions is 1,000 folders to look into, or a request per 1,000 on S3). False for a name
 * that cannot be a session's folder.
 */
export async function holdsSession(store: StorageBackend, sessionId: string): Promise<boolean> {
  if (!isSafeKey(sessionId) || sessionOfFolder(`${CHECKPOINTS}${sessionId}/`) !== sessionId) return false;
  const { keys, folders } = await store.listLevel(sessionPrefix(sessionId));
  return keys.length > 0 || folders.length > 0;
}

/** A manifest as parsed (`stored`: what its signature covers), or undefined when there is none. */
async function readParsed(store: StorageBackend, sessionId: string, id: string) {
  const key = manifestKey(sessionId, id);
  const text = (await store.get(key))?.toString('utf8');
  return text === undefined ? undefined : parseManifest(text, `${store.location}/${key}`, manifestOpener(store));
}

export async function readManifest(
  store: StorageBackend,
  sessionId: string,
  id: string,
): Promise<Manifest | undefined> {
  return (await readParsed(store, sessionId, id))?.manifest;
}

/**
 * A manifest, and whether it may be trusted as it is: what a capture takes from its parent without
 * making it again (a part it names again, an archive it copies) must come from a manifest whose
 * signature holds, or anyone who can write the volume but has no key could have the next signed
 * checkpoint name an object of their choosing. A volume opened without keys signs and checks
 * nothing: its manifests are taken as they are, as everything else on it is.
 */
export async function readTrustedManifest(
  store: StorageBackend,
  sessionId: string,
  id: string,
): Promise<{ manifest: Manifest; trusted: boolean } | undefined> {
  const parsed = await readParsed(store, sessionId, id);
  if (!parsed) return undefined;
  const keyring = keyringOf(store);
  return { manifest: parsed.manifest, trusted: !keyring || signatureProblem(parsed.stored, keyring) === undefined };
}

/**
 * The manifest with its environment whole. From 2.1 a manifest keeps only the environment's
 * `captured_at` when its environment.json part holds the rest (the part is shared: an unchanged
 * environment costs a checkpoint nothing); that part is read and checked against the sha256 the
 * (signed) manifest names. A manifest holding the environment inline (2.0 and older) is returned
 * as it is, and so is one whose part is missing, damaged or unreadable here (`verify` says which).
 */
export async function withEnvironment(store: StorageBackend, m: Manifest): Promise<Manifest> {
  const env = m.environment;
  const entry = m.parts['environment.json'];
  if (!env || !entry || !environmentInPart(m)) return m;
  try {
    const buf = await store.get(storedPartKey(m, 'environment.json'));
    if (!buf || sha256Hex(buf) !== entry.sha256) return m;
    const part = parseJsonText(buf.toString('utf8'), 'environment.json');
    const whole = parseEnvironment(part, env.captured_at);
    return whole ? { ...m, environment: whole } : m;
  } catch {
    return m;
  }
}

/** Whether the manifest's environment is its time alone, the rest in its environment.json part (2.1). */
export function environmentInPart(m: Manifest): boolean {
  return (
    m.environment !== null &&
    m.environment !== undefined &&
    m.parts['environment.json'] !== undefined &&
    Object.keys(m.environment).every((k) => k === 'captured_at')
  );
}

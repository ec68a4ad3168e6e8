import { CheckpointError, errorMessage } from '../../core/errors.js';
import { isUlid } from '../../core/ids.js';
import { parseJsonText } from '../../core/json.js';
import type { StorageBackend } from '../../storage/backend.js';
import { keyringOf } from '../../storage/sealed.js';
import { untrusted } from '../volume/signing.js';
import type { MemoryChange, ProjectMemory } from './model.js';
import { checkChange, checkMemory } from './schema.js';

/**
 * One object of a project's memory folder, fetched and judged before it is taken: its JSON (one
 * that does not parse or decrypt is a problem, not an error), a snapshot's fields, its signature
 * and its place (store.ts's module comment, Trust). Keys are store.ts's: it says what to fetch.
 */

/** An object under the project's folder that could not be read, or whose signature does not hold: left out (and left alone). */
export interface MemoryProblem {
  key: string;
  error: string;
  /** It has no signature at all (written before memory was signed, or planted): `adoptUnsigned` can take it in; one whose signature fails, never. */
  unsigned?: true;
}

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A document with no signature at all: written before memory was signed (or planted); `adoptUnsigned`'s to take in. */
export const isUnsigned = (v: unknown): v is Raw => isObject(v) && v['signature'] === undefined;

export const SNAPSHOT_HINT =
  'move the damaged snapshot away to read the memory without it: the changes it folded are lost, the later ones are kept';

export function parseSnapshot(
  v: unknown,
  where: string,
  project: string,
  generation: number,
): { memory: ProjectMemory; folded: string[] } {
  const hint = SNAPSHOT_HINT;
  if (!isObject(v) || v['v'] !== 1)
    throw new CheckpointError('INVALID_DATA', `${where}: not a memory snapshot of version 1`, hint);
  if (v['generation'] !== generation || v['project_id'] !== project)
    throw new CheckpointError(
      'INVALID_DATA',
      `${where}: it is generation ${JSON.stringify(v['generation'])} of ${JSON.stringify(v['project_id'])}, not ${generation} of ${project}`,
      hint,
    );
  const folded = v['folded'];
  if (!Array.isArray(folded) || !folded.every((id) => typeof id === 'string' && isUlid(id)))
    throw new CheckpointError('INVALID_DATA', `${where}: "folded" is not a list of change ids`, hint);
  const memory = checkMemory(v['memory'], where);
  if (memory.project_id !== project)
    throw new CheckpointError('INVALID_DATA', `${where}: the memory of ${memory.project_id}, not of ${project}`, hint);
  return { memory, folded: folded as string[] };
}

/**
 * Why the object stored under `key` is not taken, or undefined when it is (see the module comment):
 * its signature does not hold, or it is signed for another place (`place`: the fields it must hold).
 * A volume opened without keys takes everything.
 */
function refusal(
  store: StorageBackend,
  key: string,
  doc: unknown,
  what: string,
  place: Raw,
): MemoryProblem | undefined {
  if (!keyringOf(store)) return undefined;
  const p = untrusted(store, doc, what);
  if (!p) {
    const wrong = Object.keys(place).find((k) => (doc as Raw)[k] !== place[k]);
    return wrong === undefined
      ? undefined
      : {
          key,
          error: `signed for another place (its ${wrong} is ${JSON.stringify((doc as Raw)[wrong])}, not ${JSON.stringify(place[wrong])}): copied or renamed on the volume`,
        };
  }
  if (isUnsigned(doc))
    return {
      key,
      error: `${p.why}: never given to a session; if you wrote it before memory was signed, \`pai-checkpoint memory adopt\` takes it in`,
      unsigned: true,
    };
  return { key, error: p.missingKey ? `${p.why}; ${p.hint}` : `${p.why}: never given to a session` };
}

/**
 * An object's JSON, undefined when it is gone. One that is not JSON, or (with keys) does not decrypt
 * — damaged, or forged — is a problem, not an error: it never stops the rest.
 */
export async function fetchDoc(
  store: StorageBackend,
  key: string,
): Promise<{ doc: unknown } | { problem: MemoryProblem } | undefined> {
  let buf: Buffer | undefined;
  try {
    buf = await store.get(key);
  } catch (err) {
    if (!keyringOf(store) || !(err instanceof CheckpointError && err.code === 'INVALID_DATA')) throw err;
    return { problem: { key, error: errorMessage(err) } };
  }
  if (!buf) return undefined;
  try {
    return { doc: parseJsonText(buf.toString('utf8'), `${store.location}/${key}`) };
  } catch (err) {
    return { problem: { key, error: errorMessage(err) } };
  }
}

/** `read()`, or undefined when it throws. */
export function attempt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** What is wrong with an object `check` reads (its error as a problem), or undefined: an unsigned object is offered for adoption only when it is a valid one. */
function invalid(check: () => unknown, key: string): MemoryProblem | undefined {
  try {
    check();
    return undefined;
  } catch (err) {
    return { key, error: errorMessage(err) };
  }
}

/** A fetched change (`id`, stored under `key`), checked: its fields, then its signature and place. */
export function changeOf(
  store: StorageBackend,
  project: string,
  id: string,
  key: string,
  got: { doc: unknown } | { problem: MemoryProblem },
): { change: MemoryChange } | { problem: MemoryProblem } {
  if ('problem' in got) return got;
  let change: MemoryChange;
  try {
    change = checkChange(got.doc, `${store.location}/${key}`);
  } catch (err) {
    return { problem: { key, error: errorMessage(err) } };
  }
  const refused = refusal(store, key, got.doc, 'memory change', { project_id: project, id });
  return refused ? { problem: refused } : { change };
}

/** A fetched snapshot (of `generation`, stored under `key`), checked: its signature and place, then its fields (INVALID_DATA when a taken one is damaged). */
export function snapshotOf(
  store: StorageBackend,
  key: string,
  project: string,
  generation: number,
  doc: unknown,
): { memory: ProjectMemory; folded: string[] } | { problem: MemoryProblem } {
  const read = () => parseSnapshot(doc, `${store.location}/${key}`, project, generation);
  const refused = refusal(store, key, doc, 'memory snapshot', { project_id: project, generation });
  if (!refused) return read();
  // One with no signature is offered for adoption only when it is a valid snapshot.
  return { problem: (refused.unsigned && invalid(read, key)) || refused };
}

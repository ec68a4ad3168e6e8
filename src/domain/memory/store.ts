import { CheckpointError, errorMessage } from '../../core/errors.js';
import { isUlid, newCheckpointId, ulidTime } from '../../core/ids.js';
import { parseJsonText } from '../../core/json.js';
import { mapLimit } from '../../core/parallel.js';
import type { StorageBackend } from '../../storage/backend.js';
import {
  MEMORY_CHANGES,
  memoryChangeKey,
  memoryPrefix,
  memorySnapshotKey,
  memoryViewKey,
} from '../../storage/layout.js';
import { keyringOf } from '../../storage/sealed.js';
import { signedFor, untrusted } from '../volume/signing.js';
import { applyChanges, emptyMemory, overlay, type MemoryChange, type ProjectMemory } from './model.js';
import { checkChange, checkMemory } from './schema.js';

/**
 * A project's memory on the volume, safe for any number of concurrent writers on a folder and on
 * object storage, where the only atomic decision is `create` (one of concurrent creates of a key
 * wins; no append, no rename, no compare-and-swap on an existing object):
 *
 *   memory/<project>/changes/<ULID>.json        one change (model.ts MemoryChange), created once, never changed
 *   memory/<project>/snapshot-<generation>.json {v, project_id, generation, folded: [change ids], memory}
 *   memory/<project>.json                       SPEC-07.31.01's document: a view for people, rewritten
 *                                               after each change; never read back (the truth is above)
 *
 * Reading: list the folder; take the snapshot of the highest generation (none: an empty memory);
 * apply, in ULID order, every change it has not folded. A write creates its change under a new
 * ULID, so no write can overwrite another. When more than `compactAfter` changes are unfolded, the
 * writer folds them (`compactMemory`): it creates the snapshot of generation + 1 (of concurrent
 * compactors exactly one creates it, the others do nothing), then deletes the changes it folded.
 *
 * Why no write is lost:
 * - a change exists before its writer reads, so every later listing holds it, or a snapshot does;
 * - a change is deleted only after a snapshot holding it was created, by the compactor that made
 *   that snapshot and found it to be the newest (every later one is built on it);
 * - `folded` carries the ids of changes a crashed compactor folded but did not delete (they are
 *   still listed), so no reader applies a change twice (a kill -9 between the snapshot and its
 *   deletes costs nothing; the next writer deletes them);
 * - a reader that finds a listed object gone (folded and deleted meanwhile, or an old snapshot
 *   removed) lists again: what it returns is the memory as of one listing;
 * - a compactor that created its generation AFTER it had been removed (a compactor that paused
 *   while others folded twice more: an A-B-A on the key) sees a newer generation listed right after
 *   its create — generations are removed only below the newest, so the newest never goes — and
 *   deletes nothing.
 * Order: changes apply in ULID order (the writers' clocks, as facts do). Only changes older than
 * `graceMs` are folded, so a change that reaches the volume a little after newer ones (another
 * machine's clock behind by less than that) still takes its place among them.
 *
 * Trust (issue 32): what is read here is given to the model at every session start, so only what
 * the user's keys signed is taken. Every object is written signed (domain/volume/signing.ts
 * `signedFor`: with a volume key, a key derived from it, else the user's signing key), and names its
 * place — a change its project and id, a snapshot its project and generation — so a signed object
 * copied to another project, or renamed to another place in the order, is not taken either. An
 * object whose signature does not hold (none: planted by someone who can write the volume, or
 * written before memory was signed; edited; malformed; of a key this machine lacks) or that does
 * not decrypt is a problem: reported, never applied, never folded (so a writer never deletes such a
 * change). The encryption of a volume key does not do this alone: a plain object planted there is
 * read as it is.
 * A snapshot so refused is passed over for the newest one whose signature holds (none: an empty
 * memory), and a compaction creates the generation above every one listed. Memory written before
 * signing (no signature at all) is taken in only on the user's word (`adoptUnsigned`); until then a
 * compaction keeps its snapshots. A volume opened without keys (library use) signs and checks nothing.
 */

/** Knobs of the store; the defaults are what the CLI and hooks use. */
export interface MemoryTuning {
  /** Fold when more than this many changes are unfolded (a read costs one GET per unfolded change on S3). Default 50. */
  compactAfter?: number;
  /** Fold only changes at least this old (milliseconds). Default 60 000. */
  graceMs?: number;
  /** Listings a read makes before it gives up while compactions keep removing what it listed. Default 8. */
  readAttempts?: number;
  /** Times a writer re-reads to bring the view up to date with changes made meanwhile. Default 8. */
  viewAttempts?: number;
}

const COMPACT_AFTER = 50;
const GRACE_MS = 60_000;
const PARALLEL = 16;

/** An object under the project's folder that could not be read, or whose signature does not hold: left out (and left alone). */
export interface MemoryProblem {
  key: string;
  error: string;
  /** It has no signature at all (written before memory was signed, or planted): `adoptUnsigned` can take it in; one whose signature fails, never. */
  unsigned?: true;
}

/** A project's memory as read: the memory, and what it was made of (for the writer that folds or publishes it). */
export interface MemoryState {
  project: string;
  memory: ProjectMemory;
  /** The generation of the snapshot it started from (0: none). */
  generation: number;
  /** The highest generation listed: `generation`, or above it a snapshot refused (see the module comment). */
  top: number;
  /** The snapshot's memory. */
  base: ProjectMemory;
  /** Ids of the changes the snapshot holds. */
  folded: string[];
  /** The changes applied on top of it, in order. */
  applied: { id: string; change: MemoryChange }[];
  /** Changes the snapshot holds that are still listed (a compactor stopped before deleting them). */
  leftovers: string[];
  /** Changes (or names under changes/) that could not be read. */
  problems: MemoryProblem[];
}

const SNAPSHOT_RE = /^snapshot-(\d{10})\.json$/;

interface Listing {
  /** Change ids, sorted. */
  changes: string[];
  /** Snapshot generations, ascending. */
  snapshots: number[];
  problems: MemoryProblem[];
}

/** What a listing of the project's folder holds; other names are left alone (a later version's). */
function parseListing(project: string, keys: string[]): Listing {
  const prefix = memoryPrefix(project);
  const out: Listing = { changes: [], snapshots: [], problems: [] };
  for (const key of keys) {
    const rest = key.slice(prefix.length);
    if (rest.startsWith(MEMORY_CHANGES)) {
      const m = /^([^/]+)\.json$/.exec(rest.slice(MEMORY_CHANGES.length));
      if (m && isUlid(m[1]!)) out.changes.push(m[1]!);
      else out.problems.push({ key, error: 'not a change (changes are <ULID>.json)' });
      continue;
    }
    const s = SNAPSHOT_RE.exec(rest);
    if (s) out.snapshots.push(Number(s[1]));
  }
  out.changes.sort();
  out.snapshots.sort((a, b) => a - b);
  return out;
}

const list = async (store: StorageBackend, project: string) =>
  parseListing(project, await store.list(memoryPrefix(project)));

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A document with no signature at all: written before memory was signed (or planted); `adoptUnsigned`'s to take in. */
const isUnsigned = (v: unknown): v is Raw => isObject(v) && v['signature'] === undefined;

const SNAPSHOT_HINT =
  'move the damaged snapshot away to read the memory without it: the changes it folded are lost, the later ones are kept';

function parseSnapshot(
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
async function fetchDoc(
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

interface Start {
  generation: number;
  base: ProjectMemory;
  folded: string[];
}

/**
 * The snapshot a read builds on: the newest listed that is taken; each newer one refused is a
 * problem. None: generation 0, an empty memory. Undefined when a listed one is gone when fetched
 * (removed meanwhile: list again).
 */
async function startOf(
  store: StorageBackend,
  project: string,
  generations: number[],
  previous: MemoryState | undefined,
  problems: MemoryProblem[],
): Promise<Start | undefined> {
  for (const generation of [...generations].reverse()) {
    if (previous?.generation === generation) return { generation, base: previous.base, folded: previous.folded };
    const key = memorySnapshotKey(project, generation);
    const got = await fetchDoc(store, key);
    if (!got) return undefined;
    if ('problem' in got) {
      if (!keyringOf(store)) throw new CheckpointError('INVALID_DATA', got.problem.error, SNAPSHOT_HINT);
      problems.push(got.problem);
      continue;
    }
    const read = () => parseSnapshot(got.doc, `${store.location}/${key}`, project, generation);
    const refused = refusal(store, key, got.doc, 'memory snapshot', { project_id: project, generation });
    if (!refused) {
      const { memory, folded } = read();
      return { generation, base: memory, folded };
    }
    // One with no signature is offered for adoption only when it is a valid snapshot.
    problems.push((refused.unsigned && invalid(read, key)) || refused);
  }
  return { generation: 0, base: emptyMemory(project), folded: [] };
}

/** `read()`, or undefined when it throws. */
function attempt<T>(read: () => T): T | undefined {
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

/** A fetched change, checked: its fields, then its signature and place. */
function changeOf(
  store: StorageBackend,
  project: string,
  id: string,
  got: { doc: unknown } | { problem: MemoryProblem },
): { change: MemoryChange } | { problem: MemoryProblem } {
  if ('problem' in got) return got;
  const key = memoryChangeKey(project, id);
  let change: MemoryChange;
  try {
    change = checkChange(got.doc, `${store.location}/${key}`);
  } catch (err) {
    return { problem: { key, error: errorMessage(err) } };
  }
  const refused = refusal(store, key, got.doc, 'memory change', { project_id: project, id });
  return refused ? { problem: refused } : { change };
}

/**
 * The project's memory as of one listing of its folder (see the module comment); an empty memory
 * when there is nothing. With `previous` (an earlier read of the same project) only what is new is
 * fetched: a change never changes, and neither does the snapshot of a generation that is still the
 * newest (a generation's key is freed only once two newer ones exist). CONFLICT after
 * `readAttempts` listings whose objects kept disappearing; INVALID_DATA when the snapshot it builds
 * on is damaged (a damaged change is a problem, left out; with keys, so is a snapshot whose
 * signature does not hold).
 */
export async function readMemory(
  store: StorageBackend,
  project: string,
  tuning: MemoryTuning = {},
  previous?: MemoryState,
): Promise<MemoryState> {
  const attempts = tuning.readAttempts ?? 8;
  for (let i = 0; i < attempts; i++) {
    const state = await readOnce(store, project, previous?.project === project ? previous : undefined);
    if (state) return state;
  }
  throw new CheckpointError(
    'CONFLICT',
    `the memory of ${project} kept changing while it was read (${attempts} listings)`,
    'try again',
  );
}

/** One listing's memory, or undefined when an object it listed was gone when fetched (a compaction meanwhile). */
async function readOnce(
  store: StorageBackend,
  project: string,
  previous: MemoryState | undefined,
): Promise<MemoryState | undefined> {
  const listing = await list(store, project);
  const problems = [...listing.problems];
  const start = await startOf(store, project, listing.snapshots, previous, problems);
  if (!start) return undefined;
  const { generation, base, folded } = start;
  const inSnapshot = new Set(folded);
  const unfolded = listing.changes.filter((id) => !inSnapshot.has(id));
  const known = new Map(previous?.applied.map((a) => [a.id, a.change]));
  const fetch = unfolded.filter((id) => !known.has(id));
  const docs = await mapLimit(fetch, PARALLEL, (id) => fetchDoc(store, memoryChangeKey(project, id)));
  if (docs.some((d) => d === undefined)) return undefined;
  fetch.forEach((id, i) => {
    const got = changeOf(store, project, id, docs[i]!);
    if ('change' in got) known.set(id, got.change);
    else problems.push(got.problem);
  });
  const applied = unfolded.flatMap((id) => {
    const change = known.get(id);
    return change ? [{ id, change }] : [];
  });
  const memory = applyChanges(
    base,
    applied.map((a) => a.change),
  );
  return {
    project,
    memory,
    generation,
    top: listing.snapshots.at(-1) ?? 0,
    base,
    folded,
    applied,
    leftovers: listing.changes.filter((id) => inSnapshot.has(id)),
    problems,
  };
}

/** Stores a change under a new ULID of its time, created once (a name taken by another writer: the next id), signed for its place. Returns its id. */
export async function addChange(store: StorageBackend, project: string, change: MemoryChange): Promise<string> {
  for (let tries = 0; tries < 8; tries++) {
    const id = newCheckpointId(Date.parse(change.at));
    if (
      await store.create(
        memoryChangeKey(project, id),
        `${JSON.stringify(signedFor(store, { ...change, project_id: project, id }, true))}\n`,
      )
    )
      return id;
  }
  throw new CheckpointError(
    'CONFLICT',
    `could not store a change of the memory of ${project} under a new name`,
    'try again',
  );
}

/** Of the snapshots `generations`, those a compaction removes: with keys, one with no signature is kept (memory written before signing, for `adoptUnsigned`; no reader builds on it). */
async function removable(store: StorageBackend, project: string, generations: number[]): Promise<number[]> {
  if (!keyringOf(store) || generations.length === 0) return generations;
  // One that cannot be fetched now is kept too: the next compaction looks again.
  const keep = await mapLimit(generations, PARALLEL, (g) =>
    fetchDoc(store, memorySnapshotKey(project, g)).then(
      (got) => !!got && 'doc' in got && isUnsigned(got.doc),
      () => true,
    ),
  );
  return generations.filter((_, i) => !keep[i]);
}

/** Memory written before signing, taken in by a compaction (`adoptUnsigned`): laid under what it folds, its changes folded too. */
interface Adoption {
  memory: ProjectMemory;
  changes: string[];
}

/**
 * Folds the unfolded changes older than `graceMs` into the snapshot of the generation above every
 * one listed, signed, then deletes them and the snapshots below the one `state` was read from.
 * Returns the state after it, or undefined when it folded nothing: nothing old enough (and nothing
 * to adopt), another compactor created that generation first, or a newer generation is listed
 * right after the create (see the module comment); it then deleted nothing. A failure part-way (a
 * deleted change or two short) leaves leftovers that readers skip and the next writer deletes.
 */
export async function compactMemory(
  store: StorageBackend,
  project: string,
  state: MemoryState,
  now: number,
  tuning: MemoryTuning = {},
  adopt?: Adoption,
): Promise<MemoryState | undefined> {
  const cutoff = now - (tuning.graceMs ?? GRACE_MS);
  const end = state.applied.findIndex((a) => (ulidTime(a.id) ?? Infinity) > cutoff);
  const fold = end < 0 ? state.applied : state.applied.slice(0, end);
  if (fold.length === 0 && !adopt) return undefined;
  const signed = applyChanges(
    state.base,
    fold.map((a) => a.change),
  );
  const memory = adopt ? overlay(adopt.memory, signed) : signed;
  const folded = [...new Set([...state.leftovers, ...fold.map((a) => a.id), ...(adopt?.changes ?? [])])].sort();
  const generation = Math.max(state.generation, state.top) + 1;
  const doc = signedFor(store, { v: 1, project_id: project, generation, folded, memory }, true);
  if (!(await store.create(memorySnapshotKey(project, generation), `${JSON.stringify(doc)}\n`))) return undefined;
  const after = await list(store, project);
  if ((after.snapshots.at(-1) ?? 0) > generation) return undefined;
  await mapLimit(folded, PARALLEL, (id) => store.delete(memoryChangeKey(project, id)));
  const old = await removable(
    store,
    project,
    after.snapshots.filter((g) => g < state.generation),
  );
  await mapLimit(old, PARALLEL, (g) => store.delete(memorySnapshotKey(project, g)));
  const gone = new Set(folded.map((id) => memoryChangeKey(project, id)));
  return {
    ...state,
    generation,
    top: generation,
    base: memory,
    folded,
    applied: state.applied.slice(fold.length),
    leftovers: [],
    problems: state.problems.filter((p) => !gone.has(p.key)),
  };
}

/** The document `memory/<project>.json` holds: SPEC-07.31.01's fields, then the schema version. */
export function viewDocument(m: ProjectMemory): ProjectMemory & { version: 1 } {
  return {
    project_id: m.project_id,
    last_updated: m.last_updated,
    knowledge: m.knowledge,
    session_history: m.session_history,
    version: 1,
  };
}

/** Whether a listing holds something `state` lacks: a newer snapshot, or a change it neither applied nor holds in its snapshot. */
function movedOn(state: MemoryState, listing: Listing): boolean {
  if ((listing.snapshots.at(-1) ?? 0) > state.top) return true;
  const known = new Set([...state.folded, ...state.applied.map((a) => a.id)]);
  const bad = new Set(state.problems.map((p) => p.key));
  return listing.changes.some((id) => !known.has(id) && !bad.has(memoryChangeKey(state.project, id)));
}

/**
 * Writes the view (`memory/<project>.json`) of `state`, signed, so that once the last of several concurrent
 * writers is done the view holds every change. After its put a writer lists the folder: nothing
 * new → done (its view holds every change made before that listing; whoever makes a later one puts
 * a later view). Something new, and its own view still on the volume → it reads again (only the new
 * objects) and puts again. Something new, but another view there → done: that one was put later,
 * and its writer makes this same check. So the newest view is always either checked clean or about
 * to be checked, and when writes stop it holds them all. After `viewAttempts` rounds (writes that
 * never stop) it gives up: the view is for people and the next write brings it up to date.
 * Returns the state it last wrote.
 */
async function publishView(
  store: StorageBackend,
  project: string,
  state: MemoryState,
  tuning: MemoryTuning = {},
): Promise<MemoryState> {
  const key = memoryViewKey(project);
  const rounds = tuning.viewAttempts ?? 8;
  let current = state;
  for (let i = 0; ; i++) {
    const text = `${JSON.stringify(signedFor(store, { ...viewDocument(current.memory) }, true), null, 2)}\n`;
    await store.put(key, text);
    if (!movedOn(current, await list(store, project))) return current;
    // Only a view known to be another's ends it; one that could not be read (s3rver serves an object
    // torn while it is being put; S3 would not) is taken as still ours: one more round is always safe.
    const there = await store.get(key).then(
      (b) => b?.toString('utf8'),
      () => undefined,
    );
    if (i >= rounds || (there !== undefined && there !== text)) return current;
    current = await readMemory(store, project, tuning, current);
  }
}

/** What a committed change left: its id, the memory after it, and housekeeping that failed (the change itself is stored). */
interface Committed {
  id: string;
  state: MemoryState;
  warnings: string[];
}

/**
 * One write: the change created, the memory read back, the leftovers of a crashed compaction
 * deleted, the changes folded when there are more than `compactAfter`, the view rewritten. Once the
 * change is created the write has happened: a failure of what follows is a warning, not an error —
 * but for the read back, without which there is no memory to show: its error says the change is stored.
 */
export async function commitChange(
  store: StorageBackend,
  project: string,
  change: MemoryChange,
  now: number,
  tuning: MemoryTuning = {},
): Promise<Committed> {
  const id = await addChange(store, project, change);
  const warnings: string[] = [];
  let state: MemoryState;
  try {
    state = await readMemory(store, project, tuning);
  } catch (err) {
    // Stored all the same: said, so that nobody stores it twice.
    const code = err instanceof CheckpointError ? err.code : 'IO';
    throw new CheckpointError(
      code,
      `the change is stored (${memoryChangeKey(project, id)}), but the memory of ${project} could not be read back: ${errorMessage(err)}`,
      'do not repeat it; `pai-checkpoint memory show` once the volume reads again',
      { cause: err },
    );
  }
  try {
    if (state.leftovers.length) {
      await mapLimit(state.leftovers, PARALLEL, (leftover) => store.delete(memoryChangeKey(project, leftover)));
      state = { ...state, leftovers: [] };
    }
    if (state.applied.length > (tuning.compactAfter ?? COMPACT_AFTER))
      state = (await compactMemory(store, project, state, now, tuning)) ?? state;
  } catch (err) {
    warnings.push(
      `the memory of ${project} was not compacted (it stays correct, reads cost more until the next write): ${errorMessage(err)}`,
    );
  }
  try {
    state = await publishView(store, project, state, tuning);
  } catch (err) {
    warnings.push(`${memoryViewKey(project)} was not rewritten (the memory itself is stored): ${errorMessage(err)}`);
  }
  return { id, state, warnings };
}

/** What of a project's memory has no signature at all (written before memory was signed), as `unsignedOf` finds it. */
interface Unsigned {
  /** The newest such snapshot's memory (none: an empty one) with such changes it had not folded applied, in order. */
  memory: ProjectMemory;
  /** Such changes (ids), folded by that snapshot or not. */
  changes: string[];
  /** Such snapshots (generations), ascending. */
  snapshots: number[];
  /** Their keys, for people: the snapshots', then the changes'. */
  keys: string[];
}

/**
 * What `state` (a read of `project`) left out for having no signature at all, when it is valid, or
 * undefined when there is none: the newest such snapshot wherever it stands among the signed ones
 * (a compaction keeps them), and such changes. An object whose signature fails is never among them.
 */
async function unsignedOf(store: StorageBackend, project: string, state: MemoryState): Promise<Unsigned | undefined> {
  if (!keyringOf(store)) return undefined;
  const listing = await list(store, project);
  const flagged = new Set(state.problems.filter((p) => p.unsigned).map((p) => p.key));
  const ids = listing.changes.filter((id) => flagged.has(memoryChangeKey(project, id)));
  const generations = listing.snapshots.filter((g) => g !== state.generation);
  const [changeDocs, snapshotDocs] = await Promise.all([
    mapLimit(ids, PARALLEL, (id) => fetchDoc(store, memoryChangeKey(project, id))),
    mapLimit(generations, PARALLEL, (g) => fetchDoc(store, memorySnapshotKey(project, g))),
  ]);
  const docOf = (got: Awaited<ReturnType<typeof fetchDoc>>) =>
    got && 'doc' in got && isUnsigned(got.doc) ? got.doc : undefined;
  const snapshots = generations.flatMap((generation, i) => {
    const doc = docOf(snapshotDocs[i]);
    const s = doc && attempt(() => parseSnapshot(doc, '', project, generation));
    return s ? [{ generation, ...s }] : [];
  });
  const changes = ids.flatMap((id, i) => {
    const doc = docOf(changeDocs[i]);
    const change = doc && attempt(() => checkChange(doc, ''));
    return change ? [{ id, change }] : [];
  });
  if (snapshots.length === 0 && changes.length === 0) return undefined;
  const newest = snapshots.at(-1);
  const inNewest = new Set(newest?.folded);
  return {
    memory: applyChanges(
      newest?.memory ?? emptyMemory(project),
      changes.filter((c) => !inNewest.has(c.id)).map((c) => c.change),
    ),
    changes: changes.map((c) => c.id),
    snapshots: snapshots.map((s) => s.generation),
    keys: [
      ...snapshots.map((s) => memorySnapshotKey(project, s.generation)),
      ...changes.map((c) => memoryChangeKey(project, c.id)),
    ],
  };
}

/**
 * The memory of `project` with what was written before signing laid under it (model.ts `overlay`),
 * read but not stored: what `memory migrate` copies, on the user's word. The unsigned objects taken
 * are no longer problems.
 */
export async function readMemoryWithUnsigned(
  store: StorageBackend,
  project: string,
  tuning: MemoryTuning = {},
): Promise<MemoryState> {
  const state = await readMemory(store, project, tuning);
  const unsigned = await unsignedOf(store, project, state);
  if (!unsigned) return state;
  const taken = new Set(unsigned.keys);
  return {
    ...state,
    memory: overlay(unsigned.memory, state.memory),
    problems: state.problems.filter((p) => !taken.has(p.key)),
  };
}

/** What `adoptUnsigned` took in, and the memory after it. */
interface Adopted {
  /** The objects taken in (unsigned snapshots, then changes): folded into a signed snapshot, then removed. */
  keys: string[];
  state: MemoryState;
  /** Housekeeping that failed (the adoption itself is stored). */
  warnings: string[];
}

/**
 * Takes in, on the user's word, what of the project's memory has no signature (`unsignedOf`): one
 * compaction lays it under the signed memory (model.ts `overlay`: the signed one wins where both hold
 * an item) in a snapshot of the next generation, signed, folding the unsigned changes with the
 * signed ones (so a compaction's guarantees hold: a concurrent writer loses nothing, another
 * compactor first means reading again); then the unsigned snapshots, all below it, are removed.
 * Undefined when there is nothing to take in.
 */
export async function adoptUnsigned(
  store: StorageBackend,
  project: string,
  now: number,
  tuning: MemoryTuning = {},
): Promise<Adopted | undefined> {
  const attempts = tuning.readAttempts ?? 8;
  for (let i = 0; i < attempts; i++) {
    const before = await readMemory(store, project, tuning);
    const unsigned = await unsignedOf(store, project, before);
    if (!unsigned) return undefined;
    const done = await compactMemory(store, project, before, now, tuning, unsigned);
    if (!done) continue;
    const warnings: string[] = [];
    try {
      await mapLimit(
        unsigned.snapshots.filter((g) => g < done.generation),
        PARALLEL,
        (g) => store.delete(memorySnapshotKey(project, g)),
      );
    } catch (err) {
      warnings.push(
        `the unsigned snapshots of ${project} taken in were not all removed (they are no longer read): ${errorMessage(err)}`,
      );
    }
    let state = await readMemory(store, project, tuning);
    try {
      state = await publishView(store, project, state, tuning);
    } catch (err) {
      warnings.push(`${memoryViewKey(project)} was not rewritten (the memory itself is stored): ${errorMessage(err)}`);
    }
    return { keys: unsigned.keys, state, warnings };
  }
  throw new CheckpointError(
    'CONFLICT',
    `the memory of ${project} kept being compacted by others while its unsigned objects were taken in (${attempts} tries)`,
    'try again',
  );
}

import { CheckpointError, errorMessage } from '../../core/errors.js';
import { isUlid, newCheckpointId } from '../../core/ids.js';
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
import { signedFor } from '../volume/signing.js';
import { applyChanges, emptyMemory, type MemoryChange, type ProjectMemory } from './model.js';
import {
  attempt,
  changeOf,
  fetchDoc,
  isUnsigned,
  parseSnapshot,
  snapshotOf,
  SNAPSHOT_HINT,
  type MemoryProblem,
} from './objects.js';
import { checkChange } from './schema.js';
import type { MemoryState, MemoryTuning } from './state.js';

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
 * signing (no signature at all) is taken in only on the user's word (adopt.ts `adoptUnsigned`); until then a
 * compaction keeps its snapshots. A volume opened without keys (library use) signs and checks nothing.
 */

export const PARALLEL = 16;

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

/** The project's folder, listed. */
export const listMemory = async (store: StorageBackend, project: string) =>
  parseListing(project, await store.list(memoryPrefix(project)));

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
    const taken = snapshotOf(store, key, project, generation, got.doc);
    if ('memory' in taken) return { generation, base: taken.memory, folded: taken.folded };
    problems.push(taken.problem);
  }
  return { generation: 0, base: emptyMemory(project), folded: [] };
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
  const listing = await listMemory(store, project);
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
    const got = changeOf(store, project, id, memoryChangeKey(project, id), docs[i]!);
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
    if (!movedOn(current, await listMemory(store, project))) return current;
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

/** A snapshot's JSON (objects.ts `fetchDoc`), undefined when it is gone. */
export const fetchSnapshot = (store: StorageBackend, project: string, generation: number) =>
  fetchDoc(store, memorySnapshotKey(project, generation));

/** Creates the snapshot of `generation` (a compaction's), once: false when another compactor created it first. */
export async function createSnapshot(
  store: StorageBackend,
  project: string,
  generation: number,
  doc: unknown,
): Promise<boolean> {
  return store.create(memorySnapshotKey(project, generation), `${JSON.stringify(doc)}\n`);
}

/** Deletes the changes `ids` (folded into a snapshot, or a crashed compaction's leftovers). */
export async function deleteChanges(store: StorageBackend, project: string, ids: string[]): Promise<void> {
  await mapLimit(ids, PARALLEL, (id) => store.delete(memoryChangeKey(project, id)));
}

/** `problems` but those of the changes `ids` of `project` (folded and deleted: no longer listed). */
export function problemsBut(problems: MemoryProblem[], project: string, ids: string[]): MemoryProblem[] {
  const gone = new Set(ids.map((id) => memoryChangeKey(project, id)));
  return problems.filter((p) => !gone.has(p.key));
}

/** The memory read back after the change `id` was stored; its error says the change is stored. */
export async function readBack(
  store: StorageBackend,
  project: string,
  id: string,
  tuning: MemoryTuning,
): Promise<MemoryState> {
  try {
    return await readMemory(store, project, tuning);
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
}

/** `publishView`, its failure a warning (the memory itself is stored): the state it wrote, else `state`. */
export async function republish(
  store: StorageBackend,
  project: string,
  state: MemoryState,
  tuning: MemoryTuning,
  warnings: string[],
): Promise<MemoryState> {
  try {
    return await publishView(store, project, state, tuning);
  } catch (err) {
    warnings.push(`${memoryViewKey(project)} was not rewritten (the memory itself is stored): ${errorMessage(err)}`);
    return state;
  }
}

/** Deletes the snapshots of `generations` (a compaction's, below the one it built on; an adoption's, taken in). */
export async function deleteSnapshots(store: StorageBackend, project: string, generations: number[]): Promise<void> {
  await mapLimit(generations, PARALLEL, (g) => store.delete(memorySnapshotKey(project, g)));
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
export async function unsignedOf(
  store: StorageBackend,
  project: string,
  state: MemoryState,
): Promise<Unsigned | undefined> {
  if (!keyringOf(store)) return undefined;
  const listing = await listMemory(store, project);
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

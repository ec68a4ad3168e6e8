import { errorMessage } from '../../core/errors.js';
import { ulidTime } from '../../core/ids.js';
import { mapLimit } from '../../core/parallel.js';
import type { StorageBackend } from '../../storage/backend.js';
import { keyringOf } from '../../storage/sealed.js';
import { signedFor } from '../volume/signing.js';
import { applyChanges, overlay, type MemoryChange, type ProjectMemory } from './model.js';
import { isUnsigned } from './objects.js';
import {
  addChange,
  createSnapshot,
  deleteChanges,
  deleteSnapshots,
  fetchSnapshot,
  listMemory,
  PARALLEL,
  problemsBut,
  readBack,
  republish,
} from './store.js';
import type { MemoryState, MemoryTuning } from './state.js';

/**
 * A write of a project's memory and its housekeeping (store.ts's module comment says why no write is
 * lost): the change committed, a crashed compaction's leftovers deleted, the unfolded changes folded
 * into a snapshot (`compactMemory`) when there are too many, the view rewritten. The objects are
 * read, created and deleted through store.ts, which owns the folder's keys.
 */

const COMPACT_AFTER = 50;
const GRACE_MS = 60_000;

/** Of the snapshots `generations`, those a compaction removes: with keys, one with no signature is kept (memory written before signing, for `adoptUnsigned`; no reader builds on it). */
async function removable(store: StorageBackend, project: string, generations: number[]): Promise<number[]> {
  if (!keyringOf(store) || generations.length === 0) return generations;
  // One that cannot be fetched now is kept too: the next compaction looks again.
  const keep = await mapLimit(generations, PARALLEL, (g) =>
    fetchSnapshot(store, project, g).then(
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
 * right after the create (see store.ts's module comment); it then deleted nothing. A failure part-way (a
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
  if (!(await createSnapshot(store, project, generation, doc))) return undefined;
  const after = await listMemory(store, project);
  if ((after.snapshots.at(-1) ?? 0) > generation) return undefined;
  await deleteChanges(store, project, folded);
  const old = await removable(
    store,
    project,
    after.snapshots.filter((g) => g < state.generation),
  );
  await deleteSnapshots(store, project, old);
  return {
    ...state,
    generation,
    top: generation,
    base: memory,
    folded,
    applied: state.applied.slice(fold.length),
    leftovers: [],
    problems: problemsBut(state.problems, project, folded),
  };
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
  let state = await readBack(store, project, id, tuning);
  try {
    if (state.leftovers.length) {
      await deleteChanges(store, project, state.leftovers);
      state = { ...state, leftovers: [] };
    }
    if (state.applied.length > (tuning.compactAfter ?? COMPACT_AFTER))
      state = (await compactMemory(store, project, state, now, tuning)) ?? state;
  } catch (err) {
    warnings.push(
      `the memory of ${project} was not compacted (it stays correct, reads cost more until the next write): ${errorMessage(err)}`,
    );
  }
  state = await republish(store, project, state, tuning, warnings);
  return { id, state, warnings };
}

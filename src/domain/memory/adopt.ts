import { CheckpointError, errorMessage } from '../../core/errors.js';
import type { StorageBackend } from '../../storage/backend.js';
import { overlay } from './model.js';
import { compactMemory } from './commit.js';
import { deleteSnapshots, readMemory, republish, unsignedOf } from './store.js';
import type { MemoryState, MemoryTuning } from './state.js';

/**
 * Memory written before it was signed (issue 32), taken in on the user's word: read with it laid
 * under the signed memory (`memory migrate`), or folded into a signed snapshot (`memory adopt`).
 * What has no signature is found by store.ts (`unsignedOf`), which owns the folder's keys.
 */

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
      await deleteSnapshots(
        store,
        project,
        unsigned.snapshots.filter((g) => g < done.generation),
      );
    } catch (err) {
      warnings.push(
        `the unsigned snapshots of ${project} taken in were not all removed (they are no longer read): ${errorMessage(err)}`,
      );
    }
    const state = await republish(store, project, await readMemory(store, project, tuning), tuning, warnings);
    return { keys: unsigned.keys, state, warnings };
  }
  throw new CheckpointError(
    'CONFLICT',
    `the memory of ${project} kept being compacted by others while its unsigned objects were taken in (${attempts} tries)`,
    'try again',
  );
}

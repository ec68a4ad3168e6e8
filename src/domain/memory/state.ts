import type { MemoryChange, ProjectMemory } from './model.js';
import type { MemoryProblem } from './objects.js';

/**
 * What the store (store.ts) and the writes over it (commit.ts, adopt.ts) pass around: a project's
 * memory as read, and the knobs that tune reading and writing it.
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

/** A project's memory as read: the memory, and what it was made of (for the writer that folds or publishes it). */
export interface MemoryState {
  project: string;
  memory: ProjectMemory;
  /** The generation of the snapshot it started from (0: none). */
  generation: number;
  /** The highest generation listed: `generation`, or above it a snapshot refused (see store.ts's module comment). */
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

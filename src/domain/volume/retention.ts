import type { StorageBackend } from '../../storage/backend.js';
import { deleteCheckpoint } from './delete.js';
import { loadIndex, type IndexEntry } from './session-index.js';

/**
 * Retention (SPEC-03.16 + the agent spec): per session keep the last `keepLast` checkpoints and
 * none older than `maxAgeDays`, but always keep complete, error, crash, named and tagged checkpoints
 * (and never the newest one, which the next checkpoint builds on).
 */
interface RetentionPolicy {
  keepLast: number;
  maxAgeDays: number;
}

export interface RetentionResult {
  kept: string[];
  deleted: string[];
}

/** Kept whatever the counts say; an entry whose label and tags are sealed under a key this machine lacks is kept too (they could be set). */
function protectedEntry(e: IndexEntry): boolean {
  return (
    e.trigger === 'complete' ||
    e.trigger === 'error' ||
    e.trigger === 'crash' ||
    !!e.name ||
    e.tags.length > 0 ||
    e.hidden !== undefined
  );
}

/** Decides what retention deletes (newest first), without deleting. */
export function planRetention(entries: IndexEntry[], policy: RetentionPolicy, now: Date): RetentionResult {
  const newestFirst = [...entries].sort((a, b) => (a.id < b.id ? 1 : -1));
  const result: RetentionResult = { kept: [], deleted: [] };
  let counted = 0;
  for (const [i, e] of newestFirst.entries()) {
    if (protectedEntry(e)) {
      result.kept.push(e.id);
      continue;
    }
    counted++;
    const ageDays = (now.getTime() - Date.parse(e.created_at)) / 86_400_000;
    if (i > 0 && (counted > policy.keepLast || ageDays > policy.maxAgeDays)) result.deleted.push(e.id);
    else result.kept.push(e.id);
  }
  return result;
}

export async function applyRetention(
  store: StorageBackend,
  sessionId: string,
  policy: RetentionPolicy,
  now: Date,
  dryRun = false,
): Promise<RetentionResult> {
  const plan = planRetention((await loadIndex(store, sessionId)).checkpoints, policy, now);
  if (!dryRun) for (const id of plan.deleted) await deleteCheckpoint(store, sessionId, id);
  return plan;
}

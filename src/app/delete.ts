import { CheckpointError, errorMessage } from '../core/errors.js';
import type { GcReport } from '../domain/volume/gc.js';
import { deleteRecordSync } from '../domain/records/api.js';
import { recordOptions } from '../domain/session/tracker.js';
import { deleteCheckpoint } from '../domain/volume/delete.js';
import type { AppContext } from './context.js';
import { parseOlderThan, resolveRecord } from './records.js';
import { allCheckpoints, collectContent, findCheckpoint, withSessionLock } from './volume.js';

export interface DeleteResult {
  id: string;
  /** The session checkpoint on the volume was deleted. */
  sessionCheckpoint: boolean;
  /** The phase record file deleted, if there was one with this id. */
  record?: string;
  /** Workspace content the deleted checkpoint alone referenced, removed. */
  content?: GcReport;
  /** Why the content could not be collected (the checkpoint is deleted all the same; `prune` collects later). */
  contentError?: string;
}

/** Deletes a checkpoint everywhere its id names one: the volume folder and the phase record. */
export async function remove(ctx: AppContext, id: string): Promise<DeleteResult> {
  const store = await ctx.volume();
  const found = await findCheckpoint(store, id);
  // No session checkpoint: a phase record by id or unique prefix, as list shows them (AMBIGUOUS before anything is deleted).
  const fullId = found?.entry.id ?? recordId(ctx, id) ?? id;
  const sessionCheckpoint = found
    ? await withSessionLock(ctx, found.sessionId, () => deleteCheckpoint(store, found.sessionId, fullId))
    : false;
  const record = deleteRecordSync(fullId, recordOptions(ctx));
  if (!sessionCheckpoint && !record)
    throw new CheckpointError('NOT_FOUND', `no checkpoint ${id}`, 'run `pai-checkpoint list --all` to see the ids');
  const out: DeleteResult = { id: fullId, sessionCheckpoint, ...(record ? { record } : {}) };
  if (sessionCheckpoint) {
    try {
      out.content = await collectContent(ctx, store);
    } catch (err) {
      out.contentError = errorMessage(err);
    }
  }
  return out;
}

/** The full id of the phase record `idOrPrefix` names, if any; AMBIGUOUS when a prefix names several. */
function recordId(ctx: AppContext, idOrPrefix: string): string | undefined {
  try {
    return resolveRecord(ctx.paths.checkpointsDir, idOrPrefix).record.id;
  } catch (err) {
    if (err instanceof CheckpointError && (err.code === 'NOT_FOUND' || err.code === 'USAGE')) return undefined;
    throw err;
  }
}

export interface DeleteOlderResult {
  olderThanDays: number;
  dryRun: boolean;
  /** Deleted (or, with dryRun, to delete): session checkpoints older than the age, each session's newest own one kept. */
  deleted: { id: string; sessionId: string; createdAt: string }[];
  /** Sessions whose newest checkpoint is older than the age: kept, so that every session can still be resumed. */
  keptNewest: string[];
  content?: GcReport;
  contentError?: string;
}

/**
 * `delete --older-than <age>` (the agent seed's `/checkpoint delete … [--older-than <duration>]`):
 * every session checkpoint older than the age (of one session, or all), except each session's
 * newest own checkpoint — the one a resume would need; then the workspace content nothing
 * references any more. Unlike `prune`, named, tagged and complete checkpoints are not spared:
 * the user asked for this age. Phase records: `cleanup --older-than`.
 */
export async function removeOlder(
  ctx: AppContext,
  olderThan: string,
  o: { session?: string | undefined; dryRun?: boolean | undefined } = {},
): Promise<DeleteOlderResult> {
  const days = parseOlderThan(olderThan);
  const store = await ctx.volume();
  const cutoff = ctx.now().getTime() - days * 86_400_000;
  const all = await allCheckpoints(store, o.session);
  const newest = new Map<string, string>();
  for (const c of all) if (!c.entry.safety && !newest.has(c.sessionId)) newest.set(c.sessionId, c.entry.id); // newest first
  const old = all.filter((c) => Date.parse(c.entry.created_at) < cutoff);
  const result: DeleteOlderResult = { olderThanDays: days, dryRun: Boolean(o.dryRun), deleted: [], keptNewest: [] };
  for (const c of old) {
    if (newest.get(c.sessionId) === c.entry.id) {
      result.keptNewest.push(c.sessionId);
      continue;
    }
    if (!o.dryRun && !(await withSessionLock(ctx, c.sessionId, () => deleteCheckpoint(store, c.sessionId, c.entry.id))))
      continue;
    result.deleted.push({ id: c.entry.id, sessionId: c.sessionId, createdAt: c.entry.created_at });
  }
  if (!o.dryRun && result.deleted.length) {
    try {
      result.content = await collectContent(ctx, store);
    } catch (err) {
      result.contentError = errorMessage(err);
    }
  }
  return result;
}

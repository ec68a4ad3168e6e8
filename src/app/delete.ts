import { CheckpointError, errorMessage } from '../core/errors.js';
import type { GcReport } from '../domain/content/gc.js';
import { deleteRecordSync } from '../domain/records/api.js';
import { recordOptions } from '../domain/session/tracker.js';
import { deleteCheckpoint } from '../domain/volume/store.js';
import type { AppContext } from './context.js';
import { collectContent, findCheckpoint, withSessionLock } from './volume.js';

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
  const fullId = found?.entry.id ?? id;
  const sessionCheckpoint = found ? await withSessionLock(ctx, found.sessionId, () => deleteCheckpoint(store, found.sessionId, fullId)) : false;
  const record = deleteRecordSync(fullId, recordOptions(ctx));
  if (!sessionCheckpoint && !record) throw new CheckpointError('NOT_FOUND', `no checkpoint ${id}`, 'run `pai-checkpoint list --all` to see the ids');
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

import { CheckpointError } from '../../../core/errors.js';
import { deleteCheckpoint } from '../../../domain/volume/store.js';
import { deleteRecordSync } from '../../../domain/records/api.js';
import { recordOptions } from '../../../domain/session/tracker.js';
import { trackerContext, type CliEnv } from '../context.js';
import { findCheckpoint, volumeFor, withSessionLock } from '../volume.js';

export interface DeleteResult {
  id: string;
  /** The session checkpoint on the volume was deleted. */
  sessionCheckpoint: boolean;
  /** The phase record file deleted, if there was one with this id. */
  record?: string;
}

/** Deletes a checkpoint everywhere its id names one: the volume folder and the phase record. */
export async function del(cli: CliEnv, id: string): Promise<DeleteResult> {
  const { store } = await volumeFor(cli);
  const found = await findCheckpoint(store, id);
  const fullId = found?.entry.id ?? id;
  const sessionCheckpoint = found ? await withSessionLock(cli, found.sessionId, () => deleteCheckpoint(store, found.sessionId, fullId)) : false;
  const record = deleteRecordSync(fullId, recordOptions(trackerContext(cli)));
  if (!sessionCheckpoint && !record) throw new CheckpointError('NOT_FOUND', `no checkpoint ${id}`, 'run `pai-checkpoint list --all` to see the ids');
  return { id: fullId, sessionCheckpoint, ...(record ? { record } : {}) };
}

export function printDelete(r: DeleteResult): string {
  const what = [r.sessionCheckpoint ? 'the session checkpoint' : '', r.record ? `the phase record ${r.record}` : ''].filter(Boolean).join(' and ');
  return `Deleted ${r.id}: ${what}.`;
}

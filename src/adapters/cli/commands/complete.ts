import { completeCheckpointSync } from '../../../domain/records/api.js';
import { recordOptions } from '../../../domain/session/tracker.js';
import { trackerContext, type CliEnv } from '../context.js';
import { resolveRecord } from '../resolve.js';

export interface CompleteResult {
  id: string;
  completed: string[];
}

/** Marks a record (and the older unfinished records of its session) completed. */
export async function complete(cli: CliEnv, id: string): Promise<CompleteResult> {
  const found = resolveRecord(cli.paths.checkpointsDir, id);
  const { completed } = completeCheckpointSync(found.record.id, recordOptions(trackerContext(cli)));
  return { id: found.record.id, completed };
}

export function printComplete(r: CompleteResult): string {
  const others = r.completed.filter((id) => id !== r.id);
  return `Completed ${r.id}${others.length ? ` (and ${others.length} earlier record${others.length > 1 ? 's' : ''} of its session)` : ''}. It will not be offered for resume again.`;
}

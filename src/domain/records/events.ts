import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { nanoid } from 'nanoid';
import { ensureDir } from '../../core/atomic.js';
import { errnoCode } from '../../core/errors.js';

/** The `data.action` values this plugin logs, as pai-seed F-008 `custom` events. */
export type CheckpointAction =
  | 'checkpoint_created'
  | 'checkpoint_completed'
  | 'checkpoint_deleted'
  | 'session_crashed'
  | 'resume_offered'
  | 'session_dead'
  | 'session_lost'
  | 'session_resumed'
  | 'resume_failed'
  | 'checkpoint.approve'
  | 'checkpoint.reject';

/** One line of pai-seed's event log (`~/.pai/events/events-YYYY-MM-DD.jsonl`). */
interface SystemEvent {
  id: string;
  timestamp: string;
  sessionId: string;
  type: 'custom';
  data: { action: CheckpointAction } & Record<string, unknown>;
}

/**
 * Appends one event as ONE write of a whole line with O_APPEND, so concurrent writers
 * (hooks of one event run in parallel) never interleave partial lines.
 */
export function appendEvent(
  eventsDir: string,
  action: CheckpointAction,
  data: Record<string, unknown>,
  sessionId: string,
  now: Date = new Date(),
): SystemEvent {
  const timestamp = now.toISOString();
  const event: SystemEvent = {
    id: nanoid(),
    timestamp,
    sessionId: sessionId || 'unknown',
    type: 'custom',
    data: { action, ...data },
  };
  const file = join(eventsDir, `events-${timestamp.slice(0, 10)}.jsonl`);
  const line = `${JSON.stringify(event)}\n`;
  try {
    appendFileSync(file, line, { mode: 0o600 });
  } catch (err) {
    if (errnoCode(err) !== 'ENOENT') throw err;
    ensureDir(eventsDir);
    appendFileSync(file, line, { mode: 0o600 });
  }
  return event;
}

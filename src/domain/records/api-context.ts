import { appendEvent, type CheckpointAction } from './events.js';
import { errorMessage } from '../../core/errors.js';
import { paiPaths, type PaiPaths, type PathOptions } from '../../core/paths.js';
import type { SeedResult } from './seed.js';

// What every call of the records API starts from: its options, the paths and clock they name, and how it logs and warns.

/** pai-seed's options, plus the roots and clock we need to test and to run outside `~`. */
export interface CheckpointOptions extends PathOptions {
  /** Session id for new records; default $PAI_SESSION_ID, $CLAUDE_CODE_SESSION_ID, 'unknown'. */
  sessionId?: string | undefined;
  /** Clock, for tests. */
  now?: (() => Date) | undefined;
  /** Called with a short message when something non-fatal went wrong (seed.json unparsable, …). */
  onWarning?: ((message: string) => void) | undefined;
  /** Id for a new record (a session checkpoint's ULID, so one id names both); default a new ULID. */
  id?: string | undefined;
}

export function ctx(options: CheckpointOptions = {}) {
  const paths: PaiPaths = paiPaths(options);
  const now = options.now ?? (() => new Date());
  const warn = (msg: string) => options.onWarning?.(msg);
  return { paths, now, warn };
}

export function logEvent(
  c: ReturnType<typeof ctx>,
  action: CheckpointAction,
  data: Record<string, unknown>,
  sessionId: string,
): void {
  try {
    appendEvent(c.paths.eventsDir, action, data, sessionId, c.now());
  } catch (err) {
    c.warn(`could not log ${action} event: ${errorMessage(err)}`);
  }
}

export function reportSeed(c: ReturnType<typeof ctx>, result: SeedResult): void {
  if (result.status === 'invalid') c.warn(`seed.json left untouched: ${result.error}`);
}

export function defaultSessionId(): string {
  return process.env['PAI_SESSION_ID'] || process.env['CLAUDE_CODE_SESSION_ID'] || 'unknown';
}

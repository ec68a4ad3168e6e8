import type { StorageBackend } from '../../storage/backend.js';
import { monitorReportKey } from '../../storage/layout.js';

/**
 * `sessions/<session>/monitor/<report>.json` on the volume: a monitor's report of a session's death
 * (lost, notify), built here only (docs/architecture.md, "Documents and their owners"). It is
 * created once — a conditional write — so that of several monitors, or of a cron job's runs, one
 * says it; nothing reads it back but its existence.
 */
interface MonitorReport {
  at: string;
  host: string;
  reason: string;
  /** notify: the command that resumes the session. */
  command?: string[];
}

/** Creates the report `what` of a session; true when this call was the first (the one that says it). */
export function reportOnce(
  store: StorageBackend,
  sessionId: string,
  what: string,
  report: MonitorReport,
): Promise<boolean> {
  return store.create(monitorReportKey(sessionId, what), `${JSON.stringify(report)}\n`);
}

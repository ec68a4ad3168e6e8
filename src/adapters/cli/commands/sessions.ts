import { getJson } from '../../../storage/backend.js';
import { listSessions, loadIndex } from '../../../domain/volume/store.js';
import { sessionStatusKey } from '../../../storage/layout.js';
import { CheckpointError } from '../../../core/errors.js';
import { scanCheckpoints } from '../../../domain/records/api.js';
import { loadSession } from '../../../domain/session/state.js';
import { formatAgo, sessionStatus, type SessionStatus } from '../../../domain/session/resume.js';
import { table, truncate, type CliEnv } from '../context.js';
import { requireSession, volumeFor } from '../volume.js';

export interface SessionRow {
  sessionId: string;
  status: SessionStatus;
  lastCheckpoint: string;
  lastCheckpointAt: string;
  checkpoints: number;
  /** The phase it reached; `(closed)` when its work was finished or carried over (never offered again). */
  phase?: string;
  project?: string;
}

/**
 * Resumable sessions: every session with checkpoints on the volume (or one, named by its id or a
 * unique prefix), with its status here. The last checkpoint is the session's own: a safety copy
 * taken by a restore or rollback of its folder is not the session's state.
 */
export async function sessions(cli: CliEnv, o: { status?: string; session?: string } = {}): Promise<SessionRow[]> {
  if (o.status && !['crashed', 'ended', 'running', 'unknown'].includes(o.status)) throw new CheckpointError('USAGE', `--status must be crashed, ended, running or unknown`);
  const { config, store } = await volumeFor(cli);
  const now = cli.now().getTime();
  const staleMs = config.session.staleSeconds * 1000;
  const rows: SessionRow[] = [];
  // The records decide whether a session's work is still open, as they do for the offer and `resume --context`.
  const open = new Set(scanCheckpoints({ completed: false }, { checkpointsDir: cli.paths.checkpointsDir }).records.map((r) => r.record.sessionId));
  for (const sessionId of o.session ? [await requireSession(cli, store, o.session)] : await listSessions(store)) {
    const entries = (await loadIndex(store, sessionId)).checkpoints;
    const last = entries.filter((e) => !e.safety).at(-1);
    if (!last) continue;
    const local = loadSession(cli.paths, sessionId);
    let status = sessionStatus(local, now, staleMs);
    if (!local) {
      const remote = await getJson<{ status?: string }>(store, sessionStatusKey(sessionId)).catch(() => undefined);
      if (remote?.status === 'ended') status = 'ended';
    }
    const row: SessionRow = { sessionId, status, lastCheckpoint: last.id, lastCheckpointAt: last.created_at, checkpoints: entries.length };
    if (local?.phase) row.phase = `${local.phase.number} ${local.phase.name}${!local.runCompleted && open.has(sessionId) ? '' : ' (closed)'}`;
    if (last.project) row.project = last.project;
    if (!o.status || o.status === status) rows.push(row);
  }
  return rows.sort((a, b) => (a.lastCheckpointAt < b.lastCheckpointAt ? 1 : -1));
}

export function printSessions(rows: SessionRow[], now: Date): string {
  if (rows.length === 0) return 'No sessions with checkpoints.';
  return table(
    ['SESSION', 'STATUS', 'LAST CHECKPOINT', 'AGE', 'COUNT', 'PHASE', 'PROJECT'],
    rows.map((r) => [r.sessionId, r.status, r.lastCheckpoint, `${formatAgo(now.getTime() - Date.parse(r.lastCheckpointAt))} ago`, String(r.checkpoints), r.phase ?? '-', truncate(r.project ?? '-', 50)]),
  );
}

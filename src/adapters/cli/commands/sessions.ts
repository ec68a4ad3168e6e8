import type { AppContext } from '../../../app/context.js';
import { sessions, type SessionRow, type SessionsOptions } from '../../../app/sessions.js';
import { formatAgo } from '../../../domain/session/resume.js';
import type { Output } from '../command.js';
import { table, truncate } from '../context.js';

export async function run(ctx: AppContext, o: SessionsOptions): Promise<Output> {
  const r = await sessions(ctx, o);
  return { data: r, text: printSessions(r, ctx.now()) };
}

export function printSessions(rows: SessionRow[], now: Date): string {
  if (rows.length === 0) return 'No sessions with checkpoints.';
  return table(
    ['SESSION', 'STATUS', 'LAST CHECKPOINT', 'AGE', 'COUNT', 'HEARTBEAT', 'PHASE', 'PROJECT'],
    rows.map((r) => [
      r.sessionId,
      `${r.status}${r.carried_over_by ? ` into ${r.carried_over_by.slice(0, 8)}` : ''}${r.unverified ? ' (unverified)' : ''}${r.pending.length ? `, ${r.pending.length} pending review` : ''}`,
      r.lastCheckpoint,
      `${formatAgo(now.getTime() - Date.parse(r.lastCheckpointAt))} ago`,
      String(r.checkpoints),
      r.heartbeat_at
        ? `${formatAgo(now.getTime() - Date.parse(r.heartbeat_at))} ago${r.status === 'running' && !r.sidecar_pid ? ' (no sidecar)' : ''}`
        : '-',
      r.phase ?? '-',
      truncate(r.project ?? '-', 50),
    ]),
  );
}

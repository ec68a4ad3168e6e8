import { CheckpointError } from '../core/errors.js';
import { scanCheckpoints } from '../domain/records/api.js';
import { phaseName } from '../domain/records/schema.js';
import { LIFECYCLES, lifecycleOf, remoteLifecycle, type Lifecycle } from '../domain/session/lifecycle.js';
import { sidecarPid } from '../domain/session/sidecar-files.js';
import { loadSession } from '../domain/session/state.js';
import { listSessions } from '../domain/volume/read.js';
import { loadIndex } from '../domain/volume/session-index.js';
import type { StorageBackend } from '../storage/backend.js';
import { readVolumeStatus } from '../domain/session/volume-status.js';
import type { AppContext } from './context.js';
import { requireSession } from './volume.js';

export interface SessionRow {
  sessionId: string;
  /** Its lifecycle (domain/session/lifecycle.ts): running, ended, crashed, interrupted, carried_over, disabled, resuming, resume_failed or unknown. */
  status: Lifecycle;
  /** carried_over: the session that continued its work. */
  carried_over_by?: string;
  lastCheckpoint: string;
  lastCheckpointAt: string;
  checkpoints: number;
  /** The phase it reached; `(closed)` when its work was finished or carried over (never offered again). */
  phase?: string;
  project?: string;
  /** The task of its newest checkpoint that names one (its session index's). */
  task?: string;
  /**
   * The session's last heartbeat (its sidecar beats every `heartbeat_seconds` while it runs), from
   * this machine's runtime state, else the volume's `sessions/<id>/session.json` (named as there).
   */
  heartbeat_at: string | null;
  /** The pid of the session's running sidecar on this machine; null when none runs. */
  sidecar_pid: number | null;
  /** Its checkpoints awaiting review (approval pending: SPEC-07.20), oldest first. */
  pending: string[];
  /** The volume's status could not be checked here (signed with a key this machine lacks): shown as stated, never acted on. */
  unverified?: string;
}

export interface SessionsOptions {
  /** Only sessions in this state: crashed, ended, running or unknown; or pending: with checkpoints awaiting review. */
  status?: string;
  /** Only this session: its id, or a unique prefix of it. */
  session?: string;
}

/**
 * Resumable sessions: every session with checkpoints on the volume (or one, named by its id or a
 * unique prefix), with its status here. The last checkpoint is the session's own: a safety copy
 * taken by a restore or rollback of its folder is not the session's state.
 */
export async function sessions(ctx: AppContext, o: SessionsOptions = {}): Promise<SessionRow[]> {
  if (o.status && ![...LIFECYCLES, 'pending'].includes(o.status))
    throw new CheckpointError('USAGE', `--status must be ${LIFECYCLES.join(', ')} or pending`);
  const config = await ctx.config();
  const store = await ctx.volume();
  const clock = { now: ctx.now().getTime(), staleMs: config.session.staleSeconds * 1000 };
  // The records decide whether a session's work is still open, as they do for the offer and `resume --context`.
  const open = new Set(
    scanCheckpoints({ completed: false }, { checkpointsDir: ctx.paths.checkpointsDir }).records.map(
      (r) => r.record.sessionId,
    ),
  );
  const rows: SessionRow[] = [];
  for (const sessionId of o.session ? [await requireSession(ctx, store, o.session)] : await listSessions(store)) {
    const row = await sessionRow(ctx, store, sessionId, clock, open);
    if (row && (!o.status || o.status === row.status || (o.status === 'pending' && row.pending.length > 0)))
      rows.push(row);
  }
  return rows.sort((a, b) => (a.lastCheckpointAt < b.lastCheckpointAt ? 1 : -1));
}

/** One session's row, from one load of its index; undefined when it has no checkpoint of its own. */
async function sessionRow(
  ctx: AppContext,
  store: StorageBackend,
  sessionId: string,
  clock: { now: number; staleMs: number },
  open: Set<string>,
): Promise<SessionRow | undefined> {
  const entries = (await loadIndex(store, sessionId)).checkpoints;
  const last = entries.filter((e) => !e.safety).at(-1);
  if (!last) return undefined;
  const local = loadSession(ctx.paths, sessionId);
  let status = lifecycleOf(local, clock.now, clock.staleMs);
  let carriedBy = local?.carriedOverBy;
  let heartbeat = local?.heartbeatAt ?? null;
  let unverified: string | undefined;
  if (!local) {
    // Not known here (another machine's session): the volume says whether it ended or crashed, and its heartbeat.
    // A status whose signature does not match, or none, says nothing (signing.ts): the session's status is then unknown.
    // One signed with a key this machine lacks is shown as it says, marked (a view; the monitor never acts on it).
    const stored = await readVolumeStatus(store, sessionId).catch(() => undefined);
    const remote = stored && (!stored.untrusted || stored.untrusted.missingKey) ? stored.status : undefined;
    if (stored?.untrusted?.missingKey) unverified = stored.untrusted.why;
    status = remoteLifecycle(remote?.status, remote?.lastSign, clock.now, clock.staleMs);
    heartbeat = remote?.heartbeatAt ?? null;
    carriedBy = remote?.carriedOverBy;
  }
  const row: SessionRow = {
    sessionId,
    status,
    lastCheckpoint: last.id,
    lastCheckpointAt: last.created_at,
    checkpoints: entries.length,
    heartbeat_at: heartbeat,
    sidecar_pid: sidecarPid(ctx.paths, sessionId) ?? null,
    pending: entries.filter((e) => !e.safety && e.approval?.status === 'pending').map((e) => e.id),
  };
  if (local?.phase)
    row.phase = `${local.phase.number} ${local.phase.name}${!local.runCompleted && open.has(sessionId) ? '' : ' (closed)'}`;
  else if (last.phase !== undefined) row.phase = `${last.phase} ${phaseName(last.phase) ?? '?'}`; // its newest checkpoint's (a session this machine does not track)
  if (last.project) row.project = last.project;
  const task = entries.findLast((e) => !e.safety && e.task)?.task;
  if (task) row.task = task;
  if (status === 'carried_over' && carriedBy) row.carried_over_by = carriedBy;
  if (unverified) row.unverified = unverified;
  return row;
}

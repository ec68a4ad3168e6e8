import { CheckpointError } from '../core/errors.js';
import { mapLimit } from '../core/parallel.js';
import { scanCheckpoints } from '../domain/records/api.js';
import { phaseName } from '../domain/records/schema.js';
import { LIFECYCLES, lifecycleOf, remoteLifecycle, type Lifecycle } from '../domain/session/lifecycle.js';
import { sidecarLockIds, sidecarPid } from '../domain/session/sidecar-files.js';
import { loadSession, sessionStateIds } from '../domain/session/state.js';
import { listSessions } from '../domain/volume/read.js';
import { loadIndex } from '../domain/volume/session-index.js';
import type { StorageBackend } from '../storage/backend.js';
import { readVolumeStatus } from '../domain/session/volume-status.js';
import type { AppContext } from './context.js';
import { requireSession } from './volume.js';

/** How many sessions are read at once (as app/volume.ts reads the indexes). */
const READS = 16;

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
  const ids = o.session ? [await requireSession(ctx, store, o.session)] : await listSessions(store);
  // Read at most READS sessions at once (each is an index, perhaps a volume status: a round trip each on
  // S3, a wait on the file system's threads here): one after the other, 1,000 sessions wait 1,000 times.
  // What this machine knows, listed once: a session with no runtime state or sidecar lock here is not read for one.
  const here: Here = { ...clock, open, states: sessionStateIds(ctx.paths), locks: sidecarLockIds(ctx.paths) };
  const read = await mapLimit(ids, READS, (sessionId) => sessionRow(ctx, store, sessionId, here));
  const rows = read.filter(
    (row): row is SessionRow =>
      row !== undefined && (!o.status || o.status === row.status || (o.status === 'pending' && row.pending.length > 0)),
  );
  return rows.sort((a, b) => (a.lastCheckpointAt < b.lastCheckpointAt ? 1 : -1));
}

/** The clock, the sessions whose work the records leave open, and the runtime state and sidecar locks here (undefined: not listed). */
interface Here {
  now: number;
  staleMs: number;
  open: Set<string>;
  states: Set<string> | undefined;
  locks: Set<string> | undefined;
}

/** One session's row, from one load of its index; undefined when it has no checkpoint of its own. */
async function sessionRow(
  ctx: AppContext,
  store: StorageBackend,
  sessionId: string,
  here: Here,
): Promise<SessionRow | undefined> {
  const entries = (await loadIndex(store, sessionId)).checkpoints;
  const last = entries.filter((e) => !e.safety).at(-1);
  if (!last) return undefined;
  const local = !here.states || here.states.has(sessionId) ? loadSession(ctx.paths, sessionId) : undefined;
  let status = lifecycleOf(local, here.now, here.staleMs);
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
    status = remoteLifecycle(remote?.status, remote?.lastSign, here.now, here.staleMs);
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
    sidecar_pid: (!here.locks || here.locks.has(sessionId) ? sidecarPid(ctx.paths, sessionId) : undefined) ?? null,
    pending: entries.filter((e) => !e.safety && e.approval?.status === 'pending').map((e) => e.id),
  };
  if (local?.phase)
    row.phase = `${local.phase.number} ${local.phase.name}${!local.runCompleted && here.open.has(sessionId) ? '' : ' (closed)'}`;
  else if (last.phase !== undefined) row.phase = `${last.phase} ${phaseName(last.phase) ?? '?'}`; // its newest checkpoint's (a session this machine does not track)
  if (last.project) row.project = last.project;
  const task = entries.findLast((e) => !e.safety && e.task)?.task;
  if (task) row.task = task;
  if (status === 'carried_over' && carriedBy) row.carried_over_by = carriedBy;
  if (unverified) row.unverified = unverified;
  return row;
}

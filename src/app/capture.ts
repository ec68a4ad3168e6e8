import { hostname } from 'node:os';
import { CheckpointError, errorMessage } from '../core/errors.js';
import { acquire, tryAcquire, withLockAsync } from '../core/lock.js';
import { logLine } from '../core/log.js';
import { resolveClaudeDir } from '../core/paths.js';
import { putVolumeStatus, statusOfCapture } from '../domain/session/volume-status.js';
import type { StorageBackend } from '../storage/backend.js';
import { saveLocalSummary } from '../domain/summary/local.js';
import { putSessionSummary } from '../domain/summary/volume-summary.js';
import type { SessionSummary } from '../domain/summary/render.js';
import { volumeOf } from './context.js';
import { addNotice, loadSession, saveSession, sessionLockPath, type SessionState } from '../domain/session/state.js';
import type { Context } from '../core/context.js';
import { captureCheckpoint, type CaptureResult } from '../domain/capture/create.js';
import { unchangedSince } from '../domain/capture/unchanged.js';
import { afterCapture } from './events.js';
import { refreshMemoryCache, rememberOutcome } from './memory.js';
import { projectIdFor } from '../domain/memory/project.js';
import { putSessionStatus } from './session-status.js';
import { captureOff } from '../domain/session/lifecycle.js';
import { FencedError, fencedNotice, supersedingLease } from '../domain/session/lease.js';
import {
  CAPTURE_LEASE_MS,
  captureLockPath,
  coalesce,
  commandWaiting,
  finishTickets,
  hasTickets,
  markWaiting,
  waitingTriggers,
  MAX_ATTEMPTS,
  requeueTickets,
  takeTickets,
  type CaptureTicket,
  type TakenTickets,
} from '../domain/session/queue.js';
import type { Trigger } from '../domain/volume/manifest.js';
import { captureRequest, recordCapture } from './capture-state.js';

interface SessionCaptureOptions {
  /** The folder to snapshot when the session has no runtime state (CLI on an unknown session). */
  cwd?: string;
  onProgress?: (done: number, total: number) => void;
  /** See CaptureOptions.transcriptLimitMs (tests pass 0). */
  transcriptLimitMs?: number;
}

/**
 * One capture of a session from its runtime state (cwd, transcript, claude pid, PAI phase).
 * A phase transition's checkpoint takes its phase record's ULID; any other capture refreshes the
 * session's current phase record in place (ISC status, `metadata.sessionCheckpointId`).
 */
export async function captureSession(
  ctx: Context,
  sessionId: string,
  ticket: CaptureTicket,
  o: SessionCaptureOptions = {},
): Promise<CaptureResult> {
  const state = loadSession(ctx.paths, sessionId);
  const cwd = state?.project ?? o.cwd;
  if (!cwd)
    throw new CheckpointError(
      'NOT_FOUND',
      `session ${sessionId} is unknown here (no runtime state)`,
      'run inside Claude Code, or pass --cwd',
    );
  if (state?.fenced)
    throw new FencedError(sessionId, { epoch: state.fenced.epoch, host: state.fenced.host, taken_at: state.fenced.at });
  const config = await ctx.configFor(cwd);
  const off = captureOff(config);
  if (off)
    throw new CheckpointError(
      'USAGE',
      `${off}: no checkpoint was taken`,
      'remove that line (or set it to true) to take checkpoints here',
    );
  const store = await volumeOf(ctx);
  const epoch = state?.epoch ?? 0;
  const result = await captureCheckpoint(store, captureRequest(ctx, sessionId, ticket, state, cwd, epoch), {
    ...{ config, env: ctx.env, claudeDir: resolveClaudeDir(ctx.env), stateDir: ctx.paths.stateDir, now: ctx.now },
    ...(o.onProgress ? { onProgress: o.onProgress } : {}),
    ...(o.transcriptLimitMs !== undefined ? { transcriptLimitMs: o.transcriptLimitMs } : {}),
    // Fencing: a session another machine took over gets no checkpoint from here (one read, right before the manifest).
    fence: async () => {
      const lease = await supersedingLease(store, sessionId, epoch);
      if (lease) throw new FencedError(sessionId, lease);
    },
  });
  const id = result.manifest.id;
  const saved = state ? await recordCapture(ctx, sessionId, state, result, config) : undefined;
  const claudeVersion = result.environment?.claude_code?.version ?? null;
  if (saved) await putSessionStatus(store, saved, { paths: ctx.paths, config, claudeVersion });
  else
    await putVolumeStatus(
      store,
      statusOfCapture({
        sessionId,
        cwd,
        host: hostname(),
        checkpointId: id,
        at: ctx.now().toISOString(),
        claudeVersion,
      }),
    );
  if (result.summary) await publishSummary(ctx, store, sessionId, id, result.summary);
  if (ticket.trigger === 'complete') await rememberOutcome(ctx, store, result.manifest, 'completed');
  // This machine's copy of the project memory (what the next session starts with) follows the volume.
  if (!state?.lastCheckpointId || ['stop', 'complete', 'manual'].includes(ticket.trigger))
    await refreshMemoryCache(ctx, store, projectIdFor(cwd)).catch((err: unknown) =>
      ctx.warn(`the project memory's local copy was not refreshed: ${errorMessage(err)}`),
    );
  await afterCapture(ctx, store, result.manifest, config, state?.startedAt);
  return result;
}

/**
 * The session's newest summary where people and the hooks find it: `sessions/<id>/summary.md` on
 * the volume (SPEC-07.30.03) and a local copy (what SessionStart, PreCompact and the resume offer
 * give the model without reading the volume). The checkpoint holds it already: a failure here is a warning.
 */
async function publishSummary(
  ctx: Context,
  store: StorageBackend,
  sessionId: string,
  checkpoint: string,
  s: SessionSummary,
): Promise<void> {
  try {
    saveLocalSummary(ctx.paths, sessionId, {
      markdown: s.markdown,
      decisions: s.decisions,
      failed_approaches: s.failed_approaches,
      blockers: s.blockers,
      files: s.files,
      checkpoint,
    });
    await putSessionSummary(store, sessionId, s.markdown);
  } catch (err) {
    ctx.warn(`the summary of ${checkpoint} was not published: ${errorMessage(err)}`);
  }
}

/**
 * A periodic checkpoint is skipped when it would repeat the session's last one (nothing changed
 * since: see domain/capture/unchanged.ts). Returns that checkpoint's id, or undefined.
 */
async function periodicRepeats(ctx: Context, sessionId: string): Promise<string | undefined> {
  const state = loadSession(ctx.paths, sessionId);
  if (!state) return undefined;
  const config = await ctx.configFor(state.project);
  const same = await unchangedSince(
    await volumeOf(ctx),
    { sessionId, cwd: state.project, transcriptPath: state.transcriptPath },
    config.capture.excludes,
  );
  return same?.id;
}

/**
 * One capture for a batch of tickets. A batch can come back after its checkpoint was committed: a
 * worker killed between the commit and finishing its tickets leaves them taken, and the next
 * worker takes them over. A phase ticket's record id then names a checkpoint that exists; the
 * batch (which may also hold tickets that came later) is captured again under a new id rather
 * than failing for ever on the conflict.
 */
async function captureOnce(ctx: Context, sessionId: string, ticket: CaptureTicket): Promise<CaptureResult> {
  try {
    return await captureSession(ctx, sessionId, ticket);
  } catch (err) {
    if (!(err instanceof CheckpointError && err.code === 'CONFLICT' && ticket.recordId)) throw err;
    logLine(
      ctx.paths,
      'capture',
      sessionId,
      `checkpoint ${ticket.recordId} was committed by a worker that ended before finishing its tickets; capturing them again under a new id`,
    );
    const { recordId: _, ...rest } = ticket;
    return captureSession(ctx, sessionId, rest);
  }
}

/**
 * A checkpoint taken now, in this process, before the session does something it may not undo (a
 * risky command waits for it): after the capture already running, if any, for at most `waitMs`
 * (then a clear error: the caller goes on without one).
 */
export async function captureNow(
  ctx: Context,
  sessionId: string,
  ticket: CaptureTicket,
  waitMs: number,
): Promise<CaptureResult> {
  const unmark = markWaiting(ctx.paths, sessionId); // the worker gives the lock up after the capture it is taking
  try {
    const lock = acquire(captureLockPath(ctx.paths, sessionId), { timeoutMs: waitMs, staleMs: CAPTURE_LEASE_MS });
    try {
      return await captureOnce(ctx, sessionId, ticket);
    } finally {
      lock.release();
    }
  } finally {
    unmark();
  }
}

/** Adds a notice for the user's next hook output, under the session lock (best effort). */
async function noticeToSession(ctx: Context, sessionId: string, change: (s: SessionState) => void): Promise<void> {
  await withLockAsync(
    sessionLockPath(ctx.paths, sessionId),
    async () => {
      const s = loadSession(ctx.paths, sessionId);
      if (!s) return;
      change(s);
      saveSession(ctx.paths, s);
    },
    { timeoutMs: 5000 },
  ).catch(() => undefined);
}

/** Records in the session's state that it was taken over (the sidecar and the hooks then write nothing for it), with the notice, once. */
async function fenceSession(ctx: Context, sessionId: string, err: FencedError): Promise<void> {
  await noticeToSession(ctx, sessionId, (s) => {
    if (s.fenced) return;
    s.fenced = { epoch: err.lease.epoch, host: err.lease.host, at: err.lease.taken_at };
    addNotice(s, fencedNotice(err.lease));
  });
}

/** Triggers a capture may wait for (see `settle`); the others are taken at once. */
const ROUTINE: readonly Trigger[] = ['phase', 'stop', 'periodic'];

/**
 * Right after a capture, lets a burst of routine requests settle before they are taken: phases a
 * fast model walks through within seconds become one capture (coalesced: it stands for all of
 * them) instead of one each. The first request after a quiet spell is captured at once; the phase
 * records themselves are written at once by the sidecar; only a following workspace capture
 * waits, and only while nothing but routine tickets wait (an error, a shutdown, a manual save or a
 * compaction is taken at once).
 */
async function settle(ctx: Context, sessionId: string, ms: number | undefined): Promise<void> {
  let waiting: Trigger[] = [];
  try {
    if (ms && !commandWaiting(ctx.paths, sessionId)) waiting = waitingTriggers(ctx.paths, sessionId);
  } catch {
    return; // unreadable now: the next take says why
  }
  if (waiting.length > 0 && waiting.every((t) => ROUTINE.includes(t))) await new Promise((r) => setTimeout(r, ms));
}

/** A failed capture: its tickets go back to the queue (or are given up after MAX_ATTEMPTS), the log and the session hear why. */
async function captureFailed(
  ctx: Context,
  sessionId: string,
  batch: TakenTickets,
  ticket: CaptureTicket,
  err: unknown,
  onDropped: (dropped: CaptureTicket[]) => void,
): Promise<void> {
  const dropped = requeueTickets(ctx.paths, sessionId, batch);
  logLine(
    ctx.paths,
    'capture',
    sessionId,
    `error: ${ticket.trigger} checkpoint failed: ${err instanceof Error && err.stack ? err.stack : errorMessage(err)}`,
  );
  if (dropped.length) onDropped(dropped);
  await noticeToSession(ctx, sessionId, (s) => {
    s.lastCaptureError = `${ctx.now().toISOString()} ${ticket.trigger}: ${errorMessage(err)}`;
    addNotice(
      s,
      `a session checkpoint failed: ${errorMessage(err)}${dropped.length ? ` (given up after ${MAX_ATTEMPTS} attempts; the next one is taken as usual)` : ' (it is retried)'}; \`pai-checkpoint doctor\` checks the volume`,
    );
  });
}

/**
 * The worker's job: capture this session until no ticket is left, one capture at a time across
 * processes. A batch of tickets stays on disk until its checkpoint is committed; a failed capture
 * puts it back with one more attempt and the job tries again after a pause (1 s, then 2 s), still
 * holding the lock, so tickets that arrive meanwhile are taken too and never stranded. Every
 * failure counts against the tickets it held, so a volume that stays full or gone ends the job
 * after MAX_ATTEMPTS tries (the tickets are then dropped, with a log line). Returns how many
 * captures ran.
 */
export async function captureJob(
  ctx: Context,
  sessionId: string,
  o: { retryMs?: number; settleMs?: number; pollMs?: number } = {},
): Promise<number> {
  let ran = 0;
  let failures = 0;
  let handOver = false;
  const onDropped = (dropped: CaptureTicket[]) =>
    logLine(
      ctx.paths,
      'capture',
      sessionId,
      `error: gave up on ${dropped.length} checkpoint request(s) after ${MAX_ATTEMPTS} failed attempts: ${dropped.map((t) => `${t.trigger}@${t.at}`).join(', ')}`,
    );
  // The next batch, unless a command waits for the lock (create, a pre_risky checkpoint…): it goes
  // first, so that it waits for the capture running when it asked, never for the queue behind it.
  const nextBatch = () => {
    handOver = commandWaiting(ctx.paths, sessionId);
    return handOver ? undefined : takeTickets(ctx.paths, sessionId, onDropped);
  };
  for (;;) {
    const lock = tryAcquire(captureLockPath(ctx.paths, sessionId), { staleMs: CAPTURE_LEASE_MS });
    if (!lock) return ran; // another worker captures this session; it takes our tickets too
    try {
      for (let batch = nextBatch(); batch; batch = nextBatch()) {
        const ticket = coalesce(batch.tickets);
        try {
          const same =
            ticket.trigger === 'periodic' && !ticket.coalesced?.length
              ? await periodicRepeats(ctx, sessionId)
              : undefined;
          if (same) {
            finishTickets(batch);
            logLine(ctx.paths, 'capture', sessionId, `periodic checkpoint skipped: nothing changed since ${same}`);
            continue;
          }
          const r = await captureOnce(ctx, sessionId, ticket);
          finishTickets(batch);
          ran++;
          for (const w of r.warnings) ctx.warn(`checkpoint ${r.manifest.id}: ${w}`);
          await settle(ctx, sessionId, o.settleMs);
        } catch (err) {
          if (err instanceof FencedError) {
            // Taken over elsewhere: these requests are dropped, not retried, and the user is told once.
            finishTickets(batch);
            logLine(
              ctx.paths,
              'capture',
              sessionId,
              `${err.message}: ${batch.tickets.length} checkpoint request(s) dropped`,
            );
            await fenceSession(ctx, sessionId, err);
            return ran;
          }
          await captureFailed(ctx, sessionId, batch, ticket, err, onDropped);
          if (++failures >= MAX_ATTEMPTS) return ran;
          await new Promise((r) => setTimeout(r, (o.retryMs ?? 1000) * 2 ** (failures - 1)));
        }
      }
    } finally {
      lock.release();
    }
    // A command waits for the lock: it has it now; the worker goes on once it is done.
    if (handOver) await commandsDone(ctx, sessionId, o.pollMs ?? 100);
    // A ticket appended after our last take saw our lock and started no worker: take it now.
    if (!hasTickets(ctx.paths, sessionId)) return ran;
  }
}

/** Waits (polling, the worker has nothing else to do) until no command waits for or holds the session's capture lock. */
async function commandsDone(ctx: Context, sessionId: string, pollMs: number): Promise<void> {
  while (commandWaiting(ctx.paths, sessionId)) await new Promise((r) => setTimeout(r, pollMs));
}

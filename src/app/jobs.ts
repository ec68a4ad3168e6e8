import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomicSync } from '../core/atomic.js';
import { isSafeKey } from '../core/keys.js';
import { withLockAsync } from '../core/lock.js';
import { sweepWorkDirs } from '../platform/workdir.js';
import { lowerPriority } from '../platform/process.js';
import { appendTicket } from '../domain/session/queue.js';
import { captureJob } from './capture.js';
import { crashedJob } from './events.js';
import { senderJob } from './notify.js';
import { cleanupCheckpointsSync } from '../domain/records/api.js';
import { dueTickets } from '../domain/session/triggers.js';
import { sweepTranscriptFiles } from '../domain/transcript/local.js';
import { loadSession, saveSession, sessionLockPath } from '../domain/session/state.js';
import type { Context } from '../core/context.js';
import { catchUp, completeRunIfLearned, recordOptions, type LookLimits } from '../domain/session/tracker.js';

/**
 * How long the worker, after a capture, lets the routine requests (phase, stop, periodic) that
 * came meanwhile settle before it takes them: a model that walks through phases within seconds
 * gets a few captures for them, not one each (app/capture.ts `settle`; measured in
 * bench/session.mjs, docs/architecture.md).
 */
const CAPTURE_SETTLE_MS = 1000;

/**
 * Detached work handed off by hooks that must return fast (dist/worker.cjs <job> <session>):
 * - `capture <session>`: session checkpoints for the queued tickets (one at a time per session);
 * - `session-end <session>`: read the rest of the transcript, complete a run that reached LEARN,
 *   take the shutdown checkpoint, and clean up old phase records (at most daily);
 * - `notify outbox`: deliver the queued notifications (app/notify.ts; one sender at a time);
 * - `crashed <session>`: tell that a session crashed (found by the next SessionStart): session.error.
 * Importing this file has no side effect: adapters/worker/run.ts gives a job the process (workerProcess), tests call runJob directly.
 */
const JOBS: Record<string, (ctx: Context, sessionId: string) => Promise<unknown>> = {
  capture: (ctx, sessionId) => captureJob(ctx, sessionId, { settleMs: CAPTURE_SETTLE_MS }),
  'session-end': sessionEndJob,
  notify: (ctx) => senderJob(ctx),
  crashed: crashedJob,
};

/**
 * Runs the job `args` names (`[job, session]`) after sweeping the scratch folders that killed
 * workers and restores left. Returns false, doing nothing, when `args` names no job.
 */
export async function runJob(ctx: Context, args: readonly string[]): Promise<boolean> {
  const [name, sessionId] = args;
  const job = name !== undefined && Object.hasOwn(JOBS, name) ? JOBS[name] : undefined;
  if (!job || !sessionId || !isSafeKey(sessionId)) return false;
  sweepWorkDirs(ctx.paths.scratchDir);
  await job(ctx, sessionId);
  return true;
}

/**
 * The capture worker's nice value: captures run beside a live session on the same cores; at nice
 * 10 (tar and zstd inherit it) claude gets the CPU whenever it wants it, and the capture the rest.
 * Measured with the real binary (bench/session.mjs): see docs/architecture.md.
 */
const WORKER_NICE = 10;

/** This process as the worker (dist/worker.cjs): at WORKER_NICE, the job `args` names (runJob). */
export function workerProcess(ctx: Context, args: readonly string[]): Promise<boolean> {
  lowerPriority(WORKER_NICE);
  return runJob(ctx, args);
}

/** SessionEnd's rest: what the hook's 1.5 s could not hold. */
async function sessionEndJob(ctx: Context, sessionId: string, o: { limits?: LookLimits } = {}): Promise<void> {
  // The rest of the transcript, one bounded look at a time (the session's lock is given up between
  // looks); the end's own checkpoint once it is all read.
  for (let done = false; !done;) {
    const tickets = await withLockAsync(
      sessionLockPath(ctx.paths, sessionId),
      async () => {
        const state = loadSession(ctx.paths, sessionId);
        done = true;
        if (!state) return [];
        const track = await catchUp(ctx, state, o.limits ? { limits: o.limits } : {});
        done = !track.more;
        const completed = done ? await completeRunIfLearned(ctx, state) : [];
        const found = track.created.length > 0 || track.toolErrors.length > 0;
        const due =
          done || found
            ? dueTickets(ctx, state, track, done ? [completed.length > 0 ? 'complete' : 'shutdown'] : [])
            : [];
        saveSession(ctx.paths, state);
        return due;
      },
      { timeoutMs: 10_000 },
    );
    for (const t of tickets) appendTicket(ctx.paths, sessionId, t);
  }
  await captureJob(ctx, sessionId);
  await dailyCleanup(ctx);
}

/** This machine's copies of transcripts not used for this long are removed by the daily clean-up. */
const TRANSCRIPT_FILES_AGE_MS = 7 * 86_400_000;

/** Old phase records are removed at most once a day (a stamp file in the state dir). */
async function dailyCleanup(ctx: Context): Promise<void> {
  const stamp = join(ctx.paths.stateDir, 'last-cleanup');
  let last = 0;
  try {
    last = Date.parse(readFileSync(stamp, 'utf8').trim()) || 0;
  } catch {
    // never cleaned
  }
  if (ctx.now().getTime() - last < 86_400_000) return;
  writeFileAtomicSync(stamp, `${ctx.now().toISOString()}\n`, { fsync: false });
  const config = await ctx.configFor(undefined);
  cleanupCheckpointsSync(config.records.retentionDays, recordOptions(ctx));
  // Copies of transcripts (and summary cursors) of sessions over for a week: a session resumed later copies again.
  sweepTranscriptFiles(ctx.paths.stateDir, TRANSCRIPT_FILES_AGE_MS, ctx.now().getTime());
}

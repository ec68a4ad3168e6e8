import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomicSync } from '../core/atomic.js';
import { errorMessage } from '../core/errors.js';
import { isSafeKey } from '../core/keys.js';
import { withLockAsync } from '../core/lock.js';
import { paiPaths } from '../core/paths.js';
import { logLine } from '../core/log.js';
import { sweepWorkDirs } from '../platform/workdir.js';
import { appendTicket } from '../domain/session/queue.js';
import { captureJob } from '../app/capture.js';
import { loadConfig } from '../core/config.js';
import { cleanupCheckpointsSync } from '../domain/records/api.js';
import { dueTickets } from '../domain/session/triggers.js';
import { loadSession, saveSession, sessionLockPath } from '../domain/session/state.js';
import type { Context } from '../core/context.js';
import { catchUp, completeRunIfLearned, recordOptions } from '../domain/session/tracker.js';

/**
 * Detached work handed off by hooks that must return fast:
 * - `capture <session>`: session checkpoints for the queued tickets (one at a time per session);
 * - `session-end <session>`: read the rest of the transcript, complete a run that reached LEARN,
 *   take the shutdown checkpoint, and clean up old phase records (at most daily).
 */

async function sessionEnd(ctx: Context, sessionId: string): Promise<void> {
  const tickets = await withLockAsync(
    sessionLockPath(ctx.paths, sessionId),
    async () => {
      const state = loadSession(ctx.paths, sessionId);
      if (!state) return [];
      const track = await catchUp(ctx, state);
      const completed = await completeRunIfLearned(ctx, state);
      const due = dueTickets(ctx, state, track, [completed.length > 0 ? 'complete' : 'shutdown']);
      saveSession(ctx.paths, state);
      return due;
    },
    { timeoutMs: 10_000 },
  );
  for (const t of tickets) appendTicket(ctx.paths, sessionId, t);
  await captureJob(ctx, sessionId);
  const stamp = join(ctx.paths.stateDir, 'last-cleanup');
  let last = 0;
  try {
    last = Date.parse(readFileSync(stamp, 'utf8').trim()) || 0;
  } catch {
    // never cleaned
  }
  if (ctx.now().getTime() - last < 86_400_000) return;
  writeFileAtomicSync(stamp, `${ctx.now().toISOString()}\n`, { fsync: false });
  const config = await loadConfig({ paiDir: ctx.paths.paiDir, env: ctx.env });
  cleanupCheckpointsSync(config.records.retentionDays, recordOptions(ctx));
}

const [command, sessionId] = process.argv.slice(2);
const paths = paiPaths();
const ctx: Context = {
  paths,
  now: () => new Date(),
  env: process.env,
  warn: (m) => logLine(paths, 'worker', sessionId ?? '-', `warning: ${m}`),
};
// Whatever escapes is logged: a worker never dies silently. Its taken tickets stay on disk and the
// next worker requeues them (see takeTickets).
const fatal = (kind: string) => (err: unknown) => {
  logLine(paths, 'worker', sessionId ?? '-', `error: ${kind}: ${err instanceof Error && err.stack ? err.stack : errorMessage(err)}`);
  process.exit(1);
};
process.on('uncaughtException', fatal('uncaught exception'));
process.on('unhandledRejection', fatal('unhandled rejection'));

async function main(): Promise<void> {
  sweepWorkDirs(paths.scratchDir); // what killed workers and restores left
  if (command === 'session-end' && sessionId && isSafeKey(sessionId)) await sessionEnd(ctx, sessionId);
  else if (command === 'capture' && sessionId && isSafeKey(sessionId)) await captureJob(ctx, sessionId);
  else logLine(paths, 'worker', '-', `unknown job ${JSON.stringify(process.argv.slice(2))}`);
}

main().catch((err: unknown) => {
  logLine(paths, 'worker', sessionId ?? '-', `error: ${err instanceof Error && err.stack ? err.stack : errorMessage(err)}`);
});

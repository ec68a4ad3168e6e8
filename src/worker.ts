import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomicSync } from './core/atomic.js';
import { errorMessage } from './core/errors.js';
import { isSafeKey } from './core/keys.js';
import { withLockAsync } from './core/lock.js';
import { paiPaths } from './core/paths.js';
import { logLine } from './core/log.js';
import { cleanupCheckpointsSync } from './records/api.js';
import { loadSession, saveSession, sessionLockPath } from './session/state.js';
import { catchUp, completeRunIfLearned, recordOptions, type TrackerContext } from './session/tracker.js';

/**
 * Detached work handed off by hooks that must return fast. `session-end <id>`: read the rest of
 * the transcript, complete a run that reached LEARN, and clean up old records (at most daily).
 */
export function retentionDays(env: Record<string, string | undefined>): number {
  const d = Number(env['PAI_CHECKPOINT_RETENTION_DAYS']);
  return Number.isFinite(d) && d > 0 ? d : 30;
}

async function sessionEnd(ctx: TrackerContext, sessionId: string): Promise<void> {
  await withLockAsync(
    sessionLockPath(ctx.paths, sessionId),
    async () => {
      const state = loadSession(ctx.paths, sessionId);
      if (!state) return;
      await catchUp(ctx, state);
      await completeRunIfLearned(ctx, state);
      saveSession(ctx.paths, state);
    },
    { timeoutMs: 10_000 },
  );
  const stamp = join(ctx.paths.stateDir, 'last-cleanup');
  let last = 0;
  try {
    last = Date.parse(readFileSync(stamp, 'utf8').trim()) || 0;
  } catch {
    // never cleaned
  }
  if (ctx.now().getTime() - last < 86_400_000) return;
  writeFileAtomicSync(stamp, `${ctx.now().toISOString()}\n`, { fsync: false });
  cleanupCheckpointsSync(retentionDays(ctx.env), recordOptions(ctx));
}

const [command, sessionId] = process.argv.slice(2);
const paths = paiPaths();
const ctx: TrackerContext = {
  paths,
  now: () => new Date(),
  env: process.env,
  warn: (m) => logLine(paths, 'worker', sessionId ?? '-', `warning: ${m}`),
};
async function main(): Promise<void> {
  if (command === 'session-end' && sessionId && isSafeKey(sessionId)) await sessionEnd(ctx, sessionId);
  else logLine(paths, 'worker', '-', `unknown job ${JSON.stringify(process.argv.slice(2))}`);
}

main().catch((err: unknown) => {
  logLine(paths, 'worker', sessionId ?? '-', `error: ${err instanceof Error && err.stack ? err.stack : errorMessage(err)}`);
});

import { errorMessage } from '../../core/errors.js';
import { logLine } from '../../core/log.js';
import { paiPaths } from '../../core/paths.js';
import { lowerPriority } from '../../platform/process.js';
import { createContext } from '../../core/context.js';
import { runJob } from './jobs.js';

/**
 * The worker process: a Context from this process (its environment, the real clock, warnings to
 * plugin.log), then the job `args` names. Whatever escapes is logged: a worker never dies
 * silently. Its taken tickets stay on disk and the next worker requeues them (see takeTickets).
 */
export async function runWorker(args: readonly string[]): Promise<void> {
  const sessionId = args[1] ?? '-';
  const paths = paiPaths();
  const log = (m: string) => logLine(paths, 'worker', sessionId, m);
  const detail = (err: unknown) => (err instanceof Error && err.stack ? err.stack : errorMessage(err));
  const fatal = (kind: string) => (err: unknown) => {
    log(`error: ${kind}: ${detail(err)}`);
    process.exit(1);
  };
  process.on('uncaughtException', fatal('uncaught exception'));
  process.on('unhandledRejection', fatal('unhandled rejection'));
  lowerPriority(WORKER_NICE);
  const ctx = createContext({ paths, now: () => new Date(), env: process.env, warn: (m) => log(`warning: ${m}`) });
  try {
    if (!(await runJob(ctx, args))) logLine(paths, 'worker', '-', `unknown job ${JSON.stringify(args)}`);
  } catch (err) {
    log(`error: ${detail(err)}`);
  }
}

/**
 * The capture worker's nice value: captures run beside a live session on the same cores; at nice
 * 10 (tar and zstd inherit it) claude gets the CPU whenever it wants it, and the capture the rest.
 * Measured with the real binary (bench/session.mjs): see docs/architecture.md.
 */
const WORKER_NICE = 10;

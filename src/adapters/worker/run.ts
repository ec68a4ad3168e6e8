import { errorMessage } from '../../core/errors.js';
import { logLine } from '../../core/log.js';
import { paiPaths } from '../../core/paths.js';
import { createContext } from '../../core/context.js';
import { workerProcess } from '../../app/jobs.js';

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
  const ctx = createContext({ paths, now: () => new Date(), env: process.env, warn: (m) => log(`warning: ${m}`) });
  try {
    if (!(await workerProcess(ctx, args))) logLine(paths, 'worker', '-', `unknown job ${JSON.stringify(args)}`);
  } catch (err) {
    log(`error: ${detail(err)}`);
  }
}

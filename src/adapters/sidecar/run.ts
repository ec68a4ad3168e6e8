import { join } from 'node:path';
import { createContext } from '../../core/context.js';
import { errorMessage } from '../../core/errors.js';
import { isSafeKey } from '../../core/keys.js';
import { logLine } from '../../core/log.js';
import { paiPaths } from '../../core/paths.js';
import { claimSidecar, sidecarProcess } from '../../app/sidecar.js';

/** The detached worker next to the sidecar (dist/sidecar.cjs → dist/worker.cjs). */
function workerPath(): string {
  return join(__dirname, 'worker.cjs');
}

/**
 * The sidecar process (`dist/sidecar.cjs <session>`, started detached by the hooks): takes the
 * session's sidecar lock — a second sidecar of the same session exits at once — and runs until
 * the session ends. Whatever escapes is logged; a dead sidecar loses nothing (the next one, started
 * by the next hook, reads on from the offsets in the session state).
 */
export async function runSidecar(sessionId: string): Promise<void> {
  const paths = paiPaths();
  const log = (m: string) => logLine(paths, 'sidecar', sessionId || '-', m);
  const detail = (err: unknown) => (err instanceof Error && err.stack ? err.stack : errorMessage(err));
  process.on('uncaughtException', (err) => {
    log(`error: uncaught exception: ${detail(err)}`);
    process.exit(1);
  });
  process.on('unhandledRejection', (err) => {
    log(`error: unhandled rejection: ${detail(err)}`);
    process.exit(1);
  });
  if (!isSafeKey(sessionId)) {
    log(`error: no usable session id ${JSON.stringify(sessionId)}`);
    process.exit(2);
  }
  const lock = claimSidecar(paths, sessionId);
  if (!lock) return; // this session's sidecar runs already
  const ctx = createContext({ paths, now: () => new Date(), env: process.env, warn: (m) => log(`warning: ${m}`) });
  const sidecar = sidecarProcess(ctx, sessionId, {
    worker: workerPath(),
    exit: (code) => {
      lock.release();
      process.exit(code);
    },
  });
  for (const signal of ['SIGTERM', 'SIGHUP', 'SIGINT'] as const)
    process.on(signal, () => void sidecar.shutdown(signal));
  await sidecar.start();
}

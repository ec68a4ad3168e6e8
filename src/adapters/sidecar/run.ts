import { raise } from '../../app/notify.js';
import { loadSession } from '../../domain/session/state.js';
import { join } from 'node:path';
import { createContext } from '../../core/context.js';
import { errorMessage } from '../../core/errors.js';
import { isSafeKey } from '../../core/keys.js';
import { tryAcquire } from '../../core/lock.js';
import { logLine } from '../../core/log.js';
import { paiPaths } from '../../core/paths.js';
import { readFileIfExists, ensureDir } from '../../core/atomic.js';
import { setInHook, SIDECAR_LEASE_MS, sidecarDir, sidecarFiles } from '../../domain/session/sidecar-files.js';
import { lowerPriority } from '../../platform/process.js';
import { spawnDetached } from '../../platform/spawn.js';
import { Sidecar } from './sidecar.js';

/** The detached worker next to the sidecar (dist/sidecar.cjs → dist/worker.cjs). */
function workerPath(): string {
  return join(__dirname, 'worker.cjs');
}

/**
 * The sidecar's nice value: its looks are small, but they come exactly when claude writes, on the
 * cores claude uses. At nice 10 claude gets the CPU first; a look waits at most a few ms for it.
 */
const SIDECAR_NICE = 10;

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
  ensureDir(sidecarDir(paths));
  const lock = tryAcquire(sidecarFiles(paths, sessionId).lock, { staleMs: SIDECAR_LEASE_MS });
  if (!lock) return; // this session's sidecar runs already
  if (readFileIfExists(sidecarFiles(paths, sessionId).inhook)?.startsWith('failed:')) setInHook(paths, sessionId, undefined);
  lowerPriority(SIDECAR_NICE);
  const ctx = createContext({ paths, now: () => new Date(), env: process.env, warn: (m) => log(`warning: ${m}`) });
  const sidecar = new Sidecar(ctx, sessionId, {
    startWorker: (args) => void spawnDetached(workerPath(), args, process.env).then((failed) => failed && log(`warning: could not start the worker: ${failed}`)),
    exit: (code) => {
      lock.release();
      process.exit(code);
    },
  });
  for (const signal of ['SIGTERM', 'SIGHUP', 'SIGINT'] as const) process.on(signal, () => void sidecar.shutdown(signal));
  await sidecar.start();
  // SPEC-07.21.03 session.started (info: routed nowhere unless [notifications.routing] info says); once per session.
  const state = loadSession(paths, sessionId);
  void raise(ctx, { event: 'session.started', at: ctx.now(), session: { id: sessionId, ...(state?.project ? { project: state.project } : {}) }, summary: 'A Claude Code session started.', action: `pai-checkpoint sessions ${sessionId}` });
}

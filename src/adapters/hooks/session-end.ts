import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { logLine } from '../../core/log.js';
import { saveSession } from '../../domain/session/state.js';
import { touchSession } from '../../domain/session/tracker.js';
import { runHook } from './run.js';

/**
 * SessionEnd hooks share a 1.5 s budget: record the end (fast), then hand the final transcript
 * catch-up, the completion of a finished run and the record clean-up to a detached worker that
 * outlives the CLI.
 */
void runHook(
  'SessionEnd',
  (ctx, payload) => {
    const state = touchSession(ctx, payload);
    if (state.disabled) return undefined;
    state.endedAt = ctx.now().toISOString();
    state.endReason = typeof payload['reason'] === 'string' ? payload['reason'] : 'other';
    saveSession(ctx.paths, state);
    // dist/hooks/session-end.cjs → dist/worker.cjs
    const worker = join(__dirname, '..', 'worker.cjs');
    const child = spawn(process.execPath, [worker, 'session-end', state.sessionId], {
      detached: true,
      stdio: 'ignore',
      env: process.env,
    });
    // A failed spawn is reported on the child asynchronously; unheard, it would crash this hook.
    child.on('error', (err) => logLine(ctx.paths, 'SessionEnd', state.sessionId, `error: could not start the worker: ${err.message}`));
    child.unref();
    return undefined;
  },
  { lockTimeoutMs: 500 },
);

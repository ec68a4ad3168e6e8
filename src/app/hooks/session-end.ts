import { saveSession } from '../../domain/session/state.js';
import { touchSession } from '../../domain/session/tracker.js';
import { fencedOutput, type HookHandler } from './hook.js';

/**
 * The session ended and it has no running sidecar (hooks/journal.sh runs this only then; with
 * one, the sidecar records the end from its journal). SessionEnd hooks share a 1.5 s budget:
 * record the end (fast), then hand the final transcript catch-up, the completion of a finished
 * run and the record clean-up to a detached worker that outlives the CLI (`session-end <session>`).
 */
export const sessionEnd: HookHandler = (ctx, payload) => {
  const state = touchSession(ctx, payload);
  if (state.disabled) return undefined;
  if (state.fenced) return fencedOutput(ctx, state);
  state.endedAt = ctx.now().toISOString();
  state.endReason = typeof payload['reason'] === 'string' ? payload['reason'] : 'other';
  saveSession(ctx.paths, state);
  ctx.startWorker(['session-end', state.sessionId]);
  return undefined;
};

/** How long SessionEnd waits for the session's lock: its whole budget is 1.5 s. */
export const SESSION_END_LOCK_MS = 500;

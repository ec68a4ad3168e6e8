import { saveSession } from '../../../domain/session/state.js';
import { catchUp, touchSession } from '../../../domain/session/tracker.js';
import { dueTickets } from '../../../domain/session/triggers.js';
import { queueCaptures, type HookHandler } from '../hook.js';

/** A tool failed: an `error` checkpoint captures the state for debugging (kept by retention). */
export const postToolUseFailure: HookHandler = async (ctx, payload) => {
  const state = touchSession(ctx, payload);
  if (state.disabled) return undefined;
  const track = await catchUp(ctx, state);
  const error = typeof payload['error'] === 'string' ? payload['error'].slice(0, 500) : 'tool failed';
  const tickets = dueTickets(ctx, state, track, ['error'], { error: `${String(payload['tool_name'] ?? 'tool')}: ${error}` });
  saveSession(ctx.paths, state);
  queueCaptures(ctx, state.sessionId, tickets);
  return undefined;
};

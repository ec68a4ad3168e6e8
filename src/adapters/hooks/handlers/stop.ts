import { saveSession } from '../../../domain/session/state.js';
import { catchUp, completeRunIfLearned, touchSession } from '../../../domain/session/tracker.js';
import { dueTickets } from '../../../domain/session/triggers.js';
import { noticesOutput, queueCaptures, type HookHandler } from '../hook.js';

/**
 * The turn has ended: reads its final text (waiting for it only when it holds a phase marker), and
 * queues a `stop` checkpoint, or `complete` when the turn was LEARN (7/7) and finished the run.
 */
export const stop: HookHandler = async (ctx, payload) => {
  const state = touchSession(ctx, payload);
  if (state.disabled) return undefined;
  const last = payload['last_assistant_message'];
  const track = await catchUp(ctx, state, { finalText: typeof last === 'string' ? last : undefined });
  const completed = await completeRunIfLearned(ctx, state);
  const tickets = dueTickets(ctx, state, track, completed.length > 0 ? ['complete'] : ['stop']);
  const out = noticesOutput(state);
  saveSession(ctx.paths, state);
  queueCaptures(ctx, state.sessionId, tickets);
  return out;
};

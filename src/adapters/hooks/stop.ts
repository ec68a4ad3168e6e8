import { noticesOutput, queueCaptures, runHook } from './run.js';
import { dueTickets } from '../../domain/session/triggers.js';
import { catchUp, completeRunIfLearned, touchSession } from '../../domain/session/tracker.js';
import { saveSession } from '../../domain/session/state.js';

void runHook('Stop', async (ctx, payload) => {
  const state = touchSession(ctx, payload);
  if (state.disabled) return undefined;
  const last = payload['last_assistant_message'];
  const track = await catchUp(ctx, state, { finalText: typeof last === 'string' ? last : undefined });
  // The turn has ended: if it was LEARN (7/7), the Algorithm run is finished.
  const completed = await completeRunIfLearned(ctx, state);
  const tickets = dueTickets(ctx, state, track, completed.length > 0 ? ['complete'] : ['stop']);
  const out = noticesOutput(state);
  saveSession(ctx.paths, state);
  queueCaptures(ctx, state.sessionId, tickets);
  return out;
});

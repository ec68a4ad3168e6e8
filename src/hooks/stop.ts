import { runHook } from './run.js';
import { catchUp, completeRunIfLearned, touchSession } from '../session/tracker.js';
import { saveSession } from '../session/state.js';

void runHook('Stop', async (ctx, payload) => {
  const state = touchSession(ctx, payload);
  const last = payload['last_assistant_message'];
  await catchUp(ctx, state, { finalText: typeof last === 'string' ? last : undefined });
  // The turn has ended: if it was LEARN (7/7), the Algorithm run is finished.
  await completeRunIfLearned(ctx, state);
  saveSession(ctx.paths, state);
  return undefined;
});

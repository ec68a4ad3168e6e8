import { noticesOutput, queueCaptures, runHook } from './run.js';
import { dueTickets } from '../../domain/session/triggers.js';
import { catchUp, noteTaskTool, touchSession } from '../../domain/session/tracker.js';
import { saveSession } from '../../domain/session/state.js';

void runHook('PostToolUse', async (ctx, payload) => {
  const state = touchSession(ctx, payload);
  if (state.disabled) return undefined;
  noteTaskTool(state, payload);
  const toolUseId = payload['tool_use_id'];
  const track = await catchUp(ctx, state, { toolUseId: typeof toolUseId === 'string' ? toolUseId : undefined, waitMs: 1000 });
  const tickets = dueTickets(ctx, state, track);
  const out = noticesOutput(state);
  saveSession(ctx.paths, state);
  queueCaptures(ctx, state.sessionId, tickets);
  return out;
});

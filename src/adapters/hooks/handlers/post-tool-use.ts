import { saveSession } from '../../../domain/session/state.js';
import { catchUp, noteTaskTool, touchSession } from '../../../domain/session/tracker.js';
import { dueTickets } from '../../../domain/session/triggers.js';
import { noticesOutput, queueCaptures, type HookHandler } from '../hook.js';

/**
 * The hot path (every tool call): reads the new transcript bytes, waiting (≤ 1 s) for this tool
 * call's own message; a phase transition writes a record and queues a `phase` checkpoint.
 */
export const postToolUse: HookHandler = async (ctx, payload) => {
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
};

import { saveSession } from '../../../domain/session/state.js';
import { catchUp, touchSession } from '../../../domain/session/tracker.js';
import { dueTickets } from '../../../domain/session/triggers.js';
import { isPromptText } from '../../../domain/transcript/prompt.js';
import { noticesOutput, queueCaptures, type HookHandler } from '../hook.js';

/** The user typed something: it becomes the task's fallback summary (`lastPrompt`), slash commands excepted. */
export const userPromptSubmit: HookHandler = async (ctx, payload) => {
  const state = touchSession(ctx, payload);
  if (state.disabled) return undefined;
  const track = await catchUp(ctx, state);
  const prompt = payload['prompt'];
  if (typeof prompt === 'string' && isPromptText(prompt)) state.lastPrompt = prompt;
  const tickets = dueTickets(ctx, state, track);
  const out = noticesOutput(state);
  saveSession(ctx.paths, state);
  queueCaptures(ctx, state.sessionId, tickets);
  return out;
};

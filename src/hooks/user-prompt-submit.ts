import { runHook } from './run.js';
import { catchUp, touchSession } from '../session/tracker.js';
import { saveSession } from '../session/state.js';

void runHook('UserPromptSubmit', async (ctx, payload) => {
  const state = touchSession(ctx, payload);
  await catchUp(ctx, state);
  const prompt = payload['prompt'];
  if (typeof prompt === 'string' && prompt.trim() && !prompt.trimStart().startsWith('/')) state.lastPrompt = prompt;
  saveSession(ctx.paths, state);
  return undefined;
});

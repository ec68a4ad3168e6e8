import { addNotice, saveSession } from '../../domain/session/state.js';
import { catchUp, touchSession } from '../../domain/session/tracker.js';
import { dueTickets } from '../../domain/session/triggers.js';
import { ensureSidecar, fencedOutput, noticesOutput, queueCaptures, type HookHandler } from './hook.js';

/**
 * SubagentStart and SubagentStop when the session has no sidecar (hooks/journal.sh runs this only
 * then; with one, the sidecar reads the journal): a `handoff` checkpoint, queued like any other
 * (a capture already waiting takes it in), and the sidecar started again.
 */
export const subagent: HookHandler = async (ctx, payload) => {
  const state = touchSession(ctx, payload);
  if (state.disabled) return undefined;
  if (state.fenced) return fencedOutput(ctx, state);
  const told = await ensureSidecar(ctx, state);
  if (told) addNotice(state, told.replace(/^pai-checkpoint: /, ''));
  const track = await catchUp(ctx, state);
  const tickets = dueTickets(ctx, state, track, ['handoff']);
  const out = noticesOutput(state);
  saveSession(ctx.paths, state);
  queueCaptures(ctx, state.sessionId, tickets);
  return out;
};

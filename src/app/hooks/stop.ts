import { addNotice, saveSession } from '../../domain/session/state.js';
import { takeAbandonedRisky } from '../../domain/session/sidecar-files.js';
import { catchUp, completeRunIfLearned, touchSession } from '../../domain/session/tracker.js';
import { dueTickets, turnEndTrigger } from '../../domain/session/triggers.js';
import { ensureSidecar, fencedOutput, noticesOutput, queueCaptures, type HookHandler } from './hook.js';

/**
 * The turn has ended and the session has no sidecar (hooks/journal.sh runs this only then): starts
 * it again, and does its work for this turn — reads the transcript (waiting for the final text
 * only when it holds a phase marker), writes the phase records, queues an `error` checkpoint for
 * a failed tool and a `stop` one (none after a turn of read-only plugin commands only: turnEndTrigger),
 * or `complete` when the turn was LEARN (7/7) and finished the run.
 */
export const stop: HookHandler = async (ctx, payload) => {
  const state = touchSession(ctx, payload);
  if (state.disabled) return undefined;
  if (state.fenced) return fencedOutput(ctx, state);
  const told = await ensureSidecar(ctx, state);
  const last = payload['last_assistant_message'];
  const track = await catchUp(ctx, state, { finalText: typeof last === 'string' ? last : undefined });
  const completed = await completeRunIfLearned(ctx, state);
  const ended = turnEndTrigger(state, completed.length > 0, typeof last === 'string' ? last : undefined);
  const tickets = dueTickets(ctx, state, track, ended ? [ended] : []);
  if (told) addNotice(state, told.replace(/^pai-checkpoint: /, ''));
  const abandoned = takeAbandonedRisky(ctx.paths, state.sessionId);
  if (abandoned) addNotice(state, abandoned);
  const out = noticesOutput(state);
  saveSession(ctx.paths, state);
  queueCaptures(ctx, state.sessionId, tickets);
  return out;
};

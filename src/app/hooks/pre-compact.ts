import { compactionKeep, renderCompactContext } from '../../domain/session/resume.js';
import { loadLocalSummary } from '../../domain/summary/local.js';
import { saveSession } from '../../domain/session/state.js';
import { catchUp, iscCriteria, taskSummary, touchSession } from '../../domain/session/tracker.js';
import { dueTickets } from '../../domain/session/triggers.js';
import { ensureSidecar, fencedOutput, queueCaptures, type HookHandler } from './hook.js';

/**
 * Before compaction: a session checkpoint (pre_compact), and the PAI state and the session
 * summary's decisions, failed approaches and blockers appended to the summariser's instructions
 * (PreCompact stdout), so that the compacted conversation keeps them.
 */
export const preCompact: HookHandler = async (ctx, payload) => {
  const state = touchSession(ctx, payload);
  if (state.disabled) return undefined;
  if (state.fenced) return fencedOutput(ctx, state);
  await ensureSidecar(ctx, state);
  const track = await catchUp(ctx, state);
  const tickets = dueTickets(ctx, state, track, ['pre_compact']);
  saveSession(ctx.paths, state);
  queueCaptures(ctx, state.sessionId, tickets);
  const context = renderCompactContext(state, iscCriteria(ctx, state), taskSummary(state));
  const keep = compactionKeep(loadLocalSummary(ctx.paths, state.sessionId));
  const text = [context && `Keep this PAI Algorithm state in the summary, verbatim:\n${context}`, keep]
    .filter(Boolean)
    .join('\n\n');
  return text ? { text: `${text}\n` } : undefined;
};

import { saveSession, type SessionState } from '../../../domain/session/state.js';
import { catchUp, touchSession } from '../../../domain/session/tracker.js';
import { dueTickets } from '../../../domain/session/triggers.js';
import { noticesOutput, queueCaptures, type HookHandler } from '../hook.js';

/** Keeps ISC criteria from the task tools' payloads (a fallback for the tasks dir). */
export function noteTaskTool(state: SessionState, payload: Record<string, unknown>): void {
  const name = payload['tool_name'];
  if (name !== 'TaskCreate' && name !== 'TaskUpdate') return;
  const input = (payload['tool_input'] ?? {}) as Record<string, unknown>;
  const response = (payload['tool_response'] ?? {}) as Record<string, unknown>;
  const task = (response['task'] ?? {}) as Record<string, unknown>;
  const id = String(input['taskId'] ?? task['id'] ?? response['taskId'] ?? response['id'] ?? '');
  if (!id) return;
  const tasks = (state.tasks ??= {});
  const prev = tasks[id];
  const subject = typeof input['subject'] === 'string' ? input['subject'] : (prev?.subject ?? (typeof task['subject'] === 'string' ? task['subject'] : ''));
  const status = typeof input['status'] === 'string' ? input['status'] : (prev?.status ?? 'pending');
  if (status === 'deleted') delete tasks[id];
  else tasks[id] = { subject, status };
}

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

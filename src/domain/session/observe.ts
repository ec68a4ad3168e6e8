import type { TranscriptFindings } from '../transcript/tail.js';
import { applyTaskOperation, isTaskTool, taskOperation } from '../transcript/reader.js';
import type { SessionMetrics, SessionState } from './state.js';
import { redactSecretPatterns } from '../../core/redact.js';

/** Calls remembered while their result may still come (tool names for errors, task calls for ISC). */
const OPEN_MAX = 64;

type Usage = SessionMetrics['tokens'][string];

function addUsage(into: Record<string, Usage>, model: string, u: Usage): void {
  const t = (into[model] ??= { input: 0, output: 0, cache_creation: 0, cache_read: 0 });
  t.input += u.input;
  t.output += u.output;
  t.cache_creation += u.cache_creation;
  t.cache_read += u.cache_read;
}

/** Keeps the newest `max` keys of a record (insertion order). */
function bounded<T>(r: Record<string, T>, max: number): Record<string, T> {
  const keys = Object.keys(r);
  return keys.length <= max ? r : Object.fromEntries(keys.slice(-max).map((k) => [k, r[k]!]));
}

/**
 * What the session state learns from newly read transcript lines besides phase signals: the todo
 * list and latest prompt, the tasks (ISC criteria: a TaskCreate/TaskUpdate call counts once its
 * result says it was carried out — the reader's one rule), the heartbeat's figures (prompts, tool
 * calls, the last tool, tokens per model). Returns the tool calls that failed (`Bash: Exit code 1`,
 * for `error` checkpoints) and whether a task call was carried out (the ISC criteria changed).
 */
export function observe(state: SessionState, found: TranscriptFindings): { errors: string[]; tasksChanged: boolean } {
  if (found.todos) state.todos = found.todos;
  // Kept on disk (the task's fallback summary): a secret the user pasted is not kept with it.
  if (found.lastPrompt) state.lastPrompt = redactSecretPatterns(found.lastPrompt);
  const m: SessionMetrics = (state.metrics ??= { turns: 0, toolCalls: 0, tokens: {} });
  m.turns += found.prompts;
  if (found.activity && state.turnActivity !== 'loud') state.turnActivity = found.activity; // loud until the turn's end
  const tools = { ...state.openTools };
  const tasks = { ...state.openTaskCalls };
  const errors: string[] = [];
  let tasksChanged = false;
  for (const ev of found.events) {
    if (ev.kind === 'message') {
      if (!ev.id || !ev.usage) continue;
      if (m.open && m.open.id !== ev.id) addUsage(m.tokens, m.open.model, m.open.usage);
      m.open = { id: ev.id, model: ev.model ?? '', usage: ev.usage };
    } else if (ev.kind === 'tool_use') {
      m.toolCalls++;
      m.lastTool = ev.name;
      if (!ev.id) continue;
      tools[ev.id] = ev.name;
      if (isTaskTool(ev.name)) tasks[ev.id] = { name: ev.name, input: ev.input };
    } else {
      const call = tasks[ev.toolUseId];
      if (call) {
        const op = taskOperation(call, ev);
        const all = (state.tasks ??= {});
        const task = op && applyTaskOperation(all[op.id], op);
        if (op && task) all[op.id] = task;
        else if (op) delete all[op.id];
        tasksChanged ||= op !== undefined;
      }
      if (ev.isError) errors.push(`${tools[ev.toolUseId] ?? 'tool'}: ${ev.error || 'failed'}`);
      delete tools[ev.toolUseId];
      delete tasks[ev.toolUseId];
    }
  }
  state.openTools = bounded(tools, OPEN_MAX);
  state.openTaskCalls = bounded(tasks, OPEN_MAX);
  return { errors, tasksChanged };
}

/** Tokens per model so far, the message being written included. */
export function tokensSoFar(m: SessionMetrics | undefined): Record<string, Usage> {
  const out: Record<string, Usage> = {};
  for (const [model, u] of Object.entries(m?.tokens ?? {})) addUsage(out, model, u);
  if (m?.open) addUsage(out, m.open.model, m.open.usage);
  return out;
}

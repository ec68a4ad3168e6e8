import { isPromptLine, typedCommandOf, type TypedCommand } from './prompt.js';

/**
 * The one reader of Claude Code's transcript lines (CLAUDE-CODE.md, "Session files"): every rule
 * about what a line means — a prompt, the assistant's text, a tool call and its result, a todo
 * list, a compaction, the usage of a message — is written here; the conversation summary and the
 * hooks' tail reader consume its events. Plain functions over already-parsed JSON, no state:
 * whatever has to be remembered between lines (which call a result answers) is the caller's.
 * Anything that is not the expected shape is ignored, never thrown on (the lines are written by
 * another program and partly by the model).
 */

/** A todo of TodoWrite (only exists with CLAUDE_CODE_ENABLE_TASKS=0; then it lives only in the transcript). */
export interface Todo {
  content: string;
  status: string;
}

/** Tokens of one API message, from its `message.usage` (missing counts are 0). */
export interface Usage {
  input: number;
  output: number;
  cache_creation: number;
  cache_read: number;
}

/** A tool call of the assistant. */
export interface ToolUse {
  kind: 'tool_use';
  /** `toolu_…`; what the result names. */
  id?: string;
  name: string;
  /** The call's input as the model wrote it (`{}` when it is not an object). */
  input: Record<string, unknown>;
}

/** The result of a tool call, on a user line. */
export interface ToolResult {
  kind: 'tool_result';
  toolUseId: string;
  /** Claude Code refused or failed the call (`is_error`: invalid input, the tool threw). */
  isError: boolean;
  /** What the failed call said (its text content, at most 500 characters); only when `isError`. */
  error?: string;
  /**
   * The line's `toolUseResult` (the tool's own data, the same object PostToolUse gets as
   * `tool_response`); only when the line answers this one call, as Claude Code writes them.
   */
  result?: unknown;
}

export type TranscriptEvent =
  /** Where the session runs, from any line that says (message lines all do). `gitBranch` only when not empty. */
  | { kind: 'context'; cwd?: string; gitBranch?: string; version?: string }
  /**
   * A user or assistant line. One API message is written as several assistant lines sharing
   * `id`, each with the usage so far: count it once, with its last usage.
   */
  | { kind: 'message'; role: 'user' | 'assistant'; uuid?: string; id?: string; model?: string; usage?: Usage }
  /** What the user typed (prompt.ts: not a tool result, a slash command, a meta line or a compaction summary). */
  | { kind: 'prompt'; text: string }
  /** A slash command the user typed (prompt.ts), e.g. `/checkpoint:list`; its expansion is not a prompt. */
  | ({ kind: 'command' } & TypedCommand)
  /** A text block of the assistant, as written (phase headers and TASK lines live here). */
  | { kind: 'assistant_text'; text: string }
  | ToolUse
  | ToolResult
  /** The list a TodoWrite call sets (entries without a text are not todos), right after its tool_use event. */
  | { kind: 'todos'; todos: Todo[] }
  /** `/compact` or an automatic compaction: the transcript goes on in the same file. */
  | {
      kind: 'compaction';
      uuid: string | null;
      timestamp: string | null;
      trigger: string | null;
      preTokens: number | null;
    };

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
/** A token count: a non-negative safe integer, else 0 (a transcript's -1 or 0.5 would give a manifest its schema refuses). */
const count = (v: unknown): number => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : 0);

/** The events of one transcript line (parsed JSON), in the order they appear in it. */
export function lineEvents(line: unknown): TranscriptEvent[] {
  if (!isObject(line)) return [];
  const out: TranscriptEvent[] = [];
  const context = contextOf(line);
  if (context) out.push(context);
  const type = line['type'];
  if (type === 'system' && line['subtype'] === 'compact_boundary') out.push(compactionOf(line));
  else if (type === 'user') userEvents(line, out);
  else if (type === 'assistant') assistantEvents(line, out);
  return out;
}

function contextOf(line: Json): TranscriptEvent | undefined {
  const cwd = text(line['cwd']);
  const branch = text(line['gitBranch']);
  const version = text(line['version']);
  if (cwd === undefined && !branch && version === undefined) return undefined;
  const c: { kind: 'context'; cwd?: string; gitBranch?: string; version?: string } = { kind: 'context' };
  if (cwd !== undefined) c.cwd = cwd;
  if (branch) c.gitBranch = branch;
  if (version !== undefined) c.version = version;
  return c;
}

function compactionOf(line: Json): TranscriptEvent {
  const meta = isObject(line['compactMetadata']) ? line['compactMetadata'] : {};
  return {
    kind: 'compaction',
    uuid: text(line['uuid']) ?? null,
    timestamp: text(line['timestamp']) ?? null,
    trigger: text(meta['trigger']) ?? null,
    preTokens: typeof meta['preTokens'] === 'number' ? meta['preTokens'] : null,
  };
}

function messageOf(line: Json): Json {
  return isObject(line['message']) ? line['message'] : {};
}

function userEvents(line: Json, out: TranscriptEvent[]): void {
  const uuid = text(line['uuid']);
  out.push(uuid === undefined ? { kind: 'message', role: 'user' } : { kind: 'message', role: 'user', uuid });
  const content = messageOf(line)['content'];
  if (isPromptLine(line, content)) out.push({ kind: 'prompt', text: content });
  const command = typedCommandOf(line, content);
  if (command) out.push({ kind: 'command', ...command });
  if (!Array.isArray(content)) return;
  const results = content.filter(
    (b): b is Json =>
      isObject(b) && b['type'] === 'tool_result' && typeof b['tool_use_id'] === 'string' && b['tool_use_id'] !== '',
  );
  for (const b of results) {
    const r: ToolResult = {
      kind: 'tool_result',
      toolUseId: b['tool_use_id'] as string,
      isError: b['is_error'] === true,
    };
    if (r.isError) r.error = resultText(b['content']).slice(0, 500);
    if (results.length === 1 && line['toolUseResult'] !== undefined) r.result = line['toolUseResult'];
    out.push(r);
  }
}

function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((c) => (isObject(c) && typeof c['text'] === 'string' ? c['text'] : '')).join('\n');
}

function assistantEvents(line: Json, out: TranscriptEvent[]): void {
  const message = messageOf(line);
  const m: { kind: 'message'; role: 'assistant'; uuid?: string; id?: string; model?: string; usage?: Usage } = {
    kind: 'message',
    role: 'assistant',
  };
  const uuid = text(line['uuid']);
  const id = text(message['id']);
  const model = text(message['model']);
  if (uuid !== undefined) m.uuid = uuid;
  if (id) m.id = id;
  if (model !== undefined) m.model = model;
  if (isObject(message['usage'])) m.usage = usageOf(message['usage']);
  out.push(m);
  const content = message['content'];
  if (!Array.isArray(content)) return;
  for (const b of content) {
    if (!isObject(b)) continue;
    if (b['type'] === 'text' && typeof b['text'] === 'string') out.push({ kind: 'assistant_text', text: b['text'] });
    else if (b['type'] === 'tool_use' && typeof b['name'] === 'string' && b['name']) toolUseEvents(b, out);
  }
}

function usageOf(u: Json): Usage {
  return {
    input: count(u['input_tokens']),
    output: count(u['output_tokens']),
    cache_creation: count(u['cache_creation_input_tokens']),
    cache_read: count(u['cache_read_input_tokens']),
  };
}

function toolUseEvents(b: Json, out: TranscriptEvent[]): void {
  const use: ToolUse = { kind: 'tool_use', name: b['name'] as string, input: isObject(b['input']) ? b['input'] : {} };
  if (typeof b['id'] === 'string' && b['id']) use.id = b['id'];
  out.push(use);
  if (use.name === 'TodoWrite' && Array.isArray(use.input['todos']))
    out.push({ kind: 'todos', todos: todosOf(use.input['todos']) });
}

/** TodoWrite's list: entries without a text are not todos; a todo without a status is pending. */
function todosOf(list: unknown[]): Todo[] {
  return list
    .filter((t): t is Json => isObject(t) && typeof t['content'] === 'string')
    .map((t) => ({
      content: t['content'] as string,
      status: typeof t['status'] === 'string' ? t['status'] : 'pending',
    }));
}

// ---------------------------------------------------------------------------------------------
// Tools

const MODIFYING = new Set(['Write', 'Edit', 'MultiEdit', 'NotebookEdit']);

/** The file a tool call reads or writes (`file_path`, a notebook's `notebook_path`), if it names one. */
export function toolFile(use: ToolUse): { path: string; modifies: boolean } | undefined {
  const path = text(use.input['file_path']) ?? text(use.input['notebook_path']);
  return path ? { path, modifies: MODIFYING.has(use.name) } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Tasks (TaskCreate/TaskUpdate: PAI keeps its ISC criteria there)

/** What a task-tool call did to one task. `status: 'deleted'` removes it. */
interface TaskOp {
  id: string;
  subject?: string;
  status?: string;
}

/** A task as the transcript (or the hooks' payloads) show it. */
export interface TaskState {
  subject: string;
  status: string;
}

/** A call that may change a task: keep it until its result arrives, then ask `taskOperation`. */
export function isTaskTool(name: string): boolean {
  return name === 'TaskCreate' || name === 'TaskUpdate';
}

const taskId = (v: unknown): string | undefined =>
  typeof v === 'string' && v ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;

/**
 * What a TaskCreate or TaskUpdate call did, from the call and its result together: the call
 * holds the values (TaskUpdate's result names only the fields it changed), the result holds the
 * new task's id and says whether Claude Code carried the call out (invalid input is an
 * `is_error` result and fires no PostToolUse; an unknown task is `success: false`). The same
 * pair reaches the PostToolUse hook as `tool_input` and `tool_response`. Other tools whose result
 * names a task (TaskGet, TaskList) change nothing.
 */
export function taskOperation(
  call: { name: string; input: Record<string, unknown> },
  result: { isError: boolean; result?: unknown },
): TaskOp | undefined {
  const r = isObject(result.result) ? result.result : {};
  if (result.isError || r['success'] === false) return undefined;
  const op: TaskOp = { id: '' };
  if (call.name === 'TaskCreate') {
    const task = isObject(r['task']) ? r['task'] : {};
    op.id = taskId(task['id']) ?? '';
    const subject = text(call.input['subject']) ?? text(task['subject']);
    if (subject !== undefined) op.subject = subject;
  } else if (call.name === 'TaskUpdate') {
    op.id = taskId(call.input['taskId']) ?? taskId(r['taskId']) ?? '';
    const subject = text(call.input['subject']);
    const status = text(call.input['status']);
    if (subject !== undefined) op.subject = subject;
    if (status !== undefined) op.status = status;
  }
  return op.id ? op : undefined;
}

/** The task after `op` (undefined: deleted). A new task without a subject or status gets '' and pending. */
export function applyTaskOperation(prev: TaskState | undefined, op: TaskOp): TaskState | undefined {
  if (op.status === 'deleted') return undefined;
  return { subject: op.subject ?? prev?.subject ?? '', status: op.status ?? prev?.status ?? 'pending' };
}

// ---------------------------------------------------------------------------------------------
// The tracker's fast path: raw lines, before (or instead of) parsing them

/**
 * Whether the session tracker needs a raw line parsed (tool results can be megabytes of file
 * content): assistant lines (texts, tool calls, usage), user lines that are not tool results
 * (prompts), and tool results that failed or answer one of the `awaited` tool-call ids (a task
 * call's result says whether it was carried out). Anything else cannot hold what it tracks.
 */
export function mayMatter(raw: string, awaited: readonly string[] = []): boolean {
  if (raw.includes('"type":"assistant"')) return true;
  if (!raw.includes('"type":"user"')) return false;
  if (!raw.includes('"tool_use_id"') || raw.includes('"is_error":true')) return true;
  return awaited.some((id) => raw.includes(id));
}

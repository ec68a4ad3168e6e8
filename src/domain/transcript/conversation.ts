import { openRegular } from '../../core/regular.js';
import { isPromptLine } from './prompt.js';

/**
 * What a checkpoint records about the conversation, from Claude Code's transcript (JSONL),
 * streamed line by line (transcripts reach hundreds of MB). Unknown line types are ignored,
 * unparsable lines counted, a partial last line (still being written) is noted and skipped.
 */
export interface ConversationSummary {
  lines: number;
  unparsable_lines: number;
  /** Lines longer than the cap (e.g. a giant tool result): stepped over without being read into memory. */
  oversized_lines: number;
  partial_last_line: boolean;
  /** Real user prompts (not tool results, commands or meta lines). */
  turn_count: number;
  messages: { user: number; assistant: number };
  /** `message.id` of the last assistant message (the API's id). */
  last_message_id: string | null;
  /** `uuid` of the last message line (what `--resume` continues from). */
  last_message_uuid: string | null;
  tokens: { input: number; output: number; cache_creation: number; cache_read: number; total: number };
  cost_estimate_usd: number;
  models: string[];
  /** Tool name → calls. */
  tools: Record<string, number>;
  files_read: string[];
  files_modified: string[];
  /** Latest TodoWrite list (only when the task tools are off). */
  todos: { content: string; status: string }[] | null;
  /** Tasks created/updated through TaskCreate/TaskUpdate, as the transcript shows them. */
  tasks: { id: string; subject: string; status: string }[];
  /** Tool calls without a result (the session stopped while they ran). */
  pending_tool_calls: { id: string; name: string }[];
  compactions: { uuid: string | null; timestamp: string | null; trigger: string | null; pre_tokens: number | null }[];
  first_prompt: string | null;
  last_prompt: string | null;
  last_assistant_text: string | null;
  cwd: string | null;
  git_branch: string | null;
  claude_version: string | null;
}

/** USD per million tokens. Estimates; configurable. */
export interface Price {
  input: number;
  output: number;
  cache_creation: number;
  cache_read: number;
}

/** Matched against the model name, first match wins. */
export const DEFAULT_PRICES: [RegExp, Price][] = [
  [/opus/i, { input: 15, output: 75, cache_creation: 18.75, cache_read: 1.5 }],
  [/sonnet/i, { input: 3, output: 15, cache_creation: 3.75, cache_read: 0.3 }],
  [/haiku/i, { input: 0.8, output: 4, cache_creation: 1, cache_read: 0.08 }],
  [/.*/, { input: 3, output: 15, cache_creation: 3.75, cache_read: 0.3 }],
];

const MODIFYING = new Set(['Write', 'Edit', 'MultiEdit', 'NotebookEdit']);
const TEXT_CAP = 2000;

interface Usage {
  input_tokens?: number;
  output_tokens?: number;
  cache_creation_input_tokens?: number;
  cache_read_input_tokens?: number;
}

type Block = { type?: string; text?: string; id?: string; name?: string; input?: Record<string, unknown>; tool_use_id?: string };

/** Longest transcript line read (a line holds one message; longer ones are tool output, skipped). */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

/**
 * Splits a byte stream into lines without ever holding more than `maxLine` bytes of one line: a
 * longer line (a multi-gigabyte one would not even fit in a string) is stepped over and reported
 * through `onOversized`. Yields complete lines; returns the last, unterminated one (or undefined).
 */
async function* linesOf(stream: AsyncIterable<Buffer>, maxLine: number, onOversized: () => void): AsyncGenerator<string, string | undefined> {
  let parts: Buffer[] = [];
  let held = 0;
  let dropping = false;
  for await (const chunk of stream) {
    let from = 0;
    for (let nl = chunk.indexOf(0x0a, from); nl >= 0; nl = chunk.indexOf(0x0a, from)) {
      if (dropping) onOversized();
      else if (held + nl - from > maxLine) onOversized();
      else yield Buffer.concat([...parts, chunk.subarray(from, nl)]).toString('utf8');
      parts = [];
      held = 0;
      dropping = false;
      from = nl + 1;
    }
    if (dropping) continue;
    const rest = chunk.subarray(from);
    if (held + rest.length > maxLine) {
      dropping = true;
      parts = [];
      held = 0;
    } else if (rest.length) {
      parts.push(Buffer.from(rest));
      held += rest.length;
    }
  }
  if (dropping) {
    onOversized();
    return undefined;
  }
  return held ? Buffer.concat(parts).toString('utf8') : undefined;
}

export async function summarizeTranscript(path: string, prices: [RegExp, Price][] = DEFAULT_PRICES, o: { maxLineBytes?: number } = {}): Promise<ConversationSummary | undefined> {
  // Only a regular file: a FIFO named as the transcript would block this read for ever.
  const fh = await openRegular(path);
  if (!fh) return undefined;
  const stream = fh.createReadStream({ highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>;
  const s: ConversationSummary = {
    lines: 0,
    unparsable_lines: 0,
    oversized_lines: 0,
    partial_last_line: false,
    turn_count: 0,
    messages: { user: 0, assistant: 0 },
    last_message_id: null,
    last_message_uuid: null,
    tokens: { input: 0, output: 0, cache_creation: 0, cache_read: 0, total: 0 },
    cost_estimate_usd: 0,
    models: [],
    tools: {},
    files_read: [],
    files_modified: [],
    todos: null,
    tasks: [],
    pending_tool_calls: [],
    compactions: [],
    first_prompt: null,
    last_prompt: null,
    last_assistant_text: null,
    cwd: null,
    git_branch: null,
    claude_version: null,
  };
  // An assistant message is written as several lines sharing message.id, each with the usage so
  // far: count each message once, with its last usage.
  const usageById = new Map<string, { usage: Usage; model: string }>();
  const pending = new Map<string, string>();
  const read = new Set<string>();
  const modified = new Set<string>();
  const tasks = new Map<string, { id: string; subject: string; status: string }>();
  const createdTaskSubjects: string[] = [];
  const handle = (raw: string) => {
    if (!raw.trim()) return;
    s.lines++;
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      s.unparsable_lines++;
      return;
    }
    if (typeof line['cwd'] === 'string') s.cwd = line['cwd'];
    if (typeof line['gitBranch'] === 'string') s.git_branch = line['gitBranch'] || s.git_branch;
    if (typeof line['version'] === 'string') s.claude_version = line['version'];
    const type = line['type'];
    if (type === 'system' && line['subtype'] === 'compact_boundary') {
      const meta = (line['compactMetadata'] ?? {}) as Record<string, unknown>;
      s.compactions.push({
        uuid: typeof line['uuid'] === 'string' ? line['uuid'] : null,
        timestamp: typeof line['timestamp'] === 'string' ? line['timestamp'] : null,
        trigger: typeof meta['trigger'] === 'string' ? meta['trigger'] : null,
        pre_tokens: typeof meta['preTokens'] === 'number' ? meta['preTokens'] : null,
      });
      return;
    }
    if (type !== 'user' && type !== 'assistant') return;
    if (typeof line['uuid'] === 'string') s.last_message_uuid = line['uuid'];
    const message = (line['message'] ?? {}) as { id?: string; model?: string; content?: unknown; usage?: Usage };
    if (type === 'user') {
      s.messages.user++;
      if (isPromptLine(line, message.content)) {
        s.turn_count++;
        s.first_prompt ??= message.content.slice(0, TEXT_CAP);
        s.last_prompt = message.content.slice(0, TEXT_CAP);
      }
      if (Array.isArray(message.content)) {
        for (const b of message.content as Block[]) if (b?.type === 'tool_result' && b.tool_use_id) pending.delete(b.tool_use_id);
      }
      const result = line['toolUseResult'] as Record<string, unknown> | undefined;
      const task = result?.['task'] as { id?: unknown; subject?: unknown } | undefined;
      if (task && typeof task.id === 'string') {
        tasks.set(task.id, { id: task.id, subject: String(task.subject ?? createdTaskSubjects.shift() ?? ''), status: 'pending' });
      }
      return;
    }
    if (message.id) {
      if (!usageById.has(message.id)) s.messages.assistant++;
      s.last_message_id = message.id;
      if (message.usage) usageById.set(message.id, { usage: message.usage, model: message.model ?? '' });
    }
    if (!Array.isArray(message.content)) return;
    for (const b of message.content as Block[]) {
      if (b?.type === 'text' && typeof b.text === 'string' && b.text.trim()) s.last_assistant_text = b.text.slice(0, TEXT_CAP);
      if (b?.type !== 'tool_use' || !b.name) continue;
      s.tools[b.name] = (s.tools[b.name] ?? 0) + 1;
      if (b.id) pending.set(b.id, b.name);
      const input = b.input ?? {};
      const file = typeof input['file_path'] === 'string' ? input['file_path'] : typeof input['notebook_path'] === 'string' ? input['notebook_path'] : undefined;
      if (file) (MODIFYING.has(b.name) ? modified : read).add(file);
      if (b.name === 'TodoWrite' && Array.isArray(input['todos'])) {
        s.todos = (input['todos'] as Record<string, unknown>[]).map((t) => ({ content: String(t['content'] ?? ''), status: String(t['status'] ?? 'pending') }));
      } else if (b.name === 'TaskCreate' && typeof input['subject'] === 'string') {
        createdTaskSubjects.push(input['subject']);
      } else if (b.name === 'TaskUpdate' && typeof input['taskId'] === 'string') {
        const t = tasks.get(input['taskId']) ?? { id: input['taskId'], subject: '', status: 'pending' };
        if (typeof input['status'] === 'string') t.status = input['status'];
        if (typeof input['subject'] === 'string') t.subject = input['subject'];
        tasks.set(t.id, t);
      }
    }
  };
  const lines = linesOf(stream, o.maxLineBytes ?? MAX_LINE_BYTES, () => s.oversized_lines++);
  let next = await lines.next();
  for (; !next.done; next = await lines.next()) handle(next.value.endsWith('\r') ? next.value.slice(0, -1) : next.value);
  const last = next.value;
  if (last !== undefined) {
    // A line without its newline is complete only if it parses (Claude Code may be writing it).
    try {
      JSON.parse(last);
      handle(last);
    } catch {
      if (last.trim()) s.partial_last_line = true;
    }
  }
  const models = new Set<string>();
  for (const { usage, model } of usageById.values()) {
    const t = {
      input: usage.input_tokens ?? 0,
      output: usage.output_tokens ?? 0,
      cache_creation: usage.cache_creation_input_tokens ?? 0,
      cache_read: usage.cache_read_input_tokens ?? 0,
    };
    s.tokens.input += t.input;
    s.tokens.output += t.output;
    s.tokens.cache_creation += t.cache_creation;
    s.tokens.cache_read += t.cache_read;
    const price = prices.find(([re]) => re.test(model))?.[1];
    if (price) s.cost_estimate_usd += (t.input * price.input + t.output * price.output + t.cache_creation * price.cache_creation + t.cache_read * price.cache_read) / 1e6;
    if (model) models.add(model);
  }
  s.tokens.total = s.tokens.input + s.tokens.output + s.tokens.cache_creation + s.tokens.cache_read;
  s.cost_estimate_usd = Math.round(s.cost_estimate_usd * 1e6) / 1e6;
  s.models = [...models].sort();
  s.files_read = [...read].sort();
  s.files_modified = [...modified].sort();
  s.tasks = [...tasks.values()];
  s.pending_tool_calls = [...pending].map(([id, name]) => ({ id, name }));
  return s;
}

import { CheckpointError } from '../../core/errors.js';
import { openRegular } from '../../core/regular.js';
import { SummaryCollector, type SummarySignals } from './summary-signals.js';
import {
  applyTaskOperation,
  isTaskTool,
  lineEvents,
  taskOperation,
  toolFile,
  type TaskState,
  type ToolResult,
  type ToolUse,
  type TranscriptEvent,
  type Usage,
} from './reader.js';

/**
 * What a checkpoint records about the conversation, from Claude Code's transcript (JSONL),
 * streamed line by line (transcripts reach hundreds of MB). Unknown line types are ignored,
 * unparsable lines counted, a partial last line (still being written) is noted and skipped.
 */
export interface ConversationSummary {
  lines: number;
  /**
   * Transcript bytes not read (a transcript longer than one summary reads, first summarised here:
   * its start is passed over), so turns, tokens, cost, tools and files count the rest only.
   */
  skipped_bytes: number;
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
  /**
   * Tasks created/updated through TaskCreate/TaskUpdate, as the transcript shows them: the calls
   * Claude Code carried out (not those it refused), deleted tasks left out, in order of creation.
   */
  tasks: { id: string; subject: string; status: string }[];
  /** Tool calls whose result is an error (SPEC-07.20.02's error count). */
  tool_errors: number;
  /** Tool calls without a result (the session stopped while they ran). */
  pending_tool_calls: { id: string; name: string }[];
  compactions: { uuid: string | null; timestamp: string | null; trigger: string | null; pre_tokens: number | null }[];
  /**
   * The context the last API request filled (SPEC-07.32.03): its input, cache-read and
   * cache-creation tokens (what the model was sent), and the model; null before any answer.
   */
  context: { tokens: number; model: string } | null;
  /** What the session summary is made of (domain/summary). */
  signals: SummarySignals;
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

/** What `usage` of `model` costs, in USD (0 for a model no price matches). */
export function usageCost(model: string, t: Usage, prices: [RegExp, Price][] = DEFAULT_PRICES): number {
  const price = prices.find(([re]) => re.test(model))?.[1];
  return price
    ? (t.input * price.input +
        t.output * price.output +
        t.cache_creation * price.cache_creation +
        t.cache_read * price.cache_read) /
        1e6
    : 0;
}

const TEXT_CAP = 2000;

/** Longest transcript line read (a line holds one message; longer ones are tool output, skipped). */
const MAX_LINE_BYTES = 64 * 1024 * 1024;

/**
 * Splits a byte stream into lines without ever holding more than `maxLine` bytes of one line: a
 * longer line (a multi-gigabyte one would not even fit in a string) is stepped over and reported
 * through `onOversized`. Yields complete lines; returns the last, unterminated one (or undefined).
 * `pos.at` follows the stream: after each line, where the next one starts (`dropFirst`: the stream
 * starts inside a line, whose rest is passed over and counted in `pos.dropped`).
 */
async function* linesOf(
  stream: AsyncIterable<Buffer>,
  maxLine: number,
  onOversized: () => void,
  pos: { at: number; dropped: number },
  dropFirst = false,
): AsyncGenerator<string, string | undefined> {
  let parts: Buffer[] = [];
  let held = 0;
  let dropping = false;
  let first = dropFirst;
  for await (const chunk of stream) {
    let from = 0;
    for (let nl = chunk.indexOf(0x0a, from); nl >= 0; nl = chunk.indexOf(0x0a, from)) {
      const length = held + nl - from + 1;
      const line =
        !first && !dropping && held + nl - from <= maxLine
          ? Buffer.concat([...parts, chunk.subarray(from, nl)]).toString('utf8')
          : undefined;
      pos.at += length;
      if (first) pos.dropped += length;
      else if (line === undefined) onOversized();
      parts = [];
      held = 0;
      dropping = false;
      first = false;
      from = nl + 1;
      if (line !== undefined) yield line;
    }
    if (dropping) {
      held += chunk.length - from;
      continue;
    }
    const rest = chunk.subarray(from);
    if (held + rest.length > maxLine) {
      dropping = true;
      parts = [];
      held += rest.length;
    } else if (rest.length) {
      parts.push(Buffer.from(rest));
      held += rest.length;
    }
  }
  if (dropping) {
    if (!first) onOversized();
    return undefined;
  }
  return held && !first ? Buffer.concat(parts).toString('utf8') : undefined;
}

/** The summary while it is being read, and what has to be remembered between lines. */
interface Reading {
  s: ConversationSummary;
  /**
   * API message id → its last usage and model (a message spans several lines, each repeating the
   * usage so far), for the last USAGE_OPEN messages; an older one's last usage is final and is
   * added to `folded` (so a cursor of a 2 GB transcript stays small).
   */
  usageById: Map<string, { usage: Usage; model: string }>;
  /** The usage of messages out of `usageById`, summed per model. */
  folded: Map<string, Usage>;
  /** Tool calls without a result yet: id → name. */
  pending: Map<string, string>;
  /** TaskCreate/TaskUpdate calls waiting for their result (taskOperation needs both). */
  taskCalls: Map<string, ToolUse>;
  read: Set<string>;
  modified: Set<string>;
  tasks: Map<string, TaskState>;
  collector: SummaryCollector;
}

/** Messages whose usage is kept by id (the lines of one message come together; a message this far back is over). */
const USAGE_OPEN = 1024;

/**
 * Where a summary stopped, to go on from there (the next checkpoint reads only what came since):
 * the end of the last complete line read, the bytes passed over before it, and the reading's
 * state. Plain JSON. The caller keeps it with what tells the transcript is still the one read
 * (domain/transcript/local.ts).
 */
export interface SummaryCursor {
  offset: number;
  skipped: number;
  state: unknown;
}

/** The most bytes one summary reads (~1 s here): a longer transcript first summarised here is read from this far before its end. */
export const SUMMARY_BYTES = 256 * 1024 * 1024;

function emptySummary(): ConversationSummary {
  return {
    lines: 0,
    skipped_bytes: 0,
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
    tool_errors: 0,
    pending_tool_calls: [],
    compactions: [],
    context: null,
    signals: { progress: [], decisions: [], failed: [], blockers: [] },
    first_prompt: null,
    last_prompt: null,
    last_assistant_text: null,
    cwd: null,
    git_branch: null,
    claude_version: null,
  };
}

function newReading(): Reading {
  return {
    s: emptySummary(),
    usageById: new Map(),
    folded: new Map(),
    pending: new Map(),
    taskCalls: new Map(),
    read: new Set(),
    modified: new Set(),
    tasks: new Map(),
    collector: new SummaryCollector(),
  };
}

/** The reading as plain JSON (a cursor's state): a copy, which reading on does not change. */
function saveReading(r: Reading): unknown {
  const state = {
    s: r.s,
    usageById: [...r.usageById],
    folded: [...r.folded],
    pending: [...r.pending],
    taskCalls: [...r.taskCalls],
    read: [...r.read],
    modified: [...r.modified],
    tasks: [...r.tasks],
    collector: r.collector.save(),
  };
  return JSON.parse(JSON.stringify(state)) as unknown;
}

/** A reading from a cursor's state; undefined when the state is not one (another version's, damaged): read again from the start. */
function loadReading(state: unknown): Reading | undefined {
  try {
    const v = state as Record<string, unknown[]> & { s: ConversationSummary; collector: unknown };
    if (typeof v.s?.lines !== 'number' || typeof v.s.tokens !== 'object') return undefined;
    return {
      s: { ...emptySummary(), ...v.s },
      usageById: new Map(v['usageById'] as [string, { usage: Usage; model: string }][]),
      folded: new Map(v['folded'] as [string, Usage][]),
      pending: new Map(v['pending'] as [string, string][]),
      taskCalls: new Map(v['taskCalls'] as [string, ToolUse][]),
      read: new Set(v['read'] as string[]),
      modified: new Set(v['modified'] as string[]),
      tasks: new Map(v['tasks'] as [string, TaskState][]),
      collector: SummaryCollector.load(v.collector),
    };
  } catch {
    return undefined;
  }
}

export async function summarizeTranscript(
  path: string,
  prices: [RegExp, Price][] = DEFAULT_PRICES,
  o: SummarizeOptions = {},
): Promise<ConversationSummary | undefined> {
  return (await summarizeFrom(path, prices, o))?.summary;
}

interface SummarizeOptions {
  maxLineBytes?: number;
  /** The most bytes read (default SUMMARY_BYTES): more new than this, the start is passed over. */
  maxBytes?: number;
  /** Where an earlier summary of this transcript stopped: read on from there. */
  cursor?: SummaryCursor | undefined;
}

/**
 * The summary of a transcript, read from `cursor` (or its start) to its end, at most `maxBytes`:
 * with more new than that, reading starts that far before the end, at a line's start, and the
 * bytes passed over are counted in `skipped_bytes`. Returns the summary and the cursor to go on from.
 */
export async function summarizeFrom(
  path: string,
  prices: [RegExp, Price][] = DEFAULT_PRICES,
  o: SummarizeOptions = {},
): Promise<{ summary: ConversationSummary; cursor: SummaryCursor } | undefined> {
  // Only a regular file: a FIFO named as the transcript would block this read for ever.
  const fh = await openRegular(path);
  if (!fh) return undefined;
  const size = (await fh.stat()).size;
  const loaded = o.cursor && o.cursor.offset <= size ? loadReading(o.cursor.state) : undefined;
  const resume = loaded && o.cursor;
  const r = loaded ?? newReading();
  const maxBytes = o.maxBytes ?? SUMMARY_BYTES;
  let from = resume?.offset ?? 0;
  let skipped = resume?.skipped ?? 0;
  const jump = size - from > maxBytes;
  // Passing over: read from the byte before, so that a line starting right there is not dropped.
  if (jump) from = size - maxBytes - 1;
  const pos = { at: from, dropped: 0 };
  const stream = fh.createReadStream({ highWaterMark: 1024 * 1024, start: from }) as AsyncIterable<Buffer>;
  const lines = linesOf(stream, o.maxLineBytes ?? MAX_LINE_BYTES, () => r.s.oversized_lines++, pos, jump);
  // A read that fails (EIO, or /proc/self/mem: a regular file that cannot be read) names the file.
  const nextLine = () =>
    lines.next().catch((err: unknown) => {
      throw new CheckpointError(
        'IO',
        `${path}: the transcript could not be read: ${err instanceof Error ? err.message : String(err)}`,
        undefined,
        { cause: err },
      );
    });
  let next = await nextLine();
  // What was passed over: up to where the first whole line after the jump starts.
  if (jump) skipped += from + pos.dropped - (resume?.offset ?? 0);
  for (; !next.done; next = await nextLine()) {
    const raw = next.value.endsWith('\r') ? next.value.slice(0, -1) : next.value;
    if (!raw.trim()) continue;
    r.s.lines++;
    const line = parse(raw);
    if (line === UNPARSABLE) r.s.unparsable_lines++;
    else readLine(r, line);
  }
  r.s.skipped_bytes = skipped;
  // The cursor stops before an unterminated last line: the next summary reads it whole. (After a
  // jump that found no line's end, there is no line start to stop at: the earlier cursor stays.)
  const lost = jump && pos.dropped === 0;
  const cursor: SummaryCursor = lost
    ? (resume ?? { offset: 0, skipped: 0, state: saveReading(newReading()) })
    : { offset: pos.at, skipped, state: saveReading(r) };
  // A line without its newline is complete only if it parses (Claude Code may be writing it).
  const last = next.value;
  if (last !== undefined && last.trim()) {
    const line = parse(last);
    if (line === UNPARSABLE) r.s.partial_last_line = true;
    else {
      r.s.lines++;
      readLine(r, line);
    }
  }
  return { summary: finish(r, prices), cursor };
}

const UNPARSABLE = Symbol('unparsable');

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return UNPARSABLE;
  }
}

function readLine(r: Reading, line: unknown): void {
  const { s } = r;
  for (const ev of lineEvents(line)) {
    r.collector.add(ev);
    switch (ev.kind) {
      case 'context':
        if (ev.cwd !== undefined) s.cwd = ev.cwd;
        if (ev.gitBranch !== undefined) s.git_branch = ev.gitBranch;
        if (ev.version !== undefined) s.claude_version = ev.version;
        break;
      case 'compaction':
        s.compactions.push({ uuid: ev.uuid, timestamp: ev.timestamp, trigger: ev.trigger, pre_tokens: ev.preTokens });
        break;
      case 'message':
        readMessage(r, ev);
        break;
      case 'prompt':
        s.turn_count++;
        s.first_prompt ??= ev.text.slice(0, TEXT_CAP);
        s.last_prompt = ev.text.slice(0, TEXT_CAP);
        break;
      case 'assistant_text':
        if (ev.text.trim()) s.last_assistant_text = ev.text.slice(0, TEXT_CAP);
        break;
      case 'tool_use':
        readToolUse(r, ev);
        break;
      case 'tool_result':
        readToolResult(r, ev);
        break;
      case 'todos':
        s.todos = ev.todos;
        break;
    }
  }
}

function readMessage(r: Reading, ev: Extract<TranscriptEvent, { kind: 'message' }>): void {
  if (ev.uuid !== undefined) r.s.last_message_uuid = ev.uuid;
  if (ev.role === 'user') {
    r.s.messages.user++;
    return;
  }
  if (!ev.id) return;
  if (!r.usageById.has(ev.id)) r.s.messages.assistant++;
  r.s.last_message_id = ev.id;
  if (ev.usage) {
    r.usageById.set(ev.id, { usage: ev.usage, model: ev.model ?? '' });
    if (r.usageById.size > USAGE_OPEN) {
      const [id, oldest] = r.usageById.entries().next().value as [string, { usage: Usage; model: string }];
      r.usageById.delete(id);
      r.folded.set(oldest.model, addUsage(r.folded.get(oldest.model), oldest.usage));
    }
    const u = ev.usage;
    const tokens = Math.min(u.input + u.cache_read + u.cache_creation, Number.MAX_SAFE_INTEGER);
    if (tokens > 0) r.s.context = { tokens, model: ev.model ?? '' };
  }
}

function readToolUse(r: Reading, use: ToolUse): void {
  r.s.tools[use.name] = (r.s.tools[use.name] ?? 0) + 1;
  if (use.id) {
    r.pending.set(use.id, use.name);
    if (isTaskTool(use.name)) r.taskCalls.set(use.id, use);
  }
  const file = toolFile(use);
  if (file) (file.modifies ? r.modified : r.read).add(file.path);
}

function readToolResult(r: Reading, result: ToolResult): void {
  r.pending.delete(result.toolUseId);
  if (result.isError) r.s.tool_errors++;
  const call = r.taskCalls.get(result.toolUseId);
  if (!call) return;
  r.taskCalls.delete(result.toolUseId);
  const op = taskOperation(call, result);
  if (!op) return;
  const task = applyTaskOperation(r.tasks.get(op.id), op);
  if (task) r.tasks.set(op.id, task);
  else r.tasks.delete(op.id);
}

function addUsage(a: Usage | undefined, b: Usage): Usage {
  return a
    ? {
        input: a.input + b.input,
        output: a.output + b.output,
        cache_creation: a.cache_creation + b.cache_creation,
        cache_read: a.cache_read + b.cache_read,
      }
    : { ...b };
}

/** The summary of what was read (the reading itself is left as it is: a cursor may go on from it). */
function finish(r: Reading, prices: [RegExp, Price][]): ConversationSummary {
  const s: ConversationSummary = {
    ...r.s,
    tokens: { input: 0, output: 0, cache_creation: 0, cache_read: 0, total: 0 },
    cost_estimate_usd: 0,
  };
  const byModel = new Map(r.folded);
  for (const { usage, model } of r.usageById.values()) byModel.set(model, addUsage(byModel.get(model), usage));
  for (const [model, t] of byModel) {
    s.tokens.input += t.input;
    s.tokens.output += t.output;
    s.tokens.cache_creation += t.cache_creation;
    s.tokens.cache_read += t.cache_read;
    s.cost_estimate_usd += usageCost(model, t, prices);
  }
  s.tokens.total = s.tokens.input + s.tokens.output + s.tokens.cache_creation + s.tokens.cache_read;
  // Sums of counts past 2^53 are no longer counts the manifest accepts: capped.
  for (const k of ['input', 'output', 'cache_creation', 'cache_read', 'total'] as const)
    s.tokens[k] = Math.min(s.tokens[k], Number.MAX_SAFE_INTEGER);
  s.cost_estimate_usd = Math.round(s.cost_estimate_usd * 1e6) / 1e6;
  s.models = [...byModel.keys()].filter(Boolean).sort();
  s.files_read = [...r.read].sort();
  s.files_modified = [...r.modified].sort();
  s.tasks = [...r.tasks].map(([id, t]) => ({ id, subject: t.subject, status: t.status }));
  s.pending_tool_calls = [...r.pending].map(([id, name]) => ({ id, name }));
  s.signals = r.collector.signals();
  return s;
}

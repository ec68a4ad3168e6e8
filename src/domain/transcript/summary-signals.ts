import { mayContainSignal, scanAlgorithmText } from './phase.js';
import {
  applyTaskOperation,
  isTaskTool,
  taskOperation,
  toolFile,
  type TaskState,
  type ToolResult,
  type ToolUse,
  type TranscriptEvent,
} from './reader.js';

/**
 * The built-in session summary's raw material (SPEC-07.30.02), gathered from the transcript's
 * events in the one pass that reads the conversation (domain/transcript/conversation.ts).
 * Deterministic and offline: the same events always give the same signals. The heuristics:
 *
 * - Statements are the sentences of the assistant's text, one line each, outside code fences,
 *   without phase headers and TASK lines (phase.ts decides what those are). A question (ending in
 *   `?`) or a conditional (`If …`) is never a decision nor a blocker.
 * - Decisions: a sentence saying a choice was made — "I'll / we'll / let's / I'm going to" followed
 *   by a verb of choice (use, go with, switch to, stick with, keep, prefer, avoid, …), "decided
 *   to", "chose / choosing / went with / going with / opted for", "use X instead of / rather than
 *   Y", or a `Decision:` label. A bare "I'll run the tests" is the next step, not a decision.
 * - Failed approaches: a tool call whose result is an error (`is_error`; a Bash command that
 *   exits non-zero is one). What: the Bash command's first line, "edit <file>" for Write, Edit,
 *   MultiEdit and NotebookEdit, "read <file>" for Read, else the tool and its first telling input.
 *   Error: the first line of the result that looks like an error (else its first line), with
 *   Bash's "Exit code N" as "(exit N)". Fixed by: the next successful call of the same kind — the
 *   same program for Bash (with the subcommand of npm, git, cargo, go, make, …), the same file for
 *   the file tools (any of the modifying ones), the same tool otherwise.
 * - Blockers: failures no success of their kind followed ("`cmd` still fails: …"); statements of
 *   being blocked or putting off ("blocked on/by", "can't … until", "deferred", `TODO:`, "need
 *   to … later", "future/next/later session"); and the questions the assistant's last text asked
 *   when nothing (no tool call, no prompt) came after them. Open tasks are not blockers: the
 *   summary shows tasks on their own.
 * - Progress: the latest TASK line ("Task: …") first, then, newest last: tasks completed
 *   (TaskCreate/TaskUpdate as Claude Code carried them out, and TodoWrite's list when the task tools
 *   are off), files changed ("Changed <path>", one line per file, moved to the end when changed
 *   again; paths relative to the session's folder), and commands that test, build or lint and
 *   succeeded ("Ran `npm test`: passed"; a later failure of the same command takes it back).
 *
 * Bounded whatever the transcript holds: each text is scanned up to SCAN_MAX characters, every
 * item is one line of at most ITEM_MAX characters, lists are deduplicated and keep their newest
 * entries, and the calls waiting for a result are capped (the oldest are forgotten).
 */
export interface SummarySignals {
  /** What got done: the TASK line, tasks completed, files changed, checks that passed (newest last, ≤ 10). */
  progress: string[];
  /** Statements of decision by the assistant ("I'll use X", "chose X over Y"), newest last, ≤ 8. */
  decisions: string[];
  /**
   * Tool calls that failed, newest last (≤ 8): what was tried, the error's telling line, and the
   * later successful call of the same kind that fixed it (absent: nothing did).
   */
  failed: { what: string; error: string; fixedBy?: string }[];
  /** What is still in the way: failures nothing fixed, statements of being blocked or deferring, open questions (≤ 8). */
  blockers: string[];
}

/** Longest item (one line). */
const ITEM_MAX = 200;
const PROGRESS_MAX = 10;
const LIST_MAX = 8;
/** Characters of one assistant text that are scanned for statements (a text is rarely longer). */
const SCAN_MAX = 64 * 1024;
/** A longer "sentence" is not prose (a pasted log, a table row): not a statement. */
const SENTENCE_MAX = 2000;
/** Parts of a failure's line, so that "Tried `what`: error — fixed by `fix`" stays one short line. */
const WHAT_MAX = 60;
const ERROR_MAX = 90;
/** Tool calls remembered while their result may still come; tasks followed. */
const OPEN_MAX = 256;
const TASKS_MAX = 512;
/** Entries kept before the newest are taken (more than any list shows, so moves and removals stay right). */
const KEEP = 64;

/** `s` cut to `max` characters (never inside a surrogate pair), with `…` when cut. */
function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  let end = max - 1;
  const c = s.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return `${s.slice(0, end).trimEnd()}…`;
}

/** One line of at most `max` characters: white space collapsed (only the start of a huge text is looked at). */
export function oneLine(s: string, max = ITEM_MAX): string {
  return cut(
    s
      .slice(0, max * 4)
      .replace(/\s+/g, ' ')
      .trim(),
    max,
  );
}

/** `s` as a markdown code span (a longer fence when it holds backticks). */
export function codeSpan(s: string): string {
  if (!s.includes('`')) return `\`${s}\``;
  return s.includes('``') ? `\`\`\` ${s} \`\`\`` : `\`\` ${s} \`\``;
}

/** Keyed entries, oldest first: setting a key again moves it to the end; only the newest `max` stay. */
class Recent<T> {
  private readonly map = new Map<string, T>();
  constructor(private readonly max: number) {}
  set(key: string, value: T): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }
  get(key: string): T | undefined {
    return this.map.get(key);
  }
  has(key: string): boolean {
    return this.map.has(key);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  keys(): string[] {
    return [...this.map.keys()];
  }
  values(): T[] {
    return [...this.map.values()];
  }
  entries(): [string, T][] {
    return [...this.map];
  }
  /** Sets each entry in order (a saved collector's). */
  fill(entries: unknown): void {
    if (Array.isArray(entries))
      for (const [key, value] of entries as [string, T][]) if (typeof key === 'string') this.set(key, value);
  }
}

/** A SummaryCollector's state as plain JSON (what a summary cursor keeps: domain/transcript/conversation.ts). */
interface CollectorState {
  seq: number;
  cwd?: string | undefined;
  task?: string | undefined;
  calls: [string, unknown][];
  tasks: [string, unknown][];
  progress: [string, unknown][];
  decisions: [string, unknown][];
  statedBlockers: [string, unknown][];
  failures: [string, unknown][];
  questions: string[];
}

// ---------------------------------------------------------------------------------------------
// Statements

/** Apostrophes both ways: models write "I’ll" as often as "I'll". */
const DECISION = [
  /\b(?:I['’]ll|I will|I['’]m going to|I am going to|we['’]ll|we will|we['’]re going to|let['’]s|let us)\s+(?:use|go with|switch to|stick with|keep|choose|pick|prefer|adopt|avoid|skip|drop|replace|rely on|opt for|take the)\b/i,
  /\b(?:decided|decide|deciding) (?:to|on|against)\b/i,
  /\b(?:chose|chosen|choosing|went with|going with|opted for|opting for)\b/i,
  /\b(?:use|using|go with|switch(?:ing)? to)\b.{0,80}?\b(?:instead of|rather than)\b/i,
  /^decision\s*:/i,
];

const BLOCKER = [
  /\bblocked (?:on|by)\b/i,
  /\b(?:can['’]t|cannot|can not|couldn['’]t|unable to)\b.{0,80}?\buntil\b/i,
  /\bdeferr(?:ed|ing)\b/i,
  /\bdefer\b.{0,60}?\b(?:until|to (?:a |the )?(?:later|next|future))\b/i,
  /\b(?:TODO|FIXME)\b:/,
  /\bneeds? to\b.{0,80}?\blater\b/i,
  /\b(?:future|next|later) session\b/i,
  /^(?:blocker|blocked)\s*:/i,
];

/** Words one of the patterns needs: a line without any (and without a `?`) is passed over unsplit. */
const MAYBE =
  /\b(?:I['’]ll|I will|I['’]m going|I am going|we['’]ll|we will|we['’]re going|let['’]s|let us|decid|decision|chose|chosen|choosing|went with|going with|opt|instead of|rather than|block|can['’]t|cannot|can not|couldn['’]t|unable|defer|TODO|FIXME|needs? to|session)/i;

/** A line PAI's phase tracker reads (a phase header, the TASK line) or a bar of `━`: not prose. */
function isSignalLine(line: string): boolean {
  return line.includes('━━━') || (mayContainSignal(line) && scanAlgorithmText(line).length > 0);
}

/** A sentence without its list marker, quote marker and emphasis. */
function clean(sentence: string): string {
  return sentence
    .replace(/^(?:>\s*)+/, '')
    .replace(/^(?:[-*+]|\d{1,3}[.)])\s+/, '')
    .replace(/\*\*|__/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The sentences of an assistant text, outside code fences, without PAI's signal lines. */
function sentences(text: string): string[] {
  const out: string[] = [];
  let fenced = false;
  for (const raw of text.slice(0, SCAN_MAX).split('\n')) {
    const line = raw.trim();
    if (line.startsWith('```') || line.startsWith('~~~')) {
      fenced = !fenced;
      continue;
    }
    if (fenced || !line || (!line.includes('?') && !MAYBE.test(line)) || isSignalLine(line)) continue;
    for (const part of line.split(/(?<=[.!?])\s+/)) {
      const s = clean(part);
      if (s && s.length <= SENTENCE_MAX) out.push(s);
    }
  }
  return out;
}

type Statement = { kind: 'decision' | 'blocker' | 'question'; text: string };

/** What one sentence states, if anything the summary keeps. */
function statementOf(sentence: string): Statement | undefined {
  if (sentence.endsWith('?')) return { kind: 'question', text: sentence };
  if (/^(?:if|unless|whether)\b/i.test(sentence)) return undefined;
  if (BLOCKER.some((re) => re.test(sentence))) return { kind: 'blocker', text: sentence };
  if (DECISION.some((re) => re.test(sentence)))
    return { kind: 'decision', text: sentence.replace(/^decision\s*:\s*/i, '') };
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Tool calls

/** Programs whose first argument says what they do (`npm test` is not `npm install`). */
const SUBCOMMANDS = new Set([
  'npm',
  'pnpm',
  'yarn',
  'bun',
  'npx',
  'pnpx',
  'bunx',
  'deno',
  'git',
  'go',
  'cargo',
  'make',
  'docker',
  'kubectl',
  'pip',
  'pip3',
  'uv',
  'poetry',
  'dotnet',
  'mvn',
  'gradle',
  'gradlew',
]);
/** Words before the program that are not it. */
const WRAPPERS = new Set(['sudo', 'env', 'time', 'nohup', 'command', 'exec']);
/** Segments that only set the scene (`cd dir && npm test` is `npm test`). */
const SCENE = new Set(['cd', 'pushd', 'popd', 'export', 'source', '.', 'set', 'unset', 'true', ':']);
/** Commands that test, build, lint or type-check, at the start of a segment. */
const CHECK =
  /^(?:(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?(?:test|build|lint|check|typecheck|ci|verify)\b|(?:npx|pnpx|bunx)\s+(?:vitest|jest|mocha|tsc|eslint|playwright|ava)\b|(?:pytest|tox|nox|vitest|jest|mocha|tsc|eslint|ruff|mypy|phpunit|rspec|ctest|make)\b|go\s+(?:test|build|vet)\b|cargo\s+(?:test|build|check|clippy)\b|(?:mvn|gradle|\.\/gradlew|\.\/mvnw)\b|dotnet\s+(?:test|build)\b|(?:node|deno|bun)\s+--?test\b|deno\s+test\b|python3?\s+-m\s+(?:pytest|unittest)\b)/;

/** The segments of a command line (split at `&&`, `||`, `;`, `|`), each without leading assignments and wrappers. */
function segments(line: string): string[] {
  return line.split(/&&|\|\||;|\|/).map((seg) => {
    const words = seg.trim().split(/\s+/);
    let i = 0;
    while (i < words.length && (/^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i]!) || WRAPPERS.has(words[i]!))) i++;
    return words.slice(i).join(' ');
  });
}

/** What a command runs: its first program that is not scene-setting, with the subcommand of those that have one. */
function programOf(line: string): string {
  for (const seg of segments(line)) {
    const words = seg.split(' ').filter(Boolean);
    const first = words[0];
    if (!first || SCENE.has(first)) continue;
    const base = first.replace(/^.*\//, '');
    if (!SUBCOMMANDS.has(base)) return base;
    const rest = words.slice(1).filter((w) => !w.startsWith('-'));
    return [base, ...(rest[0] === 'run' ? rest.slice(0, 2) : rest.slice(0, 1))].join(' ');
  }
  return line.trim().split(/\s+/)[0] ?? '';
}

/** A tool call as the summary names it: `kind` groups a failure with what may fix it. */
interface Call {
  use: ToolUse;
  kind: string;
  what: string;
  /** The file a modifying tool changes (relative to the session's folder when inside it). */
  changes?: string;
  /** A Bash command that tests, builds or lints. */
  check?: boolean;
}

/** Inputs that say what a tool was asked, most telling first. */
const TELLING = ['command', 'pattern', 'url', 'query', 'path', 'prompt', 'description', 'subject', 'skill', 'taskId'];

function relative(path: string, cwd: string | undefined): string {
  return cwd && path.startsWith(`${cwd}/`) ? path.slice(cwd.length + 1) : path;
}

function describeCall(use: ToolUse, cwd: string | undefined): Call {
  const command = use.input['command'];
  if (use.name === 'Bash' && typeof command === 'string') {
    const lines = command
      .slice(0, SENTENCE_MAX)
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const first = lines[0] ?? '';
    const what = cut(oneLine(first, WHAT_MAX) + (lines.length > 1 ? ' …' : ''), WHAT_MAX);
    return { use, kind: `Bash:${programOf(first)}`, what, check: segments(first).some((s) => CHECK.test(s)) };
  }
  const file = toolFile(use);
  if (file) {
    const path = relative(file.path, cwd);
    if (file.modifies)
      return { use, kind: `edit:${file.path}`, what: oneLine(`edit ${path}`, WHAT_MAX), changes: path };
    return {
      use,
      kind: `${use.name}:${file.path}`,
      what: oneLine(`${use.name === 'Read' ? 'read' : use.name} ${path}`, WHAT_MAX),
    };
  }
  const key =
    TELLING.find((k) => typeof use.input[k] === 'string' && use.input[k]) ??
    Object.keys(use.input).find((k) => typeof use.input[k] === 'string' && use.input[k]);
  const value = key === undefined ? '' : ` ${use.input[key] as string}`;
  return { use, kind: use.name, what: oneLine(`${use.name}${value}`, WHAT_MAX) };
}

/** A line that reads as an error: an `…Error`/`…Exception` name, or an error word (whole words: `triggerUncaughtException(` is a stack line). */
const ERRORISH = [
  /\b[A-Z]\w*(?:Error|Exception)\b(?!\()/,
  /\b(?:errors?|fail|failed|failure|cannot|can't|not found|no such|denied|missing|invalid|refused|fatal|unable|not allowed|timed out)\b/i,
];

/** The telling line of a failed call's text: the first that reads as an error, else the first; Bash's exit code after it. */
function errorLine(text: string | undefined): string {
  const lines = (text ?? '')
    .slice(0, 8 * 1024)
    .replace(/<\/?tool_use_error>/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const exit = lines[0] !== undefined ? /^Exit code (\d+)$/.exec(lines[0])?.[1] : undefined;
  if (exit !== undefined) lines.shift();
  const line = lines.find((l) => ERRORISH.some((re) => re.test(l))) ?? lines[0];
  if (exit === undefined) return oneLine(line ?? 'failed', ERROR_MAX);
  return line === undefined ? `exit ${exit}` : `${oneLine(line, ERROR_MAX - 10)} (exit ${exit})`;
}

// ---------------------------------------------------------------------------------------------
// The collector

interface Failure {
  seq: number;
  kind: string;
  what: string;
  error: string;
  fixedBy?: string;
}

/** Gathers SummarySignals from transcript events, one event at a time (events of a whole session). */
export class SummaryCollector {
  /** Order of arrival, so that blockers of different sources interleave as they happened. */
  private seq = 0;
  private cwd: string | undefined;
  private task: string | undefined;
  private readonly calls = new Recent<Call>(OPEN_MAX);
  private readonly tasks = new Recent<TaskState>(TASKS_MAX);
  private readonly progress = new Recent<string>(KEEP);
  private readonly decisions = new Recent<string>(KEEP);
  private readonly statedBlockers = new Recent<{ seq: number; text: string }>(KEEP);
  private readonly failures = new Recent<Failure>(KEEP);
  /** Questions of the assistant's texts since the last tool call or prompt. */
  private questions: string[] = [];

  add(ev: TranscriptEvent): void {
    this.seq++;
    switch (ev.kind) {
      case 'context':
        if (ev.cwd !== undefined) this.cwd = ev.cwd;
        break;
      case 'prompt':
        this.questions = [];
        break;
      case 'assistant_text':
        this.readText(ev.text);
        break;
      case 'tool_use':
        this.questions = [];
        if (ev.id) this.calls.set(ev.id, describeCall(ev, this.cwd));
        break;
      case 'tool_result':
        this.readResult(ev);
        break;
      case 'todos':
        this.readTodos(ev.todos);
        break;
    }
  }

  /** Its state, to go on later from where it is (a call's input is kept for task calls only: nothing else reads it again). */
  save(): CollectorState {
    const calls = this.calls
      .entries()
      .map(([id, c]): [string, Call] => [id, isTaskTool(c.use.name) ? c : { ...c, use: { ...c.use, input: {} } }]);
    return {
      ...{
        seq: this.seq,
        cwd: this.cwd,
        task: this.task,
        calls,
        tasks: this.tasks.entries(),
        progress: this.progress.entries(),
        decisions: this.decisions.entries(),
      },
      ...{
        statedBlockers: this.statedBlockers.entries(),
        failures: this.failures.entries(),
        questions: this.questions,
      },
    };
  }

  /** A collector going on from a saved state (a fresh one from what is not such a state). */
  static load(state: unknown): SummaryCollector {
    const c = new SummaryCollector();
    const v = state as Partial<CollectorState> | undefined;
    if (!v || typeof v.seq !== 'number') return c;
    c.seq = v.seq;
    c.cwd = typeof v.cwd === 'string' ? v.cwd : undefined;
    c.task = typeof v.task === 'string' ? v.task : undefined;
    c.calls.fill(v.calls);
    c.tasks.fill(v.tasks);
    c.progress.fill(v.progress);
    c.decisions.fill(v.decisions);
    c.statedBlockers.fill(v.statedBlockers);
    c.failures.fill(v.failures);
    c.questions = Array.isArray(v.questions) ? v.questions.filter((q): q is string => typeof q === 'string') : [];
    return c;
  }

  signals(): SummarySignals {
    const task = this.task === undefined ? [] : [oneLine(`Task: ${this.task}`)];
    const failures = this.failures.values();
    const open = failures
      .filter((f) => f.fixedBy === undefined)
      .map((f) => ({ seq: f.seq, text: oneLine(`${codeSpan(f.what)} still fails: ${f.error}`) }));
    const blockers = [...open, ...this.statedBlockers.values()].sort((a, b) => a.seq - b.seq).map((b) => b.text);
    for (const q of this.questions) blockers.push(oneLine(`Open question: ${q}`));
    return {
      progress: [...task, ...this.progress.values().slice(-(PROGRESS_MAX - task.length))],
      decisions: this.decisions.values().slice(-LIST_MAX),
      failed: failures
        .slice(-LIST_MAX)
        .map((f) =>
          f.fixedBy === undefined
            ? { what: f.what, error: f.error }
            : { what: f.what, error: f.error, fixedBy: f.fixedBy },
        ),
      blockers: blockers.slice(-LIST_MAX),
    };
  }

  private readText(text: string): void {
    if (mayContainSignal(text)) {
      for (const s of scanAlgorithmText(text.slice(0, SCAN_MAX))) if (s.kind === 'task') this.task = oneLine(s.summary);
    }
    for (const sentence of sentences(text)) {
      const st = statementOf(sentence);
      if (!st) continue;
      const line = oneLine(st.text);
      const key = line.toLowerCase();
      if (st.kind === 'decision') this.decisions.set(key, line);
      else if (st.kind === 'blocker') this.statedBlockers.set(key, { seq: this.seq, text: line });
      else if (!this.questions.includes(line)) this.questions = [...this.questions, line].slice(-2);
    }
  }

  private readResult(result: ToolResult): void {
    const call = this.calls.get(result.toolUseId);
    if (!call) return;
    this.calls.delete(result.toolUseId);
    if (isTaskTool(call.use.name)) this.readTask(call.use, result);
    if (result.isError) this.failed(call, errorLine(result.error));
    else this.succeeded(call);
  }

  private failed(call: Call, error: string): void {
    this.failures.set(`${call.what}\n${error}`, { seq: this.seq, kind: call.kind, what: call.what, error });
    if (call.check) this.progress.delete(`run:${call.what}`);
  }

  private succeeded(call: Call): void {
    for (const f of this.failures.values()) if (f.kind === call.kind && f.fixedBy === undefined) f.fixedBy = call.what;
    if (call.changes !== undefined) this.progress.set(`file:${call.changes}`, oneLine(`Changed ${call.changes}`));
    if (call.check) this.progress.set(`run:${call.what}`, oneLine(`Ran ${codeSpan(call.what)}: passed`));
  }

  /** A task call Claude Code carried out: a task completed is progress; reopened or deleted, it is not any more. */
  private readTask(use: ToolUse, result: ToolResult): void {
    const op = taskOperation(use, result);
    if (!op) return;
    const task = applyTaskOperation(this.tasks.get(op.id), op);
    const key = `task:${op.id}`;
    if (task) this.tasks.set(op.id, task);
    else this.tasks.delete(op.id);
    if (task?.status === 'completed') {
      if (!this.progress.has(key)) this.progress.set(key, oneLine(`Completed: ${task.subject || `task ${op.id}`}`));
    } else this.progress.delete(key);
  }

  /** TodoWrite sets the whole list: its completed todos are progress, in the list's order. */
  private readTodos(todos: { content: string; status: string }[]): void {
    const done = new Set(todos.filter((t) => t.status === 'completed').map((t) => `todo:${oneLine(t.content)}`));
    for (const key of this.progress.keys()) if (key.startsWith('todo:') && !done.has(key)) this.progress.delete(key);
    for (const key of done) if (!this.progress.has(key)) this.progress.set(key, oneLine(`Completed: ${key.slice(5)}`));
  }
}

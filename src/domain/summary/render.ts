import { codeSpan, oneLine, type SummarySignals } from '../transcript/summary-signals.js';
import type { FileChange } from './diffstat.js';

/** What the built-in summary is made of: the transcript's signals, git, the PAI state, the context used. */
export interface SummaryInput {
  sessionId: string;
  /** The session's name or label; the heading falls back to the session id. */
  title?: string | undefined;
  signals: SummarySignals;
  /** What the session changed, from git (the caller computes the diffstat). */
  files: FileChange[];
  pai?:
    | {
        task?: string | undefined;
        phase?: { number: number; name: string } | undefined;
        completedPhases?: number[] | undefined;
        tasks?: { id: string; subject: string; status: string }[] | undefined;
      }
    | undefined;
  git?:
    | { branch: string | null; head: string | null; dirty: boolean; uncommitted: number; unpushed?: number | undefined }
    | undefined;
  /** The context the last request filled: tokens of a window of `window`, `percent` of it (0–100), compactions so far. */
  context?: { tokens: number; window: number; percent: number; compactions: number } | undefined;
  lastPrompt?: string | null | undefined;
  /** Names of the tools still running when the checkpoint was taken. */
  pendingToolCalls?: string[] | undefined;
}

/** A session summary (SPEC-07.30.02) as a checkpoint stores it: the sections as lists, and the markdown of them all. */
export interface SessionSummary {
  /** Who wrote the markdown: the built-in summary, or the model rewriting it (`[summary] engine`). */
  engine: 'builtin' | 'model';
  /** ISO time of the summary. */
  generated_at: string;
  progress: string[];
  decisions: string[];
  failed_approaches: string[];
  blockers: string[];
  /** The "Context for Resume" lines: git, the phase, the task, open tasks, context used, the last prompt, tools running. */
  context: string[];
  /** The files changed (at most FILES_MAX, in the caller's order). */
  files: FileChange[];
  /** The whole summary as SPEC-07.30.02 shows it, plus a Files section; at most MARKDOWN_MAX bytes. */
  markdown: string;
}

/** Longest markdown (UTF-8 bytes): lists are cut, oldest entries first, never a line in the middle. */
export const MARKDOWN_MAX = 8 * 1024;
/** Longest line of the markdown (a failed approach is three parts on one line). */
const LINE_MAX = 240;
const TITLE_MAX = 120;
const PROMPT_MAX = 120;
/** Files a summary keeps; the markdown shows at most FILES_SHOWN of them, then how many more. */
const FILES_MAX = 200;
const FILES_SHOWN = 50;
const LIST_MAX = 10;

/** The built-in summary: deterministic, offline, from the transcript's signals and the caller's git and PAI state. */
export function builtinSummary(input: SummaryInput, now: Date): SessionSummary {
  const s = input.signals;
  const base: Omit<SessionSummary, 'markdown'> = {
    engine: 'builtin',
    generated_at: now.toISOString(),
    progress: lines(s.progress),
    decisions: lines(s.decisions),
    failed_approaches: lines(
      s.failed.map(
        (f) =>
          `Tried ${codeSpan(f.what)}: ${f.error} — ${f.fixedBy === undefined ? 'not resolved' : `fixed by ${codeSpan(f.fixedBy)}`}`,
      ),
    ),
    blockers: lines(s.blockers),
    context: contextLines(input),
    files: input.files.slice(0, FILES_MAX),
  };
  return { ...base, markdown: summaryMarkdown(base, input.title?.trim() || input.sessionId) };
}

/** The newest LIST_MAX entries of a list, each one line. */
function lines(list: string[]): string[] {
  return list
    .slice(-LIST_MAX)
    .map((l) => oneLine(l, LINE_MAX))
    .filter(Boolean);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 950 → "950", 142_000 → "142k", 1_500_000 → "1.5M". */
function tokens(n: number): string {
  if (n >= 1e6) return `${Math.round(n / 1e5) / 10}M`;
  if (n >= 1000) return `${Math.round(n / 1000)}k`;
  return String(Math.round(n));
}

/** The "Context for Resume" lines: where the work stands, for whoever picks it up. */
function contextLines(input: SummaryInput): string[] {
  const out: string[] = [];
  if (input.git) out.push(gitLine(input.git));
  const { pai } = input;
  if (pai?.phase) {
    const done = pai.completedPhases?.length ? ` (completed ${pai.completedPhases.join(', ')})` : '';
    out.push(`Phase ${pai.phase.number}/7${pai.phase.name ? ` ${pai.phase.name}` : ''}${done}`);
  }
  if (pai?.task) out.push(`Task: ${pai.task}`);
  const open = (pai?.tasks ?? []).filter((t) => t.status !== 'completed' && t.status !== 'deleted');
  if (open.length) out.push(`Open tasks: ${open.length} (${open.map((t) => t.subject || `task ${t.id}`).join(', ')})`);
  const c = input.context;
  if (c)
    out.push(
      `Context: ${tokens(c.tokens)} of ${tokens(c.window)} tokens (${Math.round(c.percent)} %)${c.compactions ? `, ${plural(c.compactions, 'compaction')}` : ''}`,
    );
  if (input.lastPrompt?.trim()) out.push(`Last prompt: "${oneLine(input.lastPrompt, PROMPT_MAX)}"`);
  if (input.pendingToolCalls?.length) out.push(`Still running at the checkpoint: ${counted(input.pendingToolCalls)}`);
  return out.map((l) => oneLine(l, LINE_MAX));
}

function gitLine(g: NonNullable<SummaryInput['git']>): string {
  const where = `${g.branch ? `Branch ${g.branch}` : 'Detached HEAD'}${g.head ? ` at ${g.head.slice(0, 7)}` : ', no commits yet'}`;
  const state: string[] = [];
  if (g.uncommitted > 0) state.push(plural(g.uncommitted, 'uncommitted file'));
  else if (g.dirty) state.push('uncommitted changes');
  if (g.unpushed) state.push(plural(g.unpushed, 'unpushed commit'));
  return `${where}: ${state.length ? state.join(', ') : 'clean'}`;
}

/** ["Bash", "Read", "Bash"] → "Bash ×2, Read" (in order of first appearance). */
function counted(names: string[]): string {
  const n = new Map<string, number>();
  for (const name of names) n.set(name, (n.get(name) ?? 0) + 1);
  return [...n].map(([name, k]) => (k > 1 ? `${name} ×${k}` : name)).join(', ');
}

function fileLine(f: FileChange): string {
  return oneLine(f.uncounted ? f.path : `${f.path} (${f.binary ? 'binary' : `+${f.added} −${f.removed}`})`, LINE_MAX);
}

/** A section of the markdown; `newestLast` lists give up their oldest line first, the others their last. */
interface Section {
  title: string;
  lines: string[];
  /** Shown (as "- (nothing yet)") even when empty. */
  always?: boolean;
  newestLast: boolean;
  omitted: number;
}

/**
 * The summary in SPEC-07.30.02's layout: `## Session Summary: <title>`, then Progress, Decisions,
 * Failed Approaches, Blockers, Context for Resume and Files, each a list of `- ` lines. Empty
 * sections are left out except Progress and Context for Resume. At most MARKDOWN_MAX bytes: while
 * it is longer, the longest list gives up a line (its oldest, or the last of Files and Context)
 * and says how many it left out.
 */
export function summaryMarkdown(s: Omit<SessionSummary, 'markdown'>, title: string): string {
  const list = (title: string, items: string[], newestLast: boolean, always = false): Section => ({
    title,
    lines: items.map((l) => oneLine(l, LINE_MAX)).filter(Boolean),
    newestLast,
    always,
    omitted: 0,
  });
  const files = list('Files', s.files.slice(0, FILES_SHOWN).map(fileLine), false);
  files.omitted = Math.max(0, s.files.length - FILES_SHOWN);
  const sections = [
    list('Progress', s.progress, true, true),
    list('Decisions', s.decisions, true),
    list('Failed Approaches', s.failed_approaches, true),
    list('Blockers', s.blockers, true),
    list('Context for Resume', s.context, false, true),
    files,
  ];
  const heading = `## Session Summary: ${oneLine(title, TITLE_MAX)}`;
  let out = compose(heading, sections);
  while (Buffer.byteLength(out) > MARKDOWN_MAX && shrink(sections)) out = compose(heading, sections);
  return out;
}

function compose(heading: string, sections: Section[]): string {
  const parts = [heading];
  for (const s of sections) {
    if (!s.lines.length && !s.always) continue;
    const body = s.lines.length ? s.lines.map((l) => `- ${l}`) : ['- (nothing yet)'];
    const more = `- (${s.omitted} more not shown)`;
    if (s.omitted && s.newestLast) body.unshift(more);
    else if (s.omitted) body.push(more);
    parts.push(`### ${s.title}\n${body.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** The longest list (the later one on a tie) gives up a line; false when every list is down to one. */
function shrink(sections: Section[]): boolean {
  let pick: Section | undefined;
  for (const s of sections) if (s.lines.length > 1 && (!pick || s.lines.length >= pick.lines.length)) pick = s;
  if (!pick) return false;
  if (pick.newestLast) pick.lines.shift();
  else pick.lines.pop();
  pick.omitted++;
  return true;
}

import { PHASES, type PhaseName } from '../records/phases.js';

/** What the assistant's output says about the PAI Algorithm, in order of appearance. */
export type AlgorithmSignal = { kind: 'task'; summary: string } | { kind: 'phase'; number: number; name: PhaseName };

/**
 * Phase headers, both PAI styles:
 *   `━━━ 👁️ OBSERVE ━━━ 1/7`                      (current)
 *   `━━━ 👁️  O B S E R V E ━━━━━━━━━ 1/7`          (older: spaced letters)
 * The emoji is optional; the name must be one of the seven phases and the `N/7` must agree with
 * it, so prose that merely mentions a phase never counts.
 *
 * The text is the model's output, so it is untrusted: the scan is linear in its length, whatever
 * it holds (64k `━` in a row, a megabyte of near-misses). A hand parser visits each bar run at most
 * twice and looks at most MAX_MIDDLE characters between the bars; there is no regular expression
 * that could backtrack. (The regex it replaces took 20 s on 64k `━`.)
 */
const BAR = '━';
/** Emoji, spaces and the (possibly spaced) phase name between the bars: `👁️  O B S E R V E ` is 20. */
const MAX_MIDDLE = 64;
const MAX_TASK = 120;

/** Horizontal white space (never a line break). */
function hws(ch: string | undefined): boolean {
  return ch !== undefined && ch !== '\n' && ch !== '\r' && /\s/.test(ch);
}

function skipHws(text: string, at: number): number {
  while (hws(text[at])) at++;
  return at;
}

/** The phase name between the bars: an optional emoji token, then 4-13 capitals, single spaces allowed between them. */
function phaseNameOf(middle: string): string | undefined {
  let rest = middle.trim();
  const first = rest[0];
  if (first !== undefined && !(first >= 'A' && first <= 'Z')) {
    const space = rest.search(/\s/);
    if (space < 0) return undefined;
    rest = rest.slice(space).trim();
  }
  let name = '';
  for (let i = 0; i < rest.length; i++) {
    const ch = rest[i]!;
    if (ch >= 'A' && ch <= 'Z') name += ch;
    else if (!(hws(ch) && rest[i - 1] !== undefined && !hws(rest[i - 1]))) return undefined; // one space between letters
  }
  return name.length >= 4 && name.length <= 13 ? name : undefined;
}

/** A header whose opening bars end at `from`: its phase and where it ends; else where to look next. */
function headerAt(text: string, from: number): { phase?: { number: number; name: PhaseName }; next: number } {
  const start = skipHws(text, from);
  let close = start;
  while (close < text.length && close - start <= MAX_MIDDLE && text[close] !== BAR && text[close] !== '\n') close++;
  if (text[close] !== BAR) return { next: from };
  let after = close;
  while (text[after] === BAR) after++;
  if (after - close < 3) return { next: close };
  const name = phaseNameOf(text.slice(start, close));
  let at = skipHws(text, after);
  const digit = text[at];
  if (!name || digit === undefined || digit < '1' || digit > '7') return { next: close };
  at = skipHws(text, at + 1);
  if (text[at] !== '/') return { next: close };
  at = skipHws(text, at + 1);
  if (text[at] !== '7') return { next: close };
  const number = Number(digit);
  if (PHASES[number - 1] !== name) return { next: close };
  return { phase: { number, name: name as PhaseName }, next: at + 1 };
}

/** The task line: `🗒️ TASK: <about 8 words>` (one match per 🗒, so linear). */
const TASK_RE = /🗒\uFE0F?[^\S\n]*TASK:[^\S\n]*([^\n]+)/gu;

function cleanTask(s: string): string {
  const t = s
    .slice(0, MAX_TASK * 8)
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return t.length > MAX_TASK ? `${t.slice(0, MAX_TASK - 1)}…` : t;
}

/** Cheap pre-filter for the hot path: can this text contain a signal at all? */
export function mayContainSignal(text: string): boolean {
  return text.includes('━━━') || text.includes('TASK:');
}

export function scanAlgorithmText(text: string): AlgorithmSignal[] {
  if (!mayContainSignal(text)) return [];
  const found: { at: number; signal: AlgorithmSignal }[] = [];
  for (let i = text.indexOf('━━━'); i >= 0;) {
    let end = i;
    while (text[end] === BAR) end++;
    const h = headerAt(text, end);
    if (h.phase) found.push({ at: i, signal: { kind: 'phase', ...h.phase } });
    // Resume at the closing bars of a failed header (they may open the next one), else after it.
    i = text.indexOf('━━━', Math.max(h.next, end));
  }
  for (const m of text.matchAll(TASK_RE)) {
    const summary = cleanTask(m[1] ?? '');
    if (summary) found.push({ at: m.index, signal: { kind: 'task', summary } });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.signal);
}

/** A short task summary from free text (the user's prompt) when no TASK line was printed. */
export function summarizePrompt(prompt: string, words = 8): string {
  const w = prompt.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const s = w.slice(0, words).join(' ');
  return cleanTask(w.length > words ? `${s}…` : s);
}

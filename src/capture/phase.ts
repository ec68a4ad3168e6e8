import { PHASES, type PhaseName } from '../records/phases.js';

/** What the assistant's output says about the PAI Algorithm, in order of appearance. */
export type AlgorithmSignal =
  | { kind: 'task'; summary: string }
  | { kind: 'phase'; number: number; name: PhaseName };

/**
 * Phase headers, both PAI styles:
 *   `━━━ 👁️ OBSERVE ━━━ 1/7`                      (current)
 *   `━━━ 👁️  O B S E R V E ━━━━━━━━━ 1/7`          (older: spaced letters)
 * The emoji is optional; the name must be one of the seven phases and the `N/7` must agree with
 * it, so prose that merely mentions a phase never counts.
 */
const HEADER_RE = /━{3,}[^\S\n]*(?:[^\sA-Za-z━][^\s━]*[^\S\n]+)?((?:[A-Z][^\S\n]?){4,13}?)[^\S\n]*━{3,}[^\S\n]*([1-7])[^\S\n]*\/[^\S\n]*7/gu;

/** The task line: `🗒️ TASK: <about 8 words>`. */
const TASK_RE = /🗒\uFE0F?[^\S\n]*TASK:[^\S\n]*([^\n]+)/gu;

const MAX_TASK = 120;

function cleanTask(s: string): string {
  const t = s.replace(/[*_`]+/g, '').replace(/\s+/g, ' ').trim();
  return t.length > MAX_TASK ? `${t.slice(0, MAX_TASK - 1)}…` : t;
}

/** Cheap pre-filter for the hot path: can this text contain a signal at all? */
export function mayContainSignal(text: string): boolean {
  return text.includes('━━━') || text.includes('TASK:');
}

export function scanAlgorithmText(text: string): AlgorithmSignal[] {
  if (!mayContainSignal(text)) return [];
  const found: { at: number; signal: AlgorithmSignal }[] = [];
  for (const m of text.matchAll(HEADER_RE)) {
    const name = (m[1] ?? '').replace(/\s/g, '') as PhaseName;
    const number = Number(m[2]);
    if (PHASES[number - 1] !== name) continue;
    found.push({ at: m.index, signal: { kind: 'phase', number, name } });
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

import { mayContainSignal, scanAlgorithmText } from './phase.js';

// Statements in an assistant's prose: the decisions, blockers and questions a summary lists (summary-signals.ts collects them).

/** Characters of one assistant text that are scanned for statements (a text is rarely longer). */
export const SCAN_MAX = 64 * 1024;

/** A longer "sentence" is not prose (a pasted log, a table row): not a statement. */
export const SENTENCE_MAX = 2000;

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
export function sentences(text: string): string[] {
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
export function statementOf(sentence: string): Statement | undefined {
  if (sentence.endsWith('?')) return { kind: 'question', text: sentence };
  if (/^(?:if|unless|whether)\b/i.test(sentence)) return undefined;
  if (BLOCKER.some((re) => re.test(sentence))) return { kind: 'blocker', text: sentence };
  if (DECISION.some((re) => re.test(sentence)))
    return { kind: 'decision', text: sentence.replace(/^decision\s*:\s*/i, '') };
  return undefined;
}

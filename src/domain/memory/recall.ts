import { CheckpointError } from '../../core/errors.js';
import { ARCHITECTURE, CONVENTIONS, GOTCHAS, sectionOf, type ProjectMemory } from './model.js';

/**
 * `memory recall "<query>"` (SPEC-07.31.03): the memory's items — knowledge items, gotchas, the
 * sessions of session_history — that match every term of a query, best first. Also what the
 * session-start context (context.ts) puts first when it is given a query.
 */

/** What an item is. */
type EntryKind = 'architecture' | 'convention' | 'gotcha' | 'knowledge' | 'session';

/** One item of the memory, flattened. */
export interface MemoryEntry {
  /** What names it: the key to forget it by (`conventions.testing`, `gotchas.2`), or a session's id. */
  key: string;
  kind: EntryKind;
  /** Its name (`testing`, `key_files`; a session's id; empty for a gotcha): a term found here counts more. */
  label: string;
  /** Its value, a gotcha's description, a session's summary (a list joined by ", "). */
  text: string;
  /** When it last changed (its section's updated_at, a gotcha's added_at, a session's timestamp), if known. */
  at?: string;
  /** Its place in the memory: among equal times, a higher one is newer. */
  seq: number;
}

/** Every item of the memory: architecture, conventions, gotchas (numbered from 1 as `show` lists them), other knowledge, sessions. */
export function memoryEntries(m: ProjectMemory): MemoryEntry[] {
  const out: MemoryEntry[] = [];
  const push = (e: Omit<MemoryEntry, 'seq'>) => out.push({ ...e, seq: out.length });
  const k = m.knowledge;
  for (const [name, v] of Object.entries(k)) {
    if (name === GOTCHAS) {
      k.gotchas.forEach((g, i) =>
        push({ key: `${GOTCHAS}.${i + 1}`, kind: 'gotcha', label: '', text: g.description, at: g.added_at }),
      );
      continue;
    }
    const kind: EntryKind = name === ARCHITECTURE ? 'architecture' : name === CONVENTIONS ? 'convention' : 'knowledge';
    const s = sectionOf(k, name);
    if (!s) {
      if (typeof v === 'string') push({ key: name, kind, label: name, text: v });
      continue;
    }
    for (const [item, value] of Object.entries(s)) {
      if (item !== 'updated_at')
        push({
          key: `${name}.${item}`,
          kind,
          label: item,
          text: Array.isArray(value) ? value.join(', ') : value,
          at: s.updated_at,
        });
    }
  }
  for (const h of m.session_history)
    push({
      key: h.session_id,
      kind: 'session',
      label: h.session_id,
      text: `${h.outcome}: ${h.summary}`,
      at: h.timestamp,
    });
  return out;
}

/** One term of a query: a word, or a "quoted phrase" (matched as written), lower-cased. */
export interface RecallTerm {
  text: string;
  phrase: boolean;
}

/** A query's terms; USAGE when it has none. */
export function parseRecallQuery(query: string): RecallTerm[] {
  const terms: RecallTerm[] = [];
  for (const m of query.matchAll(/"([^"]*)"?|(\S+)/g)) {
    const phrase = m[1] !== undefined;
    const text = (m[1] ?? m[2] ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
    if (text) terms.push({ text, phrase });
  }
  if (terms.length === 0)
    throw new CheckpointError(
      'USAGE',
      'the recall query is empty',
      'give words that must all match, or "a phrase": memory recall "error handling"',
    );
  return terms;
}

/**
 * How much a match weighs: the item's name as the whole term, a part of its name, a part of its
 * key (`conventions` finds every convention), and each place in its text (at most 5 counted).
 */
const RECALL_SCORE = { name: 10, namePart: 6, key: 3, text: 2, textCap: 5 } as const;

/** An entry that matched, with its score. */
export interface RecallMatch extends MemoryEntry {
  score: number;
}

function occurrences(hay: string, needle: string): number {
  let n = 0;
  for (let at = hay.indexOf(needle); at >= 0 && n < RECALL_SCORE.textCap; at = hay.indexOf(needle, at + needle.length))
    n++;
  return n;
}

/** The entry's score for one term (0: no match). */
function termScore(e: MemoryEntry, t: RecallTerm): number {
  const label = e.label.toLowerCase();
  const named =
    label === t.text
      ? RECALL_SCORE.name
      : label.includes(t.text)
        ? RECALL_SCORE.namePart
        : e.key.toLowerCase().includes(t.text) || e.kind === t.text
          ? RECALL_SCORE.key
          : 0;
  return named + RECALL_SCORE.text * occurrences(e.text.replace(/\s+/g, ' ').toLowerCase(), t.text);
}

/** Newest first: by `at` (unknown last), then by place. */
export function newerFirst(a: MemoryEntry, b: MemoryEntry): number {
  if ((a.at ?? '') !== (b.at ?? '')) return (a.at ?? '') < (b.at ?? '') ? 1 : -1;
  return b.seq - a.seq;
}

/** The entries that match every term, highest score first; equal scores newest first. */
export function rankEntries(entries: readonly MemoryEntry[], terms: readonly RecallTerm[]): RecallMatch[] {
  const out: RecallMatch[] = [];
  for (const e of entries) {
    let score = 0;
    for (const t of terms) {
      const s = termScore(e, t);
      if (s === 0) {
        score = 0;
        break;
      }
      score += s;
    }
    if (score > 0) out.push({ ...e, score });
  }
  return out.sort((a, b) => b.score - a.score || newerFirst(a, b));
}

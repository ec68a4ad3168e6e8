import { CheckpointError } from '../core/errors.js';
import { TRIGGERS } from '../core/triggers.js';
import { PHASES } from '../domain/records/schema.js';
import { parseIssueRef, tagMatches, type Annotation, type Approval, type LinkedIssue } from '../domain/volume/facts.js';
import type { AppContext } from './context.js';
import { checkpointRows, shortIds, type ListRow, type SealedRows } from './list.js';

/**
 * `search "<query>"` (SPEC-07.12): checkpoints whose tags, annotations, linked issues, task,
 * phase or label match every term of a query, best first. It reads what `list` reads — each
 * session's index on the volume (whose entries carry the facts already applied) and the phase
 * records of this machine — never a manifest or a fact file (unless an index must be rebuilt, as
 * any reader rebuilds it), so on a volume it costs one index read per session however many
 * checkpoints there are (`bench/search.mjs` measures it).
 */

/** What a term can match; also its qualifier (`tag:`, `issue:`, …). */
const SEARCH_FIELDS = ['tag', 'issue', 'name', 'annotation', 'task', 'phase', 'trigger', 'approval'] as const;
type SearchField = (typeof SEARCH_FIELDS)[number];

/** Fields only a qualifier searches: a plain word is about the content, not how it was taken. */
const QUALIFIED_ONLY: ReadonlySet<SearchField> = new Set(['trigger', 'approval']);
const STATUSES: Record<Approval['status'], true> = {
  pending: true,
  approved: true,
  rejected: true,
  auto_approved: true,
};

/** How much a match weighs: an exact tag, issue id or label says more than a word of free text. */
const SCORE = { exact: 10, tagPrefix: 8, name: 5, part: 4, text: 3, attribute: 2 } as const;

export interface SearchOptions {
  /** Every project, not just the current one (`ctx.project`). */
  all?: boolean;
  /** Only this Claude Code session (every project). */
  session?: string;
  /** Only checkpoints with a tag matching this pattern (as `list --tag`; domain/volume/facts.ts tagMatches). */
  tag?: string;
  /** Most rows returned. Default 20. */
  limit?: number;
}

/** One term of a query: lowercased, with what its text also means. */
interface SearchTerm {
  /** Its qualifier (absent: every field but trigger and approval). */
  field?: SearchField;
  text: string;
  /** The issue its text names, in any form `link` takes (absent: none). */
  issue?: LinkedIssue;
  /** The phase it names: `phase:4`, `phase:build`, or a plain `build`. */
  phase?: number;
}

/** A matching checkpoint: list's row (app/list.ts), every list present, with its score. */
interface SearchRow extends ListRow {
  /** The sum over the terms of each one's best match (exact tag, issue id or label 10, leading tag segments 8, part of a label 5, of a tag or issue 4, of a task or annotation 3, phase, trigger or approval 2). */
  score: number;
  /** The fields some term matched, in SEARCH_FIELDS order. */
  matched: SearchField[];
  /** Where a term was found in an annotation (first) or the task: the text around it. */
  snippet?: { field: 'annotation' | 'task'; text: string };
  tags: string[];
  annotations: Annotation[];
  linked_issues: LinkedIssue[];
}

export interface SearchResult {
  query: string;
  terms: SearchTerm[];
  /** The best `limit` matches: highest score first, then newest first. */
  rows: SearchRow[];
  /** How many checkpoints matched (rows holds at most `limit` of them). */
  total: number;
  /** Checkpoints whose text is sealed under a volume key this machine lacks: their text was not searched. */
  sealed?: SealedRows;
  /** The project searched (absent: every project). */
  project?: string;
  all?: boolean;
  /** id → the shortest prefix no other checkpoint shares (as `list` shows ids). */
  shortIds: Record<string, string>;
  /** Phase records that could not be read. */
  problems: { file: string; error: string }[];
}

const USAGE_HINT =
  'search words (all must match), "a phrase", or field:value with tag:, issue:, name:, annotation:, task:, phase:, trigger:, approval:';

/** A query's terms: words and "quoted phrases", each maybe `field:value`; USAGE for none, or a qualifier without a valid value. */
export function parseQuery(query: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  // An optional `word:`, then a "phrase" (to its closing quote, or the end) or a run of non-blanks.
  for (const m of query.matchAll(/([A-Za-z_]+:)?(?:"([^"]*)"?|(\S*))/g)) {
    const prefix = m[1]?.slice(0, -1).toLowerCase();
    const value = (m[2] ?? m[3] ?? '').trim();
    const field = SEARCH_FIELDS.find((f) => f === prefix);
    if (prefix !== undefined && !field)
      terms.push(plainTerm(`${prefix}:${value}`)); // a URL, "note:" …
    else if (field) terms.push(qualified(field, value));
    else if (value) terms.push(plainTerm(value));
  }
  if (terms.length === 0)
    throw new CheckpointError(
      'USAGE',
      'the search query is empty',
      `${USAGE_HINT}; \`pai-checkpoint list\` shows every checkpoint`,
    );
  return terms;
}

function plainTerm(value: string): SearchTerm {
  const text = value.toLowerCase();
  const term: SearchTerm = { text };
  const issue = issueOf(value);
  if (issue) term.issue = issue;
  const phase = PHASES.findIndex((p) => p.toLowerCase() === text);
  if (phase >= 0) term.phase = phase + 1;
  return term;
}

function qualified(field: SearchField, value: string): SearchTerm {
  if (!value)
    throw new CheckpointError('USAGE', `${field}: has no value`, `give one: ${field}:<value>, or ${field}:"a phrase"`);
  const text = value.toLowerCase();
  const term: SearchTerm = { field, text };
  if (field === 'issue') {
    const issue = issueOf(value);
    if (issue) term.issue = issue;
  } else if (field === 'phase') {
    const n = /^[1-7]$/.test(text) ? Number(text) : PHASES.findIndex((p) => p.toLowerCase() === text) + 1;
    if (n < 1)
      throw new CheckpointError(
        'USAGE',
        `phase:${value} is not a phase`,
        `phase:1 … phase:7, or a name: ${PHASES.map((p) => p.toLowerCase()).join(', ')}`,
      );
    term.phase = n;
  } else if (field === 'trigger' && !(TRIGGERS as readonly string[]).includes(text)) {
    throw new CheckpointError('USAGE', `trigger:${value} is not a trigger`, `one of ${TRIGGERS.join(', ')}`);
  } else if (field === 'approval' && !Object.hasOwn(STATUSES, text)) {
    throw new CheckpointError(
      'USAGE',
      `approval:${value} is not an approval status`,
      `one of ${Object.keys(STATUSES).join(', ')}`,
    );
  }
  return term;
}

function issueOf(value: string): LinkedIssue | undefined {
  try {
    return parseIssueRef(value);
  } catch {
    return undefined; // not an issue reference: matched as text
  }
}

/** A checkpoint as search sees it (list's row: its session checkpoint's index entry and/or its phase record), every list present. */
type Candidate = Omit<SearchRow, 'score' | 'matched' | 'snippet'>;

export async function search(ctx: AppContext, query: string, o: SearchOptions = {}): Promise<SearchResult> {
  const terms = parseQuery(query);
  const limit = o.limit ?? 20;
  if (!Number.isInteger(limit) || limit < 1)
    throw new CheckpointError('USAGE', `--limit must be at least 1, got ${limit}`);
  const project = o.all || o.session ? undefined : ctx.project;
  const { rows: all, known, problems, sealed } = await checkpointRows(ctx, { project, session: o.session, tag: o.tag });
  const candidates: Candidate[] = all.map((r) => ({
    ...r,
    tags: r.tags ?? [],
    annotations: r.annotations ?? [],
    linked_issues: r.linked_issues ?? [],
  }));
  const matches: SearchRow[] = [];
  for (const c of candidates) {
    const row = scoreRow(c, terms);
    if (row) matches.push(row);
  }
  matches.sort(
    (a, b) =>
      b.score - a.score || (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1),
  );
  const rows = matches.slice(0, limit);
  const result: SearchResult = {
    query,
    terms,
    rows,
    total: matches.length,
    shortIds: shortIds(
      rows.map((r) => r.id),
      known,
    ),
    problems,
    ...(sealed ? { sealed } : {}),
  };
  if (project) result.project = project;
  if (o.all) result.all = true;
  return result;
}

interface Hit {
  field: SearchField;
  score: number;
  /** The annotation or task text the term was found in. */
  text?: string;
}

/** The row of a candidate that matches every term; undefined when one term matches nothing. */
function scoreRow(c: Candidate, terms: SearchTerm[]): SearchRow | undefined {
  let score = 0;
  const matched = new Set<SearchField>();
  const inText: { field: 'annotation' | 'task'; text: string }[] = [];
  for (const t of terms) {
    const found = hits(c, t);
    if (found.length === 0) return undefined;
    score += Math.max(...found.map((h) => h.score));
    for (const h of found) {
      matched.add(h.field);
      if (h.text !== undefined && (h.field === 'annotation' || h.field === 'task'))
        inText.push({ field: h.field, text: around(h.text, t.text) });
    }
  }
  const row: SearchRow = { ...c, score, matched: SEARCH_FIELDS.filter((f) => matched.has(f)) };
  const snippet = inText.find((x) => x.field === 'annotation') ?? inText[0];
  if (snippet) row.snippet = snippet;
  return row;
}

/** Each field the term matches in the candidate, with the best score it gets there. */
function hits(c: Candidate, t: SearchTerm): Hit[] {
  const out: Hit[] = [];
  const want = (f: SearchField) => (t.field === undefined ? !QUALIFIED_ONLY.has(f) : t.field === f);
  const has = (s: string | undefined) => s !== undefined && s.toLowerCase().includes(t.text);
  const best = (field: SearchField, scores: number[]) => {
    const score = Math.max(0, ...scores);
    if (score > 0) out.push({ field, score });
  };
  if (want('tag')) {
    best(
      'tag',
      c.tags.map((tag) => tagScore(tag.toLowerCase(), t)),
    );
  }
  if (want('issue')) {
    best(
      'issue',
      c.linked_issues.map((i) => issueScore(i, t)),
    );
  }
  if (want('name') && has(c.name))
    out.push({ field: 'name', score: c.name!.toLowerCase() === t.text ? SCORE.exact : SCORE.name });
  if (want('annotation')) {
    const a = c.annotations.find((x) => has(x.text));
    if (a) out.push({ field: 'annotation', score: SCORE.text, text: a.text });
  }
  if (want('task') && has(c.taskSummary)) out.push({ field: 'task', score: SCORE.text, text: c.taskSummary! });
  if (want('phase') && t.phase !== undefined && t.phase === c.phaseNumber)
    out.push({ field: 'phase', score: SCORE.attribute });
  if (want('trigger') && c.trigger.toLowerCase() === t.text) out.push({ field: 'trigger', score: SCORE.attribute });
  if (want('approval') && c.approval?.status === t.text) out.push({ field: 'approval', score: SCORE.attribute });
  return out;
}

/** The same issue (any form of its reference, or its id) is exact; a part of its id or URL, or `issue:<tracker>`, a part. */
function issueScore(i: LinkedIssue, t: SearchTerm): number {
  if ((t.issue?.tracker === i.tracker && t.issue.id === i.id) || i.id.toLowerCase() === t.text) return SCORE.exact;
  const part =
    [i.id, i.url ?? ''].some((s) => s.toLowerCase().includes(t.text)) || (t.field === 'issue' && i.tracker === t.text);
  return part ? SCORE.part : 0;
}

/** `tag:` is a pattern (tagMatches: globs, leading segments); a plain word is text: the whole tag, its leading segments, or a part. */
function tagScore(tag: string, t: SearchTerm): number {
  if (tag === t.text) return SCORE.exact;
  if (t.field === 'tag') return tagMatches(t.text, tag) ? SCORE.tagPrefix : 0;
  if (tag.startsWith(`${t.text}/`)) return SCORE.tagPrefix;
  return tag.includes(t.text) ? SCORE.part : 0;
}

/** At most `width` characters of `text` on one line, around the first place of `needle` (lowercased). */
export function around(text: string, needle: string, width = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= width) return flat;
  let start = Math.max(0, flat.toLowerCase().indexOf(needle) - 20);
  const end = Math.min(flat.length, start + width);
  start = end - width;
  const head = start > 0 ? '…' : '';
  const tail = end < flat.length ? '…' : '';
  return `${head}${flat.slice(start + head.length, end - tail.length)}${tail}`;
}

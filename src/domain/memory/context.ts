import { isEmptyMemory, type ProjectMemory } from './model.js';
import { memoryEntries, newerFirst, parseRecallQuery, rankEntries, type MemoryEntry } from './recall.js';

/**
 * The project memory a session starts with (SPEC-07.31.03: "include relevant sections"): a short
 * markdown block of the most useful items that fits a budget of tokens. Pure, and light enough for
 * the session-start hook (no volume, no parser): the hook reads the local cache (cache.ts).
 */

/** SPEC-07.32.01: project memory gets 10 % of the context window. */
const MEMORY_CONTEXT_SHARE = 0.1;
/** The context window that share is taken of (tokens). */
export const CONTEXT_WINDOW_TOKENS = 200_000;
/** SPEC-07.32.01's ceiling for project memory: 10 % of 200,000 tokens. */
export const MEMORY_CONTEXT_MAX_TOKENS = Math.round(MEMORY_CONTEXT_SHARE * CONTEXT_WINDOW_TOKENS);
/** What the session-start hook injects by default: well under the ceiling, as most of it would go unread. */
export const MEMORY_CONTEXT_TOKENS = 2_000;
/** Sessions of session_history offered (the newest). */
const CONTEXT_SESSIONS = 3;

/** Tokens a text costs, estimated as characters / 4 (rounded up). */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

interface MemoryContextOptions {
  /** At most this many tokens (estimateTokens) for the whole block. Default MEMORY_CONTEXT_TOKENS. */
  budgetTokens?: number;
  /** Items matching it (as `memory recall` ranks them) come first; a query that is blank or unparsable is ignored. */
  query?: string;
  /** The newest this many sessions of session_history are offered. Default CONTEXT_SESSIONS. */
  sessions?: number;
}

const GROUPS = ['Architecture', 'Conventions', 'Gotchas', 'Knowledge', 'Recent sessions'] as const;
type Group = (typeof GROUPS)[number];

interface Candidate {
  group: Group;
  line: string;
}

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

function candidate(e: MemoryEntry): Candidate {
  switch (e.kind) {
    case 'architecture':
      return {
        group: 'Architecture',
        line:
          e.label === 'summary'
            ? `- ${flat(e.text)}`
            : `- ${e.label === 'key_files' ? 'Key files' : e.label}: ${flat(e.text)}`,
      };
    case 'convention':
      return { group: 'Conventions', line: `- ${e.label}: ${flat(e.text)}` };
    case 'gotcha':
      return { group: 'Gotchas', line: `- ${flat(e.text)}` };
    case 'knowledge':
      return { group: 'Knowledge', line: `- ${e.key}: ${flat(e.text)}` };
    case 'session':
      return { group: 'Recent sessions', line: `- ${(e.at ?? '').slice(0, 10)} ${flat(e.text)} (session ${e.key})` };
  }
}

/** The entries in the order they are offered: matches of the query, then the summary, gotchas, conventions, the rest of the architecture, other knowledge, recent sessions; newest first within each. */
function offered(m: ProjectMemory, o: MemoryContextOptions): MemoryEntry[] {
  const all = memoryEntries(m);
  const n = o.sessions ?? CONTEXT_SESSIONS;
  const sessions = n > 0 ? all.filter((e) => e.kind === 'session').slice(-n) : []; // slice(-0) is everything
  const pool = [...all.filter((e) => e.kind !== 'session'), ...sessions];
  const newest = (f: (e: MemoryEntry) => boolean) => pool.filter(f).sort(newerFirst);
  let first: MemoryEntry[] = [];
  if (o.query?.trim()) {
    try {
      first = rankEntries(pool, parseRecallQuery(o.query));
    } catch {
      first = []; // a query of quotes only: no relevance, the usual order
    }
  }
  const order = [
    ...first,
    ...newest((e) => e.key === 'architecture.summary'),
    ...newest((e) => e.kind === 'gotcha'),
    ...newest((e) => e.kind === 'convention'),
    ...newest((e) => e.kind === 'architecture'),
    ...newest((e) => e.kind === 'knowledge'),
    ...newest((e) => e.kind === 'session'),
  ];
  const seen = new Set<number>();
  return order.filter((e) => !seen.has(e.seq) && seen.add(e.seq));
}

/**
 * The block for a session's context: "## Project memory (<project>)", then what fits of the offered
 * items (see `offered`), grouped under "### Architecture", "### Conventions", … — an item is a
 * whole line or left out, never cut; a line saying how many were left out and where to find them
 * when some were. Undefined when the memory is empty or not even its header and one item fit.
 */
export function memoryContext(memory: ProjectMemory | undefined, o: MemoryContextOptions = {}): string | undefined {
  const tokens = o.budgetTokens ?? MEMORY_CONTEXT_TOKENS;
  if (!memory || isEmptyMemory(memory) || !(tokens > 0)) return undefined;
  const budget = Math.floor(tokens * 4);
  const header = `## Project memory (${memory.project_id})`;
  const entries = offered(memory, o);
  const more = (n: number) =>
    `\n_${n} more item(s) in project memory: \`pai-checkpoint memory show\`, \`pai-checkpoint memory recall "<words>"\`_`;
  // Room kept for that line (and the newline before it), so it always fits when it is needed.
  let used = header.length + 1 + more(entries.length).length;
  const chosen = new Map<Group, string[]>();
  for (const e of entries) {
    const c = candidate(e);
    const cost = c.line.length + 1 + (chosen.has(c.group) ? 0 : `\n### ${c.group}\n`.length);
    if (used + cost > budget) continue;
    used += cost;
    chosen.set(c.group, [...(chosen.get(c.group) ?? []), c.line]);
  }
  const shown = [...chosen.values()].reduce((n, lines) => n + lines.length, 0);
  if (shown === 0) return undefined;
  const body = GROUPS.filter((g) => chosen.has(g)).map((g) => `### ${g}\n${chosen.get(g)!.join('\n')}`);
  const left = entries.length - shown;
  return `${header}\n\n${body.join('\n\n')}${left > 0 ? `\n${more(left)}` : ''}`;
}

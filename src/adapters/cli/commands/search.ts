import type { AppContext } from '../../../app/context.js';
import { search, type SearchOptions, type SearchResult } from '../../../app/search.js';
import { sealedNotice } from '../../../app/list.js';
import { EXIT } from '../../../core/errors.js';
import { formatAgo } from '../../../domain/session/resume.js';
import type { Output } from '../command.js';
import { table, truncate, type CliEnv } from '../context.js';
import { shortProject } from '../print.js';

export async function run(ctx: AppContext, o: SearchOptions & { query?: string }, cli: CliEnv): Promise<Output> {
  const r = await search(ctx, o.query ?? '', o);
  for (const p of r.problems) cli.warnings.push(`skipped ${p.file}: ${p.error}`);
  const sealed = sealedNotice(r.sealed, 'were not searched by their text');
  if (sealed) cli.warnings.push(sealed);
  // Like grep, nothing found is an exit code of its own: 3, as for any name that matches nothing.
  return { data: r, text: printSearch(r, ctx.now()), exitCode: r.total ? EXIT.OK : EXIT.NOT_FOUND };
}

/** The query as one word for a POSIX shell (what the user types again with --all). */
const shellWord = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function printSearch(r: SearchResult, now: Date, width = 100): string {
  if (r.rows.length === 0) {
    const q = shellWord(r.query);
    return `No checkpoint matches ${q}${r.project ? ` in ${r.project}. (\`pai-checkpoint search --all ${q}\` looks in every project.)` : '.'}`;
  }
  const headers = ['ID', 'CREATED', 'TRIGGER', 'PHASE', ...(r.all ? ['PROJECT'] : []), 'MATCHED', 'TEXT'];
  const cells = r.rows.map((row) => [
    r.shortIds[row.id] ?? row.id,
    `${formatAgo(now.getTime() - Date.parse(row.createdAt))} ago`,
    row.safety ? 'safety' : row.trigger,
    row.phaseNumber ? `${row.phaseNumber} ${row.phase}` : '-',
    ...(r.all ? [shortProject(row.project, 24)] : []),
    row.matched.join(','),
    // The matched annotation or task; else what the checkpoint is about, as list shows it.
    row.snippet
      ? `${row.snippet.field === 'annotation' ? 'note: ' : ''}${row.snippet.text}`
      : row.name
        ? `[${row.name}] ${row.taskSummary ?? ''}`.trim()
        : row.taskSummary || '-',
  ]);
  // The text gets what is left of the width (at least 16 characters).
  const fixed = headers
    .slice(0, -1)
    .reduce((n, h, i) => n + Math.max(h.length, ...cells.map((c) => c[i]!.length)) + 2, 0);
  const room = Math.max(16, width - fixed);
  for (const c of cells) c[c.length - 1] = truncate(c[c.length - 1]!, room);
  const more =
    r.total > r.rows.length ? `\n\nThe best ${r.rows.length} of ${r.total} matches; --limit <n> shows more.` : '';
  return `${table(headers, cells)}${more}`;
}

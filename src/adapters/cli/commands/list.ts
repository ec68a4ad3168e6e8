import { formatBytes } from '../../../app/format.js';
import { list, sealedNotice, type ListOptions, type ListResult, type ListRow } from '../../../app/list.js';
import type { AppContext } from '../../../app/context.js';
import { formatAgo } from '../../../domain/session/resume.js';
import type { Output } from '../command.js';
import { table, truncate, type CliEnv } from '../context.js';
import { shortProject } from '../print.js';

export async function run(ctx: AppContext, o: ListOptions, cli: CliEnv): Promise<Output> {
  const r = await list(ctx, o);
  for (const p of r.problems) cli.warnings.push(`skipped ${p.file}: ${p.error}`);
  const sealed = sealedNotice(
    r.sealed,
    r.project || r.tag ? 'may belong here and are not listed' : 'are listed without their text',
  );
  if (sealed) cli.warnings.push(sealed);
  return { data: r, text: printList(r, ctx.now(), Boolean(o.detailed), outputWidth(cli)) };
}

/** The terminal's width; 100 columns when the output is not a terminal (a pipe, a file, a slash command). */
export function outputWidth(cli: Pick<CliEnv, 'slash'>): number {
  return !cli.slash && process.stdout.isTTY && process.stdout.columns ? process.stdout.columns : 100;
}

export const VERIFIED: Record<string, string> = { ok: 'ok', failed: 'FAILED', never: 'not yet', none: '-' };

/**
 * Text folded into lines of at most `width` columns, broken after a `sep` (a legend's "; ", a
 * detail line's " · ") where it can, else between words; a word longer than the line is cut.
 */
export function wrap(text: string, width: number, indent = '  ', sep = ' '): string {
  const parts = text.split(sep).map((p, i, all) => (i < all.length - 1 ? p + sep.trimEnd() : p));
  const lines: string[] = [];
  let line = '';
  for (const part of parts) {
    const next = line ? `${line} ${part}` : part;
    if (next.length <= width || !line.trim()) line = next;
    else {
      lines.push(line);
      line = indent + part;
    }
  }
  lines.push(line);
  return lines
    .flatMap((l) => (l.length > width && sep !== ' ' ? wrap(l, width, indent).split('\n') : [truncate(l, width)]))
    .join('\n');
}

function emptyList(result: ListResult): string {
  // Every row in scope was a hidden one: "No checkpoints" would be untrue.
  if (result.hidden)
    return `No checkpoints shown${result.project ? ` for ${result.project}` : ''}: ${hiddenLine(result)!}`;
  if (result.tag)
    return `No checkpoints tagged "${result.tag}"${result.project ? ` for ${result.project}. (\`pai-checkpoint list --all --tag ${result.tag}\` looks in every project.)` : '.'}`;
  if (result.open)
    return result.project
      ? `No unfinished work for ${result.project}. (\`pai-checkpoint list --all --open\` shows every project.)`
      : 'No unfinished work.';
  if (result.triggers)
    return `No ${result.triggers.join(' or ')} checkpoints${result.project ? ` for ${result.project}` : ''}.`;
  return result.project
    ? `No checkpoints for ${result.project}. (\`pai-checkpoint list --all\` shows every project.)`
    : 'No checkpoints.';
}

/** What the default filter left out, and how to see it: one line. */
function hiddenLine(result: ListResult): string | undefined {
  const h = result.hidden;
  return h
    ? `${h.count} ${h.triggers.join('/')} checkpoint(s) hidden (one per turn); add --all-triggers to show them.`
    : undefined;
}

/** --detailed's second line of a row: status, approval, context, parent, tags. */
function detailLine(result: ListResult, r: ListRow): string {
  const parent = r.parent ? (result.shortIds[r.parent] ?? r.parent) : '-';
  const context = r.context
    ? `${Math.round(r.context.percent)}%${r.context.compactions ? ` ${r.context.compactions}c` : ''}`
    : '-';
  return `    status ${r.completed === undefined ? '-' : r.completed ? 'done' : 'open'} · approval ${r.approval?.status ?? '-'} · context ${context} · parent ${parent} · tags ${r.tags?.join(',') || '-'}`;
}

export function printList(result: ListResult, now: Date, detailed = false, width = 100): string {
  if (result.rows.length === 0) return emptyList(result);
  const headers = [
    'ID',
    'TRIGGER',
    'CREATED',
    'SIZE',
    'VERIFIED',
    'PHASE',
    'SESSION',
    ...(result.all ? ['PROJECT'] : []),
    'TASK',
  ];
  const cells = result.rows.map((r) => [
    result.shortIds[r.id] ?? r.id,
    r.safety ? 'safety' : r.trigger,
    `${formatAgo(now.getTime() - Date.parse(r.createdAt))} ago`,
    r.sizeBytes === undefined ? '-' : formatBytes(r.sizeBytes),
    VERIFIED[r.sizeBytes === undefined ? 'none' : !r.verified ? 'never' : r.verified.ok ? 'ok' : 'failed']!,
    r.phaseNumber ? `${r.phaseNumber} ${r.phase}` : '-',
    r.sessionId.slice(0, 8),
    ...(result.all ? [r.project ?? '-'] : []),
    // A sealed row says so in a word that fits the narrowest TASK column; the notice under the table names the key.
    r.sealedUnder ? '(sealed)' : r.name ? `[${r.name}] ${r.taskSummary ?? ''}`.trim() : r.taskSummary || '-',
  ]);
  const colWidth = (i: number) => Math.max(headers[i]!.length, ...cells.map((c) => c[i]!.length)) + 2;
  // The task gets what is left of the width (at least 16 characters); PROJECT gives way to it first.
  const base = headers.slice(0, 7).reduce((n, _h, i) => n + colWidth(i), 0);
  if (result.all)
    for (const c of cells)
      c[7] = shortProject(c[7] === '-' ? undefined : c[7], Math.max(10, Math.min(24, width - base - 18)));
  const fixed = headers.slice(0, -1).reduce((n, _h, i) => n + colWidth(i), 0);
  const room = Math.max(16, width - fixed);
  for (const c of cells) c[c.length - 1] = truncate(c[c.length - 1]!, room);
  const lines = table(headers, cells).split('\n');
  const rows = detailed
    ? [
        lines[0]!,
        ...lines.slice(1).flatMap((l, i) => [l, wrap(detailLine(result, result.rows[i]!), width, '      ', ' · ')]),
      ]
    : lines;
  const legend = [
    'VERIFIED: ok = every part re-hashed and matched; FAILED = see `pai-checkpoint verify <id>`; not yet = never verified (`pai-checkpoint verify --all`); - = phase record only.',
    ...(detailed
      ? [
          "CONTEXT: the share of the model's context window the conversation filled at the checkpoint, and its compactions so far (2c: two).",
        ]
      : []),
  ];
  // Nothing wider than the terminal: a very narrow one cuts the rows rather than wrapping them.
  const hidden = hiddenLine(result);
  return [
    ...rows.flatMap((l) => l.split('\n')).map((l) => truncate(l, width)),
    ...(hidden ? [wrap(hidden, width)] : []),
    '',
    ...legend.map((l) => wrap(l, width, '  ', '; ')),
  ].join('\n');
}

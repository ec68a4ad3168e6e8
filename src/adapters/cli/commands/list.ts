import { formatBytes } from '../../../app/format.js';
import { list, sealedNotice, type ListOptions, type ListResult } from '../../../app/list.js';
import type { AppContext } from '../../../app/context.js';
import { formatAgo } from '../../../domain/session/resume.js';
import type { Output } from '../command.js';
import { table, truncate, type CliEnv } from '../context.js';
import { shortProject } from '../print.js';

export async function run(ctx: AppContext, o: ListOptions, cli: CliEnv): Promise<Output> {
  const r = await list(ctx, o);
  for (const p of r.problems) cli.warnings.push(`skipped ${p.file}: ${p.error}`);
  const sealed = sealedNotice(r.sealed, r.project || r.tag ? 'may belong here and are not listed' : 'are listed without their text');
  if (sealed) cli.warnings.push(sealed);
  return { data: r, text: printList(r, ctx.now(), Boolean(o.detailed)) };
}

export const VERIFIED: Record<string, string> = { ok: 'ok', failed: 'FAILED', never: 'not yet', none: '-' };


export function printList(result: ListResult, now: Date, detailed = false, width = 100): string {
  if (result.rows.length === 0) {
    if (result.tag) return `No checkpoints tagged "${result.tag}"${result.project ? ` for ${result.project}. (\`pai-checkpoint list --all --tag ${result.tag}\` looks in every project.)` : '.'}`;
    if (result.open) return result.project ? `No unfinished work for ${result.project}. (\`pai-checkpoint list --all --open\` shows every project.)` : 'No unfinished work.';
    return result.project ? `No checkpoints for ${result.project}. (\`pai-checkpoint list --all\` shows every project.)` : 'No checkpoints.';
  }
  const headers = ['ID', 'TRIGGER', 'CREATED', 'SIZE', 'VERIFIED', 'PHASE', ...(result.all ? ['PROJECT'] : []), ...(detailed ? ['STATUS', 'APPROVAL', 'CONTEXT', 'SESSION', 'PARENT', 'TAGS'] : []), 'TASK'];
  const cells = result.rows.map((r) => [
    result.shortIds[r.id] ?? r.id,
    r.safety ? 'safety' : r.trigger,
    `${formatAgo(now.getTime() - Date.parse(r.createdAt))} ago`,
    r.sizeBytes === undefined ? '-' : formatBytes(r.sizeBytes),
    VERIFIED[r.sizeBytes === undefined ? 'none' : !r.verified ? 'never' : r.verified.ok ? 'ok' : 'failed']!,
    r.phaseNumber ? `${r.phaseNumber} ${r.phase}` : '-',
    ...(result.all ? [shortProject(r.project, 24)] : []),
    ...(detailed ? [r.completed === undefined ? '-' : r.completed ? 'done' : 'open', r.approval?.status ?? '-', r.context ? `${Math.round(r.context.percent)}%${r.context.compactions ? ` ${r.context.compactions}c` : ''}` : '-', r.sessionId.slice(0, 8), r.parent ? (result.shortIds[r.parent] ?? r.parent.slice(-8)) : '-', r.tags?.join(',') || '-'] : []),
    r.sealedUnder ? '(sealed: needs the volume key)' : r.name ? `[${r.name}] ${r.taskSummary ?? ''}`.trim() : r.taskSummary || '-',
  ]);
  // The task gets what is left of the width (at least 16 characters).
  const fixed = headers.slice(0, -1).reduce((n, h, i) => n + Math.max(h.length, ...cells.map((c) => c[i]!.length)) + 2, 0);
  const room = Math.max(16, width - fixed);
  for (const c of cells) c[c.length - 1] = truncate(c[c.length - 1]!, room);
  const legend = `VERIFIED: ok = every part re-hashed and matched; FAILED = see \`pai-checkpoint verify <id>\`; not yet = never verified (\`pai-checkpoint verify --all\`); - = phase record only.${detailed ? '\nCONTEXT: the share of the model\'s context window the conversation filled at the checkpoint, and its compactions so far (2c: two).' : ''}`;
  return `${table(headers, cells)}\n\n${legend}`;
}

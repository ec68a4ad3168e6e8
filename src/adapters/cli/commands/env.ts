import type { AppContext } from '../../../app/context.js';
import { envDiff, envShow } from '../../../app/env.js';
import { CheckpointError } from '../../../core/errors.js';
import { flattenEnvironment, sectionOrder } from '../../../domain/compare/environment.js';
import type { Output } from '../command.js';
import { printEnvChanges } from '../print.js';

export async function run(
  ctx: AppContext,
  o: { action: string; a?: string; b?: string; full?: boolean },
): Promise<Output> {
  if (o.action === 'show') {
    if (!o.a || o.b)
      throw new CheckpointError('USAGE', 'env show takes one checkpoint', 'pai-checkpoint env show <id> [--full]');
    const r = await envShow(ctx, o.a, o);
    const sections = flattenEnvironment(r.environment);
    const lists = (r.environment.package_lists ?? {}) as Record<string, { sha256: string; count: number }>;
    sections.delete('package_lists');
    const lines = [`Environment of ${r.id} (captured ${r.environment.captured_at})`];
    for (const s of sectionOrder(sections.keys())) {
      lines.push(`  ${s}:`);
      for (const [k, v] of sections.get(s)!) lines.push(`    ${k ? `${k}: ` : ''}${v}`);
    }
    lines.push(...listLines(lists, Boolean(o.full)));
    for (const [kind, text] of Object.entries(r.lists ?? {}))
      lines.push(
        '',
        `${kind === 'pip' ? 'pip freeze' : 'npm packages'} (${lists[kind]?.count ?? 0}):`,
        ...text
          .trimEnd()
          .split('\n')
          .map((l) => `  ${l}`),
      );
    return { data: r, text: lines.join('\n') };
  }
  if (o.action === 'diff') {
    if (!o.a || !o.b)
      throw new CheckpointError('USAGE', 'env diff takes two checkpoints', 'pai-checkpoint env diff <a> <b>');
    const r = await envDiff(ctx, o.a, o.b);
    return { data: r, text: [`Environment: ${r.a} → ${r.b}`, ...printEnvChanges(r.changes)].join('\n') };
  }
  throw new CheckpointError(
    'USAGE',
    `unknown env action "${o.action}"`,
    'pai-checkpoint env show <id> | env diff <a> <b>',
  );
}

/** The full lists, by size and hash (`--full` prints them below). */
function listLines(lists: Record<string, { sha256: string; count: number }>, full: boolean): string[] {
  const entries = Object.entries(lists);
  if (entries.length === 0) return [];
  return [
    '  full package lists (stored once on the volume):',
    ...entries.map(
      ([kind, l]) =>
        `    ${kind === 'pip' ? 'pip freeze' : 'npm packages'}: ${l.count} (sha256 ${l.sha256.slice(0, 12)}…${full ? '' : '; --full lists them'})`,
    ),
  ];
}

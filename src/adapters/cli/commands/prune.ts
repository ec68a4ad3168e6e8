import type { AppContext } from '../../../app/context.js';
import { prune, type PruneOptions, type PruneReport } from '../../../app/prune.js';
import type { Output } from '../command.js';

export async function run(ctx: AppContext, o: PruneOptions): Promise<Output> {
  const r = await prune(ctx, o);
  return { data: r, text: printPrune(r) };
}

export function printPrune(r: PruneReport): string {
  const verb = r.dryRun ? 'Would delete' : 'Deleted';
  const lines = [
    ...r.deleted.map((d) => `${verb} ${d.id} (${d.sessionId})`),
    ...r.orphans.map((d) => `${verb} unfinished capture ${d.id} (${d.sessionId})`),
  ];
  lines.push(
    `${verb} ${r.deleted.length} checkpoint(s) and ${r.orphans.length} unfinished capture(s); kept ${r.kept}.${r.leftovers ? ` Removed ${r.leftovers} leftover temp file(s).` : ''}`,
  );
  const c = r.content;
  for (const [g, where] of [
    [c, ''],
    [r.largeTier, r.largeTier ? ` on the large tier ${r.largeTier.location}` : ''],
  ] as const) {
    if (g && g.packs.removed > 0)
      lines.push(
        `${r.dryRun ? 'Would remove' : 'Removed'} ${g.packs.removed} unreferenced workspace pack(s)${where} (${(g.packs.removedBytes / 1e6).toFixed(1)} MB); kept ${g.packs.kept}.`,
      );
  }
  return lines.join('\n');
}

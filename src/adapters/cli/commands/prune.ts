import type { AppContext } from '../../../app/context.js';
import { prune, type PruneOptions, type PruneReport } from '../../../app/prune.js';
import type { Output } from '../command.js';

export async function run(ctx: AppContext, o: PruneOptions): Promise<Output> {
  const r = await prune(ctx, o);
  return { data: r, text: printPrune(r) };
}

export function printPrune(r: PruneReport): string {
  const verb = r.dryRun ? 'Would delete' : 'Deleted';
  const lines = [...r.deleted.map((d) => `${verb} ${d.id} (${d.sessionId})`), ...r.orphans.map((d) => `${verb} unfinished capture ${d.id} (${d.sessionId})`)];
  lines.push(`${verb} ${r.deleted.length} checkpoint(s) and ${r.orphans.length} unfinished capture(s); kept ${r.kept}.${r.leftovers ? ` Removed ${r.leftovers} leftover temp file(s).` : ''}`);
  const c = r.content;
  if (c && c.packs.removed > 0) lines.push(`${r.dryRun ? 'Would remove' : 'Removed'} ${c.packs.removed} unreferenced workspace pack(s) (${(c.packs.removedBytes / 1e6).toFixed(1)} MB); kept ${c.packs.kept}.`);
  return lines.join('\n');
}

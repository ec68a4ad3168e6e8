import type { AppContext } from '../../../app/context.js';
import { cleanup, type CleanupOptions, type CleanupReport } from '../../../app/records.js';
import type { Output } from '../command.js';

export async function run(ctx: AppContext, o: CleanupOptions): Promise<Output> {
  const r = await cleanup(ctx, o);
  return { data: r, text: printCleanup(r) };
}

export function printCleanup(r: CleanupReport): string {
  if (r.dryRun) {
    if (r.records.length === 0) return `Nothing older than ${r.olderThanDays} days.`;
    return [
      `Would delete ${r.records.length} record(s) older than ${r.olderThanDays} days:`,
      ...r.records.map((x) => `  ${x.id}  ${x.completed ? 'done' : 'open'}  ${x.file}`),
    ].join('\n');
  }
  const temps = r.tempFilesRemoved ? ` Removed ${r.tempFilesRemoved} leftover temp file(s).` : '';
  return `Deleted ${r.deleted} record(s) older than ${r.olderThanDays} days.${temps}`;
}

import { CheckpointError } from '../../../core/errors.js';
import { cleanupCheckpointsSync, type CleanupResult } from '../../../domain/records/api.js';
import { recordOptions } from '../../../domain/session/tracker.js';
import { trackerContext, type CliEnv } from '../context.js';
import { DEFAULTS } from '../../../core/defaults.js';

/** `30d`, `12h`, `90m` or a plain number of days → days. */
export function parseDays(text: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*([dhm]?)$/.exec(text.trim());
  if (!m) throw new CheckpointError('USAGE', `invalid duration "${text}"`, 'use e.g. 30d, 12h or 90m');
  const n = Number(m[1]);
  const unit = m[2] || 'd';
  return unit === 'd' ? n : unit === 'h' ? n / 24 : n / 1440;
}

export interface CleanupOptions {
  olderThan?: string;
  dryRun?: boolean;
}

export async function cleanup(cli: CliEnv, options: CleanupOptions = {}): Promise<CleanupResult & { olderThanDays: number; dryRun: boolean }> {
  const days = parseDays(options.olderThan ?? `${DEFAULTS.recordRetentionDays}d`);
  const r = cleanupCheckpointsSync(days, { ...recordOptions(trackerContext(cli)), dryRun: options.dryRun ?? false });
  return { ...r, olderThanDays: days, dryRun: options.dryRun ?? false };
}

export function printCleanup(r: CleanupResult & { olderThanDays: number; dryRun: boolean }): string {
  if (r.dryRun) {
    if (r.records.length === 0) return `Nothing older than ${r.olderThanDays} days.`;
    return [`Would delete ${r.records.length} record(s) older than ${r.olderThanDays} days:`, ...r.records.map((x) => `  ${x.id}  ${x.completed ? 'done' : 'open'}  ${x.file}`)].join('\n');
  }
  const temps = r.tempFilesRemoved ? ` Removed ${r.tempFilesRemoved} leftover temp file(s).` : '';
  return `Deleted ${r.deleted} record(s) older than ${r.olderThanDays} days.${temps}`;
}

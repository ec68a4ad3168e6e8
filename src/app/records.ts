import { UNCONFIGURED } from '../core/config-env.js';
import { CheckpointError } from '../core/errors.js';
import {
  cleanupCheckpointsSync,
  completeCheckpointSync,
  findRecord,
  type CleanupResult,
} from '../domain/records/api.js';
import { listRecordNames, readRecordFile, type ReadResult } from '../domain/records/files.js';
import { recordOptions } from '../domain/session/tracker.js';
import type { AppContext } from './context.js';

/**
 * Finds a record by full id or by a unique id prefix (at least 4 characters), as people type
 * the first characters of what `list` shows. Throws NOT_FOUND / AMBIGUOUS with a hint.
 */
export function resolveRecord(dir: string, idOrPrefix: string): ReadResult & { ok: true } {
  const id = idOrPrefix.trim();
  if (!id) throw new CheckpointError('USAGE', 'a checkpoint id is required', 'see `pai-checkpoint list`');
  const exact = findRecord(dir, id);
  if (exact) return exact;
  if (id.length >= 4) {
    const matches: (ReadResult & { ok: true })[] = [];
    const upper = id.toUpperCase();
    for (const name of listRecordNames(dir)) {
      const r = readRecordFile(dir, name);
      if (r?.ok && (r.record.id.startsWith(id) || r.record.id.startsWith(upper))) matches.push(r);
    }
    if (matches.length === 1) return matches[0]!;
    if (matches.length > 1) {
      throw new CheckpointError(
        'AMBIGUOUS',
        `"${id}" matches ${matches.length} checkpoints: ${matches
          .slice(0, 5)
          .map((m) => m.record.id)
          .join(', ')}`,
        'type more characters of the id',
      );
    }
  }
  throw new CheckpointError(
    'NOT_FOUND',
    `no checkpoint with id "${id}" in ${dir}`,
    'run `pai-checkpoint list --all` to see the ids',
  );
}

export interface CompleteResult {
  id: string;
  completed: string[];
}

/** Marks a record (and the older unfinished records of its session) completed. */
export async function complete(ctx: AppContext, id: string): Promise<CompleteResult> {
  const found = resolveRecord(ctx.paths.checkpointsDir, id);
  const { completed } = completeCheckpointSync(found.record.id, recordOptions(ctx));
  return { id: found.record.id, completed };
}

/** `30d`, `12h`, `90m` or a plain number of days → days. */
function parseDays(text: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*([dhm]?)$/.exec(text.trim());
  if (!m) throw new CheckpointError('USAGE', `invalid duration "${text}"`, 'use e.g. 30d, 12h or 90m');
  const n = Number(m[1]);
  const unit = m[2] || 'd';
  return unit === 'd' ? n : unit === 'h' ? n / 24 : n / 1440;
}

/**
 * An `--older-than` age in days, more than 0: every record and checkpoint is older than 0 days, so
 * a zero (a typo for a real age, or a test of the flag) would delete everything, open work too.
 */
export function parseOlderThan(text: string): number {
  const days = parseDays(text);
  if (!(days > 0))
    throw new CheckpointError('USAGE', `--older-than must be more than 0, got "${text}"`, 'use e.g. 30d, 12h or 90m');
  return days;
}

export interface CleanupOptions {
  /** An age such as 30d, 12h or 90m; default (absent or empty) the records' retention, 30 days. */
  olderThan?: string;
  dryRun?: boolean;
}

export type CleanupReport = CleanupResult & { olderThanDays: number; dryRun: boolean };

/** Deletes phase records older than the given age, completed ones first. */
export async function cleanup(ctx: AppContext, options: CleanupOptions = {}): Promise<CleanupReport> {
  const days = parseOlderThan(options.olderThan || `${UNCONFIGURED.recordRetentionDays}d`);
  const r = cleanupCheckpointsSync(days, { ...recordOptions(ctx), dryRun: options.dryRun ?? false });
  return { ...r, olderThanDays: days, dryRun: options.dryRun ?? false };
}

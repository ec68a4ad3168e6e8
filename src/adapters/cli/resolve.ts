import { CheckpointError } from '../../core/errors.js';
import { findRecord } from '../../domain/records/api.js';
import { listRecordNames, readRecordFile, type ReadResult } from '../../domain/records/files.js';

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
      throw new CheckpointError('AMBIGUOUS', `"${id}" matches ${matches.length} checkpoints: ${matches.slice(0, 5).map((m) => m.record.id).join(', ')}`, 'type more characters of the id');
    }
  }
  throw new CheckpointError('NOT_FOUND', `no checkpoint with id "${id}" in ${dir}`, 'run `pai-checkpoint list --all` to see the ids');
}

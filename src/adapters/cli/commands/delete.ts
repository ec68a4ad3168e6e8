import type { AppContext } from '../../../app/context.js';
import { remove, removeOlder, type DeleteOlderResult, type DeleteResult } from '../../../app/delete.js';
import { CheckpointError } from '../../../core/errors.js';
import type { Output } from '../command.js';

export async function run(
  ctx: AppContext,
  o: { id?: string; olderThan?: string; session?: string; dryRun?: boolean },
): Promise<Output> {
  if (o.olderThan !== undefined) {
    if (o.id)
      throw new CheckpointError(
        'USAGE',
        'give a checkpoint id or --older-than, not both',
        'pai-checkpoint delete <id> | delete --older-than <age> [--session <id>] [--dry-run]',
      );
    const r = await removeOlder(ctx, o.olderThan, o);
    return { data: r, text: printDeleteOlder(r) };
  }
  if (!o.id)
    throw new CheckpointError(
      'USAGE',
      'missing <id>',
      'pai-checkpoint delete <id> | delete --older-than <age> [--session <id>] [--dry-run]',
    );
  if (o.session || o.dryRun)
    throw new CheckpointError(
      'USAGE',
      '--session and --dry-run go with --older-than',
      'pai-checkpoint delete --older-than <age> [--session <id>] [--dry-run]',
    );
  const r = await remove(ctx, o.id);
  return { data: r, text: printDelete(r) };
}

function printDeleteOlder(r: DeleteOlderResult): string {
  const n = r.deleted.length;
  const head =
    n === 0
      ? `No session checkpoint older than ${r.olderThanDays} day(s) to delete.`
      : `${r.dryRun ? 'Would delete' : 'Deleted'} ${n} session checkpoint(s) older than ${r.olderThanDays} day(s):`;
  const kept = r.keptNewest.length
    ? [
        `Kept the newest checkpoint of ${r.keptNewest.length} session(s) although it is older (a resume needs it): ${r.keptNewest.join(', ')}.`,
      ]
    : [];
  const content = r.content?.packs.removed
    ? [`Removed ${r.content.packs.removed} workspace pack(s) nothing else references.`]
    : [];
  const warn = r.contentError
    ? [`Workspace content not collected (${r.contentError}); \`pai-checkpoint prune\` collects it later.`]
    : [];
  return [
    head,
    ...r.deleted.map((d) => `  ${d.id}  ${d.sessionId}  ${d.createdAt}`),
    ...kept,
    ...content,
    ...warn,
  ].join('\n');
}

export function printDelete(r: DeleteResult): string {
  const what = [r.sessionCheckpoint ? 'the session checkpoint' : '', r.record ? `the phase record ${r.record}` : '']
    .filter(Boolean)
    .join(' and ');
  const content = r.content?.packs.removed
    ? ` Removed ${r.content.packs.removed} workspace pack(s) nothing else references.`
    : '';
  const warn = r.contentError
    ? `\nWorkspace content not collected (${r.contentError}); \`pai-checkpoint prune\` collects it later.`
    : '';
  return `Deleted ${r.id}: ${what}.${content}${warn}`;
}

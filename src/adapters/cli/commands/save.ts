import type { AppContext } from '../../../app/context.js';
import { formatBytes } from '../../../app/format.js';
import { save, type SaveOptions, type SaveResult } from '../../../app/save.js';
import { EXIT } from '../../../core/errors.js';
import type { Output } from '../command.js';

export async function run(ctx: AppContext, o: SaveOptions): Promise<Output> {
  const r = await save(ctx, o);
  return { data: r, text: printSave(r), exitCode: r.checkpointError ? EXIT.FAILURE : EXIT.OK };
}

export function printSave(r: SaveResult): string {
  const what = r.record
    ? `Phase ${r.record.phaseNumber} ${r.record.phase}`
    : 'no Algorithm phase in progress (session checkpoint only)';
  return [
    `Checkpoint saved: ${r.id ?? '(phase record only)'}${r.name ? ` "${r.name}"` : ''} — ${what}${r.taskSummary ? ` (${r.taskSummary})` : ''}`,
    r.checkpoint
      ? `Session checkpoint: ${r.checkpoint.parts} parts, ${formatBytes(r.checkpoint.sizeBytes)}${r.checkpoint.reusedWorkspace ? ' (workspace unchanged)' : ''}.`
      : `Session checkpoint FAILED${r.record ? ' (only the phase record was saved)' : ''}: ${r.checkpointError ?? 'unknown error'}`,
    ...(r.id
      ? [
          r.record
            ? `Resume with: /checkpoint:resume ${r.id}`
            : `Restore its files with: \`pai-checkpoint restore ${r.id}\``,
        ]
      : []),
  ].join('\n');
}

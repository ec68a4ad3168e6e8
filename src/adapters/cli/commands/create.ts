import type { AppContext } from '../../../app/context.js';
import { create, type CreateOptions, type CreateResult } from '../../../app/create.js';
import { formatBytes } from '../../../app/format.js';
import type { Output } from '../command.js';

export async function run(ctx: AppContext, o: CreateOptions & { json?: boolean }): Promise<Output> {
  const { json, ...options } = o;
  const progress = progressPrinter(Boolean(json));
  const r = await create(ctx, progress ? { ...options, onProgress: progress } : options);
  return { data: r, text: printCreate(r) };
}

/** Progress of a long snapshot on stderr (a terminal only; never in --json output). */
function progressPrinter(json: boolean): ((done: number, total: number) => void) | undefined {
  if (json || !process.stderr.isTTY) return undefined;
  let last = 0;
  return (done, total) => {
    const now = Date.now();
    if (now - last < 250 && done < total) return;
    last = now;
    const pct = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
    process.stderr.write(
      `\rSnapshotting workspace… ${pct}% (${Math.round(done / 1e6)} of ${Math.round(total / 1e6)} MB)${done >= total ? '\n' : ''}`,
    );
  };
}

export function printCreate(r: CreateResult): string {
  const lines = [
    `Checkpoint ${r.id} created (${r.trigger}, session ${r.sessionId}): ${r.parts} parts, ${formatBytes(r.sizeBytes)}${r.reusedWorkspace ? ', workspace unchanged (previous archive reused)' : ''}.`,
  ];
  for (const w of r.warnings) lines.push(`warning: ${w}`);
  if (r.deletedByRetention.length) lines.push(`Retention removed ${r.deletedByRetention.length} older checkpoint(s).`);
  return lines.join('\n');
}

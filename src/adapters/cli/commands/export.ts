import type { AppContext } from '../../../app/context.js';
import { exportWorkspace } from '../../../app/export.js';
import { shellQuote } from '../../../core/hint.js';
import type { Output } from '../command.js';

export async function run(ctx: AppContext, o: { id: string; output?: string }): Promise<Output> {
  const r = await exportWorkspace(ctx, o.id, { output: o.output, stdout: process.stdout });
  if (r.output === '-') return { data: r, text: '', streamed: true };
  return {
    data: r,
    text: `Wrote ${r.output}: ${r.files} file(s), ${(r.bytes / 1e6).toFixed(1)} MB (extract with \`tar --zstd -xf ${shellQuote(r.output)}\`).`,
  };
}

import type { AppContext } from '../../../app/context.js';
import { remove, type DeleteResult } from '../../../app/delete.js';
import type { Output } from '../command.js';

export async function run(ctx: AppContext, o: { id: string }): Promise<Output> {
  const r = await remove(ctx, o.id);
  return { data: r, text: printDelete(r) };
}

export function printDelete(r: DeleteResult): string {
  const what = [r.sessionCheckpoint ? 'the session checkpoint' : '', r.record ? `the phase record ${r.record}` : ''].filter(Boolean).join(' and ');
  const content = r.content?.packs.removed ? ` Removed ${r.content.packs.removed} workspace pack(s) nothing else references.` : '';
  const warn = r.contentError ? `\nWorkspace content not collected (${r.contentError}); \`pai-checkpoint prune\` collects it later.` : '';
  return `Deleted ${r.id}: ${what}.${content}${warn}`;
}

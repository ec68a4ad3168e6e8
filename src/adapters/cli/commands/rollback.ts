import type { AppContext } from '../../../app/context.js';
import { rollback, type RollbackOptions, type RollbackResult } from '../../../app/rollback.js';
import type { Output } from '../command.js';
import { printMcp } from '../print.js';

export async function run(ctx: AppContext, o: RollbackOptions): Promise<Output> {
  const r = await rollback(ctx, o);
  return { data: r, text: printRollback(r) };
}

export function printRollback(r: RollbackResult): string {
  const lines = [`Rolled ${r.workspace} back to ${r.id}: ${r.restoredFiles} file(s) restored.`, `Safety checkpoint of the state before: ${r.safetyCheckpoint}.`];
  if (r.stash) lines.push(`Your changes were stashed: ${r.stash.ref} "${r.stash.message}" (git stash list; git stash pop brings them back).`);
  if (r.createdSince.length) lines.push(`${r.createdSince.length} file(s) created since the checkpoint ${r.stashed ? 'are in the stash' : 'were left in place'}: ${r.createdSince.slice(0, 10).join(', ')}${r.createdSince.length > 10 ? ', …' : ''}`);
  if (r.displaced) lines.push(`${r.displaced.paths.length} thing(s) in the way and in no checkpoint were moved, not deleted, to ${r.displaced.dir}.`);
  lines.push(...printMcp(r.mcp));
  lines.push(`Next: ${r.resumeHint}`);
  return lines.join('\n');
}

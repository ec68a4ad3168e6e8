import type { AppContext } from '../../../app/context.js';
import { rollback, type RollbackOptions, type RollbackResult } from '../../../app/rollback.js';
import type { Output } from '../command.js';
import { printMcp } from '../print.js';

export async function run(ctx: AppContext, o: RollbackOptions): Promise<Output> {
  const r = await rollback(ctx, o);
  return { data: r, text: printRollback(r) };
}

export function printRollback(r: RollbackResult, verb = `Rolled ${r.workspace} back to ${r.id}`): string {
  const lines = [
    `${verb}: ${r.restoredFiles} file(s) restored.`,
    `Safety checkpoint of the state before: ${r.safetyCheckpoint}.`,
  ];
  const n = r.createdSince.length;
  if (n)
    lines.push(
      `${n} file(s) created since the checkpoint ${r.keptNew ? 'were left in place (--keep-new)' : 'were removed (the safety checkpoint holds them)'}: ${r.createdSince.slice(0, 10).join(', ')}${n > 10 ? ', …' : ''}`,
    );
  if (r.displaced)
    lines.push(
      `${r.displaced.paths.length} thing(s) in the way and in no checkpoint were moved, not deleted, to ${r.displaced.dir}.`,
    );
  lines.push(...printMcp(r.mcp));
  lines.push(`Next: ${r.resumeHint}`);
  return lines.join('\n');
}

import type { AppContext } from '../../../app/context.js';
import { rollback, type RollbackOptions } from '../../../app/rollback.js';
import type { Output } from '../command.js';
import { printRollback } from '../print.js';

export async function run(ctx: AppContext, o: RollbackOptions): Promise<Output> {
  const r = await rollback(ctx, o);
  return { data: r, text: printRollback(r) };
}

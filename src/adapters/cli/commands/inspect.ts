import type { AppContext } from '../../../app/context.js';
import { inspect } from '../../../app/inspect.js';
import type { Output } from '../command.js';
import { printInspect } from '../print-inspect.js';

export async function run(ctx: AppContext, o: { id: string }): Promise<Output> {
  const r = await inspect(ctx, o.id);
  return { data: r, text: printInspect(r) };
}

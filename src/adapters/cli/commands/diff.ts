import type { AppContext } from '../../../app/context.js';
import { diffCheckpoints } from '../../../app/diff.js';
import type { Output } from '../command.js';
import { printDiff } from '../print.js';

export async function run(
  ctx: AppContext,
  o: { a: string; b?: string; file?: string; conversation?: boolean; dir?: string; patch?: boolean },
): Promise<Output> {
  const r = await diffCheckpoints(ctx, o.a, o.b, o);
  return { data: r, text: printDiff(r) };
}

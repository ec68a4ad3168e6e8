import type { AppContext } from '../../../app/context.js';
import { complete, type CompleteResult } from '../../../app/records.js';
import type { Output } from '../command.js';

export async function run(ctx: AppContext, o: { id: string }): Promise<Output> {
  const r = await complete(ctx, o.id);
  return { data: r, text: printComplete(r) };
}

export function printComplete(r: CompleteResult): string {
  const others = r.completed.filter((id) => id !== r.id);
  return `Completed ${r.id}${others.length ? ` (and ${others.length} earlier record${others.length > 1 ? 's' : ''} of its session)` : ''}. It will not be offered for resume again.`;
}

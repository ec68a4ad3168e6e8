import type { AppContext } from '../../../app/context.js';
import { pickSession } from '../../../app/session-pick.js';
import { summaryOf } from '../../../app/summary.js';
import type { Output } from '../command.js';

/** `summary [<session|id>]` (default: the session it runs in, else the project's newest): the markdown for people; --json the stored summary (sections, files, engine). */
export async function run(ctx: AppContext, o: { target?: string }): Promise<Output> {
  const r = await summaryOf(ctx, o.target ?? pickSession(ctx).sessionId);
  return { data: r, text: r.markdown.trimEnd() };
}

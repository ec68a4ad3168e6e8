import type { AppContext } from '../../../app/context.js';
import { sessionReport, writeReport } from '../../../app/report.js';
import { pickSession } from '../../../app/session-pick.js';
import type { Output } from '../command.js';
import { renderReport } from '../report-html.js';

/** `report [<session>] [-o <file.html>]`: the session's report as one self-contained HTML file; prints its path (--json: path and bytes). */
export async function run(ctx: AppContext, o: { session?: string; output?: string }): Promise<Output> {
  const data = await sessionReport(ctx, o.session ?? pickSession(ctx).sessionId);
  const r = writeReport(ctx, data.timeline.session.sessionId, renderReport(data), o.output);
  return { data: { path: r.path, bytes: r.bytes }, text: r.path };
}

import type { AppContext } from '../../../app/context.js';
import { formatBytes } from '../../../app/format.js';
import { usage, type UsageResult, type UsageRow } from '../../../app/usage.js';
import type { Output } from '../command.js';
import { table, truncate } from '../context.js';

export async function run(ctx: AppContext): Promise<Output> {
  const r = await usage(ctx);
  return { data: r, text: printUsage(r) };
}

export function printUsage(r: UsageResult): string {
  const size = (x: UsageRow) =>
    x.storedBytes !== undefined && x.storedBytes !== x.bytes
      ? `${formatBytes(x.storedBytes)} (${formatBytes(x.bytes)} listed)`
      : formatBytes(x.storedBytes ?? x.bytes);
  if (r.total.checkpoints === 0) return `Volume ${r.volume}: no session checkpoints.`;
  return [
    `Volume ${r.volume}: ${size(r.total)} in ${r.total.checkpoints} checkpoint(s) of ${r.total.sessions} session(s).`,
    '',
    table(
      ['PROJECT', 'SESSIONS', 'CHECKPOINTS', 'SIZE'],
      r.projects.map((p) => [truncate(p.project, 50), String(p.sessions), String(p.checkpoints), size(p)]),
    ),
    '',
    table(
      ['SESSION', 'CHECKPOINTS', 'SIZE', 'PROJECT'],
      r.sessions.map((s) => [s.sessionId, String(s.checkpoints), size(s), truncate(s.project, 40)]),
    ),
    '',
    'Shared archives (an unchanged workspace reused by a later checkpoint) are counted once in SIZE; "listed" adds up every checkpoint\'s parts.',
    'To free space: `pai-checkpoint prune` (retention), or `pai-checkpoint delete <id>`.',
  ].join('\n');
}

import type { AppContext } from '../../../app/context.js';
import { notifyLog, notifyTest } from '../../../app/notify.js';
import { CheckpointError, EXIT } from '../../../core/errors.js';
import type { Output } from '../command.js';
import { table } from '../context.js';

/** `notify log [--limit n] [--retry]` and `notify test [channel]` (app/notify.ts). */
export async function run(
  ctx: AppContext,
  o: { action: string; channel?: string; limit?: number; retry?: boolean },
): Promise<Output> {
  if (o.action === 'test') {
    const results = await notifyTest(ctx, o.channel);
    const text = results
      .map((r) => (r.ok ? `${r.channel}: sent (${r.detail ?? 'ok'})` : `${r.channel}: FAILED — ${r.error}`))
      .join('\n');
    return { data: { results }, text, ...(results.every((r) => r.ok) ? {} : { exitCode: EXIT.FAILURE }) };
  }
  if (o.action === 'log') {
    if (o.channel)
      throw new CheckpointError(
        'USAGE',
        'notify log takes no channel',
        'pai-checkpoint notify log [--limit <n>] [--retry]',
      );
    const r = notifyLog(ctx, { limit: o.limit, retry: o.retry });
    const lines: string[] = [];
    if (r.retried !== undefined) lines.push(`Queued ${r.retried} given-up notification(s) again.`, '');
    lines.push(
      r.log.length
        ? table(
            ['TIME', 'STATUS', 'CHANNEL', 'EVENT', 'DETAIL'],
            r.log.map((l) => [
              l.at,
              l.status,
              l.channel,
              l.event,
              l.error ?? l.detail ?? (l.next_at ? `next ${l.next_at}` : ''),
            ]),
          )
        : 'Nothing was sent yet.',
    );
    lines.push(
      '',
      `Waiting: ${r.waiting.length}. Given up: ${r.failed.length}${r.failed.length ? ' (`pai-checkpoint notify log --retry` queues them again)' : ''}.`,
    );
    return { data: r, text: lines.join('\n') };
  }
  throw new CheckpointError(
    'USAGE',
    `unknown notify action "${o.action}"`,
    'pai-checkpoint notify log | notify test [channel]',
  );
}

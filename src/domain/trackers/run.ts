import type { Config } from '../../core/config.js';
import { errorMessage } from '../../core/errors.js';
import { maskSecrets } from '../../core/redact.js';
import type { SendOutcome } from '../notify/outbox.js';
import { trackerNamed } from './index.js';
import type { TrackerOp } from './ops.js';
import { TrackerError, type IssueTracker } from './tracker.js';

/** The sender's side: carries out one operation with its tracker; credentials never reach the error. */
export async function runTrackerOp(
  config: Config,
  op: TrackerOp,
  env: Record<string, string | undefined>,
  now: () => Date,
): Promise<SendOutcome> {
  const secrets: string[] = [];
  try {
    const t = trackerNamed(op.kind === 'create' ? op.tracker : op.issue.tracker).open(config, op, {
      env,
      now,
      secrets,
    });
    return { ok: true, detail: await runOp(t, op) };
  } catch (err) {
    return {
      ok: false,
      error: maskSecrets(errorMessage(err), secrets),
      ...(err instanceof TrackerError && err.retryAfterMs !== undefined ? { retryAfterMs: err.retryAfterMs } : {}),
    };
  }
}

/** Carries out an operation with a tracker; returns what was done, for the log. */
async function runOp(t: IssueTracker, op: TrackerOp): Promise<string> {
  if (op.kind === 'create') {
    const i = await t.createIssue(op.title, op.body, op.labels);
    return `opened ${i.id}${i.url ? ` (${i.url})` : ''}`;
  }
  const status = op.kind === 'start' ? 'started' : op.kind === 'close' ? 'completed' : undefined;
  await t.updateIssue(op.issue.id, { comment: op.body, ...(status ? { status } : {}) });
  return `${op.kind === 'comment' ? 'commented on' : op.kind === 'start' ? 'started' : 'closed'} ${op.issue.tracker} ${op.issue.id}`;
}

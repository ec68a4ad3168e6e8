import { join } from 'node:path';
import type { Config } from '../../core/config.js';
import { errorMessage } from '../../core/errors.js';
import { maskSecrets } from '../../core/redact.js';
import { commandOnPath } from '../../platform/which.js';
import { expand } from '../notify/channels/channel.js';
import type { SendOutcome } from '../notify/outbox.js';
import { BeadsTracker, GitHubTracker, LinearTracker, runOp, TrackerError } from './adapters.js';
import type { IssueTracker, TrackerOp } from './ops.js';

/** A project's Beads file. */
export const beadsFile = (project: string) => join(project, '.beads', 'issues.jsonl');

/** The sender's side: carries out one operation with its tracker; credentials never reach the error. */
export async function runTrackerOp(config: Config, op: TrackerOp, env: Record<string, string | undefined>, now: () => Date): Promise<SendOutcome> {
  const secrets: string[] = [];
  try {
    const t = trackerFor(config, op, env, now, secrets);
    return { ok: true, detail: await runOp(t, op) };
  } catch (err) {
    return { ok: false, error: maskSecrets(errorMessage(err), secrets), ...(err instanceof TrackerError && err.retryAfterMs !== undefined ? { retryAfterMs: err.retryAfterMs } : {}) };
  }
}

function trackerFor(config: Config, op: TrackerOp, env: Record<string, string | undefined>, now: () => Date, secrets: string[]): IssueTracker {
  const tracker = op.kind === 'create' ? op.tracker : op.issue.tracker;
  if (tracker === 'github') {
    const g = config.integrations.github;
    if (!g) throw new Error('[integrations.github] is not configured any more');
    const token = expand(g.token, env, 'integrations.github.token');
    secrets.push(token);
    return new GitHubTracker({ token, apiUrl: g.apiUrl, repo: op.kind === 'create' ? op.repo : g.defaultRepo });
  }
  if (tracker === 'linear') {
    const l = config.integrations.linear;
    if (!l) throw new Error('[integrations.linear] is not configured any more');
    const apiKey = expand(l.apiKey, env, 'integrations.linear.api_key');
    secrets.push(apiKey);
    return new LinearTracker({ apiKey, apiUrl: l.apiUrl, team: l.defaultTeam });
  }
  const project = op.kind === 'create' ? undefined : op.project;
  if (!project) throw new Error('a Beads operation needs the project folder');
  return new BeadsTracker(beadsFile(project), now, commandOnPath('bd', env['PATH']));
}

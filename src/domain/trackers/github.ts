import { CheckpointError } from '../../core/errors.js';
import { httpRequest } from '../../platform/http.js';
import { expand } from '../notify/channels/channel.js';
import { checkpointReference } from './ops.js';
import { httpFailure, TrackerError, type Issue, type IssueTracker, type Tracker } from './tracker.js';

/** `owner/repo#123` → its parts. */
function githubIssue(id: string): { repo: string; number: number } {
  const m = /^([A-Za-z0-9-]+\/[A-Za-z0-9._-]+)#(\d+)$/.exec(id);
  if (!m) throw new CheckpointError('INVALID_DATA', `"${id}" is not a GitHub issue (owner/repo#123)`);
  return { repo: m[1]!, number: Number(m[2]) };
}

interface HttpStep {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
}

function githubHeaders(token: string): Record<string, string> {
  return {
    Authorization: `Bearer ${token}`,
    Accept: 'application/vnd.github+json',
    'X-GitHub-Api-Version': '2022-11-28',
    'User-Agent': 'pai-checkpoint',
    'content-type': 'application/json',
  };
}

/** GitHub's REST v3: an issue read, commented on, closed; one opened. */
class GitHubTracker implements IssueTracker {
  constructor(private readonly c: { token: string; apiUrl: string; repo?: string | undefined }) {}

  private async call(step: HttpStep): Promise<Record<string, unknown>> {
    const r = await httpRequest(
      step.method,
      `${this.c.apiUrl.replace(/\/+$/, '')}${step.path}`,
      githubHeaders(this.c.token),
      step.body === undefined ? undefined : JSON.stringify(step.body),
    );
    if (r.status < 200 || r.status >= 300) throw httpFailure(`GitHub ${step.method} ${step.path}`, r);
    return r.body ? (JSON.parse(r.body) as Record<string, unknown>) : {};
  }

  async getIssue(id: string): Promise<Issue | undefined> {
    const { repo, number } = githubIssue(id);
    try {
      const v = await this.call({ method: 'GET', path: `/repos/${repo}/issues/${number}` });
      return {
        tracker: 'github',
        id,
        title: String(v['title'] ?? ''),
        state: String(v['state'] ?? ''),
        url: String(v['html_url'] ?? ''),
      };
    } catch (err) {
      if (err instanceof TrackerError && /: HTTP 404/.test(err.message)) return undefined;
      throw err;
    }
  }

  async updateIssue(id: string, change: { status?: 'started' | 'completed'; comment?: string }): Promise<void> {
    const { repo, number } = githubIssue(id);
    if (change.comment)
      await this.call({
        method: 'POST',
        path: `/repos/${repo}/issues/${number}/comments`,
        body: { body: change.comment },
      });
    // GitHub has no "started": an issue being worked on stays open (the comment says so).
    if (change.status === 'completed')
      await this.call({
        method: 'PATCH',
        path: `/repos/${repo}/issues/${number}`,
        body: { state: 'closed', state_reason: 'completed' },
      });
  }

  async createIssue(title: string, body: string, labels?: string[]): Promise<Issue> {
    if (!this.c.repo)
      throw new CheckpointError(
        'USAGE',
        'no GitHub repository to open the issue in',
        'set [integrations.github] default_repo',
      );
    const v = await this.call({
      method: 'POST',
      path: `/repos/${this.c.repo}/issues`,
      body: { title, body, ...(labels?.length ? { labels } : {}) },
    });
    return {
      tracker: 'github',
      id: `${this.c.repo}#${String(v['number'])}`,
      title,
      state: 'open',
      url: String(v['html_url'] ?? ''),
    };
  }

  linkCheckpoint(id: string, checkpointId: string, sessionId: string): Promise<void> {
    return this.updateIssue(id, { comment: checkpointReference(checkpointId, sessionId) });
  }
}

/** `[integrations.github]`: its token (`${VAR}` expanded), API URL and default repository (an issue is opened in the operation's). */
export const github: Tracker = {
  open(config, op, { env, secrets }) {
    const g = config.integrations.github;
    if (!g) throw new Error('[integrations.github] is not configured any more');
    const token = expand(g.token, env, 'integrations.github.token');
    secrets.push(token);
    return new GitHubTracker({ token, apiUrl: g.apiUrl, repo: op.kind === 'create' ? op.repo : g.defaultRepo });
  },
};

import { execFile } from 'node:child_process';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { writeFileAtomicSync } from '../../core/atomic.js';
import { CheckpointError, errorMessage } from '../../core/errors.js';
import { httpRequest, type HttpResult } from '../../platform/http.js';
import { checkpointReference, githubHeaders, githubIssue, LINEAR, readBeads, type BeadsIssue, type HttpStep, type Issue, type IssueTracker, type TrackerOp } from './ops.js';

const execFileAsync = promisify(execFile);

/**
 * The three adapters of SPEC-07.22 behind one interface, and `runOp`, which the sender calls.
 * A tracker that answers an error throws TrackerError (its status and Retry-After, for the retry).
 */
export class TrackerError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

function failed(what: string, r: HttpResult): TrackerError {
  return new TrackerError(`${what}: HTTP ${r.status}${r.body ? `: ${r.body.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`, r.retryAfterMs);
}

export class GitHubTracker implements IssueTracker {
  constructor(private readonly c: { token: string; apiUrl: string; repo?: string | undefined }) {}

  private async call(step: HttpStep): Promise<Record<string, unknown>> {
    const r = await httpRequest(step.method, `${this.c.apiUrl.replace(/\/+$/, '')}${step.path}`, githubHeaders(this.c.token), step.body === undefined ? undefined : JSON.stringify(step.body));
    if (r.status < 200 || r.status >= 300) throw failed(`GitHub ${step.method} ${step.path}`, r);
    return r.body ? (JSON.parse(r.body) as Record<string, unknown>) : {};
  }

  async getIssue(id: string): Promise<Issue | undefined> {
    const { repo, number } = githubIssue(id);
    try {
      const v = await this.call({ method: 'GET', path: `/repos/${repo}/issues/${number}` });
      return { tracker: 'github', id, title: String(v['title'] ?? ''), state: String(v['state'] ?? ''), url: String(v['html_url'] ?? '') };
    } catch (err) {
      if (err instanceof TrackerError && /: HTTP 404/.test(err.message)) return undefined;
      throw err;
    }
  }

  async updateIssue(id: string, change: { status?: 'started' | 'completed'; comment?: string }): Promise<void> {
    const { repo, number } = githubIssue(id);
    if (change.comment) await this.call({ method: 'POST', path: `/repos/${repo}/issues/${number}/comments`, body: { body: change.comment } });
    // GitHub has no "started": an issue being worked on stays open (the comment says so).
    if (change.status === 'completed') await this.call({ method: 'PATCH', path: `/repos/${repo}/issues/${number}`, body: { state: 'closed', state_reason: 'completed' } });
  }

  async createIssue(title: string, body: string, labels?: string[]): Promise<Issue> {
    if (!this.c.repo) throw new CheckpointError('USAGE', 'no GitHub repository to open the issue in', 'set [integrations.github] default_repo');
    const v = await this.call({ method: 'POST', path: `/repos/${this.c.repo}/issues`, body: { title, body, ...(labels?.length ? { labels } : {}) } });
    return { tracker: 'github', id: `${this.c.repo}#${String(v['number'])}`, title, state: 'open', url: String(v['html_url'] ?? '') };
  }

  linkCheckpoint(id: string, checkpointId: string, sessionId: string): Promise<void> {
    return this.updateIssue(id, { comment: checkpointReference(checkpointId, sessionId) });
  }
}

interface LinearIssue {
  id: string;
  identifier: string;
  title: string;
  url: string;
  state: { name: string; type: string };
  team: { id: string; states: { nodes: { id: string; name: string; type: string; position: number }[] } };
}

/** Linear's workflow types, in their order: a state is only ever moved forward. */
const LINEAR_ORDER = ['triage', 'backlog', 'unstarted', 'started', 'completed', 'canceled'];

export class LinearTracker implements IssueTracker {
  constructor(private readonly c: { apiKey: string; apiUrl: string; team?: string | undefined }) {}

  private async gql(query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
    // A personal API key is sent as it is (Linear's documented header), not as a Bearer token.
    const r = await httpRequest('POST', this.c.apiUrl, { Authorization: this.c.apiKey, 'content-type': 'application/json' }, JSON.stringify({ query, variables }));
    if (r.status < 200 || r.status >= 300) throw failed('Linear', r);
    const v = JSON.parse(r.body) as { data?: Record<string, unknown>; errors?: { message: string }[] };
    if (v.errors?.length) throw new TrackerError(`Linear: ${v.errors.map((e) => e.message).join('; ')}`);
    return v.data ?? {};
  }

  private async issue(id: string): Promise<LinearIssue | undefined> {
    return ((await this.gql(LINEAR.issue, { id }))['issue'] as LinearIssue | null) ?? undefined;
  }

  async getIssue(id: string): Promise<Issue | undefined> {
    const i = await this.issue(id);
    return i ? { tracker: 'linear', id: i.identifier, title: i.title, state: i.state.name, url: i.url } : undefined;
  }

  async updateIssue(id: string, change: { status?: 'started' | 'completed'; comment?: string }): Promise<void> {
    const i = await this.issue(id);
    if (!i) throw new CheckpointError('NOT_FOUND', `Linear has no issue ${id}`);
    if (change.comment) await this.gql(LINEAR.comment, { input: { issueId: i.id, body: change.comment } });
    if (!change.status || LINEAR_ORDER.indexOf(i.state.type) >= LINEAR_ORDER.indexOf(change.status)) return;
    const target = i.team.states.nodes.filter((s) => s.type === change.status).sort((a, b) => a.position - b.position)[0];
    if (target) await this.gql(LINEAR.update, { id: i.id, input: { stateId: target.id } });
  }

  async createIssue(title: string, body: string): Promise<Issue> {
    if (!this.c.team) throw new CheckpointError('USAGE', 'no Linear team to open the issue in', 'set [integrations.linear] default_team to a team key');
    const teams = (await this.gql(LINEAR.team, { key: this.c.team }))['teams'] as { nodes: { id: string }[] } | undefined;
    const teamId = teams?.nodes[0]?.id;
    if (!teamId) throw new CheckpointError('NOT_FOUND', `Linear has no team with the key ${this.c.team}`, 'set [integrations.linear] default_team to a team key');
    const created = (await this.gql(LINEAR.create, { input: { teamId, title, description: body } }))['issueCreate'] as { issue?: { identifier: string; url: string } } | undefined;
    return { tracker: 'linear', id: created?.issue?.identifier ?? '', title, url: created?.issue?.url ?? '' };
  }

  linkCheckpoint(id: string, checkpointId: string, sessionId: string): Promise<void> {
    return this.updateIssue(id, { comment: checkpointReference(checkpointId, sessionId) });
  }
}

/**
 * Beads: through its own command, `bd` (`show --json`, `update --notes`/`--status`, `close`), when
 * it is on PATH — bd keeps a database beside the JSONL and would overwrite an edit it did not make
 * — else natively: the project's `.beads/issues.jsonl` rewritten in place (atomically), every line
 * kept as it was but the issue's.
 *
 * Every text bd is given comes from somewhere else (an issue id and its notes from the project's
 * Beads file, which a cloned repository writes), so none may ever be read as a flag of bd's: a text
 * goes only as the value of `--<flag>=<text>` (one argument: bd's parser, Go's pflag, takes what
 * follows the `=` as it is, a leading `-` or a newline included), and the issue id only after `--`,
 * the end of bd's options (`bd show --json -- --db=/tmp/x` asks for an issue of that name).
 */
export class BeadsTracker implements IssueTracker {
  constructor(
    private readonly file: string,
    private readonly now: () => Date,
    /** The bd command, when one is installed (runs in the project folder, without its daemon). */
    private readonly bd?: string | undefined,
  ) {}

  private async run(args: string[]): Promise<string> {
    const project = dirname(dirname(this.file));
    const { stdout } = await execFileAsync(this.bd!, args, { cwd: project, env: { ...process.env, BEADS_NO_DAEMON: '1' }, timeout: 30_000, maxBuffer: 16 << 20 });
    return stdout;
  }

  private async read(id: string): Promise<BeadsIssue | undefined> {
    if (!this.bd) return [...readBeads(this.file).issues.values()].find((x) => x.id === id);
    let out: string;
    try {
      out = await this.run(['show', '--json', '--', id]);
    } catch (err) {
      if (/not found|no issue/i.test(errorMessage(err))) return undefined;
      throw err;
    }
    const v = JSON.parse(out) as BeadsIssue | BeadsIssue[];
    return Array.isArray(v) ? v[0] : v; // bd show --json answers an array (older versions: an object)
  }

  async getIssue(id: string): Promise<Issue | undefined> {
    const i = await this.read(id);
    return i ? { tracker: 'beads', id, ...(i.title ? { title: i.title } : {}), ...(i.status ? { state: i.status } : {}) } : undefined;
  }

  async updateIssue(id: string, change: { status?: 'started' | 'completed'; comment?: string }): Promise<void> {
    const issue = await this.read(id);
    if (!issue) throw new CheckpointError('NOT_FOUND', `${this.bd ? 'bd' : this.file} has no issue ${id}`);
    const notes = change.comment && !issue.notes?.includes(change.comment) ? (issue.notes ? `${issue.notes}\n${change.comment}` : change.comment) : undefined;
    const start = change.status === 'started' && (!issue.status || issue.status === 'open');
    const close = change.status === 'completed' && issue.status !== 'closed';
    if (this.bd) {
      if (notes !== undefined || start) await this.run(['update', ...(notes !== undefined ? [`--notes=${notes}`] : []), ...(start ? ['--status=in_progress'] : []), '--', id]);
      if (close) await this.run(['close', `--reason=${(change.comment ?? 'completed').split('\n')[0]!}`, '--', id]);
      return;
    }
    const { lines, issues } = readBeads(this.file);
    const at = [...issues].find(([, v]) => v.id === id)![0];
    const now = this.now().toISOString();
    if (notes !== undefined) issue.notes = notes;
    if (start) issue.status = 'in_progress';
    if (close) {
      issue.status = 'closed';
      issue.closed_at = now;
    }
    issue.updated_at = now;
    lines[at] = JSON.stringify(issue);
    writeFileAtomicSync(this.file, lines.join('\n'), { fsync: true });
  }

  createIssue(): Promise<Issue> {
    return Promise.reject(new CheckpointError('USAGE', 'pai-checkpoint does not open Beads issues', 'use `bd create`'));
  }

  linkCheckpoint(id: string, checkpointId: string, sessionId: string): Promise<void> {
    return this.updateIssue(id, { comment: checkpointReference(checkpointId, sessionId) });
  }
}

/** Carries out an operation with a tracker; returns what was done, for the log. */
export async function runOp(t: IssueTracker, op: TrackerOp): Promise<string> {
  if (op.kind === 'create') {
    const i = await t.createIssue(op.title, op.body, op.labels);
    return `opened ${i.id}${i.url ? ` (${i.url})` : ''}`;
  }
  const status = op.kind === 'start' ? 'started' : op.kind === 'close' ? 'completed' : undefined;
  await t.updateIssue(op.issue.id, { comment: op.body, ...(status ? { status } : {}) });
  return `${op.kind === 'comment' ? 'commented on' : op.kind === 'start' ? 'started' : 'closed'} ${op.issue.tracker} ${op.issue.id}`;
}

import { CheckpointError } from '../../core/errors.js';
import { httpRequest } from '../../platform/http.js';
import { expand } from '../notify/channels/channel.js';
import { checkpointReference } from './ops.js';
import { httpFailure, TrackerError, type Issue, type IssueTracker, type Tracker } from './tracker.js';

/** Linear's GraphQL API: the documents pai-checkpoint sends. */
const LINEAR = {
  issue:
    'query Issue($id: String!) { issue(id: $id) { id identifier title url state { name type } team { id states { nodes { id name type position } } } } }',
  comment: 'mutation Comment($input: CommentCreateInput!) { commentCreate(input: $input) { success } }',
  update:
    'mutation Update($id: String!, $input: IssueUpdateInput!) { issueUpdate(id: $id, input: $input) { success } }',
  team: 'query Team($key: String!) { teams(filter: { key: { eq: $key } }) { nodes { id } } }',
  create:
    'mutation Create($input: IssueCreateInput!) { issueCreate(input: $input) { success issue { id identifier title url } } }',
} as const;

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

class LinearTracker implements IssueTracker {
  constructor(private readonly c: { apiKey: string; apiUrl: string; team?: string | undefined }) {}

  private async gql(query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
    // A personal API key is sent as it is (Linear's documented header), not as a Bearer token.
    const r = await httpRequest(
      'POST',
      this.c.apiUrl,
      { Authorization: this.c.apiKey, 'content-type': 'application/json' },
      JSON.stringify({ query, variables }),
    );
    if (r.status < 200 || r.status >= 300) throw httpFailure('Linear', r);
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
    const target = i.team.states.nodes
      .filter((s) => s.type === change.status)
      .sort((a, b) => a.position - b.position)[0];
    if (target) await this.gql(LINEAR.update, { id: i.id, input: { stateId: target.id } });
  }

  async createIssue(title: string, body: string): Promise<Issue> {
    if (!this.c.team)
      throw new CheckpointError(
        'USAGE',
        'no Linear team to open the issue in',
        'set [integrations.linear] default_team to a team key',
      );
    const teams = (await this.gql(LINEAR.team, { key: this.c.team }))['teams'] as
      { nodes: { id: string }[] } | undefined;
    const teamId = teams?.nodes[0]?.id;
    if (!teamId)
      throw new CheckpointError(
        'NOT_FOUND',
        `Linear has no team with the key ${this.c.team}`,
        'set [integrations.linear] default_team to a team key',
      );
    const created = (await this.gql(LINEAR.create, { input: { teamId, title, description: body } }))['issueCreate'] as
      { issue?: { identifier: string; url: string } } | undefined;
    return { tracker: 'linear', id: created?.issue?.identifier ?? '', title, url: created?.issue?.url ?? '' };
  }

  linkCheckpoint(id: string, checkpointId: string, sessionId: string): Promise<void> {
    return this.updateIssue(id, { comment: checkpointReference(checkpointId, sessionId) });
  }
}

/** `[integrations.linear]`: its API key (`${VAR}` expanded), API URL and default team. */
export const linear: Tracker = {
  open(config, _op, { env, secrets }) {
    const l = config.integrations.linear;
    if (!l) throw new Error('[integrations.linear] is not configured any more');
    const apiKey = expand(l.apiKey, env, 'integrations.linear.api_key');
    secrets.push(apiKey);
    return new LinearTracker({ apiKey, apiUrl: l.apiUrl, team: l.defaultTeam });
  },
};

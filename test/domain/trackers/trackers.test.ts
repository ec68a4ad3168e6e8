/**
 * Every issue tracker through the shared contract (tracker-contract.ts): GitHub and Linear against
 * stand-ins on 127.0.0.1 that keep their issues (the documented REST v3 routes and GraphQL
 * operations pai-checkpoint uses), Beads against a real `.beads/issues.jsonl`. Typed by the
 * trackers' names, so that a tracker registered without a stand-in here does not compile.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { loadConfig } from '../../../src/core/config.js';
import type { TrackerName } from '../../../src/domain/trackers/index.js';
import { runTrackerOp } from '../../../src/domain/trackers/run.js';
import { sandbox } from '../../helpers.js';
import { standInBd } from '../../support/bd.js';
import { httpService, type Answer, type Received } from '../../support/services.js';
import { trackerContract, type TrackerFactory } from './tracker-contract.js';

interface Held {
  title: string;
  comments: string[];
  state: 'open' | 'started' | 'closed';
}

const json = (status: number, body: unknown): Answer => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
/** A careless service's refusal: the credentials it was sent, echoed. */
const refuse = (r: Received): Answer => ({ status: 401, body: `Bad credentials: ${r.headers['authorization'] ?? ''}` });

/** GitHub's REST v3 as pai-checkpoint uses it, for acme/app, holding issue #1. */
function githubAnswer(issues: Map<number, Held>) {
  return (r: Received): Answer => {
    const m = /^\/repos\/acme\/app\/issues(?:\/(\d+))?(\/comments)?$/.exec(r.path);
    const i = m?.[1] ? issues.get(Number(m[1])) : undefined;
    const body = r.body ? (JSON.parse(r.body) as Record<string, string>) : {};
    if (m && !m[1] && r.method === 'POST') {
      const n = issues.size + 1;
      issues.set(n, { title: body['title']!, comments: [], state: 'open' });
      return json(201, { number: n, html_url: `https://github.com/acme/app/issues/${n}` });
    }
    if (!i) return json(404, { message: 'Not Found' });
    if (m![2] && r.method === 'POST') return (i.comments.push(body['body']!), json(201, { id: i.comments.length }));
    if (r.method === 'PATCH')
      return ((i.state = body['state'] === 'closed' ? 'closed' : i.state), json(200, { state: i.state }));
    if (r.method === 'GET')
      return json(200, {
        number: Number(m![1]),
        title: i.title,
        state: i.state === 'closed' ? 'closed' : 'open',
        html_url: `https://github.com/acme/app/issues/${m![1]}`,
      });
    return json(404, { message: 'Not Found' });
  };
}

const LINEAR_STATES = [
  { id: 's-todo', name: 'Todo', type: 'unstarted', position: 0 },
  { id: 's-prog', name: 'In Progress', type: 'started', position: 1 },
  { id: 's-done', name: 'Done', type: 'completed', position: 2 },
];
const linearState = { open: LINEAR_STATES[0]!, started: LINEAR_STATES[1]!, closed: LINEAR_STATES[2]! };

/** Linear's GraphQL API as pai-checkpoint uses it: team ENG (Todo, In Progress, Done) holding ENG-1. */
function linearAnswer(issues: Map<string, Held>) {
  const byUuid = (uuid: unknown) => issues.get(String(uuid).replace(/^uuid-/, ''));
  return (r: Received): Answer => {
    const { query, variables: v } = JSON.parse(r.body) as { query: string; variables: Record<string, any> };
    const op = query.split('(')[0];
    if (op === 'query Issue') {
      const i = issues.get(v['id']);
      return json(200, {
        data: {
          issue: i
            ? {
                id: `uuid-${v['id']}`,
                identifier: v['id'],
                title: i.title,
                url: `https://linear.app/acme/issue/${v['id']}`,
                state: linearState[i.state],
                team: { id: 'team-eng', states: { nodes: LINEAR_STATES } },
              }
            : null,
        },
      });
    }
    if (op === 'mutation Comment')
      return (
        byUuid(v['input'].issueId)!.comments.push(v['input'].body),
        json(200, { data: { commentCreate: { success: true } } })
      );
    if (op === 'mutation Update') {
      const i = byUuid(v['id'])!;
      i.state = (Object.keys(linearState) as Held['state'][]).find((k) => linearState[k].id === v['input'].stateId)!;
      return json(200, { data: { issueUpdate: { success: true } } });
    }
    if (op === 'query Team')
      return json(200, { data: { teams: { nodes: v['key'] === 'ENG' ? [{ id: 'team-eng' }] : [] } } });
    if (op === 'mutation Create') {
      const id = `ENG-${issues.size + 1}`;
      issues.set(id, { title: v['input'].title, comments: [], state: 'open' });
      return json(200, {
        data: {
          issueCreate: {
            success: true,
            issue: {
              id: `uuid-${id}`,
              identifier: id,
              title: v['input'].title,
              url: `https://linear.app/acme/issue/${id}`,
            },
          },
        },
      });
    }
    return json(400, { errors: [{ message: 'unknown operation' }] });
  };
}

async function httpTracker<K>(
  mode: 'accept' | 'refuse',
  issues: Map<K, Held>,
  answer: (issues: Map<K, Held>) => (r: Received) => Answer,
) {
  const s = await httpService(mode === 'accept' ? answer(issues) : refuse);
  const state = (id: K) => {
    const i = issues.get(id);
    return { comments: i?.comments ?? [], closed: i?.state === 'closed' };
  };
  return { s, state };
}

const FACTORIES: Record<TrackerName, TrackerFactory> = {
  github: {
    tracker: 'github',
    creates: true,
    credentials: true,
    async start(_project, mode) {
      const { s, state } = await httpTracker(
        mode,
        new Map<number, Held>([[1, { title: 'Login', comments: [], state: 'open' }]]),
        githubAnswer,
      );
      return {
        toml: ['[integrations.github]', 'token = "${GH_TOKEN}"', `api_url = "${s.url}"`, 'default_repo = "acme/app"'],
        env: { GH_TOKEN: 'ghp_contractsecret' },
        issue: 'acme/app#1',
        unknown: 'acme/app#999',
        state: (id) => state(Number(id.split('#')[1])),
        close: s.close,
      };
    },
  },
  linear: {
    tracker: 'linear',
    creates: true,
    credentials: true,
    async start(_project, mode) {
      const { s, state } = await httpTracker(
        mode,
        new Map<string, Held>([['ENG-1', { title: 'Login', comments: [], state: 'open' }]]),
        linearAnswer,
      );
      return {
        toml: [
          '[integrations.linear]',
          'api_key = "${LINEAR_KEY}"',
          `api_url = "${s.url}/graphql"`,
          'default_team = "ENG"',
        ],
        env: { LINEAR_KEY: 'lin_api_contractsecret' },
        issue: 'ENG-1',
        unknown: 'ENG-999',
        state,
        close: s.close,
      };
    },
  },
  beads: {
    tracker: 'beads',
    creates: false,
    credentials: false,
    // The project's own file, natively (no bd on PATH); a line that is not an issue is kept.
    async start(project) {
      mkdirSync(join(project, '.beads'));
      const file = join(project, '.beads', 'issues.jsonl');
      writeFileSync(file, `${JSON.stringify({ id: 'ph-1', title: 'Login', status: 'open' })}\nnot an issue\n`);
      const read = (id: string) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Record<string, string>)
          .find((i) => i['id'] === id);
      return {
        toml: ['[integrations.beads]', 'enabled = true'],
        env: { PATH: '/usr/bin:/bin' },
        issue: 'ph-1',
        unknown: 'ph-999',
        state: (id) => ({
          comments: read(id)?.['notes']?.split('\n') ?? [],
          closed: read(id)?.['status'] === 'closed',
        }),
        close: async () => undefined,
      };
    },
  },
};

for (const factory of Object.values(FACTORIES)) trackerContract(factory);

// Beads through bd when it is on PATH (a stand-in parsing bd's documented commands): the same contract.
trackerContract({
  ...FACTORIES.beads,
  name: 'beads through bd',
  async start(project) {
    const issue = { id: 'ph-1', title: 'Login', status: 'open' };
    mkdirSync(join(project, '.beads'));
    writeFileSync(join(project, '.beads', 'issues.jsonl'), `${JSON.stringify(issue)}\n`);
    const bd = standInBd(dirname(project), { 'ph-1': issue });
    const read = (id: string) => bd.issues()[id] as Record<string, string> | undefined;
    return {
      toml: ['[integrations.beads]', 'enabled = true'],
      env: { PATH: `${bd.bin}:/usr/bin:/bin` },
      issue: 'ph-1',
      unknown: 'ph-999',
      state: (id) => ({ comments: read(id)?.['notes']?.split('\n') ?? [], closed: read(id)?.['status'] === 'closed' }),
      close: async () => undefined,
    };
  },
});

test('an operation for a tracker that is not one (a forged linked issue on the volume) fails naming it, whatever the name', async () => {
  const sb = sandbox();
  const config = await loadConfig({ paiDir: sb.paths.paiDir, env: {} });
  for (const name of ['jira', 'constructor', '__proto__']) {
    const r = await runTrackerOp(
      config,
      { kind: 'comment', issue: { tracker: name, id: 'X-1' }, body: 'b', project: sb.project },
      {},
      () => new Date(),
    );
    expect(r).toEqual({ ok: false, error: `no issue tracker "${name}" (github, linear, beads)` });
  }
});

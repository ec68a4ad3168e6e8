/**
 * Issue trackers (SPEC-07.22) against stand-ins on 127.0.0.1 that implement the documented
 * endpoints — GitHub's REST v3 (comments, close, create) and Linear's GraphQL API (issue,
 * commentCreate, issueUpdate, teams, issueCreate) — and a real Beads file: auto-linking from the
 * first prompt, the git branch and in-progress Beads issues, a link by hand, closing on an approved
 * completion, an issue opened for an error; every request asserted exactly, delivered by the
 * sender the commands start.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { defaultCliEnv } from '../../src/adapters/cli/context.js';
import { main } from '../../src/adapters/cli/main.js';
import { checkpointEvents } from '../../src/app/events.js';
import { loadConfig } from '../../src/core/config.js';
import type { Manifest } from '../../src/domain/volume/manifest.js';
import { BeadsTracker } from '../../src/domain/trackers/beads.js';
import { githubRepoOf, issueRefsIn } from '../../src/domain/trackers/refs.js';
import { outboxState } from '../../src/domain/notify/outbox.js';
import { newSession, saveSession } from '../../src/domain/session/state.js';
import { assistantLine, sandbox, userLine, waitFor, waitForWorkers, writeLines } from '../helpers.js';
import { createContext } from '../../src/core/context.js';
import { standInBd } from '../support/bd.js';
import { httpService, type Answer, type Received } from '../support/services.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

/** GitHub's REST v3, as far as pai-checkpoint uses it. */
function github(r: Received): Answer {
  if (r.method === 'POST' && /^\/repos\/acme\/app\/issues\/\d+\/comments$/.test(r.path))
    return { status: 201, body: JSON.stringify({ id: 1 }) };
  if (r.method === 'PATCH' && /^\/repos\/acme\/app\/issues\/\d+$/.test(r.path))
    return { status: 200, body: JSON.stringify({ state: 'closed' }) };
  if (r.method === 'POST' && r.path === '/repos/acme/app/issues')
    return { status: 201, body: JSON.stringify({ number: 77, html_url: 'https://github.com/acme/app/issues/77' }) };
  return { status: 404, body: JSON.stringify({ message: 'Not Found' }) };
}

/** Linear's GraphQL API: ENG-42 in state Todo (unstarted) of team ENG, whose states are Todo, In Progress, Done. */
function linear(r: Received): Answer {
  const { query } = JSON.parse(r.body) as { query: string };
  const data = query.startsWith('query Issue(')
    ? {
        issue: {
          id: 'uuid-42',
          identifier: 'ENG-42',
          title: 'Login',
          url: 'https://linear.app/acme/issue/ENG-42',
          state: { name: 'Todo', type: 'unstarted' },
          team: {
            id: 'team-eng',
            states: {
              nodes: [
                { id: 's-todo', name: 'Todo', type: 'unstarted', position: 0 },
                { id: 's-prog', name: 'In Progress', type: 'started', position: 1 },
                { id: 's-done', name: 'Done', type: 'completed', position: 2 },
              ],
            },
          },
        },
      }
    : query.startsWith('mutation Comment(')
      ? { commentCreate: { success: true } }
      : query.startsWith('mutation Update(')
        ? { issueUpdate: { success: true } }
        : query.startsWith('query Team(')
          ? { teams: { nodes: [{ id: 'team-eng' }] } }
          : query.startsWith('mutation Create(')
            ? {
                issueCreate: {
                  success: true,
                  issue: {
                    id: 'uuid-99',
                    identifier: 'ENG-99',
                    title: 'x',
                    url: 'https://linear.app/acme/issue/ENG-99',
                  },
                },
              }
            : undefined;
  return data
    ? { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data }) }
    : { status: 400, body: JSON.stringify({ errors: [{ message: 'unknown operation' }] }) };
}

describe('auto-linking (SPEC-07.22.05)', () => {
  test('references in a name, a prompt, a branch; GitHub remotes', () => {
    const c = { githubRepo: 'acme/app', linear: true, beadsIds: new Set(['ph-7', 'bd-a1']) };
    const ids = (text: string, name = false) => issueRefsIn(text, c, { name }).map((i) => `${i.tracker}:${i.id}`);
    expect(ids('Fix issue #123 and ENG-42, see https://github.com/other/repo/issues/5.')).toEqual([
      'github:other/repo#5',
      'github:acme/app#123',
      'linear:ENG-42',
    ]);
    expect(ids('fix/issue-123')).toEqual(['github:acme/app#123']);
    expect(ids('ph-fix-auth-123', true)).toEqual(['github:acme/app#123']);
    expect(ids('ph-fix-auth-123')).toEqual([]);
    expect(ids('carry on with ph-7 and bd-a1, not ph-9')).toEqual(['beads:ph-7', 'beads:bd-a1']);
    expect(issueRefsIn('#5', { linear: false })).toEqual([]); // no repository known: "#5" is not taken
    expect([
      githubRepoOf('git@github.com:acme/app.git'),
      githubRepoOf('https://github.com/acme/app'),
      githubRepoOf('https://gitlab.com/acme/app.git'),
    ]).toEqual(['acme/app', 'acme/app', undefined]);
  });
});

describe('GitHub, Linear and Beads in a session', () => {
  test('auto-linked at the first checkpoint and told; closed when the completing checkpoint is approved; a link by hand noted; an issue opened for an error', async () => {
    const gh = await httpService(github);
    const ln = await httpService(linear);
    closers.push(gh.close, ln.close);
    const sb = sandbox();
    mkdirSync(sb.paths.paiDir, { recursive: true });
    writeFileSync(
      join(sb.paths.paiDir, 'checkpoint.toml'),
      [
        '[mcp]',
        'query_servers = false',
        '[integrations.github]',
        'token = "${GH_TOKEN}"',
        `api_url = "${gh.url}"`,
        'create_on_error = true',
        '[integrations.linear]',
        'api_key = "${LINEAR_KEY}"',
        `api_url = "${ln.url}/graphql"`,
        'default_team = "ENG"',
        'create_on_error = true',
      ].join('\n'),
    );
    const p = sb.project;
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: p,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@t',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@t',
        },
      });
    git('init', '-q', '-b', 'fix/issue-123');
    git('remote', 'add', 'origin', 'https://github.com/acme/app.git');
    writeFileSync(join(p, 'app.py'), 'print(1)\n');
    git('add', '.');
    git('commit', '-qm', 'init');
    mkdirSync(join(p, '.beads'));
    const beads = join(p, '.beads', 'issues.jsonl');
    writeFileSync(
      beads,
      [
        { id: 'ph-7', title: 'Login', status: 'in_progress', notes: 'started by hand' },
        { id: 'ph-8', title: 'Docs', status: 'open' },
      ]
        .map((x) => JSON.stringify(x))
        .join('\n') + '\n',
    );
    const transcript = join(sb.home, 't.jsonl');
    writeLines(transcript, [
      userLine('Fix issue #123 and ENG-42'),
      assistantLine([{ type: 'text', text: 'On it.' }], 'a-1'),
    ]);
    const st = newSession('sess-trk', p, p, new Date());
    st.transcriptPath = transcript;
    saveSession(sb.paths, st);
    const env = {
      HOME: sb.home,
      PAI_DIR: sb.paths.paiDir,
      CLAUDE_CONFIG_DIR: sb.claudeDir,
      PATH: '/usr/bin:/bin',
      PAI_CHECKPOINT_CLAUDE: '/bin/echo',
      GH_TOKEN: 'ghp_testsecret',
      LINEAR_KEY: 'lin_api_testsecret',
    };
    const run = (...argv: string[]) => main(argv, defaultCliEnv({ cwd: p, env, warnings: [] }));
    const json = async (...argv: string[]) => JSON.parse((await run(...argv, '--json')).stdout);
    const beadsIssue = (id: string) =>
      readFileSync(beads, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, string>)
        .find((x) => x['id'] === id)!;
    const linearOps = () => ln.received.map((r) => (JSON.parse(r.body) as { query: string }).query.split('(')[0]);

    // 1. The first checkpoint: #123 (prompt and branch), ENG-42 (prompt) and ph-7 (in progress) are linked and told.
    const first = (await json('create')).id as string;
    const row = (await json('list')).rows.find((r: { id: string }) => r.id === first);
    expect(row.linked_issues.map((i: { tracker: string; id: string }) => `${i.tracker}:${i.id}`).sort()).toEqual([
      'beads:ph-7',
      'github:acme/app#123',
      'linear:ENG-42',
    ]);
    await waitFor(() =>
      gh.received.length >= 1 && ln.received.length >= 3 && beadsIssue('ph-7')['notes']!.includes(first)
        ? true
        : undefined,
    );
    expect(gh.received.map((r) => [r.method, r.path, JSON.parse(r.body)])).toEqual([
      [
        'POST',
        '/repos/acme/app/issues/123/comments',
        {
          body: `Work on this issue is under way in checkpoint ${first} of session sess-trk (pai-checkpoint). Resume it with \`pai-checkpoint resume sess-trk\`; inspect it with \`pai-checkpoint inspect ${first}\`.`,
        },
      ],
    ]);
    expect([
      gh.received[0]!.headers['authorization'],
      gh.received[0]!.headers['accept'],
      gh.received[0]!.headers['x-github-api-version'],
      gh.received[0]!.headers['user-agent'],
    ]).toEqual(['Bearer ghp_testsecret', 'application/vnd.github+json', '2022-11-28', 'pai-checkpoint']);
    expect(linearOps()).toEqual(['query Issue', 'mutation Comment', 'mutation Update']);
    expect(ln.received[0]!.headers['authorization']).toBe('lin_api_testsecret');
    expect(JSON.parse(ln.received[2]!.body).variables).toEqual({ id: 'uuid-42', input: { stateId: 's-prog' } }); // Todo → In Progress
    expect(JSON.parse(ln.received[1]!.body).variables.input).toEqual({
      issueId: 'uuid-42',
      body: expect.stringContaining(`checkpoint ${first} of session sess-trk`),
    });
    expect(beadsIssue('ph-7')).toMatchObject({
      status: 'in_progress',
      notes: expect.stringMatching(
        new RegExp(`^started by hand\\nWork on this issue is under way in checkpoint ${first} `),
      ),
    });

    // 2. Another checkpoint: nothing linked or told again.
    await run('create');
    // 3. A link by hand: the Beads issue gets the checkpoint's reference in its notes.
    expect((await run('link', first, 'ph-8')).exitCode).toBe(0);
    await waitFor(() =>
      beadsIssue('ph-8')['notes']?.includes(`Checkpoint ${first} of session sess-trk`) ? true : undefined,
    );
    expect(beadsIssue('ph-8')['status']).toBe('open');

    // 4. The completing checkpoint needs review: nothing closes until it is approved.
    const done = (await json('create', '--trigger', 'complete')).id as string;
    // Its senders (detached workers) done and nothing left in the outbox: nothing more can arrive.
    await waitForWorkers(sb.paths.paiDir);
    expect(outboxState(sb.paths).waiting).toEqual([]);
    expect(gh.received.filter((r) => r.method === 'PATCH')).toEqual([]);
    expect((await run('approve', done, '--reason', 'shipped')).exitCode).toBe(0);
    await waitFor(() =>
      gh.received.some((r) => r.method === 'PATCH') &&
      linearOps().length >= 6 &&
      beadsIssue('ph-7')['status'] === 'closed' &&
      beadsIssue('ph-8')['status'] === 'closed'
        ? true
        : undefined,
    );
    expect(gh.received.slice(1).map((r) => [r.method, r.path, JSON.parse(r.body)])).toEqual([
      [
        'POST',
        '/repos/acme/app/issues/123/comments',
        {
          body: expect.stringMatching(
            new RegExp(`^Completed \\(and approved\\) in checkpoint ${done} of session sess-trk`),
          ),
        },
      ],
      ['PATCH', '/repos/acme/app/issues/123', { state: 'closed', state_reason: 'completed' }],
    ]);
    expect(JSON.parse(ln.received.at(-1)!.body).variables).toEqual({ id: 'uuid-42', input: { stateId: 's-done' } });
    expect(beadsIssue('ph-7')).toMatchObject({ status: 'closed', closed_at: expect.any(String) });
    expect(beadsIssue('ph-8')['status']).toBe('closed'); // linked to the session by hand: closed with it
    // 5. Failed tool calls in a burst: an issue is opened in each tracker with create_on_error.
    const config = await loadConfig({ paiDir: sb.paths.paiDir, env });
    const ctx = createContext({ paths: sb.paths, env, now: () => new Date(), warn: () => undefined });
    const m = {
      id: '01ERR',
      session_id: 'sess-trk',
      created_at: new Date().toISOString(),
      trigger: 'error',
      approval: { status: 'auto_approved' },
      workspace: { root: p },
      metrics: { cost_estimate_usd: 0, files_modified: 0, tools_invoked: [], tool_errors: 3 },
    } as unknown as Manifest;
    await checkpointEvents(ctx, m, config);
    await waitFor(() =>
      gh.received.some((r) => r.path === '/repos/acme/app/issues') && linearOps().includes('mutation Create')
        ? true
        : undefined,
    );
    const opened = gh.received.find((r) => r.path === '/repos/acme/app/issues')!;
    expect([opened.method, JSON.parse(opened.body)]).toEqual([
      'POST',
      {
        title: 'pai-checkpoint: session sess-trk needs attention',
        body: '3 tool calls of the session failed.\n\nSee `pai-checkpoint sessions sess-trk` and `pai-checkpoint recover sess-trk`.',
        labels: ['pai-checkpoint'],
      },
    ]);
    const created = ln.received.find((r) => r.body.includes('mutation Create'))!;
    expect(JSON.parse(created.body).variables).toEqual({
      input: {
        teamId: 'team-eng',
        title: 'pai-checkpoint: session sess-trk needs attention',
        description: expect.stringContaining('3 tool calls'),
      },
    });
    // 6. The log of the sender holds no token.
    const log = readFileSync(join(sb.paths.stateDir, 'notify', 'log.jsonl'), 'utf8');
    expect(log).not.toMatch(/ghp_testsecret|lin_api_testsecret/);
    expect(
      log
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { status: string })
        .filter((l) => l.status === 'failed'),
    ).toEqual([]);
  }, 60_000);

  test('bd never takes an issue id or a text for one of its flags: ids after --, texts as --flag=<text>, whatever they hold (issue 32, finding 17)', async () => {
    const sb = sandbox();
    const p = sb.project;
    mkdirSync(join(p, '.beads'));
    // A cloned repository writes its Beads file: its ids and notes are anyone's text.
    const hostile = ['--help', '-rf', '--db=/tmp/x'];
    const notes = '--db=/tmp/x\n-rf /\n--help';
    const issues = Object.fromEntries(hostile.map((id) => [id, { id, title: '-t --title', status: 'open', notes }]));
    writeFileSync(
      join(p, '.beads', 'issues.jsonl'),
      `${Object.values(issues)
        .map((i) => JSON.stringify(i))
        .join('\n')}\n`,
    );
    const bd = standInBd(sb.home, issues);
    const tracker = new BeadsTracker(join(p, '.beads', 'issues.jsonl'), () => new Date(), join(bd.bin, 'bd'));
    const comment = '--status=closed\n--reason -rf';
    for (const id of hostile) {
      expect(await tracker.getIssue(id)).toEqual({ tracker: 'beads', id, title: '-t --title', state: 'open' });
      await tracker.updateIssue(id, { status: 'started', comment });
      await tracker.updateIssue(id, { status: 'completed', comment: '-rf\nsecond line' });
    }
    expect(bd.calls().map((c) => c.argv)).toEqual(
      hostile.flatMap((id) => [
        ['show', '--json', '--', id],
        ['show', '--json', '--', id],
        ['update', `--notes=${notes}\n${comment}`, '--status=in_progress', '--', id],
        ['show', '--json', '--', id],
        ['update', `--notes=${notes}\n${comment}\n-rf\nsecond line`, '--', id],
        ['close', '--reason=-rf', '--', id],
      ]),
    );
    // What bd understood: each issue itself changed, with the texts as given.
    for (const id of hostile)
      expect(bd.issues()[id]).toMatchObject({
        status: 'closed',
        notes: `${notes}\n${comment}\n-rf\nsecond line`,
        close_reason: '-rf',
      });
    await expect(tracker.getIssue('-x')).resolves.toBeUndefined();
    expect(bd.calls().at(-1)!.argv).toEqual(['show', '--json', '--', '-x']);
  });

  test('with bd installed, Beads goes through bd (show --json, update --notes/--status, close --reason), never edited behind its back', async () => {
    const sb = sandbox();
    mkdirSync(sb.paths.paiDir, { recursive: true });
    writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
    const p = sb.project;
    writeFileSync(join(p, 'app.py'), 'print(1)\n');
    mkdirSync(join(p, '.beads'));
    const beads = join(p, '.beads', 'issues.jsonl');
    writeFileSync(beads, `${JSON.stringify({ id: 'ph-7', title: 'Login', status: 'open' })}\n`);
    const { bin, calls: bdCalls } = standInBd(sb.home, { 'ph-7': { id: 'ph-7', title: 'Login', status: 'open' } });
    const st = newSession('sess-bd', p, p, new Date());
    saveSession(sb.paths, st);
    const env = {
      HOME: sb.home,
      PAI_DIR: sb.paths.paiDir,
      CLAUDE_CONFIG_DIR: sb.claudeDir,
      PATH: `${bin}:/usr/bin:/bin`,
      PAI_CHECKPOINT_CLAUDE: '/bin/echo',
    };
    const run = (...argv: string[]) => main(argv, defaultCliEnv({ cwd: p, env, warnings: [] }));
    const id = JSON.parse((await run('create', '--json')).stdout).id as string;
    expect((await run('link', id, 'ph-7')).exitCode).toBe(0);
    await waitFor(() => (bdCalls().length >= 2 ? true : undefined));
    const reference = `Checkpoint ${id} of session sess-bd (pai-checkpoint). Resume it with \`pai-checkpoint resume sess-bd\`; inspect it with \`pai-checkpoint inspect ${id}\`.`;
    expect(bdCalls().map((c) => c.argv)).toEqual([
      ['show', '--json', '--', 'ph-7'],
      ['update', `--notes=${reference}`, '--', 'ph-7'],
    ]);
    expect(bdCalls().every((c) => c.cwd === p && c.noDaemon === '1')).toBe(true);
    const done = JSON.parse((await run('create', '--trigger', 'complete', '--json')).stdout).id as string;
    expect((await run('approve', done)).exitCode).toBe(0);
    await waitFor(() => (bdCalls().some((c) => c.argv[0] === 'close') ? true : undefined));
    expect(
      bdCalls()
        .slice(2)
        .map((c) => c.argv),
    ).toEqual([
      ['show', '--json', '--', 'ph-7'],
      [
        'update',
        `--notes=${reference}\nCompleted (and approved) in checkpoint ${done} of session sess-bd (pai-checkpoint). Resume it with \`pai-checkpoint resume sess-bd\`; inspect it with \`pai-checkpoint inspect ${done}\`.`,
        '--',
        'ph-7',
      ],
      [
        'close',
        `--reason=Completed (and approved) in checkpoint ${done} of session sess-bd (pai-checkpoint). Resume it with \`pai-checkpoint resume sess-bd\`; inspect it with \`pai-checkpoint inspect ${done}\`.`,
        '--',
        'ph-7',
      ],
    ]);
    // The JSONL was left to bd.
    expect(readFileSync(beads, 'utf8')).toBe(`${JSON.stringify({ id: 'ph-7', title: 'Login', status: 'open' })}\n`);
  }, 60_000);
});

/**
 * `search "<query>"` (SPEC-07.12): real checkpoints (create, save), their tags, annotations and
 * links added by the real commands, and a phase record of pai-seed's own; ranking, qualifiers,
 * phases, the project scope, and that it reads one index per session and no manifest.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { run as runSearch, printSearch } from '../../src/adapters/cli/commands/search.js';
import { appContext, defaultCliEnv } from '../../src/adapters/cli/context.js';
import { main } from '../../src/adapters/cli/main.js';
import type { AppContext } from '../../src/app/context.js';
import { create } from '../../src/app/create.js';
import { save } from '../../src/app/save.js';
import { around, parseQuery, search, type SearchOptions } from '../../src/app/search.js';
import { createCheckpointSync } from '../../src/domain/records/api.js';
import { newSession, saveSession } from '../../src/domain/session/state.js';
import type { StorageBackend } from '../../src/storage/backend.js';
import { appSandbox } from './support.js';

/**
 * Session S1 of project p: a (named "first", milestone/v1.0, annotated, linked to acme/app#42),
 * b (saved in phase 4 BUILD on "Build the parser", named "parser"), c (periodic: the session still in
 * that phase and task; experiment/parser-b, annotated, linked to ph-7q2); session S2 of project q: d (milestone/v2.0, annotated); and e, a phase record of
 * pai-seed's (no session checkpoint): phase 6 VERIFY of project p.
 */
async function volumeWithFacts() {
  const sb = appSandbox();
  const q = join(sb.home, 'other');
  mkdirSync(q);
  writeFileSync(join(q, 'b.txt'), 'b\n');
  saveSession(sb.paths, newSession('S2', q, q, new Date()));
  const cli = async (...argv: string[]) => {
    const r = await main(argv, defaultCliEnv({ cwd: sb.project, env: sb.env, warnings: [] }));
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
  };
  const a = (await create(sb.ctx(), { session: 'S1', name: 'first', tags: ['milestone/v1.0'] })).id;
  await cli('annotate', a, 'reviewed: the parser is done', '--user', 'bob');
  await cli('link', a, 'https://github.com/acme/app/issues/42');
  const b = (await save(sb.ctx(), { session: 'S1', name: 'parser', phase: 4, task: 'Build the parser' })).id!;
  const c = (await create(sb.ctx(), { session: 'S1', trigger: 'periodic' })).id;
  await cli('tag', c, 'experiment/parser-b');
  await cli('tag', c, 'temp');
  await cli('untag', c, 'temp');
  await cli('annotate', c, 'flaky parser test');
  await cli('link', c, 'ph-7q2');
  await cli('link', c, 'https://linear.app/acme/issue/ENG-9');
  await cli('unlink', c, 'linear.app/acme/issue/eng-9');
  const d = (await create(sb.ctx({ cwd: q }), { session: 'S2', tags: ['milestone/v2.0'] })).id;
  await cli('annotate', d, 'parser rewrite elsewhere');
  const e = createCheckpointSync(
    'VERIFY',
    6,
    'Verify the parser',
    [],
    { project: sb.project },
    { paiDir: sb.paths.paiDir, sessionId: 'S9' },
  ).checkpointId;
  const find = async (query: string, o: SearchOptions = {}, ctx: AppContext = sb.ctx()) => search(ctx, query, o);
  const ids = async (query: string, o: SearchOptions = {}) => (await find(query, o)).rows.map((r) => r.id);
  return { ...sb, q, a, b, c, d, e, find, ids };
}

/** The context with its volume wrapped to record every key read and every listing. */
async function countingReads(ctx: AppContext): Promise<{ ctx: AppContext; gets: string[]; lists: string[] }> {
  const store = await ctx.volume();
  const gets: string[] = [];
  const lists: string[] = [];
  const counting: StorageBackend = Object.create(store, {
    get: { value: (key: string) => (gets.push(key), store.get(key)) },
    list: { value: (prefix: string) => (lists.push(prefix), store.list(prefix)) },
  });
  return { ctx: { ...ctx, volume: async () => counting }, gets, lists };
}

describe('search', () => {
  test('ranks exact label, tag and issue matches above words in a task or annotation, ties newest first; says what matched, with a snippet; reads one index per session and no manifest', async () => {
    const { a, b, c, e, find, ids, ctx } = await volumeWithFacts();

    const r = await find('parser');
    // b: its label is "parser" (10); c: part of a tag (4), an annotation and its session's task; e and a: a task and an annotation (3), e newer.
    expect(r.rows.map((x) => [x.id, x.score, x.matched])).toEqual([
      [b, 10, ['name', 'task']],
      [c, 4, ['tag', 'annotation', 'task']],
      [e, 3, ['task']],
      [a, 3, ['annotation']],
    ]);
    expect(r.total).toBe(4);
    expect(r.rows.map((x) => x.snippet)).toEqual([
      { field: 'task', text: 'Build the parser' },
      { field: 'annotation', text: 'flaky parser test' },
      { field: 'task', text: 'Verify the parser' },
      { field: 'annotation', text: 'reviewed: the parser is done' },
    ]);
    // The facts as they are now: the tag removed and the issue unlinked are gone.
    expect(r.rows[1]).toMatchObject({
      sessionId: 'S1',
      trigger: 'periodic',
      phase: 'BUILD',
      phaseNumber: 4,
      taskSummary: 'Build the parser',
      tags: ['experiment/parser-b'],
      linked_issues: [{ tracker: 'beads', id: 'ph-7q2' }],
      approval: { status: 'auto_approved' },
    });
    expect(r.rows[2]).toMatchObject({ sessionId: 'S9', trigger: 'phase', phase: 'VERIFY', phaseNumber: 6, tags: [] });
    expect(r.rows[2]!.approval).toBeUndefined();
    expect(await ids('temp')).toEqual([]);
    expect(await ids('issue:ENG-9')).toEqual([]);

    // Every term must match; "a phrase" must match as written; case does not matter.
    expect(await ids('PARSER Reviewed')).toEqual([a]);
    expect(await ids('"the parser is done"')).toEqual([a]);
    expect(await ids('"parser done"')).toEqual([]);
    expect((await find('parser', { limit: 2 })).rows.map((x) => x.id)).toEqual([b, c]);
    expect((await find('parser', { limit: 2 })).total).toBe(4);

    // A listing of checkpoints/ and one index per session (their listings: the facts left them not settled); no manifest, no fact.
    const counted = await countingReads(ctx());
    expect((await search(counted.ctx, 'parser')).rows).toHaveLength(4);
    expect(counted.gets.sort()).toEqual(['checkpoints/S1/index.json', 'checkpoints/S2/index.json']);
    expect(counted.lists.sort()).toEqual(['checkpoints/S1/', 'checkpoints/S2/']);
  });

  test('qualifiers: tag: (globs), issue: (any form, or a part), name:, annotation:, task:, phase: (number or name), trigger:, approval:', async () => {
    const { a, b, c, d, e, ids, find } = await volumeWithFacts();
    expect(await ids('tag:milestone')).toEqual([a]);
    expect(await ids('tag:milestone', { all: true })).toEqual([d, a]);
    expect((await find('tag:milestone/v1.0')).rows.map((x) => [x.id, x.score])).toEqual([[a, 10]]);
    expect(await ids('tag:experiment/*')).toEqual([c]);
    expect(await ids('tag:**/parser-?')).toEqual([c]);
    expect(await ids('tag:parser')).toEqual([]); // a pattern over the whole tag, not a word in it
    expect((await find('milestone')).rows.map((x) => [x.id, x.score])).toEqual([[a, 8]]); // a plain word: the tag's leading segments
    expect((await find('v1.0')).rows.map((x) => [x.id, x.score])).toEqual([[a, 4]]); // …or a part of it
    expect((await find('issue:42')).rows.map((x) => [x.id, x.score, x.matched])).toEqual([[a, 4, ['issue']]]);
    expect((await find('issue:github.com/acme/app/issues/42/')).rows.map((x) => [x.id, x.score])).toEqual([[a, 10]]);
    expect((await find('PH-7Q2')).rows.map((x) => [x.id, x.score, x.matched])).toEqual([[c, 10, ['issue']]]);
    expect(await ids('issue:beads')).toEqual([c]);
    expect(await ids('name:first')).toEqual([a]);
    expect(await ids('name:parser')).toEqual([b]);
    expect(await ids('annotation:parser')).toEqual([c, a]);
    // c was taken after b, its session still in phase 4 on the same task.
    expect(await ids('task:parser')).toEqual([e, c, b]);
    expect(await ids('phase:build')).toEqual([c, b]);
    expect(await ids('phase:4')).toEqual([c, b]);
    expect(await ids('phase:4 name:parser')).toEqual([b]);
    expect(await ids('phase:VERIFY')).toEqual([e]);
    expect((await find('build')).rows.map((x) => [x.id, x.matched])).toEqual([
      [c, ['task', 'phase']],
      [b, ['task', 'phase']],
    ]);
    expect(await ids('trigger:periodic')).toEqual([c]);
    expect(await ids('trigger:manual parser')).toEqual([b, a]);
    expect(await ids('periodic')).toEqual([]); // a plain word is not about how it was taken
    expect(await ids('approval:auto_approved tag:milestone', { all: true })).toEqual([d, a]);
    expect(await ids('approval:pending')).toEqual([]);
    expect(await ids('https://github.com/acme/app/issues/42')).toEqual([a]); // not a qualifier: a reference
    expect(await ids('reviewed:')).toEqual([a]);
  });

  test('this project by default; --all every project; --session one session; --tag as list takes it', async () => {
    const { a, b, c, d, e, ids } = await volumeWithFacts();
    expect(await ids('parser')).toEqual([b, c, e, a]);
    expect(await ids('parser', { all: true })).toEqual([b, c, e, d, a]);
    expect(await ids('parser', { session: 'S2' })).toEqual([d]);
    expect(await ids('parser', { tag: 'experiment' })).toEqual([c]);
    expect(await ids('elsewhere')).toEqual([]);
    expect(await ids('elsewhere', { all: true })).toEqual([d]);
  });

  test('an empty query, a qualifier without a valid value, a bad limit: USAGE with a hint', async () => {
    const { find } = await volumeWithFacts();
    await expect(find('')).rejects.toMatchObject({
      code: 'USAGE',
      message: 'the search query is empty',
      hint: expect.stringContaining('tag:, issue:'),
    });
    await expect(find('  ""  ')).rejects.toMatchObject({ code: 'USAGE', message: 'the search query is empty' });
    await expect(find('tag: parser')).rejects.toMatchObject({ code: 'USAGE', message: 'tag: has no value' });
    await expect(find('phase:9')).rejects.toMatchObject({ code: 'USAGE', message: 'phase:9 is not a phase' });
    await expect(find('trigger:sometimes')).rejects.toMatchObject({
      code: 'USAGE',
      hint: expect.stringContaining('periodic'),
    });
    await expect(find('approval:toString')).rejects.toMatchObject({ code: 'USAGE' });
    await expect(find('approval:maybe')).rejects.toMatchObject({
      code: 'USAGE',
      hint: 'one of pending, approved, rejected, auto_approved',
    });
    await expect(find('parser', { limit: 0 })).rejects.toMatchObject({ code: 'USAGE' });
    await expect(find('parser', { tag: '' })).rejects.toMatchObject({ code: 'USAGE' });
  });

  test('the command: a table best first, exit 3 and a pointer to --all when nothing matches', async () => {
    const { a, b, c, e, env, project, paths } = await volumeWithFacts();
    const cli = defaultCliEnv({ cwd: project, env, paths, warnings: [] });
    const out = await runSearch(appContext(cli), { query: 'parser' }, cli);
    expect(out.exitCode).toBe(0);
    const lines = out.text.split('\n');
    expect(lines[0]).toMatch(/^ID +CREATED +TRIGGER +PHASE +MATCHED +TEXT$/);
    const short = (id: string) => (out.data as { shortIds: Record<string, string> }).shortIds[id]!;
    expect(lines.slice(1).map((l) => l.split(/ {2,}/))).toEqual([
      [short(b), expect.stringMatching(/ ago$/), 'manual', '4 BUILD', 'name,task', 'Build the parser'],
      [
        short(c),
        expect.stringMatching(/ ago$/),
        'periodic',
        '4 BUILD',
        'tag,annotation,task',
        'note: flaky parser test',
      ],
      [short(e), expect.stringMatching(/ ago$/), 'phase', '6 VERIFY', 'task', 'Verify the parser'],
      [short(a), expect.stringMatching(/ ago$/), 'manual', '-', 'annotation', 'note: reviewed: the parser is done'],
    ]);
    const none = await runSearch(appContext(cli), { query: 'elsewhere' }, cli);
    expect(none.exitCode).toBe(3);
    expect(none.text).toBe(
      `No checkpoint matches 'elsewhere' in ${project}. (\`pai-checkpoint search --all 'elsewhere'\` looks in every project.)`,
    );
    const quoted = await runSearch(appContext(cli), { query: `"it's gone"` }, cli);
    expect(quoted.text).toBe(
      `No checkpoint matches '"it'\\''s gone"' in ${project}. (\`pai-checkpoint search --all '"it'\\''s gone"'\` looks in every project.)`,
    );
    expect(none.data).toMatchObject({ rows: [], total: 0 });
    const limited = await runSearch(appContext(cli), { query: 'parser', limit: 1 }, cli);
    expect(limited.text.split('\n').at(-1)).toBe('The best 1 of 4 matches; --limit <n> shows more.');
    // Through the command table: the words after `search` are the query; no query is a usage error.
    const viaMain = await main(
      ['search', 'flaky', 'parser', '--limit', '5', '--json'],
      defaultCliEnv({ cwd: project, env, paths, warnings: [] }),
    );
    expect([viaMain.exitCode, JSON.parse(viaMain.stdout).rows.map((r: { id: string }) => r.id)]).toEqual([0, [c]]);
    const empty = await main(['search'], defaultCliEnv({ cwd: project, env, paths, warnings: [] }));
    expect([empty.exitCode, empty.stderr]).toEqual([2, expect.stringContaining('the search query is empty')]);
    const missing = await main(['search', 'zeppelin'], defaultCliEnv({ cwd: project, env, paths, warnings: [] }));
    expect([missing.exitCode, missing.stdout]).toEqual([
      3,
      expect.stringMatching(/^No checkpoint matches 'zeppelin' in /),
    ]);
  });
});

describe('the query', () => {
  test('words, "phrases" and field:value, each lowercased; unknown prefixes are text', () => {
    expect(parseQuery(' Parser  "Is Done" tag:"Milestone/*" phase:Build x:y ph-7Q2 ')).toEqual([
      { text: 'parser' },
      { text: 'is done' },
      { field: 'tag', text: 'milestone/*' },
      { field: 'phase', text: 'build', phase: 4 },
      { text: 'x:y' },
      { text: 'ph-7q2', issue: { tracker: 'beads', id: 'ph-7q2' } },
    ]);
    expect(parseQuery('learn')).toEqual([{ text: 'learn', phase: 7 }]);
  });

  test('a snippet is one line of at most 80 characters around the first match', () => {
    const long = `${'a'.repeat(100)} needle\n${'b'.repeat(100)}`;
    const s = around(long, 'needle');
    expect(s).toHaveLength(80);
    expect(s).toBe(`…${'a'.repeat(18)} needle ${'b'.repeat(52)}…`);
    expect(around('short\n text', 'x')).toBe('short text');
    expect(around(`${'c'.repeat(90)} end`, 'end')).toBe(`…${'c'.repeat(75)} end`);
  });
});

// printSearch is covered through the command above; a row of every project shows PROJECT.
test('--all adds a PROJECT column', () => {
  const text = printSearch(
    {
      query: 'x',
      terms: [],
      rows: [
        {
          id: '01J',
          sessionId: 's',
          createdAt: new Date(0).toISOString(),
          trigger: 'stop',
          score: 3,
          matched: ['task'],
          tags: [],
          annotations: [],
          linked_issues: [],
          project: '/home/me/work/app',
          taskSummary: 'x',
        },
      ],
      total: 1,
      all: true,
      shortIds: {},
      problems: [],
    },
    new Date(60_000),
  );
  expect(text).toBe(
    'ID   CREATED    TRIGGER  PHASE  PROJECT            MATCHED  TEXT\n01J  1 min ago  stop     -      /home/me/work/app  task     x',
  );
});

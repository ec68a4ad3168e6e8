/**
 * `delete --older-than <age>` (the agent seed's `/checkpoint delete … [--older-than <duration>]`):
 * real checkpoints made at given times, deleted by age, each session's newest kept.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { createCheckpointSync, listCheckpoints } from '../../../src/domain/records/api.js';
import { sandbox } from '../../helpers.js';

test('delete --older-than: every older session checkpoint, named and tagged ones too, but each session newest; --dry-run; bad use is exit 2', async () => {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  writeFileSync(join(sb.project, 'a.txt'), 'x\n');
  const day = 86_400_000;
  const t0 = Date.parse('2026-11-01T10:00:00.000Z');
  let now = t0;
  const env = { HOME: sb.home, PAI_DIR: sb.paths.paiDir, CLAUDE_CONFIG_DIR: sb.claudeDir, PATH: '/usr/bin:/bin' };
  const run = (...argv: string[]) =>
    main(argv, defaultCliEnv({ cwd: sb.project, env, warnings: [], now: () => new Date(now) }));
  const create = async (session: string, at: number, ...extra: string[]) => {
    now = at;
    return JSON.parse((await run('create', '--session', session, '--json', ...extra)).stdout).id as string;
  };
  const a1 = await create('sess-a', t0, '--name', 'kept-by-prune', '--tag', 'milestone');
  const a2 = await create('sess-a', t0 + day);
  const a3 = await create('sess-a', t0 + 2 * day);
  const b1 = await create('sess-b', t0);
  now = t0 + 10 * day;
  const dry = JSON.parse((await run('delete', '--older-than', '5d', '--dry-run', '--json')).stdout);
  expect(dry).toMatchObject({
    olderThanDays: 5,
    dryRun: true,
    keptNewest: expect.arrayContaining(['sess-a', 'sess-b']),
  });
  expect(dry.deleted.map((d: { id: string }) => d.id).sort()).toEqual([a1, a2].sort());
  expect(JSON.parse((await run('list', '--all', '--json')).stdout).rows).toHaveLength(4); // nothing deleted yet
  const text = (await run('delete', '--older-than', '5d')).stdout;
  expect(text).toMatch(/^Deleted 2 session checkpoint\(s\) older than 5 day\(s\):\n/);
  expect(text).toContain('Kept the newest checkpoint of 2 session(s) although it is older (a resume needs it): ');
  expect(
    JSON.parse((await run('list', '--all', '--json')).stdout)
      .rows.map((r: { id: string }) => r.id)
      .sort(),
  ).toEqual([a3, b1].sort());
  expect((await run('delete', '--older-than', '5d')).stdout).toBe(
    'No session checkpoint older than 5 day(s) to delete.\nKept the newest checkpoint of 2 session(s) although it is older (a resume needs it): sess-a, sess-b.\n',
  );
  // Bad use: exit 2, nothing deleted.
  for (const argv of [
    ['delete'],
    ['delete', a3, '--older-than', '1d'],
    ['delete', '--older-than', '0d'],
    ['delete', '--older-than', 'soon'],
    ['delete', a3, '--dry-run'],
  ])
    expect([argv.join(' '), (await run(...argv)).exitCode]).toEqual([argv.join(' '), 2]);
  expect(JSON.parse((await run('list', '--all', '--json')).stdout).rows).toHaveLength(2);
});

test('delete <prefix> of a phase record (list shows 10 characters): the record goes; an ambiguous prefix is exit 2 naming both, nothing deleted', async () => {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  const env = { HOME: sb.home, PAI_DIR: sb.paths.paiDir, CLAUDE_CONFIG_DIR: sb.claudeDir, PATH: '/usr/bin:/bin' };
  const run = (...argv: string[]) => main(argv, defaultCliEnv({ cwd: sb.project, env, warnings: [] }));
  const at = (iso: string) => () => new Date(iso);
  const make = (phase: string, n: number, iso: string) =>
    createCheckpointSync(
      phase,
      n,
      'task',
      [],
      { project: sb.project },
      { paiDir: sb.paths.paiDir, sessionId: 'T1', now: at(iso) },
    ).checkpointId;
  const lone = make('OBSERVE', 1, '2026-11-19T10:00:00.000Z');
  const [x, y] = [make('THINK', 2, '2026-11-20T10:00:00.000Z'), make('PLAN', 3, '2026-11-20T10:00:00.000Z')]; // one millisecond: 10 characters in common
  const ambiguous = await run('delete', x.slice(0, 10));
  expect(ambiguous.exitCode).toBe(2);
  expect(ambiguous.stderr).toMatch(
    new RegExp(
      `"${x.slice(0, 10)}" matches 2 checkpoints: (${x}, ${y}|${y}, ${x})\\n\\s+hint: type more characters of the id`,
    ),
  );
  const done = JSON.parse((await run('delete', lone.slice(0, 10), '--json')).stdout);
  expect(done).toMatchObject({
    id: lone,
    sessionCheckpoint: false,
    record: expect.stringMatching(/^ckpt-.*-observe\.json$/),
  });
  const left = await listCheckpoints({ sessionId: 'T1' }, { paiDir: sb.paths.paiDir });
  expect(left.map((r) => r.id).sort()).toEqual([x, y].sort());
  expect((await run('delete', 'ZZZZZZZZZZ')).exitCode).toBe(3);
});

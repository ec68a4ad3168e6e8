import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { shortIds } from '../../../src/app/list.js';
import { createCheckpointSync } from '../../../src/domain/records/api.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { sandbox } from '../../helpers.js';

function setup() {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(
    join(sb.paths.paiDir, 'checkpoint.toml'),
    '[mcp]\nquery_servers = false\n[capture]\nworkspace_format = "archive"\n',
  );
  writeFileSync(join(sb.project, 'a.txt'), 'a\n');
  const env = { HOME: sb.home, PAI_DIR: sb.paths.paiDir, CLAUDE_CONFIG_DIR: sb.claudeDir, PATH: '/usr/bin:/bin' };
  const run = (...argv: string[]) => main(argv, defaultCliEnv({ cwd: sb.project, env, warnings: [] }));
  return { ...sb, run };
}

test('list: stop/periodic rows show the phase and task they were in; --all adds PROJECT; rows fit 100 columns', async () => {
  const { run, paths, project } = setup();
  saveSession(paths, {
    ...newSession('sess-ux', project, project, new Date()),
    phase: { number: 4, name: 'BUILD', at: new Date().toISOString() },
    completedPhases: [1, 2, 3],
    task: 'Ship the export feature with a very long task summary that goes on and on',
  });
  const stop = JSON.parse((await run('create', '--session', 'sess-ux', '--trigger', 'stop', '--json')).stdout)
    .id as string;
  const rows = JSON.parse((await run('list', '--all-triggers', '--json')).stdout).rows;
  expect(rows[0]).toMatchObject({
    id: stop,
    trigger: 'stop',
    phaseNumber: 4,
    phase: 'BUILD',
    taskSummary: expect.stringMatching(/^Ship the export feature/),
  });
  const all = (await run('list', '--all', '--trigger', 'stop')).stdout.split('\n');
  expect(all[0]).toMatch(/^ID\s+TRIGGER\s+CREATED\s+SIZE\s+VERIFIED\s+PHASE\s+SESSION\s+PROJECT\s+TASK$/);
  expect(all[1]).toMatch(
    /^[0-9A-Z]{10,}\s+stop\s+\d+ s ago\s+[\d.]+ KB\s+not yet\s+4 BUILD\s+sess-ux\s+…\S+\s+Ship the export/,
  );
  for (const line of all.filter((l) => /^[0-9A-Z]{10}/.test(l))) expect(line.length).toBeLessThanOrEqual(100);
});

test('list --open: unfinished work with its SIZE; "No unfinished work" when there is none; --limit 0 is a usage error', async () => {
  const { run, paths, project } = setup();
  expect((await run('list', '--open')).stdout).toBe(
    `No unfinished work for ${project}. (\`pai-checkpoint list --all --open\` shows every project.)\n`,
  );
  saveSession(paths, {
    ...newSession('sess-o', project, project, new Date()),
    phase: { number: 3, name: 'PLAN', at: new Date().toISOString() },
    completedPhases: [1, 2],
    task: 'Plan it',
  });
  const saved = JSON.parse((await run('save', '--session', 'sess-o', '--json')).stdout);
  const done = createCheckpointSync(
    'THINK',
    2,
    'Finished work',
    [],
    { project, cwd: project },
    { paiDir: paths.paiDir, sessionId: 'sess-done' },
  );
  expect((await run('complete', done.checkpointId)).exitCode).toBe(0);
  const open = JSON.parse((await run('list', '--open', '--json')).stdout).rows;
  expect(open).toHaveLength(1);
  expect(open[0]).toMatchObject({ id: saved.id, completed: false, phaseNumber: 3, sizeBytes: expect.any(Number) });
  expect((await run('list', '--open')).stdout).toMatch(
    /^[0-9A-Z]{10,}\s+manual\s+\d+ s ago\s+[\d.]+ K?B\s+not yet\s+3 PLAN\s+sess-o\s+Plan it$/m,
  );
  const bad = await run('list', '--limit', '0');
  expect(bad.exitCode).toBe(2);
  expect(bad.stderr).toMatch(/--limit must be at least 1/);
});

test('shortIds: ids made in the same millisecond are shown by a prefix only one of them has', () => {
  const a = '01M83A0000ABCDEFGHJKMNPQRS';
  const b = '01M83A0000ABCDZZZZZZZZZZZZ';
  const c = '01M83B1111AAAAAAAAAAAAAAAA';
  expect(shortIds([a, b, c], [a, b, c])).toEqual({ [a]: '01M83A0000ABCDE', [b]: '01M83A0000ABCDZ', [c]: '01M83B1111' });
});

test('inspect never contradicts itself: a completed record is not "not finished"; "latest" only when nothing is later', async () => {
  const { run, paths, project } = setup();
  saveSession(paths, {
    ...newSession('sess-i', project, project, new Date()),
    phase: { number: 2, name: 'THINK', at: new Date().toISOString() },
    completedPhases: [1],
    task: 'Think it through',
  });
  const saved = JSON.parse((await run('save', '--session', 'sess-i', '--json')).stdout);
  const later = JSON.parse((await run('create', '--session', 'sess-i', '--trigger', 'periodic', '--json')).stdout)
    .id as string;
  let out = (await run('inspect', saved.id)).stdout;
  expect(out).toContain(`children ${later}; previous/next in its session: none / ${later}`);
  expect(out).not.toMatch(/none \(latest\)/);
  expect(out).toContain('Current phase: 2/7 THINK (not finished).');
  await run('complete', saved.id);
  out = (await run('inspect', saved.id)).stdout;
  expect(out).toContain('(completed)');
  expect(out).not.toMatch(/not finished|To resume/);
  expect((await run('inspect', later)).stdout).toContain(`previous/next in its session: ${saved.id} / none (latest)`);
});

test('usage: bytes per project and per session, and the volume total; a reused archive is counted once', async () => {
  const { run, paths, project, home } = setup();
  expect((await run('usage')).stdout).toMatch(/no session checkpoints/);
  writeFileSync(join(project, 'big.bin'), randomBytes(200_000)); // incompressible: the archive is ~200 KB
  saveSession(paths, newSession('sess-u1', project, project, new Date()));
  const other = join(home, 'other');
  mkdirSync(other);
  writeFileSync(join(other, 'b.txt'), 'b\n');
  saveSession(paths, newSession('sess-u2', other, other, new Date()));
  await run('create', '--session', 'sess-u1');
  const second = JSON.parse((await run('create', '--session', 'sess-u1', '--json')).stdout);
  expect(second.reusedWorkspace).toBe(true);
  await run('create', '--session', 'sess-u2');
  const u = JSON.parse((await run('usage', '--json')).stdout);
  expect(u.total).toMatchObject({ sessions: 2, checkpoints: 3 });
  expect(u.projects.map((p: { project: string }) => p.project)).toEqual([project, other]);
  const s1 = u.sessions.find((s: { sessionId: string }) => s.sessionId === 'sess-u1');
  expect(s1).toMatchObject({ project, checkpoints: 2 });
  expect(s1.storedBytes).toBeLessThan(s1.bytes); // the reused archive is a hard link: stored once
  expect(s1.bytes - s1.storedBytes).toBeGreaterThan(150_000);
  // The total also holds each session's sessions/<id>/session.json: at least the sum of the sessions.
  expect(u.total.storedBytes).toBeGreaterThanOrEqual(
    u.sessions.reduce((n: number, s: { storedBytes: number }) => n + s.storedBytes, 0),
  );
  expect((await run('usage')).stdout).toMatch(
    new RegExp(`^Volume .*: [\\d.]+ KB \\([\\d.]+ KB listed\\) in 3 checkpoint\\(s\\) of 2 session\\(s\\)\\.`),
  );
});

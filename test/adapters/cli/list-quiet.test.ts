import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { sandbox } from '../../helpers.js';

// Issue 34, findings 5, 6 and 17: a quiet list (no `stop` rows unless asked) that shows the
// session, fits 100 columns when it is not a terminal, and shows parents as prefixes inspect takes.

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
  const create = async (session: string, trigger: string, ...more: string[]) =>
    JSON.parse((await run('create', '--session', session, '--trigger', trigger, ...more, '--json')).stdout)
      .id as string;
  return { ...sb, run, create };
}

const TASK = 'Ship the export feature with a very long task summary that goes on and on and on past any width';

test('list hides stop rows by default and says how many; --trigger and --all-triggers show them; --json hides the same', async () => {
  const { run, paths, project, create } = setup();
  saveSession(paths, { ...newSession('sess-q1-aaaaaaaa', project, project, new Date()), task: TASK });
  const stop1 = await create('sess-q1-aaaaaaaa', 'stop');
  expect((await run('list')).stdout).toBe(
    `No checkpoints shown for ${project}: 1 stop checkpoint(s) hidden (one per turn); add --all-triggers to show them.\n`,
  );
  const manual = await create('sess-q1-aaaaaaaa', 'manual');
  const stop1b = await create('sess-q1-aaaaaaaa', 'stop');
  const stop2 = await create('sess-q1-aaaaaaaa', 'stop');
  const tagged = await create('sess-q1-aaaaaaaa', 'stop', '--tag', 'keep');
  const text = (await run('list')).stdout;
  expect(text).not.toContain(stop1.slice(0, 10));
  expect(text).toContain(tagged.slice(0, 10)); // a stop checkpoint the user tagged is one they chose
  expect(text).toContain(manual.slice(0, 10));
  expect(text).toMatch(/^3 stop checkpoint\(s\) hidden .*add --all-triggers to show them\.$/m);
  const json = JSON.parse((await run('list', '--json')).stdout);
  expect(json.rows.map((r: { id: string }) => r.id).sort()).toEqual([manual, tagged].sort());
  expect(json.hidden).toEqual({ count: 3, triggers: ['stop'] });
  const every = JSON.parse((await run('list', '--all-triggers', '--json')).stdout);
  expect(every.rows).toHaveLength(5);
  expect(every.hidden).toBeUndefined();
  expect((await run('list', '--all-triggers')).stdout).not.toMatch(/hidden/);
  const stops = JSON.parse((await run('list', '--trigger', 'stop', '--json')).stdout);
  expect(stops.rows.map((r: { id: string }) => r.id).sort()).toEqual([stop1, stop1b, stop2, tagged].sort());
  expect(stops.triggers).toEqual(['stop']);
  const both = JSON.parse((await run('list', '--trigger', 'stop,manual', '--trigger', 'periodic', '--json')).stdout);
  expect(both.rows).toHaveLength(5);
  const bad = await run('list', '--trigger', 'stpo');
  expect(bad.exitCode).toBe(2);
  expect(bad.stderr).toMatch(/unknown trigger "stpo" for --trigger/);
  expect(bad.stderr).toMatch(/periodic, phase, pre_compact, stop/);
});

test('list shows the session, and every line (rows, --detailed, --all, legend) fits 100 columns when not a terminal', async () => {
  const { run, paths, project, create } = setup();
  saveSession(paths, {
    ...newSession('sess-first-1234567890', project, project, new Date()),
    phase: { number: 4, name: 'BUILD', at: new Date().toISOString() },
    completedPhases: [1, 2, 3],
    task: TASK,
  });
  saveSession(paths, { ...newSession('sess-other-1234567890', project, project, new Date()), task: TASK });
  await create(
    'sess-first-1234567890',
    'periodic',
    '--tag',
    'milestone/v1.0',
    '--tag',
    'experiment/approach-a-with-a-long-name',
  );
  await create('sess-other-1234567890', 'manual', '--name', 'a label of some length');
  await create('sess-first-1234567890', 'pre_compact');
  const plain = (await run('list')).stdout;
  expect(plain.split('\n')[0]).toMatch(/^ID\s+TRIGGER\s+CREATED\s+SIZE\s+VERIFIED\s+PHASE\s+SESSION\s+TASK$/);
  expect(plain).toMatch(/^[0-9A-Z]{10,}\s+pre_compact\s+.*\s+sess-fir\s+Ship the export/m);
  expect(plain).toMatch(/^[0-9A-Z]{10,}\s+manual\s+.*\s+sess-oth\s+\[a label of some length\]/m);
  for (const argv of [[], ['--detailed'], ['--all'], ['--all', '--detailed', '--all-triggers']]) {
    const out = (await run('list', ...argv)).stdout;
    const wide = out.split('\n').filter((l) => l.length > 100);
    expect(wide, `list ${argv.join(' ')}`).toEqual([]);
    expect(out).toMatch(/^VERIFIED: ok = every part re-hashed/m);
  }
});

test('list --detailed shows a parent outside the page as an id prefix that inspect finds', async () => {
  const { run, paths, project, create } = setup();
  saveSession(paths, { ...newSession('sess-parent', project, project, new Date()), task: 'Parents' });
  const ids = [];
  for (let i = 0; i < 3; i++) ids.push(await create('sess-parent', 'manual'));
  const out = (await run('list', '--detailed', '--limit', '1')).stdout;
  const parent = /parent (\S+)/.exec(out)?.[1];
  expect(parent).toBeDefined();
  expect(ids[1]!.startsWith(parent!)).toBe(true);
  const inspected = await run('inspect', parent!, '--json');
  expect(inspected.exitCode).toBe(0);
  expect(inspected.stdout).toContain(ids[1]!);
});

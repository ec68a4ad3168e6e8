/**
 * Issue 34, findings 4 and 15, with the REAL Claude Code binary and the scripted model: a turn
 * that only ran a read-only plugin command takes no `stop` checkpoint (a turn that ran Bash
 * still does), and such a command's output reaches the user as pai-checkpoint printed it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeApi, type FakeApi } from './fake-api.js';
import { REPO_ROOT, STREAM_ARGS, cleanupTempDirs, makeHome, makeTempDir, runClaude, type Home, type RunResult } from './harness.js';
import { hookFailures, pluginLogErrors, runCli, trackScript, waitForPlugin, waitForWorkers } from './pai.js';

const homes: Home[] = [];
afterAll(async () => {
  const errors: string[] = [];
  for (const h of homes) {
    await waitForWorkers(h).catch((e) => errors.push(String(e)));
    errors.push(...pluginLogErrors(h));
  }
  cleanupTempDirs();
  expect(errors, 'plugin.log errors / stuck workers').toEqual([]);
});

function expectClean(r: RunResult): void {
  expect(r.timedOut, r.stderr.slice(-800)).toBe(false);
  expect(r.code, r.stderr.slice(-800)).toBe(0);
  expect(hookFailures(r.events)).toEqual([]);
}

describe.sequential('quiet turns: read-only plugin commands take no stop checkpoint', { timeout: 120_000 }, () => {
  let cwd: string;
  let home: Home;
  let api: FakeApi;
  let sid: string;
  const run = async (prompt: string, resume = true) => {
    const r = await runClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: ['-p', prompt, ...(resume ? ['--resume', sid] : []), ...STREAM_ARGS],
      pluginDirs: [REPO_ROOT],
      allowedTools: 'Write Edit Read Bash',
      timeoutMs: 60_000,
    });
    expectClean(r);
    await waitForPlugin(home); // the turn's end handled and its capture taken
    return r;
  };
  /** The session's `stop` checkpoints, by id. */
  const stops = () =>
    (JSON.parse(runCli(home, ['list', '--all', '--all-triggers', '--limit', '500', '--json'], { cwd })).rows as { id: string; trigger?: string; sessionId: string }[])
      .filter((x) => x.sessionId === sid && x.trigger === 'stop')
      .map((x) => x.id);

  beforeAll(async () => {
    cwd = makeTempDir('pai-e2e-quiet-');
    home = makeHome(cwd);
    homes.push(home);
    api = await startFakeApi(
      trackScript({ bash: [[{ type: 'tool_use', name: 'Bash', input: { command: 'echo hi > f', description: 'write f' } }], 'wrote f'] }, 'Here it is.'),
    );
    const first = await run('Write f [track:bash]', false);
    sid = first.sessionId!;
    expect(fs.readFileSync(path.join(cwd, 'f'), 'utf8')).toBe('hi\n');
    runCli(home, ['setup'], { cwd }); // the user-level /checkpoint dispatcher
  });
  afterAll(async () => {
    await api?.close();
  });

  test('a turn that ran Bash `echo hi > f` takes a stop checkpoint', () => {
    expect(stops()).toHaveLength(1);
  });

  test('/checkpoint:list, /checkpoint:doctor and `/checkpoint list` (the dispatcher) take none; the next Bash turn takes one again', async () => {
    const before = stops();
    for (const prompt of ['/checkpoint:list', '/checkpoint:doctor', '/checkpoint list --all']) {
      await run(prompt);
      expect(stops(), `after ${prompt}`).toEqual(before);
    }
    await run('Write f again [track:bash]');
    expect(stops()).toHaveLength(before.length + 1);
  });
});

/**
 * Issue 34, findings 4 and 15, with the REAL Claude Code binary and the scripted model: a turn
 * that only ran a read-only plugin command takes no `stop` checkpoint (a turn that ran Bash
 * still does), and such a command's output reaches the user as pai-checkpoint printed it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeApi, type FakeApi } from './fake-api.js';
import { execFileSync } from 'node:child_process';
import {
  REPO_ROOT,
  STREAM_ARGS,
  claudeEnv,
  cleanupTempDirs,
  makeHome,
  makeTempDir,
  resultEvent,
  runClaude,
  startTmuxClaude,
  waitUntil,
  type Home,
  type RunResult,
} from './harness.js';
import { CLI, hookFailures, pluginLogErrors, runCli, trackScript, waitForPlugin, waitForWorkers } from './pai.js';

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

/**
 * The plugin as shipped (its UserPromptSubmit hook shows a read-only command's output and no model
 * turn follows), and a copy without that hook, where the command goes to the model and the turn's
 * end decides from the transcript alone (what the user typed) that it takes no checkpoint.
 */
function pluginWithoutPromptHook(): string {
  const copy = path.join(makeTempDir('pai-e2e-plugin-'), 'checkpoint');
  for (const part of ['.claude-plugin', 'agents', 'commands', 'dist', 'hooks', '.mcp.json'])
    fs.cpSync(path.join(REPO_ROOT, part), path.join(copy, part), { recursive: true });
  const file = path.join(copy, 'hooks', 'hooks.json');
  const hooks = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(hooks.hooks.UserPromptSubmit).toBeDefined();
  delete hooks.hooks.UserPromptSubmit;
  fs.writeFileSync(file, JSON.stringify(hooks, null, 2));
  return copy;
}

describe.sequential.each([
  { variant: 'as shipped', shipped: true },
  { variant: 'without its UserPromptSubmit hook (the transcript decides)', shipped: false },
])(
  'quiet turns, the plugin $variant: read-only plugin commands take no stop checkpoint',
  { timeout: 120_000 },
  ({ shipped }) => {
    let plugin = REPO_ROOT;
    let cwd: string;
    let home: Home;
    let api: FakeApi;
    let sid: string;
    let firstTriggers: string[] = [];
    const run = async (prompt: string, resume = true) => {
      const r = await runClaude({
        home,
        cwd,
        apiUrl: api.url,
        args: ['-p', prompt, ...(resume ? ['--resume', sid] : []), ...STREAM_ARGS],
        pluginDirs: [plugin],
        allowedTools: 'Write Edit Read Bash',
        timeoutMs: 60_000,
      });
      expectClean(r);
      await waitForPlugin(home); // the turn's end handled and its capture taken
      return r;
    };
    /**
     * The session's checkpoints on the volume, each with every trigger it stands for (its own and
     * those coalesced into it: a turn's `stop` may be taken together with the session's end).
     */
    const checkpoints = (): Map<string, string[]> => {
      const dir = path.join(home.dir, '.pai', 'volume', 'checkpoints', sid);
      const out = new Map<string, string[]>();
      for (const id of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
        const file = path.join(dir, id, 'manifest.json');
        if (!fs.existsSync(file)) continue;
        const m = JSON.parse(fs.readFileSync(file, 'utf8')) as { trigger: string; coalesced_triggers?: string[] };
        out.set(id, [m.trigger, ...(m.coalesced_triggers ?? [])]);
      }
      return out;
    };
    /** The triggers of the checkpoints taken since `before`. */
    const since = (before: Map<string, string[]>) =>
      [...checkpoints()].filter(([id]) => !before.has(id)).flatMap(([, t]) => t);

    beforeAll(async () => {
      if (!shipped) plugin = pluginWithoutPromptHook();
      cwd = makeTempDir('pai-e2e-quiet-');
      home = makeHome(cwd);
      homes.push(home);
      api = await startFakeApi(
        trackScript(
          {
            bash: [
              [{ type: 'tool_use', name: 'Bash', input: { command: 'echo hi > f', description: 'write f' } }],
              'wrote f',
            ],
          },
          'Here it is.',
        ),
      );
      const first = await run('Write f [track:bash]', false);
      sid = first.sessionId!;
      expect(fs.readFileSync(path.join(cwd, 'f'), 'utf8')).toBe('hi\n');
      firstTriggers = since(new Map());
      runCli(home, ['setup'], { cwd }); // the user-level /checkpoint dispatcher
    });
    afterAll(async () => {
      await api?.close();
    });

    test('a turn that ran Bash `echo hi > f` takes a stop checkpoint', () => {
      expect(firstTriggers).toContain('stop');
    });

    test('/checkpoint:list, /checkpoint:doctor and `/checkpoint list` (the dispatcher) take none; the next Bash turn takes one again', async () => {
      for (const prompt of ['/checkpoint:list', '/checkpoint:doctor', '/checkpoint list --all']) {
        const before = checkpoints();
        const calls = api.turns().length;
        await run(prompt);
        expect(since(before), `after ${prompt}`).not.toContain('stop');
        expect(api.turns().length, 'model turns').toBe(shipped ? calls : calls + 1);
      }
      const before = checkpoints();
      await run('Write f again [track:bash]');
      expect(since(before)).toContain('stop');
    });

    test.runIf(shipped)(
      'finding 15: the user gets /checkpoint:inspect`s output exactly as the CLI prints it, and no model turn runs',
      async () => {
        const id = [...checkpoints().keys()][0]!;
        const calls = api.turns().length;
        const r = await run(`/checkpoint:inspect ${id}`);
        // The same command as the slash command runs it (ages aside: a second may pass in between).
        const printed = execFileSync(process.execPath, [CLI, 'slash', 'inspect', id], {
          cwd,
          env: claudeEnv(home, api.url),
          encoding: 'utf8',
        });
        expect(printed).toContain(id);
        const age = (t: string) => t.replace(/\b\d+ (s|min|h|d) ago\b/g, 'AGE');
        expect(age(resultEvent(r.events)?.result)).toBe(
          age(
            `UserPromptSubmit operation blocked by hook:\n${printed.trimEnd()}\n\nOriginal prompt: /checkpoint:inspect ${id}`,
          ),
        );
        expect(api.turns().length).toBe(calls);
      },
    );

    test('a mutating command (/checkpoint:tag) still goes to the model, which gets its output', async () => {
      const id = (
        JSON.parse(runCli(home, ['list', '--all', '--all-triggers', '--json'], { cwd })).rows as {
          id: string;
          sizeBytes?: number;
        }[]
      ).find((x) => x.sizeBytes !== undefined)!.id;
      const calls = api.turns().length;
      const r = await run(`/checkpoint:tag ${id} quiet/e2e`);
      expect(resultEvent(r.events)?.result).toBe('Here it is.');
      expect(api.turns().length).toBe(calls + 1);
    });
  },
);

const hasTmux = (() => {
  try {
    execFileSync('tmux', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!hasTmux)('interactive (tmux): a read-only command is shown as printed', { timeout: 120_000 }, () => {
  test('typing /checkpoint:list shows every row of the table as the CLI prints it; the model is not called', async () => {
    const cwd = makeTempDir('pai-e2e-quiet-tmux-');
    const home = makeHome(cwd);
    homes.push(home);
    const api = await startFakeApi(
      trackScript(
        {
          bash: [
            [{ type: 'tool_use', name: 'Bash', input: { command: 'echo hi > f', description: 'write f' } }],
            'wrote f',
          ],
        },
        'MODEL SPEAKS',
      ),
    );
    const s = startTmuxClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: [],
      pluginDirs: [REPO_ROOT],
      allowedTools: 'Write Edit Read Bash',
      width: 200,
      height: 60,
    });
    try {
      await s.waitForReady();
      await s.submit('Write f [track:bash]');
      await s.waitFor(/wrote f/);
      await s.waitForIdle();
      await waitUntil(() => runCli(home, ['list', '--trigger', 'stop', '--json'], { cwd }).includes('"stop"'), 30_000); // the turn's checkpoint
      await waitForWorkers(home);
      const calls = api.turns().length;
      await s.submit('/checkpoint:list --all-triggers');
      const pane = await s.waitFor(/Original prompt: \/checkpoint:list/);
      const printed = execFileSync(process.execPath, [CLI, 'slash', 'list', '--all-triggers'], {
        cwd,
        env: claudeEnv(home, api.url),
        encoding: 'utf8',
      });
      // Every line the CLI prints, as printed (the CREATED column's age aside), in the pane.
      const shown = pane.split('\n').map((l) => l.trim().replace(/\d+ s ago/g, 'N s ago'));
      for (const line of printed.split('\n').filter((l) => l.trim()))
        expect(shown, line).toContain(line.trim().replace(/\d+ s ago/g, 'N s ago'));
      expect(pane).not.toContain('MODEL SPEAKS');
      expect(api.turns().length).toBe(calls);
    } finally {
      await s.kill();
      await api.close();
    }
  });
});

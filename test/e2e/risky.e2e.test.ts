/**
 * Issue 17 with the REAL Claude Code binary: the scripted model runs `rm -rf data/` — a
 * `pre_risky` checkpoint is taken before the command runs (PreToolUse, hooks/risky.sh then the
 * Node hook), it holds data/, and `restore` brings data/ back; an ordinary Bash call starts no
 * Node hook. A subagent's start and stop give a `handoff` checkpoint. And hooks/hooks.json's `if`
 * rules, as Claude Code itself evaluates them: every risky example starts the hook, an ordinary
 * command starts nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, expect, test } from 'vitest';
import { startFakeApi, type MessagesRequest, type ScriptTurn } from './fake-api.js';
import {
  REPO_ROOT,
  STREAM_ARGS,
  cleanupTempDirs,
  hookEvents,
  killProcessesInDir,
  makeHome,
  makePlugin,
  makeTempDir,
  runClaude,
} from './harness.js';
import { RISKY } from '../fixtures/risky-commands.js';
import { hookFailures, runCli, waitForPlugin } from './pai.js';

afterAll(() => cleanupTempDirs());

const bash = (command: string) => ({ type: 'tool_use' as const, name: 'Bash', input: { command, description: 'run' } });
const agentTool = (req: MessagesRequest) =>
  req.tools?.find((t) => t.name === 'Agent' || t.name === 'Task')?.name ?? 'Agent';

test('rm -rf data/ gets a pre_risky checkpoint first, which restore brings data/ back from; a subagent gives a handoff checkpoint', async () => {
  const cwd = makeTempDir('pai-e2e-risky-');
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd });
  const home = makeHome(cwd);
  const api = await startFakeApi((k: number, req: MessagesRequest): ScriptTurn => {
    if (JSON.stringify(req.messages[0]).includes('Say done.')) return 'Subagent done.'; // the subagent
    if (k === 0)
      return [
        bash(
          'mkdir -p data old quoted && printf precious > data/a.txt && printf kept > data/b.txt && printf q > quoted/q.txt',
        ),
      ];
    if (k === 1) return [bash('rm -rf data/')];
    // Claude Code cannot split this one: it starts the hook once per `if` rule; one checkpoint is taken.
    if (k === 2) return [bash('for d in old; do rm -rf "$d"; done')];
    // Issue 32: a quoted program name (hooks/risky.sh used to drop it unless the description held a trigger word).
    if (k === 3) return [bash(`'rm' -rf quoted`)];
    if (k === 4)
      return [
        {
          type: 'tool_use',
          name: agentTool(req),
          input: { subagent_type: 'general-purpose', description: 'Look around', prompt: 'Say done.' },
        },
      ];
    return 'Cleaned up.';
  });
  try {
    const r = await runClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: ['-p', 'Make data, then remove it', ...STREAM_ARGS],
      pluginDirs: [REPO_ROOT],
      allowedTools: 'Bash Agent Task',
      env: { PAI_CHECKPOINT_PERIODIC_SECONDS: '0' },
      timeoutMs: 120_000,
    });
    expect(r.code, r.stderr.slice(-500)).toBe(0);
    expect(hookFailures(r.events)).toEqual([]);
    expect(fs.existsSync(path.join(cwd, 'data'))).toBe(false); // the command ran
    expect(fs.existsSync(path.join(cwd, 'old'))).toBe(false);
    expect(fs.existsSync(path.join(cwd, 'quoted'))).toBe(false);
    // The hook said what it did: only for the risky calls, once each.
    // What each hook answered: its response (Claude Code also reports a long hook's output so far as
    // `hook_progress`, seen on a loaded machine, which is the same message again).
    const said = hookEvents(r.events, 'PreToolUse')
      .filter((e) => e.subtype === 'hook_response')
      .map((e) => JSON.stringify(e))
      .filter((t) => t.includes('pai-checkpoint'));
    expect(said, said.join('\n')).toHaveLength(3);
    expect(said[1]).toMatch(/taken before `for d in old; do rm -rf .{1,8}d.{1,8}; done` \(rm -r\)/);
    expect(said[2]).toMatch(/taken before `.{1,4}rm.{1,4} -rf quoted` \(rm -r\)/);
    const id = /checkpoint (\w{26}) taken before `rm -rf data\/` \(rm -r\)/.exec(said[0]!)?.[1];
    expect(id, said[0]).toBeDefined();
    await waitForPlugin(home);

    const rows = (
      JSON.parse(runCli(home, ['list', '--json', '--session', r.sessionId!], { cwd })) as {
        rows: { id: string; trigger: string }[];
      }
    ).rows;
    const risky = rows.find((x) => x.id === id);
    expect(risky).toMatchObject({ trigger: 'pre_risky' });
    expect(rows.filter((x) => x.trigger === 'pre_risky')).toHaveLength(3);
    expect(
      fs.readdirSync(path.join(home.dir, '.pai', 'checkpoint', 'sidecars')).filter((n) => n.includes('.risky-call-')),
    ).toEqual([]); // removed by the Node hook
    const inspect = JSON.parse(runCli(home, ['inspect', id!, '--json'], { cwd })) as {
      checkpoint: { risky: unknown; name: string };
    };
    expect(inspect.checkpoint).toMatchObject({
      name: 'before rm -r',
      risky: { command: 'rm -rf data/', rule: 'rm -r' },
    });
    expect(runCli(home, ['inspect', id!], { cwd })).toContain(
      'Before:    `rm -rf data/` (rm -r): the files as they were before it ran',
    );
    // A handoff checkpoint (the subagent's start and stop; it outranks the turn's stop when coalesced with it).
    expect(
      rows.some((x) => x.trigger === 'handoff'),
      JSON.stringify(rows),
    ).toBe(true);

    const out = makeTempDir('pai-e2e-risky-restored-');
    runCli(home, ['restore', id!, '--to', out, '--yes', '--no-tmux'], { cwd });
    expect(fs.readFileSync(path.join(out, 'data', 'a.txt'), 'utf8')).toBe('precious');
    expect(fs.readFileSync(path.join(out, 'data', 'b.txt'), 'utf8')).toBe('kept');
  } finally {
    await waitForPlugin(home).catch(() => undefined);
    killProcessesInDir(cwd);
    await api.close();
  }
}, 180_000);

/**
 * Ordinary commands Claude Code's parser splits: no `if` rule matches them, so no hook process
 * starts. Some come close to issue 32's texts (`/dev/null` in a redirect or elsewhere than mv's
 * target, an interpreter's code that deletes nothing, `mv`, `rsync` without `--delete`).
 */
const ORDINARY = [
  'echo hi',
  'ls -la',
  'npm test 2>&1 | tail -20',
  'cat package.json',
  'cd src && ls',
  'python3 -c "print(1)"',
  'node -v',
  'mkdir -p build && cp a b',
  'grep -rn "TODO" src | head',
  'npx tsc --noEmit',
  'ls -la 2>/dev/null',
  'cp a b 2>/dev/null || true',
  'curl -s -o /dev/null http://127.0.0.1:1/ || true',
  'mv a.txt b.txt',
  `node -e "console.log(require('fs').existsSync('a'))"`,
  `python3 -c "import os, shutil; print(os.getcwd(), shutil.which('git'))"`,
  "perl -ne 'print if /TODO/' a.txt",
  'rsync -a src/ dst/',
  'find . -name "*.ts" -exec grep -l TODO {} +',
  'npm uninstall left-pad',
];

test("hooks.json's `if` rules, evaluated by Claude Code: every risky example starts the PreToolUse hook, an ordinary command none", async () => {
  // The plugin's own PreToolUse rules, each running a script that records the call and blocks it
  // (exit 2), and one more hook without a rule that blocks every call: nothing of the examples runs,
  // whether a rule matches it or not.
  const shipped = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'hooks', 'hooks.json'), 'utf8')) as {
    hooks: { PreToolUse: { matcher: string; hooks: { if?: string }[] }[] };
  };
  const rules = shipped.hooks.PreToolUse.flatMap((g) => g.hooks.map((h) => h.if));
  expect(rules.length).toBeGreaterThan(0);
  expect(rules.every((r) => typeof r === 'string' && r.startsWith('Bash('))).toBe(true); // no rule-less entry: that would start a process at every call
  // One file per hook process (several run at once for one call: appends to one file could interleave).
  const calls = makeTempDir('pai-e2e-if-');
  const plugin = makePlugin('if-rules', {
    'record.sh': `cat > ${JSON.stringify(calls)}/$$.json\necho 'recorded, not run' >&2\nexit 2\n`,
    'block.sh': `cat > /dev/null\necho 'not run' >&2\nexit 2\n`,
    'hooks/hooks.json': {
      hooks: {
        PreToolUse: [
          ...shipped.hooks.PreToolUse.map((g) => ({
            matcher: g.matcher,
            hooks: g.hooks.map((h) => ({
              type: 'command',
              if: h.if,
              command: 'sh "${CLAUDE_PLUGIN_ROOT}/record.sh"',
              timeout: 30,
            })),
          })),
          {
            matcher: 'Bash',
            hooks: [{ type: 'command', command: 'sh "${CLAUDE_PLUGIN_ROOT}/block.sh"', timeout: 30 }],
          },
        ],
      },
    },
  });
  const commands = [...RISKY.map(([line]) => line), ...ORDINARY];
  const cwd = makeTempDir('pai-e2e-if-cwd-');
  const home = makeHome(cwd);
  const api = await startFakeApi((k: number): ScriptTurn => (k < commands.length ? [bash(commands[k]!)] : 'Done.'));
  try {
    const r = await runClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: ['-p', 'Run each command', ...STREAM_ARGS],
      pluginDirs: [plugin],
      allowedTools: 'Bash',
      timeoutMs: 330_000,
    });
    expect(r.code, r.stderr.slice(-500)).toBe(0);
    const started = new Map<string, number>();
    for (const file of fs.readdirSync(calls)) {
      const c = (JSON.parse(fs.readFileSync(path.join(calls, file), 'utf8')) as { tool_input: { command: string } })
        .tool_input.command;
      started.set(c, (started.get(c) ?? 0) + 1);
    }
    expect(
      RISKY.map(([line]) => line).filter((line) => !started.has(line)),
      'risky commands no `if` rule matched',
    ).toEqual([]);
    expect(
      ORDINARY.filter((line) => started.has(line)),
      'ordinary commands that started a hook',
    ).toEqual([]);
    // Claude Code cannot split `$( )`: every rule's hook starts (hooks/risky.sh lets one go on).
    expect(started.get('echo "$(rm -rf x)"')).toBe(rules.length);
  } finally {
    killProcessesInDir(cwd);
    await api.close();
  }
}, 360_000);

test("a pattern of the user's own that no rule of the plugin covers: said at SessionStart; after `risky install`, Claude Code starts the hook for it and a pre_risky checkpoint is taken", async () => {
  const cwd = makeTempDir('pai-e2e-risky-own-');
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd });
  fs.mkdirSync(path.join(cwd, '.pai'));
  fs.writeFileSync(path.join(cwd, '.pai', 'checkpoint.toml'), '[risky]\ncommands = ["docker system prune*"]\n');
  fs.writeFileSync(path.join(cwd, 'app.txt'), 'v1');
  const home = makeHome(cwd);
  const api = await startFakeApi((k: number): ScriptTurn =>
    k === 0 ? [bash('docker system prune -af || true')] : 'Pruned.',
  );
  const session = async () => {
    const r = await runClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: ['-p', 'Prune docker', ...STREAM_ARGS],
      pluginDirs: [REPO_ROOT],
      allowedTools: 'Bash',
      env: { PAI_CHECKPOINT_PERIODIC_SECONDS: '0' },
      timeoutMs: 120_000,
    });
    expect(r.code, r.stderr.slice(-500)).toBe(0);
    expect(hookFailures(r.events)).toEqual([]);
    await waitForPlugin(home);
    // What the hooks said to the user: their systemMessage.
    const said = (event: string) =>
      hookEvents(r.events, event)
        .filter(
          (e) =>
            e.subtype === 'hook_response' && typeof e['output'] === 'string' && (e['output'] as string).startsWith('{'),
        )
        .map((e) => (JSON.parse(e['output'] as string) as { systemMessage?: string }).systemMessage ?? '')
        .filter((t) => t.includes('pai-checkpoint'));
    return { start: said('SessionStart'), pre: said('PreToolUse') };
  };
  try {
    const before = await session();
    expect(before.start.join('\n')).toContain(
      'no checkpoint is taken before "docker system prune*" ([risky] commands)',
    );
    expect(before.pre).toEqual([]); // Claude Code did not start the hook

    expect(runCli(home, ['risky', 'install'], { cwd })).toContain(
      `Wrote ${path.join(cwd, '.claude', 'settings.local.json')}: a PreToolUse hook for Bash(*docker*)`,
    );
    const after = await session();
    expect(after.start.join('\n')).not.toContain('no checkpoint is taken before');
    expect(after.pre).toHaveLength(1);
    expect(after.pre[0]).toMatch(
      /checkpoint \w{26} taken before `docker system prune -af \|\| true` \(docker system prune\*\)/,
    );
  } finally {
    killProcessesInDir(cwd);
    await api.close();
  }
}, 180_000);

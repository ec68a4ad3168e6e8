/**
 * Installing the plugin as a user does (issue 34, item 1), with the REAL Claude Code binary:
 * `claude plugin marketplace add` + `plugin install` from a local clone whose node_modules is
 * present (this checkout), and from a git URL (a local smart-HTTP git server). The installed copy
 * holds only what runs, at most 10 MB; the README's uninstall lines, run as written, leave nothing
 * of the plugin behind.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { lastUserText, startFakeApi } from './fake-api.js';
import { startGitHttp } from './git-http.js';
import {
  CLAUDE_BIN,
  REPO_ROOT,
  STREAM_ARGS,
  claudeCli,
  claudeCliAsync,
  claudeEnv,
  cleanupTempDirs,
  hookEvents,
  makeHome,
  makeTempDir,
  runClaude,
  type Home,
  type RunResult,
} from './harness.js';
import {
  HEADER,
  hookFailures,
  pluginLog,
  pluginLogErrors,
  records,
  taskLine,
  waitForPlugin,
  waitForWorkers,
} from './pai.js';

const TOOLS = 'Write Edit Read Bash';
const MAX_BYTES = 10_000_000;

const homes: Home[] = [];
afterAll(async () => {
  for (const h of homes) await waitForWorkers(h).catch(() => undefined);
  cleanupTempDirs();
});

function newHome(cwd: string): Home {
  const h = makeHome(cwd);
  homes.push(h);
  return h;
}

const bash = (command: string) => ({
  type: 'tool_use' as const,
  name: 'Bash',
  input: { command, description: 'run a command' },
});
const text = (t: string) => ({ type: 'text' as const, text: t });

function expectCleanRun(r: RunResult): void {
  expect(r.timedOut, `claude timed out; stderr: ${r.stderr.slice(-1000)}`).toBe(false);
  expect(r.code, r.stderr.slice(-1000)).toBe(0);
  expect(hookFailures(r.events)).toEqual([]);
}

/** Every file under `dir` (links followed, as Claude Code's copy follows them), relative, with its size. */
function filesOf(dir: string): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel))) {
      const r = path.join(rel, e);
      const st = fs.statSync(path.join(dir, r));
      if (st.isDirectory()) walk(r);
      else out.set(r, st.size);
    }
  };
  walk('');
  return out;
}

function installPathOf(home: Home): string {
  const installed = JSON.parse(fs.readFileSync(path.join(home.claudeDir, 'plugins', 'installed_plugins.json'), 'utf8'));
  return installed.plugins['checkpoint@pai-checkpoint'][0].installPath as string;
}

/** The installed copy is the repository's plugin/ folder, file for file, and holds only what runs. */
function expectLightCopy(home: Home): string {
  const installPath = installPathOf(home);
  expect(installPath.startsWith(path.join(home.claudeDir, 'plugins', 'cache', 'pai-checkpoint') + path.sep)).toBe(true);
  const copied = filesOf(installPath);
  // Claude Code's own marks: `.orphaned_at` (an earlier install was removed), `.in_use/<pid>` (a claude process uses this copy)
  for (const f of copied.keys()) if (f === '.orphaned_at' || f.startsWith(`.in_use${path.sep}`)) copied.delete(f);
  expect([...copied.keys()].sort()).toEqual([...filesOf(path.join(REPO_ROOT, 'plugin')).keys()].sort());
  expect([...copied.keys()].filter((f) => /^(node_modules|src|test|\.git)\//.test(f))).toEqual([]);
  const bytes = [...copied.values()].reduce((a, b) => a + b, 0);
  expect(bytes, `plugin cache holds ${bytes} bytes`).toBeLessThanOrEqual(MAX_BYTES);
  return installPath;
}

/** The README's uninstall lines (between its `uninstall` markers), run as written in a shell of `home`. */
function runReadmeUninstall(home: Home, cwd: string): string {
  const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const block = /<!-- uninstall -->\n```sh\n([\s\S]*?)```\n<!-- \/uninstall -->/.exec(readme)?.[1];
  expect(block, 'README.md has the uninstall block').toBeTruthy();
  const env = claudeEnv(home, 'http://127.0.0.1:9');
  // `pai-checkpoint` is the link setup made; `claude` is the binary the tests run
  env.PATH = `${path.join(home.dir, '.local', 'bin')}:${path.dirname(CLAUDE_BIN)}:${env.PATH}`;
  return execFileSync('bash', ['-euo', 'pipefail', '-c', block!], {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
}

/** What of the plugin is left under `home`: paths named after it, and Claude Code's files that mention it. */
function leftOver(home: Home): string[] {
  const left: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (
        /pai-checkpoint|checkpoint@/.test(e.name) ||
        p === path.join(home.dir, '.pai', 'checkpoint') ||
        p === path.join(home.claudeDir, 'commands', 'checkpoint.md')
      )
        left.push(p);
      if (e.isDirectory() && !e.isSymbolicLink()) walk(p);
      else if (
        e.isFile() &&
        e.name.endsWith('.json') &&
        p.startsWith(home.claudeDir) &&
        !p.includes(`${path.sep}projects${path.sep}`) &&
        !p.includes(`${path.sep}backups${path.sep}`)
      ) {
        if (fs.readFileSync(p, 'utf8').includes('pai-checkpoint')) left.push(`${p} (mentions pai-checkpoint)`);
      }
    }
  };
  walk(home.dir);
  return left;
}

describe('install from a marketplace, uninstall as the README says', () => {
  test('(7) from a local clone with its node_modules: a copy of plugin/ only (≤ 10 MB) that runs a session, then the README uninstall leaves nothing', async () => {
    expect(
      fs.existsSync(path.join(REPO_ROOT, 'node_modules', '@anthropic-ai', 'claude-code')),
      'the clone has its node_modules',
    ).toBe(true);
    const cwd = makeTempDir('pai-e2e-cwd-');
    const home = newHome(cwd);
    claudeCli(home, ['plugin', 'marketplace', 'add', REPO_ROOT], { timeoutMs: 60_000 });
    claudeCli(home, ['plugin', 'install', 'checkpoint@pai-checkpoint'], { timeoutMs: 60_000 });
    expect(claudeCli(home, ['plugin', 'list'])).toMatch(/checkpoint@pai-checkpoint/);
    expectLightCopy(home);

    const api = await startFakeApi([
      [text(`${taskLine('Install from the marketplace')}\n${HEADER[1]}`), bash('echo hi > hi.txt')],
      'Installed plugin observed.',
    ]);
    try {
      const r = await runClaude({
        home,
        cwd,
        apiUrl: api.url,
        args: ['-p', 'go', ...STREAM_ARGS],
        allowedTools: TOOLS,
        timeoutMs: 60_000,
      });
      expectCleanRun(r);
      // the installed plugin's hooks ran (no --plugin-dir, so nothing else could have)
      expect(hookEvents(r.events, 'SessionStart').some((e) => e.subtype === 'hook_response')).toBe(true);
      await waitForPlugin(home);
      expect(records(home).map((x) => [x.phase, x.sessionId, x.taskSummary])).toEqual([
        ['OBSERVE', r.sessionId, 'Install from the marketplace'],
      ]);

      // Claude Code runs a plugin of a local marketplace in place (CLAUDE_PLUGIN_ROOT is the clone's
      // plugin/ folder; a git URL's runs from the copy): setup links pai-checkpoint to the CLI that ran
      const r2 = await runClaude({
        home,
        cwd,
        apiUrl: api.url,
        args: ['-p', '/checkpoint:setup', '--resume', r.sessionId!, ...STREAM_ARGS],
        timeoutMs: 60_000,
      });
      expectCleanRun(r2);
      const link = path.join(home.dir, '.local', 'bin', 'pai-checkpoint');
      expect(fs.realpathSync(link)).toBe(fs.realpathSync(path.join(REPO_ROOT, 'plugin', 'dist', 'cli.cjs')));
      expect(api.turns().some((q) => lastUserText(q.body).includes(`Linked ${link}`))).toBe(true);
      await waitForPlugin(home);
      expect(pluginLogErrors(home), pluginLog(home)).toEqual([]);
    } finally {
      await api.close();
    }
    await waitForWorkers(home);

    runReadmeUninstall(home, cwd);
    expect(leftOver(home)).toEqual([]);
  }, 180_000);

  test('from a git URL: the same light copy', async () => {
    // What a push of this checkout would publish: its files (tracked, and new ones not ignored), links as links.
    const repo = makeTempDir('pai-e2e-gitrepo-');
    const work = path.join(repo, 'work');
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean);
    for (const f of files) {
      const from = path.join(REPO_ROOT, f);
      if (!fs.lstatSync(from, { throwIfNoEntry: false })) continue; // deleted, not yet committed
      fs.mkdirSync(path.dirname(path.join(work, f)), { recursive: true });
      fs.cpSync(from, path.join(work, f), { verbatimSymlinks: true });
    }
    const git = (args: string[], cwd: string) =>
      execFileSync('git', ['-c', 'user.name=e2e', '-c', 'user.email=e2e@example.com', ...args], {
        cwd,
        stdio: 'ignore',
      });
    git(['init', '-q', '-b', 'main'], work);
    git(['add', '-A'], work);
    git(['commit', '-q', '-m', 'plugin'], work);
    git(['clone', '-q', '--bare', work, path.join(repo, 'pai-checkpoint.git')], repo);
    const server = await startGitHttp(repo);
    try {
      const home = newHome(makeTempDir('pai-e2e-cwd-'));
      await claudeCliAsync(home, ['plugin', 'marketplace', 'add', `${server.url}/pai-checkpoint.git`], {
        timeoutMs: 120_000,
      });
      await claudeCliAsync(home, ['plugin', 'install', 'checkpoint@pai-checkpoint'], { timeoutMs: 60_000 });
      expectLightCopy(home);
    } finally {
      await server.close();
    }
  }, 180_000);
});

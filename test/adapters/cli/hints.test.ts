/**
 * Hints name only commands the reader has (issue: "pai-checkpoint is not on PATH after a plugin
 * install"): the built CLI and hooks render `pai-checkpoint <command>` for where they are shown.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { renderCommands } from '../../../src/core/hint.js';
import { createCheckpointSync } from '../../../src/domain/records/api.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { DIST, runHookProcess, sandbox, testPath } from '../../helpers.js';

const CLI = join(DIST, 'cli.cjs');

function cli(args: string[], env: Record<string, string>, cwd: string) {
  return spawnSync(process.execPath, [CLI, ...args], { cwd, env: { PATH: testPath(), ...env }, encoding: 'utf8' });
}

test('in a terminal without pai-checkpoint on PATH, hints say `node <this CLI> …`; with it on PATH, `pai-checkpoint …`', () => {
  const { home, paths, project } = sandbox();
  const env = { HOME: home, PAI_DIR: paths.paiDir };
  let r = cli(['restore', 'NOPE-TYPO'], env, project);
  expect(r.status).toBe(3);
  expect(r.stderr).toContain(`hint: run \`node ${CLI} list --all\` to see the ids`);
  // As `npm install -g` would have it: an executable CLI, linked from a folder on PATH.
  const installed = join(home, 'lib', 'cli.cjs');
  mkdirSync(join(home, 'lib'));
  copyFileSync(CLI, installed);
  copyFileSync(join(DIST, 'cli.main.cjs'), join(home, 'lib', 'cli.main.cjs')); // the bundle its loader runs
  chmodSync(installed, 0o755);
  const bin = join(home, 'bin');
  mkdirSync(bin);
  symlinkSync(installed, join(bin, 'pai-checkpoint'));
  r = spawnSync(process.execPath, [installed, 'restore', 'NOPE-TYPO'], {
    cwd: project,
    env: { ...env, PATH: `${bin}:${testPath()}` },
    encoding: 'utf8',
  });
  expect(r.stderr).toContain('hint: run `pai-checkpoint list --all` to see the ids');
});

test('inside Claude Code (slash mode), hints are the plugin`s slash commands, or `node <CLI>` where there is none', () => {
  const { home, paths, project } = sandbox();
  const r = cli(['slash', 'restore', 'NOPE-TYPO'], { HOME: home, PAI_DIR: paths.paiDir }, project);
  expect(r.stdout).toContain('hint: run `/checkpoint:list --all` to see the ids');
  expect(
    renderCommands('see `pai-checkpoint verify --all`', { kind: 'claude', cli: '/x y/cli.cjs', onPath: false }),
  ).toBe("see `node '/x y/cli.cjs' verify --all`");
  // once `setup` has put pai-checkpoint on PATH, the model and the user are told that name
  expect(
    renderCommands('see `pai-checkpoint verify --all`', { kind: 'claude', cli: '/x y/cli.cjs', onPath: true }),
  ).toBe('see `pai-checkpoint verify --all`');
  expect(renderCommands('or `pai-checkpoint list --all`', { kind: 'claude', cli: '/c', onPath: true })).toBe(
    'or `/checkpoint:list --all`',
  );
  expect(
    renderCommands('keep "pai-checkpoint rollback to X" as it is', { kind: 'claude', cli: '/c', onPath: false }),
  ).toBe('keep "pai-checkpoint rollback to X" as it is');
});

test('SessionStart names only slash commands for the user, and the next step', () => {
  const { home, paths, project, claudeDir } = sandbox();
  mkdirSync(paths.paiDir, { recursive: true });
  for (const sid of ['s-one', 's-two']) {
    createCheckpointSync(
      'PLAN',
      3,
      `task of ${sid}`,
      [],
      { project, cwd: project },
      { paiDir: paths.paiDir, sessionId: sid },
    );
    saveSession(paths, {
      ...newSession(sid, project, project, new Date(Date.now() - 3600_000)),
      host: 'elsewhere',
      heartbeatAt: new Date(Date.now() - 3600_000).toISOString(),
    });
  }
  const out = runHookProcess(
    'session-start',
    { session_id: 'cur-session', cwd: project, source: 'startup' },
    { HOME: home, PAI_DIR: paths.paiDir, CLAUDE_CONFIG_DIR: claudeDir },
  ).json;
  const msg: string = out.systemMessage;
  expect(msg).toMatch(
    /^Checkpoint: Resume from Phase 3\? \(task of s-(one|two)\)\nSession s-(one|two) crashed 1 h ago \(at (\d{4}-\d\d-\d\d )?\d\d:\d\d\); its work up to Phase 3 was saved\.\nSay "yes, continue" to pick it up in this session, or run \/checkpoint:resume\.\n1 more unfinished session: `\/checkpoint:list --all --open`/,
  );
  expect(msg).not.toMatch(/pai-checkpoint [a-z]/);
  expect(out.hookSpecificOutput.additionalContext).toMatch(
    /`\/checkpoint:complete [0-9A-Z]{26}` marks the work finished/,
  );
});

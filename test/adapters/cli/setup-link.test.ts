/**
 * `pai-checkpoint` on PATH (issue 34, item 2): `setup` links ~/.local/bin/pai-checkpoint to the CLI
 * that runs, hints then name `pai-checkpoint …`, SessionStart keeps the link (and the dispatcher)
 * pointing at the plugin that runs, and `setup --remove` takes away only what it made.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { DIST, runHookProcess, sandbox, testPath } from '../../helpers.js';

const CLI = join(DIST, 'cli.cjs');

function world() {
  const sb = sandbox();
  const bin = join(sb.home, '.local', 'bin');
  const link = join(bin, 'pai-checkpoint');
  const env = { HOME: sb.home, PAI_DIR: sb.paths.paiDir, CLAUDE_CONFIG_DIR: sb.claudeDir };
  const run = (cli: string, args: string[], path = testPath()) =>
    spawnSync(process.execPath, [cli, ...args], { cwd: sb.project, env: { ...env, PATH: path }, encoding: 'utf8' });
  return { ...sb, bin, link, env, run };
}

const commandCheck = (out: string) =>
  (JSON.parse(out).checks as { name: string; level: string; detail: string }[]).find(
    (c) => c.name === 'pai-checkpoint command',
  );

test('setup links ~/.local/bin/pai-checkpoint to this CLI, which then runs by that name, and hints name it', () => {
  const w = world();
  expect(w.run(CLI, ['doctor']).stdout).toContain(
    `pai-checkpoint command: not on PATH; run \`node ${CLI} setup\` to link it into ${w.bin}`,
  );
  const r = w.run(CLI, ['setup']);
  expect(r.status).toBe(0);
  expect(realpathSync(w.link)).toBe(realpathSync(CLI));
  expect(r.stdout).toContain(`Linked ${w.link} → this CLI`);
  // ~/.local/bin is not on this PATH: the user is told the line that puts it there
  expect(r.stdout).toContain(`${w.bin} is not on your PATH: add \`export PATH="${w.bin}:$PATH"\``);

  // the link is a program of its own (the bundle is executable and starts with #!/usr/bin/env node)
  const onPath = `${w.bin}:${testPath()}`;
  const direct = spawnSync('pai-checkpoint', ['restore', 'NOPE-TYPO'], {
    cwd: w.project,
    env: { ...w.env, PATH: onPath },
    encoding: 'utf8',
  });
  expect(direct.status).toBe(3);
  expect(direct.stderr).toContain('hint: run `pai-checkpoint list --all` to see the ids');
  // the same command with ~/.local/bin off PATH names the CLI's file instead
  expect(w.run(CLI, ['restore', 'NOPE-TYPO']).stderr).toContain(`hint: run \`node ${CLI} list --all\``);

  expect(commandCheck(w.run(CLI, ['doctor', '--json']).stdout)).toMatchObject({
    level: 'info',
    detail: expect.stringContaining(`${w.link} is this CLI, but ${w.bin} is not on PATH`),
  });
  expect(commandCheck(w.run(CLI, ['doctor', '--json'], onPath).stdout)).toMatchObject({
    level: 'ok',
    detail: 'on PATH',
  });
  const again = w.run(CLI, ['setup', '--json'], onPath);
  expect(JSON.parse(again.stdout).link).toEqual({ path: w.link, action: 'unchanged', onPath: true });
});

test('SessionStart re-points the link and the dispatcher at the plugin that runs (a plugin update installs a new copy)', () => {
  const w = world();
  // an older copy of the plugin, as Claude Code's cache keeps one per version
  const old = join(w.home, 'cache', '0.0.9', 'dist');
  mkdirSync(old, { recursive: true });
  copyFileSync(CLI, join(old, 'cli.cjs'));
  copyFileSync(join(DIST, 'cli.main.cjs'), join(old, 'cli.main.cjs')); // the bundle its loader runs
  expect(w.run(join(old, 'cli.cjs'), ['setup']).status).toBe(0);
  const dispatcher = join(w.claudeDir, 'commands', 'checkpoint.md');
  expect(readlinkSync(w.link)).toBe(join(old, 'cli.cjs'));
  expect(readFileSync(dispatcher, 'utf8')).toContain(`node "${join(old, 'cli.cjs')}" slash`);
  rmSync(join(w.home, 'cache'), { recursive: true }); // the update deletes the old copy

  runHookProcess('session-start', { session_id: 's-follow', cwd: w.project, source: 'startup' }, w.env);
  expect(readlinkSync(w.link)).toBe(CLI);
  expect(readFileSync(dispatcher, 'utf8')).toContain(`node "${CLI}" slash`);
});

test('a pai-checkpoint that setup did not make is left alone (unless --force); --remove removes only ours', () => {
  const w = world();
  mkdirSync(w.bin, { recursive: true });
  writeFileSync(w.link, '#!/bin/sh\necho mine\n', { mode: 0o755 });
  const r = w.run(CLI, ['setup']);
  expect(r.status).toBe(0);
  expect(r.stdout).toContain(`${w.link} exists and was not made by pai-checkpoint; left as it is`);
  expect(readFileSync(w.link, 'utf8')).toBe('#!/bin/sh\necho mine\n');
  // not ours: SessionStart does not touch it either
  runHookProcess('session-start', { session_id: 's-foreign', cwd: w.project, source: 'startup' }, w.env);
  expect(readFileSync(w.link, 'utf8')).toBe('#!/bin/sh\necho mine\n');
  expect(w.run(CLI, ['setup', '--remove']).stdout).toContain('was not made by pai-checkpoint; left as it is');
  expect(existsSync(w.link)).toBe(true);

  expect(w.run(CLI, ['setup', '--force']).status).toBe(0);
  expect(lstatSync(w.link).isSymbolicLink()).toBe(true);
  // a file the user put in place of our link is theirs from then on
  rmSync(w.link);
  writeFileSync(w.link, '#!/bin/sh\necho replaced\n', { mode: 0o755 });
  expect(w.run(CLI, ['setup']).stdout).toContain('was not made by pai-checkpoint; left as it is');
  expect(readFileSync(w.link, 'utf8')).toBe('#!/bin/sh\necho replaced\n');
  expect(w.run(CLI, ['setup', '--force']).status).toBe(0);
  const removed = w.run(CLI, ['setup', '--remove']);
  expect(removed.stdout).toContain(`Removed ${w.link}.`);
  expect(existsSync(w.link)).toBe(false);
  // removed stays removed: the next session does not bring it back
  runHookProcess('session-start', { session_id: 's-after', cwd: w.project, source: 'startup' }, w.env);
  expect(existsSync(w.link)).toBe(false);
  expect(existsSync(join(w.claudeDir, 'commands', 'checkpoint.md'))).toBe(false);
});

/**
 * hooks/prompt.sh (UserPromptSubmit) and the CLI's side of it (adapters/cli/slash.ts): a read-only
 * /checkpoint command's output, left by the CLI, is printed once as a block decision for that
 * command's prompt only; an ordinary prompt gets nothing and the hook does not even read it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { leaveSlashAnswer } from '../../../src/adapters/cli/slash.js';
import { sidecarFiles } from '../../../src/domain/session/sidecar-files.js';
import { DIST, sandbox } from '../../helpers.js';

const SID = '5a1d0c3e-1111-4222-8333-0000000000c5';
const SCRIPT = join(DIST, '..', 'hooks', 'prompt.sh');

function setup() {
  const sb = sandbox();
  const env = { PATH: '/usr/bin:/bin', HOME: sb.home, PAI_DIR: sb.paths.paiDir, CLAUDE_CODE_SESSION_ID: SID };
  const cli = { cwd: sb.project, env, paths: sb.paths, now: () => new Date(), warnings: [] };
  const hook = (prompt: string) => {
    const r = spawnSync('/bin/sh', ['-c', `sh "${SCRIPT}"`], {
      input: JSON.stringify({ session_id: SID, cwd: sb.project, hook_event_name: 'UserPromptSubmit', prompt }),
      env,
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);
    return r.stdout;
  };
  return { ...sb, cli, hook, answer: sidecarFiles(sb.paths, SID).answer };
}

test('/checkpoint:list and /checkpoint list: the CLI`s output as a block decision, printed once', () => {
  const { cli, hook, answer } = setup();
  const table = 'ID          TRIGGER\n01M8FD8QMG  stop\n\nVERIFIED: ok = "re-hashed"\n';
  leaveSlashAnswer(cli, ['slash', 'list', '--all'], table);
  expect(JSON.parse(hook('/checkpoint:list --all'))).toEqual({ decision: 'block', reason: table.trimEnd() });
  expect(existsSync(answer)).toBe(false);
  expect(hook('/checkpoint:list --all')).toBe(''); // once
  leaveSlashAnswer(cli, ['slash', 'list'], 'x\n');
  expect(JSON.parse(hook('/checkpoint list')).reason).toBe('x');
  leaveSlashAnswer(cli, ['slash'], 'bare\n'); // a bare /checkpoint lists
  expect(JSON.parse(hook('/checkpoint')).reason).toBe('bare');
});

test('an ordinary prompt, or another command`s, gets nothing and leaves the answer; a mutating command removes it', () => {
  const { cli, hook, answer } = setup();
  leaveSlashAnswer(cli, ['slash', 'inspect', '01M8'], 'details\n');
  for (const p of ['Fix the bug', 'see "prompt":"/checkpoint:list" here', '/checkpointer', '/compact'])
    expect(hook(p), p).toBe('');
  expect(existsSync(answer)).toBe(true);
  leaveSlashAnswer(cli, ['slash', 'save', 'x'], 'Checkpoint saved: …\n'); // the model relays it; nothing left to show
  expect(existsSync(answer)).toBe(false);
  expect(hook('/checkpoint:save x')).toBe('');
  leaveSlashAnswer(cli, ['list'], 'a terminal run\n'); // not a slash command
  expect(existsSync(answer)).toBe(false);
  leaveSlashAnswer(cli, ['slash', 'list'], 'x\n');
  leaveSlashAnswer(cli, ['slash', 'list'], undefined); // the next run, before it runs: a run that dies leaves nothing to show
  expect(existsSync(answer)).toBe(false);
});

test('no answer waiting: the hook exits without reading its input (an ordinary prompt starts no process but sh)', () => {
  const { hook } = setup();
  expect(hook('x'.repeat(1_000_000))).toBe('');
  // The script itself: a file test before anything else, no node.
  const text = readFileSync(SCRIPT, 'utf8');
  expect(text.indexOf('[ -f "$f" ]')).toBeLessThan(text.indexOf('$(cat)'));
  expect(text).not.toMatch(/\bnode\b/);
});

test('an unsafe session id writes nothing', () => {
  const { cli, paths } = setup();
  leaveSlashAnswer({ ...cli, env: { ...cli.env, CLAUDE_CODE_SESSION_ID: '../../x' } }, ['slash', 'list'], 'x');
  expect(existsSync(join(paths.stateDir, 'sidecars'))).toBe(false);
});

import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { riskyCommand, riskyFilterFile, simpleCommands, unwrap, type RiskyConfig } from '../../../src/domain/session/risky.js';
import { ROOT } from '../../helpers.js';
import { RISKY, SAFE } from '../../fixtures/risky-commands.js';

const DEFAULTS: RiskyConfig = { enabled: true, defaults: true, commands: [] };

describe('riskyCommand', () => {
  test.each(RISKY)('%s → %s', (line, rule) => {
    expect(riskyCommand(line, DEFAULTS)?.rule).toBe(rule);
  });

  test.each(SAFE)('%s is not risky', (line) => {
    expect(riskyCommand(line, DEFAULTS)).toBeUndefined();
  });

  test('the matched simple command is named, unwrapped', () => {
    expect(riskyCommand('cd x && sudo /bin/rm -rf data/', DEFAULTS)).toEqual({ rule: 'rm -r', command: 'rm -rf data/' });
  });

  test("the user's own patterns (a glob over each simple command), with or without the built-in rules", () => {
    const own: RiskyConfig = { enabled: true, defaults: false, commands: ['terraform destroy*', 'kubectl delete *'] };
    expect(riskyCommand('cd infra && terraform destroy -auto-approve', own)).toEqual({ rule: 'terraform destroy*', command: 'terraform destroy -auto-approve' });
    expect(riskyCommand('kubectl delete pod x', own)?.rule).toBe('kubectl delete *');
    expect(riskyCommand('terraform plan', own)).toBeUndefined();
    expect(riskyCommand('rm -rf data', own)).toBeUndefined(); // defaults off
    expect(riskyCommand('rm -rf data', { ...own, defaults: true })?.rule).toBe('rm -r');
    expect(riskyCommand('rm -rf data', { ...DEFAULTS, enabled: false })).toBeUndefined();
  });

  test('simpleCommands splits on operators outside quotes; unwrap takes off what only wraps', () => {
    expect(simpleCommands(`a 'b; c' && d "e | f" | g\nh`)).toEqual([['a', 'b; c'], ['d', 'e | f'], ['g'], ['h']]);
    expect(unwrap(['env', 'A=1', 'nice', '-n', '5', '/usr/bin/git', 'clean', '-f'])).toEqual(['git', 'clean', '-f']);
  });
});

describe('hooks/risky.sh (the filter before Node)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pai-risky-sh-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // The script as installed, with a stand-in for the Node hook that records what it was given.
  mkdirSync(join(dir, 'plugin', 'hooks'), { recursive: true });
  mkdirSync(join(dir, 'plugin', 'dist', 'hooks'), { recursive: true });
  copyFileSync(join(ROOT, 'hooks', 'risky.sh'), join(dir, 'plugin', 'hooks', 'risky.sh'));
  const seen = join(dir, 'seen.txt');
  writeFileSync(join(dir, 'plugin', 'dist', 'hooks', 'risky.cjs'), `require('fs').appendFileSync(${JSON.stringify(seen)}, require('fs').readFileSync(0, 'utf8'))`);
  chmodSync(join(dir, 'plugin', 'hooks', 'risky.sh'), 0o755);
  const home = join(dir, 'home');

  let calls = 0;
  /** Runs the script on a payload as Claude Code sends it (session folder words included); whether Node was started. */
  function passes(command: string, filter?: string, toolUseId = `toolu_01ABC${++calls}`): boolean {
    rmSync(seen, { force: true });
    if (filter !== undefined) {
      mkdirSync(join(home, '.pai', 'checkpoint', 'sidecars'), { recursive: true });
      writeFileSync(join(home, '.pai', 'checkpoint', 'sidecars', 'S1.risky'), filter);
    } else rmSync(join(home, '.pai'), { recursive: true, force: true });
    const payload = { session_id: 'S1', transcript_path: '/home/u/.claude/projects/-work-cleanup-push-drop/S1.jsonl', cwd: '/work/cleanup-push-drop', permission_mode: 'default', hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command, description: 'run it' }, tool_use_id: toolUseId };
    const r = spawnSync('sh', [join(dir, 'plugin', 'hooks', 'risky.sh')], { input: JSON.stringify(payload), env: { PATH: process.env['PATH'], HOME: home, CLAUDE_CODE_SESSION_ID: 'S1' }, encoding: 'utf8' });
    expect(r.status).toBe(0);
    if (!existsSync(seen)) return false;
    expect(JSON.parse(readFileSync(seen, 'utf8'))).toEqual(payload); // handed over whole
    return true;
  }

  test('every risky example reaches the Node hook; plain commands do not (the folder name says "cleanup-push-drop")', () => {
    for (const [line] of RISKY) expect(passes(line), line).toBe(true);
    for (const line of ['echo hi', 'ls -la', 'git status', 'npm test', 'cat a.txt']) expect(passes(line), line).toBe(false);
  });

  test("the session's filter file: the user's own patterns' literal parts, nodefaults, off", () => {
    const own: RiskyConfig = { enabled: true, defaults: false, commands: ['terraform destroy*', 'say "bye"*'] };
    const file = riskyFilterFile(own);
    // The longest run of a pattern without spaces or quotes: Node compares words (`terraform  'destroy'` matches too).
    expect(file).toBe('nodefaults\n=terraform\n=say\n');
    expect(passes("terraform  'destroy' -auto-approve", file)).toBe(true);
    expect(passes('terraform destroy -auto-approve', file)).toBe(true);
    expect(passes('say "bye" now', file)).toBe(true);
    expect(passes('rm -rf data', file)).toBe(false); // the built-in rules are off
    expect(passes('rm -rf data', riskyFilterFile({ ...own, defaults: true }))).toBe(true);
    expect(passes('rm -rf data', riskyFilterFile({ ...own, enabled: false }))).toBe(false);
    expect(passes('rm -rf data', 'off\n')).toBe(false);
  });

  test("once per call: of the hooks Claude Code starts for one call (one per matching `if` rule), the first goes on", () => {
    const sidecars = join(home, '.pai', 'checkpoint', 'sidecars');
    const filter = riskyFilterFile(DEFAULTS);
    expect(passes('rm -rf data', filter, 'toolu_01Same')).toBe(true);
    expect(existsSync(join(sidecars, 'S1.risky-call-toolu_01Same'))).toBe(true); // the Node hook removes it when done
    expect(passes('rm -rf data', filter, 'toolu_01Same')).toBe(false);
    expect(passes('rm -rf data', filter, 'toolu_01Other')).toBe(true); // another call
    // An id that cannot be a file name, or no sidecars folder: no once-per-call file, every hook goes on.
    expect(passes('rm -rf data', filter, '../x')).toBe(true);
    expect(passes('rm -rf data', filter, '../x')).toBe(true);
    expect(passes('rm -rf data', undefined, 'toolu_01NoFolder')).toBe(true);
    expect(passes('rm -rf data', undefined, 'toolu_01NoFolder')).toBe(true);
  });

  test('PAI_CHECKPOINT_DISABLE=1 turns it off', () => {
    const r = spawnSync('sh', [join(dir, 'plugin', 'hooks', 'risky.sh')], { input: '{"tool_input":{"command":"rm -rf x"}}', env: { PATH: process.env['PATH'], HOME: home, PAI_CHECKPOINT_DISABLE: '1' }, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(existsSync(seen) && readFileSync(seen, 'utf8').includes('rm -rf x')).toBe(false);
  });
});

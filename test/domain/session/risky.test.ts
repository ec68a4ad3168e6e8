import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { riskyCommand, riskyFilterFile, simpleCommands, unwrap, type RiskyConfig } from '../../../src/domain/session/risky.js';
import { ROOT } from '../../helpers.js';

const DEFAULTS: RiskyConfig = { enabled: true, defaults: true, commands: [] };

/** Each command and the rule it must match. */
const RISKY: [string, string][] = [
  ['rm -rf data/', 'rm -r'],
  ['rm -r data', 'rm -r'],
  ['rm -fr data', 'rm -r'],
  ['rm -R -f data', 'rm -r'],
  ['rm data -rf', 'rm -r'],
  ['rm --recursive data', 'rm -r'],
  ['cd /tmp && rm -rf x', 'rm -r'],
  ['echo ok; rm -rf x', 'rm -r'],
  ['true | xargs rm -rf', 'rm -r'],
  ['sudo rm -rf /opt/x', 'rm -r'],
  ['sudo -u bob rm -rf x', 'rm -r'],
  ['/bin/rm -rf x', 'rm -r'],
  ['FOO=1 rm -rf x', 'rm -r'],
  ['timeout 10 rm -rf x', 'rm -r'],
  ['timeout -s KILL 10 rm -rf x', 'rm -r'],
  ['(cd sub && rm -rf build)', 'rm -r'],
  ['bash -c "rm -rf d10"', 'rm -r'],
  ["sh -c 'cd x; rm -rf y'", 'rm -r'],
  ['eval "rm -rf x"', 'rm -r'],
  ['echo "$(rm -rf x)"', 'rm -r'],
  ['echo `rm -rf x`', 'rm -r'],
  ['git reset --hard HEAD~1', 'git reset --hard'],
  ['git -C repo reset --hard', 'git reset --hard'],
  ['git clean -fdx', 'git clean'],
  ['git checkout -- .', 'git checkout --'],
  ['git checkout .', 'git checkout --'],
  ['git checkout -f main', 'git checkout --'],
  ['git restore src/a.ts', 'git restore'],
  ['git restore --staged --worktree a', 'git restore'],
  ['git switch --discard-changes main', 'git switch --discard-changes'],
  ['git push --force origin main', 'git push --force'],
  ['git push -f', 'git push --force'],
  ['git push --force-with-lease', 'git push --force'],
  ['git push origin +main', 'git push --force'],
  ['git push origin --delete old', 'git push --force'],
  ['git branch -D topic', 'git branch -D'],
  ['git branch --delete --force topic', 'git branch -D'],
  ['git stash drop', 'git stash drop'],
  ['git stash clear', 'git stash drop'],
  ['truncate -s 0 app.log', 'truncate'],
  ['psql -c "DROP TABLE users"', 'DROP TABLE'],
  ['sqlite3 db "drop table t"', 'DROP TABLE'],
  ["mysql -e 'DROP DATABASE prod'", 'DROP TABLE'],
  ['psql -c "truncate table t"', 'TRUNCATE TABLE'],
  ['psql -c "TRUNCATE users"', 'TRUNCATE'],
  ['find . -name "*.tmp" -delete', 'find -delete'],
  ['find . -type d -exec rm -rf {} +', 'find -delete'],
  ['find . -exec rm {} \\;', 'find -delete'],
  ['dd if=/dev/zero of=disk.img bs=1M count=1', 'dd of='],
  ['mkfs.ext4 /dev/sdb1', 'mkfs'],
  ['shred -u secret.txt', 'shred'],
  // Found in review: continued lines, ${#…}, each wrapper's own options, more git forms.
  ['cd build && \\\n  rm -rf out', 'rm -r'],
  ['rm -rf "a\\\nb"', 'rm -r'],
  ['echo ${#f[@]}; rm -rf build', 'rm -r'],
  ['[ ${#x} -gt 0 ] && rm -rf "$d"', 'rm -r'],
  ['{ rm -rf x; }', 'rm -r'],
  ['sudo -n rm -rf x', 'rm -r'],
  ['sudo -E rm -rf x', 'rm -r'],
  ['command -p rm -rf x', 'rm -r'],
  ['time -p rm -rf x', 'rm -r'],
  ['ls | xargs -p rm -rf', 'rm -r'],
  ['ionice -c 3 rm -rf x', 'rm -r'],
  ['nice -n 5 -- rm -rf x', 'rm -r'],
  ['git branch -df topic', 'git branch -D'],
  ['git branch -f -d topic', 'git branch -D'],
  ['git branch --force -d topic', 'git branch -D'],
  ['git push origin :feature', 'git push --force'],
];

const SAFE = [
  'echo hi',
  'ls -la',
  'rm file.txt',
  'rm -f file.txt',
  'git status',
  'git reset HEAD a.ts',
  'git reset --soft HEAD~1',
  'git clean -n',
  'git checkout main',
  'git checkout -b topic',
  'git restore --staged a.ts',
  'git switch main',
  'git push origin main',
  'git push -u origin topic',
  'git branch -d merged',
  'git branch',
  'git stash',
  'git stash pop',
  'npm run clean',
  'echo "rm -rf x"',
  "grep -r 'git reset --hard' docs",
  'find . -name "*.ts"',
  'dd if=disk.img bs=1M count=1',
  'echo "the table was dropped"',
  '# rm -rf x',
  'echo a{b,c}',
  'echo ${#x} # rm -rf x',
  'git branch -a',
  'git push origin main:main',
];

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

  /** Runs the script on a payload as Claude Code sends it (session folder words included); whether Node was started. */
  function passes(command: string, filter?: string): boolean {
    rmSync(seen, { force: true });
    if (filter !== undefined) {
      mkdirSync(join(home, '.pai', 'checkpoint', 'sidecars'), { recursive: true });
      writeFileSync(join(home, '.pai', 'checkpoint', 'sidecars', 'S1.risky'), filter);
    } else rmSync(join(home, '.pai'), { recursive: true, force: true });
    const payload = { session_id: 'S1', transcript_path: '/home/u/.claude/projects/-work-cleanup-push-drop/S1.jsonl', cwd: '/work/cleanup-push-drop', permission_mode: 'default', hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command, description: 'run it' }, tool_use_id: 'toolu_01ABC' };
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

  test('PAI_CHECKPOINT_DISABLE=1 turns it off', () => {
    const r = spawnSync('sh', [join(dir, 'plugin', 'hooks', 'risky.sh')], { input: '{"tool_input":{"command":"rm -rf x"}}', env: { PATH: process.env['PATH'], HOME: home, PAI_CHECKPOINT_DISABLE: '1' }, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(existsSync(seen) && readFileSync(seen, 'utf8').includes('rm -rf x')).toBe(false);
  });
});

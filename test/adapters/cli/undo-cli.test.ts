/**
 * Issue 33, "exact rollback, undo, redo" as a user runs it: the dist bundle (dist/cli.cjs) in a
 * real git repository, with Bash-made changes (files changed, created and deleted outside git).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { DIST, sandbox, testPath } from '../../helpers.js';
import { git } from '../../app/support.js';

/** Every file (not .git) with its content's hash, git status, HEAD and the stash list. */
function stateOf(dir: string): string {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === '.git') continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else files.push(`${relative(dir, p)} ${createHash('sha256').update(readFileSync(p)).digest('hex').slice(0, 12)}`);
    }
  };
  walk(dir);
  return [
    ...files.sort(),
    '--',
    git(dir, 'status', '--porcelain'),
    git(dir, 'rev-parse', 'HEAD'),
    `stashes: ${git(dir, 'stash', 'list')}`,
  ].join('\n');
}

test('rollback (exact, no stash), undo --print, undo, redo, and undo with nothing to undo: through the CLI bundle', () => {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  const p = sb.project;
  git(p, 'init', '-q', '-b', 'main');
  writeFileSync(join(p, 'a.txt'), 'v1\n');
  writeFileSync(join(p, 'b.txt'), 'b\n');
  git(p, 'add', '.');
  git(p, 'commit', '-q', '-m', 'init');
  saveSession(sb.paths, newSession('S1', p, p, new Date()));
  const env = {
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PATH: testPath(),
    PAI_CHECKPOINT_CLAUDE: '/bin/true',
  };
  const cli = (...argv: string[]) =>
    spawnSync(process.execPath, [join(DIST, 'cli.cjs'), ...argv], { cwd: p, env, encoding: 'utf8' });
  const json = (...argv: string[]) => {
    const r = cli(...argv, '--json');
    expect(r.status, r.stderr).toBe(0);
    return JSON.parse(r.stdout);
  };

  // Nothing done yet: exit 3, saying so.
  let r = cli('undo');
  expect(r.status).toBe(3);
  expect(r.stderr).toContain(`nothing to undo in ${p}: no restore, rollback or rewind of this folder is recorded`);

  writeFileSync(join(p, 'a.txt'), 'good\n');
  const id = json('create', '--session', 'S1').id as string;
  const good = stateOf(p);
  // Bash-made changes since: a tracked file changed and one deleted, new files in a new folder.
  writeFileSync(join(p, 'a.txt'), 'broken by Bash\n');
  rmSync(join(p, 'b.txt'));
  mkdirSync(join(p, 'build'));
  writeFileSync(join(p, 'build', 'out.js'), 'generated\n');
  writeFileSync(join(p, 'scratch.txt'), 'new\n');
  const before = stateOf(p);

  const rolled = json('rollback', id, '--yes');
  expect(rolled).toMatchObject({ id, createdSince: ['build/out.js', 'scratch.txt'], keptNew: false });
  expect(stateOf(p)).toBe(good); // exactly the checkpoint's tree, and no stash
  expect(existsSync(join(p, 'build'))).toBe(false);

  r = cli('undo', '--print');
  expect(r.status, r.stderr).toBe(0);
  expect(r.stdout).toContain(`Would undo the rollback to ${id}`);
  expect(r.stdout).toContain('Nothing was changed (--print)');
  expect(stateOf(p)).toBe(good);

  r = cli('undo', '--yes');
  expect(r.status, r.stderr).toBe(0);
  expect(r.stdout).toContain(`Undid the rollback to ${id} in ${p}`);
  expect(stateOf(p)).toBe(before); // the Bash-made state, exactly; nothing in git's stash

  expect(json('redo', '--yes')).toMatchObject({ action: 'redo', done: true, rollback: { id } });
  expect(stateOf(p)).toBe(good);
  r = cli('redo', '--yes');
  expect(r.status).toBe(3);
  expect(r.stderr).toContain('nothing to redo');

  expect(json('undo', '--yes')).toMatchObject({ action: 'undo', done: true });
  expect(stateOf(p)).toBe(before);
  expect(git(p, 'stash', 'list')).toBe('');
}, 60_000);

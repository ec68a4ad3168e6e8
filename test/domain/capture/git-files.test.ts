import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { gitFacts } from '../../../src/domain/capture/git-files.js';
import { tempDir } from '../../helpers.js';

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
};
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: ENV }).trim();
const gitOr = (cwd: string, ...args: string[]) => {
  try {
    return git(cwd, ...args) || undefined;
  } catch {
    return undefined;
  }
};

/** What the three git commands gitFacts stands in for print (the reference). */
function byGit(dir: string) {
  const facts: Record<string, string> = {};
  const remote = gitOr(dir, 'config', '--get', 'remote.origin.url');
  const commit = gitOr(dir, 'rev-parse', '-q', '--verify', 'HEAD');
  const branch = gitOr(dir, 'symbolic-ref', '--short', '-q', 'HEAD');
  if (remote) facts['git_remote'] = remote;
  if (commit) facts['git_commit'] = commit;
  if (branch) facts['git_branch'] = branch;
  return facts;
}

function repo(): string {
  const dir = tempDir('git-facts-');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'remote', 'add', 'origin', 'https://example.com/owner/plugin.git');
  writeFileSync(join(dir, 'a.txt'), 'a\n');
  git(dir, 'add', 'a.txt');
  git(dir, 'commit', '-q', '-m', 'first');
  return dir;
}

test('a repository read from its files gives what git prints: branch, HEAD, origin — also from a subfolder', () => {
  const dir = repo();
  mkdirSync(join(dir, 'sub', 'deeper'), { recursive: true });
  const facts = gitFacts(join(dir, 'sub', 'deeper'));
  expect(facts).toEqual(byGit(dir));
  expect(facts).toMatchObject({ git_branch: 'main', git_remote: 'https://example.com/owner/plugin.git' });
  expect(facts.git_commit).toMatch(/^[0-9a-f]{40}$/);
});

test('packed refs, a slash in the branch name, a detached HEAD, and a URL set twice (the last wins)', () => {
  const dir = repo();
  git(dir, 'checkout', '-q', '-b', 'feature/x');
  git(dir, 'pack-refs', '--all');
  expect(gitFacts(dir)).toEqual(byGit(dir));
  expect(gitFacts(dir).git_branch).toBe('feature/x');
  git(dir, 'checkout', '-q', '--detach');
  expect(gitFacts(dir)).toEqual(byGit(dir));
  expect(gitFacts(dir).git_branch).toBeUndefined();
  writeFileSync(
    join(dir, '.git', 'config'),
    `${execFileSync('cat', [join(dir, '.git', 'config')], { encoding: 'utf8' })}[remote "origin"]\n\turl = "git@example.com:other.git"\n`,
  );
  expect(gitFacts(dir).git_remote).toBe(byGit(dir)['git_remote']);
  expect(gitFacts(dir).git_remote).toBe('git@example.com:other.git');
});

test('a linked worktree (its .git is a file) and a repository without commits or remote', () => {
  const dir = repo();
  const wt = join(tempDir('git-wt-'), 'wt');
  git(dir, 'worktree', 'add', '-q', '-b', 'side', wt);
  expect(gitFacts(wt)).toEqual(byGit(wt));
  expect(gitFacts(wt).git_branch).toBe('side');
  const empty = tempDir('git-empty-');
  git(empty, 'init', '-q', '-b', 'main');
  expect(gitFacts(empty)).toEqual(byGit(empty)); // an unborn branch: git prints its name, no commit
  expect(gitFacts(empty)).toEqual({ git_branch: 'main' });
});

test('outside a repository: nothing', () => {
  expect(gitFacts(tempDir('no-git-'))).toEqual({});
});

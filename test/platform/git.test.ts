/**
 * Every git call of ours goes through platform/git.ts (issue 35, item 5): one tamed environment,
 * hooks off. A repository's own configuration is untrusted — a repository copied from someone
 * else (a tarball, a shared folder) keeps its .git/config — so it may not choose a command that
 * our captures, summaries or restores run: `core.fsmonitor` makes `git status`, `git ls-files` and
 * `git diff` run the program it names, and a filter's clean command runs in `git status` and
 * `git diff --numstat` (a diff textconv would in a patch, which we never ask for: emptied all the same).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { captureGit } from '../../src/domain/capture/git.js';
import { listWorkspace } from '../../src/domain/capture/workspace.js';
import { diffstat } from '../../src/domain/summary/diffstat.js';
import { recoverableFromGit } from '../../src/domain/restore/git.js';
import { gitOut } from '../../src/platform/git.js';
import { tempDir } from '../helpers.js';

function hostileRepo() {
  const root = tempDir('pai-gitconfig-'); // (not pai-git-: that is the product's old scratch name, which workdir.test.ts sweeps)
  const repo = join(root, 'repo');
  const marker = join(root, 'ran');
  const hook = join(root, 'fsmonitor.sh');
  writeFileSync(hook, `#!/bin/sh\necho "$0 $*" >> '${marker}'\nexit 1\n`);
  chmodSync(hook, 0o755);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: repo });
  execFileSync('git', ['init', '-q', repo]);
  writeFileSync(join(repo, 'a.txt'), 'one\n');
  writeFileSync(join(repo, 'b.txt'), 'kept\n');
  git('add', 'a.txt', 'b.txt');
  git('commit', '-q', '-m', 'one');
  // a clean filter and a diff textconv for every file, one of them from a file the config includes
  writeFileSync(join(repo, '.gitattributes'), '* filter=evil diff=evil\n');
  git('add', '.gitattributes');
  git('commit', '-q', '-m', 'attributes');
  // what the repository's own config asks for (set last, so that setting it up ran nothing)
  git('config', 'core.fsmonitor', hook);
  git('config', 'core.hooksPath', root);
  git('config', 'diff.evil.textconv', hook);
  git('config', 'filter.evil.required', 'true');
  writeFileSync(join(root, 'included.cfg'), `[filter "evil"]\n\tclean = ${hook}\n\tprocess = ${hook}\n`);
  git('config', 'include.path', join(root, 'included.cfg'));
  writeFileSync(join(repo, 'a.txt'), 'two\n');
  writeFileSync(join(repo, 'new.txt'), 'new\n');
  return { repo, marker };
}

test("a repository's core.fsmonitor, filters and textconv run nothing when we capture, list, count or restore", async () => {
  const { repo, marker } = hostileRepo();
  const captured = await captureGit(repo);
  expect(captured?.state.dirty).toBe(true);
  await captured?.cleanup();
  const listing = await listWorkspace(repo);
  expect(listing.files.map((f) => f.path).sort()).toEqual(['.gitattributes', 'a.txt', 'b.txt', 'new.txt']);
  const changes = await diffstat(repo, 'HEAD', ['new.txt']);
  expect(changes.find((c) => c.path === 'a.txt')).toMatchObject({ added: 1, removed: 1 });
  expect([...(await recoverableFromGit(repo))].sort()).toEqual(['.gitattributes', 'b.txt']);
  expect(existsSync(marker), 'the repository chose a command and we ran it').toBe(false);
});

test('the answer follows the repository: from a folder inside it, and after its config changes in a long-lived process', async () => {
  const { repo, marker } = hostileRepo();
  const sub = join(repo, 'sub');
  mkdirSync(sub);
  writeFileSync(join(sub, 'c.txt'), 'c\n');
  // a first look, from a folder inside, before the repository names a filter (as a sidecar that started earlier would have)
  for (const key of ['include.path', 'filter.evil.required'])
    execFileSync('git', ['config', '--unset', key], { cwd: repo });
  expect(await gitOut(sub, ['diff', '--numstat', 'HEAD'])).toMatch(/^1\t1\ta\.txt$/m);
  // then the repository's config names one, which `git diff --numstat` runs: the next call sees the change
  execFileSync('git', ['config', 'filter.evil.clean', join(repo, '..', 'fsmonitor.sh')], { cwd: repo });
  writeFileSync(join(repo, 'a.txt'), 'three\n');
  await gitOut(sub, ['diff', '--numstat', 'HEAD']);
  expect(existsSync(marker), 'a program named after the first look ran').toBe(false);
});

test('a repository made inside the folder after a first look (a clone, `git init`) is read afresh: its own filter runs nothing', async () => {
  const { repo, marker } = hostileRepo();
  for (const key of ['include.path', 'filter.evil.required'])
    execFileSync('git', ['config', '--unset', key], { cwd: repo });
  const sub = join(repo, 'sub');
  mkdirSync(sub);
  writeFileSync(join(sub, 'c.txt'), 'c\n');
  // a first look from the folder while it belongs to the outer repository (which names no filter now)
  expect(await gitOut(sub, ['rev-parse', '--show-toplevel'])).toBe(`${repo}\n`);
  // then a repository of its own there, whose config names a clean filter; the outer config is unchanged
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: sub });
  git('init', '-q');
  writeFileSync(join(sub, '.gitattributes'), '* filter=evil\n');
  git('add', '.');
  git('commit', '-q', '-m', 'inner');
  git('config', 'filter.evil.clean', join(repo, '..', 'fsmonitor.sh'));
  writeFileSync(join(sub, 'c.txt'), 'changed\n');
  expect(await gitOut(sub, ['diff', '--numstat', 'HEAD'])).toMatch(/^1\t1\tc\.txt$/m);
  expect(existsSync(marker), 'the inner repository chose a command and we ran it').toBe(false);
  expect((await captureGit(sub))?.state.root).toBe(sub);
});

test('a git without --show-scope (before 2.26): the git state is still read, and the repository`s own programs are still emptied', async () => {
  const { repo, marker } = hostileRepo();
  const bin = tempDir('pai-oldgit-');
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(
    join(bin, 'git'),
    `#!/bin/sh\nfor a; do [ "$a" = --show-scope ] && { echo "error: unknown option \\\`show-scope'" >&2; exit 129; }; done\nexec ${real} "$@"\n`,
  );
  chmodSync(join(bin, 'git'), 0o755);
  const path = process.env['PATH'];
  process.env['PATH'] = `${bin}:${path}`;
  try {
    const captured = await captureGit(repo);
    expect(captured?.state).toMatchObject({ root: repo, dirty: true });
    await captured?.cleanup();
    expect((await diffstat(repo, 'HEAD', ['new.txt'])).find((c) => c.path === 'a.txt')).toMatchObject({
      added: 1,
      removed: 1,
    });
  } finally {
    process.env['PATH'] = path;
  }
  expect(existsSync(marker), 'the repository chose a command and we ran it').toBe(false);
});

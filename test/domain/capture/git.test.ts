import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { captureGit } from '../../../src/domain/capture/git.js';
import { tempDir } from '../../helpers.js';

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
};
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: ENV }).trim();

function commit(dir: string, file: string, content: string, msg: string) {
  writeFileSync(join(dir, file), content);
  git(dir, 'add', file);
  git(dir, 'commit', '-q', '-m', msg);
}

test('outside a repository: undefined', async () => {
  expect(await captureGit(tempDir())).toBeUndefined();
});

test('branch, HEAD, upstream ahead/behind, dirty files, stash, remotes, and a bundle of unpushed commits', async () => {
  const remote = tempDir('git-remote-');
  git(remote, 'init', '-q', '--bare', '-b', 'main');
  const dir = tempDir('git-work-');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'remote', 'add', 'origin', remote);
  commit(dir, 'a.txt', 'a\n', 'first');
  git(dir, 'push', '-q', '-u', 'origin', 'main');
  commit(dir, 'b.txt', 'b\n', 'second, never pushed');
  commit(dir, 'c.txt', 'c\n', 'third, never pushed');
  writeFileSync(join(dir, 'a.txt'), 'stashed change\n');
  git(dir, 'stash', 'push', '-q', '-m', 'wip');
  writeFileSync(join(dir, 'b.txt'), 'modified\n');
  mkdirSync(join(dir, 'sub'));
  writeFileSync(join(dir, 'sub', 'new.txt'), 'untracked\n');
  git(dir, 'mv', 'c.txt', 'c-renamed.txt');

  const scratch = join(tempDir(), 'scratch');
  const cap = (await captureGit(join(dir, 'sub'), scratch))!;
  try {
    // The bundle's folder is named for this process, so that a sweep can tell a killed capture's.
    expect(cap.bundlePath).toMatch(new RegExp(`^${scratch}/git-${process.pid}-[A-Za-z0-9]{6}/unpushed\\.bundle$`));
    expect(cap.state).toMatchObject({
      root: dir,
      branch: 'main',
      head: git(dir, 'rev-parse', 'HEAD'),
      upstream: 'origin/main',
      ahead: 2,
      behind: 0,
      dirty: true,
      untracked: ['sub/new.txt'],
      remotes: [{ name: 'origin', url: remote }],
      unpushed_commits: 2, // the two commits of the branch; the stash's commits are not "unpushed commits"
    });
    expect(cap.state.unpushed_commits).toBe(
      Number(git(dir, 'rev-list', '--count', '--branches', '--not', '--remotes')),
    );
    expect(cap.state.modified.sort()).toEqual(['b.txt', 'c-renamed.txt']);
    expect(cap.state.stashes).toEqual([
      { ref: 'stash@{0}', commit: git(dir, 'rev-parse', 'stash@{0}'), message: 'On main: wip' },
    ]);
    // The bundle restores the unpushed commits into a clone of the remote.
    const clone = tempDir('git-clone-');
    git(clone, 'clone', '-q', remote, '.');
    git(clone, 'bundle', 'verify', cap.bundlePath!);
    git(clone, 'fetch', '-q', cap.bundlePath!, 'main:refs/restored/main');
    expect(git(clone, 'log', '--format=%s', 'refs/restored/main')).toBe(
      'third, never pushed\nsecond, never pushed\nfirst',
    );
  } finally {
    await cap.cleanup();
  }
  expect(existsSync(cap.bundlePath!)).toBe(false);
});

test('issue 34 finding 9: stashes are not counted as unpushed commits, and the bundle still carries them', async () => {
  const dir = tempDir('git-stashes-');
  git(dir, 'init', '-q', '-b', 'main');
  commit(dir, 'a.txt', 'a\n', 'first');
  commit(dir, 'b.txt', 'b\n', 'second');
  for (const [i, untracked] of [
    [1, false],
    [2, true],
    [3, false],
  ] as const) {
    writeFileSync(join(dir, 'a.txt'), `stash ${i}\n`);
    if (untracked) writeFileSync(join(dir, `new${i}.txt`), 'u\n');
    git(dir, 'stash', 'push', '-q', ...(untracked ? ['-u'] : []), '-m', `wip ${i}`);
  }
  // git's own figure: the commits of local branches that no remote has (here: no remote at all).
  const truth = Number(git(dir, 'rev-list', '--count', '--branches', '--not', '--remotes'));
  expect(truth).toBe(2);
  const cap = (await captureGit(dir, join(tempDir(), 'scratch')))!;
  try {
    expect(cap.state.stashes).toHaveLength(3);
    expect(cap.state.unpushed_commits).toBe(truth);
    // The stash travels in the bundle: a fresh repository gets it back from there.
    const other = tempDir('git-other-');
    git(other, 'init', '-q', '-b', 'main');
    git(other, 'fetch', '-q', cap.bundlePath!, 'refs/stash:refs/restored/stash');
    expect(git(other, 'log', '-1', '--format=%s', 'refs/restored/stash')).toBe('On main: wip 3');
  } finally {
    await cap.cleanup();
  }
});

test('stashes on a branch that is all pushed: 0 unpushed commits, the stash still bundled', async () => {
  const remote = tempDir('git-remote-');
  git(remote, 'init', '-q', '--bare', '-b', 'main');
  const dir = tempDir('git-work-');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'remote', 'add', 'origin', remote);
  commit(dir, 'a.txt', 'a\n', 'first');
  git(dir, 'push', '-q', '-u', 'origin', 'main');
  writeFileSync(join(dir, 'a.txt'), 'stashed\n');
  git(dir, 'stash', 'push', '-q', '-m', 'wip');
  const cap = (await captureGit(dir, join(tempDir(), 'scratch')))!;
  try {
    expect(cap.state.unpushed_commits).toBe(0);
    expect(cap.bundlePath, 'the stash alone is worth a bundle').toBeDefined();
  } finally {
    await cap.cleanup();
  }
});

test('a detached HEAD, a repository without commits, and everything pushed', async () => {
  const empty = tempDir('git-empty-');
  git(empty, 'init', '-q', '-b', 'main');
  expect((await captureGit(empty))!.state).toMatchObject({
    branch: 'main',
    head: null,
    dirty: false,
    unpushed_commits: 0,
  });

  const remote = tempDir('git-remote-');
  git(remote, 'init', '-q', '--bare', '-b', 'main');
  const dir = tempDir('git-work-');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'remote', 'add', 'origin', remote);
  commit(dir, 'a.txt', 'a\n', 'first');
  git(dir, 'push', '-q', '-u', 'origin', 'main');
  const pushed = (await captureGit(dir))!;
  expect(pushed.bundlePath).toBeUndefined();
  expect(pushed.state).toMatchObject({ ahead: 0, behind: 0, unpushed_commits: 0, dirty: false });
  git(dir, 'checkout', '-q', '--detach');
  expect((await captureGit(dir))!.state.branch).toBeNull();
});

test('the changes are what `git status --porcelain=v1` lists (names with spaces, a rename, a conflict, a deletion, an untracked file); a gone upstream is none, and a behind count is read', async () => {
  const remote = tempDir('git-remote-');
  git(remote, 'init', '-q', '--bare', '-b', 'main');
  const dir = tempDir('git-work-');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'remote', 'add', 'origin', remote);
  commit(dir, 'a file.txt', 'a\n', 'first');
  commit(dir, 'conflict.txt', 'base\n', 'second');
  commit(dir, 'gone.txt', 'g\n', 'third');
  git(dir, 'push', '-q', '-u', 'origin', 'main');
  // behind by one: a commit on the remote, fetched
  const other = tempDir('git-other-');
  git(other, 'clone', '-q', remote, '.');
  commit(other, 'conflict.txt', 'theirs\n', 'theirs');
  git(other, 'push', '-q');
  git(dir, 'fetch', '-q');
  expect((await captureGit(dir))!.state).toMatchObject({ upstream: 'origin/main', ahead: 0, behind: 1 });
  // a conflict with it, a rename of a name with spaces, a deletion, an untracked name with spaces
  commit(dir, 'conflict.txt', 'ours\n', 'ours');
  expect(() => git(dir, 'merge', '-q', 'origin/main')).toThrow();
  git(dir, 'mv', 'a file.txt', 'renamed file.txt');
  git(dir, 'rm', '-q', 'gone.txt');
  writeFileSync(join(dir, 'new file.txt'), 'n\n');
  const v1 = git(dir, 'status', '--porcelain=v1', '-z', '--untracked-files=all').split('\0');
  const want: { code: string; path: string }[] = [];
  for (let i = 0; i < v1.length; i++) {
    const e = v1[i]!;
    if (e.length < 4) continue;
    want.push({ code: e.slice(0, 2), path: e.slice(3) });
    if (e[0] === 'R') i++;
  }
  const { state } = (await captureGit(dir))!;
  expect(state.changes.sort((x, y) => x.path.localeCompare(y.path))).toEqual(
    want.sort((x, y) => x.path.localeCompare(y.path)),
  );
  expect(want.map((w) => w.code).sort()).toEqual(['??', 'D ', 'R ', 'UU']);
  expect(state).toMatchObject({ untracked: ['new file.txt'], ahead: 1, behind: 1 });
  // the upstream's branch deleted: none, as `@{u}` says
  git(dir, 'update-ref', '-d', 'refs/remotes/origin/main');
  expect((await captureGit(dir))!.state).toMatchObject({ branch: 'main', upstream: null, ahead: null, behind: null });
});

test('a bundle whose inputs the caller may find stored already is left for later: made only when asked, once', async () => {
  const dir = tempDir('git-later-');
  git(dir, 'init', '-q', '-b', 'main');
  commit(dir, 'a.txt', 'a\n', 'first, on no remote');
  const scratch = tempDir('git-later-scratch-');
  const seen: string[] = [];
  const cap = (await captureGit(dir, scratch, { later: (inputs) => (seen.push(inputs), true) }))!;
  try {
    expect(seen).toEqual([cap.state.bundle_inputs]);
    expect(cap.bundlePath).toBeUndefined();
    expect(cap.state.unpushed_commits).toBe(1);
    expect(readdirSync(scratch)).toEqual([]); // no git bundle ran
    const made = await cap.makeBundle!();
    expect(await cap.makeBundle!()).toBe(made);
    expect(readdirSync(scratch)).toHaveLength(1);
    git(dir, 'bundle', 'verify', made!);
  } finally {
    await cap.cleanup();
  }
  expect(readdirSync(scratch)).toEqual([]);
});

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { captureCheckpoint } from '../../../src/domain/capture/create.js';
import { borrowLocalObjects, isLocalPath } from '../../../src/domain/restore/git.js';
import { projectDirName, restoreCheckpoint } from '../../../src/domain/restore/restore.js';
import { loadConfig } from '../../../src/core/config.js';
import { LocalVolume } from '../../../src/storage/local.js';
import { assistantLine, tempDir, userLine, writeLines } from '../../helpers.js';

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
};
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: ENV }).trim();

let home: string;
let saved: string | undefined;
beforeEach(() => {
  home = tempDir('restore-home-');
  saved = process.env['HOME'];
  process.env['HOME'] = home;
});
afterEach(() => {
  process.env['HOME'] = saved;
});

async function scenario() {
  const remote = join(home, 'remote.git');
  mkdirSync(remote);
  git(remote, 'init', '-q', '--bare', '-b', 'main');
  const project = join(home, 'project');
  mkdirSync(project);
  git(project, 'init', '-q', '-b', 'main');
  git(project, 'remote', 'add', 'origin', remote);
  writeFileSync(join(project, 'a.txt'), 'pushed\n');
  writeFileSync(join(project, 'gone.txt'), 'will be deleted\n');
  git(project, 'add', '.');
  git(project, 'commit', '-q', '-m', 'pushed');
  git(project, 'push', '-q', '-u', 'origin', 'main');
  writeFileSync(join(project, 'b.txt'), 'committed, never pushed\n');
  git(project, 'add', 'b.txt');
  git(project, 'commit', '-q', '-m', 'unpushed work');
  writeFileSync(join(project, 'a.txt'), 'pushed\nplus an uncommitted edit\n');
  writeFileSync(join(project, 'bash-made.txt'), 'made by Bash, untracked\n');
  rmSync(join(project, 'gone.txt'));
  mkdirSync(join(project, 'node_modules', 'x'), { recursive: true });
  writeFileSync(join(project, 'node_modules', 'x', 'i.js'), 'excluded');
  const transcript = join(home, 't.jsonl');
  writeLines(transcript, [userLine('Build it'), assistantLine([{ type: 'text', text: 'working' }])]);
  const config = await loadConfig({ paiDir: join(home, '.pai'), env: {} });
  config.capture.workspaceFormat = 'archive'; // a damaged archive below; test/domain/content covers content
  const store = new LocalVolume(config.volume.path);
  const opts = {
    config,
    env: { PATH: '/usr/bin:/bin', HOME: home },
    claudeDir: join(home, '.claude'),
    stateDir: join(home, '.pai', 'checkpoint'),
  };
  const { manifest } = await captureCheckpoint(
    store,
    { sessionId: 'sess-r', trigger: 'manual', cwd: project, transcriptPath: transcript },
    opts,
  );
  return { remote, project, store, manifest, unpushed: git(project, 'rev-parse', 'HEAD') };
}

test('on a new machine: files byte-identical, the unpushed commit, the deletion, and the transcript', async () => {
  const { project, store, manifest, unpushed } = await scenario();
  const before = {
    a: readFileSync(join(project, 'a.txt')),
    bash: readFileSync(join(project, 'bash-made.txt')),
    b: readFileSync(join(project, 'b.txt')),
  };
  rmSync(project, { recursive: true, force: true }); // the machine is gone
  const claudeDir = join(home, 'new-claude');
  const r = await restoreCheckpoint(store, 'sess-r', manifest.id, { to: project, claudeDir, home });
  expect(r).toMatchObject({
    target: project,
    git: {
      branch: 'main',
      head: unpushed,
      unpushedRestored: 1,
      action: `checked out main at ${unpushed.slice(0, 12)}`,
    },
    transcript: { action: 'restored' },
    workspace: { replaced: 0 }, // into an empty folder: each file written once, none replaced
  });
  expect(r.deleted).toBeUndefined(); // git's recorded deletion was never written, so nothing to delete
  // (before `git status` refreshes it) The index knows the files as placed: only real changes differ, none that git would have to hash again to clear.
  expect(git(project, 'diff-files', '--name-only')).toBe('a.txt\ngone.txt');
  expect(readFileSync(join(project, 'a.txt'))).toEqual(before.a);
  expect(readFileSync(join(project, 'bash-made.txt'))).toEqual(before.bash);
  expect(readFileSync(join(project, 'b.txt'))).toEqual(before.b);
  expect(existsSync(join(project, 'gone.txt'))).toBe(false);
  expect(existsSync(join(project, 'node_modules'))).toBe(false);
  expect(git(project, 'log', '--format=%s', '-2')).toBe('unpushed work\npushed');
  expect(git(project, 'status', '--porcelain')).toBe('M a.txt\n D gone.txt\n?? bash-made.txt'); // (the first line's leading space is trimmed)
  const t = join(claudeDir, 'projects', projectDirName(project), 'sess-r.jsonl');
  expect(readFileSync(t, 'utf8')).toContain('Build it');
  // A second restore finds the transcript there and keeps it.
  expect(
    (
      await restoreCheckpoint(store, 'sess-r', manifest.id, {
        to: project,
        claudeDir,
        home,
        safety: async () => ({ id: 'SAFETY', held: new Set(['a.txt', 'b.txt', 'bash-made.txt']) }),
      })
    ).transcript?.action,
  ).toBe('already there');
});

/** `dev:ino` of every file under `dir`, recursively. */
const inodes = (dir: string): Set<string> =>
  new Set(
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).flatMap((rel) => {
      const st = statSync(join(dir, rel));
      return st.isFile() ? [`${st.dev}:${st.ino}`] : [];
    }),
  );

test('from an origin on this machine: its objects are taken as `git clone` takes them (hard links, no repacking); the same branches, history and unpushed commit', async () => {
  const { remote, project, store, manifest, unpushed } = await scenario();
  const refs = (repo: string) =>
    git(repo, 'for-each-ref', '--format=%(refname) %(objectname)', 'refs/remotes', 'refs/heads');
  const before = { refs: refs(project), log: git(project, 'log', '--format=%H %s') };
  const to = join(home, 'restored');
  const r = await restoreCheckpoint(store, 'sess-r', manifest.id, { to, claudeDir: join(home, 'c'), home });
  expect(r.git).toMatchObject({
    head: unpushed,
    unpushedRestored: 1,
    action: `checked out main at ${unpushed.slice(0, 12)}`,
  });
  const shared = [...inodes(join(to, '.git', 'objects'))].filter((i) => inodes(join(remote, 'objects')).has(i));
  expect(shared.length).toBeGreaterThan(0); // a fetch writes a pack of its own: nothing shared
  expect(refs(to)).toBe(before.refs.replace(/^refs\/remotes\/origin\/HEAD .*\n?/m, ''));
  expect(git(to, 'log', '--format=%H %s')).toBe(before.log);
  expect(git(to, 'status', '--porcelain')).toBe('M a.txt\n D gone.txt\n?? bash-made.txt'); // node_modules is not captured
  expect(readdirSync(join(to, '.git')).filter((n) => n.startsWith('pai-'))).toEqual([]); // no scratch left
  expect(git(to, 'fsck', '--no-dangling', '--no-progress')).toBe('');
});

test('into an existing repo: a safety checkpoint first; a branch that moved on is never reset', async () => {
  const { project, store, manifest, unpushed } = await scenario();
  git(project, 'stash', '-u', '-q');
  writeFileSync(join(project, 'later.txt'), 'later\n');
  git(project, 'add', 'later.txt');
  git(project, 'commit', '-q', '-m', 'work after the checkpoint');
  const moved = git(project, 'rev-parse', 'HEAD');
  let safetyFor = '';
  const r = await restoreCheckpoint(store, 'sess-r', manifest.id, {
    to: project,
    claudeDir: join(home, '.claude'),
    home,
    safety: async (dir) => ((safetyFor = dir), { id: 'SAFETY-ID', held: new Set(['a.txt']) }),
  });
  expect(safetyFor).toBe(project);
  expect(r.safetyCheckpoint).toBe('SAFETY-ID');
  expect(r.git?.action).toMatch(/^main has moved on; checked out pai-restore\/main-[0-9a-z]{8} at /);
  expect(git(project, 'rev-parse', 'main')).toBe(moved); // history untouched
  expect(git(project, 'rev-parse', 'HEAD')).toBe(unpushed);
});

test('a checkpoint that does not verify is refused, naming the part and the parent to use', async () => {
  const { store, manifest, project } = await scenario();
  writeFileSync(join(store.location, 'checkpoints', 'sess-r', manifest.id, 'workspace.tar.zst'), 'garbage');
  await expect(
    restoreCheckpoint(store, 'sess-r', manifest.id, {
      claudeDir: join(home, '.claude'),
      home,
      to: join(home, 'elsewhere'),
    }),
  ).rejects.toThrow(/does not verify \(workspace\.tar\.zst: size \d+, manifest says \d+\)/);
  expect(existsSync(join(home, 'elsewhere'))).toBe(false);
  expect(existsSync(project)).toBe(true);
});

test("which remote URLs are paths on this machine (git's rule): only those are cloned locally", () => {
  for (const url of ['/srv/git/app.git', '../app.git', 'app.git', './a:b/c.git', 'C/x:y'])
    expect(isLocalPath(url), url).toBe(true);
  for (const url of ['git@github.com:acme/app.git', 'host:app.git', 'file:///srv/app.git', 'https://h/app.git'])
    expect(isLocalPath(url), url).toBe(false);
});

test('an origin whose objects are not all its own (shallow, partial, or borrowing through alternates) is never borrowed: the fetch copies what there is', async () => {
  const upstream = join(home, 'upstream');
  mkdirSync(upstream);
  git(upstream, 'init', '-q', '-b', 'main');
  for (const n of [1, 2, 3]) {
    writeFileSync(join(upstream, 'f.txt'), `${n}\n`);
    git(upstream, 'add', '.');
    git(upstream, 'commit', '-qm', `c${n}`);
  }
  git(upstream, 'config', 'uploadpack.allowFilter', 'true');
  const origins = {
    shallow: ['clone', '-q', '--bare', '--depth', '1', `file://${upstream}`],
    partial: ['clone', '-q', '--bare', '--filter=blob:none', `file://${upstream}`],
    alternates: ['clone', '-q', '--bare', '--shared', upstream],
  };
  const plain = join(home, 'plain.git');
  git(home, 'clone', '-q', '--bare', upstream, plain);
  const target = (name: string) => {
    const dir = join(home, `target-${name}`);
    mkdirSync(dir);
    git(dir, 'init', '-q');
    return dir;
  };
  expect(await borrowLocalObjects(target('plain'), plain)).toBe(true); // (the test can tell)
  for (const [name, args] of Object.entries(origins)) {
    const origin = join(home, `${name}.git`);
    git(home, ...args, origin);
    const dir = target(name);
    expect(await borrowLocalObjects(dir, origin), name).toBe(false);
    expect(existsSync(join(dir, '.git', 'objects', 'info', 'alternates')), name).toBe(false);
    expect(existsSync(join(dir, '.git', 'pai-local-clone')), name).toBe(false);
  }
});

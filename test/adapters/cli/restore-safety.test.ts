/**
 * Issue 32, the restore side: restore and rollback never delete what no checkpoint holds (10),
 * refuse targets in a repository's git folder or another user's files (13), restore a committed
 * link that leads out of the workspace as a link (14), and name a bad `--to` (16). Real git
 * repositories, real files, the CLI as a user runs it.
 */
import { execFileSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { restoreTargetProblem } from '../../../src/domain/restore/target.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { sandbox, testPath } from '../../helpers.js';

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: ENV }).trimEnd();
const root = process.getuid?.() === 0;

/** A project in git (a.txt, and a committed .gitignore that ignores cache.db), session S1; `run` drives the CLI from `cwd`. */
function setup(format: 'content' | 'archive' = 'content') {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(
    join(sb.paths.paiDir, 'checkpoint.toml'),
    `[mcp]\nquery_servers = false\n[capture]\nworkspace_format = "${format}"\n`,
  );
  const p = sb.project;
  git(p, 'init', '-q', '-b', 'main');
  writeFileSync(join(p, 'a.txt'), 'v1\n');
  writeFileSync(join(p, '.gitignore'), 'cache.db\n');
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
  const run = (cwd: string, ...argv: string[]) => main(argv, defaultCliEnv({ cwd, env, warnings: [] }));
  const create = async () => {
    const r = await run(p, 'create', '--session', 'S1', '--json');
    expect(r.exitCode, r.stderr).toBe(0);
    return JSON.parse(r.stdout).id as string;
  };
  const checkpoints = () =>
    readdirSync(join(sb.paths.paiDir, 'volume', 'checkpoints', 'S1')).filter((n) => n !== 'index.json').length;
  return { ...sb, run, create, checkpoints };
}

/** `out/cache.db`, ignored by git and so in no checkpoint, where the checkpoint has a file `out`. */
function ignoredFolderInTheWay(p: string) {
  rmSync(join(p, 'out'), { force: true });
  mkdirSync(join(p, 'out'));
  writeFileSync(join(p, 'out', 'cache.db'), 'precious, ignored, in no checkpoint\n');
  expect(git(p, 'check-ignore', 'out/cache.db')).toBe('out/cache.db');
}

describe('finding 10: what no checkpoint holds is moved aside, never deleted', () => {
  test.each([
    [
      'main has moved on (a side branch is checked out with -f)',
      (p: string) => (git(p, 'rm', '-q', 'out'), git(p, 'commit', '-q', '-m', 'out goes')),
    ],
    ['main went back (a fast-forward)', (p: string) => git(p, 'reset', '-q', '--hard', 'HEAD~1')],
  ])('restore: a folder of ignored files where the checkpoint has a file, when %s', async (_name, afterwards) => {
    const { run, create, project: p } = setup();
    writeFileSync(join(p, 'out'), 'the checkpoint`s file\n');
    git(p, 'add', 'out');
    git(p, 'commit', '-q', '-m', 'out');
    const id = await create();
    afterwards(p);
    ignoredFolderInTheWay(p);
    const r = await run(p, 'restore', id, '--json');
    expect(r.exitCode, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(readFileSync(join(p, 'out'), 'utf8')).toBe('the checkpoint`s file\n');
    expect(out.displaced).toEqual({ dir: expect.stringMatching(new RegExp(`^${p}\\.pai-displaced-`)), paths: ['out'] });
    expect(readFileSync(join(out.displaced.dir, 'out', 'cache.db'), 'utf8')).toBe(
      'precious, ignored, in no checkpoint\n',
    );
  });

  test('rollback: a folder of ignored files where the checkpoint has a file is moved aside, never deleted', async () => {
    const { run, create, project: p } = setup();
    writeFileSync(join(p, 'out'), 'the checkpoint`s file\n');
    git(p, 'add', 'out');
    git(p, 'commit', '-q', '-m', 'out');
    const id = await create();
    ignoredFolderInTheWay(p);
    const r = await run(p, 'rollback', id, '--yes', '--json');
    expect(r.exitCode, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(readFileSync(join(p, 'out'), 'utf8')).toBe('the checkpoint`s file\n');
    expect(out.displaced.paths).toEqual(['out']);
    expect(readFileSync(join(out.displaced.dir, 'out', 'cache.db'), 'utf8')).toBe(
      'precious, ignored, in no checkpoint\n',
    );
  });
});

describe('finding 13: no restore into a git folder or another user`s files', () => {
  test('a repository`s .git (its hooks), a bare repository: refused by name with what to do, nothing written, no safety checkpoint', async () => {
    const { run, create, project: p, home, checkpoints } = setup();
    const id = await create();
    const before = checkpoints();
    const hooks = readdirSync(join(p, '.git', 'hooks')).sort();
    let r = await run(home, 'restore', id, '--to', join(p, '.git', 'hooks'));
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(
      `refusing to restore into ${p}/.git/hooks: inside the git folder ${p}/.git: git runs what its hooks and config say`,
    );
    expect(r.stderr).toContain(`hint: pass --to ${p} (the project that holds it) or another project folder`);
    expect(readdirSync(join(p, '.git', 'hooks')).sort()).toEqual(hooks);
    r = await run(home, 'restore', id, '--to', join(p, '.GIT', 'new'));
    expect(r.exitCode).toBe(2);
    const bare = join(home, 'bare.git');
    git(home, 'init', '-q', '--bare', bare);
    for (const to of [bare, join(bare, 'hooks')]) {
      r = await run(home, 'restore', id, '--to', to);
      expect(r.exitCode, to).toBe(2);
      expect(r.stderr).toContain(`inside the git folder ${bare}`);
    }
    expect(existsSync(join(bare, 'a.txt'))).toBe(false);
    expect(checkpoints()).toBe(before);
  });

  test.skipIf(!root)(
    'as root: a folder of another user, or a new folder inside one, is refused (its ~/.ssh too)',
    async () => {
      const { run, create, home } = setup();
      const id = await create();
      const bob = join(home, 'bob');
      mkdirSync(join(bob, '.ssh'), { recursive: true });
      writeFileSync(join(bob, '.ssh', 'authorized_keys'), 'ssh-ed25519 AAAA bob\n');
      for (const d of [bob, join(bob, '.ssh'), join(bob, '.ssh', 'authorized_keys')]) chownSync(d, 65534, 65534);
      for (const [to, why] of [
        [join(bob, '.ssh'), `it belongs to another user (nobody, uid 65534)`],
        [bob, `it belongs to another user (nobody, uid 65534)`],
        [join(bob, 'proj'), `it would be made in ${bob}, which belongs to another user (nobody, uid 65534)`],
      ] as const) {
        const r = await run(home, 'restore', id, '--to', to);
        expect(r.exitCode, to).toBe(2);
        expect(r.stderr).toContain(`refusing to restore into ${to}: ${why}`);
        expect(r.stderr).toContain('hint: restore as that user, or pass --to <a folder of your own>');
      }
      expect(readdirSync(bob)).toEqual(['.ssh']);
      expect(readFileSync(join(bob, '.ssh', 'authorized_keys'), 'utf8')).toBe('ssh-ed25519 AAAA bob\n');
    },
  );

  test('another user`s home (from the user database) and a hidden folder of any home, your own ~/.ssh included', () => {
    const { home } = sandbox();
    const bob = join(home, 'users', 'bob');
    const users = [{ name: 'bob', uid: 4242, home: bob }];
    const me = join(home, 'me');
    expect(restoreTargetProblem(join(bob, '.ssh'), me, users)?.why).toBe(
      `a hidden folder of a user's home (${bob}/.ssh): keys, credentials and settings live there`,
    );
    expect(restoreTargetProblem(join(bob, 'proj'), me, users)?.why).toBe(`inside bob's home folder (${bob})`);
    expect(restoreTargetProblem(join(me, '.ssh'), me, users)?.why).toBe(
      `a hidden folder of your home (${me}/.ssh): keys, credentials and settings live there`,
    );
    expect(restoreTargetProblem(join(me, 'proj'), me, users)).toBeUndefined();
    expect(restoreTargetProblem(join(home, 'users', 'carol', 'proj'), me, users)).toBeUndefined(); // nobody's home
  });
});

describe('finding 14: a committed link that leads out of the workspace is data', () => {
  test.each(['content', 'archive'] as const)(
    'stored as %s: restored as the same link, never followed, reported; export carries it',
    async (format) => {
      const { run, create, project: p, home } = setup(format);
      const outside = join(home, 'outside');
      mkdirSync(outside);
      writeFileSync(join(outside, 'keep.txt'), 'outside, untouched\n');
      symlinkSync('../outside', join(p, 'lnk'));
      symlinkSync(join(outside, 'keep.txt'), join(p, 'abs'));
      git(p, 'add', 'lnk', 'abs');
      git(p, 'commit', '-q', '-m', 'links out');
      const id = await create();
      const target = join(home, 'T');
      let r = await run(home, 'restore', id, '--to', target, '--json');
      expect(r.exitCode, r.stderr).toBe(0);
      expect(readlinkSync(join(target, 'lnk'))).toBe('../outside');
      expect(readlinkSync(join(target, 'abs'))).toBe(join(outside, 'keep.txt'));
      expect(JSON.parse(r.stdout).workspace.outsideLinks).toEqual([
        `abs -> ${join(outside, 'keep.txt')}`,
        'lnk -> ../outside',
      ]);
      // Over the project itself (a merge): the links replace what is there, and nothing is written through them.
      rmSync(join(p, 'lnk'));
      mkdirSync(join(p, 'lnk'));
      writeFileSync(join(p, 'lnk', 'mine.txt'), 'made where the link was\n');
      r = await run(p, 'restore', id);
      expect(r.exitCode, r.stderr).toBe(0);
      expect(r.stdout).toMatch(
        /2 link\(s\) lead out of the folder, restored as links \(a restore never writes through one\): abs -> .*, lnk -> \.\.\/outside/,
      );
      expect(readlinkSync(join(p, 'lnk'))).toBe('../outside');
      expect(readdirSync(outside)).toEqual(['keep.txt']);
      expect(readFileSync(join(outside, 'keep.txt'), 'utf8')).toBe('outside, untouched\n');
      const file = join(home, 'w.tar.zst');
      r = await run(home, 'export', id, '-o', file);
      expect(r.exitCode, r.stderr).toBe(0);
      expect(execFileSync('sh', ['-c', 'zstd -dc "$1" | tar -tvf -', 'sh', file], { encoding: 'utf8' })).toMatch(
        /lnk -> \.\.\/outside/,
      );
    },
  );
});

describe('finding 16: a bad --to is a usage error naming it', () => {
  test('--to "" (restore and resume): exit 2 naming --to, nothing restored into the project', async () => {
    const { run, create, project: p, checkpoints } = setup();
    const id = await create();
    writeFileSync(join(p, 'a.txt'), 'later work\n');
    const before = checkpoints();
    for (const argv of [
      ['restore', id, '--to', ''],
      ['resume', id, '--to', ' '],
    ]) {
      const r = await run(p, ...argv);
      expect(r.exitCode, argv.join(' ')).toBe(2);
      expect(r.stderr).toContain('--to is empty: it must name the folder to restore into');
    }
    expect(readFileSync(join(p, 'a.txt'), 'utf8')).toBe('later work\n');
    expect(checkpoints()).toBe(before);
  });

  test('--to a file, or a path beneath one: exit 2 naming the file, no raw ENOTDIR', async () => {
    const { run, create, home } = setup();
    const id = await create();
    const file = join(home, 'notes.txt');
    writeFileSync(file, 'a file\n');
    let r = await run(home, 'restore', id, '--to', file);
    expect(r.exitCode, r.stderr).toBe(2);
    expect(r.stderr).toContain(`refusing to restore into ${file}: it is a file, not a folder`);
    expect(r.stderr).not.toMatch(/ENOTDIR|scandir/);
    r = await run(home, 'restore', id, '--to', join(file, 'sub'));
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(`refusing to restore into ${file}/sub: it lies beneath the file ${file}`);
    r = await run(home, 'resume', id, '--to', file);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(`refusing to restore into ${file}: it is a file, not a folder`);
    expect(readFileSync(file, 'utf8')).toBe('a file\n');
  });
});

/**
 * Forged checkpoints (issue: "restore must never reach outside its target"). Each case takes a
 * real checkpoint made with `create`, forges one part or field, reseals it so that `verify`
 * passes, and runs the CLI: the restore must refuse (or contain) it, writing nothing outside.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { treeProblems } from '../../../src/domain/restore/tree-check.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { sandbox, testPath } from '../../helpers.js';
import { craftArchive, reseal, storedPartFile } from '../../support/forge.js';

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: ENV }).trimEnd();

/** A project in git with one checkpoint `id` of session S1; `run` drives the CLI from `cwd`. */
async function setup() {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(
    join(sb.paths.paiDir, 'checkpoint.toml'),
    '[mcp]\nquery_servers = false\n[capture]\nworkspace_format = "archive"\n',
  );
  const p = sb.project;
  git(p, 'init', '-q', '-b', 'main');
  writeFileSync(join(p, 'a.txt'), 'v1\n');
  git(p, 'add', '.');
  git(p, 'commit', '-q', '-m', 'init');
  writeFileSync(join(p, 'work.txt'), 'uncommitted work\n');
  saveSession(sb.paths, newSession('S1', p, p, new Date()));
  const env = { HOME: sb.home, PAI_DIR: sb.paths.paiDir, CLAUDE_CONFIG_DIR: sb.claudeDir, PATH: testPath() };
  const run = (cwd: string, ...argv: string[]) => main(argv, defaultCliEnv({ cwd, env, warnings: [] }));
  const created = await run(p, 'create', '--session', 'S1', '--json');
  expect(created.exitCode, created.stderr).toBe(0);
  const id = JSON.parse(created.stdout).id as string;
  const volume = join(sb.paths.paiDir, 'volume');
  const forge = (change: Parameters<typeof reseal>[3]) => reseal(volume, 'S1', id, change);
  const gitState = () => JSON.parse(readFileSync(storedPartFile(volume, 'S1', id, 'git/state.json'), 'utf8'));
  const target = join(sb.home, 'T');
  return { ...sb, env, run, id, volume, forge, gitState, target };
}

describe('restore refuses forged checkpoints (each resealed so that verify passes)', () => {
  test('1. a git deletion of ../victim.txt: refused before anything is written; the victim stays', async () => {
    const { run, id, forge, gitState, target, home } = await setup();
    writeFileSync(join(home, 'victim.txt'), 'keep me');
    forge({
      parts: { 'git/state.json': JSON.stringify({ ...gitState(), changes: [{ code: ' D', path: '../victim.txt' }] }) },
    });
    expect((await run(home, 'verify', id)).exitCode).toBe(0);
    const r = await run(home, 'restore', id, '--to', target);
    expect(r.exitCode).toBe(4);
    expect(r.stderr).toMatch(
      /git\/state\.json: refusing to restore \(changed path "\.\.\/victim\.txt": path contains \.\.\)/,
    );
    expect(readFileSync(join(home, 'victim.txt'), 'utf8')).toBe('keep me');
    expect(existsSync(target)).toBe(false);
  });

  test('1b. a deletion through a symlink of the target that leads outside: refused, the file outside stays', async () => {
    const { run, id, forge, gitState, target, home } = await setup();
    mkdirSync(join(home, 'outside'));
    writeFileSync(join(home, 'outside', 'x.txt'), 'outside');
    mkdirSync(target);
    symlinkSync(join(home, 'outside'), join(target, 'link'));
    forge({
      parts: { 'git/state.json': JSON.stringify({ ...gitState(), changes: [{ code: ' D', path: 'link/x.txt' }] }) },
    });
    const r = await run(home, 'restore', id, '--to', target);
    expect(r.exitCode).toBe(4);
    expect(r.stderr).toMatch(/refusing "link\/x\.txt" \(it passes through the symlink/);
    expect(readFileSync(join(home, 'outside', 'x.txt'), 'utf8')).toBe('outside');
  });

  test.each([
    [
      '.git/config',
      [
        { name: '.git', type: 'dir' as const },
        { name: '.git/config', type: 'file' as const, data: '[core]\n\tfsmonitor = "touch PWNED"\n' },
      ],
    ],
    [
      'sub/.git/config at depth',
      [{ name: 'sub/.git/config', type: 'file' as const, data: '[core]\n\tfsmonitor = "touch PWNED"\n' }],
    ],
    ['.GIT in another letter case', [{ name: '.GIT/config', type: 'file' as const, data: 'x' }]],
    ['a .git file (gitdir: pointer)', [{ name: '.git', type: 'file' as const, data: 'gitdir: /tmp/evil\n' }]],
    ['a .git symlink', [{ name: '.git', type: 'symlink' as const, link: 'elsewhere' }]],
    ['a symlink into .git', [{ name: 'cfg', type: 'symlink' as const, link: '.git/config' }]],
  ])('2. %s in the workspace archive: refused, nothing written, nothing run', async (_name, entries) => {
    const { run, id, forge, target, home } = await setup();
    forge({ parts: { 'workspace.tar.zst': craftArchive([{ name: 'ok.txt', type: 'file', data: 'ok' }, ...entries]) } });
    const r = await run(home, 'restore', id, '--to', target);
    expect(r.exitCode).toBe(4);
    expect(r.stderr).toMatch(/\.git|into \.git/i);
    // Checked before anything is written: not even git was restored.
    expect(existsSync(target)).toBe(false);
    expect(existsSync(join(target, 'PWNED'))).toBe(false);
    expect(readdirSync(home).filter((n) => n.includes('pai-restore'))).toEqual([]);
  });

  test.each([
    ['/', '/'],
    ['the home folder', '~'],
    ['a hidden folder of the home', '~/.ssh'],
    ['a system folder', '/etc/pai-test'],
    ['a shared root', '/tmp'],
  ])('3. --to %s is refused with a reason, and no safety checkpoint is printed', async (_name, to) => {
    const { run, id, home, volume } = await setup();
    const before = readdirSync(join(volume, 'checkpoints', 'S1')).length;
    const r = await run(home, 'restore', id, '--to', to.replace('~', home));
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(
      /refusing to restore into .*: (the file-system root|your home folder itself|a hidden folder of your home|a system folder|a shared system folder|a folder that contains your home folder)/,
    );
    expect(r.stderr + r.stdout).not.toMatch(/safety/);
    expect(readdirSync(join(volume, 'checkpoints', 'S1'))).toHaveLength(before); // no safety checkpoint either
    expect(existsSync(join(home, '.ssh'))).toBe(false);
  });

  test('3b. a symlink that leads to a system folder is resolved first', async () => {
    const { run, id, home } = await setup();
    symlinkSync('/etc', join(home, 'innocent'));
    const r = await run(home, 'restore', id, '--to', join(home, 'innocent'));
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/a system folder \(\/etc\)/);
  });

  test('5. a symlink chain (x/y → .. then z → x/y/..) is resolved against the tree as extracted: z leads outside, so it is restored as a link and reported; a file beneath it is refused', async () => {
    const { run, id, forge, target, home } = await setup();
    const chain = [
      { name: 'x', type: 'dir' as const },
      { name: 'x/y', type: 'symlink' as const, link: '..' },
      { name: 'z', type: 'symlink' as const, link: 'x/y/..' },
    ];
    forge({
      parts: { 'workspace.tar.zst': craftArchive([...chain, { name: 'z/pai-evil-OUT', type: 'file', data: 'pwned' }]) },
    });
    let r = await run(home, 'restore', id, '--to', target);
    expect(r.exitCode).toBe(4);
    expect(r.stderr).toMatch(/z\/pai-evil-OUT: written through the symlink z/);
    expect(existsSync(target)).toBe(false);
    expect(existsSync(join(home, 'pai-evil-OUT'))).toBe(false);
    forge({ parts: { 'workspace.tar.zst': craftArchive(chain) } });
    r = await run(home, 'restore', id, '--to', target, '--json');
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readlinkSync(join(target, 'z'))).toBe('x/y/..');
    expect(JSON.parse(r.stdout).workspace.outsideLinks).toEqual(['z -> x/y/..']);
  });

  test('6. workspace.root forged to ~/.ssh: a restore without --to refuses; another folder needs confirmation', async () => {
    const { run, id, forge, home, project } = await setup();
    mkdirSync(join(home, '.ssh'));
    writeFileSync(join(home, '.ssh', 'authorized_keys'), 'ssh-ed25519 AAAA mine\n');
    forge({ manifest: (m) => ((m['workspace'].root = join(home, '.ssh')), (m['project'] = join(home, '.ssh'))) });
    let r = await run(project, 'restore', id, '--yes');
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/a hidden folder of your home/);
    expect(readFileSync(join(home, '.ssh', 'authorized_keys'), 'utf8')).toBe('ssh-ed25519 AAAA mine\n');
    // A folder that is not the current project: asked (no terminal here, so refused), or --yes.
    const other = join(home, 'other');
    forge({ manifest: (m) => ((m['workspace'].root = other), (m['project'] = other)) });
    r = await run(project, 'restore', id);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(`needs confirmation.*Restore into ${other} \\(where checkpoint ${id} was taken\\)`),
    );
    expect(existsSync(other)).toBe(false);
    r = await run(project, 'restore', id, '--yes');
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readFileSync(join(other, 'work.txt'), 'utf8')).toBe('uncommitted work\n');
  });

  test('7. a file where the folder has a directory: the directory (and its ignored file) is moved aside, never deleted', async () => {
    const { run, id, forge, target, home } = await setup();
    forge({
      parts: {
        'workspace.tar.zst': craftArchive([{ name: 'data', type: 'file', data: 'the checkpoint has a file here' }]),
      },
    });
    mkdirSync(join(target, 'data'), { recursive: true });
    writeFileSync(join(target, '.gitignore'), 'data/\n');
    writeFileSync(join(target, 'data', 'ignored.db'), 'precious, ignored by git, in no checkpoint');
    git(target, 'init', '-q', '-b', 'main');
    const r = await run(home, 'restore', id, '--to', target, '--json');
    expect(r.exitCode, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(readFileSync(join(target, 'data'), 'utf8')).toBe('the checkpoint has a file here');
    expect(out.displaced.paths).toEqual(['data']);
    expect(readFileSync(join(out.displaced.dir, 'data', 'ignored.db'), 'utf8')).toBe(
      'precious, ignored by git, in no checkpoint',
    );
    expect(out.displaced.dir).toMatch(new RegExp(`^${target}\\.pai-displaced-`));
  });

  test('8a. a small part that expands far beyond what the manifest records is refused, and stops at the cap', async () => {
    const { run, id, forge, target, home } = await setup();
    const bomb = craftArchive([{ name: 'zeros.bin', type: 'file', zeros: 64 * 1024 * 1024 }]);
    expect(bomb.length).toBeLessThan(64 * 1024); // 64 MiB of zeros compress to a few KB
    forge({
      parts: { 'workspace.tar.zst': bomb },
      manifest: (m) => ((m['workspace'].unpacked_bytes = 100), (m['workspace'].file_count = 1)),
    });
    const r = await run(home, 'restore', id, '--to', target);
    expect(r.exitCode).toBe(4);
    expect(r.stderr).toMatch(/expands beyond \d+ bytes, more than its manifest records/);
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(home).filter((n) => n.includes('pai-restore'))).toEqual([]);
  });

  test('8a. the transcript part is capped the same way', async () => {
    const { run, id, forge, target, home } = await setup();
    const raw = join(home, 'big.jsonl');
    writeFileSync(raw, Buffer.alloc(8 * 1024 * 1024, 0x20));
    execFileSync('zstd', ['-q', '-f', raw, '-o', `${raw}.zst`]);
    forge({
      parts: { 'transcript.jsonl.zst': readFileSync(`${raw}.zst`) },
      manifest: (m) => (m['conversation'].transcript_bytes = 10),
    });
    const r = await run(home, 'restore', id, '--to', target);
    expect(r.exitCode).toBe(4);
    expect(r.stderr).toMatch(/transcript\.jsonl\.zst expands beyond/);
    const projects = join(home, '.claude', 'projects');
    const written = existsSync(projects)
      ? readdirSync(projects, { recursive: true })
          .map(String)
          .filter((n) => n.endsWith('.jsonl') || n.includes('restore-tmp'))
      : [];
    expect(written).toEqual([]);
  });

  test('8b. setuid/setgid bits are not restored (even as root)', async () => {
    const { run, id, forge, target, home } = await setup();
    forge({
      parts: { 'workspace.tar.zst': craftArchive([{ name: 'tool', type: 'file', data: '#!/bin/sh\n', mode: 0o6755 }]) },
    });
    const r = await run(home, 'restore', id, '--to', target, '--json');
    expect(r.exitCode, r.stderr).toBe(0);
    expect(statSync(join(target, 'tool')).mode & 0o7777).toBe(0o755);
    expect(JSON.parse(r.stdout).workspace.strippedModes).toBe(1);
  });

  test('14. random bytes as the archive: a clear error, no crash, nothing left behind', async () => {
    const { run, id, forge, target, home } = await setup();
    forge({ parts: { 'workspace.tar.zst': Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)) } });
    const tmpBefore = readdirSync(tmpdir()).filter((n) => n.startsWith('pai-restore-'));
    const r = await run(home, 'restore', id, '--to', target);
    expect(r.exitCode).toBe(4);
    expect(r.stderr).toMatch(/workspace archive unreadable|refusing to restore/);
    expect(readdirSync(home).filter((n) => n.includes('pai-restore'))).toEqual([]);
    expect(readdirSync(tmpdir()).filter((n) => n.startsWith('pai-restore-') && !tmpBefore.includes(n))).toEqual([]);
  });

  test('14. no zstd on PATH: a clear error naming zstd, nothing left behind', async () => {
    const { env, id, home } = await setup();
    const bin = join(home, 'bin');
    mkdirSync(bin);
    for (const tool of ['git', 'tar', 'sh'])
      symlinkSync(execFileSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim(), join(bin, tool));
    const saved = process.env['PATH'];
    process.env['PATH'] = bin; // the restore's children use the process PATH
    try {
      const r2 = await main(
        ['restore', id, '--to', join(home, 'T2')],
        defaultCliEnv({ cwd: home, env: { ...env, PATH: bin }, warnings: [] }),
      );
      expect(r2.exitCode).toBe(1);
      expect(r2.stderr).toMatch(/zstd is not installed/);
    } finally {
      process.env['PATH'] = saved;
    }
    expect(existsSync(join(home, 'T2'))).toBe(false);
    expect(readdirSync(home).filter((n) => n.includes('pai-restore'))).toEqual([]);
  });

  test('4. a project`s .mcp.json command does not run on capture without the user`s approval; it is recorded by hash', async () => {
    const { run, project, volume, paths } = await setup();
    writeFileSync(join(paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = true\ntimeout_ms = 2000\n');
    writeFileSync(
      join(project, '.mcp.json'),
      JSON.stringify({ mcpServers: { evil: { command: 'sh', args: ['-c', 'touch MCP_RAN'] } } }),
    );
    const r = await run(project, 'create', '--session', 'S1', '--json');
    expect(r.exitCode, r.stderr).toBe(0);
    const id2 = JSON.parse(r.stdout).id as string;
    expect(existsSync(join(project, 'MCP_RAN'))).toBe(false);
    expect(JSON.parse(readFileSync(storedPartFile(volume, 'S1', id2, 'mcp_state/evil.json'), 'utf8'))).toMatchObject({
      kind: 'stateless',
      note: expect.stringMatching(/not approved in Claude Code/),
    });
    // (manifest 2.1: the environment beside its time is in environment.json)
    expect(
      JSON.parse(readFileSync(storedPartFile(volume, 'S1', id2, 'environment.json'), 'utf8')).mcp_servers.evil,
    ).toMatchObject({
      config_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  test('an origin on this machine whose config and hooks run commands: the local clone of its objects runs none and carries none over', async () => {
    const { run, id, forge, gitState, target, home, project } = await setup();
    const pwned = (what: string) => `touch ${join(home, `PWNED-${what}`)}`;
    const origin = join(home, 'evil.git');
    git(home, 'clone', '-q', '--bare', project, origin);
    // A commit of its own that asks for a filter and a diff driver its config defines: only a carried-over config runs them.
    const work = join(home, 'evil-work');
    git(home, 'clone', '-q', origin, work);
    writeFileSync(join(work, '.gitattributes'), '* filter=evil diff=evil\n');
    git(work, 'add', '.gitattributes');
    git(work, 'commit', '-q', '-m', 'attributes');
    git(work, 'push', '-q', 'origin', 'HEAD:main');
    const head = git(work, 'rev-parse', 'HEAD');
    const hooks = join(home, 'evil-hooks');
    mkdirSync(hooks);
    for (const dir of [hooks, join(origin, 'hooks')])
      for (const name of [
        'post-checkout',
        'post-merge',
        'reference-transaction',
        'pre-receive',
        'post-update',
        'post-index-change',
        'pre-auto-gc',
        'fsmonitor-watchman',
      ])
        writeFileSync(join(dir, name), `#!/bin/sh\n${pwned(`hook-${name}`)}\n`, { mode: 0o755 });
    const config: [string, string][] = [
      ['core.fsmonitor', pwned('fsmonitor')],
      ['core.hooksPath', hooks],
      ['filter.evil.smudge', pwned('smudge')],
      ['filter.evil.clean', pwned('clean')],
      ['filter.evil.process', pwned('process')],
      ['filter.evil.required', 'true'],
      ['diff.evil.textconv', pwned('textconv')],
      ['uploadpack.packObjectsHook', pwned('pack-objects-hook')],
      ['core.alternateRefsCommand', pwned('alternate-refs')],
    ];
    for (const [key, value] of config) git(origin, 'config', key, value);
    forge({
      parts: {
        'git/state.json': JSON.stringify({
          ...gitState(),
          head,
          branch: 'main',
          remotes: [{ name: 'origin', url: origin }],
        }),
      },
    });
    const r = await run(home, 'restore', id, '--to', target, '--json');
    expect(r.exitCode, r.stderr).toBe(0);
    expect(git(target, 'rev-parse', 'HEAD')).toBe(head);
    expect(readFileSync(join(target, '.gitattributes'), 'utf8')).toBe('* filter=evil diff=evil\n');
    const objects = (dir: string) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => statSync(join(dir, f)).ino);
    const theirs = new Set(objects(join(origin, 'objects')));
    expect(objects(join(target, '.git', 'objects')).some((ino) => theirs.has(ino))).toBe(true); // the local clone ran
    expect(readdirSync(home).filter((n) => n.startsWith('PWNED'))).toEqual([]);
    expect(readdirSync(target).filter((n) => n.startsWith('PWNED'))).toEqual([]);
    expect(readFileSync(join(target, '.git', 'config'), 'utf8')).not.toMatch(
      /PWNED|fsmonitor|hooksPath|filter|textconv|uploadpack|alternateRefs/i,
    );
    for (const f of readdirSync(join(target, '.git', 'hooks')))
      expect(readFileSync(join(target, '.git', 'hooks', f), 'utf8')).not.toContain('PWNED');
    // git of the restored folder (the user's, untamed) runs nothing of the origin's either.
    git(target, 'status', '--porcelain');
    git(target, 'diff', 'HEAD~1');
    expect(readdirSync(home).filter((n) => n.startsWith('PWNED'))).toEqual([]);
  });

  test('into an empty folder, a tracked file the workspace lacks (unreadable at capture) still comes from git, as a checkout writes it', async () => {
    const { run, id, forge, target, home } = await setup();
    forge({
      parts: { 'workspace.tar.zst': craftArchive([{ name: 'work.txt', type: 'file', data: 'uncommitted work\n' }]) },
    });
    const r = await run(home, 'restore', id, '--to', target, '--json');
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readFileSync(join(target, 'a.txt'), 'utf8')).toBe('v1\n');
    expect(readFileSync(join(target, 'work.txt'), 'utf8')).toBe('uncommitted work\n');
    expect(git(target, 'status', '--porcelain')).toBe('?? work.txt');
  });

  test('a token in a git remote URL is never stored', async () => {
    const { run, project, volume, paths } = await setup();
    git(
      project,
      'remote',
      'add',
      'origin',
      'https://x-access-token:ghp_abcdefghijklmnopqrstuvwxyz0123456789@github.com/acme/app.git',
    );
    const id2 = JSON.parse((await run(project, 'create', '--session', 'S1', '--json')).stdout).id as string;
    const state = readFileSync(storedPartFile(volume, 'S1', id2, 'git/state.json'), 'utf8');
    expect(state).not.toMatch(/ghp_|x-access-token/);
    expect(JSON.parse(state).remotes).toEqual([{ name: 'origin', url: 'https://github.com/acme/app.git' }]);
    expect(paths.paiDir).toBeTruthy();
  });
});

describe('treeProblems', () => {
  test.each([
    [
      'a link chain out of the root, and a file written through it',
      [
        { type: 'Directory', path: 'x' },
        { type: 'SymbolicLink', path: 'x/y', linkpath: '..' },
        { type: 'SymbolicLink', path: 'z', linkpath: 'x/y/..' },
        { type: 'File', path: 'z/f' },
      ],
      /z\/f: written through the symlink z/,
    ],
    [
      'a link into .git through another link',
      [
        { type: 'SymbolicLink', path: 'a', linkpath: 'b/.git/config' },
        { type: 'SymbolicLink', path: 'b', linkpath: '.' },
      ],
      /a: symlink leads into \.git/,
    ],
    [
      'a loop',
      [
        { type: 'SymbolicLink', path: 'a', linkpath: 'b' },
        { type: 'SymbolicLink', path: 'b', linkpath: 'a' },
      ],
      /symlink loop/,
    ],
    [
      'a file written through a link inside',
      [
        { type: 'Directory', path: 'real' },
        { type: 'SymbolicLink', path: 'l', linkpath: 'real' },
        { type: 'File', path: 'l/f' },
      ],
      /l\/f: written through the symlink l/,
    ],
    [
      'a hard link to something not in the archive',
      [{ type: 'Link', path: 'h', linkpath: 'nothere' }],
      /not a file earlier in the archive/,
    ],
    [
      'a duplicate entry of another type',
      [
        { type: 'File', path: 'a' },
        { type: 'SymbolicLink', path: 'a', linkpath: 'b' },
      ],
      /duplicate entry/,
    ],
  ])('%s', (_name, entries, want) => {
    const problems = treeProblems(entries);
    expect(problems.map((p) => `${p.path}: ${p.why}`).join('\n')).toMatch(want);
  });

  test('links out of the root, by the letters or following the archive`s links, are no problem: they are reported', () => {
    const outside: string[] = [];
    const chain = [
      { type: 'Directory', path: 'x' },
      { type: 'SymbolicLink', path: 'x/y', linkpath: '..' },
      { type: 'SymbolicLink', path: 'z', linkpath: 'x/y/..' },
    ];
    const later = [
      { type: 'SymbolicLink', path: 'a', linkpath: 'b/c' },
      { type: 'SymbolicLink', path: 'b', linkpath: '..' },
    ];
    expect(
      treeProblems(
        [
          ...chain,
          ...later,
          { type: 'SymbolicLink', path: 'abs', linkpath: '/etc/hostname' },
          { type: 'SymbolicLink', path: 'via', linkpath: 'abs/x' },
        ],
        outside,
      ),
    ).toEqual([]);
    expect(outside.sort()).toEqual(['a -> b/c', 'abs -> /etc/hostname', 'b -> ..', 'via -> abs/x', 'z -> x/y/..']);
  });

  test('a sane tree has no problems', () => {
    expect(
      treeProblems([
        { type: 'Directory', path: 'src' },
        { type: 'File', path: 'src/a' },
        { type: 'SymbolicLink', path: 'l', linkpath: 'src/a' },
        { type: 'SymbolicLink', path: 'src/up', linkpath: '../src' },
        { type: 'Link', path: 'h', linkpath: 'src/a' },
      ]),
    ).toEqual([]);
  });
});

import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, test } from 'vitest';
import { listWorkspace, pickEngine, snapshotStream, type Engine } from '../../../src/domain/capture/workspace.js';
import { CheckpointError } from '../../../src/core/errors.js';
import { captureGit } from '../../../src/domain/capture/git.js';
import { agreeingListing, workspacePart } from '../../../src/domain/capture/parts/workspace.js';
import type { CaptureScope } from '../../../src/domain/capture/parts/part.js';
import { LocalVolume } from '../../../src/storage/local.js';
import { ROOT, tempDir } from '../../helpers.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
  });

/** A real repository: committed, modified, untracked, ignored and excluded files, and links. */
function repo(): string {
  const dir = tempDir('ws-repo-');
  git(dir, 'init', '-q', '-b', 'main');
  writeFileSync(join(dir, '.gitignore'), 'dist/\n*.log\n');
  writeFileSync(join(dir, 'README.md'), 'hello\n');
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'a.ts'), 'export const a = 1;\n');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'init');
  writeFileSync(join(dir, 'src', 'a.ts'), 'export const a = 2; // changed by Bash\n');
  writeFileSync(join(dir, 'new-by-bash.txt'), 'made with echo\n');
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'out.js'), 'ignored');
  writeFileSync(join(dir, 'debug.log'), 'ignored');
  mkdirSync(join(dir, 'node_modules', 'x'), { recursive: true });
  writeFileSync(join(dir, 'node_modules', 'x', 'i.js'), 'excluded');
  symlinkSync('src/a.ts', join(dir, 'link-to-a'));
  symlinkSync('loop-b', join(dir, 'loop-a'));
  symlinkSync('loop-a', join(dir, 'loop-b'));
  symlinkSync('..', join(dir, 'src', 'up'));
  return dir;
}

async function archive(dir: string, engine: Engine, store = new LocalVolume(join(tempDir(), 'vol'))) {
  const listing = await listWorkspace(dir);
  const put = await store.put('ws/workspace.tar.zst', snapshotStream(listing, { engine }));
  return { listing, put, file: join(store.location, 'ws', 'workspace.tar.zst'), store };
}

function extract(file: string): string {
  const out = tempDir('ws-out-');
  execFileSync('sh', ['-c', `zstd -d -q -c "${file}" | tar -x -C "${out}"`]);
  return out;
}

describe('listWorkspace', () => {
  test('in a repo: tracked + untracked-not-ignored files, minus excludes; links are links', async () => {
    const dir = repo();
    const l = await listWorkspace(dir);
    expect(l.git).toBe(true);
    expect(l.files.map((f) => f.path)).toEqual([
      '.gitignore',
      'README.md',
      'link-to-a',
      'loop-a',
      'loop-b',
      'new-by-bash.txt',
      'src/a.ts',
      'src/up',
    ]);
    expect(l.files.find((f) => f.path === 'src/up')).toMatchObject({ type: 'symlink', link: '..' });
    expect(l.totalBytes).toBe(l.files.reduce((n, f) => n + f.size, 0));
  });

  test('outside a repo: a walk with the excludes; symlinked folders are not followed (no loop)', async () => {
    const dir = tempDir('ws-plain-');
    mkdirSync(join(dir, 'a', '__pycache__'), { recursive: true });
    writeFileSync(join(dir, 'a', 'x.py'), 'x');
    writeFileSync(join(dir, 'a', '__pycache__', 'x.pyc'), 'x');
    symlinkSync(dir, join(dir, 'a', 'self'));
    spawnSync('mkfifo', [join(dir, 'pipe')]);
    const l = await listWorkspace(dir);
    expect(l.git).toBe(false);
    expect(l.files.map((f) => `${f.path}:${f.type}`)).toEqual(['a/self:symlink', 'a/x.py:file']);
    expect(l.skipped).toEqual([{ path: 'pipe', reason: 'special file (socket, fifo or device)' }]);
    expect((await listWorkspace(dir, { excludes: ['a'] })).files).toEqual([]);
  });

  test('the fingerprint changes with any content change and only then', async () => {
    const dir = repo();
    const a = (await listWorkspace(dir)).fingerprint;
    expect((await listWorkspace(dir)).fingerprint).toBe(a);
    writeFileSync(join(dir, 'new-by-bash.txt'), 'made with echo, edited\n');
    expect((await listWorkspace(dir)).fingerprint).not.toBe(a);
  });

  test('issue 33 finding 11: tracked files are listed whatever excluded name their path holds; the excludes leave out untracked files only', async () => {
    const dir = repo();
    const put = (path: string, text: string) => (
      mkdirSync(join(dir, path, '..'), { recursive: true }),
      writeFileSync(join(dir, path), text)
    );
    put('fixtures/node_modules/my-pkg/package.json', '{"name":"my-pkg"}\n');
    put('.venv/pyvenv.cfg', 'home = /usr/bin\n');
    put('generated/schema.json', '{}\n');
    git(dir, 'add', '-f', 'fixtures', '.venv', 'generated');
    git(dir, 'commit', '-q', '-m', 'tracked under excluded names');
    put('fixtures/node_modules/my-pkg/untracked.js', 'untracked');
    put('.venv/lib/site.py', 'untracked');
    put('generated/tmp.json', 'untracked');
    // An untracked nested repository: its own git's tracked files are tracked (under node_modules
    // too); one under an excluded name is untracked for the outer repository, and stays out whole.
    put('sub/node_modules/fixture.json', 'tracked by sub');
    put('sub/node_modules/extra.json', 'untracked in sub');
    git(join(dir, 'sub'), 'init', '-q');
    git(join(dir, 'sub'), 'add', '-f', 'node_modules/fixture.json');
    put('node_modules/dep/index.js', 'a dependency in its own repository');
    git(join(dir, 'node_modules', 'dep'), 'init', '-q');
    git(join(dir, 'node_modules', 'dep'), 'add', 'index.js');
    const excludes = ['node_modules', '.venv', '__pycache__', 'target', '.git', 'generated'];
    const l = await listWorkspace(dir, { excludes });
    const tracked = [
      '.venv/pyvenv.cfg',
      'fixtures/node_modules/my-pkg/package.json',
      'generated/schema.json',
      'sub/node_modules/fixture.json',
    ];
    expect(l.files.map((f) => f.path)).toEqual(
      [
        '.gitignore',
        ...tracked,
        'README.md',
        'link-to-a',
        'loop-a',
        'loop-b',
        'new-by-bash.txt',
        'src/a.ts',
        'src/up',
      ].sort(),
    );
    // The unchanged test (a periodic checkpoint skipped) sees a change to such a file, and only to it.
    const before = l.fingerprint;
    put('node_modules/x/i.js', 'excluded, changed');
    put('.venv/lib/site.py', 'excluded, changed');
    expect((await listWorkspace(dir, { excludes })).fingerprint).toBe(before);
    put('fixtures/node_modules/my-pkg/package.json', '{"changed":1}\n');
    expect((await listWorkspace(dir, { excludes })).fingerprint).not.toBe(before);
    // Deleted in the working tree: not listed (nothing to hold).
    rmSync(join(dir, '.venv', 'pyvenv.cfg'));
    expect((await listWorkspace(dir, { excludes })).files.map((f) => f.path)).not.toContain('.venv/pyvenv.cfg');
  });

  test('unreadable files are skipped and reported (run as an unprivileged user)', async () => {
    const dir = tempDir('ws-perm-');
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'ok.txt'), 'ok');
    writeFileSync(join(dir, 'secret.txt'), 'no');
    chmodSync(join(dir, 'ok.txt'), 0o644);
    chmodSync(join(dir, 'secret.txt'), 0o000);
    const bundle = join(tempDir('ws-bundle-'), 'ws.mjs');
    chmodSync(join(bundle, '..'), 0o755);
    await build({
      entryPoints: [join(ROOT, 'src/domain/capture/workspace.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: bundle,
      logLevel: 'silent',
    });
    chmodSync(bundle, 0o644);
    const code = `import('${bundle}').then(async (m) => console.log(JSON.stringify(await m.listWorkspace('${dir}'))))`;
    const asRoot = process.getuid?.() === 0;
    const r = spawnSync(process.execPath, ['-e', code], {
      encoding: 'utf8',
      ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
      cwd: '/',
    });
    expect(r.status, r.stderr).toBe(0);
    const l = JSON.parse(r.stdout);
    expect(l.files.map((f: { path: string }) => f.path)).toEqual(['ok.txt']);
    expect(l.skipped).toEqual([{ path: 'secret.txt', reason: 'unreadable (permission denied)' }]);
  });
});

describe.each(['gnu-tar+zstd', 'node-tar+zstd'] as const)('snapshot with %s', (engine) => {
  test('archives exactly the listed files, Bash-made changes included, links kept; extractable by tar+zstd', async () => {
    const dir = repo();
    const { put, file, listing } = await archive(dir, engine);
    expect(put.size).toBeGreaterThan(0);
    const out = extract(file);
    expect(readFileSync(join(out, 'src', 'a.ts'), 'utf8')).toBe('export const a = 2; // changed by Bash\n');
    expect(readFileSync(join(out, 'new-by-bash.txt'), 'utf8')).toBe('made with echo\n');
    expect(readlinkSync(join(out, 'link-to-a'))).toBe('src/a.ts');
    expect(readlinkSync(join(out, 'src', 'up'))).toBe('..');
    const listed = execFileSync('sh', ['-c', `zstd -d -q -c "${file}" | tar -t`], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .filter((p) => !p.includes('PaxHeaders'));
    expect(listed.sort()).toEqual(listing.files.map((f) => f.path).sort());
  });

  test('deterministic: the same tree gives the same bytes', async () => {
    const dir = repo();
    const a = await archive(dir, engine);
    const b = await archive(dir, engine);
    expect(b.put.sha256).toBe(a.put.sha256);
  });
});

test('GNU tar writes 64 KiB records (a read per source-sized file, a sixth of the pipe writes); restore reads them', async () => {
  const dir = repo();
  const { file } = await archive(dir, 'gnu-tar+zstd');
  const tar = execFileSync('zstd', ['-d', '-q', '-c', file]);
  expect(tar.length % 65536).toBe(0); // tar's default record (10 KiB) would leave 20480 bytes here
  expect(readFileSync(join(extract(file), 'src', 'a.ts'), 'utf8')).toBe('export const a = 2; // changed by Bash\n');
});

test('progress is reported from tar`s checkpoints (GNU tar) and from the stream (node-tar)', async () => {
  const dir = tempDir('ws-progress-');
  for (let i = 0; i < 30; i++) writeFileSync(join(dir, `f${i}.txt`), `${i} `.repeat(250_000));
  const listing = await listWorkspace(dir);
  for (const engine of ['gnu-tar+zstd', 'node-tar+zstd'] as const) {
    const seen: number[] = [];
    await new LocalVolume(join(tempDir(), 'vol')).put(
      'w.tar.zst',
      snapshotStream(listing, { engine, onProgress: (n) => seen.push(n) }),
    );
    expect(seen.length, engine).toBeGreaterThan(0);
    expect(seen.every((n, i) => i === 0 || n >= seen[i - 1]!)).toBe(true);
    expect(seen.at(-1)!).toBeGreaterThan(listing.totalBytes / 2);
  }
});

test('over the size limit: TOO_LARGE, and the store keeps nothing', async () => {
  const dir = tempDir('ws-big-');
  const rnd = Buffer.alloc(3 * 1024 * 1024);
  for (let i = 0; i < rnd.length; i += 4) rnd.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
  writeFileSync(join(dir, 'noise.bin'), rnd);
  const store = new LocalVolume(join(tempDir(), 'vol'));
  const listing = await listWorkspace(dir);
  const err = await store
    .put('ws/workspace.tar.zst', snapshotStream(listing, { engine: 'gnu-tar+zstd', maxBytes: 1024 * 1024 }))
    .catch((e: unknown) => e);
  expect(err).toBeInstanceOf(CheckpointError);
  expect((err as CheckpointError).code).toBe('TOO_LARGE');
  expect((err as CheckpointError).hint).toMatch(/S3/);
  expect(await store.list('')).toEqual([]);
});

test('a tar failure fails the stream (nothing stored) with tar`s reason', async () => {
  const dir = tempDir('ws-gone-');
  writeFileSync(join(dir, 'a.txt'), 'a');
  const listing = await listWorkspace(dir);
  const store = new LocalVolume(join(tempDir(), 'vol'));
  const broken = { ...listing, root: join(dir, 'no-such-dir') };
  await expect(store.put('ws/w.tar.zst', snapshotStream(broken, { engine: 'gnu-tar+zstd' }))).rejects.toThrow(
    /tar failed \(exit 2\): .*no-such-dir/,
  );
  expect(await store.list('')).toEqual([]);
});

test('node-tar + a buffer-only zstd binding: independent 8 MiB frames make one valid stream', async () => {
  // The @mongodb-js/zstd binding cannot install on this machine (its install downloads a binary);
  // the framing is proved with the real zstd CLI compressing each frame, exactly as the binding would.
  const compressChunk = async (chunk: Buffer, level: number) =>
    execFileSync('zstd', ['-q', `-${level}`, '-c'], { input: chunk, maxBuffer: 64 * 1024 * 1024 });
  const dir = tempDir('ws-frames-');
  for (let i = 0; i < 20; i++) writeFileSync(join(dir, `f${i}.txt`), `${i}-`.repeat(600_000)); // ~30 MB: four frames
  const listing = await listWorkspace(dir);
  const store = new LocalVolume(join(tempDir(), 'vol'));
  await store.put('w.tar.zst', snapshotStream(listing, { engine: 'node-tar+zstd-binding', compressChunk }));
  const out = extract(join(store.location, 'w.tar.zst'));
  expect(readFileSync(join(out, 'f19.txt'), 'utf8')).toBe('19-'.repeat(600_000));
  const frames = execFileSync('zstd', ['-lv', join(store.location, 'w.tar.zst')], { encoding: 'utf8' });
  expect(Number(/# Zstandard Frames: (\d+)/.exec(frames)?.[1])).toBeGreaterThanOrEqual(3);
});

test('engine choice: GNU tar here; a clear error without zstd', async () => {
  expect(await pickEngine()).toBe('gnu-tar+zstd');
  expect(await pickEngine('node-tar+zstd')).toBe('node-tar+zstd');
  const path = process.env['PATH'];
  process.env['PATH'] = '/nonexistent';
  try {
    await expect(pickEngine()).rejects.toThrow(/no zstd compressor found/);
  } finally {
    process.env['PATH'] = path;
  }
});

test('mtime changes are picked up by the fingerprint even with equal content', async () => {
  const dir = repo();
  const a = (await listWorkspace(dir)).fingerprint;
  utimesSync(join(dir, 'README.md'), 1, 1);
  expect((await listWorkspace(dir)).fingerprint).not.toBe(a);
});

test('a tracked file replaced by a folder: each file under it is listed once (listed twice, the archive and the tree held a duplicate that restore refuses)', async () => {
  const dir = repo();
  rmSync(join(dir, 'README.md'));
  mkdirSync(join(dir, 'README.md'));
  writeFileSync(join(dir, 'README.md', 'x.txt'), 'inside\n');
  const paths = (await listWorkspace(dir)).files.map((f) => f.path);
  expect(paths.filter((p) => p === 'README.md/x.txt')).toHaveLength(1);
  expect(new Set(paths).size).toBe(paths.length);
});

test('a file whose name is not UTF-8 is reported as skipped, not left out without a word', async () => {
  const dir = repo();
  writeFileSync(Buffer.concat([Buffer.from(`${dir}/caf`), Buffer.from([0xe9]), Buffer.from('.txt')]), 'latin-1 name\n');
  const listing = await listWorkspace(dir);
  expect(listing.skipped).toContainEqual({ path: 'caf\uFFFD.txt', reason: 'its name is not valid UTF-8' });
  expect(listing.files.map((f) => f.path)).toContain('new-by-bash.txt');
});

test('the listing begins beside git only for the content format: an archive is listed when tar runs (its total bounds the restore)', async () => {
  const dir = repo();
  const scope = (format: 'archive' | 'content') =>
    ({
      req: { cwd: dir },
      o: { config: { capture: { excludes: ['node_modules'], includeIgnored: [], workspaceFormat: format } } },
      warnings: [],
    }) as unknown as CaptureScope;
  expect(workspacePart.beside).toBe('git');
  const archive = scope('archive');
  workspacePart.start!(archive);
  expect(archive.listing?.first).toBeUndefined();
  const content = scope('content');
  workspacePart.start!(content);
  const first = await content.listing!.first!;
  expect(first.files.map((f) => f.path)).toContain('new-by-bash.txt');
  writeFileSync(join(dir, 'later.txt'), 'made after the first listing\n');
  expect((await archive.listing!.again()).files.map((f) => f.path)).toContain('later.txt');
});

describe('a listing taken beside git status (agreeingListing)', () => {
  const excludes = ['node_modules'];
  const relistCount = () => {
    const calls: string[] = [];
    return { calls, relist: (dir: string) => () => (calls.push(dir), listWorkspace(dir, { excludes })) };
  };

  test('a file made between the listing and the status is listed again, so the workspace holds it', async () => {
    const dir = repo();
    const before = await listWorkspace(dir, { excludes });
    writeFileSync(join(dir, 'bash-made.txt'), 'made by Bash\n'); // after the listing, before the status
    const state = (await captureGit(dir))!.state;
    expect(state.untracked).toContain('bash-made.txt');
    const { calls, relist } = relistCount();
    const listing = await agreeingListing(before, state, excludes, relist(dir));
    expect(calls).toHaveLength(1);
    expect(listing.files.map((f) => f.path)).toContain('bash-made.txt');
  });

  test('a listing that has every file the status names is kept (no second listing)', async () => {
    const dir = repo();
    rmSync(join(dir, 'src', 'a.ts')); // a tracked file deleted: named by the status, gone from the tree
    writeFileSync(join(dir, 'node_modules', 'x', 'late.js'), 'excluded, untracked, made late');
    const before = await listWorkspace(dir, { excludes });
    const state = (await captureGit(dir))!.state;
    expect(state.modified).toContain('src/a.ts');
    const { calls, relist } = relistCount();
    expect(await agreeingListing(before, state, excludes, relist(dir))).toBe(before);
    expect(calls).toHaveLength(0);
  });

  test('a changed submodule and an untracked nested repository, which the status names whole, are listed through their files: kept', async () => {
    const dir = repo();
    const lib = tempDir('ws-lib-');
    git(lib, 'init', '-q', '-b', 'main');
    writeFileSync(join(lib, 'lib.ts'), 'export {};\n');
    git(lib, 'add', '.');
    git(lib, 'commit', '-q', '-m', 'lib');
    git(dir, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', lib, 'sub');
    git(dir, 'commit', '-q', '-m', 'a submodule');
    writeFileSync(join(dir, 'sub', 'lib.ts'), 'export const changed = 1;\n');
    mkdirSync(join(dir, 'nested'));
    git(join(dir, 'nested'), 'init', '-q');
    writeFileSync(join(dir, 'nested', 'n.txt'), 'inner\n');
    const before = await listWorkspace(dir, { excludes });
    const state = (await captureGit(dir))!.state;
    expect(state.modified).toContain('sub');
    expect(state.untracked).toContain('nested/');
    expect(before.files.map((f) => f.path)).toEqual(expect.arrayContaining(['sub/lib.ts', 'nested/n.txt']));
    const { calls, relist } = relistCount();
    expect(await agreeingListing(before, state, excludes, relist(dir))).toBe(before);
    expect(calls).toHaveLength(0);
  });

  test('in a subfolder of the repository, only the files under it count, named from the subfolder', async () => {
    const dir = repo();
    const sub = join(dir, 'src');
    const before = await listWorkspace(sub, { excludes });
    writeFileSync(join(dir, 'outside.txt'), 'not in the workspace');
    const { calls, relist } = relistCount();
    expect(await agreeingListing(before, (await captureGit(sub))!.state, excludes, relist(sub))).toBe(before);
    writeFileSync(join(sub, 'inside.txt'), 'made late');
    const listing = await agreeingListing(before, (await captureGit(sub))!.state, excludes, relist(sub));
    expect(calls).toEqual([sub]);
    expect(listing.files.map((f) => f.path)).toContain('inside.txt');
  });
});

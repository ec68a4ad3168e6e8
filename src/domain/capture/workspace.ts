import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import { DEFAULTS } from '../../core/defaults.js';
import { CheckpointError, errorMessage } from '../../core/errors.js';

/**
 * The workspace snapshot (`workspace.tar.zst`): a collector, so it only READS the tree and hands
 * back a stream; the store writes it.
 *
 * Which files: in a git repository, exactly what `git ls-files -co --exclude-standard` lists
 * (tracked files plus untracked ones that .gitignore does not exclude), so files changed by Bash
 * are included; elsewhere a walk of the tree. Configured excludes (any path segment) are removed
 * in both cases. Symlinks are stored as links and never followed (no loops, nothing from outside);
 * unreadable and special files are skipped and reported.
 *
 * Engines: GNU tar piped into the `zstd` CLI when both are on PATH (fastest: 1.07 s vs 4.4 s for
 * node-tar on 20k files / 309 MB here), else node-tar into the `zstd` CLI. Everything is streamed,
 * so memory stays bounded whatever the tree's size. Archives are deterministic: sorted file list,
 * numeric owner 0, no atime/ctime, fixed pax header names, zstd output independent of -T.
 */
export interface WorkspaceFile {
  /** Relative, '/'-separated. */
  path: string;
  type: 'file' | 'symlink';
  size: number;
  mtimeMs: number;
  mode: number;
  /** Symlink target. */
  link?: string;
}

export interface WorkspaceListing {
  root: string;
  /** Listed through git (honouring .gitignore). */
  git: boolean;
  files: WorkspaceFile[];
  /** Not archived, with why (unreadable, special file, submodule, …). */
  skipped: { path: string; reason: string }[];
  /** Sum of file sizes (uncompressed). */
  totalBytes: number;
  /**
   * sha256 over every file's path, type, size, mtime, mode and link target: equal fingerprints
   * mean an unchanged tree (git's own index uses the same stat test), so the previous archive is
   * reused instead of compressing again.
   */
  fingerprint: string;
}

const run = promisify(execFile);

function excluded(path: string, excludes: Set<string>): boolean {
  return path.split('/').some((seg) => excludes.has(seg));
}

async function gitFiles(root: string): Promise<string[] | undefined> {
  try {
    const { stdout } = await run('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, maxBuffer: 256 * 1024 * 1024, encoding: 'buffer' });
    return [...new Set(stdout.toString('utf8').split('\0').filter(Boolean))];
  } catch {
    return undefined; // not a repository, or no git
  }
}

function walk(root: string, excludes: Set<string>): string[] {
  const out: string[] = [];
  const visit = (rel: string) => {
    let entries;
    try {
      entries = readdirSync(rel ? join(root, rel) : root, { withFileTypes: true });
    } catch {
      return; // unreadable folder: its files cannot be listed (reported by tar's absence of them)
    }
    for (const e of entries) {
      if (excludes.has(e.name)) continue;
      const p = rel ? `${rel}/${e.name}` : e.name;
      // Dirent never follows symlinks: a linked folder is stored as a link, so loops are impossible.
      if (e.isDirectory()) visit(p);
      else out.push(p);
    }
  };
  visit('');
  return out;
}

const UID = process.getuid?.() ?? -1;
const GIDS = new Set([process.getgid?.() ?? -1, ...(process.getgroups?.() ?? [])]);

/**
 * Read permission from the mode bits already in hand (one access() call per file would double
 * the listing's system calls). root reads everything; ACLs are not consulted — tar's
 * --ignore-failed-read covers that rare case.
 */
function readable(st: { uid: number; gid: number; mode: number }): boolean {
  if (UID === 0 || UID === -1) return true;
  if (st.uid === UID) return (st.mode & 0o400) !== 0;
  if (GIDS.has(st.gid)) return (st.mode & 0o040) !== 0;
  return (st.mode & 0o004) !== 0;
}

export async function listWorkspace(root: string, options: { excludes?: string[] } = {}): Promise<WorkspaceListing> {
  const excludes = new Set(options.excludes ?? DEFAULTS.excludes);
  const fromGit = await gitFiles(root);
  // (A walk has applied the excludes already; git's list needs them.)
  const candidates = (fromGit ? fromGit.filter((p) => !excluded(p, excludes)) : walk(root, excludes)).sort();
  const base = root.endsWith('/') ? root : `${root}/`;
  const listing: WorkspaceListing = { root, git: fromGit !== undefined, files: [], skipped: [], totalBytes: 0, fingerprint: '' };
  const lines: string[] = []; // hashed once at the end: one native call instead of one per file
  for (const path of candidates) {
    const abs = base + path; // plain concatenation: path.join's normalising costs more than the lstat
    let st;
    try {
      st = lstatSync(abs, { throwIfNoEntry: false });
    } catch (err) {
      listing.skipped.push({ path, reason: `cannot be read (${errorMessage(err)})` });
      continue;
    }
    if (!st) continue; // tracked but deleted in the working tree: nothing to archive
    let file: WorkspaceFile;
    if (st.isSymbolicLink()) {
      file = { path, type: 'symlink', size: 0, mtimeMs: st.mtimeMs, mode: st.mode & 0o7777, link: readlinkSync(abs) };
    } else if (st.isFile()) {
      if (!readable(st)) {
        listing.skipped.push({ path, reason: 'unreadable (permission denied)' });
        continue;
      }
      file = { path, type: 'file', size: st.size, mtimeMs: st.mtimeMs, mode: st.mode & 0o7777 };
    } else {
      listing.skipped.push({ path, reason: st.isDirectory() ? 'directory (a git submodule?)' : 'special file (socket, fifo or device)' });
      continue;
    }
    listing.files.push(file);
    listing.totalBytes += file.size;
    lines.push(`${file.path}\0${file.type}\0${file.size}\0${file.mtimeMs}\0${file.mode}\0${file.link ?? ''}\n`);
  }
  listing.fingerprint = createHash('sha256').update(lines.join('')).digest('hex');
  return listing;
}

function tooLarge(maxBytes: number): CheckpointError {
  return new CheckpointError('TOO_LARGE', `workspace archive passed ${Math.round(maxBytes / 1e6)} MB (compressed) — too large for a local volume`, 'exclude large folders in the configuration, or use a remote (S3) volume');
}

export type Engine = 'gnu-tar+zstd' | 'node-tar+zstd' | 'node-tar+zstd-binding';

/** Compresses one buffer into one zstd frame (the optional `@mongodb-js/zstd` binding's shape). */
export type CompressChunk = (chunk: Buffer, level: number) => Promise<Buffer>;

/** The optional binding, when it is installed (its install downloads a prebuilt binary). */
async function zstdBinding(): Promise<CompressChunk | undefined> {
  try {
    const name = '@mongodb-js/zstd';
    const mod = (await import(name)) as { compress?: CompressChunk };
    return typeof mod.compress === 'function' ? mod.compress : undefined;
  } catch {
    return undefined;
  }
}

async function hasCommand(cmd: string, args: string[], match: RegExp): Promise<boolean> {
  try {
    const { stdout, stderr } = await run(cmd, args, { timeout: 5000 });
    return match.test(`${stdout}${stderr}`);
  } catch {
    return false;
  }
}

/** The fastest engine available on this machine; a clear error when no zstd can be had. */
export async function pickEngine(prefer?: Engine): Promise<Engine> {
  if (!(await hasCommand('zstd', ['--version'], /zstandard|zstd/i))) {
    if (await zstdBinding()) return 'node-tar+zstd-binding';
    throw new CheckpointError('IO', 'no zstd compressor found: the `zstd` command is not on PATH', 'install zstd (apt-get install zstd, brew install zstd), or `npm i @mongodb-js/zstd`');
  }
  if (prefer === 'node-tar+zstd') return prefer;
  return (await hasCommand('tar', ['--version'], /GNU tar/)) ? 'gnu-tar+zstd' : 'node-tar+zstd';
}

export interface SnapshotOptions {
  engine: Engine;
  /** For 'node-tar+zstd-binding': the frame compressor (default: the binding's `compress`). */
  compressChunk?: CompressChunk;
  /** zstd level (default 3). */
  level?: number;
  /** Called with uncompressed bytes archived so far. */
  onProgress?: (bytes: number) => void;
  /** Fail (TOO_LARGE) once the compressed archive passes this many bytes. */
  maxBytes?: number;
}

/** Resolves when a child exits with one of `okCodes`; rejects with its last stderr lines otherwise. */
export function exited(child: ChildProcess, name: string, okCodes: number[], stderr: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('error', (err) => reject(new CheckpointError('IO', `${name} could not run: ${err.message}`)));
    child.once('close', (code, signal) => {
      if (code !== null && okCodes.includes(code)) resolve();
      else reject(new CheckpointError('IO', `${name} failed (${signal ?? `exit ${code}`}): ${stderr().trim().split('\n').slice(-3).join(' | ')}`));
    });
  });
}

/**
 * The archive of `listing` as a zstd-compressed tar stream. The stream errors (so that the store
 * keeps nothing) if tar or zstd fail or the size limit is passed.
 */
export function snapshotStream(listing: WorkspaceListing, options: SnapshotOptions): Readable {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  const zstdArgs = ['-q', `-${options.level ?? 3}`, '-T0', '-c'];
  let tarProc: ChildProcess | undefined;
  let zstd: ChildProcess;
  let producerDone: Promise<void>;
  let zstdErr = '';
  if (options.engine === 'gnu-tar+zstd') {
    // tar writes straight into zstd (the pipe is handed over at the OS level): the archive never
    // passes through this process, only the compressed output does. Progress comes from tar's
    // checkpoints (one every 1000 records of 10 KiB).
    tarProc = spawn(
      'tar',
      [
        '--create',
        '--file=-',
        '-C',
        listing.root,
        '--format=posix',
        '--pax-option=exthdr.name=%d/PaxHeaders/%f,delete=atime,delete=ctime',
        '--owner=0',
        '--group=0',
        '--numeric-owner',
        '--no-recursion',
        '--null',
        '--verbatim-files-from',
        '--files-from=-',
        '--ignore-failed-read',
        '--warning=no-file-changed',
        '--checkpoint=1000',
        '--checkpoint-action=echo=#%u',
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    zstd = spawn('zstd', zstdArgs, { stdio: [tarProc.stdout!, 'pipe', 'pipe'] });
    tarProc.stdout!.destroy(); // zstd holds the pipe now; this process must never read from it
    let tarErr = '';
    let partial = '';
    tarProc.stderr!.setEncoding('utf8');
    tarProc.stderr!.on('data', (d: string) => {
      const lines = (partial + d).split('\n');
      partial = lines.pop() ?? ''; // a line may arrive in pieces
      for (const line of lines) {
        const m = /^tar: #(\d+)$/.exec(line.trim());
        if (m) options.onProgress?.(Number(m[1]) * 10240);
        else if (line.trim()) tarErr += `${line}\n`;
      }
    });
    tarProc.stderr!.on('end', () => {
      if (partial.trim()) tarErr += partial;
    });
    tarProc.stdin!.on('error', () => undefined); // tar may exit early; its exit code says why
    tarProc.stdin!.end(listing.files.map((f) => `${f.path}\0`).join(''));
    // Exit 1 = a file changed while it was read (still archived); 2 = fatal.
    producerDone = exited(tarProc, 'tar', [0, 1], () => tarErr);
  } else if (options.engine === 'node-tar+zstd-binding') {
    return bindingStream(listing, options);
  } else {
    zstd = spawn('zstd', zstdArgs, { stdio: ['pipe', 'pipe', 'pipe'] });
    let archived = 0;
    const progress = new Transform({
      transform(chunk: Buffer, _e, done) {
        archived += chunk.length;
        options.onProgress?.(archived);
        done(null, chunk);
      },
    });
    zstd.stdin!.on('error', () => undefined);
    producerDone = (async () => {
      const tar = await import('tar');
      const pack = tar.create({ cwd: listing.root, portable: true, noDirRecurse: true, follow: false, gzip: false }, listing.files.map((f) => f.path)) as unknown as Readable;
      await new Promise<void>((resolve, reject) => {
        pack.once('error', reject);
        progress.once('finish', () => resolve());
        pack.pipe(progress).pipe(zstd.stdin!);
      });
    })().catch((err: unknown) => {
      throw new CheckpointError('IO', `node-tar failed: ${errorMessage(err)}`);
    });
  }
  zstd.stderr!.on('data', (d) => (zstdErr += d));

  let written = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _e, done) {
      written += chunk.length;
      if (options.maxBytes !== undefined && written > options.maxBytes) {
        done(tooLarge(options.maxBytes));
        return;
      }
      done(null, chunk);
    },
  });
  const fail = (err: unknown) => {
    tarProc?.kill('SIGKILL');
    zstd.kill('SIGKILL');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  };
  // A consumer that gives up (the volume is full, a size limit) destroys `out`: the children,
  // blocked on a pipe nobody reads any more, are killed so that the process can exit.
  let ended = false;
  out.once('close', () => {
    if (ended) return;
    tarProc?.kill('SIGKILL');
    zstd.kill('SIGKILL');
  });
  const zstdDone = exited(zstd, 'zstd', [0], () => zstdErr);
  zstd.stdout!.pipe(limit).pipe(out, { end: false });
  limit.once('error', (err) => fail(err));
  Promise.all([producerDone, zstdDone, new Promise((r) => limit.once('end', r))]).then(() => {
    ended = true;
    out.end();
  }, fail);
  return out;
}

const FRAME = 8 * 1024 * 1024;

/**
 * node-tar compressed by a buffer-only zstd binding, in independent 8 MiB frames: concatenated
 * zstd frames are one valid zstd stream, and memory stays bounded (the binding needs ~3.4x the
 * buffer it is given) instead of growing with the workspace.
 */
function bindingStream(listing: WorkspaceListing, options: SnapshotOptions): Readable {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let archived = 0;
  let written = 0;
  let compress = options.compressChunk;
  const level = options.level ?? 3;
  const emit = async (self: Transform, chunk: Buffer) => {
    compress ??= await zstdBinding();
    if (!compress) throw new CheckpointError('IO', 'the @mongodb-js/zstd binding is not installed');
    const frame = await compress(chunk, level);
    written += frame.length;
    if (options.maxBytes !== undefined && written > options.maxBytes) {
      throw tooLarge(options.maxBytes);
    }
    self.push(frame);
  };
  const framer = new Transform({
    transform(chunk: Buffer, _e, done) {
      archived += chunk.length;
      options.onProgress?.(archived);
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < FRAME) return done();
      const buf = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      emit(this, buf).then(() => done(), done);
    },
    flush(done) {
      if (pendingBytes === 0) return done();
      emit(this, Buffer.concat(pending)).then(() => done(), done);
    },
  });
  void (async () => {
    const tar = await import('tar');
    const pack = tar.create({ cwd: listing.root, portable: true, noDirRecurse: true, follow: false, gzip: false }, listing.files.map((f) => f.path)) as unknown as Readable;
    pack.once('error', (err) => framer.destroy(new CheckpointError('IO', `node-tar failed: ${errorMessage(err)}`)));
    pack.pipe(framer);
  })().catch((err: unknown) => framer.destroy(err instanceof Error ? err : new Error(String(err))));
  return framer;
}

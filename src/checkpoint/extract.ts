import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, posix } from 'node:path';
import type { Readable } from 'node:stream';
import { exited } from '../capture/workspace.js';
import { CheckpointError, errnoCode, errorMessage } from '../core/errors.js';

/**
 * Restoring a `workspace.tar.zst` safely. The archive is treated as hostile (the volume may have
 * been tampered with): every entry is checked — no absolute path, no `..`, no symlink or hard link
 * that points outside the target, nothing but files, folders and links (no devices, fifos) — and
 * ONE bad entry refuses the whole archive, with nothing written to the target.
 *
 * Speed: the check (node-tar's parser on one decompressed stream) runs in parallel with GNU tar
 * extracting a second stream into a staging folder next to the target; only after both succeed
 * is the staging folder moved into place (one rename for a new target).
 */
export interface ExtractReport {
  files: number;
  dirs: number;
  links: number;
  /** Files the target had that the archive replaced (restore into an existing folder). */
  replaced: number;
}

interface Problem {
  path: string;
  why: string;
}

const ALLOWED = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory', 'SymbolicLink', 'Link']);

function inside(rel: string): boolean {
  const n = posix.normalize(rel);
  return n !== '..' && !n.startsWith('../') && !posix.isAbsolute(n);
}

/** Why an entry is refused, or undefined when it is safe. */
export function entryProblem(type: string, path: string, linkpath: string | undefined): string | undefined {
  if (!ALLOWED.has(type)) return `${type} entries are not restored`;
  if (path.startsWith('/') || isAbsolute(path) || /^[A-Za-z]:/.test(path)) return 'absolute path';
  if (path.split('/').includes('..')) return 'path contains ..';
  if (type === 'SymbolicLink') {
    if (!linkpath || posix.isAbsolute(linkpath)) return `symlink to an absolute path (${linkpath})`;
    if (!inside(posix.join(posix.dirname(path), linkpath))) return `symlink points outside the target (${linkpath})`;
  }
  if (type === 'Link') {
    if (!linkpath || posix.isAbsolute(linkpath) || !inside(linkpath)) return `hard link to a file outside the target (${linkpath})`;
  }
  return undefined;
}

function decompress(archive: string): { stream: Readable; done: Promise<void> } {
  const z = spawn('zstd', ['-d', '-q', '-c', archive], { stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  z.stderr!.on('data', (d) => (err += d));
  return { stream: z.stdout!, done: exited(z, 'zstd -d', [0], () => err) };
}

async function validate(archive: string): Promise<{ problems: Problem[]; files: number; dirs: number; links: number }> {
  const tar = await import('tar');
  const out = { problems: [] as Problem[], files: 0, dirs: 0, links: 0 };
  const { stream, done } = decompress(archive);
  const parser = new tar.Parser({
    strict: true,
    onReadEntry: (entry) => {
      const why = entryProblem(entry.type, entry.path, entry.linkpath);
      if (why) out.problems.push({ path: entry.path, why });
      else if (entry.type === 'Directory') out.dirs++;
      else if (entry.type === 'SymbolicLink' || entry.type === 'Link') out.links++;
      else out.files++;
      entry.resume();
    },
  });
  await new Promise<void>((resolve, reject) => {
    parser.on('warn', (code: string, message: string) => {
      if (code === 'TAR_ENTRY_INVALID' || code === 'TAR_BAD_ARCHIVE') out.problems.push({ path: '(archive)', why: message });
    });
    parser.once('error', reject);
    parser.once('end', () => resolve());
    stream.pipe(parser as unknown as NodeJS.WritableStream);
  });
  await done;
  return out;
}

async function extractTo(archive: string, dir: string): Promise<void> {
  const { stream, done } = decompress(archive);
  const t = spawn('tar', ['-x', '-C', dir, '--no-same-owner'], { stdio: ['pipe', 'ignore', 'pipe'] });
  let err = '';
  t.stderr!.on('data', (d) => (err += d));
  stream.pipe(t.stdin!);
  t.stdin!.on('error', () => undefined);
  await Promise.all([done, exited(t, 'tar -x', [0], () => err)]);
}

async function isEmptyDir(dir: string): Promise<boolean | undefined> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return undefined;
    throw err;
  }
}

/** Moves every entry of `from` into `to` (replacing files), returns how many files it replaced. */
async function merge(from: string, to: string): Promise<number> {
  let replaced = 0;
  for (const e of await readdir(from, { withFileTypes: true })) {
    const src = join(from, e.name);
    const dst = join(to, e.name);
    const existing = await lstat(dst).catch(() => undefined);
    if (e.isDirectory() && existing?.isDirectory()) {
      replaced += await merge(src, dst);
      continue;
    }
    if (existing) {
      await rm(dst, { recursive: true, force: true }); // a file where a folder was, or the reverse
      replaced++;
    }
    await rename(src, dst);
  }
  return replaced;
}

/**
 * Extracts the archive into `target` (created if missing). Throws INVALID_DATA naming the first
 * bad entries, with the target untouched. The caller has taken a safety checkpoint before
 * restoring over user files.
 */
export async function extractWorkspace(archive: string, target: string): Promise<ExtractReport> {
  await mkdir(dirname(target), { recursive: true });
  const staging = join(dirname(target), `.${basename(target)}.pai-restore-${randomBytes(4).toString('hex')}`);
  await mkdir(staging, { mode: 0o700 });
  try {
    const [check, extracted] = await Promise.allSettled([validate(archive), extractTo(archive, staging)]);
    if (check.status === 'rejected') throw new CheckpointError('INVALID_DATA', `workspace archive unreadable: ${errorMessage(check.reason)}`);
    if (check.value.problems.length > 0) {
      const list = check.value.problems.slice(0, 5).map((p) => `${p.path}: ${p.why}`).join('; ');
      throw new CheckpointError('INVALID_DATA', `refusing to restore ${archive}: ${list}`, 'the archive was tampered with or is not a pai-checkpoint archive; nothing was written');
    }
    if (extracted.status === 'rejected') throw new CheckpointError('IO', `extraction failed: ${errorMessage(extracted.reason)}`);
    const { files, dirs, links } = check.value;
    const empty = await isEmptyDir(target);
    if (empty !== false) {
      if (empty) await rmdir(target);
      await rename(staging, target);
      return { files, dirs, links, replaced: 0 };
    }
    const replaced = await merge(staging, target);
    return { files, dirs, links, replaced };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

import { lstat } from 'node:fs/promises';
import { isAbsolute, join, posix } from 'node:path';
import { CheckpointError } from './errors.js';

/**
 * Every relative path that comes from stored data — archive and tree entries, symlink and hard
 * link targets, the files git recorded as changed or deleted — is checked here and nowhere else,
 * because the volume is not trusted (anyone who can write it can forge a checkpoint until
 * manifests are signed). A stored path is used only inside the folder it is restored into:
 * - it is relative (no leading '/', no drive letter) and has no '..' segment;
 * - it has no NUL byte and no empty segment (`a//b`);
 * - no segment is git's metadata folder (`.git`, in any letter case, with or without trailing
 *   dots or spaces as Windows and macOS read it): a planted `.git/config` (core.fsmonitor,
 *   core.hooksPath) runs commands at the next `git status` in the target;
 * - no segment is longer than a file name can be (255 bytes on every file system we restore to):
 *   such an entry could never be written, and would fail halfway through as an I/O error.
 */
const MAX_PATH = 4096;
const MAX_SEGMENT_BYTES = 255;

/** Whether a path segment names git's metadata folder as some file system reads it (`.git`, `.GIT`, `.git.`…). */
export function isGitDir(segment: string): boolean {
  return segment.replace(/[. ]+$/, '').toLowerCase() === '.git';
}

/** Why `path` may not be used inside a restore target, or undefined when it is safe. */
export function storedPathProblem(path: string): string | undefined {
  if (path.length === 0) return 'empty path';
  if (path.length > MAX_PATH) return `path longer than ${MAX_PATH} characters`;
  if (path.includes('\0')) return 'path contains a NUL byte';
  if (path.startsWith('/') || isAbsolute(path) || /^[A-Za-z]:/.test(path)) return 'absolute path';
  const segments = path.replace(/\/+$/, '').split('/');
  if (segments.includes('..')) return 'path contains ..';
  if (segments.some((s, i) => s === '' && i > 0)) return 'path contains an empty segment';
  if (segments.some((s) => Buffer.byteLength(s) > MAX_SEGMENT_BYTES))
    return `a name longer than ${MAX_SEGMENT_BYTES} bytes (no file system holds it)`;
  if (segments.some(isGitDir)) return 'a .git entry (git metadata is never restored from a checkpoint)';
  return undefined;
}

/** The path, normalised (`./a/b/` → `a/b`); INVALID_DATA naming `what` when it is not safe. */
export function assertStoredPath(path: string, what: string): string {
  const why = storedPathProblem(path);
  if (why)
    throw new CheckpointError(
      'INVALID_DATA',
      `${what}: refusing ${JSON.stringify(path.slice(0, 200))} (${why})`,
      'the checkpoint was tampered with or damaged; nothing was changed for this path',
    );
  return posix
    .normalize(path)
    .replace(/\/+$/, '')
    .replace(/^(\.\/)+/, '');
}

/**
 * `root/rel` for a stored `rel`, after checking that no folder on the way is a symlink (the OS
 * would follow it, possibly out of `root`). The last component itself is not followed by the
 * callers (they lstat/rm it). Throws INVALID_DATA when a component is a link.
 */
export async function resolveInside(root: string, rel: string, what: string): Promise<string> {
  const clean = assertStoredPath(rel, what);
  const parts = clean.split('/');
  let at = root;
  for (const part of parts.slice(0, -1)) {
    at = join(at, part);
    const st = await lstat(at).catch(() => undefined);
    if (!st) break; // nothing further exists, so nothing further can be a link
    if (st.isSymbolicLink())
      throw new CheckpointError(
        'INVALID_DATA',
        `${what}: refusing ${JSON.stringify(clean)} (it passes through the symlink ${at})`,
        'nothing was changed for this path',
      );
  }
  return join(root, clean);
}

import { closeSync, readSync } from 'node:fs';
import { openRegularSync } from '../../core/regular.js';
import { tryGitOut } from '../../platform/git.js';

/** A file the session changed, with its lines added and removed (none counted for a binary file). */
export interface FileChange {
  path: string;
  added: number;
  removed: number;
  binary?: boolean;
  /** Named by the transcript outside a git repository: its lines were not counted. */
  uncounted?: boolean;
}

/** Files listed at most (a summary names what was touched; the manifest lists every uncommitted file). */
const MAX_FILES = 200;
/** An untracked file's lines are counted in its first bytes only (a summary, not an audit). */
const COUNT_BYTES = 1024 * 1024;
/** All untracked files together: past this, the rest are listed uncounted (every checkpoint pays it). */
const COUNT_TOTAL_BYTES = 16 * 1024 * 1024;

/**
 * What the session changed in the repository at `root`: `git diff --numstat` of the working tree
 * against `base` (the commit the session started from: its commits and its uncommitted changes
 * together; HEAD when unknown or gone), plus the untracked files, counted as all added. Empty
 * outside a repository or when git fails: a summary never fails a checkpoint.
 */
export async function diffstat(
  root: string,
  base: string | null | undefined,
  untracked: string[],
): Promise<FileChange[]> {
  const known = !!base && (await git(root, ['cat-file', '-e', `${base}^{commit}`])) !== undefined;
  const against = known ? base! : 'HEAD';
  // `--`: a file named HEAD would make the revision ambiguous (git exits 128: no files at all).
  const out = await git(root, ['diff', '--numstat', '--no-renames', '-z', against, '--']);
  const files: FileChange[] = [];
  for (const rec of (out ?? '').split('\0')) {
    const m = /^(-|\d+)\t(-|\d+)\t(.+)$/s.exec(rec);
    if (!m) continue;
    files.push(
      m[1] === '-'
        ? { path: m[3]!, added: 0, removed: 0, binary: true }
        : { path: m[3]!, added: Number(m[1]), removed: Number(m[2]) },
    );
  }
  const buf = Buffer.allocUnsafe(COUNT_BYTES);
  let budget = COUNT_TOTAL_BYTES;
  for (const path of untracked) {
    if (files.length >= MAX_FILES) break;
    const counted = budget > 0 ? countLines(`${root}/${path}`, buf) : { added: 0, removed: 0, uncounted: true };
    if (!counted) continue;
    const { read = 0, ...change } = counted;
    files.push({ path, ...change });
    budget -= read;
  }
  return files.slice(0, MAX_FILES).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** An untracked file as all added lines (binary: NUL in its first bytes, as git decides), with the bytes read; undefined when it cannot be read. */
function countLines(path: string, buf: Buffer): (Omit<FileChange, 'path'> & { read?: number }) | undefined {
  let fd: number | undefined;
  try {
    fd = openRegularSync(path, { noFollow: true });
    if (fd === undefined) return undefined;
    const n = readSync(fd, buf, 0, buf.length, 0);
    const bytes = buf.subarray(0, n);
    if (bytes.subarray(0, 8000).includes(0)) return { added: 0, removed: 0, binary: true, read: n };
    let lines = 0;
    for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1)) lines++;
    if (n > 0 && bytes[n - 1] !== 10) lines++;
    return { added: lines, removed: 0, read: n };
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

const git = tryGitOut;

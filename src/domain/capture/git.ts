import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { redactUrl } from '../../core/redact.js';
import { tryGitOut } from '../../platform/git.js';
import { DEFAULT_SCRATCH, makeWorkDir } from '../../platform/workdir.js';
import { sha256Hex } from '../../core/hash.js';

/**
 * Git state of the workspace (a collector: it reads the repository and returns data; the bundle
 * it makes lives in a temp file that the caller stores and then removes).
 *
 * The bundle holds every commit reachable from a local branch, HEAD or the stash that is on no
 * remote-tracking branch: the work that would be lost with the machine.
 */
export interface GitState {
  /** Repository top level. */
  root: string;
  /** null when HEAD is detached. */
  branch: string | null;
  /** null in a repository without commits. */
  head: string | null;
  upstream: string | null;
  ahead: number | null;
  behind: number | null;
  dirty: boolean;
  /** Changed tracked files (staged or not), relative to the repository root. */
  modified: string[];
  untracked: string[];
  /** Every status entry with its porcelain code (e.g. ` D` deleted in the work tree), for restore. */
  changes: { code: string; path: string }[];
  stashes: { ref: string; commit: string; message: string }[];
  remotes: { name: string; url: string }[];
  /** Commits on no remote (they are in the bundle). */
  unpushed_commits: number;
  /**
   * sha256 of what decides the bundle's contents (HEAD and every branch, remote-tracking branch
   * and stash tip): equal for two captures, their bundles hold the same commits.
   */
  bundle_inputs?: string;
}

export interface GitCapture {
  state: GitState;
  /** Temp file with `git bundle` of the unpushed commits, if there are any. */
  bundlePath?: string;
  /** Removes the temp bundle. */
  cleanup(): Promise<void>;
}

const git = tryGitOut;

/** The branch and HEAD of the repository `cwd` is in (both null outside one): what a periodic check compares. */
export async function gitHead(cwd: string): Promise<{ branch: string | null; head: string | null }> {
  const [branch, head] = await Promise.all([git(cwd, ['symbolic-ref', '--short', '-q', 'HEAD']), git(cwd, ['rev-parse', '-q', '--verify', 'HEAD'])]);
  return { branch: branch?.trim() || null, head: head?.trim() || null };
}

/**
 * undefined when `cwd` is not inside a git work tree (or git is missing). `scratch`: the root
 * for the bundle's folder (see platform/workdir.ts). No bundle is made when `reuseBundle` could
 * reuse one of the same inputs (a copy of the parent's).
 */
export async function captureGit(cwd: string, scratch = DEFAULT_SCRATCH, o: { reuseBundle?: (inputs: string) => Promise<boolean> } = {}): Promise<GitCapture | undefined> {
  const root = (await git(cwd, ['rev-parse', '--show-toplevel']))?.trim();
  if (!root) return undefined;
  const [branch, head, upstream, status, stashList, remotesOut] = await Promise.all([
    git(root, ['symbolic-ref', '--short', '-q', 'HEAD']),
    git(root, ['rev-parse', '-q', '--verify', 'HEAD']),
    git(root, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{u}']),
    git(root, ['status', '--porcelain=v1', '-z', '--untracked-files=all']),
    git(root, ['stash', 'list', '--format=%gd%x00%H%x00%s%x00']),
    git(root, ['remote', '-v']),
  ]);
  const state: GitState = {
    root,
    branch: branch?.trim() || null,
    head: head?.trim() || null,
    upstream: upstream?.trim() || null,
    ahead: null,
    behind: null,
    dirty: false,
    modified: [],
    untracked: [],
    changes: [],
    stashes: [],
    remotes: [],
    unpushed_commits: 0,
  };
  if (state.upstream) {
    const counts = (await git(root, ['rev-list', '--left-right', '--count', '@{u}...HEAD']))?.trim().split(/\s+/);
    if (counts?.length === 2) {
      state.behind = Number(counts[0]);
      state.ahead = Number(counts[1]);
    }
  }
  // porcelain -z: "XY path\0", renames add "\0orig path".
  const entries = (status ?? '').split('\0');
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.length < 4) continue;
    const code = e.slice(0, 2);
    const path = e.slice(3);
    if (code === '??') state.untracked.push(path);
    else if (code !== '!!') state.modified.push(path);
    if (code !== '!!') state.changes.push({ code, path });
    if (code[0] === 'R' || code[0] === 'C') i++; // skip the original path
  }
  state.dirty = state.modified.length > 0 || state.untracked.length > 0;
  const s = (stashList ?? '').split('\0');
  for (let i = 0; i + 2 < s.length; i += 3) {
    const ref = s[i]!.replace(/^\n/, '');
    if (ref) state.stashes.push({ ref, commit: s[i + 1]!, message: s[i + 2]! });
  }
  const seen = new Set<string>();
  for (const line of (remotesOut ?? '').split('\n')) {
    const [name, url] = line.split(/\s+/);
    if (name && url && !seen.has(name)) {
      seen.add(name);
      state.remotes.push({ name, url: redactUrl(url) });
    }
  }

  const capture: GitCapture = { state, cleanup: async () => undefined };
  if (state.head) await bundleUnpushed(root, capture, scratch, o.reuseBundle);
  return capture;
}

/** The count of unpushed commits, and the bundle that carries them and the stashes (into `capture`). */
async function bundleUnpushed(root: string, capture: GitCapture, scratch: string, reuseBundle: ((inputs: string) => Promise<boolean>) | undefined): Promise<void> {
  const { state } = capture;
  // The figure people read counts the commits of their branches (and a detached HEAD) that no
  // remote has; the bundle also carries the stashes' commits (a work tree, an index, untracked
  // files each) so that restore can put the stashes back, but they are not "unpushed commits".
  const unpushed = ['--branches', 'HEAD', '--not', '--remotes'];
  const revs = ['--branches', 'HEAD', ...(state.stashes.length ? ['refs/stash'] : []), '--not', '--remotes'];
  const count = Number((await git(root, ['rev-list', '--count', ...unpushed]))?.trim() ?? 0);
  state.unpushed_commits = Number.isFinite(count) ? count : 0;
  if (state.unpushed_commits > 0 || state.stashes.length > 0) {
    const refs = await git(root, ['for-each-ref', '--format=%(objectname) %(refname)', 'refs/heads', 'refs/remotes', 'refs/stash']);
    if (refs !== undefined) state.bundle_inputs = sha256Hex(`${state.head}\n${refs}`);
    if (state.bundle_inputs && (await reuseBundle?.(state.bundle_inputs))) return;
    const dir = await makeWorkDir(scratch, 'git');
    const bundlePath = join(dir, 'unpushed.bundle');
    const made = await git(root, ['bundle', 'create', bundlePath, ...revs]);
    const exists = made !== undefined && (await stat(bundlePath).catch(() => undefined));
    if (exists) capture.bundlePath = bundlePath;
    capture.cleanup = () => rm(dir, { recursive: true, force: true });
  }
}

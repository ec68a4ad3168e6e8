import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { redactUrl } from '../../core/redact.js';
import { gitTopLevel, tryGitOut } from '../../platform/git.js';
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
  /** Makes that temp file when it was left for later (captureGit's `later`); undefined when git made none. */
  makeBundle?: () => Promise<string | undefined>;
  /** Removes the temp bundle. */
  cleanup(): Promise<void>;
}

const git = tryGitOut;

/** The branch and HEAD of the repository `cwd` is in (both null outside one): what a periodic check compares. */
export async function gitHead(cwd: string): Promise<{ branch: string | null; head: string | null }> {
  const [branch, head] = await Promise.all([
    git(cwd, ['symbolic-ref', '--short', '-q', 'HEAD']),
    git(cwd, ['rev-parse', '-q', '--verify', 'HEAD']),
  ]);
  return { branch: branch?.trim() || null, head: head?.trim() || null };
}

/** What captureGit does with the bundle of the unpushed commits, given what decides its contents. */
interface BundleChoice {
  /** Copies one of the same inputs (the parent's); no bundle is made when it did. */
  reuseBundle?: (inputs: string) => Promise<boolean>;
  /** Leaves the bundle to `makeBundle`, for whoever may find one of the same inputs stored already. */
  later?: (inputs: string) => boolean;
}

/**
 * undefined when `cwd` is not inside a git work tree (or git is missing). `scratch`: the root
 * for the bundle's folder (see platform/workdir.ts).
 */
export async function captureGit(
  cwd: string,
  scratch = DEFAULT_SCRATCH,
  o: BundleChoice = {},
): Promise<GitCapture | undefined> {
  const root = await gitTopLevel(cwd);
  if (!root) return undefined;
  // One status answers the branch, HEAD, the upstream with ahead/behind, and the changes; the refs
  // and the count of unpushed commits need none of it, so every question is asked at once (each
  // git is a process: asked one after another they were most of a one-file change's wait).
  const [status, remotesOut, refs, count] = await Promise.all([
    git(root, ['status', '--porcelain=v2', '--branch', '-z', '--untracked-files=all']),
    git(root, ['remote', '-v']),
    git(root, ['for-each-ref', '--format=%(objectname) %(refname)', 'refs/heads', 'refs/remotes', 'refs/stash']),
    git(root, ['rev-list', '--count', ...UNPUSHED]),
  ]);
  // The stashes are listed only when there is one (refs/stash exists): most repositories have none.
  const stashList = /^\S+ refs\/stash$/m.test(refs ?? '')
    ? await git(root, ['stash', 'list', '--format=%gd%x00%H%x00%s%x00'])
    : '';
  const state: GitState = {
    root,
    branch: null,
    head: null,
    upstream: null,
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
  readStatus(status ?? '', state);
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
  if (state.head) await bundleUnpushed(root, capture, { refs, count }, scratch, o);
  return capture;
}

/**
 * `git status --porcelain=v2 --branch -z` into `state`: the headers give the branch (none when
 * detached), HEAD (none before the first commit), and the upstream with ahead/behind (only when its
 * branch exists: a gone upstream is none, as `@{u}` says); each entry its code, written as v1
 * writes it (`.` is a space: ` M`, `??`), and its path (a rename's original path follows it).
 */
function readStatus(status: string, state: GitState): void {
  const fields = status.split('\0');
  let upstream: string | null = null;
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i]!;
    const header = /^# branch\.(oid|head|upstream|ab) (.*)$/s.exec(f);
    if (header) {
      const [, name, value] = header as unknown as [string, string, string];
      if (name === 'oid' && value !== '(initial)') state.head = value;
      if (name === 'head' && value !== '(detached)') state.branch = value;
      if (name === 'upstream') upstream = value;
      const ab = name === 'ab' ? /^\+(\d+) -(\d+)$/.exec(value) : null;
      if (ab) [state.upstream, state.ahead, state.behind] = [upstream, Number(ab[1]), Number(ab[2])];
      continue;
    }
    // "1 XY sub mH mI mW hH hI path", "2 XY sub mH mI mW hH hI Xscore path" (+ the original path), "u XY sub m1 m2 m3 mW h1 h2 h3 path", "? path"
    const kind = f[0];
    const before = kind === '1' ? 8 : kind === '2' ? 9 : kind === 'u' ? 10 : kind === '?' ? 1 : -1;
    if (before < 0) continue;
    const path = f.split(' ').slice(before).join(' ');
    const code = kind === '?' ? '??' : f.slice(2, 4).replace(/\./g, ' ');
    if (kind === '?') state.untracked.push(path);
    else state.modified.push(path);
    state.changes.push({ code, path });
    if (kind === '2') i++; // the original path
  }
}

/**
 * The commits people count as unpushed: those of their branches (and a detached HEAD) that no remote
 * has. The bundle also carries the stashes' commits (a work tree, an index, untracked files each) so
 * that restore can put the stashes back, but they are not "unpushed commits".
 */
const UNPUSHED = ['--branches', 'HEAD', '--not', '--remotes'];

/** The count of unpushed commits, and the bundle that carries them and the stashes (into `capture`). */
async function bundleUnpushed(
  root: string,
  capture: GitCapture,
  asked: { refs: string | undefined; count: string | undefined },
  scratch: string,
  o: BundleChoice,
): Promise<void> {
  const { state } = capture;
  const revs = ['--branches', 'HEAD', ...(state.stashes.length ? ['refs/stash'] : []), '--not', '--remotes'];
  const count = Number(asked.count?.trim() ?? 0);
  state.unpushed_commits = Number.isFinite(count) ? count : 0;
  if (state.unpushed_commits === 0 && state.stashes.length === 0) return;
  if (asked.refs !== undefined) state.bundle_inputs = sha256Hex(`${state.head}\n${asked.refs}`);
  const inputs = state.bundle_inputs;
  if (inputs && (await o.reuseBundle?.(inputs))) return;
  let made: Promise<string | undefined> | undefined;
  const make = () =>
    (made ??= (async () => {
      const dir = await makeWorkDir(scratch, 'git');
      capture.cleanup = () => rm(dir, { recursive: true, force: true });
      const bundlePath = join(dir, 'unpushed.bundle');
      const out = await git(root, ['bundle', 'create', bundlePath, ...revs]);
      return out !== undefined && (await stat(bundlePath).catch(() => undefined)) ? bundlePath : undefined;
    })());
  if (inputs && o.later?.(inputs)) capture.makeBundle = make;
  else {
    const path = await make();
    if (path) capture.bundlePath = path;
  }
}

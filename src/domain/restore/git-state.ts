import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GitState } from '../capture/git.js';
import { CheckpointError, errorMessage } from '../../core/errors.js';
import { storedPathProblem } from '../../core/stored-path.js';
import { download, type StorageBackend } from '../../storage/backend.js';
import { type Manifest, storedPartKey } from '../volume/manifest.js';
import { borrowLocalObjects, clearWayFor, git, isLocalPath, tryGit, type Way } from './git.js';
import type { RestoreReport } from './report.js';

// A checkpoint's git state put back: validated first (it comes from the volume), then the branch, HEAD and index as the restore's way asks.

const HEX_RE = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

const REMOTE_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** git/state.json as stored, checked as a whole: one bad field refuses the restore before any write. */
export async function validGitState(raw: unknown, where: string): Promise<GitState> {
  const s = raw as Partial<GitState> | undefined;
  const problems: string[] = [];
  if (!s || typeof s !== 'object') throw new CheckpointError('INVALID_DATA', `${where}: not an object`);
  const str = (v: unknown) => typeof v === 'string';
  if (s.head !== null && !(str(s.head) && HEX_RE.test(s.head!)))
    problems.push(`head ${JSON.stringify(s.head)} is not a commit hash`);
  if (s.branch !== null) {
    if (
      !str(s.branch) ||
      (await tryGit(tmpdir(), ['check-ref-format', `refs/heads/${s.branch}`])) === undefined ||
      s.branch!.startsWith('-')
    )
      problems.push(`branch ${JSON.stringify(s.branch)} is not a valid branch name`);
  }
  for (const r of Array.isArray(s.remotes) ? s.remotes : []) {
    if (!str(r?.name) || !REMOTE_NAME_RE.test(r.name))
      problems.push(`remote name ${JSON.stringify(r?.name)} is not valid`);
    if (!str(r?.url) || r.url.startsWith('-') || /^[A-Za-z][A-Za-z0-9+.-]*::/.test(r.url) || r.url.includes('\0'))
      problems.push(`remote ${JSON.stringify(r?.name)} has an unsafe URL`);
  }
  for (const st of Array.isArray(s.stashes) ? s.stashes : []) {
    if (!str(st?.commit) || !HEX_RE.test(st.commit))
      problems.push(`stash commit ${JSON.stringify(st?.commit)} is not a commit hash`);
    if (!str(st?.message)) problems.push('a stash has no message');
  }
  for (const c of Array.isArray(s.changes) ? s.changes : []) {
    if (!str(c?.code) || !str(c?.path)) {
      problems.push('a change entry is not {code, path}');
      continue;
    }
    const why = storedPathProblem(c.path);
    if (why) problems.push(`changed path ${JSON.stringify(c.path.slice(0, 200))}: ${why}`);
  }
  if (!Array.isArray(s.remotes) || !Array.isArray(s.stashes) || !Array.isArray(s.changes))
    problems.push('remotes, stashes and changes must be lists');
  if (problems.length)
    throw new CheckpointError(
      'INVALID_DATA',
      `${where}: refusing to restore (${problems.slice(0, 5).join('; ')})`,
      'the checkpoint was tampered with or damaged; nothing was written',
    );
  return s as GitState;
}

/**
 * git's part: init, remotes fetched, the bundle's commits added, HEAD checked out or fast-forwarded
 * (what is in the way and held by nothing is moved aside first: git.ts clearWayFor), stashes.
 */
export async function restoreGit(
  store: StorageBackend,
  m: Manifest,
  state: GitState,
  target: string,
  tmp: string,
  warnings: string[],
  way: Way,
): Promise<NonNullable<RestoreReport['git']>> {
  // A new repository takes the objects of its first remote on this machine as `git clone` would (git.ts borrowLocalObjects).
  let borrow = !existsSync(join(target, '.git'));
  if (borrow) {
    await mkdir(target, { recursive: true });
    await git(target, ['init', '-q', ...(state.branch ? ['-b', state.branch] : [])]);
  }
  for (const r of state.remotes) {
    if ((await tryGit(target, ['remote', 'get-url', r.name])) === undefined)
      await git(target, ['remote', 'add', r.name, r.url]);
    if (borrow && isLocalPath(r.url)) borrow = !(await borrowLocalObjects(target, r.url));
    if ((await tryGit(target, ['fetch', '-q', r.name])) === undefined)
      warnings.push(`could not fetch ${r.name} (${r.url}): commits only on that remote are not restored`);
  }
  let unpushedRestored = 0;
  const bundle = join(tmp, 'unpushed.bundle');
  if (m.parts['git/unpushed.bundle'] && (await download(store, storedPartKey(m, 'git/unpushed.bundle'), bundle))) {
    await git(target, ['bundle', 'verify', '-q', bundle]).catch((err: unknown) => {
      throw new CheckpointError('INVALID_DATA', `git bundle of ${m.id} does not verify: ${errorMessage(err)}`);
    });
    // Every ref of the bundle lands under refs/pai-restore/: only commits are added, nothing moves.
    await git(target, ['fetch', '-q', bundle, '+refs/*:refs/pai-restore/*']);
    unpushedRestored = typeof state.unpushed_commits === 'number' ? state.unpushed_commits : 0;
  }
  let action = 'none';
  if (state.head && (await tryGit(target, ['cat-file', '-e', `${state.head}^{commit}`])) !== undefined)
    action = await moveHead(m, state, state.head, target, way);
  else if (state.head)
    warnings.push(
      `commit ${state.head} is not available (not on a reachable remote, not in the bundle): git HEAD not restored`,
    );
  let stashesRestored = 0;
  const known = new Set((await tryGit(target, ['stash', 'list', '--format=%H']))?.split('\n') ?? []);
  for (const st of [...state.stashes].reverse()) {
    if (known.has(st.commit) || (await tryGit(target, ['cat-file', '-e', `${st.commit}^{commit}`])) === undefined)
      continue;
    if ((await tryGit(target, ['stash', 'store', '-m', st.message, st.commit])) !== undefined) stashesRestored++;
  }
  return { branch: state.branch, head: state.head, action, unpushedRestored, stashesRestored };
}

/** HEAD to the checkpoint's commit: checked out (a new repository), fast-forwarded, or on a side branch; what it did. */
async function moveHead(m: Manifest, state: GitState, head: string, target: string, way: Way): Promise<string> {
  const current = await tryGit(target, ['rev-parse', '-q', '--verify', 'HEAD']);
  const branch = state.branch;
  if (current === head) return 'HEAD already at the checkpoint';
  if (!current && way.filesFollow) {
    // HEAD and the index only: the workspace's files follow (git.ts Way.filesFollow)
    await git(target, ['symbolic-ref', 'HEAD', `refs/heads/${branch ?? 'pai-restore'}`]);
    await git(target, ['reset', '-q', head]);
    return `checked out ${branch ?? 'pai-restore'} at ${head.slice(0, 12)}`;
  }
  await clearWayFor(target, head, way);
  if (!current) {
    await git(target, ['checkout', '-q', '-f', '-B', branch ?? 'pai-restore', head]);
    return `checked out ${branch ?? 'pai-restore'} at ${head.slice(0, 12)}`;
  }
  if (
    branch &&
    (await tryGit(target, ['merge-base', '--is-ancestor', current, head])) !== undefined &&
    (await tryGit(target, ['symbolic-ref', '--short', '-q', 'HEAD'])) === branch
  ) {
    await git(target, ['merge', '-q', '--ff-only', head]);
    return `fast-forwarded ${branch} to ${head.slice(0, 12)}`;
  }
  const side = `pai-restore/${(branch ?? 'detached').replace(/[^A-Za-z0-9._/-]/g, '-')}-${m.id.slice(-8).toLowerCase()}`;
  await git(target, ['checkout', '-q', '-f', '-B', side, head]);
  return `${branch ?? 'HEAD'} has moved on; checked out ${side} at ${head.slice(0, 12)} (nothing was reset)`;
}

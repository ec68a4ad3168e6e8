import { existsSync, lstatSync, readdirSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gitOut } from '../../platform/git.js';
import { moveAside } from './extract.js';

/**
 * git for restores (platform/git.ts: a restore executes nothing it brings along), trimmed
 * (`raw`: as it is, for -z listings whose first name may start with a space).
 */
export async function git(cwd: string, args: string[], o: { raw?: boolean } = {}): Promise<string> {
  const stdout = await gitOut(cwd, args);
  return o.raw ? stdout : stdout.trim();
}

export async function tryGit(cwd: string, args: string[], o: { raw?: boolean } = {}): Promise<string | undefined> {
  try {
    return await git(cwd, args, o);
  } catch {
    return undefined;
  }
}

/**
 * Whether git reads `url` as a path on this machine (git's own rule, connect.c
 * url_is_local_not_ssh: no `scheme://`, and no `host:` before the first slash).
 */
export function isLocalPath(url: string): boolean {
  if (url.includes('://')) return false;
  const colon = url.indexOf(':');
  const slash = url.indexOf('/');
  return colon < 0 || (slash >= 0 && slash < colon);
}

/**
 * A new repository at `repo` (just made by `git init`: its objects folder is empty) takes the
 * objects of the local repository at `url` the way `git clone` of a path does: hard links
 * (`--local` stops where it cannot link: the fetch then does it) instead of the pack that a fetch builds and compresses object by
 * object (antd, 47 MB of loose objects: 0.5 s against 10 s). git does the copying — a bare
 * `clone --local` inside our .git, whose objects folder then replaces ours — so git's own checks
 * hold (it refuses an origin whose objects folder holds a symbolic link); it brings none of the
 * origin's config or hooks (a clone never copies them), and runs with ours turned off (platform/git.ts).
 * The fetch that follows then finds every object here and transfers nothing. Whether it worked: on
 * any failure (a missing origin, no rights, another file system) or a clone whose objects are not
 * all its own (incompleteClone) the fetch does the work as before.
 */
export async function borrowLocalObjects(repo: string, url: string): Promise<boolean> {
  const scratch = join(repo, '.git', 'pai-local-clone');
  const objects = join(repo, '.git', 'objects');
  try {
    await git(repo, ['clone', '-q', '--bare', '--local', '--', url, scratch]);
    if (await incompleteClone(scratch)) return false;
    await rename(objects, join(scratch, 'objects.empty'));
    await rename(join(scratch, 'objects'), objects).catch(async (err: unknown) => {
      await rename(join(scratch, 'objects.empty'), objects); // ours back: the fetch does it all
      throw err;
    });
    return true;
  } catch {
    return false;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Whether a clone's objects are not all its own: a shallow origin's (its history cut), a partial
 * one's (promisor packs: objects left on its remote), or one borrowing through alternates (it would
 * depend on a third folder, perhaps another user's). Its objects then never replace ours: the fetch
 * copies what there is, and a missing HEAD is said as before.
 */
async function incompleteClone(bare: string): Promise<boolean> {
  if (existsSync(join(bare, 'shallow')) || existsSync(join(bare, 'objects', 'info', 'alternates'))) return true;
  const packs = await readdir(join(bare, 'objects', 'pack')).catch(() => [] as string[]);
  return packs.some((f) => f.endsWith('.promisor'));
}

const names = (z: string | undefined) => (z ?? '').split('\0').filter(Boolean);

/**
 * Files of the repository that git can give back exactly as they are: tracked, and unchanged from
 * HEAD. Replacing or deleting one of them loses nothing (the checkout just wrote many of them).
 */
export async function recoverableFromGit(repo: string): Promise<Set<string>> {
  const tracked = await tryGit(repo, ['ls-files', '-z'], { raw: true });
  if (tracked === undefined) return new Set();
  const changed = new Set(
    names(await tryGit(repo, ['diff', '--name-only', '--no-renames', '-z', 'HEAD'], { raw: true })),
  );
  return new Set(names(tracked).filter((f) => !changed.has(f)));
}

/** What may be replaced, and where what may not goes. */
export interface Way {
  /** Paths (relative, '/') a checkpoint holds: git may replace or delete these. */
  held: ReadonlySet<string>;
  /** Where the rest goes (`<target>.pai-displaced-<time>`). */
  displacedDir: string;
  /** Appended: what was moved there. */
  displaced: string[];
  /**
   * The target was empty and the checkpoint's workspace is placed next: a new repository's checkout
   * then sets HEAD and the index only, and writes no file — the workspace holds them, and writing
   * each twice (git's, then the merge replacing it) was most of a restore's time. `completeCheckout`
   * then gives back what the workspace did not hold.
   */
  filesFollow?: boolean;
}

/**
 * After the workspace of an empty target is placed (`Way.filesFollow`): the index learns the files'
 * stat data (`git status` does not hash them all again), and a tracked file that the workspace
 * does not hold and that git did not record as deleted is checked out from HEAD, as a checkout
 * would have written it.
 */
export async function completeCheckout(repo: string, deletions: ReadonlySet<string>): Promise<void> {
  await tryGit(repo, ['update-index', '-q', '--refresh']); // fails (exit 1) while files are missing: asked below
  const missing = names(await tryGit(repo, ['ls-files', '-d', '-z'], { raw: true })).filter((p) => !deletions.has(p));
  for (let i = 0; i < missing.length; i += 500)
    await git(repo, ['checkout-index', '-f', '-q', '--', ...missing.slice(i, i + 500)]);
}

/**
 * Before git makes the work tree match `commit` (a checkout -f, a fast-forward): git replaces
 * ignored files that are in the way without asking — a file of the
 * commit where an ignored file is, a folder of ignored files where the commit has a file, an
 * ignored file where it needs a folder — and with -f untracked ones too. Whatever it would so
 * remove that neither a checkpoint holds (`held`) nor git itself tracks is moved aside first,
 * never deleted: the rule the workspace merge follows (extract.ts). Submodules are left alone.
 *
 * Only the paths git will write are looked at: those that differ between HEAD and `commit`, and
 * those the work tree changed from HEAD (a tracked file deleted, a folder where it was); all of
 * the commit's when there is no HEAD yet. (20,000 files, nothing changed: the cost of a `git diff`.)
 */
export async function clearWayFor(repo: string, commit: string, way: Way): Promise<void> {
  const diff = (...args: string[]) =>
    tryGit(repo, ['diff', '--name-only', '--no-renames', '-z', ...args], { raw: true });
  const [listing, head, between, local] = await Promise.all([
    tryGit(repo, ['ls-tree', '-r', '-z', '--full-tree', commit], { raw: true }),
    tryGit(repo, ['rev-parse', '-q', '--verify', 'HEAD']),
    diff('HEAD', commit),
    diff('HEAD'),
  ]);
  if (listing === undefined) return; // no such commit: nothing for git to write
  const modes = new Map<string, string>();
  for (const rec of names(listing)) modes.set(rec.slice(rec.indexOf('\t') + 1), rec.slice(0, rec.indexOf(' ')));
  const written =
    head === undefined
      ? [...modes.keys()]
      : [...new Set([...names(between), ...names(local)])].filter((p) => modes.has(p));
  if (written.length === 0) return;
  const tracked = new Set(names(await tryGit(repo, ['ls-files', '-z'], { raw: true })));
  const keep = (rel: string) => way.held.has(rel) || tracked.has(rel);
  const aside = async (rel: string) => {
    way.displaced.push(await moveAside(join(repo, rel), rel, way.displacedDir));
  };
  const folders = new Map<string, boolean>(); // a folder the commit needs → whether one is there now
  for (const path of written.sort()) {
    const segs = path.split('/');
    let there = true;
    for (let i = 1; i < segs.length && there; i++) {
      const dir = segs.slice(0, i).join('/');
      let known = folders.get(dir);
      if (known === undefined) {
        const st = lstatSync(join(repo, dir), { throwIfNoEntry: false });
        if (st && !st.isDirectory() && !keep(dir)) await aside(dir); // a file or link where git needs a folder
        folders.set(dir, (known = Boolean(st?.isDirectory())));
      }
      there = known;
    }
    const st = there ? lstatSync(join(repo, path), { throwIfNoEntry: false }) : undefined;
    if (!st) continue;
    if (st.isDirectory()) {
      if (modes.get(path) !== '160000' && holdsUnkept(join(repo, path), path, keep)) await aside(path);
    } else if (!keep(path)) await aside(path);
  }
}

/** Whether the folder holds a file or link that `keep` does not (a nested repository's files count). */
function holdsUnkept(abs: string, rel: string, keep: (rel: string) => boolean): boolean {
  for (const e of readdirSync(abs, { withFileTypes: true })) {
    const r = `${rel}/${e.name}`;
    if (e.isDirectory() ? holdsUnkept(join(abs, e.name), r, keep) : !keep(r)) return true;
  }
  return false;
}

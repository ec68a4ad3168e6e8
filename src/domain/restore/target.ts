import { existsSync, lstatSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { CheckpointError } from '../../core/errors.js';
import { isGitDir } from '../../core/stored-path.js';

/**
 * Where a restore may write. A restore merges a whole tree into its target, runs `git init` and
 * checkouts there and may delete files, so some folders are never a target, whatever a manifest
 * (which anyone who can write the volume can forge) or a mistyped `--to` says:
 * - the file-system root, the home folder itself and any folder that contains it;
 * - a hidden folder of the home (`~/.ssh`, `~/.config`, `~/.pai`, `~/.claude`…): keys,
 *   credentials, shell start-up files and our own state live there — the user's own `~/.ssh`
 *   as much as another user's;
 * - another user's home folder (its owner in the user database, or `/home/<name>`, `/Users/<name>`
 *   of someone else) and anything inside it, and a target that exists and belongs to another user
 *   (as root, files restored there would be root's in someone else's tree);
 * - a repository's git folder (`proj/.git/hooks`, a bare `repo.git`): hooks and config run commands;
 * - system folders (`/etc`, `/usr`, `/var/lib`…) and shared roots (`/tmp`, `/opt`, `/home`…)
 *   themselves;
 * - a file (or a path beneath one): a restore writes a folder.
 * Symlinks are resolved first (`--to ./link` where link → /etc is /etc).
 */
const SYSTEM_TREES = [
  '/bin',
  '/boot',
  '/dev',
  '/etc',
  '/lib',
  '/lib32',
  '/lib64',
  '/libx32',
  '/proc',
  '/run',
  '/sbin',
  '/sys',
  '/usr',
  '/snap',
  '/var/lib',
  '/var/log',
  '/var/spool',
  '/var/cache',
  '/var/run',
  '/var/mail',
  '/System',
  '/Library',
  '/Applications',
  '/private/etc',
  '/private/var/db',
];
const SHARED_ROOTS = [
  '/home',
  '/Users',
  '/root',
  '/tmp',
  '/var',
  '/var/tmp',
  '/opt',
  '/srv',
  '/mnt',
  '/media',
  '/private',
  '/private/tmp',
  '/private/var',
  '/Volumes',
];
/** Folders whose entries are users' homes by convention (macOS keeps no user in /etc/passwd). */
const HOME_PARENTS = ['/home', '/Users'];

/** A user of this machine: the owner of a home folder. */
interface SystemUser {
  name: string;
  uid: number;
  home: string;
}

/** The users /etc/passwd lists (none where it is absent or unreadable). */
function systemUsers(file = '/etc/passwd'): SystemUser[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const users: SystemUser[] = [];
  for (const line of text.split('\n')) {
    const [name, , uid, , , home] = line.split(':');
    if (name && home && uid !== undefined && /^\d+$/.test(uid)) users.push({ name, uid: Number(uid), home });
  }
  return users;
}

/** The real path of `p`: symlinks resolved in the part that exists, the rest appended. */
export function realPathOf(p: string): string {
  const abs = resolve(p);
  const rest: string[] = [];
  let at = abs;
  for (;;) {
    try {
      return join(realpathSync(at), ...rest.reverse());
    } catch {
      const up = dirname(at);
      if (up === at) return abs;
      rest.push(basename(at));
      at = up;
    }
  }
}

const within = (p: string, root: string) => p === root || p.startsWith(root.endsWith(sep) ? root : root + sep);

/** Why a restore may not write into a folder, and what to do instead. */
interface TargetProblem {
  why: string;
  hint: string;
}

const ELSEWHERE = 'pass --to <a project folder> (an empty or new folder is safest)';
const OWN = 'restore as that user, or pass --to <a folder of your own>';

/** Why `target` may not be restored into, or undefined when it may. `users`: the machine's users (default: /etc/passwd). */
export function restoreTargetProblem(
  target: string,
  home: string,
  users: SystemUser[] = systemUsers(),
): TargetProblem | undefined {
  const t = realPathOf(target);
  const h = realPathOf(home);
  const problem = (why: string, hint = ELSEWHERE) => ({ why, hint });
  if (t === '/' || t === sep) return problem('the file-system root');
  if (t === h) return problem('your home folder itself');
  if (within(h, t)) return problem('a folder that contains your home folder');
  const hidden = hiddenFolderOfAHome(t, h, users);
  if (hidden) return problem(hidden, `${ELSEWHERE}, then copy what you need from it by hand`);
  const other = otherUsersHome(t, h, users);
  if (other) return problem(other, OWN);
  const gitDir = gitDirOf(t);
  if (gitDir)
    return problem(
      `inside the git folder ${gitDir}: git runs what its hooks and config say`,
      basename(gitDir) === '.git'
        ? `pass --to ${dirname(gitDir)} (the project that holds it) or another project folder`
        : ELSEWHERE,
    );
  for (const s of SYSTEM_TREES) if (within(t, s)) return problem(`a system folder (${s})`);
  const shared = [...SHARED_ROOTS, realPathOf(tmpdir())];
  if (shared.includes(t)) return problem(`a shared system folder (${t})`);
  return notAFolder(t) ?? ownedByAnother(t, users);
}

/** The user's own homes: the one given (HOME), and the one the user database names. */
function ownHomes(home: string): string[] {
  let db: string | undefined;
  try {
    db = userInfo().homedir;
  } catch {
    db = undefined; // no entry for this uid (a container's arbitrary uid)
  }
  return [home, ...(db ? [realPathOf(db)] : [])];
}

/** Every folder that is someone's home: the users' (not `/`), and the entries of /home and /Users. */
function allHomes(users: SystemUser[]): string[] {
  const homes = users.map((u) => u.home).filter((d) => d.startsWith('/') && d !== '/');
  for (const parent of HOME_PARENTS) {
    try {
      for (const n of readdirSync(parent)) if (!n.startsWith('.') && n !== 'Shared') homes.push(join(parent, n));
    } catch {
      // no such folder here
    }
  }
  return [...new Set(homes.map(realPathOf))];
}

/** `~/.ssh`, `~/.config`… of the user or of anyone else: why not, or undefined. */
function hiddenFolderOfAHome(t: string, h: string, users: SystemUser[]): string | undefined {
  for (const home of [h, ...allHomes(users)]) {
    if (!within(t, home) || t === home || home === '/') continue;
    const first = t.slice(home.length + 1).split(sep)[0] ?? '';
    if (!first.startsWith('.')) continue;
    return home === h
      ? `a hidden folder of your home (${join(h, first)}): keys, credentials and settings live there`
      : `a hidden folder of a user's home (${join(home, first)}): keys, credentials and settings live there`;
  }
  return undefined;
}

/**
 * A folder in another user's home: why not, or undefined. Another user's home is the home of a
 * user of the database other than this one (system accounts, uid 1–999, are left to the system
 * lists: their homes are /var/www, /var/lib/…), or a folder of /home or /Users that another user
 * (not root) owns — users of a directory service are not in /etc/passwd, nor are macOS users.
 */
function otherUsersHome(t: string, h: string, users: SystemUser[]): string | undefined {
  const uid = process.getuid?.();
  const mine = ownHomes(h);
  const others = users
    .filter((u) => u.uid !== uid && (u.uid === 0 || u.uid >= 1000) && u.home.startsWith('/') && u.home !== '/')
    .map((u) => ({ home: realPathOf(u.home), who: `${u.name}'s` }));
  for (const parent of HOME_PARENTS) {
    const name = within(t, parent) && t !== parent ? t.slice(parent.length + 1).split(sep)[0] : undefined;
    const owner = name ? lstatOf(join(parent, name))?.uid : undefined;
    if (name && owner !== undefined && owner !== uid && owner !== 0)
      others.push({ home: join(parent, name), who: `${users.find((u) => u.uid === owner)?.name ?? `uid ${owner}`}'s` });
  }
  for (const o of others) {
    if (mine.some((m) => within(m, o.home) || within(o.home, m))) continue;
    if (within(t, o.home)) return `inside ${o.who} home folder (${o.home})`;
  }
  return undefined;
}

/** The git folder `t` is in (a `.git` segment, or a bare repository: HEAD, objects/ and refs/), if any. */
function gitDirOf(t: string): string | undefined {
  const segs = t.split(sep);
  const at = segs.findIndex((s) => isGitDir(s));
  if (at > 0) return segs.slice(0, at + 1).join(sep);
  for (let d = t; ; d = dirname(d)) {
    if (existsSync(join(d, 'HEAD')) && isDir(join(d, 'objects')) && isDir(join(d, 'refs'))) return d;
    if (dirname(d) === d) return undefined;
  }
}

/** lstat, or undefined for a path that is not there (ENOENT, or ENOTDIR beneath a file). */
function lstatOf(p: string) {
  try {
    return lstatSync(p);
  } catch {
    return undefined;
  }
}

function isDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** A target that is a file, or lies beneath one: why not, or undefined. */
function notAFolder(t: string): TargetProblem | undefined {
  for (let d = t; ; d = dirname(d)) {
    const st = lstatOf(d);
    if (st) {
      if (st.isDirectory()) return undefined;
      return {
        why: d === t ? 'it is a file, not a folder' : `it lies beneath the file ${d}`,
        hint: 'pass --to <a folder> (a new one is made)',
      };
    }
    if (dirname(d) === d) return undefined;
  }
}

/**
 * A target that belongs to another user (not root): why not, or undefined. As root, a new target
 * made inside another user's folder counts too (root's files in someone else's tree; permissions
 * stop no one there). Others are stopped by the permissions of the folders they cannot write.
 */
function ownedByAnother(t: string, users: SystemUser[]): TargetProblem | undefined {
  const uid = process.getuid?.();
  if (uid === undefined) return undefined;
  for (let d = t; ; d = dirname(d)) {
    const st = lstatOf(d);
    if (st) {
      if (st.uid === uid || st.uid === 0 || (d !== t && uid !== 0)) return undefined;
      const name = users.find((u) => u.uid === st.uid)?.name;
      const who = `another user (${name ? `${name}, ` : ''}uid ${st.uid})`;
      return { why: d === t ? `it belongs to ${who}` : `it would be made in ${d}, which belongs to ${who}`, hint: OWN };
    }
    if (dirname(d) === d) return undefined;
  }
}

/** Throws USAGE naming the folder and why, when a restore must not write there. */
export function assertRestoreTarget(target: string, home: string): string {
  const p = restoreTargetProblem(target, home);
  if (p) throw refusal(target, p);
  return resolve(target);
}

function refusal(target: string, p: TargetProblem): CheckpointError {
  return new CheckpointError('USAGE', `refusing to restore into ${resolve(target)}: ${p.why}`, p.hint);
}

/** Whether `dir` is missing or an empty folder (what a resume restores into); USAGE naming it when it is a file or beneath one. */
export function missingOrEmpty(dir: string): boolean {
  const p = notAFolder(realPathOf(dir));
  if (p) throw refusal(dir, p);
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

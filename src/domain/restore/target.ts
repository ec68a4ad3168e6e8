import { realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { CheckpointError } from '../../core/errors.js';

/**
 * Where a restore may write. A restore merges a whole tree into its target, runs `git init` and
 * checkouts there and may delete files, so some folders are never a target, whatever a manifest
 * (which anyone who can write the volume can forge) or a mistyped `--to` says:
 * - the file-system root, the home folder itself and any folder that contains it;
 * - a hidden folder of the home (`~/.ssh`, `~/.config`, `~/.pai`, `~/.claude`…): keys,
 *   credentials, shell start-up files and our own state live there;
 * - system folders (`/etc`, `/usr`, `/var/lib`…) and shared roots (`/tmp`, `/opt`, `/home`…)
 *   themselves.
 * Symlinks are resolved first (`--to ./link` where link → /etc is /etc).
 */
const SYSTEM_TREES = ['/bin', '/boot', '/dev', '/etc', '/lib', '/lib32', '/lib64', '/libx32', '/proc', '/run', '/sbin', '/sys', '/usr', '/snap', '/var/lib', '/var/log', '/var/spool', '/var/cache', '/var/run', '/var/mail', '/System', '/Library', '/Applications', '/private/etc', '/private/var/db'];
const SHARED_ROOTS = ['/home', '/Users', '/root', '/tmp', '/var', '/var/tmp', '/opt', '/srv', '/mnt', '/media', '/private', '/private/tmp', '/private/var', '/Volumes'];

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

/** Why `target` may not be restored into, or undefined when it may. */
export function restoreTargetProblem(target: string, home: string): string | undefined {
  const t = realPathOf(target);
  const h = realPathOf(home);
  if (t === '/' || t === sep) return 'the file-system root';
  if (t === h) return 'your home folder itself';
  if (within(h, t)) return 'a folder that contains your home folder';
  if (within(t, h)) {
    const first = t.slice(h.length + 1).split(sep)[0] ?? '';
    if (first.startsWith('.')) return `a hidden folder of your home (${join(h, first)}): keys, credentials and settings live there`;
  }
  for (const s of SYSTEM_TREES) if (within(t, s)) return `a system folder (${s})`;
  const shared = [...SHARED_ROOTS, realPathOf(tmpdir())];
  if (shared.includes(t)) return `a shared system folder (${t})`;
  return undefined;
}

/** Throws USAGE naming the folder and why, when a restore must not write there. */
export function assertRestoreTarget(target: string, home: string): string {
  const why = restoreTargetProblem(target, home);
  if (why) throw new CheckpointError('USAGE', `refusing to restore into ${resolve(target)}: ${why}`, 'pass --to <a project folder> (an empty or new folder is safest)');
  return resolve(target);
}

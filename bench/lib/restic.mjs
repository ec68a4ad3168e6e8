// restic, the anchor for storage (a Debian package): installed with apt-get when it is missing and
// this runs as root (as on a fresh machine of this kind); false when it cannot be had, and the
// bench prints a note instead of its lines.
import { spawnSync } from 'node:child_process';

export function ensureRestic() {
  if (spawnSync('restic', ['version']).status === 0) return true;
  if (process.getuid?.() === 0) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'restic'], { env, stdio: 'ignore' });
  }
  return spawnSync('restic', ['version']).status === 0;
}

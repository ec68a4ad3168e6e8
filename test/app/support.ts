import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = process.getuid?.() === 0;

/**
 * Makes `dir` a folder in which nothing can be created, replaced or removed — for root too (the
 * immutable attribute, as root ignores permissions), else by taking away its write permission.
 * Returns the undo (the test's clean-up needs it: nothing inside can be removed meanwhile).
 */
export function writeProtect(dir: string): () => void {
  if (root) {
    execFileSync('chattr', ['+i', dir], { stdio: 'ignore' });
    return () => execFileSync('chattr', ['-i', dir], { stdio: 'ignore' });
  }
  chmodSync(dir, 0o555);
  return () => chmodSync(dir, 0o755);
}

/** Whether this machine can write-protect a folder (chattr needs a file system that supports it). */
export const canWriteProtect = (() => {
  const dir = mkdtempSync(join(tmpdir(), 'pai-protect-'));
  try {
    const undo = writeProtect(dir);
    try {
      writeFileSync(join(dir, 'probe'), 'x');
      return false;
    } catch {
      return true;
    } finally {
      undo();
    }
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
})();

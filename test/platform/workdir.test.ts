import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { makeWorkDir, sweepWorkDirs } from '../../src/platform/workdir.js';
import { tempDir } from '../helpers.js';

test('scratch folders of processes that are gone are swept; a live process`s are kept; legacy /tmp leftovers go by age', async () => {
  const root = join(tempDir(), 'tmp');
  const mine = await makeWorkDir(root, 'restore');
  expect(mine).toMatch(new RegExp(`/restore-${process.pid}-[A-Za-z0-9]{6}$`));
  const dead = spawnSync(process.execPath, ['-e', '']).pid!;
  const killed = join(root, `git-${dead}-abc123`);
  mkdirSync(join(killed, 'deep'), { recursive: true });
  const other = join(root, 'notes'); // not a scratch name: never touched
  mkdirSync(other);

  const legacyOld = join(tmpdir(), `pai-git-${Math.random().toString(36).slice(2, 8).padEnd(6, 'x')}`);
  const legacyNew = join(tmpdir(), `pai-git-${Math.random().toString(36).slice(2, 8).padEnd(6, 'y')}`);
  mkdirSync(legacyOld);
  mkdirSync(legacyNew);
  const hourAgo = (Date.now() - 2 * 3_600_000) / 1000;
  utimesSync(legacyOld, hourAgo, hourAgo);
  try {
    expect(sweepWorkDirs(root)).toBe(1);
    expect([existsSync(mine), existsSync(killed), existsSync(other)]).toEqual([true, false, true]);
    // /tmp is shared: an old leftover of another run may go too, so at least ours
    expect(sweepWorkDirs(root, 3_600_000)).toBeGreaterThanOrEqual(1);
    expect([existsSync(legacyOld), existsSync(legacyNew)]).toEqual([false, true]);
  } finally {
    spawnSync('rm', ['-rf', legacyOld, legacyNew]);
  }
});

test('the scratch root must be a folder of this user, not a link planted in a shared /tmp', async () => {
  const dir = tempDir();
  mkdirSync(join(dir, 'elsewhere'));
  symlinkSync(join(dir, 'elsewhere'), join(dir, 'root'));
  await expect(makeWorkDir(join(dir, 'root'), 'git')).rejects.toThrow(/root is not a folder of this user/);
});

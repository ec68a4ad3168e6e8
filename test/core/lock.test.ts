import { existsSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  acquire,
  breakIfStale,
  inspectLock,
  pidAlive,
  processStart,
  tryAcquire,
  withLock,
} from '../../src/core/lock.js';
import { CheckpointError } from '../../src/core/errors.js';
import { tempDir } from '../helpers.js';

function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(r.stdout);
}

describe('lock', () => {
  test('excludes a second holder until released', () => {
    const p = join(tempDir(), 'x.lock');
    const a = acquire(p);
    expect(a.held()).toBe(true);
    expect(tryAcquire(p)).toBeUndefined();
    a.release();
    expect(existsSync(p)).toBe(false);
    const b = tryAcquire(p);
    expect(b?.held()).toBe(true);
    b?.release();
  });

  test('times out with LOCK_TIMEOUT naming the holder', () => {
    const p = join(tempDir(), 'x.lock');
    const a = acquire(p);
    try {
      acquire(p, { timeoutMs: 50 });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(CheckpointError);
      expect((err as CheckpointError).code).toBe('LOCK_TIMEOUT');
      expect((err as Error).message).toContain(`${process.pid}@${hostname()}`);
    } finally {
      a.release();
    }
  });

  test('a zombie (killed, not yet reaped by its parent) is not alive, though kill(pid, 0) still answers', async () => {
    // sh starts a short sleep, then becomes a long one that never waits for it: the short one stays a zombie.
    const parent = spawn('sh', ['-c', 'sleep 0.05 & echo $!; exec sleep 5'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = Number(
        await new Promise<string>((res) => parent.stdout.once('data', (d: Buffer) => res(d.toString()))),
      );
      for (let i = 0; i < 100 && !/\) Z /.test(readFileSync(`/proc/${zombie}/stat`, 'utf8')); i++)
        await new Promise((res) => setTimeout(res, 20));
      expect(readFileSync(`/proc/${zombie}/stat`, 'utf8')).toMatch(/\) Z /);
      expect(() => process.kill(zombie, 0)).not.toThrow();
      expect(pidAlive(zombie)).toBe(false);
      expect(pidAlive(process.pid)).toBe(true);
    } finally {
      parent.kill('SIGKILL');
    }
  });

  test('breaks the lock of a process that died (kill -9) at once', () => {
    const p = join(tempDir(), 'x.lock');
    const pid = deadPid();
    expect(pidAlive(pid)).toBe(false);
    writeFileSync(p, `${pid} ${hostname()} ${Date.now()} deadbeef`);
    const lock = acquire(p, { timeoutMs: 100 });
    expect(lock.held()).toBe(true);
    lock.release();
  });

  test('a live holder on another host is respected until staleMs, then broken', () => {
    const p = join(tempDir(), 'x.lock');
    writeFileSync(p, `1 some-other-host ${Date.now()} cafe`);
    expect(tryAcquire(p, { staleMs: 60_000 })).toBeUndefined();
    const old = (Date.now() - 120_000) / 1000;
    utimesSync(p, old, old);
    const lock = tryAcquire(p, { staleMs: 60_000 });
    expect(lock?.held()).toBe(true);
    lock?.release();
  });

  test('a live holder on this host keeps its lock however old it is (long captures)', () => {
    const p = join(tempDir(), 'x.lock');
    const a = acquire(p);
    const old = (Date.now() - 3_600_000) / 1000;
    utimesSync(p, old, old);
    expect(tryAcquire(p, { staleMs: 1000 })).toBeUndefined();
    a.release();
  });

  test('release never removes a lock that is no longer ours', () => {
    const p = join(tempDir(), 'x.lock');
    const a = acquire(p);
    writeFileSync(p, `${process.pid} ${hostname()} 0 someone-else`);
    expect(a.held()).toBe(false);
    a.release();
    expect(readFileSync(p, 'utf8')).toContain('someone-else');
  });

  test('withLock releases when fn throws', () => {
    const p = join(tempDir(), 'x.lock');
    expect(() =>
      withLock(p, () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(existsSync(p)).toBe(false);
  });

  test('a lock held by a live child process is not broken', async () => {
    const p = join(tempDir(), 'x.lock');
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(p, `${child.pid} ${hostname()} ${Date.now()} live`);
      expect(tryAcquire(p)).toBeUndefined();
    } finally {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
    expect(tryAcquire(p)?.held()).toBe(true);
  });

  test('a holder on another host whose mtime lies far in the future is stale (a wrong clock never blocks everyone)', () => {
    const p = join(tempDir(), 'x.lock');
    writeFileSync(p, `1 other-host ${Date.now()} cafe`);
    const future = (Date.now() + 3_600_000) / 1000;
    utimesSync(p, future, future);
    expect(inspectLock(p, 60_000)).toMatchObject({
      pid: 1,
      host: 'other-host',
      stale: expect.stringMatching(/^held on other-host, its time is 3600 s in the future$/),
    });
    const lock = tryAcquire(p, { staleMs: 60_000 });
    expect(lock?.held()).toBe(true);
    lock?.release();
  });

  test('a pid on this host that now belongs to another process (a restarted container) is stale', async () => {
    const p = join(tempDir(), 'x.lock');
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      const start = processStart(child.pid!);
      expect(start).toMatch(/^\d+$/);
      writeFileSync(p, `${child.pid} ${hostname()} ${Date.now()} beef ${start}`);
      expect(inspectLock(p)?.stale).toBeUndefined(); // the same process: held
      writeFileSync(p, `${child.pid} ${hostname()} ${Date.now()} beef 1`);
      expect(inspectLock(p)?.stale).toBe(`process ${child.pid} is another process now`);
      expect(breakIfStale(p)).toBe(`process ${child.pid} is another process now`);
      expect(existsSync(p)).toBe(false);
    } finally {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
  });

  test('the holder refreshes its lease (the mtime) while it holds the lock; release stops it', async () => {
    const p = join(tempDir(), 'x.lock');
    const lock = acquire(p, { staleMs: 1500 });
    expect(readFileSync(p, 'utf8').split(' ')).toHaveLength(5); // pid host time token start
    const old = (Date.now() - 3_600_000) / 1000;
    utimesSync(p, old, old);
    // The refresh runs every staleMs / 3: the hour-old mtime is renewed (however busy the machine).
    while (statSync(p).mtimeMs < Date.now() - 600_000) await new Promise((r) => setTimeout(r, 50));
    expect(inspectLock(p, 1500)?.stale).toBeUndefined();
    lock.release();
    expect(existsSync(p)).toBe(false);
  });
});

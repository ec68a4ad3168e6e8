import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { CheckpointError } from '../core/errors.js';

// node:child_process and node:stream are loaded on first use (~5 ms of module loads at every start
// of a hook): SessionStart imports this file for the sidecar it starts only when none runs.
const childProcess = () => process.getBuiltinModule('node:child_process');

/** Child processes whose output is streamed: exit codes, stderr, and who ends the stream. */

/** Resolves when a child exits with one of `okCodes`; rejects with its last stderr lines otherwise. */
export function exited(child: ChildProcess, name: string, okCodes: number[], stderr: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('error', (err) => reject(new CheckpointError('IO', `${name} could not run: ${err.message}`)));
    child.once('close', (code, signal) => {
      if (code !== null && okCodes.includes(code)) resolve();
      else
        reject(
          new CheckpointError(
            'IO',
            `${name} failed (${signal ?? `exit ${code}`}): ${stderr().trim().split('\n').slice(-3).join(' | ')}`,
          ),
        );
    });
  });
}

const STDERR_KEPT = 64 * 1024;

/** Collects a child's stderr (its last 64 KiB: only the last lines are reported) for `exited`. */
export function stderrOf(child: ChildProcess): () => string {
  let err = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (d: string) => {
    err += d;
    if (err.length > 2 * STDERR_KEPT) err = err.slice(-STDERR_KEPT);
  });
  return () => err;
}

/**
 * `stream`, ending only once `done` has resolved too: a child's exit code is known only after its
 * output ended, and a consumer must not take a truncated stream for a whole one. The result errors
 * if either fails. When the consumer gives up first (destroys the result: a full volume, a size
 * limit), `abort` runs — children blocked on a pipe nobody reads any more would keep the process
 * alive — and `stream` is destroyed.
 */
export function endAfter(stream: Readable, done: Promise<unknown>, abort: () => void): Readable {
  const out = new (process.getBuiltinModule('node:stream').PassThrough)({ highWaterMark: 1 << 20 });
  let ended = false;
  const fail = (err: unknown) => {
    abort();
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  };
  out.once('close', () => {
    if (ended) return;
    abort();
    stream.destroy();
  });
  stream.once('error', fail);
  stream.pipe(out, { end: false });
  Promise.all([done, new Promise((resolve) => stream.once('end', resolve))]).then(() => {
    ended = true;
    out.end();
  }, fail);
  return out;
}

/**
 * Starts a Node script of ours as a detached process (its own session: it outlives the caller and
 * its terminal) with nothing attached to its stdio, in `/` (it holds no folder of the user's).
 * Resolves once the process exists, to undefined, or to why it could not be started (never
 * throws: a hook or the sidecar reports it and goes on).
 */
export function spawnDetached(
  script: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  nodeArgs: readonly string[] = [],
): Promise<string | undefined> {
  return new Promise((resolve) => {
    try {
      const child = childProcess().spawn(process.execPath, [...nodeArgs, script, ...args], {
        detached: true,
        stdio: 'ignore',
        env,
        cwd: '/',
      });
      child.once('spawn', () => resolve(undefined));
      child.once('error', (err) => resolve(err.message));
      child.unref();
    } catch (err) {
      resolve(err instanceof Error ? err.message : String(err));
    }
  });
}

/**
 * Starts a program detached (its own session: it outlives the caller), its stdout and stderr
 * appended to `log` (created 0600). Resolves to its pid once it exists; rejects with why it
 * could not be started (not found, not executable).
 */
export function spawnLogged(
  command: string,
  args: readonly string[],
  o: { cwd: string; env: NodeJS.ProcessEnv; log: string },
): Promise<number> {
  const fd = openSync(o.log, 'a', 0o600);
  return new Promise<number>((resolve, reject) => {
    const child = childProcess().spawn(command, args, {
      detached: true,
      stdio: ['ignore', fd, fd],
      env: o.env,
      cwd: o.cwd,
    });
    child.once('spawn', () => resolve(child.pid ?? 0));
    child.once('error', (err) => reject(new Error(`could not start ${command}: ${err.message}`)));
    child.unref();
  }).finally(() => closeSync(fd));
}

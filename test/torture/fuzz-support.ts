/**
 * The fuzzing family's bookkeeping (fuzz.test.ts): every call of a reader goes through
 * `Target.run`, which times it against the target's bound (a reader that takes longer on one
 * input is a failure: a hang is only a slow input that never ends), and `done` counts what came
 * of each input. A
 * watchdog process kills the test process when no input has finished for a long time, so that a
 * reader stuck in a synchronous loop fails the run instead of hanging it (a timer of the test
 * process itself never fires while the loop runs).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { CheckpointError, type ErrorCode } from '../../src/core/errors.js';
import { Tally } from './figures.js';

/** What one target saw: inputs, the calls they made and the slowest, outcomes by kind. */
export class Target {
  /** Inputs that ran to their end (`done`). */
  inputs = 0;
  /** Timed calls (`run`): an input may make several (a session of hook processes, a sequence of events). */
  calls = 0;
  slowestMs = 0;
  /** Inputs that crashed, hung or broke an invariant (each fails the property; figures count them as lost). */
  lost = 0;
  readonly tally = new Tally();

  constructor(
    readonly name: string,
    /** Longest time one call may take. */
    readonly boundMs: number,
    private readonly dog?: Watchdog,
  ) {}

  /** Runs one call of an input through `fn`, timed; fails (after it returns or throws) when it took longer than the bound. */
  run<T>(fn: () => T): T {
    const t0 = performance.now();
    try {
      return fn();
    } finally {
      this.finished(performance.now() - t0);
    }
  }

  async runAsync<T>(fn: () => Promise<T>): Promise<T> {
    const t0 = performance.now();
    try {
      return await fn();
    } finally {
      this.finished(performance.now() - t0);
    }
  }

  /** One input ran to its end, with this outcome. */
  done(outcome: string): void {
    this.inputs++;
    this.tally.add(outcome);
  }

  private finished(ms: number): void {
    this.calls++;
    this.slowestMs = Math.max(this.slowestMs, ms);
    this.dog?.beat(this.name);
    if (ms > this.boundMs)
      throw new Error(`${this.name}: one call took ${Math.round(ms)} ms, more than its bound of ${this.boundMs} ms`);
  }
}

/**
 * The error a reader may throw at a bad input: a CheckpointError (of `code` when given) whose
 * message names `where`. Anything else is rethrown (a crash: the property fails with it).
 */
export function expectClearError(err: unknown, where: string, code?: ErrorCode): CheckpointError {
  if (!(err instanceof CheckpointError)) throw err;
  if (code && err.code !== code) throw new Error(`expected ${code}, got ${err.code}: ${err.message}`);
  if (!err.message.includes(where)) throw new Error(`the error does not name ${where}: ${err.message.slice(0, 300)}`);
  return err;
}

/** Kills process `pid` when `beat` has not been called for `ms` (a separate process: it runs while this one is stuck). */
export class Watchdog {
  private readonly child: ChildProcess;
  private last = 0;

  constructor(ms: number, pid = process.pid) {
    const script = `
      const [pid, ms] = process.argv.slice(1).map(Number);
      let label = 'the first input', timer;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          process.stderr.write('fuzz watchdog: no input finished for ' + ms + ' ms (last: ' + label + '): killing the test process ' + pid + '\\n');
          try { process.kill(pid, 'SIGKILL'); } catch {}
          process.exit(1);
        }, ms);
      };
      process.stdin.setEncoding('utf8');
      process.stdin.on('data', (d) => { label = d.trim().split('\\n').pop() || label; arm(); });
      process.stdin.on('end', () => process.exit(0));
      arm();`;
    this.child = spawn(process.execPath, ['-e', script, String(pid), String(ms)], {
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    this.child.stdin!.on('error', () => undefined); // a watchdog that is gone cannot be told anything
    this.child.unref();
    (this.child.stdin as unknown as { unref?: () => void }).unref?.();
  }

  /** Progress (at most one write every 200 ms: the fuzzers call it for every input). */
  beat(label: string): void {
    const now = performance.now();
    if (now - this.last < 200) return;
    this.last = now;
    this.child.stdin!.write(`${label}\n`);
  }

  stop(): void {
    this.child.stdin!.end();
  }
}

// ---------------------------------------------------------------------------------------------
// What a process wrote, from strace

/** strace's options for `writesOutside`: file calls only, stopped by a seccomp filter (the rest of the calls run at full speed). */
export const STRACE = ['--seccomp-bpf', '-f', '-qq', '-xx', '-s', '4096', '-e', 'trace=%file', '-e', 'signal=none'];

/** Is strace there, and may it trace here (containers often forbid ptrace)? */
export function canTrace(): boolean {
  return spawnSync('strace', [...STRACE, '-o', '/dev/null', 'true'], { stdio: 'ignore' }).status === 0;
}

/** The arguments strace prints for one call: quoted strings (C escapes undone) and bare words. */
function args(list: string): { quoted: boolean; value: string }[] {
  const out: { quoted: boolean; value: string }[] = [];
  for (const m of list.matchAll(/"((?:[^"\\]|\\.)*)"(?:\.\.\.)?|([^,\s][^,]*)/g)) {
    if (m[1] === undefined) {
      out.push({ quoted: false, value: m[2]!.trim() });
      continue;
    }
    const bytes: number[] = [];
    const s = m[1];
    for (let i = 0; i < s.length; i++) {
      if (s[i] !== '\\') {
        bytes.push(...Buffer.from(s[i]!));
        continue;
      }
      const octal = /^[0-7]{1,3}/.exec(s.slice(i + 1))?.[0];
      const e = s[++i]!;
      if (octal) {
        bytes.push(parseInt(octal, 8));
        i += octal.length - 1;
      } else if (e === 'x') {
        bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(({ n: 10, t: 9, r: 13, v: 11, f: 12 } as Record<string, number>)[e] ?? e.charCodeAt(0));
    }
    out.push({ quoted: true, value: Buffer.from(bytes).toString('utf8') });
  }
  return out;
}

/** Calls that change the file system at their path arguments (for link and symlink, only the new name: the last path). */
const WRITES =
  /^(mkdir|mkdirat|rmdir|unlink|unlinkat|rename|renameat|renameat2|link|linkat|symlink|symlinkat|chmod|fchmodat|chown|lchown|fchownat|truncate|utimensat|utimes|futimesat|mknod|mknodat|creat)$/;

/**
 * The file-system writes of a strace log (`strace -f -e trace=%file -s 4096 -xx`) at a path that
 * is not `allowed` (a relative path resolved against `cwd`; one relative to a directory fd is
 * counted as outside: the processes here never use one), as their strace lines. An attempt
 * counts whether or not it succeeded.
 */
export function writesOutside(log: string, cwd: string, allowed: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const line of log.split('\n')) {
    const m = /^\d+\s+(\w+)\((.*?)(?:\) += .*| <unfinished \.\.\.>)$/.exec(line);
    if (!m) continue;
    const call = m[1]!;
    const list = m[2]!;
    const a = args(list);
    const opens = call === 'open' || call === 'openat' || call === 'openat2';
    if (opens && !/O_WRONLY|O_RDWR|O_CREAT|O_TRUNC|O_APPEND/.test(list)) continue;
    if (!opens && !WRITES.test(call)) continue;
    const at = (i: number) =>
      a[i - 1] === undefined || a[i - 1]!.quoted || a[i - 1]!.value === 'AT_FDCWD' ? cwd : undefined;
    let paths = a.map((x, i) => ({ ...x, base: at(i) })).filter((x) => x.quoted);
    if (/^(sym)?link/.test(call)) paths = paths.slice(-1);
    for (const p of paths) {
      const abs = p.value.startsWith('/') ? p.value : p.base === undefined ? undefined : resolve(p.base, p.value);
      if (abs === undefined || !allowed(abs)) out.push(line);
    }
  }
  return out;
}

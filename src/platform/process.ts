import { readFileSync } from 'node:fs';
import { hostname, setPriority } from 'node:os';
import { pidAlive } from '../core/lock.js';

/**
 * Finding and checking the claude process of a session. A hook is a child of claude (possibly
 * through a shell); knowing claude's pid and start time lets the next session tell at once that
 * a session crashed (its process is gone without a SessionEnd) instead of waiting for its
 * heartbeat to go stale.
 */
interface ProcInfo {
  pid: number;
  ppid: number;
  comm: string;
  /** Start time: clock ticks since boot on Linux, `ps` lstart elsewhere. */
  start: string;
}

const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'fish', 'ksh', 'env', 'timeout']);

export function procInfo(pid: number): ProcInfo | undefined {
  if (process.platform === 'linux') {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // comm is in parentheses and may contain spaces; the fields after it are space separated.
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const rest = stat.slice(close + 2).split(' ');
      return { pid, ppid: Number(rest[1]), comm, start: rest[19] ?? '' };
    } catch {
      return undefined;
    }
  }
  try {
    // loaded here only (no /proc): every hook imports this file
    const out = process
      .getBuiltinModule('node:child_process')
      .execFileSync('ps', ['-o', 'ppid=,lstart=,comm=', '-p', String(pid)], {
        encoding: 'utf8',
        timeout: 2000,
      })
      .trim();
    const m = /^(\d+)\s+(\w{3}\s+\w{3}\s+\d+\s+[\d:]+\s+\d{4})\s+(.*)$/.exec(out);
    if (!m) return undefined;
    const comm = (m[3] ?? '').split('/').pop() ?? '';
    return { pid, ppid: Number(m[1]), comm, start: m[2] ?? '' };
  } catch {
    return undefined;
  }
}

/** The nearest ancestor of this hook process that is not a shell: the claude process. */
export function findClaudeProcess(): ProcInfo | undefined {
  let pid = process.ppid;
  for (let depth = 0; depth < 4 && pid > 1; depth++) {
    const info = procInfo(pid);
    if (!info) return undefined;
    if (!SHELLS.has(info.comm)) return info;
    pid = info.ppid;
  }
  return undefined;
}

export type Liveness = 'alive' | 'dead' | 'unknown';

/** Is the recorded claude process still the same running process? */
export function processLiveness(host: string, pid: number | undefined, start: string | undefined): Liveness {
  if (host !== hostname() || !pid) return 'unknown';
  if (!pidAlive(pid)) return 'dead';
  if (!start) return 'alive';
  const info = procInfo(pid);
  if (!info) return 'unknown';
  return info.start === start ? 'alive' : 'dead';
}

/**
 * Lowers this process's priority to `nice` (its children inherit it): the worker and the sidecar
 * run on the cores claude uses, and the scheduler then gives claude the CPU first. Where that is
 * not allowed the process runs at the priority it has.
 */
export function lowerPriority(nice: number): void {
  try {
    setPriority(nice);
  } catch {
    // not allowed here
  }
}

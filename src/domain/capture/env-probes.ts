import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { commandOnPath } from '../../platform/which.js';
import { sha256Hex } from '../../core/hash.js';

// The probes of an environment capture: a command run with a time limit, a file hashed, a command found on PATH, and slow answers remembered.

const run = promisify(execFile);

export async function out(
  cmd: string,
  args: string[],
  cwd?: string,
  env?: Record<string, string | undefined>,
): Promise<string | undefined> {
  try {
    const { stdout, stderr } = await run(cmd, args, {
      timeout: 10_000,
      ...(cwd ? { cwd } : {}),
      ...(env ? { env: { ...process.env, ...env } } : {}),
    });
    return (stdout || stderr).trim() || undefined;
  } catch {
    return undefined;
  }
}

export const sha256 = (s: string) => sha256Hex(s);

export async function fileHash(path: string): Promise<string> {
  const h = createHash('sha256');
  for await (const chunk of createReadStream(path)) h.update(chunk as Buffer);
  return h.digest('hex');
}

/**
 * Results of slow probes (hashing the ~200 MB claude binary, `claude --version`, python's
 * packages), cached in `cacheFile` under a key made of the probed binary's path, size and mtime:
 * a different or updated install is a different key, so the cache is never stale.
 */
export function readMemo<T>(cacheFile: string): Record<string, T> {
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, T>;
  } catch {
    return {}; // no cache yet
  }
}

export async function memo<T>(
  cacheFile: string | undefined,
  key: string,
  compute: () => Promise<T | undefined>,
): Promise<T | undefined> {
  if (cacheFile) {
    const cache = readMemo<T>(cacheFile);
    if (key in cache) return cache[key];
  }
  const value = await compute();
  if (cacheFile && value !== undefined) await remember(cacheFile, { [key]: value });
  return value;
}

/** Adds `entries` to the cache file (best effort). */
export async function remember(cacheFile: string, entries: Record<string, unknown>): Promise<void> {
  try {
    const { writeFileAtomicSync } = await import('../../core/atomic.js');
    // Read again right before the write (probes run side by side: each wrote back the file as it
    // found it before its own probe, and the one written last dropped the others' results, so the
    // next capture ran a 0.5 s python probe again — found timing bench/transcript.mjs under strace).
    // Keep the newest 50 entries: keys of replaced installs are never asked for again.
    const kept = Object.entries(readMemo<unknown>(cacheFile)).filter(([k]) => !(k in entries));
    writeFileAtomicSync(
      cacheFile,
      JSON.stringify(Object.fromEntries([...kept, ...Object.entries(entries)].slice(-50))),
      { fsync: false },
    );
  } catch {
    // caching is best effort
  }
}

export function statKey(path: string): string | undefined {
  try {
    const st = statSync(path);
    return `${path}\0${st.size}\0${st.mtimeMs}`;
  } catch {
    return undefined;
  }
}

/** A command's real path on PATH (no process started). */
export function which(cmd: string, path: string | undefined): string | undefined {
  const found = commandOnPath(cmd, path);
  try {
    return found && realpathSync(found);
  } catch {
    return undefined;
  }
}

/** npm's version from its package.json (starting npm takes ~250 ms). */
export function npmVersion(path: string | undefined): string | undefined {
  const cli = which('npm', path);
  if (!cli) return undefined;
  let dir = dirname(cli);
  for (let i = 0; i < 3; i++, dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'npm' && pkg.version) return pkg.version;
    } catch {
      // keep looking up
    }
  }
  return undefined;
}

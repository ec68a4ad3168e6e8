import {
  existsSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile, spawnSync } from 'node:child_process';
import { afterEach } from 'vitest';
import { paiPaths, type PaiPaths } from '../src/core/paths.js';
import { createContext, type Context } from '../src/core/context.js';
import type { TreeRef } from '../src/domain/content/snapshot.js';

const dirs: string[] = [];

/** Detached workers (dist/worker.cjs, or `script`) whose PAI_DIR lies in `dir`: started by a hook of a test. */
export function workersUnder(dir: string, script = 'worker.cjs'): number[] {
  const pids: number[] = [];
  for (const e of readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      if (!readFileSync(`/proc/${e}/cmdline`, 'utf8').includes(script)) continue;
      const env = readFileSync(`/proc/${e}/environ`, 'utf8').split('\0');
      if (env.some((kv) => kv.startsWith('PAI_DIR=') && (kv.slice(8) === dir || kv.slice(8).startsWith(`${dir}/`))))
        pids.push(Number(e));
    } catch {
      // gone, or not ours to read
    }
  }
  return pids;
}

/** Waits until no worker of `dir` runs (a capture takes about a second); throws after `ms`. */
export async function waitForWorkers(dir: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  for (let pids = workersUnder(dir); pids.length > 0; pids = workersUnder(dir)) {
    if (Date.now() > end) {
      for (const pid of pids) process.kill(pid, 'SIGKILL');
      throw new Error(`worker(s) ${pids.join(', ')} of ${dir} still ran ${ms} ms after the test: killed`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

afterEach(async () => {
  // A detached worker a test started must finish before its folders go: removing them under it
  // would race with its writes (it recreates folders), making the clean-up fail or the worker err.
  while (dirs.length) {
    const d = dirs.pop()!;
    // A sidecar lives as long as its session: the test's session is over.
    for (const pid of workersUnder(d, 'sidecar.cjs')) process.kill(pid, 'SIGKILL');
    await waitForWorkers(d);
    rmSync(d, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
});

/** A temp dir removed after the test. */
export function tempDir(prefix = 'pai-ckpt-'): string {
  const d = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(d);
  return d;
}

/** An isolated HOME with a PAI dir inside. */
export function sandbox(): { home: string; paths: PaiPaths; claudeDir: string; project: string } {
  const home = tempDir();
  const paths = paiPaths({ paiDir: join(home, '.pai') });
  const project = join(home, 'project');
  mkdirSync(project, { recursive: true });
  return { home, paths, claudeDir: join(home, '.claude'), project };
}

export function trackerCtx(
  paths: PaiPaths,
  opts: { now?: () => Date; env?: Record<string, string | undefined> } = {},
): Context & { warnings: string[] } {
  const warnings: string[] = [];
  return {
    ...createContext({
      paths,
      now: opts.now ?? (() => new Date()),
      env: opts.env ?? {},
      warn: (m) => warnings.push(m),
    }),
    warnings,
  };
}

/** A clock that starts at `start` and moves only when told. */
export function fakeClock(start = '2026-11-21T10:00:00.000Z') {
  let t = Date.parse(start);
  const now = () => new Date(t);
  return { now, advance: (ms: number) => (t += ms), set: (iso: string) => (t = Date.parse(iso)) };
}

/** Transcript lines in Claude Code's shape. */
/** An assistant line; tool calls get ids `toolu_<uuid>_<i>` unless given, fields in Claude Code's order. */
export function assistantLine(
  blocks: ({ type: 'text'; text: string } | { type: 'tool_use'; name: string; input: unknown; id?: string })[],
  uuid = `a-${Math.random().toString(36).slice(2)}`,
): string {
  return JSON.stringify({
    type: 'assistant',
    uuid,
    message: {
      role: 'assistant',
      content: blocks.map((b, i) =>
        b.type === 'tool_use'
          ? { type: 'tool_use', id: b.id ?? `toolu_${uuid}_${i}`, name: b.name, input: b.input }
          : b,
      ),
    },
  });
}

export function userLine(content: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ type: 'user', uuid: `u-${Math.random()}`, message: { role: 'user', content }, ...extra });
}

export function writeLines(path: string, lines: string[]): void {
  writeFileSync(path, lines.map((l) => `${l}\n`).join(''));
}

export function readJson<T = unknown>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

export function recordFiles(paths: PaiPaths): string[] {
  try {
    return readdirSync(paths.checkpointsDir)
      .filter((n) => /^ckpt-.*\.json$/.test(n))
      .sort();
  } catch {
    return [];
  }
}

export function readEvents(paths: PaiPaths): Record<string, any>[] {
  let names: string[] = [];
  try {
    names = readdirSync(paths.eventsDir);
  } catch {
    return [];
  }
  return names
    .sort()
    .flatMap((n) => readFileSync(join(paths.eventsDir, n), 'utf8').split('\n').filter(Boolean))
    .map((l) => JSON.parse(l) as Record<string, any>);
}

export const ROOT = join(import.meta.dirname, '..');
export const DIST = join(ROOT, 'dist');

/**
 * The PATH for tests that capture as a side effect: without node_modules/.bin (claude there would
 * be probed and its 245 MB hashed in every fresh sandbox) and without pyenv's shims (each python3
 * call through a shim takes 0.3–1.3 s on this machine, three per capture with a cold cache). The
 * probes themselves are tested with the real PATH in environment.test.ts.
 */
/** A PATH with every command of this machine's PATH except zstd and its aliases (unzstd, zstdcat, …). */
export function pathWithoutZstd(): string {
  const bin = tempDir('bin-');
  for (const dir of (process.env['PATH'] ?? '').split(':')) {
    if (!dir.startsWith('/') || dir.includes('node_modules') || !existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      if (name.includes('zstd') || existsSync(join(bin, name))) continue;
      symlinkSync(join(dir, name), join(bin, name));
    }
  }
  return bin;
}

export function testPath(): string {
  return withoutSlowProbes(process.env['PATH'] ?? '');
}

export function withoutSlowProbes(path: string): string {
  return path
    .split(':')
    .filter((p) => !p.includes('node_modules') && !p.includes('/.pyenv/'))
    .join(':');
}

/**
 * The built CLI in a child process, asynchronously: for tests whose server (s3rver, an HTTP
 * stand-in) runs in this process's event loop, which a synchronous spawn would stop.
 */
export function runCliAsync(
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [join(DIST, 'cli.cjs'), ...args],
      { cwd, encoding: 'utf8', env: { PATH: testPath(), ...env } },
      (err, out, errOut) => {
        done({ code: err ? Number((err as { code?: unknown }).code ?? 1) : 0, out, err: errOut });
      },
    );
  });
}

/** Runs a built hook as Claude Code would: payload on stdin, env with HOME and PAI_DIR. */
export function runHookProcess(
  hook: string,
  payload: unknown,
  env: Record<string, string>,
): { code: number | null; stdout: string; stderr: string; json?: any } {
  const r = spawnSync(process.execPath, [join(DIST, 'hooks', `${hook}.cjs`)], {
    input: typeof payload === 'string' ? payload : JSON.stringify(payload),
    // PATH without node_modules/.bin: a capture worker the hook starts must not find the claude
    // binary of the test setup and hash it in the background while the test is cleaned up.
    // No sidecar unless the test asks for one: a hook run by a test has no claude process to
    // watch, so a sidecar would outlive the test (test/adapters/sidecar tests the sidecar).
    env: { PATH: testPath(), PAI_CHECKPOINT_SIDECAR: '0', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  const out: { code: number | null; stdout: string; stderr: string; json?: any } = {
    code: r.status,
    stdout: r.stdout,
    stderr: r.stderr,
  };
  if (r.stdout.trim()) {
    try {
      out.json = JSON.parse(r.stdout);
    } catch {
      // not JSON
    }
  }
  return out;
}

/** Polls `fn` until it returns something (every 50 ms, at most `ms`): for what another process does. */
export async function waitFor<T>(fn: () => T | undefined, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The smallest manifest that names a content tree (what a garbage collection reads to mark its blobs). */
export function contentManifest(id: string, tree: TreeRef) {
  return {
    version: '1.3',
    id,
    session_id: 's',
    created_at: new Date().toISOString(),
    trigger: 'manual',
    parent_checkpoint_id: null,
    checkpoint_chain_depth: 1,
    conversation: { turn_count: 0, tokens_used: 0, has_resume_token: false },
    workspace: {
      path: 'content',
      format: 'content',
      size_bytes: 0,
      file_count: tree.entries,
      uncommitted_files: [],
      tree,
    },
    git: null,
    metrics: { cost_estimate_usd: 0, tools_invoked: [], files_modified: 0 },
    approval: { status: 'auto_approved' },
    environment: null,
    tags: [],
    annotations: [],
    linked_issues: [],
    parts: {},
    checksum: 'x',
  };
}

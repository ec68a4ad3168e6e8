/**
 * The sandbox of the bad-input catalogue (torture family 4): a home with a PAI dir whose baseline
 * must survive every row — a finished phase record, seed.json with pai-seed's own fields and,
 * when a row asks, a session checkpoint that verifies — and the ways a row runs the real thing:
 * the CLI in-process (`main`) or as a process (dist/cli.cjs), a hook as Claude Code runs it (the
 * command hooks/hooks.json names, under its timeout), a domain function whose error is shown as
 * the CLI would show it.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { defaultCliEnv } from '../../src/adapters/cli/context.js';
import { main } from '../../src/adapters/cli/main.js';
import { CheckpointError, errorMessage, exitCodeFor } from '../../src/core/errors.js';
import { paiPaths, type PaiPaths } from '../../src/core/paths.js';
import { completeCheckpointSync, createCheckpointSync, loadCheckpoint } from '../../src/domain/records/api.js';
import { newSession, saveSession } from '../../src/domain/session/state.js';
import { verifyCheckpoint } from '../../src/domain/volume/verify.js';
import { LocalVolume } from '../../src/storage/local.js';
import { DIST, ROOT, sandbox, testPath, waitForWorkers, workersUnder } from '../helpers.js';

/** What a row produced, as a user meets it. */
export interface Outcome {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** Lines the row added to ~/.pai/checkpoint/plugin.log (where hooks put the details). */
  log: string;
  /** Killed at its time limit (a hang). */
  timedOut?: boolean;
  /** It was a hook: exit 0 always, at most one JSON line on stdout. */
  hook?: boolean;
}

/** No periodic captures, no MCP servers asked: a row's hooks do only what the row is about. */
export const CONFIG = '[mcp]\nquery_servers = false\n[capture]\nperiodic_seconds = 0\n';
/** pai-seed's file with fields of its own, which nothing of ours may lose. */
export const SEED = '{\n  "version": "1.0.0",\n  "identity": { "aiName": "Kai" },\n  "state": {}\n}\n';
export const SESSION = 'S1';

const hooksJson = JSON.parse(readFileSync(join(ROOT, 'hooks', 'hooks.json'), 'utf8')) as {
  hooks: Record<string, { hooks: { command: string; timeout: number }[] }[]>;
};

/** Two session checkpoints of session S1, made once per file and copied into the sandboxes that start with them. */
export interface Template {
  dir: string;
  volume: string;
  signingKey: string;
  /** The checkpoint that must survive every row. */
  id: string;
  /** Its child, which a row may damage. */
  victim: string;
}

/** Makes the template (its own folder, removed by `dropTemplate`: the helpers' clean-up runs after every test). */
export async function makeTemplate(): Promise<Template> {
  const dir = mkdtempSync(join(tmpdir(), 'pai-bad-inputs-template-'));
  const paiDir = join(dir, '.pai');
  const project = join(dir, 'project');
  mkdirSync(project, { recursive: true });
  mkdirSync(paiDir, { recursive: true });
  writeFileSync(join(paiDir, 'checkpoint.toml'), CONFIG);
  writeFileSync(join(project, 'a.txt'), 'the work of the session\n');
  const env = { HOME: dir, PAI_DIR: paiDir, CLAUDE_CONFIG_DIR: join(dir, '.claude'), PATH: testPath() };
  saveSession(paiPaths({ paiDir }), newSession(SESSION, project, project, new Date()));
  const create = async () => {
    const r = await main(
      ['create', '--session', SESSION, '--json'],
      defaultCliEnv({ cwd: project, env, warnings: [] }),
    );
    expect(r.exitCode, r.stderr).toBe(0);
    return (JSON.parse(r.stdout) as { id: string }).id;
  };
  const id = await create();
  writeFileSync(join(project, 'b.txt'), 'more work\n');
  const victim = await create();
  return { dir, volume: join(paiDir, 'volume'), signingKey: join(paiDir, 'checkpoint', 'signing.key'), id, victim };
}

export function dropTemplate(t: Template | undefined): void {
  if (t) rmSync(t.dir, { recursive: true, force: true });
}

/** How a planted file is made: text or bytes, or a FIFO, a folder, a sparse file of this size, a symlink. */
export type Plant = string | Buffer | { fifo: true } | { dir: true } | { sparse: number } | { symlink: string };

export interface Box {
  home: string;
  paths: PaiPaths;
  project: string;
  volume: string;
  /** The test session's transcript (empty at first): what `payload` names. */
  transcript: string;
  env: Record<string, string>;
  /** The phase record of the baseline (finished, so no hook offers it). */
  recordId: string;
  /** The session checkpoint of the baseline, when the row asked for the template's (session S1): it must survive. */
  checkpointId?: string;
  /** Its child, which the row may damage (the bad input). */
  victimId?: string;
  /** Writes a bad input; nothing of ours may change or remove it afterwards (a user's broken file is theirs). */
  plant(path: string, what: Plant): string;
  /** The CLI in this process. */
  cli(...argv: string[]): Promise<Outcome>;
  /** The built CLI as a process, killed at `timeoutMs` (a FIFO or a device must not hang it). */
  cliProcess(argv: string[], o?: { env?: Record<string, string>; timeoutMs?: number }): Promise<Outcome>;
  /**
   * A hook as Claude Code runs it (hooks/hooks.json's command, no sidecar), stdin given, killed at
   * its budget; the captures it queued are stopped, or (`captures: 'wait'`) waited for, their log
   * lines part of the outcome.
   */
  hook(
    event: 'SessionStart' | 'Stop' | 'PreCompact' | 'SessionEnd',
    stdin: string | Buffer,
    o?: { env?: Record<string, string>; captures?: 'stop' | 'wait' },
  ): Promise<Outcome>;
  /** A payload of the test session for `event`, transcript and cwd in the sandbox. */
  payload(event: string, extra?: Record<string, unknown>): string;
  /** A domain function, its error shown as the CLI shows one (`pai-checkpoint: …`, `hint: …`, the exit code). */
  call(fn: () => Promise<unknown>): Promise<Outcome>;
}

interface Planted {
  path: string;
  what: Plant;
}

const planted = new WeakMap<Box, Planted[]>();

/** A fresh sandbox with the baseline; `template`: with the session checkpoint copied in. */
export function makeBox(template?: Template): Box {
  const sb = sandbox();
  const { home, paths, project } = sb;
  mkdirSync(paths.paiDir, { recursive: true });
  writeFileSync(join(paths.paiDir, 'checkpoint.toml'), CONFIG);
  writeFileSync(paths.seedPath, SEED);
  writeFileSync(join(project, 'a.txt'), 'the work of the session\n');
  const rec = createCheckpointSync(
    'PLAN',
    3,
    'Baseline task',
    [],
    { project, cwd: project },
    { paiDir: paths.paiDir, sessionId: 'B0' },
  );
  completeCheckpointSync(rec.checkpointId, { paiDir: paths.paiDir });
  saveSession(paths, newSession(SESSION, project, project, new Date()));
  const volume = join(paths.paiDir, 'volume');
  const transcript = join(home, 'transcript.jsonl');
  writeFileSync(transcript, '');
  const env: Record<string, string> = {
    HOME: home,
    PAI_DIR: paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PATH: testPath(),
  };
  const logSize = () => (existsSync(paths.logFile) ? statSync(paths.logFile).size : 0);
  const logSince = (from: number) =>
    existsSync(paths.logFile) ? readFileSync(paths.logFile).subarray(from).toString('utf8') : '';
  const list: Planted[] = [];
  const b: Box = {
    home,
    paths,
    project,
    volume,
    transcript,
    env,
    recordId: rec.checkpointId,
    plant(path, what) {
      mkdirSync(join(path, '..'), { recursive: true });
      rmSync(path, { recursive: true, force: true });
      if (typeof what === 'string' || Buffer.isBuffer(what)) writeFileSync(path, what);
      else if ('fifo' in what) execFileSync('mkfifo', [path]);
      else if ('dir' in what) mkdirSync(path);
      else if ('sparse' in what) execFileSync('truncate', ['-s', String(what.sparse), path]);
      else symlinkSync(what.symlink, path);
      list.push({ path, what });
      return path;
    },
    async cli(...argv) {
      const from = logSize();
      const r = await main(argv, defaultCliEnv({ cwd: project, env, warnings: [] }));
      return { exitCode: r.exitCode, stdout: r.stdout, stderr: r.stderr, log: logSince(from) };
    },
    async cliProcess(argv, o = {}) {
      const from = logSize();
      const r = await run(process.execPath, [join(DIST, 'cli.cjs'), ...argv], {
        cwd: project,
        env: { ...env, ...o.env },
        timeoutMs: o.timeoutMs ?? 15_000,
      });
      return { ...r, log: logSince(from) };
    },
    async hook(event, stdin, o = {}) {
      const spec = hooksJson.hooks[event]![0]!.hooks[0]!;
      const command = spec.command.replaceAll('${CLAUDE_PLUGIN_ROOT}', ROOT);
      const from = logSize();
      const r = await run('sh', ['-c', command], {
        cwd: project,
        env: { ...env, PAI_CHECKPOINT_SIDECAR: '0', ...o.env },
        timeoutMs: spec.timeout * 1000,
        stdin,
      });
      if (o.captures === 'wait') await waitForWorkers(home, 15_000);
      else stopCaptures(home);
      return { ...r, log: logSince(from), hook: true };
    },
    payload(event, extra = {}) {
      return JSON.stringify({
        session_id: SESSION,
        transcript_path: transcript,
        cwd: project,
        hook_event_name: event,
        ...extra,
      });
    },
    async call(fn) {
      const from = logSize();
      try {
        const out = await fn();
        return { exitCode: 0, stdout: `${JSON.stringify(out)}\n`, stderr: '', log: logSince(from) };
      } catch (err) {
        const hint = err instanceof CheckpointError && err.hint ? `\n  hint: ${err.hint}` : '';
        return {
          exitCode: exitCodeFor(err),
          stdout: '',
          stderr: `pai-checkpoint: ${errorMessage(err)}${hint}\n`,
          log: logSince(from),
        };
      }
    },
  };
  if (template) {
    cpSync(template.volume, volume, { recursive: true });
    mkdirSync(paths.stateDir, { recursive: true });
    cpSync(template.signingKey, join(paths.stateDir, 'signing.key'));
    b.checkpointId = template.id;
    b.victimId = template.victim;
  }
  planted.set(b, list);
  return b;
}

/**
 * The captures a hook queued (detached workers, each the leader of its process group with its tar
 * and zstd): the hook is what a row is about, and a capture of a 2 GB or 10 MB transcript would
 * cost seconds in the background; capture under faults is another family's. They exist once the
 * hook has returned (spawn is synchronous), and are stopped by their ids.
 */
function stopCaptures(home: string): void {
  for (const pid of workersUnder(home)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
}

/** A process with stdin given, its output, and a kill (of its process group) at `timeoutMs`. */
function run(
  cmd: string,
  args: string[],
  o: { cwd: string; env: Record<string, string>; timeoutMs: number; stdin?: string | Buffer },
): Promise<Omit<Outcome, 'log'>> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: o.cwd, env: o.env, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.stdin.on('error', () => undefined); // a child that exits before reading all of it
    child.stdin.end(o.stdin ?? '');
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone already
      }
    }, o.timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const r: Omit<Outcome, 'log'> = {
        exitCode: code ?? (signal ? 128 : -1),
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      };
      if (timedOut) r.timedOut = true;
      resolve(r);
    });
  });
}

/**
 * What the baseline lost: the phase record gone or unreadable, the session checkpoint no longer
 * verifying (re-hashed straight from the volume folder, not through a configuration the row may
 * have broken), seed.json without pai-seed's fields, a planted file changed or removed. Empty: nothing.
 */
export async function losses(b: Box, o: { cacheFiles?: string[] } = {}): Promise<string[]> {
  const lost: string[] = [];
  const rec = await loadCheckpoint(b.recordId, { paiDir: b.paths.paiDir }).catch((err: unknown) => errorMessage(err));
  if (rec === null || typeof rec === 'string') lost.push(`phase record ${b.recordId}: ${rec ?? 'gone'}`);
  if (b.checkpointId) {
    const v = await verifyCheckpoint(new LocalVolume(b.volume), SESSION, b.checkpointId).catch((err: unknown) => ({
      ok: false,
      problems: [{ part: '-', error: errorMessage(err) }],
    }));
    if (!v.ok) lost.push(`checkpoint ${b.checkpointId}: ${v.problems.map((p) => `${p.part}: ${p.error}`).join('; ')}`);
  }
  const mine = planted.get(b) ?? [];
  if (!mine.some((p) => p.path === b.paths.seedPath)) {
    try {
      const seed = JSON.parse(readFileSync(b.paths.seedPath, 'utf8')) as {
        version?: string;
        identity?: { aiName?: string };
      };
      if (seed.version !== '1.0.0' || seed.identity?.aiName !== 'Kai')
        lost.push(`seed.json lost pai-seed's fields: ${JSON.stringify(seed).slice(0, 200)}`);
    } catch (err) {
      lost.push(`seed.json: ${errorMessage(err)}`);
    }
  }
  for (const p of mine) {
    if (o.cacheFiles?.includes(p.path)) continue;
    const why = plantChanged(p);
    if (why) lost.push(`${p.path}: ${why}`);
  }
  return lost;
}

function plantChanged({ path, what }: Planted): string | undefined {
  let st;
  try {
    st = lstatSync(path);
  } catch {
    return 'removed';
  }
  if (typeof what === 'string' || Buffer.isBuffer(what))
    return st.isFile() && readFileSync(path).equals(Buffer.from(what)) ? undefined : 'changed';
  if ('fifo' in what) return st.isFIFO() ? undefined : 'no longer a FIFO';
  if ('dir' in what) return st.isDirectory() ? undefined : 'no longer a folder';
  if ('sparse' in what) return st.isFile() && st.size === what.sparse ? undefined : `size changed to ${st.size}`;
  return st.isSymbolicLink() ? undefined : 'no longer a symlink';
}

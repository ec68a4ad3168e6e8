/**
 * Helpers to run the REAL Claude Code binary (node_modules/.bin/claude) against
 * the fake Messages API (./fake-api.ts) with an isolated HOME.
 *
 *   const api = await startFakeApi(script);
 *   const home = makeHome(cwd);
 *   const r = await runClaude({ home, cwd, apiUrl: api.url, args: ['-p', 'hi', ...STREAM_ARGS] });
 *   r.events  // parsed stream-json lines
 *
 * The child gets a minimal, whitelisted environment (no inherited CLAUDE_* /
 * ANTHROPIC_* variables from the parent, which matters when the tests themselves
 * run inside a Claude Code session).
 */
import { spawn, execFile, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(HERE, '..', '..');
/** override with PAI_E2E_CLAUDE_BIN */
export const CLAUDE_BIN = process.env.PAI_E2E_CLAUDE_BIN ?? path.join(REPO_ROOT, 'node_modules', '.bin', 'claude');

/** `--output-format stream-json --verbose --include-hook-events` */
export const STREAM_ARGS = ['--output-format', 'stream-json', '--verbose', '--include-hook-events'] as const;
/** tools a scripted model typically needs; root may not use --dangerously-skip-permissions */
export const DEFAULT_ALLOWED_TOOLS = 'Write Edit Read Bash';

// ---------------------------------------------------------------------------
// temp dirs / HOME

const cleanups: string[] = [];

/** A fresh directory under os.tmpdir() (realpath'd, so it matches what claude reports as cwd). */
export function makeTempDir(prefix = 'pai-e2e-'): string {
  const d = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  cleanups.push(d);
  return d;
}

/** Remove every dir made by makeTempDir/makeHome (call in afterAll). Set KEEP_E2E=1 to keep them. */
export function cleanupTempDirs(): void {
  if (process.env.KEEP_E2E) return;
  while (cleanups.length) {
    const d = cleanups.pop()!;
    try {
      fs.rmSync(d, { recursive: true, force: true });
    } catch {
      /* ignore */
    }
  }
}

export interface Home {
  /** the HOME directory */
  dir: string;
  /** $HOME/.claude */
  claudeDir: string;
  /** mark another cwd as trusted in $HOME/.claude.json */
  trust(cwd: string): void;
  /** write $HOME/.claude/settings.json (merged into existing) */
  writeSettings(settings: Record<string, unknown>): void;
  /** write a user-level command $HOME/.claude/commands/<name>.md */
  writeCommand(name: string, markdown: string): string;
}

export interface MakeHomeOptions {
  /** extra top-level keys for $HOME/.claude.json */
  claudeJson?: Record<string, unknown>;
  /** $HOME/.claude/settings.json */
  settings?: Record<string, unknown>;
}

/**
 * Throw-away HOME with `$HOME/.claude.json` set up so neither onboarding, the
 * API-key approval nor the folder-trust dialog appears, for the given cwd(s).
 */
export function makeHome(cwds: string | string[] = [], opts: MakeHomeOptions = {}): Home {
  const dir = makeTempDir('pai-e2e-home-');
  const claudeDir = path.join(dir, '.claude');
  fs.mkdirSync(claudeDir, { recursive: true });
  const cfgPath = path.join(dir, '.claude.json');
  const projects: Record<string, unknown> = {};
  for (const c of Array.isArray(cwds) ? cwds : [cwds]) projects[c] = { hasTrustDialogAccepted: true };
  const cfg = {
    hasCompletedOnboarding: true,
    customApiKeyResponses: { approved: ['sk-test'], rejected: [] },
    projects,
    ...opts.claudeJson,
  };
  fs.writeFileSync(cfgPath, JSON.stringify(cfg, null, 2));
  const home: Home = {
    dir,
    claudeDir,
    trust(cwd: string) {
      const c = JSON.parse(fs.readFileSync(cfgPath, 'utf8'));
      c.projects = c.projects ?? {};
      c.projects[cwd] = { ...(c.projects[cwd] ?? {}), hasTrustDialogAccepted: true };
      fs.writeFileSync(cfgPath, JSON.stringify(c, null, 2));
    },
    writeSettings(settings) {
      const p = path.join(claudeDir, 'settings.json');
      let cur: Record<string, unknown> = {};
      try {
        cur = JSON.parse(fs.readFileSync(p, 'utf8'));
      } catch {
        /* none */
      }
      fs.writeFileSync(p, JSON.stringify({ ...cur, ...settings }, null, 2));
    },
    writeCommand(name, markdown) {
      const p = path.join(claudeDir, 'commands', `${name}.md`);
      fs.mkdirSync(path.dirname(p), { recursive: true });
      fs.writeFileSync(p, markdown);
      return p;
    },
  };
  if (opts.settings) home.writeSettings(opts.settings);
  return home;
}

// ---------------------------------------------------------------------------
// env

const PASS_THROUGH = ['PATH', 'LANG', 'LC_ALL', 'LC_CTYPE', 'TZ', 'TMPDIR', 'USER', 'LOGNAME', 'SHELL'];

/** The environment the claude child gets. `extra` values of undefined delete a key. */
export function claudeEnv(
  home: string | Home,
  apiUrl: string,
  extra: Record<string, string | undefined> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const k of PASS_THROUGH) if (process.env[k] !== undefined) env[k] = process.env[k];
  // pyenv's shims take 0.3–1.3 s per python3 call here, and every fresh HOME's first capture asks
  // python three times (cached per machine afterwards): the system python3 answers the same probe.
  env.PATH =
    (env.PATH ?? '')
      .split(':')
      .filter((p) => p && !p.includes('/.pyenv/'))
      .join(':') || '/usr/local/bin:/usr/bin:/bin';
  if (!env.SHELL) env.SHELL = '/bin/bash';
  Object.assign(env, {
    HOME: typeof home === 'string' ? home : home.dir,
    TERM: 'xterm-256color',
    ANTHROPIC_BASE_URL: apiUrl,
    ANTHROPIC_API_KEY: 'sk-test',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_ERROR_REPORTING: '1',
    DISABLE_BUG_COMMAND: '1',
    CLAUDE_CODE_IDE_SKIP_AUTO_INSTALL: '1',
    CLAUDE_CODE_DISABLE_TERMINAL_TITLE: '1',
  });
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

// ---------------------------------------------------------------------------
// headless runs

export interface RunOptions {
  home: string | Home;
  cwd: string;
  apiUrl: string;
  /** claude CLI args, e.g. ['-p', 'hello', ...STREAM_ARGS] */
  args: string[];
  /** each becomes `--plugin-dir <dir>` */
  pluginDirs?: string[];
  /** becomes `--allowedTools <value>` (string as-is, array joined with spaces) */
  allowedTools?: string | string[];
  env?: Record<string, string | undefined>;
  /** default 60 s; the child is SIGKILLed after it */
  timeoutMs?: number;
  /** written to stdin, then stdin is closed (default: stdin closed immediately) */
  input?: string;
}

export interface StreamEvent {
  type: string;
  subtype?: string;
  session_id?: string;
  [k: string]: any;
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** stdout lines that parsed as JSON */
  events: StreamEvent[];
  /** from the first event that carries session_id */
  sessionId: string | undefined;
  durationMs: number;
  timedOut: boolean;
}

export interface SpawnedClaude {
  child: ChildProcess;
  pid: number;
  /** filled live as stdout lines arrive */
  events: StreamEvent[];
  stdout(): string;
  stderr(): string;
  /** resolves when the event predicate matches (rejects on timeout or exit) */
  waitForEvent(pred: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** resolves when the process exits */
  done: Promise<RunResult>;
  /** SIGKILL the claude process */
  kill9(): void;
}

export function buildArgs(opts: Pick<RunOptions, 'args' | 'pluginDirs' | 'allowedTools'>): string[] {
  const args = [...opts.args];
  for (const d of opts.pluginDirs ?? []) args.push('--plugin-dir', d);
  if (opts.allowedTools !== undefined) {
    args.push('--allowedTools', Array.isArray(opts.allowedTools) ? opts.allowedTools.join(' ') : opts.allowedTools);
  }
  return args;
}

export function parseEvents(stdout: string): StreamEvent[] {
  const out: StreamEvent[] = [];
  for (const line of stdout.split('\n')) {
    const t = line.trim();
    if (!t.startsWith('{')) continue;
    try {
      out.push(JSON.parse(t));
    } catch {
      /* partial / non-JSON */
    }
  }
  return out;
}

export function spawnClaude(opts: RunOptions): SpawnedClaude {
  const started = Date.now();
  const child = spawn(CLAUDE_BIN, buildArgs(opts), {
    cwd: opts.cwd,
    env: claudeEnv(opts.home, opts.apiUrl, opts.env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let partial = '';
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  child.stdout!.setEncoding('utf8');
  child.stderr!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    stdout += chunk;
    partial += chunk;
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    for (const l of lines) {
      const t = l.trim();
      if (!t.startsWith('{')) continue;
      try {
        events.push(JSON.parse(t));
      } catch {
        /* ignore */
      }
    }
    for (const w of [...waiters]) w();
  });
  child.stderr!.on('data', (chunk: string) => {
    stderr += chunk;
  });
  if (opts.input !== undefined) child.stdin!.end(opts.input);
  else child.stdin!.end();

  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, opts.timeoutMs ?? 60_000);

  const done = new Promise<RunResult>((resolve) => {
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (partial.trim()) {
        try {
          events.push(JSON.parse(partial.trim()));
        } catch {
          /* ignore */
        }
        partial = '';
      }
      for (const w of [...waiters]) w();
      resolve({
        code,
        signal,
        stdout,
        stderr,
        events,
        sessionId: events.find((e) => typeof e.session_id === 'string')?.session_id,
        durationMs: Date.now() - started,
        timedOut,
      });
    });
  });
  let exited = false;
  void done.then(() => {
    exited = true;
  });

  return {
    child,
    pid: child.pid ?? -1,
    events,
    stdout: () => stdout,
    stderr: () => stderr,
    done,
    kill9: () => {
      child.kill('SIGKILL');
    },
    waitForEvent(pred, timeoutMs = 30_000) {
      return new Promise<StreamEvent>((resolve, reject) => {
        const check = () => {
          const hit = events.find(pred);
          if (hit) {
            cleanup();
            resolve(hit);
          } else if (exited) {
            cleanup();
            reject(new Error(`claude exited before event matched; stderr: ${stderr.slice(-500)}`));
          }
        };
        const t = setTimeout(() => {
          cleanup();
          reject(new Error(`timeout waiting for event (${timeoutMs} ms)`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(t);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}

export function runClaude(opts: RunOptions): Promise<RunResult> {
  return spawnClaude(opts).done;
}

/**
 * SIGKILL every process whose cwd is `dir` or below it (e.g. the orphaned Bash
 * tool child left behind after kill9()). Returns the pids killed. Linux only.
 */
export function killProcessesInDir(dir: string): number[] {
  const killed: number[] = [];
  let entries: string[] = [];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return killed;
  }
  for (const e of entries) {
    if (!/^\d+$/.test(e)) continue;
    const pid = Number(e);
    if (pid === process.pid) continue;
    try {
      const c = fs.readlinkSync(`/proc/${pid}/cwd`);
      if (c === dir || c.startsWith(dir + '/')) {
        process.kill(pid, 'SIGKILL');
        killed.push(pid);
      }
    } catch {
      /* gone or not ours */
    }
  }
  return killed;
}

// ---------------------------------------------------------------------------
// events / transcripts

/** `--include-hook-events` events: {type:'system', subtype:'hook_started'|'hook_response', hook_event, output, ...} */
export function hookEvents(events: StreamEvent[], hookEvent?: string): StreamEvent[] {
  return events.filter(
    (e) =>
      e.type === 'system' &&
      typeof e.subtype === 'string' &&
      e.subtype.startsWith('hook_') &&
      (hookEvent === undefined || e.hook_event === hookEvent || e.hook_name?.startsWith?.(hookEvent)),
  );
}

export function resultEvent(events: StreamEvent[]): StreamEvent | undefined {
  return events.find((e) => e.type === 'result');
}

/** ~/.claude/projects/<cwd with every non [A-Za-z0-9] char → '-'> */
export function projectDirName(cwd: string): string {
  return cwd.replace(/[^A-Za-z0-9]/g, '-');
}

export function projectDir(home: string | Home, cwd: string): string {
  const h = typeof home === 'string' ? home : home.dir;
  return path.join(h, '.claude', 'projects', projectDirName(cwd));
}

export function transcriptPath(home: string | Home, cwd: string, sessionId: string): string {
  return path.join(projectDir(home, cwd), `${sessionId}.jsonl`);
}

/** Parsed transcript lines ([] when missing). */
export function readTranscript(file: string): any[] {
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const out: any[] = [];
  for (const l of raw.split('\n')) {
    if (!l.trim()) continue;
    try {
      out.push(JSON.parse(l));
    } catch {
      out.push({ type: '__unparsable__', raw: l });
    }
  }
  return out;
}

/**
 * `~/.claude/sessions/<pid>.json` records ({pid, sessionId, cwd, startedAt, procStart,
 * version, kind, entrypoint, …}) — written by every running claude (also -p),
 * removed on normal exit, left behind by kill -9.
 */
export function sessionRecords(
  home: string | Home,
): Array<{ pid: number; sessionId: string; cwd: string; [k: string]: unknown }> {
  const dir = path.join(typeof home === 'string' ? home : home.dir, '.claude', 'sessions');
  let files: string[] = [];
  try {
    files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  const out: Array<{ pid: number; sessionId: string; cwd: string; [k: string]: unknown }> = [];
  for (const f of files) {
    try {
      out.push(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
    } catch {
      /* being written */
    }
  }
  return out;
}

/** Poll until fn() returns a truthy value; resolves with it. */
export async function waitUntil<T>(
  fn: () => T | Promise<T>,
  timeoutMs = 10_000,
  intervalMs = 50,
): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error(`waitUntil: timed out after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

// ---------------------------------------------------------------------------
// plugins

/**
 * Create a plugin directory: `.claude-plugin/plugin.json` plus any files given
 * as relative path → content (objects are JSON-stringified).
 */
export function makePlugin(
  name: string,
  files: Record<string, string | object> = {},
  dir: string = path.join(makeTempDir('pai-e2e-plugin-'), name),
): string {
  const put = (rel: string, content: string | object) => {
    const p = path.join(dir, rel);
    fs.mkdirSync(path.dirname(p), { recursive: true });
    fs.writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  };
  put('.claude-plugin/plugin.json', { name, version: '0.0.0', description: `${name} (e2e)`, author: { name: 'e2e' } });
  for (const [rel, content] of Object.entries(files)) put(rel, content);
  return dir;
}

/**
 * Like claudeCli, without blocking this process: for a sub-command that talks to a server the test
 * itself runs (a git server, say), which a synchronous child would keep from answering.
 */
export function claudeCliAsync(home: Home, args: string[], opts: { timeoutMs?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      CLAUDE_BIN,
      args,
      {
        cwd: home.dir,
        env: claudeEnv(home, 'http://127.0.0.1:9'),
        encoding: 'utf8',
        timeout: opts.timeoutMs ?? 30_000,
      },
      (err, stdout, stderr) =>
        err
          ? reject(new Error(`claude ${args.join(' ')}: ${err.message}\n${stdout}${stderr}`))
          : resolve(stdout + stderr),
    );
  });
}

/** Run a `claude` sub-command (plugin / marketplace …) synchronously; returns stdout+stderr, throws on non-zero. */
export function claudeCli(
  home: string | Home,
  args: string[],
  opts: { cwd?: string; apiUrl?: string; timeoutMs?: number } = {},
): string {
  return execFileSync(CLAUDE_BIN, args, {
    cwd: opts.cwd ?? (typeof home === 'string' ? home : home.dir),
    env: claudeEnv(home, opts.apiUrl ?? 'http://127.0.0.1:9'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: opts.timeoutMs ?? 30_000,
  });
}

// ---------------------------------------------------------------------------
// tmux (interactive mode)

export function shellQuote(s: string): string {
  return /^[A-Za-z0-9_\-+=/.,:@%]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

export interface TmuxOptions extends Omit<RunOptions, 'timeoutMs' | 'input'> {
  width?: number;
  height?: number;
  /** session name (default: random) */
  name?: string;
  /** Let claude see that it runs in tmux ($TMUX, $TMUX_PANE), as it does in a real terminal; default: hidden by `env -i`. */
  inheritTmux?: boolean;
}

export interface TmuxSession {
  name: string;
  /** private tmux socket name (`tmux -L <socket>`) */
  socket: string;
  /** Runs tmux on this session's server. */
  tmux(args: string[]): string;
  /** `tmux send-keys` with tmux key names, e.g. sendKeys('Enter'), sendKeys('C-c') */
  sendKeys(...keys: string[]): void;
  /** send literal text (send-keys -l), no Enter */
  sendText(text: string): void;
  /** type text, wait `settleMs`, then press Enter as a separate key (the reliable way to submit) */
  submit(text: string, settleMs?: number): Promise<void>;
  /** visible pane text (with `history` lines of scroll-back) */
  capture(history?: number): string;
  /** poll capture() until regex matches; resolves with the pane text */
  waitFor(re: RegExp, timeoutMs?: number): Promise<string>;
  /** wait until the input prompt is first drawn (~0.8 s here); keys sent right after are accepted */
  waitForReady(timeoutMs?: number): Promise<string>;
  /** wait until no turn is running (footer no longer shows "esc to interrupt" / "running … hook") */
  waitForIdle(timeoutMs?: number): Promise<string>;
  /** pid of the claude process in the pane (undefined if exited) */
  panePid(): number | undefined;
  /** true when the claude process has exited (pane kept with remain-on-exit) */
  exited(): boolean;
  /** kill the tmux server (SIGHUP to claude) and wait until claude has exited */
  kill(waitMs?: number): Promise<void>;
}

function tmux(socket: string, args: string[]): string {
  return execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Start claude interactively in a detached tmux session on a private socket.
 * The pane stays after claude exits (remain-on-exit) so it can still be captured.
 */
export function startTmuxClaude(opts: TmuxOptions): TmuxSession {
  const name = opts.name ?? `claude-e2e-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const socket = name;
  const env = claudeEnv(opts.home, opts.apiUrl, opts.env);
  const envArgs = Object.entries(env).map(([k, v]) => shellQuote(`${k}=${v ?? ''}`));
  if (opts.inheritTmux) envArgs.push('TMUX="$TMUX"', 'TMUX_PANE="$TMUX_PANE"'); // expanded by the pane's shell
  const cmd = `cd ${shellQuote(opts.cwd)} && exec env -i ${envArgs.join(' ')} ${shellQuote(CLAUDE_BIN)} ${buildArgs(
    opts,
  )
    .map(shellQuote)
    .join(' ')}`;
  tmux(socket, [
    '-f',
    '/dev/null',
    'new-session',
    '-d',
    '-s',
    name,
    '-x',
    String(opts.width ?? 160),
    '-y',
    String(opts.height ?? 50),
    '/bin/sh',
    '-c',
    cmd,
  ]);
  try {
    tmux(socket, ['set-option', '-t', name, 'remain-on-exit', 'on']);
  } catch {
    /* pane may already be gone */
  }
  const target = `${name}:0.0`;
  const s: TmuxSession = {
    name,
    socket,
    tmux: (args) => tmux(socket, args),
    sendKeys: (...keys) => {
      tmux(socket, ['send-keys', '-t', target, ...keys]);
    },
    sendText: (text) => {
      tmux(socket, ['send-keys', '-t', target, '-l', text]);
    },
    async submit(text, settleMs = 300) {
      s.sendText(text);
      await new Promise((r) => setTimeout(r, settleMs));
      s.sendKeys('Enter');
    },
    capture: (history = 0) =>
      tmux(socket, ['capture-pane', '-p', '-t', target, ...(history ? ['-S', String(-history)] : [])]),
    async waitFor(re, timeoutMs = 20_000) {
      const end = Date.now() + timeoutMs;
      let last = '';
      for (;;) {
        try {
          last = s.capture(2000);
        } catch {
          /* session gone */
        }
        if (re.test(last)) return last;
        if (Date.now() > end) throw new Error(`tmux waitFor ${re} timed out after ${timeoutMs} ms. Pane:\n${last}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    waitForReady(timeoutMs = 20_000) {
      // the input box shows a '❯' prompt line; the footer shows a hint line once rendered
      return s.waitFor(/^\s*[│ ]?\s*❯/m, timeoutMs);
    },
    async waitForIdle(timeoutMs = 30_000) {
      const end = Date.now() + timeoutMs;
      let quiet = 0;
      for (;;) {
        const pane = s.capture();
        quiet = /esc to interrupt|running \S* ?hook/i.test(pane) ? 0 : quiet + 1;
        if (quiet >= 3) return pane;
        if (Date.now() > end) throw new Error(`tmux waitForIdle timed out after ${timeoutMs} ms. Pane:\n${pane}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    panePid() {
      try {
        const out = tmux(socket, ['display-message', '-p', '-t', target, '#{pane_dead} #{pane_pid}']).trim();
        const [dead, pid] = out.split(' ');
        return dead === '1' ? undefined : Number(pid);
      } catch {
        return undefined;
      }
    },
    exited() {
      return s.panePid() === undefined;
    },
    async kill(waitMs = 5_000) {
      const pid = s.panePid();
      try {
        tmux(socket, ['kill-server']);
      } catch {
        /* already gone */
      }
      // claude keeps writing ~/.claude for a moment after SIGHUP: wait for it, so
      // cleanupTempDirs() does not race with it
      if (pid !== undefined) {
        const end = Date.now() + waitMs;
        while (fs.existsSync(`/proc/${pid}`) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* exited */
        }
      }
      try {
        const uid = typeof process.getuid === 'function' ? process.getuid() : 0;
        fs.rmSync(path.join(process.env.TMUX_TMPDIR ?? '/tmp', `tmux-${uid}`, socket), { force: true });
      } catch {
        /* ignore */
      }
    },
  };
  return s;
}

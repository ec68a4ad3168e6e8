import { readFileSync } from 'node:fs';
import { homedir, hostname } from 'node:os';
import { join } from 'node:path';
import { ensureDir } from '../core/atomic.js';
import type { Config, MonitorMode } from '../core/config.js';
import { inert } from '../core/inert.js';
import type { StorageBackend } from '../storage/backend.js';
import { defaultTarget } from '../domain/restore/restore.js';
import { carryTrust, claudeJsonPath, showsTrustPrompt } from '../domain/session/trust.js';
import { loadSession } from '../domain/session/state.js';
import type { VolumeStatus } from '../domain/session/volume-status.js';
import type { Manifest } from '../domain/volume/manifest.js';
import { readManifest } from '../domain/volume/read.js';
import { processLiveness } from '../platform/process.js';
import { spawnLogged } from '../platform/spawn.js';
import { hasSession, newDetachedSession, paneText } from '../platform/tmux.js';
import type { AppContext } from './context.js';
import { claudeEnv } from './resume.js';
import type { SessionResumeResult } from './resume-options.js';
import { readSummary } from './summary.js';

/**
 * How the monitor (app/orchestrator.ts) starts claude for a session it took over and restored —
 * headless with a log, or in a tmux session — and how it watches that claude on its way up.
 */

/** The monitor that launches: its context, volume, settings and mode. */
interface Launcher {
  ctx: AppContext;
  store: StorageBackend;
  config: Config['monitor'];
  mode: MonitorMode;
}

/** The summary (markdown) a checkpoint holds, or undefined (none, or unreadable: the prompt goes without it). */
async function summaryOf(store: StorageBackend, sessionId: string, checkpointId: string): Promise<string | undefined> {
  try {
    const m = await readManifest(store, sessionId, checkpointId);
    return m ? (await readSummary(store, m))?.markdown.trimEnd() : undefined;
  } catch {
    return undefined;
  }
}

/** Starts claude for the restored session, as `mode` says; what the user needs to reach it. */
export async function launchClaude(
  by: Launcher,
  r: SessionResumeResult,
  epoch: number,
  m: Manifest,
): Promise<Launched> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...by.ctx.env,
    ...claudeEnv(r),
    PAI_CHECKPOINT_EPOCH: String(epoch),
  };
  const [claude, ...rest] = r.command;
  const extra = by.config.claudeArgs;
  if (by.mode === 'tmux') {
    // An interactive claude in a folder never trusted stops at the trust prompt: the folder gets the trust the session's own folder had.
    const own = defaultTarget(m);
    const trust = own ? carryTrust(claudeJsonPath(env, env['HOME'] || homedir()), own, r.cwd) : 'untrusted';
    const name = await freeTmuxName(`pai-${r.sessionId.slice(0, 8)}`, env);
    const args = r.mode === 'resume' ? ['--resume', r.sessionId, ...extra] : [...extra, ...rest];
    await newDetachedSession({ name, cwd: r.cwd, vars: forwarded(env), argv: [claude!, ...args], env });
    r.started = true;
    r.command = [claude!, ...args];
    return {
      event: { attach: `tmux attach -t ${name}` },
      tmux: name,
      env,
      folder: r.cwd,
      ...(trust === 'untrusted'
        ? {
            warning: `${r.cwd} is not trusted in Claude Code (nor was ${own ?? "the session's folder"}): claude asks first`,
          }
        : {}),
    };
  }
  // The resume prompt carries the session's summary (the new-session prompt has it already: app/resume.ts).
  const summary = r.mode === 'resume' ? await summaryOf(by.store, r.sessionId, r.checkpointId) : undefined;
  const prompt =
    r.mode === 'resume'
      ? `This session was interrupted and has been resumed automatically by pai-checkpoint on ${hostname()} from checkpoint ${r.checkpointId}. Continue from where you left off.${summary ? `\n\nThe session's summary at that checkpoint:\n${summary}` : ''}`
      : (rest[0] ?? '');
  const args = [
    ...(r.mode === 'resume' ? ['--resume', r.sessionId] : []),
    '-p',
    prompt,
    '--output-format',
    'stream-json',
    '--verbose',
    ...extra,
  ];
  const dir = join(by.ctx.paths.stateDir, 'monitor');
  ensureDir(dir);
  const log = join(dir, `${r.sessionId}-${epoch}.jsonl`);
  const pid = await spawnLogged(claude!, args, { cwd: r.cwd, env, log });
  r.started = true;
  r.command = [claude!, ...args];
  return { event: { log }, pid, env, folder: r.cwd };
}

/** A claude the monitor started: what the event says of it, and how to watch it come up. */
export interface Launched {
  /** What the monitor's event says of it (MonitorEvent's fields). */
  event: { attach?: string; log?: string };
  /** headless: its process; tmux: its session (on the server of `env`). */
  pid?: number;
  tmux?: string;
  env: NodeJS.ProcessEnv;
  folder: string;
  warning?: string;
}

/** How long a resumed claude has to show it came up (its SessionStart at the new epoch) by default. */
const COME_UP_SECONDS = 120;
/** How often the monitor looks for that sign (and at the tmux pane) meanwhile. */
const COME_UP_POLL_MS = 250;

/** The monitor that watches a claude it started come up: the launcher, and its ways to read a session's status and to wait. */
export interface Watcher extends Launcher {
  /** The monitor is stopping: nothing more is started. */
  stopped(): boolean;
  /** The session's status on the volume; undefined when it is missing, unreadable or not trusted (warned). */
  readStatus(id: string): Promise<VolumeStatus | undefined>;
  /** A sleep that the monitor's stop cuts short. */
  sleep(ms: number): Promise<void>;
}

/**
 * Waits (bounded) for the resumed claude to show it came up — its SessionStart at the new epoch, in
 * this machine's runtime state or on the volume — and watches it meanwhile: a headless claude that
 * exited, a tmux session that is gone or a pane at the workspace-trust prompt is a failure. Returns
 * why it did not come up, or undefined when it did.
 */
export async function cameUp(by: Watcher, id: string, epoch: number, l: Launched): Promise<string | undefined> {
  const bound = by.config.startSeconds ?? COME_UP_SECONDS;
  const deadline = Date.now() + bound * 1000;
  for (;;) {
    if (await upAt(by, id, epoch)) return undefined;
    const stopped = await stoppedWhy(l);
    if (stopped) return (await upAt(by, id, epoch)) ? undefined : stopped;
    if (by.stopped()) return undefined; // the monitor is stopping: not waited for (its session may still come up)
    if (Date.now() > deadline)
      return `claude showed no sign of starting within ${bound} s${l.event.log ? ` (its output: ${l.event.log})` : l.tmux ? ` (tmux attach -t ${l.tmux})` : ''}`;
    await by.sleep(COME_UP_POLL_MS);
  }
}

/** Has the session started at `epoch` (or later): its SessionStart here, or its own status on the volume? */
async function upAt(by: Watcher, id: string, epoch: number): Promise<boolean> {
  if ((loadSession(by.ctx.paths, id)?.epoch ?? 0) >= epoch) return true;
  const s = await by.readStatus(id);
  return s !== undefined && s.epoch >= epoch && s.status !== 'resuming';
}

/** Why a started claude is no longer on its way up (exited; a tmux session gone or at the trust prompt), or undefined. */
async function stoppedWhy(l: Launched): Promise<string | undefined> {
  if (l.pid !== undefined)
    return processLiveness(hostname(), l.pid, undefined) === 'dead'
      ? `claude exited at once${lastWords(l.event.log)}`
      : undefined;
  if (!l.tmux) return undefined;
  const text = await paneText(l.tmux, l.env);
  // no text: gone, or tmux too slow to answer on a busy machine (then the next look tells)
  if (text === undefined)
    return (await hasSession(undefined, l.tmux, l.env))
      ? undefined
      : `claude exited at once (its tmux session ${l.tmux} is gone)`;
  if (showsTrustPrompt(text))
    return `claude waits at its workspace-trust prompt for ${l.folder} (the session's own folder was not trusted either): answer it in \`tmux attach -t ${l.tmux}\``;
  return undefined;
}

/** The last line a headless claude wrote to its log, to say why it stopped. */
function lastWords(log: string | undefined): string {
  if (!log) return '';
  try {
    const line = readFileSync(log, 'utf8').trimEnd().split('\n').at(-1)?.trim();
    return line ? `: ${inert(line.slice(0, 300))} (${log})` : ` (${log} is empty)`;
  } catch {
    return '';
  }
}

/** `base`, else `base-2`, `base-3`…: a tmux session name not in use (tmux itself refuses one that is, should it be taken meanwhile). */
async function freeTmuxName(base: string, env: NodeJS.ProcessEnv): Promise<string> {
  for (let i = 1; i < 50; i++) {
    const name = i === 1 ? base : `${base}-${i}`;
    if (!(await hasSession(undefined, name, env))) return name;
  }
  return `${base}-${Date.now().toString(36)}`;
}

/** What the tmux session's environment gets from the monitor's (a running tmux server has its own): all but the terminal's and tmux's own. */
function forwarded(env: NodeJS.ProcessEnv): Record<string, string> {
  const skip = /^(TMUX|TMUX_PANE|TERM|TERM_PROGRAM|COLUMNS|LINES|PWD|OLDPWD|SHLVL|_)$/;
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && !skip.test(e[0])),
  );
}

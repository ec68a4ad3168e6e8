import { existsSync, statSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { sessionTimings, type Config } from '../core/config.js';
import type { Context } from '../core/context.js';
import { errorMessage } from '../core/errors.js';
import { processStart, tryAcquire, type Lock } from '../core/lock.js';
import { ensureDir, readFileIfExists } from '../core/atomic.js';
import type { PaiPaths } from '../core/paths.js';
import { shellQuote } from '../core/hint.js';
import { volumeOf } from './context.js';
import type { StorageBackend } from '../storage/backend.js';
import { followSession, type FollowOptions, type FollowResult } from './follow.js';
import { heartbeat } from './session-status.js';
import { captureRunning, hasTickets, requestCapture } from '../domain/session/queue.js';
import {
  FENCED_MARK,
  postNotice,
  setInHook,
  SIDECAR_LEASE_MS,
  sidecarDir,
  sidecarFiles,
} from '../domain/session/sidecar-files.js';
import { fencedNotice } from '../domain/session/lease.js';
import { loadSession, type SessionState } from '../domain/session/state.js';
import { lowerPriority, processLiveness } from '../platform/process.js';
import { spawnDetached } from '../platform/spawn.js';
import { raise } from './notify.js';
import { sessionName, setDetachHook, tmuxPlace, unsetDetachHook } from '../platform/tmux.js';

/** How long the sidecar lets a burst of writes settle before it looks (see `wake`). */
const SETTLE_MS = 30;

/** SessionEnd reasons that are the user's own doing (CLAUDE-CODE.md): a session ended so is never resumed. */
const USER_ENDS = ['prompt_input_exit', 'clear', 'logout'];

/**
 * The sidecar's nice value: its looks are small, but they come exactly when claude writes, on the
 * cores claude uses. At nice 10 claude gets the CPU first; a look waits at most a few ms for it.
 */
const SIDECAR_NICE = 10;

/**
 * The session's sidecar lock for this process, or undefined when the session's sidecar runs
 * already (this one then exits). A sidecar that comes up clears the hooks' "failed" marker.
 */
export function claimSidecar(paths: PaiPaths, sessionId: string): Lock | undefined {
  ensureDir(sidecarDir(paths));
  const lock = tryAcquire(sidecarFiles(paths, sessionId).lock, { staleMs: SIDECAR_LEASE_MS });
  if (lock && readFileIfExists(sidecarFiles(paths, sessionId).inhook)?.startsWith('failed:'))
    setInHook(paths, sessionId, undefined);
  return lock;
}

/**
 * This process as the session's sidecar: at SIDECAR_NICE, starting `worker` (dist/worker.cjs)
 * detached for the jobs it hands off, and ending through `exit`. Call `start()` on it.
 */
export function sidecarProcess(
  ctx: Context,
  sessionId: string,
  o: { worker: string; exit: (code: number) => void },
): Sidecar {
  lowerPriority(SIDECAR_NICE);
  return new Sidecar(ctx, sessionId, {
    startWorker: (args) =>
      void spawnDetached(o.worker, args, ctx.env).then(
        (failed) => failed && ctx.warn(`could not start the worker: ${failed}`),
      ),
    exit: o.exit,
  });
}

/**
 * SPEC-07.21.03 session.started (info: routed nowhere unless [notifications.routing] info says);
 * once per session (the outbox raises a notification once), by the session's sidecar as it starts.
 */
async function announceSession(ctx: Context, sessionId: string): Promise<void> {
  const state = loadSession(ctx.paths, sessionId);
  await raise(ctx, {
    event: 'session.started',
    at: ctx.now(),
    session: { id: sessionId, ...(state?.project ? { project: state.project } : {}) },
    summary: 'A Claude Code session started.',
    action: `pai-checkpoint sessions ${sessionId}`,
  });
}

/** What the sidecar needs from its process (sidecarProcess gives them: the detached worker, the process's exit). */
interface SidecarDeps {
  /** Starts a detached worker job (`capture <session>`, `session-end <session>`). */
  startWorker: (args: string[]) => void;
  /** Ends the process (after the sidecar has stopped everything it started). */
  exit: (code: number) => void;
}

/**
 * The session's sidecar: one long-lived process per live session (adapters/sidecar/run.ts holds
 * its lock: claimSidecar), so that no per-tool-call hook starts Node. It follows the transcript and the journal
 * of the Stop and SessionEnd hooks (file events, plus a look at their sizes every `poll_seconds`), beats
 * every `heartbeat_seconds`, runs the periodic timer, and watches the claude process: gone
 * without SessionEnd, the session crashed and a `crash` checkpoint of what it left is taken;
 * after SIGTERM/SIGHUP/SIGINT a `shutdown` checkpoint is taken within `shutdown_seconds`; inside
 * tmux a detaching client makes a `detach` checkpoint. It exits when its session ends.
 */
class Sidecar {
  private state: SessionState | undefined;
  private config: Config | undefined;
  private store: StorageBackend | undefined;
  private readonly watchers: FSWatcher[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private periodic: NodeJS.Timeout | undefined;
  private busy: Promise<void> | undefined;
  private again = false;
  private stopping = false;
  private detachHook: { socket: string; session: string; index: number } | undefined;
  /** When the transcript or the journal last grew (for a session whose claude process is unknown). */
  private activeAt = Date.now();
  /** The lease epoch this sidecar writes at (domain/session/lease.ts), as the session had it when it started. */
  private epoch = 0;
  /** session.started, raised as the sidecar starts; the process ends only once it is queued. */
  private announced: Promise<void> | undefined;

  constructor(
    private readonly ctx: Context,
    readonly sessionId: string,
    private readonly deps: SidecarDeps,
  ) {}

  /** Reads the configuration, catches up with what happened before it ran, and starts watching. */
  async start(): Promise<void> {
    const known = loadSession(this.ctx.paths, this.sessionId);
    if (!known || known.fenced) return this.finish();
    // Beside the first look, not after it: a session whose end is already in the journal (a short
    // `claude -p` on a busy machine, where the sidecar came up late) is ended by that look, and
    // the process exited before it was ever announced.
    this.announced = announceSession(this.ctx, this.sessionId).catch((err: unknown) =>
      this.ctx.warn(`session.started not raised: ${errorMessage(err)}`),
    );
    this.epoch = known.epoch ?? 0;
    try {
      this.config = await this.ctx.configFor(known.project);
      this.store = await volumeOf(this.ctx);
    } catch (err) {
      this.ctx.warn(`sidecar without the configuration or the volume: ${errorMessage(err)}`);
    }
    const start = processStart(process.pid);
    const periodic = this.config?.capture.periodicSeconds;
    await this.follow({
      change: (s) => {
        s.sidecarPid = process.pid;
        if (start) s.sidecarStart = start;
        if (periodic !== undefined) s.periodicSeconds = periodic;
        if (this.config) s.heartbeatSeconds = this.config.session.heartbeatSeconds;
        // Running again (restarted by a hook after a signal stopped its predecessor): no resume is
        // needed — unless the session ended meanwhile: claude, stopped by the same signal, reported its
        // end, and the interruption stays its story (lifecycle.ts: the signal wins over that SessionEnd).
        if (!s.endedAt) {
          delete s.interruptedAt;
          delete s.interruptedBy;
        }
        delete s.sidecarFallback;
        delete s.sidecarLaunches;
      },
    });
    if (this.stopping) return;
    if (!this.state || this.state.endedAt) return this.finish();
    this.watchFiles();
    if (this.grown()) this.wake(); // written between the first look and the watch: no event tells of it
    this.timers.push(setInterval(() => this.poll(), sessionTimings(this.config).pollSeconds * 1000));
    const beat = sessionTimings(this.config).heartbeatSeconds;
    if (beat > 0) this.timers.push(setInterval(() => void this.beat(), beat * 1000));
    this.armPeriodic();
    await this.watchTmux();
    await this.beat();
  }

  /** File events of the transcript's folder and the journal's (the transcript may not exist yet). */
  private watchFiles(): void {
    for (const file of [this.state?.transcriptPath, sidecarFiles(this.ctx.paths, this.sessionId).journal])
      if (file) this.watchFile(file);
  }

  /**
   * Wakes on changes of `file`, watching its folder. Claude Code creates the transcript's folder
   * with the first message, after the sidecar started: until it exists the deepest folder above it
   * that does is watched, and a folder appearing there moves the watch down.
   */
  private watchFile(file: string, dir = dirname(file)): void {
    if (this.stopping) return;
    try {
      const w = watch(dir, { persistent: false }, (_event, changed) => {
        if (dir === dirname(file)) {
          if (!changed || changed === basename(file)) this.wake();
        } else if (existsSync(join(dir, changed ?? ''))) {
          // A folder on the way appeared: watch from the deepest one that exists now.
          w.close();
          this.watchFile(file);
          if (existsSync(file)) this.wake();
        }
      });
      w.on('error', () => undefined); // the folder went away: the poll still looks
      this.watchers.push(w);
      const below = join(dir, relative(dir, file).split(sep)[0]!);
      if (dir !== dirname(file) && existsSync(below)) {
        // The folder below appeared before this watch began (no event will tell): move down now.
        w.close();
        this.watchFile(file);
        if (existsSync(file)) this.wake();
      }
    } catch {
      const up = dirname(dir);
      if (up !== dir) this.watchFile(file, up);
    }
  }

  /**
   * Inside tmux: a detaching client appends a `Detach` line to the journal (a tmux hook on the
   * session, removed when the sidecar ends), which makes a `detach` checkpoint (SPEC-03.12).
   */
  private async watchTmux(): Promise<void> {
    const place = tmuxPlace(this.ctx.env);
    if (!place) return;
    const session = await sessionName(place);
    if (!session) return;
    // A hook index of our own per Claude Code session (two sessions may share a tmux session).
    const index = 9000 + (parseInt(this.sessionId.replace(/[^0-9a-f]/gi, '').slice(0, 6) || '0', 16) % 1000);
    const line = JSON.stringify({ hook_event_name: 'Detach' });
    const command = `printf '%s\\n' ${shellQuote(line)} >> ${shellQuote(sidecarFiles(this.ctx.paths, this.sessionId).journal)}`;
    if (await setDetachHook(place.socket, session, index, command))
      this.detachHook = { socket: place.socket, session, index };
    else this.ctx.warn(`sidecar: could not set the tmux detach hook on session ${session}`);
  }

  /** Every `poll_seconds`: is claude still there, and did a file grow without an event? */
  private poll(): void {
    const s = this.state;
    if (!s || this.stopping) return;
    const live = processLiveness(s.host, s.claudePid, s.claudeStart);
    if (live === 'dead') {
      void this.claudeGone();
      return;
    }
    if (live === 'unknown' && Date.now() - this.activeAt > sessionTimings(this.config).staleSeconds * 1000) {
      // No claude process to watch (not found at session start): idle this long, the session is over.
      this.ctx.warn('sidecar: no claude process to watch and nothing happened for stale_seconds: exiting');
      this.finish();
      return;
    }
    if (this.grown()) this.wake();
  }

  /** The transcript or the journal holds bytes the last look did not read. */
  private grown(): boolean {
    const s = this.state;
    const grew = (file: string | undefined, offset: number | undefined) => {
      try {
        return !!file && statSync(file).size > (offset ?? 0);
      } catch {
        return false;
      }
    };
    return (
      !!s &&
      (grew(s.transcriptPath, s.transcriptOffset) ||
        grew(sidecarFiles(this.ctx.paths, this.sessionId).journal, s.journalOffset))
    );
  }

  /**
   * Something changed: follow it, `SETTLE_MS` later (once more after the running look, if one
   * runs). Claude Code writes a tool call, its result and the next message within milliseconds:
   * waiting a moment makes that one look instead of three, on the cores claude is using.
   */
  wake(): void {
    if (this.stopping) return;
    this.activeAt = Date.now();
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = (async () => {
      do {
        this.again = false;
        await new Promise((r) => setTimeout(r, SETTLE_MS));
        await this.follow();
      } while (this.again && !this.stopping);
    })().finally(() => (this.busy = undefined));
  }

  /** One look (app/follow.ts); due checkpoints go to the worker. The session ended: the sidecar hands over and ends. */
  private async follow(o: FollowOptions = {}): Promise<FollowResult | undefined> {
    try {
      const r = await followSession(
        this.ctx,
        this.sessionId,
        this.config
          ? { context: { windows: this.config.context.windows, warnPercent: this.config.context.warnPercent }, ...o }
          : o,
      );
      this.state = r.state;
      requestCapture(this.ctx.paths, this.sessionId, r.tickets, () =>
        this.deps.startWorker(['capture', this.sessionId]),
      );
      if (r.endedNow) this.deps.startWorker(['session-end', this.sessionId]);
      if (r.state?.fenced) void this.fenced();
      else if (!this.stopping && (!r.state || r.state.endedAt || r.state.disabled)) this.finish();
      else if (r.tickets.length) this.armPeriodic();
      if (r.more && !this.stopping) this.wake(); // a backlog: the next look at once, the lock given up in between
      return r;
    } catch (err) {
      this.ctx.warn(`sidecar: ${errorMessage(err)}`);
      return undefined;
    }
  }

  /** The periodic checkpoint falls due `periodic_seconds` after the last capture was asked for. */
  private armPeriodic(): void {
    clearTimeout(this.periodic);
    const every = this.config?.capture.periodicSeconds ?? 0;
    if (every <= 0 || this.stopping || !this.state) return;
    const since = Date.parse(this.state.lastCaptureRequestAt ?? this.state.startedAt);
    const due = Math.max(0, since + every * 1000 - this.ctx.now().getTime());
    this.periodic = setTimeout(() => {
      this.wake();
      this.armPeriodic();
    }, due + 50);
  }

  private async beat(last = false): Promise<void> {
    if (this.stopping && !last) return;
    try {
      const r = await heartbeat(
        this.ctx,
        this.sessionId,
        this.store && this.config ? { store: this.store, config: this.config } : undefined,
        this.epoch,
      );
      if (r.superseded) {
        // claude was resumed in this same ~/.pai at a newer epoch while this sidecar was stopped: it is not ours any more.
        this.ctx.warn(
          `sidecar: the session now runs at epoch ${r.state?.epoch} (this sidecar at ${this.epoch}): exiting`,
        );
        await this.finish();
        return;
      }
      if (r.state) this.state = r.state;
      if (r.fenced) {
        postNotice(this.ctx.paths, this.sessionId, `pai-checkpoint: ${fencedNotice(r.fenced)}`);
        this.ctx.warn(
          `sidecar: ${this.sessionId} was taken over at epoch ${r.fenced.epoch} by ${r.fenced.host}: nothing more is written for it here`,
        );
        await this.fenced();
      }
    } catch (err) {
      this.ctx.warn(`sidecar heartbeat: ${errorMessage(err)}`);
    }
  }

  /** Another machine took the session over: the hooks do nothing for it from now on (but print the notice), and the sidecar ends. */
  private async fenced(): Promise<void> {
    setInHook(this.ctx.paths, this.sessionId, FENCED_MARK);
    await this.finish();
  }

  /**
   * claude is gone. After a SessionEnd (journalled, or recorded by the Node hook) the session
   * ended normally and the `session-end` job takes its last checkpoint; without one the session
   * crashed (kill -9, OOM, a closed terminal): what it left — Bash-made files included — is
   * captured now as a `crash` checkpoint, and the session is marked crashed.
   */
  private async claudeGone(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    await this.busy;
    // The last lines it wrote, and a SessionEnd in the journal (read after any backlog: look until none is left).
    for (let r = await this.follow(); r?.more; r = await this.follow());
    if (this.state && !this.state.endedAt) {
      const at = this.ctx.now().toISOString();
      await this.follow({
        triggers: ['crash'],
        error: 'the claude process ended without SessionEnd',
        change: (s) => (s.crashedAt = at),
      });
    }
    await this.finish();
  }

  /**
   * SIGTERM, SIGHUP or SIGINT (a container stopping, the terminal gone): a `shutdown` checkpoint,
   * waited for at most `shutdown_seconds` (an unchanged tree reuses its archive), then exit.
   */
  async shutdown(signal: string): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    await this.busy;
    const at = this.ctx.now().toISOString();
    // Marked before the checkpoint is waited for: the monitor resumes an interrupted session without waiting for its timeout.
    const r = await this.follow({
      triggers: ['shutdown'],
      change: (s) => {
        // The user ended it (/exit, /clear, a logout) in the same moment: nothing to resume. claude
        // stopped by the same signal may report its end too ('other'): that session was interrupted.
        if (s.endedAt && USER_ENDS.includes(s.endReason ?? '')) return;
        s.interruptedAt = at;
        s.interruptedBy = signal;
      },
    });
    if (r?.state?.interruptedAt) await this.beat(true);
    const limit = sessionTimings(this.config).shutdownSeconds;
    const deadline = Date.now() + limit * 1000;
    while (
      Date.now() < deadline &&
      (hasTickets(this.ctx.paths, this.sessionId) || captureRunning(this.ctx.paths, this.sessionId))
    ) {
      await new Promise((r) => setTimeout(r, 50));
    }
    if (hasTickets(this.ctx.paths, this.sessionId) || captureRunning(this.ctx.paths, this.sessionId)) {
      this.ctx.warn(
        `sidecar: ${signal}: the shutdown checkpoint did not finish within ${limit} s (the worker goes on)`,
      );
    }
    await this.finish();
  }

  private async finish(): Promise<void> {
    this.stopping = true;
    for (const t of this.timers) clearInterval(t);
    clearTimeout(this.periodic);
    for (const w of this.watchers) w.close();
    const hook = this.detachHook;
    this.detachHook = undefined;
    if (hook) await unsetDetachHook(hook.socket, hook.session, hook.index);
    await this.announced;
    this.deps.exit(0);
  }
}

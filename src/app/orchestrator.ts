import { ensureDir } from '../core/atomic.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir, hostname } from 'node:os';
import { basename, join } from 'node:path';
import type { Config, MonitorMode } from '../core/config.js';
import type { Context } from '../core/context.js';
import { CheckpointError, errorMessage } from '../core/errors.js';
import { inert } from '../core/inert.js';
import { logLine } from '../core/log.js';
import { mapLimit } from '../core/parallel.js';
import { installationId } from '../core/paths.js';
import type { StorageBackend } from '../storage/backend.js';
import {
  putVolumeStatus,
  readVolumeStatus,
  statusOfTakeOver,
  type VolumeStatus,
} from '../domain/session/volume-status.js';
import { SESSIONS, sessionOfStatusFolder } from '../storage/layout.js';
import { reportOnce } from '../domain/session/monitor-report.js';
import { appendEvent, type CheckpointAction } from '../domain/records/events.js';
import { judge, type Health } from '../domain/session/health.js';
import { currentLease, leaseState, takeLease, type Lease } from '../domain/session/lease.js';
import { formatAgo } from '../domain/session/resume.js';
import { defaultTarget } from '../domain/restore/restore.js';
import type { Manifest } from '../domain/volume/manifest.js';
import { readManifest } from '../domain/volume/read.js';
import { processLiveness } from '../platform/process.js';
import { spawnLogged } from '../platform/spawn.js';
import { hasSession, newDetachedSession, paneText } from '../platform/tmux.js';
import { carryTrust, claudeJsonPath, showsTrustPrompt } from '../domain/session/trust.js';
import { loadSession } from '../domain/session/state.js';
import type { NotifyEvent } from '../domain/notify/message.js';
import type { AppContext } from './context.js';
import { kickIfWaiting, raise } from './notify.js';
import { trackerOnError } from './trackers.js';
import { claudeEnv, resumeSession, type SessionResumeResult } from './resume.js';
import { pickCheckpoint } from './resume-pick.js';
import { readSummary } from './summary.js';

/**
 * The orchestrator of SPEC-03.14/15: a monitor that watches every session's heartbeat on the
 * volume (local or S3), finds the dead ones, and continues them here — from the newest checkpoint
 * that verifies, after a delay in which a heartbeat that comes back cancels it (Scenario 2), under
 * a lease (domain/session/lease.ts) that makes the old machine stop writing (fencing) and lets
 * only one of several monitors act.
 */
type MonitorState = Health | 'RESUMING' | 'RESUMED' | 'TAKEN' | 'LOST' | 'NOTIFIED' | 'FAILED' | 'WOULD_RESUME';

/** What a person is told of the monitor's findings (SPEC-07.21.03): a crash, a session nobody can continue, a resume. */
const MONITOR_EVENTS: Partial<Record<MonitorState, NotifyEvent>> = {
  DEAD: 'session.error',
  FAILED: 'session.error',
  LOST: 'session.lost',
  RESUMED: 'session.resumed',
};

/** One state change of one session: what `monitor --json` prints, one line each. */
export interface MonitorEvent {
  at: string;
  session: string;
  state: MonitorState;
  previous: MonitorState | null;
  reason: string;
  /** The session's machine and last heartbeat, as its status on the volume says. */
  host?: string;
  heartbeat_at?: string | null;
  epoch?: number;
  checkpoint?: string;
  checkpoint_age_seconds?: number;
  folder?: string;
  /** The command that continues the session (run, or — `notify` — to run). */
  command?: string[];
  /** tmux: how the user gets to it; headless: where its output goes. */
  attach?: string;
  log?: string;
  warnings?: string[];
}

/** SPEC-07.42.01: a resume from a checkpoint older than this says so (the work after it is lost). */
const OLD_CHECKPOINT_MS = 5 * 60_000;
/** Resumes of one session (each a new death: it came up and died again) this monitor makes before it leaves it alone: a crash loop is not resumed forever. */
const MAX_ATTEMPTS = 3;
/** Ended, closed and silent sessions are read again every this many passes (a manual resume makes them run again). */
const REREAD_EVERY = 10;
/** Settled states: not news when first seen, read again only now and then. */
const QUIET: readonly MonitorState[] = ['ENDED', 'CLOSED', 'SILENT'];
/** How long a resumed claude has to show it came up (its SessionStart at the new epoch) by default. */
const COME_UP_SECONDS = 120;
/** How often the monitor looks for that sign (and at the tmux pane) meanwhile. */
const COME_UP_POLL_MS = 250;

interface MonitorOptions {
  /** Say what would be done for each session, start nothing and write nothing (no lease, no status, no report). */
  dryRun?: boolean;
}

interface Tracked {
  state?: MonitorState;
  /** The heartbeat last read, and when (this monitor's clock) it was seen to change. */
  beat?: string | undefined;
  changedAt?: number;
  /** The status (heartbeat, epoch, status word) this monitor last acted on: not acted on twice. */
  handled?: string;
  /** A lease this monitor took, until the resumed session writes at its epoch. */
  lease?: Lease;
  task?: Promise<void> | undefined;
  attempts: number;
}

const beatKey = (s: VolumeStatus) => `${s.heartbeatAt ?? ''}|${s.epoch}|${s.status}`;

export class Monitor {
  private readonly tracked = new Map<string, Tracked>();
  private readonly installation: string;
  private stopped = false;
  private passes = 0;
  /** Notifications raised and not yet in the outbox (settled() waits for them, so `--once` loses none). */
  private raising: Promise<unknown>[] = [];
  /** Sleeps under way (the poll's, resume delays): `stop()` cuts them short. */
  private readonly sleepers = new Set<() => void>();
  /** Warnings said already (each once a monitor's run). */
  private readonly warned = new Set<string>();

  constructor(
    private readonly ctx: AppContext,
    private readonly store: StorageBackend,
    private readonly config: Config['monitor'],
    readonly mode: MonitorMode,
    private readonly emit: (e: MonitorEvent) => void,
    private readonly options: MonitorOptions = {},
  ) {
    this.installation = installationId(ctx.paths);
  }

  /** Passes every `poll_seconds` until `stop()` (`once`: one pass, its resumes included); a pass that fails is tried again at the next. */
  async run(once = false): Promise<void> {
    for (;;) {
      try {
        await this.pass();
      } catch (err) {
        // A volume that cannot be read now (the network, S3): a running monitor says so and looks again; `--once` fails (cron sees it).
        if (once) throw err;
        this.ctx.warn(`monitor: ${errorMessage(err)} (looking again in ${this.config.pollSeconds} s)`);
      }
      if (once || this.stopped) break;
      await this.sleep(this.config.pollSeconds * 1000);
      if (this.stopped) break;
    }
    await this.settled();
  }

  /** Stops after the running pass; resumes under way finish, delays waiting for one are cut short (nothing is resumed then). */
  stop(): void {
    this.stopped = true;
    for (const wake of this.sleepers) wake();
  }

  /** Waits for the resumes under way, and for the notifications raised to be in the outbox. */
  async settled(): Promise<void> {
    await Promise.all([...this.tracked.values()].map((t) => t.task));
    await Promise.all(this.raising.splice(0));
  }

  /** One look at every session on the volume (16 status reads at a time). */
  async pass(): Promise<void> {
    this.passes++;
    await Promise.all(this.raising.splice(0)); // the last pass's, in the outbox by now
    if (!this.options.dryRun) kickIfWaiting(this.ctx); // notifications waiting for a retry are sent even when nothing else starts the sender
    const ids = (await this.store.listLevel(SESSIONS)).folders
      .map(sessionOfStatusFolder)
      .filter((s): s is string => s !== undefined);
    await mapLimit(ids, 16, (id) => this.look(id));
  }

  private async look(id: string): Promise<void> {
    const t = this.tracked.get(id) ?? { attempts: 0 };
    this.tracked.set(id, t);
    if (t.task) return; // being taken over
    if (t.state && QUIET.includes(t.state) && this.passes % REREAD_EVERY !== 0) return;
    const status = await this.readStatus(id);
    if (!status) return;
    const now = this.ctx.now().getTime();
    if (status.heartbeatAt !== t.beat) {
      if (t.beat !== undefined) t.changedAt = now;
      t.beat = status.heartbeatAt;
    }
    if (
      t.lease &&
      status.epoch < t.lease.epoch &&
      now - Date.parse(t.lease.taken_at) < this.config.timeoutSeconds * 1000
    )
      return; // a fenced writer's last word: wait for the resumed session
    if (t.lease && status.epoch >= t.lease.epoch) delete t.lease;
    if (t.handled === beatKey(status)) return; // acted on already (lost, notified, failed): nothing new
    const claude =
      status.installation === this.installation
        ? processLiveness(status.host, status.claudePid, status.claudeStart)
        : 'unknown';
    // A status that does not say its interval is judged by this installation's (the configuration's: read again when its file changed).
    const { heartbeatSeconds } = (await this.ctx.config()).session;
    const j = judge(status, {
      now,
      timeoutMs: this.config.timeoutSeconds * 1000,
      maxSilenceMs: this.config.maxSilenceHours * 3_600_000,
      claude,
      changedAt: t.changedAt,
      heartbeatSeconds,
    });
    this.change(id, t, j.health, j.reason, {
      host: status.host,
      heartbeat_at: status.heartbeatAt ?? null,
      epoch: status.epoch,
    });
    if (j.health !== 'DEAD') return;
    if (this.options.dryRun) {
      t.task = this.wouldDo(id, status, j.reason, t).finally(() => (t.task = undefined));
      return;
    }
    if (t.attempts >= MAX_ATTEMPTS) {
      t.handled = beatKey(status);
      this.change(
        id,
        t,
        'FAILED',
        `resumed ${MAX_ATTEMPTS} times and died again each time: left alone (see ${this.ctx.paths.logFile})`,
        {},
      );
      return;
    }
    t.task = this.takeOver(id, status, j.reason, t)
      .catch((err: unknown) => {
        t.handled = beatKey(status);
        this.report(id, 'resume_failed', `resume failed: ${errorMessage(err)}`);
        this.change(id, t, 'FAILED', errorMessage(err), {});
      })
      .finally(() => (t.task = undefined));
  }

  private async readStatus(id: string): Promise<VolumeStatus | undefined> {
    try {
      const stored = await readVolumeStatus(this.store, id);
      if (stored?.untrusted) {
        // Never acted on: someone who can write the volume could make the monitor resume (or leave) any session.
        this.warnOnce(
          `status:${id}`,
          `monitor: the status of session ${id} is not trusted (${stored.untrusted.why}); the session is left alone`,
        );
        return undefined;
      }
      return stored?.status;
    } catch (err) {
      this.ctx.warn(`monitor: the status of session ${id} is unreadable: ${errorMessage(err)}`);
      return undefined;
    }
  }

  private warnOnce(key: string, message: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.ctx.warn(message);
  }

  private change(id: string, t: Tracked, state: MonitorState, reason: string, extra: Partial<MonitorEvent>): void {
    const previous = t.state ?? null;
    if (previous === state && !extra.command) return;
    t.state = state;
    // Sessions first seen ended, closed or long silent are not news (a dry run says every session's state).
    if (previous === null && QUIET.includes(state) && !this.options.dryRun) return;
    this.emit({ at: this.ctx.now().toISOString(), session: id, state, previous, reason, ...extra });
    if (this.options.dryRun) return; // tells nobody, writes nothing
    const event = MONITOR_EVENTS[state];
    if (event) {
      const dedup = `${event}\0${id}\0${extra.heartbeat_at ?? ''}\0${extra.epoch ?? ''}`;
      if (event !== 'session.resumed') trackerOnErrorLater(this.ctx, id, `${state}: ${reason}`, dedup, this.raising);
      this.raising.push(
        raise(this.ctx, {
          event,
          at: this.ctx.now(),
          session: { id, ...(extra.host ? { name: `on ${extra.host}` } : {}) },
          summary: `${state}: ${reason}`,
          action: state === 'RESUMED' ? `pai-checkpoint sessions ${id}` : `pai-checkpoint recover ${id}`,
          ...(state === 'FAILED' ? { priority: 'critical' as const } : {}),
          dedup,
        }),
      );
    }
  }

  /** A line in pai-seed's event log and the plugin log (what the monitor did, for people who were not watching). */
  private report(id: string, action: CheckpointAction, message: string, data: Record<string, unknown> = {}): void {
    logLine(this.ctx.paths, 'monitor', id, message);
    try {
      appendEvent(this.ctx.paths.eventsDir, action, { message, ...data }, id, this.ctx.now());
    } catch (err) {
      this.ctx.warn(`monitor: could not write the event log: ${errorMessage(err)}`);
    }
  }

  /**
   * A DEAD session: its newest usable checkpoint (SPEC-07.20.05 order), the resume delay and a
   * second look (a heartbeat that came back cancels it), the lease, the restore, claude started.
   */
  private async takeOver(id: string, status: VolumeStatus, why: string, t: Tracked): Promise<void> {
    if (await this.handledBefore(id, status, t)) return;
    const warnings: string[] = [];
    const m = await pickCheckpoint(this.store, id, false, warnings).catch((err: unknown) => {
      if (err instanceof CheckpointError && err.code === 'NOT_FOUND') return undefined;
      throw err;
    });
    if (!m) return this.lost(id, status, t, why);
    const ageMs = this.ctx.now().getTime() - Date.parse(m.created_at);
    if (ageMs > OLD_CHECKPOINT_MS)
      warnings.push(`checkpoint ${m.id} is ${formatAgo(ageMs)} old: the work after it is lost`);
    const folder = this.folderFor(m, id);
    const about = {
      checkpoint: m.id,
      checkpoint_age_seconds: Math.round(ageMs / 1000),
      folder,
      ...(warnings.length ? { warnings } : {}),
    };
    if (this.mode === 'notify') return this.notify(id, status, t, why, about);
    await this.sleep(this.config.resumeDelaySeconds * 1000);
    if (this.stopped) return;
    const again = await this.readStatus(id);
    if (again && again.epoch > status.epoch) {
      // Another monitor was quicker: its lease, and the status it wrote at the new epoch.
      this.change(id, t, 'TAKEN', `resumed at epoch ${again.epoch} on ${again.host}`, {
        epoch: again.epoch,
        host: again.host,
      });
      return;
    }
    if (!again || beatKey(again) !== beatKey(status)) {
      this.change(id, t, again?.status === 'ended' ? 'ENDED' : 'HEALTHY', 'its heartbeat came back: resume cancelled', {
        heartbeat_at: again?.heartbeatAt ?? null,
      });
      return;
    }
    const lease = await this.lease(id, status, t, m, why);
    if (!lease) return;
    t.attempts++;
    this.change(id, t, 'RESUMING', why, { ...about, epoch: lease.epoch });
    await this.markResuming(id, status, lease, folder);
    let launched: Launched | undefined;
    try {
      const r = await resumeSession(this.ctx, {
        target: id,
        from: m.id,
        to: folder,
        yes: true,
        restoreWorkspace: true,
        noTmux: true,
        launch: async (res) => void (launched = await this.launch(res, lease.epoch, m)),
      });
      const all = [...warnings, ...r.warnings, ...(launched?.warning ? [launched.warning] : [])];
      const done = {
        ...about,
        epoch: lease.epoch,
        command: r.command,
        ...launched?.event,
        ...(all.length ? { warnings: all } : {}),
      };
      // Started is not continued: a claude that stops at once or waits at a prompt is a failure, said with its reason (and not retried).
      const failure = launched ? await this.cameUp(id, lease.epoch, launched) : undefined;
      if (failure) throw Object.assign(new Error(failure), { event: done });
      this.report(id, 'session_resumed', `resumed from ${m.id} at epoch ${lease.epoch} in ${folder} (${this.mode})`, {
        checkpointId: m.id,
        epoch: lease.epoch,
        folder,
        warnings: all,
      });
      this.change(
        id,
        t,
        'RESUMED',
        `${this.mode}: ${r.mode === 'resume' ? 'the conversation continues' : 'a new session from a resume prompt (no transcript)'}`,
        done,
      );
    } catch (err) {
      await this.markFailed(id, status, lease, folder, errorMessage(err));
      t.handled = beatKey(status);
      this.report(id, 'resume_failed', `resume failed: ${errorMessage(err)}`, {
        checkpointId: m.id,
        epoch: lease.epoch,
        folder,
      });
      this.change(id, t, 'FAILED', `the resume did not come up: ${errorMessage(err)}`, {
        ...about,
        epoch: lease.epoch,
        ...(err as { event?: Partial<MonitorEvent> }).event,
      });
    }
  }

  /**
   * Waits (bounded) for the resumed claude to show it came up — its SessionStart at the new epoch, in
   * this machine's runtime state or on the volume — and watches it meanwhile: a headless claude that
   * exited, a tmux session that is gone or a pane at the workspace-trust prompt is a failure. Returns
   * why it did not come up, or undefined when it did.
   */
  private async cameUp(id: string, epoch: number, l: Launched): Promise<string | undefined> {
    const bound = this.config.startSeconds ?? COME_UP_SECONDS;
    const deadline = Date.now() + bound * 1000;
    for (;;) {
      if (await this.upAt(id, epoch)) return undefined;
      const stopped = await stoppedWhy(l);
      if (stopped) return (await this.upAt(id, epoch)) ? undefined : stopped;
      if (this.stopped) return undefined; // the monitor is stopping: not waited for (its session may still come up)
      if (Date.now() > deadline)
        return `claude showed no sign of starting within ${bound} s${l.event.log ? ` (its output: ${l.event.log})` : l.tmux ? ` (tmux attach -t ${l.tmux})` : ''}`;
      await this.sleep(COME_UP_POLL_MS);
    }
  }

  /** Has the session started at `epoch` (or later): its SessionStart here, or its own status on the volume? */
  private async upAt(id: string, epoch: number): Promise<boolean> {
    if ((loadSession(this.ctx.paths, id)?.epoch ?? 0) >= epoch) return true;
    const s = await this.readStatus(id);
    return s !== undefined && s.epoch >= epoch && s.status !== 'resuming';
  }

  /** The resume at `lease.epoch` did not come up: said in the status, so that no monitor resumes that death again (lifecycle.ts). */
  private async markFailed(id: string, status: VolumeStatus, lease: Lease, folder: string, why: string): Promise<void> {
    const at = this.ctx.now().toISOString();
    await putVolumeStatus(
      this.store,
      statusOfTakeOver({
        sessionId: id,
        failure: why,
        cwd: folder,
        host: hostname(),
        installation: this.installation,
        at,
        heartbeatSeconds: status.heartbeatSeconds,
        epoch: lease.epoch,
        resumedFrom: lease.checkpoint_id,
      }),
    ).catch((err: unknown) =>
      this.ctx.warn(`monitor: could not record the failed resume of ${id}: ${errorMessage(err)}`),
    );
  }

  /** `--dry-run`: what a DEAD session would get (its checkpoint, folder and command), read only: no lease, no status, no restore. */
  private async wouldDo(id: string, status: VolumeStatus, why: string, t: Tracked): Promise<void> {
    if (await this.handledBefore(id, status, t)) return;
    const m = await pickCheckpoint(this.store, id, false, []).catch(() => undefined);
    if (!m) return this.change(id, t, 'LOST', `${why}, and it has no checkpoint to resume from`, { host: status.host });
    const folder = this.folderFor(m, id);
    this.change(id, t, 'WOULD_RESUME', `${why}: would resume it (${this.mode}) from ${m.id}`, {
      checkpoint: m.id,
      folder,
      command: ['pai-checkpoint', 'resume', id, '--from', m.id, '--to', folder, '--yes'],
    });
  }

  /** This death was handled already — a lease above the epoch it died at (this or another monitor, an earlier `--once`): TAKEN said, true. */
  private async handledBefore(id: string, status: VolumeStatus, t: Tracked): Promise<boolean> {
    const { current } = await leaseState(this.store, id);
    if (!current || current.epoch <= status.epoch) return false;
    t.handled = beatKey(status);
    this.change(
      id,
      t,
      'TAKEN',
      `resumed by ${current.by || 'another monitor'} on ${current.host} at ${current.taken_at}: left alone`,
      { epoch: current.epoch },
    );
    return true;
  }

  /** Takes the session over at the next epoch; undefined (and TAKEN said) when another monitor was first or is resuming it. */
  private async lease(
    id: string,
    status: VolumeStatus,
    t: Tracked,
    m: Manifest,
    why: string,
  ): Promise<Lease | undefined> {
    const { current, highest } = await leaseState(this.store, id);
    const now = this.ctx.now();
    if (current && current.epoch > status.epoch) {
      // This death was handled already (by this or another monitor, in this run or an earlier `--once`): never twice.
      t.handled = beatKey(status);
      this.change(
        id,
        t,
        'TAKEN',
        `resumed by ${current.by || 'another monitor'} on ${current.host} at ${current.taken_at}`,
        { epoch: current.epoch },
      );
      return undefined;
    }
    const lease: Lease = {
      epoch: Math.max(highest, status.epoch) + 1,
      session_id: id,
      host: hostname(),
      taken_at: now.toISOString(),
      by: `monitor ${process.pid}`,
      reason: why,
      checkpoint_id: m.id,
    };
    if (await takeLease(this.store, lease)) return (t.lease = lease);
    const winner = await currentLease(this.store, id);
    this.change(
      id,
      t,
      'TAKEN',
      `another monitor took it first${winner ? ` (${winner.by || '?'} on ${winner.host} at ${winner.taken_at})` : ''}`,
      { epoch: winner?.epoch ?? lease.epoch },
    );
    return undefined;
  }

  /** The status at the new epoch, so that this and other monitors see the session taken over while it starts. */
  private async markResuming(id: string, status: VolumeStatus, lease: Lease, folder: string): Promise<void> {
    await putVolumeStatus(
      this.store,
      statusOfTakeOver({
        sessionId: id,
        cwd: folder,
        host: hostname(),
        installation: this.installation,
        at: lease.taken_at,
        heartbeatSeconds: status.heartbeatSeconds,
        epoch: lease.epoch,
        resumedFrom: lease.checkpoint_id,
      }),
    );
  }

  /** No checkpoint to resume from: "session lost", said once (of several monitors, or a cron job's runs, one says it). */
  private async lost(id: string, status: VolumeStatus, t: Tracked, why: string): Promise<void> {
    t.handled = beatKey(status);
    const first = await reportOnce(this.store, id, `lost-${stamp(status)}`, {
      at: this.ctx.now().toISOString(),
      host: hostname(),
      reason: why,
    });
    const message = `session ${id} lost: ${why}, and it has no checkpoint to resume from`;
    if (first) this.report(id, 'session_lost', message, { host: status.host, heartbeatAt: status.heartbeatAt ?? null });
    this.change(id, t, 'LOST', first ? message : `${message} (already reported)`, { host: status.host });
  }

  /** `mode = notify`: what would be done, and the command that does it; said once. */
  private async notify(
    id: string,
    status: VolumeStatus,
    t: Tracked,
    why: string,
    about: Partial<MonitorEvent>,
  ): Promise<void> {
    t.handled = beatKey(status);
    const command = ['pai-checkpoint', 'resume', id, '--to', about.folder ?? '', '--yes'];
    const first = await reportOnce(this.store, id, `notify-${stamp(status)}`, {
      at: this.ctx.now().toISOString(),
      host: hostname(),
      reason: why,
      command,
    });
    if (first)
      this.report(id, 'session_dead', `dead (${why}); to resume it: ${command.join(' ')}`, {
        checkpointId: about.checkpoint,
      });
    this.change(
      id,
      t,
      'NOTIFIED',
      `would resume from ${about.checkpoint} (mode notify)${first ? '' : ' (already reported)'}`,
      { ...about, command },
    );
  }

  /** Where the session continues: its own folder when that is free here, else `<workspace_root>/<project>` (with the session's short id if that is taken). */
  private folderFor(m: Manifest, id: string): string {
    const free = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;
    const own = defaultTarget(m);
    if (own && free(own)) return own;
    const name = basename(own ?? (typeof m['project'] === 'string' ? m['project'] : id)) || id.slice(0, 8);
    for (const candidate of [name, `${name}-${id.slice(0, 8)}`])
      if (free(join(this.config.workspaceRoot, candidate))) return join(this.config.workspaceRoot, candidate);
    return join(this.config.workspaceRoot, `${name}-${id.slice(0, 8)}-${Date.now().toString(36)}`);
  }

  /** The summary (markdown) a checkpoint holds, or undefined (none, or unreadable: the prompt goes without it). */
  private async summaryOf(sessionId: string, checkpointId: string): Promise<string | undefined> {
    try {
      const m = await readManifest(this.store, sessionId, checkpointId);
      return m ? (await readSummary(this.store, m))?.markdown.trimEnd() : undefined;
    } catch {
      return undefined;
    }
  }

  /** Starts claude for the restored session, as `mode` says; what the user needs to reach it. */
  private async launch(r: SessionResumeResult, epoch: number, m: Manifest): Promise<Launched> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...this.ctx.env,
      ...claudeEnv(r),
      PAI_CHECKPOINT_EPOCH: String(epoch),
    };
    const [claude, ...rest] = r.command;
    const extra = this.config.claudeArgs;
    if (this.mode === 'tmux') {
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
    const summary = r.mode === 'resume' ? await this.summaryOf(r.sessionId, r.checkpointId) : undefined;
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
    const dir = join(this.ctx.paths.stateDir, 'monitor');
    ensureDir(dir);
    const log = join(dir, `${r.sessionId}-${epoch}.jsonl`);
    const pid = await spawnLogged(claude!, args, { cwd: r.cwd, env, log });
    r.started = true;
    r.command = [claude!, ...args];
    return { event: { log }, pid, env, folder: r.cwd };
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }
}

/** A claude the monitor started: what the event says of it, and how to watch it come up. */
interface Launched {
  event: Partial<MonitorEvent>;
  /** headless: its process; tmux: its session (on the server of `env`). */
  pid?: number;
  tmux?: string;
  env: NodeJS.ProcessEnv;
  folder: string;
  warning?: string;
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

/** A key segment naming one silence of a session (its epoch and last heartbeat). */
function stamp(s: VolumeStatus): string {
  return `e${s.epoch}-${(s.heartbeatAt ?? 'none').replace(/[^0-9A-Za-z]/g, '')}`;
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

/** A session's error or loss opens an issue where [integrations] say so (the configuration read once for it). */
function trackerOnErrorLater(
  ctx: Context,
  id: string,
  summary: string,
  dedup: string,
  pending: Promise<unknown>[],
): void {
  pending.push(
    ctx
      .configFor(undefined)
      .then((config) => trackerOnError(ctx, config, { id }, summary, dedup))
      .catch((err: unknown) => ctx.warn(`issue trackers: ${errorMessage(err)}`)),
  );
}

import type { Config, MonitorMode } from '../core/config.js';
import type { Context } from '../core/context.js';
import { errorMessage } from '../core/errors.js';
import { logLine } from '../core/log.js';
import { mapLimit } from '../core/parallel.js';
import { installationId } from '../core/paths.js';
import type { StorageBackend } from '../storage/backend.js';
import { readVolumeStatus, type VolumeStatus } from '../domain/session/volume-status.js';
import { SESSIONS, sessionOfStatusFolder } from '../storage/layout.js';
import { appendEvent, type CheckpointAction } from '../domain/records/events.js';
import { judge } from '../domain/session/health.js';
import { processLiveness } from '../platform/process.js';
import type { NotifyEvent } from '../domain/notify/message.js';
import type { AppContext } from './context.js';
import { kickIfWaiting, raise } from './notify.js';
import { trackerOnError } from './trackers.js';
import {
  beatKey,
  takeOver,
  wouldDo,
  type MonitorEvent,
  type MonitorState,
  type Monitoring,
  type Tracked,
} from './monitor-takeover.js';

/**
 * The orchestrator of SPEC-03.14/15: a monitor that watches every session's heartbeat on the
 * volume (local or S3), finds the dead ones, and continues them here — from the newest checkpoint
 * that verifies, after a delay in which a heartbeat that comes back cancels it (Scenario 2), under
 * a lease (domain/session/lease.ts) that makes the old machine stop writing (fencing) and lets
 * only one of several monitors act. The take-over of a dead session is app/monitor-takeover.ts.
 */

/** What a person is told of the monitor's findings (SPEC-07.21.03): a crash, a session nobody can continue, a resume. */
const MONITOR_EVENTS: Partial<Record<MonitorState, NotifyEvent>> = {
  DEAD: 'session.error',
  FAILED: 'session.error',
  LOST: 'session.lost',
  RESUMED: 'session.resumed',
};

/** Resumes of one session (each a new death: it came up and died again) this monitor makes before it leaves it alone: a crash loop is not resumed forever. */
const MAX_ATTEMPTS = 3;
/** Ended, closed and silent sessions are read again every this many passes (a manual resume makes them run again). */
const REREAD_EVERY = 10;
/** Settled states: not news when first seen, read again only now and then. */
const QUIET: readonly MonitorState[] = ['ENDED', 'CLOSED', 'SILENT'];

interface MonitorOptions {
  /** Say what would be done for each session, start nothing and write nothing (no lease, no status, no report). */
  dryRun?: boolean;
}

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
  /** What the take-over (app/monitor-takeover.ts) gets of this monitor. */
  private readonly by: Monitoring;

  constructor(
    private readonly ctx: AppContext,
    private readonly store: StorageBackend,
    private readonly config: Config['monitor'],
    readonly mode: MonitorMode,
    private readonly emit: (e: MonitorEvent) => void,
    private readonly options: MonitorOptions = {},
  ) {
    this.installation = installationId(ctx.paths);
    this.by = {
      ctx,
      store,
      config,
      mode,
      installation: this.installation,
      stopped: () => this.stopped,
      readStatus: (id) => this.readStatus(id),
      change: (id, t, state, reason, extra) => this.change(id, t, state, reason, extra),
      report: (id, action, message, data) => this.report(id, action, message, data),
      sleep: (ms) => this.sleep(ms),
    };
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
      t.task = wouldDo(this.by, id, status, j.reason, t).finally(() => (t.task = undefined));
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
    t.task = takeOver(this.by, id, status, j.reason, t)
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

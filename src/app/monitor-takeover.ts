import { existsSync, readdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, join } from 'node:path';
import { CheckpointError, errorMessage } from '../core/errors.js';
import { putVolumeStatus, statusOfTakeOver, type VolumeStatus } from '../domain/session/volume-status.js';
import { reportOnce } from '../domain/session/monitor-report.js';
import type { CheckpointAction } from '../domain/records/events.js';
import type { Health } from '../domain/session/health.js';
import { currentLease, leaseState, takeLease, type Lease } from '../domain/session/lease.js';
import { formatAgo } from '../domain/session/resume.js';
import { defaultTarget } from '../domain/restore/restore.js';
import type { Manifest } from '../domain/volume/manifest.js';
import { cameUp, launchClaude, type Launched, type Watcher } from './monitor-launch.js';
import { resumeSession } from './resume.js';
import { pickCheckpoint } from './resume-pick.js';

/**
 * The monitor's take-over of a DEAD session (app/orchestrator.ts finds it): the checkpoint, the
 * resume delay and second look, the lease (fencing), the status at the new epoch, the restore and
 * claude started and watched on its way up — or LOST, NOTIFIED, TAKEN, FAILED said instead. The
 * functions work through `Monitoring`, what the Monitor gives them: its context, volume and
 * settings, and its own ways to read a status, say a change, report and wait.
 */
export type MonitorState = Health | 'RESUMING' | 'RESUMED' | 'TAKEN' | 'LOST' | 'NOTIFIED' | 'FAILED' | 'WOULD_RESUME';

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

/** What the monitor knows of one session. */
export interface Tracked {
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

export const beatKey = (s: VolumeStatus) => `${s.heartbeatAt ?? ''}|${s.epoch}|${s.status}`;

/** What the Monitor gives its take-over: what it gives the watch of a claude it started (monitor-launch.ts), and more. */
export interface Monitoring extends Watcher {
  /** This installation's id (what its statuses say). */
  readonly installation: string;
  /** A state change: the monitor's event, and who is told of it. */
  change(id: string, t: Tracked, state: MonitorState, reason: string, extra: Partial<MonitorEvent>): void;
  /** A line in the event log and the plugin log. */
  report(id: string, action: CheckpointAction, message: string, data?: Record<string, unknown>): void;
}

/**
 * A DEAD session: its newest usable checkpoint (SPEC-07.20.05 order), the resume delay and a
 * second look (a heartbeat that came back cancels it), the lease, the restore, claude started.
 */
export async function takeOver(
  by: Monitoring,
  id: string,
  status: VolumeStatus,
  why: string,
  t: Tracked,
): Promise<void> {
  if (await handledBefore(by, id, status, t)) return;
  const warnings: string[] = [];
  const m = await pickCheckpoint(by.store, id, false, warnings).catch((err: unknown) => {
    if (err instanceof CheckpointError && err.code === 'NOT_FOUND') return undefined;
    throw err;
  });
  if (!m) return lost(by, id, status, t, why);
  const ageMs = by.ctx.now().getTime() - Date.parse(m.created_at);
  if (ageMs > OLD_CHECKPOINT_MS)
    warnings.push(`checkpoint ${m.id} is ${formatAgo(ageMs)} old: the work after it is lost`);
  const folder = folderFor(by, m, id);
  const about = {
    checkpoint: m.id,
    checkpoint_age_seconds: Math.round(ageMs / 1000),
    folder,
    ...(warnings.length ? { warnings } : {}),
  };
  if (by.mode === 'notify') return notify(by, id, status, t, why, about);
  await by.sleep(by.config.resumeDelaySeconds * 1000);
  if (by.stopped()) return;
  const again = await by.readStatus(id);
  if (again && again.epoch > status.epoch) {
    // Another monitor was quicker: its lease, and the status it wrote at the new epoch.
    by.change(id, t, 'TAKEN', `resumed at epoch ${again.epoch} on ${again.host}`, {
      epoch: again.epoch,
      host: again.host,
    });
    return;
  }
  if (!again || beatKey(again) !== beatKey(status)) {
    by.change(id, t, again?.status === 'ended' ? 'ENDED' : 'HEALTHY', 'its heartbeat came back: resume cancelled', {
      heartbeat_at: again?.heartbeatAt ?? null,
    });
    return;
  }
  const lease = await leaseFor(by, id, status, t, m, why);
  if (!lease) return;
  t.attempts++;
  by.change(id, t, 'RESUMING', why, { ...about, epoch: lease.epoch });
  await markResuming(by, id, status, lease, folder);
  await resumeHere(by, { id, status, t, m, lease, folder, about, warnings });
}

/** A session taken over: what the take-over found and took for it. */
interface Taken {
  id: string;
  status: VolumeStatus;
  t: Tracked;
  m: Manifest;
  lease: Lease;
  folder: string;
  about: Partial<MonitorEvent>;
  warnings: string[];
}

/** The restore and claude started in `folder`, watched until it comes up: RESUMED, or FAILED (said in the status too). */
async function resumeHere(by: Monitoring, { id, status, t, m, lease, folder, about, warnings }: Taken): Promise<void> {
  let launched: Launched | undefined;
  try {
    const r = await resumeSession(by.ctx, {
      target: id,
      from: m.id,
      to: folder,
      yes: true,
      restoreWorkspace: true,
      noTmux: true,
      launch: async (res) =>
        void (launched = await launchClaude(
          { ctx: by.ctx, store: by.store, config: by.config, mode: by.mode },
          res,
          lease.epoch,
          m,
        )),
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
    const failure = launched ? await cameUp(by, id, lease.epoch, launched) : undefined;
    if (failure) throw Object.assign(new Error(failure), { event: done });
    by.report(id, 'session_resumed', `resumed from ${m.id} at epoch ${lease.epoch} in ${folder} (${by.mode})`, {
      checkpointId: m.id,
      epoch: lease.epoch,
      folder,
      warnings: all,
    });
    by.change(
      id,
      t,
      'RESUMED',
      `${by.mode}: ${r.mode === 'resume' ? 'the conversation continues' : 'a new session from a resume prompt (no transcript)'}`,
      done,
    );
  } catch (err) {
    await markFailed(by, id, status, lease, folder, errorMessage(err));
    t.handled = beatKey(status);
    by.report(id, 'resume_failed', `resume failed: ${errorMessage(err)}`, {
      checkpointId: m.id,
      epoch: lease.epoch,
      folder,
    });
    by.change(id, t, 'FAILED', `the resume did not come up: ${errorMessage(err)}`, {
      ...about,
      epoch: lease.epoch,
      ...(err as { event?: Partial<MonitorEvent> }).event,
    });
  }
}

/** The resume at `lease.epoch` did not come up: said in the status, so that no monitor resumes that death again (lifecycle.ts). */
async function markFailed(
  by: Monitoring,
  id: string,
  status: VolumeStatus,
  lease: Lease,
  folder: string,
  why: string,
): Promise<void> {
  const at = by.ctx.now().toISOString();
  await putVolumeStatus(
    by.store,
    statusOfTakeOver({
      sessionId: id,
      failure: why,
      cwd: folder,
      host: hostname(),
      installation: by.installation,
      at,
      heartbeatSeconds: status.heartbeatSeconds,
      epoch: lease.epoch,
      resumedFrom: lease.checkpoint_id,
    }),
  ).catch((err: unknown) => by.ctx.warn(`monitor: could not record the failed resume of ${id}: ${errorMessage(err)}`));
}

/** `--dry-run`: what a DEAD session would get (its checkpoint, folder and command), read only: no lease, no status, no restore. */
export async function wouldDo(
  by: Monitoring,
  id: string,
  status: VolumeStatus,
  why: string,
  t: Tracked,
): Promise<void> {
  if (await handledBefore(by, id, status, t)) return;
  const m = await pickCheckpoint(by.store, id, false, []).catch(() => undefined);
  if (!m) return by.change(id, t, 'LOST', `${why}, and it has no checkpoint to resume from`, { host: status.host });
  const folder = folderFor(by, m, id);
  by.change(id, t, 'WOULD_RESUME', `${why}: would resume it (${by.mode}) from ${m.id}`, {
    checkpoint: m.id,
    folder,
    command: ['pai-checkpoint', 'resume', id, '--from', m.id, '--to', folder, '--yes'],
  });
}

/** This death was handled already — a lease above the epoch it died at (this or another monitor, an earlier `--once`): TAKEN said, true. */
async function handledBefore(by: Monitoring, id: string, status: VolumeStatus, t: Tracked): Promise<boolean> {
  const { current } = await leaseState(by.store, id);
  if (!current || current.epoch <= status.epoch) return false;
  t.handled = beatKey(status);
  by.change(
    id,
    t,
    'TAKEN',
    `resumed by ${current.by || 'another monitor'} on ${current.host} at ${current.taken_at}: left alone`,
    { epoch: current.epoch },
  );
  return true;
}

/** Takes the session over at the next epoch; undefined (and TAKEN said) when another monitor was first or is resuming it. */
async function leaseFor(
  by: Monitoring,
  id: string,
  status: VolumeStatus,
  t: Tracked,
  m: Manifest,
  why: string,
): Promise<Lease | undefined> {
  const { current, highest } = await leaseState(by.store, id);
  const now = by.ctx.now();
  if (current && current.epoch > status.epoch) {
    // This death was handled already (by this or another monitor, in this run or an earlier `--once`): never twice.
    t.handled = beatKey(status);
    by.change(
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
  if (await takeLease(by.store, lease)) return (t.lease = lease);
  const winner = await currentLease(by.store, id);
  by.change(
    id,
    t,
    'TAKEN',
    `another monitor took it first${winner ? ` (${winner.by || '?'} on ${winner.host} at ${winner.taken_at})` : ''}`,
    { epoch: winner?.epoch ?? lease.epoch },
  );
  return undefined;
}

/** The status at the new epoch, so that this and other monitors see the session taken over while it starts. */
async function markResuming(
  by: Monitoring,
  id: string,
  status: VolumeStatus,
  lease: Lease,
  folder: string,
): Promise<void> {
  await putVolumeStatus(
    by.store,
    statusOfTakeOver({
      sessionId: id,
      cwd: folder,
      host: hostname(),
      installation: by.installation,
      at: lease.taken_at,
      heartbeatSeconds: status.heartbeatSeconds,
      epoch: lease.epoch,
      resumedFrom: lease.checkpoint_id,
    }),
  );
}

/** No checkpoint to resume from: "session lost", said once (of several monitors, or a cron job's runs, one says it). */
async function lost(by: Monitoring, id: string, status: VolumeStatus, t: Tracked, why: string): Promise<void> {
  t.handled = beatKey(status);
  const first = await reportOnce(by.store, id, `lost-${stamp(status)}`, {
    at: by.ctx.now().toISOString(),
    host: hostname(),
    reason: why,
  });
  const message = `session ${id} lost: ${why}, and it has no checkpoint to resume from`;
  if (first) by.report(id, 'session_lost', message, { host: status.host, heartbeatAt: status.heartbeatAt ?? null });
  by.change(id, t, 'LOST', first ? message : `${message} (already reported)`, { host: status.host });
}

/** `mode = notify`: what would be done, and the command that does it; said once. */
async function notify(
  by: Monitoring,
  id: string,
  status: VolumeStatus,
  t: Tracked,
  why: string,
  about: Partial<MonitorEvent>,
): Promise<void> {
  t.handled = beatKey(status);
  const command = ['pai-checkpoint', 'resume', id, '--to', about.folder ?? '', '--yes'];
  const first = await reportOnce(by.store, id, `notify-${stamp(status)}`, {
    at: by.ctx.now().toISOString(),
    host: hostname(),
    reason: why,
    command,
  });
  if (first)
    by.report(id, 'session_dead', `dead (${why}); to resume it: ${command.join(' ')}`, {
      checkpointId: about.checkpoint,
    });
  by.change(
    id,
    t,
    'NOTIFIED',
    `would resume from ${about.checkpoint} (mode notify)${first ? '' : ' (already reported)'}`,
    { ...about, command },
  );
}

/** Where the session continues: its own folder when that is free here, else `<workspace_root>/<project>` (with the session's short id if that is taken). */
function folderFor(by: Monitoring, m: Manifest, id: string): string {
  const free = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;
  const own = defaultTarget(m);
  if (own && free(own)) return own;
  const name = basename(own ?? (typeof m['project'] === 'string' ? m['project'] : id)) || id.slice(0, 8);
  for (const candidate of [name, `${name}-${id.slice(0, 8)}`])
    if (free(join(by.config.workspaceRoot, candidate))) return join(by.config.workspaceRoot, candidate);
  return join(by.config.workspaceRoot, `${name}-${id.slice(0, 8)}-${Date.now().toString(36)}`);
}

/** A key segment naming one silence of a session (its epoch and last heartbeat). */
function stamp(s: VolumeStatus): string {
  return `e${s.epoch}-${(s.heartbeatAt ?? 'none').replace(/[^0-9A-Za-z]/g, '')}`;
}

import type { Liveness } from '../../platform/process.js';
import { formatAgo } from './resume.js';
import { settledReason } from './lifecycle.js';
import type { VolumeStatus } from './volume-status.js';

/**
 * What the monitor makes of a session's status on the volume (`sessions/<id>/session.json`,
 * owned by volume-status.ts): SPEC-03.14's failure detector. Pure: the caller reads the
 * status, the clock and (for its own sessions) the process table.
 */
export type Health = 'HEALTHY' | 'WARNING' | 'DEAD' | 'ENDED' | 'CLOSED' | 'SILENT';

export interface JudgeOptions {
  now: number;
  timeoutMs: number;
  maxSilenceMs: number;
  /** The session's claude process, when it runs on this installation (else 'unknown'). */
  claude: Liveness;
  /** When this monitor last saw the heartbeat change (its own clock), if it saw it change: a writer whose clock is behind is not taken for dead. */
  changedAt?: number | undefined;
  /** The heartbeat interval of a status that does not say its own: the configuration's `heartbeat_seconds`. */
  heartbeatSeconds: number;
}

interface Judgement {
  health: Health;
  reason: string;
  /** How long the session has been silent (ms), as judged. */
  silentMs: number;
}

/**
 * HEALTHY → WARNING (one heartbeat interval missed) → DEAD (silent for `timeoutMs`: three missed
 * heartbeats by default). A session that ended normally is never DEAD; one whose sidecar was
 * stopped by a signal (`interrupted`, SPEC-03 Scenario 3) or saw claude die (`crashed`) is DEAD at
 * once, unless its claude process runs here. Sessions silent for longer than `maxSilenceMs` are
 * SILENT: left alone (a monitor's first start must not resume every crash of last month).
 */
export function judge(s: VolumeStatus, o: JudgeOptions): Judgement {
  // Ended, carried over, disabled, or a death handled already: never resumed (lifecycle.ts owns the rule).
  const settled = settledReason(s.status, { carriedOverBy: s.carriedOverBy, failure: s.resumeFailure });
  if (settled) return { health: s.status === 'ended' ? 'ENDED' : 'CLOSED', reason: settled, silentMs: 0 };
  if (s.lastSign === undefined) return { health: 'WARNING', reason: 'no heartbeat recorded', silentMs: 0 };
  const byClock = Math.max(0, o.now - s.lastSign);
  const silentMs = o.changedAt === undefined ? byClock : Math.min(byClock, Math.max(0, o.now - o.changedAt));
  const interval = (s.heartbeatSeconds ?? o.heartbeatSeconds) * 1000;
  // A monitor's resume whose claude never wrote at the new epoch (the monitor stopped before it could tell): that death was handled once.
  if (s.status === 'resuming' && o.claude !== 'alive' && silentMs > o.timeoutMs)
    return {
      health: 'CLOSED',
      reason: `its resume at epoch ${s.epoch} did not come up: left alone (\`pai-checkpoint resume\` continues it)`,
      silentMs,
    };
  if (o.claude === 'alive') {
    // Its claude runs here: whatever the volume says, nothing to resume (a sidecar may be missing).
    return silentMs > interval * 1.5
      ? {
          health: 'WARNING',
          reason: `claude runs (pid ${s.claudePid}) but no heartbeat for ${formatAgo(silentMs)}`,
          silentMs,
        }
      : { health: 'HEALTHY', reason: 'claude runs', silentMs };
  }
  if (silentMs > o.maxSilenceMs)
    return { health: 'SILENT', reason: `silent for ${formatAgo(silentMs)}: left alone (max_silence_hours)`, silentMs };
  if (s.status === 'interrupted')
    return {
      health: 'DEAD',
      reason: `its sidecar was stopped by ${s.interruptedBy ?? 'a signal'} at ${s.interruptedAt ?? '?'} (will need resume)`,
      silentMs,
    };
  if (s.status === 'crashed')
    return { health: 'DEAD', reason: 'its claude process ended without SessionEnd', silentMs };
  if (o.claude === 'dead')
    return { health: 'DEAD', reason: `its claude process (pid ${s.claudePid}) is gone`, silentMs };
  if (silentMs > o.timeoutMs)
    return {
      health: 'DEAD',
      reason: `no heartbeat for ${formatAgo(silentMs)} (timeout ${formatAgo(o.timeoutMs)})`,
      silentMs,
    };
  if (silentMs > interval * 1.5)
    return {
      health: 'WARNING',
      reason: `no heartbeat for ${formatAgo(silentMs)} (every ${formatAgo(interval)})`,
      silentMs,
    };
  return { health: 'HEALTHY', reason: 'heartbeat on time', silentMs };
}

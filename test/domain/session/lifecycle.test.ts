import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import {
  captureOff,
  lifecycleOf,
  markCarriedOver,
  markRunning,
  recordCarryOver,
  remoteLifecycle,
  settledReason,
  volumeWord,
} from '../../../src/domain/session/lifecycle.js';
import { judge } from '../../../src/domain/session/health.js';
import { parseVolumeStatus } from '../../../src/domain/session/volume-status.js';
import { loadSession, newSession, saveSession, type SessionState } from '../../../src/domain/session/state.js';
import { sandbox } from '../../helpers.js';

const deadPid = () =>
  Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);

function state(over: Partial<SessionState> = {}): SessionState {
  return { ...newSession('s', '/p', '/p', new Date('2026-11-21T10:00:00Z')), ...over };
}

const now = Date.parse('2026-11-21T10:05:00Z');

describe('lifecycleOf (the runtime state, with the process table where the session ran here)', () => {
  test('ended when SessionEnd was recorded', () => {
    expect(lifecycleOf(state({ endedAt: '2026-11-21T10:01:00Z' }), now, 600_000)).toBe('ended');
  });
  test('crashed at once when its claude process is gone (kill -9), running while it lives', () => {
    expect(lifecycleOf(state({ claudePid: deadPid() }), now, 600_000)).toBe('crashed');
    expect(lifecycleOf(state({ claudePid: process.pid }), now, 600_000)).toBe('running');
  });
  test('a reused pid (other start time) is a crash', () => {
    expect(lifecycleOf(state({ claudePid: process.pid, claudeStart: 'not-the-same' }), now, 600_000)).toBe('crashed');
  });
  test('unverifiable (other host): crashed only once the heartbeat is stale', () => {
    const s = state({ host: 'elsewhere', claudePid: 1 });
    expect(lifecycleOf(s, now, 600_000)).toBe('running');
    expect(lifecycleOf(s, now, 60_000)).toBe('crashed');
    expect(lifecycleOf(undefined, now, 1)).toBe('unknown');
  });
  test('carried over and disabled win over a dead process: neither is a crash to offer or resume', () => {
    expect(
      lifecycleOf(
        state({ claudePid: deadPid(), carriedOverAt: '2026-11-21T10:02:00Z', carriedOverBy: 'n' }),
        now,
        600_000,
      ),
    ).toBe('carried_over');
    expect(lifecycleOf(state({ claudePid: deadPid(), disabled: true }), now, 600_000)).toBe('disabled');
    expect(lifecycleOf(state({ claudePid: deadPid(), interruptedAt: '2026-11-21T10:02:00Z' }), now, 600_000)).toBe(
      'interrupted',
    );
    // As on the volume: the SessionEnd a container stop provoked does not hide the interruption.
    const stopped = state({
      claudePid: deadPid(),
      interruptedAt: '2026-11-21T10:02:00Z',
      endedAt: '2026-11-21T10:02:00Z',
      endReason: 'other',
    });
    expect([lifecycleOf(stopped, now, 600_000), volumeWord(stopped)]).toEqual(['interrupted', 'interrupted']);
  });
});

describe('transitions are recorded once', () => {
  test('markCarriedOver: once, never by the session itself; volumeWord says carried_over; a new start makes it running', () => {
    const s = state({ crashedAt: '2026-11-21T10:01:00Z' });
    expect(volumeWord(s)).toBe('crashed');
    expect(markCarriedOver(s, 's', 'x')).toBe(false);
    expect(markCarriedOver(s, 'n', '2026-11-21T10:02:00Z')).toBe(true);
    expect(markCarriedOver(s, 'm', '2026-11-21T10:03:00Z')).toBe(false);
    expect(s).toMatchObject({ carriedOverAt: '2026-11-21T10:02:00Z', carriedOverBy: 'n' });
    expect(volumeWord(s)).toBe('carried_over');
    markRunning(s);
    expect(volumeWord(s)).toBe('running');
    expect(s.crashedAt).toBeUndefined();
  });
  test('recordCarryOver: the old session is marked (on disk) and queued on the new one for its status on the volume', () => {
    const sb = sandbox();
    saveSession(sb.paths, { ...state(), sessionId: 'old' });
    const current = { ...state(), sessionId: 'new' };
    recordCarryOver(sb.paths, current, 'old', '2026-11-21T10:02:00Z');
    recordCarryOver(sb.paths, current, 'old', '2026-11-21T10:03:00Z');
    expect(loadSession(sb.paths, 'old')).toMatchObject({ carriedOverAt: '2026-11-21T10:02:00Z', carriedOverBy: 'new' });
    expect(current.carryPending).toEqual(['old']);
  });
});

describe('what the monitor may resume (judge reads the one rule)', () => {
  const o = { now, timeoutMs: 90_000, maxSilenceMs: 86_400_000, claude: 'unknown' as const, heartbeatSeconds: 30 };
  const status = (word: string, extra: Record<string, unknown> = {}) =>
    parseVolumeStatus('S', { status: word, heartbeat_at: '2026-11-21T10:00:00Z', epoch: 0, host: 'h', ...extra })!;
  test('crashed and interrupted are DEAD; ended, carried over, disabled and a failed resume never are', () => {
    expect(judge(status('crashed'), o).health).toBe('DEAD');
    expect(judge(status('interrupted'), o).health).toBe('DEAD');
    expect(judge(status('running'), o).health).toBe('DEAD'); // silent past the timeout
    expect(judge(status('ended'), o)).toMatchObject({ health: 'ENDED' });
    expect(judge(status('carried_over', { carried_over_by: 'N1' }), o)).toMatchObject({
      health: 'CLOSED',
      reason: 'its work was carried over into session N1',
    });
    expect(judge(status('disabled'), o).health).toBe('CLOSED');
    expect(judge(status('resume_failed', { resume_failure: 'claude exited at once' }), o)).toMatchObject({
      health: 'CLOSED',
      reason: expect.stringContaining('claude exited at once'),
    });
  });
  test('a monitor`s "resuming" that never came up is a death handled once: CLOSED past the timeout, not DEAD', () => {
    expect(judge(status('resuming', { epoch: 1 }), o)).toMatchObject({
      health: 'CLOSED',
      reason: expect.stringContaining('epoch 1 did not come up'),
    });
    expect(judge(status('resuming', { epoch: 1, heartbeat_at: '2026-11-21T10:04:50Z' }), o).health).not.toBe('DEAD');
  });
  test('settledReason is undefined for the states a silence may be a death in', () => {
    for (const w of ['running', 'crashed', 'interrupted', 'resuming', 'unknown'])
      expect(settledReason(w)).toBeUndefined();
  });
});

describe('remoteLifecycle (a session known only from the volume: another machine or HOME)', () => {
  test('its own side`s word when it is settled or a death; else by its last sign of life', () => {
    expect(remoteLifecycle('ended', now, now, 600_000)).toBe('ended');
    expect(remoteLifecycle('carried_over', now, now, 600_000)).toBe('carried_over');
    expect(remoteLifecycle('crashed', now, now, 600_000)).toBe('crashed');
    expect(remoteLifecycle('running', now - 60_000, now, 600_000)).toBe('running');
    expect(remoteLifecycle('running', now - 60_000, now, 30_000)).toBe('crashed');
    expect(remoteLifecycle('running', undefined, now, 1)).toBe('unknown');
  });
});

test('captureOff names the file that turned it off', () => {
  expect(captureOff({ capture: { enabled: true } } as never)).toBeUndefined();
  expect(captureOff({ capture: { enabled: false, disabledBy: '/p/.pai/checkpoint.toml' } } as never)).toBe(
    'pai-checkpoint is off in this project: [capture] enabled = false in /p/.pai/checkpoint.toml',
  );
});

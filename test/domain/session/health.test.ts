import { describe, expect, test } from 'vitest';
import { judge, type JudgeOptions } from '../../../src/domain/session/health.js';
import { parseVolumeStatus } from '../../../src/domain/session/volume-status.js';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const ago = (s: number) => new Date(NOW - s * 1000).toISOString();
const status = (o: Record<string, unknown>) =>
  parseVolumeStatus('S1', { status: 'running', host: 'a', heartbeat_seconds: 30, epoch: 0, ...o })!;
const opts = (o: Partial<JudgeOptions> = {}): JudgeOptions => ({
  now: NOW,
  timeoutMs: 90_000,
  maxSilenceMs: 24 * 3_600_000,
  claude: 'unknown',
  heartbeatSeconds: 30,
  ...o,
});

describe('judge: SPEC-03.14 failure detection from a status on the volume', () => {
  test('HEALTHY while on time, WARNING once an interval is missed, DEAD past the timeout', () => {
    expect(judge(status({ heartbeat_at: ago(20) }), opts()).health).toBe('HEALTHY');
    expect(judge(status({ heartbeat_at: ago(50) }), opts())).toMatchObject({
      health: 'WARNING',
      reason: 'no heartbeat for 50 s (every 30 s)',
    });
    expect(judge(status({ heartbeat_at: ago(91) }), opts())).toMatchObject({ health: 'DEAD', silentMs: 91_000 });
  });

  test('the interval comes from the status (a 1 s heartbeat misses one after 1.5 s)', () => {
    expect(judge(status({ heartbeat_at: ago(2), heartbeat_seconds: 1 }), opts()).health).toBe('WARNING');
    expect(judge(status({ heartbeat_at: ago(2), heartbeat_seconds: 1 }), opts({ timeoutMs: 1500 })).health).toBe(
      'DEAD',
    );
  });

  test('a status that does not say its interval is judged by the configured one (heartbeat_seconds has one owner: the configuration)', () => {
    const silent = parseVolumeStatus('S1', { status: 'running', host: 'a', epoch: 0, heartbeat_at: ago(2) })!;
    expect(judge(silent, opts({ heartbeatSeconds: 1 }))).toMatchObject({
      health: 'WARNING',
      reason: 'no heartbeat for 2 s (every 1 s)',
    });
    expect(judge(silent, opts({ heartbeatSeconds: 30 })).health).toBe('HEALTHY');
  });

  test('an ended session is never DEAD, however old; a long-silent one is SILENT (left alone)', () => {
    expect(judge(status({ status: 'ended', heartbeat_at: ago(86_400 * 30) }), opts()).health).toBe('ENDED');
    expect(judge(status({ heartbeat_at: ago(86_400 * 2) }), opts())).toMatchObject({
      health: 'SILENT',
      reason: 'silent for 2 days: left alone (max_silence_hours)',
    });
  });

  test('interrupted (the sidecar got SIGTERM) and crashed are DEAD at once, without waiting for the timeout', () => {
    expect(
      judge(
        status({ status: 'interrupted', interrupted_by: 'SIGTERM', interrupted_at: ago(1), heartbeat_at: ago(1) }),
        opts(),
      ),
    ).toMatchObject({ health: 'DEAD', reason: expect.stringContaining('stopped by SIGTERM') });
    expect(judge(status({ status: 'crashed', heartbeat_at: ago(1) }), opts()).health).toBe('DEAD');
  });

  test('a claude process that runs here is never DEAD; one that is gone here is DEAD at once', () => {
    expect(judge(status({ heartbeat_at: ago(600), claude_pid: 42 }), opts({ claude: 'alive' }))).toMatchObject({
      health: 'WARNING',
      reason: expect.stringContaining('claude runs (pid 42)'),
    });
    expect(judge(status({ status: 'interrupted', heartbeat_at: ago(600) }), opts({ claude: 'alive' })).health).toBe(
      'WARNING',
    );
    expect(judge(status({ heartbeat_at: ago(5), claude_pid: 42 }), opts({ claude: 'dead' })).health).toBe('DEAD');
  });

  test('a writer whose clock is behind is not taken for dead while the monitor sees its heartbeat change', () => {
    expect(judge(status({ heartbeat_at: ago(300) }), opts({ changedAt: NOW - 10_000 })).health).toBe('HEALTHY');
    expect(judge(status({ heartbeat_at: ago(300) }), opts({ changedAt: NOW - 100_000 })).health).toBe('DEAD');
  });

  test('stored data: no readable time is a WARNING, never DEAD; junk fields are dropped', () => {
    expect(judge(status({ heartbeat_at: 'yesterday' }), opts())).toMatchObject({
      health: 'WARNING',
      reason: 'no heartbeat recorded',
    });
    expect(parseVolumeStatus('S1', { epoch: -3, claude_pid: 'x', heartbeat_seconds: 0 })).toMatchObject({
      epoch: 0,
      claudePid: undefined,
      heartbeatSeconds: undefined,
      status: 'unknown',
    });
    expect(parseVolumeStatus('S1', [1])).toBeUndefined();
  });
});

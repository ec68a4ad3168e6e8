import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { LocalVolume } from '../../../src/storage/local.js';
import { newSession } from '../../../src/domain/session/state.js';
import {
  putVolumeStatus,
  readVolumeStatus,
  statusOfCapture,
  statusOfSession,
  statusOfTakeOver,
  trustedVolumeStatus,
} from '../../../src/domain/session/volume-status.js';
import { tempDir } from '../../helpers.js';

// session.json has one owner: every writer builds its document there and every reader gets it checked from there.
test('each status the session, a capture and the monitor write reads back through the one reader', async () => {
  const store = new LocalVolume(tempDir());
  const state = {
    ...newSession('S1', '/w', '/w', new Date('2026-11-21T10:00:00Z')),
    heartbeatAt: '2026-11-21T10:00:30Z',
    epoch: 2,
    claudePid: 42,
  };
  await putVolumeStatus(
    store,
    statusOfSession(state, { host: 'a', installation: 'i1', heartbeatSeconds: 30, metrics: { turns: 1 } }),
  );
  expect(await trustedVolumeStatus(store, 'S1')).toMatchObject({
    sessionId: 'S1',
    status: 'running',
    host: 'a',
    installation: 'i1',
    heartbeatSeconds: 30,
    epoch: 2,
    claudePid: 42,
    heartbeatAt: '2026-11-21T10:00:30Z',
  });
  await putVolumeStatus(
    store,
    statusOfCapture({
      sessionId: 'S2',
      cwd: '/w',
      host: 'b',
      checkpointId: 'C1',
      at: '2026-11-21T10:01:00Z',
      claudeVersion: null,
    }),
  );
  expect(await trustedVolumeStatus(store, 'S2')).toMatchObject({
    status: 'running',
    host: 'b',
    epoch: 0,
    lastSign: Date.parse('2026-11-21T10:01:00Z'),
    heartbeatSeconds: undefined,
  });
  const takeOver = {
    sessionId: 'S1',
    cwd: '/r',
    host: 'm',
    installation: 'i2',
    at: '2026-11-21T10:05:00Z',
    heartbeatSeconds: 30,
    epoch: 3,
    resumedFrom: 'C1',
  };
  await putVolumeStatus(store, statusOfTakeOver(takeOver));
  expect((await readVolumeStatus(store, 'S1'))?.status).toMatchObject({
    status: 'resuming',
    epoch: 3,
    host: 'm',
    cwd: '/r',
    claudePid: undefined,
  });
  await putVolumeStatus(store, statusOfTakeOver({ ...takeOver, failure: 'claude exited at once' }));
  expect(await trustedVolumeStatus(store, 'S1')).toMatchObject({
    status: 'resume_failed',
    resumeFailure: 'claude exited at once',
    epoch: 3,
  });
  expect(await trustedVolumeStatus(store, 'S3')).toBeUndefined();
});

test('a status of the wrong shape reads field by field, never as typed; one that is not JSON says nothing', async () => {
  const root = tempDir();
  const store = new LocalVolume(root);
  await putVolumeStatus(
    store,
    statusOfCapture({ sessionId: 'S1', cwd: '/w', host: 'b', checkpointId: 'C1', at: 'x', claudeVersion: null }),
  );
  writeFileSync(
    join(root, 'sessions', 'S1', 'session.json'),
    JSON.stringify({ session_id: 'S1', status: 7, epoch: -1, claude_pid: 'x', heartbeat_seconds: 0 }),
  );
  expect(await trustedVolumeStatus(store, 'S1')).toMatchObject({
    status: 'unknown',
    epoch: 0,
    claudePid: undefined,
    heartbeatSeconds: undefined,
    lastSign: undefined,
  });
  writeFileSync(join(root, 'sessions', 'S1', 'session.json'), '{not json');
  expect(await trustedVolumeStatus(store, 'S1')).toBeUndefined();
});

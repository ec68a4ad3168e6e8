import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { save } from '../../src/app/save.js';
import { sessions } from '../../src/app/sessions.js';
import { appSandbox } from './support.js';

// Issue 36: `browse` shows each session's phase and task on its left. The task is its newest
// checkpoint's (the session index's); the phase of a session this machine does not track (another
// machine's, or one whose state is gone) is its newest checkpoint's.
test("a session's row carries its newest task, and the newest checkpoint's phase when this machine has no state of it", async () => {
  const { ctx, paths } = appSandbox();
  await save(ctx(), { session: 'S1', phase: 2, task: 'Plan the parser' });
  await save(ctx(), { session: 'S1', phase: 4, task: 'Build the parser' });
  const [tracked] = await sessions(ctx());
  expect(tracked).toMatchObject({
    sessionId: 'S1',
    task: 'Build the parser',
    phase: expect.stringMatching(/^4 BUILD/),
  });
  rmSync(join(paths.sessionsDir, 'S1.json'));
  const [untracked] = await sessions(ctx());
  expect(untracked).toMatchObject({ sessionId: 'S1', task: 'Build the parser', phase: '4 BUILD' });
});

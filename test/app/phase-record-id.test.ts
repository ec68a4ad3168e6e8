/**
 * Issue 34 finding 12: `restore` on an id that `list` shows for a phase record said "run list --all
 * to see the ids" (as if it did not exist). It now says the id is a phase record, which has no
 * session checkpoint, and what to do instead — for restore, rollback and resume --from.
 */
import { describe, expect, test } from 'vitest';
import { list } from '../../src/app/list.js';
import { restore } from '../../src/app/restore.js';
import { resumeSession } from '../../src/app/resume.js';
import { rollback } from '../../src/app/rollback.js';
import { CheckpointError } from '../../src/core/errors.js';
import { createCheckpointSync } from '../../src/domain/records/api.js';
import { appSandbox } from './support.js';

async function refusal(run: () => Promise<unknown>): Promise<CheckpointError> {
  const err = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CheckpointError);
  return err as CheckpointError;
}

describe('a phase record id given where a session checkpoint is needed', () => {
  test('restore, rollback and resume --from say it is a phase record and what to do', async () => {
    const sb = appSandbox();
    const id = createCheckpointSync(
      'PLAN',
      3,
      'Plan the parser',
      [],
      { project: sb.project, cwd: sb.project },
      { paiDir: sb.paths.paiDir, sessionId: 'S1' },
    ).checkpointId;
    const rows = (await list(sb.ctx(), {})).rows.map((r) => r.id);
    expect(rows, 'list shows the id').toContain(id);
    for (const run of [
      () => restore(sb.ctx(), { id: id.slice(0, 12), yes: true }),
      () => rollback(sb.ctx(), { id, yes: true }),
      () => resumeSession(sb.ctx(), { from: id, print: true }),
    ]) {
      const err = await refusal(run);
      expect(err.code).toBe('NOT_FOUND');
      expect(err.message).toBe(
        `${id} is a phase record (session S1), not a session checkpoint: it stores no files, git state or transcript to put back`,
      );
      expect(err.hint).toContain('pai-checkpoint list --session S1');
      expect(err.hint).not.toContain('list --all');
    }
  });

  test('an id that names nothing still says so', async () => {
    const sb = appSandbox();
    const err = await refusal(() => restore(sb.ctx(), { id: '01ZZZZZZZZZZZZZZZZZZZZZZZZ', yes: true }));
    expect(err.message).toContain('no session checkpoint "01ZZZZZZZZZZZZZZZZZZZZZZZZ"');
  });
});

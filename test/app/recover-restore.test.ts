import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { create } from '../../src/app/create.js';
import { recover, type RecoverDecision } from '../../src/app/recover.js';
import { restore } from '../../src/app/restore.js';
import { loadSession, saveSession } from '../../src/domain/session/state.js';
import type { PaiPaths } from '../../src/core/paths.js';
import { appSandbox } from './support.js';
import { damagePart } from '../support/forge.js';

const endSession = (paths: PaiPaths, id: string) =>
  saveSession(paths, { ...loadSession(paths, id)!, endedAt: new Date().toISOString() });

describe('restore (in-process)', () => {
  test('into the current project without a question; a recorded folder elsewhere only once confirmed', async () => {
    const { ctx, project: p, home } = appSandbox();
    writeFileSync(join(p, 'a.txt'), 'checkpointed\n');
    const { id } = await create(ctx(), { session: 'S1' });
    writeFileSync(join(p, 'a.txt'), 'later\n');
    endSession(ctx().paths, 'S1'); // a running session is not offered `claude --resume` (restore-next.test.ts)
    const here = await restore(ctx(), { id });
    expect(here).toMatchObject({ id, sessionId: 'S1', target: p, next: expect.stringContaining('claude --resume S1') });
    expect(here.safetyCheckpoint).toMatch(/^[0-9A-Z]{26}$/); // files were overwritten: a safety checkpoint first
    expect(readFileSync(join(p, 'a.txt'), 'utf8')).toBe('checkpointed\n');
    const asked: string[] = [];
    await expect(restore(ctx({ cwd: home, answers: ['no'], asked }), { id })).rejects.toMatchObject({
      code: 'USAGE',
      message: `not confirmed: nothing was written to ${p}`,
    });
    expect(asked).toEqual([`Restore into ${p} (where checkpoint ${id} was taken)? [y/N]`]);
    const copy = join(home, 'copy');
    expect(await restore(ctx({ cwd: home }), { id, to: 'copy' })).toMatchObject({ target: copy });
    expect(readFileSync(join(copy, 'a.txt'), 'utf8')).toBe('checkpointed\n');
    await expect(restore(ctx(), { id, to: home })).rejects.toMatchObject({ code: 'USAGE' }); // never the home folder itself
  });
});

describe('recover (in-process)', () => {
  test('lists the checkpoints with their state; without a way to choose, that is all', async () => {
    const { ctx, volume } = appSandbox();
    const a = (await create(ctx(), { session: 'S1' })).id;
    const b = (await create(ctx(), { session: 'S1' })).id;
    damagePart(volume, 'S1', b, 'conversation.json');
    const r = await recover(ctx(), 'S1');
    expect(r).toMatchObject({ sessionId: 'S1', action: 'listed' });
    expect(r.checkpoints.map((c) => [c.id, c.ok])).toEqual([
      [b, false],
      [a, true],
    ]);
    expect(r.checkpoints[0]!.problems[0]).toMatch(/^conversation\.json: size 2/);
    await expect(recover(ctx(), 'nope')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  test('the decision: abandon, resume from a chosen checkpoint, or restore the newest good one into a folder (which must be named)', async () => {
    const { ctx, project: p, home, volume } = appSandbox();
    const a = (await create(ctx(), { session: 'S1' })).id;
    writeFileSync(join(p, 'a.txt'), 'v2\n');
    const b = (await create(ctx(), { session: 'S1' })).id;
    damagePart(volume, 'S1', b, 'conversation.json');
    const deciding = (d: RecoverDecision) => ({ choose: async () => d });
    expect(await recover(ctx(), 'S1', deciding({ action: 'abandon' }))).toMatchObject({ action: 'abandoned' });
    // From a checkpoint older than the session's newest: a rewind, which asks before it rolls the folder back.
    const resumed = await recover(ctx({ answers: ['y'] }), 'S1', deciding({ action: 'resume', from: a }));
    expect(resumed).toMatchObject({
      action: 'resumed',
      resumed: { checkpointId: a, started: true, exitCode: 0, rewound: { newer: [b] } },
    });
    await expect(recover(ctx(), 'S1', deciding({ action: 'restore', to: '' }))).rejects.toMatchObject({
      code: 'USAGE',
      message: 'no folder given',
    });
    const dir = join(home, 'restored');
    expect(await recover(ctx(), 'S1', deciding({ action: 'restore', to: dir }))).toMatchObject({
      action: 'restored',
      restoredTo: dir,
    });
    expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe('v1\n'); // from a: b does not verify
    // --print: the dry run of the default choice, asking nothing.
    const dry = await recover(ctx(), 'S1', { print: true, choose: async () => expect.fail('asked') });
    expect(dry).toMatchObject({ action: 'resumed', resumed: { checkpointId: a, started: false } });
  });
});

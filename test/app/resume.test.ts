import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { create } from '../../src/app/create.js';
import { resumeSession } from '../../src/app/resume.js';
import { rollback } from '../../src/app/rollback.js';
import { readManifest } from '../../src/domain/volume/store.js';
import { reseal } from '../support/forge.js';
import { appSandbox } from './support.js';

/** A part that no longer matches its manifest (the volume's copy was damaged). */
function damage(volume: string, id: string): void {
  writeFileSync(join(volume, 'checkpoints', 'S1', id, 'conversation.json'), '{}');
}

describe('resumeSession picks the newest usable checkpoint (in-process)', () => {
  test('a newest checkpoint that does not verify falls back to the one before it, saying why', async () => {
    const { ctx, project: p, volume } = appSandbox();
    const a = (await create(ctx(), { session: 'S1' })).id;
    writeFileSync(join(p, 'a.txt'), 'v2\n');
    const b = (await create(ctx(), { session: 'S1' })).id;
    damage(volume, b);
    const r = await resumeSession(ctx(), { target: 'S1', print: true });
    expect(r).toMatchObject({ sessionId: 'S1', checkpointId: a, started: false });
    expect(r.warnings).toEqual([expect.stringMatching(new RegExp(`^checkpoint ${b} does not verify \\(conversation\\.json: size 2, manifest says \\d+\\); trying an earlier one$`))]);
  });

  test('a safety copy the fallback reaches (the parent of the damaged one) is passed over for the session`s own', async () => {
    const { ctx, project: p, volume } = appSandbox();
    const own = (await create(ctx(), { session: 'S1' })).id;
    writeFileSync(join(p, 'a.txt'), 'v2\n');
    const { safetyCheckpoint } = await rollback(ctx(), { id: own, yes: true });
    writeFileSync(join(p, 'a.txt'), 'v3\n');
    const newest = (await create(ctx(), { session: 'S1' })).id;
    const store = await ctx().volume();
    expect((await readManifest(store, 'S1', newest))?.parent_checkpoint_id).toBe(safetyCheckpoint); // loadVerified falls back to it
    damage(volume, newest);
    const r = await resumeSession(ctx(), { target: 'S1', print: true });
    expect(r.checkpointId).toBe(own);
    expect(r.warnings).toEqual([expect.stringContaining(`checkpoint ${newest} does not verify`)]);
  });

  test('approved outranks a newer auto_approved; rejected only with force, and then with a warning', async () => {
    const { ctx, project: p, volume } = appSandbox();
    const a = (await create(ctx(), { session: 'S1' })).id;
    writeFileSync(join(p, 'a.txt'), 'v2\n');
    const b = (await create(ctx(), { session: 'S1' })).id;
    const approve = (id: string, status: string) => reseal(volume, 'S1', id, { manifest: (m) => (m['approval'] = { ...m['approval'], status }) });
    approve(a, 'approved');
    expect((await resumeSession(ctx(), { target: 'S1', print: true })).checkpointId).toBe(a);
    approve(a, 'rejected');
    approve(b, 'rejected');
    await expect(resumeSession(ctx(), { target: 'S1', print: true })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'session S1 has no usable checkpoint', hint: 'only rejected checkpoints: pass --force to use one' });
    const forced = await resumeSession(ctx(), { target: 'S1', print: true, force: true });
    expect(forced).toMatchObject({ checkpointId: b, warnings: [`checkpoint ${b} was rejected; resuming anyway (--force)`] });
  });

  test('nothing verifies: NOT_FOUND naming the session; --from a damaged checkpoint is refused, not replaced', async () => {
    const { ctx, volume } = appSandbox();
    const a = (await create(ctx(), { session: 'S1' })).id;
    damage(volume, a);
    await expect(resumeSession(ctx(), { target: 'S1', print: true })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'session S1 has no usable checkpoint', hint: 'see `pai-checkpoint verify --all`' });
    await expect(resumeSession(ctx(), { from: a, print: true })).rejects.toMatchObject({ code: 'INVALID_DATA', hint: 'resume the session instead: an earlier checkpoint is chosen' });
  });

  test('a missing workspace elsewhere than the current project is restored only after it is confirmed', async () => {
    const { ctx, project: p, home } = appSandbox();
    writeFileSync(join(p, 'wip.txt'), 'wip\n');
    const id = (await create(ctx(), { session: 'S1' })).id;
    rmSync(p, { recursive: true });
    const asked: string[] = [];
    await expect(resumeSession(ctx({ cwd: home, answers: ['n'], asked }), { target: 'S1' })).rejects.toMatchObject({ code: 'USAGE', message: `not confirmed: nothing was written to ${p}` });
    expect(asked).toEqual([`Restore the workspace into ${p} (where checkpoint ${id} was taken)? [y/N]`]);
    expect(existsSync(p)).toBe(false);
    const r = await resumeSession(ctx({ cwd: home, answers: ['y'] }), { target: 'S1' });
    expect(r).toMatchObject({ checkpointId: id, cwd: p, mode: 'resume', command: ['/bin/true', '--resume', 'S1'], started: true, exitCode: 0 });
    expect(r.restored?.workspace).toBeDefined();
    expect(readFileSync(join(p, 'wip.txt'), 'utf8')).toBe('wip\n');
  });
});

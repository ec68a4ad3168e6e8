import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { create } from '../../src/app/create.js';
import { restore } from '../../src/app/restore.js';
import { rollback } from '../../src/app/rollback.js';
import { newSession, saveSession } from '../../src/domain/session/state.js';
import { appSandbox, canWriteProtect, git, writeProtect } from './support.js';

const checkpointsOf = (volume: string) =>
  readdirSync(join(volume, 'checkpoints', 'S1'))
    .filter((n) => n !== 'index.json')
    .sort();

describe('rollback (in-process)', () => {
  test('declined: nothing changes, no safety checkpoint, no stash', async () => {
    const { ctx, project: p, volume } = appSandbox();
    const { id } = await create(ctx(), { session: 'S1' });
    writeFileSync(join(p, 'a.txt'), 'edited\n');
    const asked: string[] = [];
    await expect(rollback(ctx({ answers: ['n'], asked }), { id })).rejects.toMatchObject({
      code: 'USAGE',
      message: 'rollback cancelled; nothing changed',
    });
    expect(asked).toEqual([
      expect.stringMatching(
        new RegExp(`^Roll ${p} back to checkpoint ${id} \\(.*\\)\\? Current files are saved first\\. \\[y/N\\]$`),
      ),
    ]);
    expect(readFileSync(join(p, 'a.txt'), 'utf8')).toBe('edited\n');
    expect(checkpointsOf(volume)).toEqual([id]);
    expect(git(p, 'stash', 'list')).toBe('');
  });

  test('returns what it did: files restored, the safety checkpoint, files created since (removed, in the safety checkpoint), what was moved aside; no stash', async () => {
    const { ctx, project: p, volume, home } = appSandbox();
    writeFileSync(join(p, 'a.txt'), 'good\n');
    writeFileSync(join(p, 'notes'), 'old notes\n');
    const { id } = await create(ctx(), { session: 'S1' });
    // notes is ignored from now on: the safety checkpoint does not hold it, so it is moved aside.
    writeFileSync(join(p, '.gitignore'), 'notes\n');
    git(p, 'add', '.gitignore');
    git(p, 'commit', '-q', '-m', 'ignore notes');
    writeFileSync(join(p, 'notes'), 'my notes\n');
    writeFileSync(join(p, 'a.txt'), 'broken\n');
    writeFileSync(join(p, 'since.txt'), 'new\n');
    const r = await rollback(ctx(), { id, yes: true });
    expect(r).toMatchObject({
      id,
      kind: 'rollback',
      workspace: p,
      keptNew: false,
      createdSince: ['.gitignore', 'since.txt'],
      restoredFiles: 2,
    });
    expect(r).not.toHaveProperty('stash');
    expect(r.displaced).toEqual({ dir: expect.stringMatching(new RegExp(`^${p}\\.pai-displaced-`)), paths: ['notes'] });
    expect(readFileSync(join(r.displaced!.dir, 'notes'), 'utf8')).toBe('my notes\n');
    expect(readFileSync(join(p, 'notes'), 'utf8')).toBe('old notes\n');
    expect(r.resumeHint).toContain('pai-checkpoint undo');
    expect(checkpointsOf(volume)).toEqual([id, r.safetyCheckpoint].sort());
    expect(readFileSync(join(p, 'a.txt'), 'utf8')).toBe('good\n');
    expect(existsSync(join(p, 'since.txt'))).toBe(false); // removed: the safety checkpoint holds it
    expect(existsSync(join(p, '.gitignore'))).toBe(false);
    const copy = join(home, 'safety-copy');
    await restore(ctx(), { id: r.safetyCheckpoint, to: copy });
    expect(readFileSync(join(copy, 'since.txt'), 'utf8')).toBe('new\n');
    expect(readFileSync(join(copy, 'a.txt'), 'utf8')).toBe('broken\n');
    expect(git(p, 'stash', 'list')).toBe('');
  });

  test.skipIf(!canWriteProtect)(
    'a fault while the snapshot is put back (a folder it cannot write into) is undone: the tree, its untracked files and the stashes are as before',
    async () => {
      const { ctx, project: p } = appSandbox();
      mkdirSync(join(p, 'locked'));
      writeFileSync(join(p, 'locked', 'keep.txt'), 'kept\n');
      git(p, 'add', '.');
      git(p, 'commit', '-q', '-m', 'locked');
      writeFileSync(join(p, 'a.txt'), 'checkpointed\n');
      const { id } = await create(ctx(), { session: 'S1' });
      writeFileSync(join(p, 'a.txt'), 'mine\n');
      writeFileSync(join(p, 'untracked.txt'), 'mine too\n');
      const status = git(p, 'status', '--porcelain');
      const unprotect = writeProtect(join(p, 'locked'));
      let err: unknown;
      try {
        err = await rollback(ctx(), { id, yes: true }).catch((e: unknown) => e);
      } finally {
        unprotect();
      }
      expect(err).toMatchObject({
        code: 'IO',
        message: expect.stringMatching(/^rollback failed and was undone: .*locked\/keep\.txt/),
        hint: expect.stringMatching(/^nothing changed; the safety checkpoint [0-9A-Z]{26} was kept$/),
      });
      expect(readFileSync(join(p, 'a.txt'), 'utf8')).toBe('mine\n'); // what the snapshot had put back is undone
      expect(readFileSync(join(p, 'untracked.txt'), 'utf8')).toBe('mine too\n');
      expect(git(p, 'status', '--porcelain')).toBe(status);
      expect(git(p, 'stash', 'list')).toBe('');
    },
  );

  test('refused before anything changes: an id that matches nothing, a checkpoint whose folder is gone', async () => {
    const { ctx, project: p, home } = appSandbox();
    await expect(rollback(ctx(), { id: 'NOPE-NOPE', yes: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const other = join(home, 'other');
    mkdirSync(other);
    saveSession(ctx().paths, newSession('S2', other, other, new Date()));
    const { id } = await create(ctx({ cwd: other }), { session: 'S2' });
    rmSync(other, { recursive: true });
    await expect(rollback(ctx(), { id, yes: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: `workspace ${other} does not exist`,
    });
    expect(readFileSync(join(p, 'a.txt'), 'utf8')).toBe('v1\n');
  });
});

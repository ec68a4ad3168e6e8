/**
 * Issue 33 findings 10 and 9: rollback makes the tree exactly the checkpoint's (files created since
 * are removed; the safety checkpoint holds them) and leaves no git stash; `undo` reverses the last
 * restore, rollback or rewind of the folder exactly, `redo` applies it again. Real git repositories.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { create } from '../../src/app/create.js';
import { restore } from '../../src/app/restore.js';
import { rollback } from '../../src/app/rollback.js';
import { redo, undo } from '../../src/app/undo.js';
import { journalFile } from '../../src/domain/restore/journal.js';
import { appSandbox, git } from './support.js';

/** Every file (not .git) with its content's hash and mode, git status, HEAD and the stash list. */
function stateOf(dir: string): string {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === '.git') continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else files.push(`${relative(dir, p)} ${createHash('sha256').update(readFileSync(p)).digest('hex').slice(0, 12)}`);
    }
  };
  walk(dir);
  return [
    ...files.sort(),
    '--',
    git(dir, 'status', '--porcelain'),
    git(dir, 'rev-parse', 'HEAD'),
    `stashes: ${git(dir, 'stash', 'list')}`,
  ].join('\n');
}

/** A checkpoint, then Bash-made changes: a tracked file changed and one deleted, new files in a new folder, an ignored cache. */
async function changedSince(sb: ReturnType<typeof appSandbox>) {
  const { ctx, project: p } = sb;
  writeFileSync(join(p, 'b.txt'), 'tracked b\n');
  writeFileSync(join(p, '.gitignore'), 'cache/\n');
  git(p, 'add', '.');
  git(p, 'commit', '-q', '-m', 'b');
  writeFileSync(join(p, 'a.txt'), 'checkpointed a\n');
  const { id } = await create(ctx(), { session: 'S1' });
  writeFileSync(join(p, 'a.txt'), 'changed by Bash\n');
  rmSync(join(p, 'b.txt'));
  mkdirSync(join(p, 'gen', 'deep'), { recursive: true });
  writeFileSync(join(p, 'gen', 'deep', 'out.js'), 'generated\n');
  writeFileSync(join(p, 'new.txt'), 'created since\n');
  mkdirSync(join(p, 'cache'));
  writeFileSync(join(p, 'cache', 'blob'), 'ignored, in no checkpoint\n');
  return id;
}

describe('exact rollback (finding 10)', () => {
  test.each(['content', 'archive'])(
    'stored as %s: the tree becomes the checkpoint`s: files created since are removed (their new folders too) and are in the safety checkpoint; ignored data stays; no stash',
    async (format) => {
      const sb = appSandbox();
      const { ctx, project: p, home } = sb;
      appendFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), `[capture]\nworkspace_format = "${format}"\n`);
      const id = await changedSince(sb);
      const r = await rollback(ctx(), { id, yes: true });
      expect(r.createdSince).toEqual(['gen/deep/out.js', 'new.txt']);
      expect(existsSync(join(p, 'new.txt'))).toBe(false);
      expect(existsSync(join(p, 'gen'))).toBe(false);
      expect(readFileSync(join(p, 'a.txt'), 'utf8')).toBe('checkpointed a\n');
      expect(readFileSync(join(p, 'b.txt'), 'utf8')).toBe('tracked b\n');
      expect(readFileSync(join(p, 'cache', 'blob'), 'utf8')).toBe('ignored, in no checkpoint\n'); // no checkpoint holds it: untouched
      expect(r.displaced).toBeUndefined();
      expect(git(p, 'stash', 'list')).toBe('');
      expect(git(p, 'status', '--porcelain')).toBe(' M a.txt');
      const copy = join(home, 'safety');
      await restore(ctx(), { id: r.safetyCheckpoint, to: copy });
      expect(readFileSync(join(copy, 'new.txt'), 'utf8')).toBe('created since\n');
      expect(readFileSync(join(copy, 'gen', 'deep', 'out.js'), 'utf8')).toBe('generated\n');
    },
  );

  test('--keep-new leaves the files created since in place', async () => {
    const sb = appSandbox();
    const { ctx, project: p } = sb;
    const id = await changedSince(sb);
    const r = await rollback(ctx(), { id, yes: true, keepNew: true });
    expect(r).toMatchObject({ keptNew: true, createdSince: ['gen/deep/out.js', 'new.txt'] });
    expect(readFileSync(join(p, 'new.txt'), 'utf8')).toBe('created since\n');
    expect(readFileSync(join(p, 'gen', 'deep', 'out.js'), 'utf8')).toBe('generated\n');
    expect(readFileSync(join(p, 'a.txt'), 'utf8')).toBe('checkpointed a\n');
    expect(git(p, 'stash', 'list')).toBe('');
  });
});

describe('undo and redo', () => {
  test('undo puts back the tree as it was before the rollback, exactly (Bash-made changes included), no stash; redo applies it again; undo --print changes nothing', async () => {
    const sb = appSandbox();
    const { ctx, project: p } = sb;
    const id = await changedSince(sb);
    const before = stateOf(p);
    const rolled = await rollback(ctx(), { id, yes: true });
    const after = stateOf(p);
    expect(after).not.toBe(before);
    const dry = await undo(ctx(), { print: true });
    expect(dry).toMatchObject({
      action: 'undo',
      folder: p,
      done: false,
      to: rolled.safetyCheckpoint,
      entry: { kind: 'rollback', checkpoint: id, safety: rolled.safetyCheckpoint },
    });
    expect(dry.description).toBe(
      `undo the rollback to ${id} (${dry.entry.at}): ${p} becomes what it was before it (safety checkpoint ${rolled.safetyCheckpoint})`,
    );
    expect(stateOf(p)).toBe(after);
    const u = await undo(ctx(), { yes: true });
    expect(u).toMatchObject({ done: true, rollback: { id: rolled.safetyCheckpoint, createdSince: ['b.txt'] } }); // deleted by Bash before the rollback: deleted again
    expect(stateOf(p)).toBe(before);
    expect(git(p, 'stash', 'list')).toBe('');
    await expect(undo(ctx(), { yes: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: `nothing to undo in ${p}: no restore, rollback or rewind of this folder is recorded`,
    });
    const re = await redo(ctx(), { yes: true });
    expect(re).toMatchObject({
      action: 'redo',
      done: true,
      rollback: { id, createdSince: ['gen/deep/out.js', 'new.txt'] },
    });
    expect(stateOf(p)).toBe(after);
    await expect(redo(ctx(), { yes: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Undo again after the redo: the state before, once more.
    await undo(ctx(), { yes: true });
    expect(stateOf(p)).toBe(before);
  });

  test('a restore over files is undone too; a new rollback after an undo drops what could be redone; the rewind kind is named', async () => {
    const sb = appSandbox();
    const { ctx, project: p } = sb;
    const id = await changedSince(sb);
    const before = stateOf(p);
    const r = await restore(ctx(), { id });
    expect(r.safetyCheckpoint).toBeDefined();
    expect((await undo(ctx(), { print: true })).entry).toMatchObject({
      kind: 'restore',
      checkpoint: id,
      safety: r.safetyCheckpoint,
    });
    await undo(ctx(), { yes: true });
    expect(stateOf(p)).toBe(before);
    await rollback(ctx(), { id, yes: true, kind: 'rewind' });
    const dry = await undo(ctx(), { print: true });
    expect(dry.description).toMatch(new RegExp(`^undo the rewind to ${id} `));
    await expect(redo(ctx(), { print: true })).rejects.toMatchObject({ code: 'NOT_FOUND' }); // the undone restore cannot be redone after a new operation
  });

  test('the journal chooses no folder: undo works on the folder the user is in, and a journal of another folder is not read', async () => {
    const sb = appSandbox();
    const { ctx, project: p, home } = sb;
    const id = await changedSince(sb);
    await rollback(ctx(), { id, yes: true });
    const other = join(home, 'other');
    mkdirSync(other);
    await expect(undo(ctx({ cwd: other, env: { CLAUDE_PROJECT_DIR: other } }), { yes: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringContaining(`nothing to undo in ${other}`),
    });
    expect((await undo(ctx({ cwd: home }), { dir: 'project', print: true })).folder).toBe(p);
  });

  test('a damaged journal is named with what to do (exit 4), nothing changed; a forged entry cannot name a path', async () => {
    const sb = appSandbox();
    const { ctx, project: p } = sb;
    const id = await changedSince(sb);
    await rollback(ctx(), { id, yes: true });
    const file = journalFile(ctx().paths.stateDir, p);
    const after = stateOf(p);
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, '{"v":1,');
    await expect(undo(ctx(), { yes: true })).rejects.toMatchObject({
      code: 'INVALID_DATA',
      message: expect.stringContaining(file),
    });
    const forged = JSON.parse(good);
    forged.entries[0].safety = '../../etc';
    writeFileSync(file, JSON.stringify(forged));
    await expect(undo(ctx(), { yes: true })).rejects.toMatchObject({
      code: 'INVALID_DATA',
      message: `${file}: an entry is not {kind, checkpoint, session, safety, at}`,
      hint: expect.stringContaining('remove it'),
    });
    // The journal of another folder copied over this one's: not this folder's, so nothing to undo.
    writeFileSync(file, JSON.stringify({ ...JSON.parse(good), folder: '/somewhere/else' }));
    await expect(undo(ctx(), { yes: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(stateOf(p)).toBe(after);
  });
});

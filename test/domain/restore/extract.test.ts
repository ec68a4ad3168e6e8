import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { extractWorkspace } from '../../../src/domain/restore/extract.js';
import { entryProblem, treeProblems } from '../../../src/domain/restore/tree-check.js';
import { tempDir } from '../../helpers.js';
import { craftArchive, type TarEntry } from '../../support/forge.js';

/** A hand-crafted archive, written to a file. */
function craft(entries: TarEntry[]): string {
  const file = join(tempDir('evil-'), 'a.tar.zst');
  writeFileSync(file, craftArchive(entries));
  return file;
}

describe('entryProblem', () => {
  test.each([
    ['File', 'a/b.txt', undefined, undefined],
    ['SymbolicLink', 'a/link', '../b.txt', undefined],
    ['SymbolicLink', 'a/up', '..', undefined],
    ['Link', 'hard', 'a/b.txt', undefined],
    ['File', '/etc/passwd', undefined, 'absolute path'],
    ['File', 'a/../../x', undefined, 'path contains ..'],
    // A link out of the target is data (a project may commit one): restored as a link, never followed.
    ['SymbolicLink', 'esc', '../..', undefined],
    ['SymbolicLink', 'abs', '/etc', undefined],
    ['SymbolicLink', 'nul', 'a\0b', 'symlink target contains a NUL byte'],
    ['SymbolicLink', 'empty', '', 'symlink without a target'],
    ['Link', 'h', '/etc/passwd', 'hard link to a file outside the target (/etc/passwd)'],
    ['Link', 'h', '../outside', 'hard link to a file outside the target (../outside)'],
    ['CharacterDevice', 'null', undefined, 'CharacterDevice entries are not restored'],
    ['FIFO', 'p', undefined, 'FIFO entries are not restored'],
  ])('%s %s → %s', (type, path, link, want) => {
    expect(entryProblem(type, path, link)).toBe(want);
  });
});

describe('treeProblems on deep trees (found by the fuzzing torture: ancestors were looked up as a new string per level)', () => {
  const dir = 'a/'.repeat(1999);
  test('files 2,000 folders deep, links back up to the top: no problem', () => {
    expect(
      treeProblems([
        { type: 'File', path: `${dir}f` },
        { type: 'SymbolicLink', path: `${dir}l`, linkpath: `${'../'.repeat(1999)}x` },
      ]),
    ).toEqual([]);
  });
  test('one level more up is outside (no problem, reported); a file 2,000 deep beneath a file or through a link is refused', () => {
    const outside: string[] = [];
    expect(
      treeProblems([{ type: 'SymbolicLink', path: `${dir}l`, linkpath: `${'../'.repeat(2000)}x` }], outside),
    ).toEqual([]);
    expect(outside).toEqual([`${dir}l -> ${'../'.repeat(2000)}x`]);
    expect(
      treeProblems([
        { type: 'File', path: 'a/a' },
        { type: 'File', path: `${dir}f` },
      ]),
    ).toEqual([{ path: `${dir}f`, why: 'beneath the file a/a' }]);
    expect(
      treeProblems([
        { type: 'SymbolicLink', path: 'a/a/a', linkpath: '../b' },
        { type: 'File', path: `${dir}f` },
      ]),
    ).toEqual([{ path: `${dir}f`, why: 'written through the symlink a/a/a' }]);
  });
  test('a link that leaves through another link deep down is found to lead outside', () => {
    const outside: string[] = [];
    expect(
      treeProblems(
        [
          { type: 'SymbolicLink', path: `${dir}up`, linkpath: '../'.repeat(1999) },
          { type: 'SymbolicLink', path: 'esc', linkpath: `${dir}up/..` },
        ],
        outside,
      ),
    ).toEqual([]);
    expect(outside).toEqual([`esc -> ${dir}up/..`]);
  });
});

describe('extractWorkspace refuses hostile archives, writing nothing', () => {
  test.each([
    ['an absolute path', [{ name: '/tmp/pai-evil-abs-OUT', type: 'file' as const, data: 'pwned' }]],
    ['a .. path', [{ name: '../pai-evil-dotdot-OUT', type: 'file' as const, data: 'pwned' }]],
    [
      'a file written through a symlink that escapes',
      [
        { name: 'ok.txt', type: 'file' as const, data: 'fine' },
        { name: 'esc', type: 'symlink' as const, link: '../..' },
        { name: 'esc/pai-evil-through-symlink-OUT', type: 'file' as const, data: 'pwned' },
      ],
    ],
    ['a hard link to a system file', [{ name: 'passwd', type: 'hardlink' as const, link: '/etc/passwd' }]],
    ['a device file', [{ name: 'null', type: 'chardev' as const }]],
  ])('%s', async (_name, entries) => {
    const root = tempDir('restore-root-');
    const target = join(root, 'work', 'project');
    const archive = craft(entries);
    await expect(extractWorkspace(archive, target)).rejects.toThrow(/refusing to restore .*: /);
    expect(existsSync(target)).toBe(false); // nothing was written to the target
    expect(readdirSync(root)).toEqual([]); // nor left next to it (the parent made for it is gone too)
    for (const p of [
      '/tmp/pai-evil-abs-OUT',
      join(root, 'pai-evil-dotdot-OUT'),
      join(root, 'work', 'pai-evil-dotdot-OUT'),
      '/pai-evil-through-symlink-OUT',
      join(root, 'pai-evil-through-symlink-OUT'),
    ])
      expect(existsSync(p), p).toBe(false);
    expect(readFileSync('/etc/passwd', 'utf8')).toMatch(/^root:/);
  });

  test('a good archive lands in a new folder, or is merged into an existing one (replacing files)', async () => {
    const archive = craft([
      { name: 'src', type: 'dir' },
      { name: 'src/a.txt', type: 'file', data: 'A' },
      { name: 'link', type: 'symlink', link: 'src/a.txt' },
    ]);
    const root = tempDir('restore-ok-');
    const fresh = join(root, 'fresh');
    expect(await extractWorkspace(archive, fresh)).toEqual({ files: 1, dirs: 1, links: 1, replaced: 0 });
    expect(readFileSync(join(fresh, 'link'), 'utf8')).toBe('A');
    const existing = join(root, 'existing');
    mkdirSync(join(existing, 'src'), { recursive: true });
    writeFileSync(join(existing, 'src', 'a.txt'), 'old');
    writeFileSync(join(existing, 'keep.txt'), 'mine');
    // src/a.txt is held by a safety checkpoint: it may be replaced.
    expect(await extractWorkspace(archive, existing, { held: new Set(['src/a.txt']) })).toMatchObject({ replaced: 1 });
    expect(readFileSync(join(existing, 'src', 'a.txt'), 'utf8')).toBe('A');
    expect(readFileSync(join(existing, 'keep.txt'), 'utf8')).toBe('mine');
    expect(readdirSync(root).sort()).toEqual(['existing', 'fresh']);
  });
});

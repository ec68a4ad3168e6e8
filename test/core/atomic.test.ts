import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createFileExclusiveSync, readFileIfExists, writeFileAtomicSync, TEMP_PREFIX } from '../../src/core/atomic.js';
import { tempDir } from '../helpers.js';

describe('writeFileAtomicSync', () => {
  test('replaces the file and leaves no temp file behind', () => {
    const dir = tempDir();
    const f = join(dir, 'a.json');
    writeFileSync(f, 'old');
    writeFileAtomicSync(f, 'new');
    expect(readFileSync(f, 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['a.json']);
  });

  test('creates missing parent dirs and new files are 0600', () => {
    const dir = tempDir();
    const f = join(dir, 'x', 'y', 'b.json');
    writeFileAtomicSync(f, '{}');
    expect(statSync(f).mode & 0o777).toBe(0o600);
  });

  test('a failing beforeCommit leaves the old content and no temp file', () => {
    const dir = tempDir();
    const f = join(dir, 'c.json');
    writeFileSync(f, 'keep');
    expect(() =>
      writeFileAtomicSync(f, 'lost', {
        beforeCommit: () => {
          throw new Error('lock lost');
        },
      }),
    ).toThrow('lock lost');
    expect(readFileSync(f, 'utf8')).toBe('keep');
    expect(readdirSync(dir).filter((n) => n.startsWith(TEMP_PREFIX))).toEqual([]);
  });
});

describe('createFileExclusiveSync', () => {
  test('never replaces an existing name: takes the next candidate', () => {
    const dir = tempDir();
    const names = () => ['r.json', 'r-2.json', 'r-3.json'][Symbol.iterator]();
    expect(createFileExclusiveSync(dir, names(), 'one')).toBe('r.json');
    expect(createFileExclusiveSync(dir, names(), 'two')).toBe('r-2.json');
    expect(readFileSync(join(dir, 'r.json'), 'utf8')).toBe('one');
    expect(readFileSync(join(dir, 'r-2.json'), 'utf8')).toBe('two');
    expect(readdirSync(dir).sort()).toEqual(['r-2.json', 'r.json']);
  });

  test('throws when every candidate is taken, leaving no temp file', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'only.json'), 'x');
    expect(() => createFileExclusiveSync(dir, ['only.json'], 'y')).toThrow(/no free file name/);
    expect(readdirSync(dir)).toEqual(['only.json']);
  });
});

test('readFileIfExists: undefined when missing, throws on other errors', () => {
  const dir = tempDir();
  expect(readFileIfExists(join(dir, 'nope'))).toBeUndefined();
  expect(() => readFileIfExists(dir)).toThrow(/a directory, not a regular file/);
});

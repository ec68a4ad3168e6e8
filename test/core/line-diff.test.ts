import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { diffLines, splitLines, unifiedDiff } from '../../src/core/line-diff.js';

/** git's own +/- counts of the two texts (git diff --numstat, Myers). */
function gitCounts(dir: string, a: string, b: string): [added: number, removed: number] {
  writeFileSync(join(dir, 'a'), a);
  writeFileSync(join(dir, 'b'), b);
  let out = '';
  try {
    out = execFileSync('git', ['diff', '--no-index', '--numstat', '--diff-algorithm=myers', 'a', 'b'], {
      cwd: dir,
      encoding: 'utf8',
    });
  } catch (err) {
    out = (err as { stdout: string }).stdout;
  }
  const [added = '0', removed = '0'] = out.split('\t');
  return [Number(added), Number(removed)];
}

/** Applies a unified diff to `a` with `git apply` (the real tool) and returns the result. */
function applied(dir: string, a: string, patch: string): string {
  writeFileSync(join(dir, 'f'), a);
  if (patch) execFileSync('git', ['apply', '--whitespace=nowarn', '-'], { cwd: dir, input: patch });
  return readFileSync(join(dir, 'f'), 'utf8');
}

/** A deterministic pseudo-random text and an edited copy of it. */
function texts(seed: number): [string, string] {
  let x = seed * 2654435761;
  const rnd = (n: number) => {
    x = (x ^ (x << 13)) >>> 0;
    x = (x ^ (x >>> 17)) >>> 0;
    x = (x ^ (x << 5)) >>> 0;
    return x % n;
  };
  const a = Array.from({ length: 5 + rnd(60) }, () => `line ${rnd(12)}\n`);
  const b = [...a];
  for (let e = rnd(8); e >= 0; e--) {
    const at = rnd(b.length + 1);
    const what = rnd(3);
    if (what === 0) b.splice(at, 1 + rnd(3));
    else if (what === 1) b.splice(at, 0, ...Array.from({ length: 1 + rnd(4) }, () => `new ${rnd(5)}\n`));
    else b.splice(at, 1, `changed ${rnd(9)}\n`);
  }
  const aText = a.join('');
  const bText = b.join('');
  return [seed % 5 === 0 ? aText.slice(0, -1) : aText, seed % 7 === 0 ? bText.slice(0, -1) : bText];
}

describe('line diff (Myers)', () => {
  test('splits lines with their terminators; a last line without one stays so', () => {
    expect(splitLines('a\nb\n')).toEqual(['a\n', 'b\n']);
    expect(splitLines('a\n\nb')).toEqual(['a\n', '\n', 'b']);
    expect(splitLines('')).toEqual([]);
  });

  test('200 random edits: the counts are those of git diff (a shortest script), and git apply turns a into b with the unified diff', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pcp-diff-'));
    for (let seed = 1; seed <= 200; seed++) {
      const [a, b] = texts(seed);
      const d = diffLines(a, b);
      expect([seed, d.added, d.removed, d.approximate]).toEqual([seed, ...gitCounts(dir, a, b), false]);
      expect([seed, applied(dir, a, unifiedDiff(d, { a: 'a/f', b: 'b/f' }))]).toEqual([seed, b]);
    }
  });

  test('the unified diff is what git writes for an unambiguous edit: header, ranges, context, a missing newline', () => {
    const a = 'one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\neleven\ntwelve';
    const b = 'one\nTWO\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\neleven\ntwelve\n';
    // git diff --no-index of these files, without its function-context text after the second @@.
    expect(unifiedDiff(diffLines(a, b), { a: 'a/a', b: 'b/b' })).toBe(
      [
        '--- a/a',
        '+++ b/b',
        '@@ -1,5 +1,5 @@',
        ' one',
        '-two',
        '+TWO',
        ' three',
        ' four',
        ' five',
        '@@ -9,4 +9,4 @@',
        ' nine',
        ' ten',
        ' eleven',
        '-twelve',
        '\\ No newline at end of file',
        '+twelve',
        '',
      ].join('\n'),
    );
  });

  test('equal texts: no runs but equal ones, no diff', () => {
    const d = diffLines('x\ny\n', 'x\ny\n');
    expect([d.added, d.removed, unifiedDiff(d, { a: 'a', b: 'b' })]).toEqual([0, 0, '']);
  });

  test('an edit beyond the limit: the middle replaced, counts from the lines each side lacks', () => {
    const a = Array.from({ length: 50 }, (_, i) => `${i}\n`).join('');
    const b = Array.from({ length: 50 }, (_, i) => `${i % 2 ? i : -i}\n`).join('');
    const d = diffLines(a, b, 10);
    expect(d).toMatchObject({ approximate: true, added: 24, removed: 24 });
    expect(unifiedDiff(d, { a: 'a', b: 'b' })).toContain('@@ -1,50 +1,50 @@\n 0\n 1\n-2\n-3\n');
  });
});

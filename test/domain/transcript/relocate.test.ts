import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, test } from 'vitest';
import {
  MAX_DEPTH,
  relocateLine,
  relocatePath,
  relocateStream,
  relocateTranscript,
  relocationRootProblem,
  type RelocateOptions,
} from '../../../src/domain/transcript/relocate.js';
import { tempDir } from '../../helpers.js';
import { assistant, CWD, jsonl, prompt, result, text, toolUse } from './claude-lines.js';

const FROM = '/work/proj';
const TO = '/srv/elsewhere/proj-b';

/** The bytes relocated through the stream, fed in chunks of `chunk` bytes (line ends fall anywhere). */
async function relocate(input: string | Buffer, o: Partial<RelocateOptions> = {}, chunk = 7) {
  const bytes = Buffer.isBuffer(input) ? input : Buffer.from(input, 'utf8');
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunk) pieces.push(bytes.subarray(i, i + chunk));
  const { stream, report } = relocateStream({ from: FROM, to: TO, ...o });
  const out = await buffer(Readable.from(pieces).pipe(stream));
  return { out: out.toString('utf8'), bytes: out, report };
}

describe('relocatePath: the old root itself and what lies below it, at a path boundary', () => {
  test('the root, the root with a slash, a path below it', () => {
    expect(relocatePath('/work/proj', FROM, TO)).toBe(TO);
    expect(relocatePath('/work/proj/', FROM, TO)).toBe(`${TO}/`);
    expect(relocatePath('/work/proj/src/a.ts', FROM, TO)).toBe(`${TO}/src/a.ts`);
  });

  test('not at a path boundary, not at the start, or only a part of the root: unchanged', () => {
    for (const s of [
      '/work/proj2',
      '/work/proj2/a.ts',
      '/work/project',
      '/work/pro',
      '/work',
      'work/proj/a',
      ' /work/proj',
      'see /work/proj/a.ts',
      '/other/work/proj',
      '/work/proj\n',
      '/WORK/PROJ',
    ]) {
      expect(relocatePath(s, FROM, TO), s).toBeUndefined();
    }
  });
});

describe('relocateLine: JSON-aware, one line', () => {
  test('strings anywhere in nested objects and arrays; keys, numbers and other strings untouched', () => {
    const line = JSON.stringify({
      cwd: FROM,
      n: 1,
      deep: {
        a: [1, [FROM, { file_path: `${FROM}/x.md`, other: '/work/proj2/y' }], null, true],
        b: { c: { d: [[`${FROM}/`]] } },
      },
      [`${FROM}/as-a-key`]: 'a key is a name, not a path',
      prose: `File created successfully at: ${FROM}/x.md`,
    });
    const r = relocateLine(line, FROM, TO);
    expect(r).toMatchObject({ strings: 4 });
    expect(JSON.parse((r as { text: string }).text)).toEqual({
      cwd: TO,
      n: 1,
      deep: {
        a: [1, [TO, { file_path: `${TO}/x.md`, other: '/work/proj2/y' }], null, true],
        b: { c: { d: [[`${TO}/`]] } },
      },
      [`${FROM}/as-a-key`]: 'a key is a name, not a path',
      prose: `File created successfully at: ${FROM}/x.md`,
    });
  });

  test('a line without the root, or only with a look-alike, is the same (never re-serialised)', () => {
    expect(relocateLine('{"a": 1.50, "cwd":"/work/proj2"}', FROM, TO)).toBe('same');
    expect(relocateLine('{"cwd": "/somewhere/else"}', FROM, TO)).toBe('same');
  });

  test('a path spelled with JSON escapes is still the root; blanks around a line (CRLF) stay', () => {
    const r = relocateLine('  {"p":"\\/work\\/proj\\/a","q":"\\u002fwork/proj"}\r', FROM, TO);
    expect(r).toEqual({ text: `  {"p":"${TO}/a","q":"${TO}"}\r`, strings: 2 });
    // A long run of blanks inside a line (a hostile one) is handled (its speed is bench's to measure, not a test's clock).
    const blanks = ' '.repeat(300_000);
    expect(relocateLine(`{"cwd":"${FROM}",${blanks}"n":1}${blanks}`, FROM, TO)).toEqual({
      text: `{"cwd":"${TO}","n":1}${blanks}`,
      strings: 1,
    });
  });

  test('not JSON, not UTF-8, or nested deeper than the cap: kept, not looked into', () => {
    expect(relocateLine(`{"cwd":"${FROM}"`, FROM, TO)).toBe('kept');
    expect(relocateLine(`cwd=${FROM}`, FROM, TO)).toBe('kept');
    expect(
      relocateLine(
        Buffer.concat([Buffer.from(`{"cwd":"${FROM}","x":"`), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
        FROM,
        TO,
      ),
    ).toBe('kept');
    const deep = `${'['.repeat(MAX_DEPTH + 5)}"${FROM}"${']'.repeat(MAX_DEPTH + 5)}`;
    expect(relocateLine(deep, FROM, TO)).toBe('kept');
    const shallow = `${'['.repeat(MAX_DEPTH - 1)}"${FROM}"${']'.repeat(MAX_DEPTH - 1)}`;
    expect(relocateLine(shallow, FROM, TO)).toMatchObject({ strings: 1 });
  });

  test('a `__proto__` key written as data is rewritten as data: nothing reaches a prototype', () => {
    const r = relocateLine(`{"__proto__":"${FROM}/a","x":{"__proto__":{"polluted":"${FROM}"}}}`, FROM, TO);
    expect(r).toEqual({ text: `{"__proto__":"${TO}/a","x":{"__proto__":{"polluted":"${TO}"}}}`, strings: 2 });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('relocateStream: a transcript, line by line', () => {
  test('Claude Code lines: cwd, tool inputs and tool results rewritten; other lines byte-identical, in order; an unparseable line kept', async () => {
    const from = CWD; // the workspace the fixture lines were recorded in
    const to = '/home/v/moved/project';
    const lines = [
      prompt('Write notes'),
      assistant('msg_1', [
        text('Writing.'),
        toolUse('toolu_1', 'Write', { file_path: `${from}/notes.md`, content: `mentions ${from}/x in content\n` }),
      ]),
      result('toolu_1', `File created successfully at: ${from}/notes.md`, {
        type: 'create',
        filePath: `${from}/notes.md`,
        content: 'x',
        structuredPatch: [],
      }),
      { type: 'last-prompt', lastPrompt: 'Write notes' },
    ];
    const body = jsonl(lines);
    const broken = `{"cwd":"${from}", this is not JSON`;
    const input = `${body.split('\n').slice(0, 2).join('\n')}\n${broken}\n${body.split('\n').slice(2).join('\n')}`;
    const { out, report } = await relocate(input, { from, to });
    const outLines = out.split('\n');
    const inLines = input.split('\n');
    expect(outLines).toHaveLength(inLines.length);
    expect(outLines[2]).toBe(broken);
    expect(outLines[4]).toBe(inLines[4]); // the last-prompt line: no path, untouched
    expect(outLines.at(-1)).toBe(''); // the file still ends with its newline
    const parsed = [outLines[0], outLines[1], outLines[3]].map((l) => JSON.parse(l!));
    expect(parsed.map((l) => l.cwd)).toEqual([to, to, to]);
    expect(parsed[1].message.content[1].input).toEqual({
      file_path: `${to}/notes.md`,
      content: `mentions ${from}/x in content\n`,
    });
    expect(parsed[2].toolUseResult.filePath).toBe(`${to}/notes.md`);
    expect(parsed[2].message.content[0].content).toBe(`File created successfully at: ${from}/notes.md`); // prose, as the model read it
    expect(report).toEqual({ from, to, lines: 5, rewrittenLines: 3, rewrittenStrings: 5, keptUnparsed: 1 });
    // Apart from the rewritten strings, the re-serialised lines are the lines Claude Code wrote.
    expect(outLines[1]!.split(to).join(from)).toBe(inLines[1]);
  });

  test('the last line without a newline stays without one; an empty line stays', async () => {
    const { out, report } = await relocate(`{"cwd":"${FROM}"}\n\n{"cwd":"${FROM}/a"}`, {}, 3);
    expect(out).toBe(`{"cwd":"${TO}"}\n\n{"cwd":"${TO}/a"}`);
    expect(report).toMatchObject({ lines: 3, rewrittenLines: 2 });
  });

  test('a line longer than maxLineBytes goes through byte-identical without being gathered; the next lines are relocated', async () => {
    const long = JSON.stringify({ cwd: FROM, blob: 'x'.repeat(5000) });
    const { out, report } = await relocate(`${long}\n{"cwd":"${FROM}"}\n`, { maxLineBytes: 1000 }, 333);
    expect(out).toBe(`${long}\n{"cwd":"${TO}"}\n`);
    expect(report).toMatchObject({ lines: 2, rewrittenLines: 1, keptUnparsed: 1 });
  });

  test('an output that would exceed maxOutputBytes is refused (a short old root, a long new one)', async () => {
    const many = `${JSON.stringify(Array.from({ length: 200 }, () => '/a'))}\n`;
    await expect(
      relocate(many, { from: '/a', to: `/${'b'.repeat(2000)}`, maxOutputBytes: 100_000 }),
    ).rejects.toMatchObject({ code: 'TOO_LARGE' });
  });

  test('an old or new root that is not a normal absolute path is refused before anything is read', () => {
    for (const bad of [
      '/',
      'work/proj',
      '/work/../etc',
      '/work/proj/',
      '/work//proj',
      '/work/./proj',
      '/work/pr\0j',
      '/work/pr\noj',
      `/${'a'.repeat(5000)}`,
    ]) {
      expect(relocationRootProblem(bad), JSON.stringify(bad)).toBeDefined();
      expect(() => relocateStream({ from: bad, to: TO }), JSON.stringify(bad)).toThrow(
        expect.objectContaining({ code: 'INVALID_DATA' }),
      );
      expect(() => relocateStream({ from: FROM, to: bad }), JSON.stringify(bad)).toThrow(
        expect.objectContaining({ code: 'INVALID_DATA' }),
      );
    }
    expect(relocationRootProblem('/work/proj')).toBeUndefined();
  });
});

test('relocateTranscript: a new 0600 file; the input is not changed', async () => {
  const dir = tempDir('relocate-');
  const input = join(dir, 'in.jsonl');
  const output = join(dir, 'out.jsonl');
  writeFileSync(input, `{"cwd":"${FROM}"}\nnot json ${FROM}\n`);
  const report = await relocateTranscript(input, output, { from: FROM, to: TO });
  expect(readFileSync(output, 'utf8')).toBe(`{"cwd":"${TO}"}\nnot json ${FROM}\n`);
  expect(readFileSync(input, 'utf8')).toBe(`{"cwd":"${FROM}"}\nnot json ${FROM}\n`);
  expect(statSync(output).mode & 0o777).toBe(0o600);
  expect(report).toEqual({ from: FROM, to: TO, lines: 2, rewrittenLines: 1, rewrittenStrings: 1, keptUnparsed: 1 });
  await expect(relocateTranscript(input, output, { from: FROM, to: TO })).rejects.toMatchObject({ code: 'EEXIST' });
});

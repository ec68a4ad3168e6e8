import { execFileSync } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { lineStartAfter, readNewLines, scanTranscriptLines } from '../../../src/domain/transcript/tail.js';
import { assistantLine, tempDir, userLine, writeLines } from '../../helpers.js';

describe('readNewLines', () => {
  test('reads only new complete lines and leaves a partial last line for later', () => {
    const f = join(tempDir(), 't.jsonl');
    expect(readNewLines(f, 0)).toBeUndefined();
    writeFileSync(f, '{"a":1}\n{"b":2}\n{"c":');
    const r1 = readNewLines(f, 0)!;
    expect(r1.lines).toEqual(['{"a":1}', '{"b":2}']);
    expect(r1.offset).toBe(16);
    expect(readNewLines(f, r1.offset)!.lines).toEqual([]);
    appendFileSync(f, '3}\n{"d":"é"}\n');
    const r2 = readNewLines(f, r1.offset)!;
    expect(r2.lines).toEqual(['{"c":3}', '{"d":"é"}']);
    expect(readNewLines(f, r2.offset)!.lines).toEqual([]);
  });

  test('a shrunk (replaced) file is read again from the start', () => {
    const f = join(tempDir(), 't.jsonl');
    writeFileSync(f, '{"a":1}\n{"b":2}\n');
    writeFileSync(f, '{"z":1}\n');
    const r = readNewLines(f, 16)!;
    expect(r).toMatchObject({ reset: true, lines: ['{"z":1}'], offset: 8 });
  });

  test('more than maxBytes new: read in windows (more: true) so that nothing is skipped', () => {
    const f = join(tempDir(), 't.jsonl');
    writeFileSync(f, `{"head":1}\n${'{"x":1}\n'.repeat(10)}{"tail":1}\n`);
    const seen: string[] = [];
    let offset = 0;
    for (let calls = 0; ; calls++) {
      const r = readNewLines(f, offset, 24)!;
      seen.push(...r.lines);
      offset = r.offset;
      if (!r.more) break;
      expect(calls).toBeLessThan(20);
    }
    expect(seen[0]).toBe('{"head":1}');
    expect(seen.at(-1)).toBe('{"tail":1}');
    expect(seen).toHaveLength(12);
  });

  test('a line longer than the window is stepped over, at most `limit` bytes a call (midLine), not kept; a partial giant line is stepped over as it comes', () => {
    const f = join(tempDir(), 't.jsonl');
    writeFileSync(f, `{"a":1}\n${'x'.repeat(100)}\n{"b":2}\n${'y'.repeat(50)}`);
    const r1 = readNewLines(f, 0, 20)!;
    expect(r1).toMatchObject({ lines: ['{"a":1}'], more: true, midLine: false });
    // Each call reads one window: 100 x's and their newline take six calls, then {"b":2} is read.
    const lines: string[] = [];
    let r = r1;
    let skipped = 0;
    for (let calls = 0; calls < 10 && !lines.length; calls++) {
      r = readNewLines(f, r.offset, 20, { midLine: r.midLine, limit: 20 })!;
      expect(r.read).toBeLessThanOrEqual(20);
      lines.push(...r.lines);
      skipped += r.skipped;
    }
    expect(lines).toEqual(['{"b":2}']);
    expect(skipped).toBe(101);
    // 50 y's, no newline yet: longer than the window, so stepped over as they come, never kept.
    const r3 = readNewLines(f, r.offset, 20, { midLine: r.midLine, limit: 20 })!;
    expect(r3).toMatchObject({ lines: [], skipped: 20, midLine: true, more: true });
    const r4 = readNewLines(f, r3.offset, 20, { midLine: true, limit: 20 })!;
    const r5 = readNewLines(f, r4.offset, 20, { midLine: true, limit: 20 })!;
    expect(r5).toMatchObject({ lines: [], midLine: true, more: false, offset: 8 + 101 + 8 + 50 });
    appendFileSync(f, 'yyy\n{"c":3}\n');
    expect(readNewLines(f, r5.offset, 20, { midLine: true })).toMatchObject({
      lines: ['{"c":3}'],
      skipped: 4,
      midLine: false,
      more: false,
    });
    // Without a limit of its own a call steps over up to one default window (8 MiB): the x's in one call.
    expect(readNewLines(f, r1.offset, 20)).toMatchObject({ lines: ['{"b":2}'], skipped: 101 });
  });

  test('lineStartAfter: where the first line at or after a position starts, looking one window ahead', () => {
    const f = join(tempDir(), 't.jsonl');
    writeFileSync(f, '{"a":1}\n{"bb":2}\n{"c":3}\n');
    expect(lineStartAfter(f, 0)).toBe(0);
    expect(lineStartAfter(f, 8)).toBe(8); // a line starts right there
    expect(lineStartAfter(f, 9)).toBe(17);
    expect(lineStartAfter(f, 9, 4)).toBeUndefined(); // no newline within 4 bytes
  });

  test('9. a FIFO (or any non-regular file) is refused at once, never opened for a blocking read', () => {
    const d = tempDir();
    execFileSync('mkfifo', [join(d, 'fifo')]);
    expect(() => readNewLines(join(d, 'fifo'), 0)).toThrow(/a FIFO, not a regular file/);
  });
});

describe('scanTranscriptLines', () => {
  test('finds texts with phase markers in assistant text only, the latest prompt and TodoWrite todos', () => {
    const lines = [
      userLine('Build the login form'),
      JSON.stringify({ type: 'queue-operation', operation: 'enqueue' }),
      assistantLine([
        { type: 'text', text: '🗒️ TASK: Build login\n━━━ 👁️ OBSERVE ━━━ 1/7' },
        { type: 'tool_use', name: 'Read', input: { file_path: 'x' }, id: 'toolu_read' },
      ]),
      // A tool result that contains a header (e.g. a file that was read) is not the assistant speaking.
      userLine([{ type: 'tool_result', tool_use_id: 'toolu_1', content: '━━━ 📚 LEARN ━━━ 7/7' }], {
        toolUseResult: { stdout: '━━━ 📚 LEARN ━━━ 7/7' },
      }),
      assistantLine([
        {
          type: 'tool_use',
          name: 'TodoWrite',
          input: {
            todos: [
              { content: 'a', status: 'completed', activeForm: 'A' },
              { content: 'b', status: 'in_progress' },
            ],
          },
          id: 'toolu_todo',
        },
      ]),
      '{"type":"assistant", this line is cut',
      assistantLine([{ type: 'text', text: '━━━ 🧠 THINK ━━━ 2/7' }]),
      userLine('<command-name>/compact</command-name>'),
      userLine('/checkpoint:save x'),
      userLine('And add tests', { isMeta: false }),
    ];
    const found = scanTranscriptLines(lines);
    expect(found).toMatchObject({
      texts: ['🗒️ TASK: Build login\n━━━ 👁️ OBSERVE ━━━ 1/7', '━━━ 🧠 THINK ━━━ 2/7'],
      todos: [
        { content: 'a', status: 'completed' },
        { content: 'b', status: 'in_progress' },
      ],
      lastPrompt: 'And add tests',
      prompts: 2,
    });
    // The tool calls and the assistant messages (for the heartbeat's figures); the successful result nobody waits for is not parsed.
    expect(found.events.map((e) => (e.kind === 'tool_use' ? e.id : e.kind))).toEqual([
      'message',
      'toolu_read',
      'message',
      'toolu_todo',
      'message',
    ]);
  });

  test('nothing to find: empty findings', () => {
    const f = join(tempDir(), 't.jsonl');
    writeLines(f, [assistantLine([{ type: 'text', text: 'hello' }])]);
    expect(scanTranscriptLines(readNewLines(f, 0)!.lines)).toMatchObject({ texts: [], prompts: 0 });
  });
});

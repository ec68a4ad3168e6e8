import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readNewLines, scanTranscriptLines } from '../../src/capture/transcript-tail.js';
import { assistantLine, tempDir, userLine, writeLines } from '../helpers.js';

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

  test('more than maxBytes new: only the tail is read, starting at a line boundary', () => {
    const f = join(tempDir(), 't.jsonl');
    writeFileSync(f, `${'x'.repeat(100)}\n{"tail":1}\n`);
    const r = readNewLines(f, 0, 20)!;
    expect(r.lines).toEqual(['{"tail":1}']);
    expect(r.skipped).toBeGreaterThan(0);
  });
});

describe('scanTranscriptLines', () => {
  test('finds texts with phase markers in assistant text only, the latest prompt and TodoWrite todos', () => {
    const lines = [
      userLine('Build the login form'),
      JSON.stringify({ type: 'queue-operation', operation: 'enqueue' }),
      assistantLine([{ type: 'text', text: '🗒️ TASK: Build login\n━━━ 👁️ OBSERVE ━━━ 1/7' }, { type: 'tool_use', name: 'Read', input: { file_path: 'x' }, id: 'toolu_read' }]),
      // A tool result that contains a header (e.g. a file that was read) is not the assistant speaking.
      userLine([{ type: 'tool_result', tool_use_id: 'toolu_1', content: '━━━ 📚 LEARN ━━━ 7/7' }], { toolUseResult: { stdout: '━━━ 📚 LEARN ━━━ 7/7' } }),
      assistantLine([{ type: 'tool_use', name: 'TodoWrite', input: { todos: [{ content: 'a', status: 'completed', activeForm: 'A' }, { content: 'b', status: 'in_progress' }] }, id: 'toolu_todo' }]),
      '{"type":"assistant", this line is cut',
      assistantLine([{ type: 'text', text: '━━━ 🧠 THINK ━━━ 2/7' }]),
      userLine('<command-name>/compact</command-name>'),
      userLine('/checkpoint:save x'),
      userLine('And add tests', { isMeta: false }),
    ];
    expect(scanTranscriptLines(lines)).toEqual({
      texts: ['🗒️ TASK: Build login\n━━━ 👁️ OBSERVE ━━━ 1/7', '━━━ 🧠 THINK ━━━ 2/7'],
      todos: [
        { content: 'a', status: 'completed' },
        { content: 'b', status: 'in_progress' },
      ],
      lastPrompt: 'And add tests',
      toolUseIds: ['toolu_read', 'toolu_todo'],
    });
  });

  test('nothing to find: empty findings', () => {
    const f = join(tempDir(), 't.jsonl');
    writeLines(f, [assistantLine([{ type: 'text', text: 'hello' }])]);
    expect(scanTranscriptLines(readNewLines(f, 0)!.lines)).toEqual({ texts: [], toolUseIds: [] });
  });
});

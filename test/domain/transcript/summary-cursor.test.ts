// Issue 32, finding 9: the conversation summary of a capture reads only what came since the last
// one (a cursor), and at most `maxBytes` at once; read in steps it says what reading it whole says.
import { appendFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { summarizeFrom, summarizeTranscript, type SummaryCursor } from '../../../src/domain/transcript/conversation.js';
import { tempDir } from '../../helpers.js';

const L = (o: unknown) => `${JSON.stringify(o)}\n`;
const usage = (i: number, o: number) => ({
  input_tokens: i,
  output_tokens: o,
  cache_creation_input_tokens: 1,
  cache_read_input_tokens: 2,
});

/** Turn `n`: a prompt, one API message written as two lines (text, then a tool call), its result; a failure every 7th. */
function turn(n: number): string {
  const model = n % 3 ? 'claude-sonnet-4-5' : 'claude-opus-4-8';
  return [
    L({ type: 'user', uuid: `u${n}`, cwd: '/p', message: { role: 'user', content: `Prompt number ${n}` } }),
    L({
      type: 'assistant',
      uuid: `a${n}`,
      message: {
        id: `msg_${n}`,
        model,
        content: [{ type: 'text', text: `I'll use approach ${n} instead of the old one.` }],
        usage: usage(n, 1),
      },
    }),
    L({
      type: 'assistant',
      uuid: `b${n}`,
      message: {
        id: `msg_${n}`,
        model,
        content: [
          {
            type: 'tool_use',
            id: `t${n}`,
            name: n % 2 ? 'Edit' : 'Bash',
            input: n % 2 ? { file_path: `/p/f${n % 40}.ts` } : { command: 'npm test' },
          },
        ],
        usage: usage(n, 5),
      },
    }),
    L({
      type: 'user',
      uuid: `r${n}`,
      message: {
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: `t${n}`,
            content: n % 7 ? 'ok' : 'Error: failed',
            ...(n % 7 ? {} : { is_error: true }),
          },
        ],
      },
    }),
  ].join('');
}

describe('summarizeFrom', () => {
  test('read in steps through its cursor (a partial last line between them, 1,500 messages: older usage folded), it says what one read of the whole says', async () => {
    const f = join(tempDir(), 't.jsonl');
    writeFileSync(f, '');
    let cursor: SummaryCursor | undefined;
    let last;
    for (let step = 0; step < 3; step++) {
      appendFileSync(f, Array.from({ length: 500 }, (_, i) => turn(step * 500 + i)).join(''));
      appendFileSync(f, step < 2 ? '{"type":"assistant","uuid":"cut' : ''); // Claude Code is writing the next line
      last = (await summarizeFrom(f, undefined, { cursor }))!;
      cursor = last.cursor;
      if (step < 2) {
        expect(last.summary.partial_last_line).toBe(true);
        expect(cursor.offset).toBeLessThan(statSync(f).size); // stops before the unfinished line
        // Its end arrives: the line is read whole by the next step.
        appendFileSync(f, `-${step}","message":{"id":"msg_cut${step}","content":[{"type":"text","text":"x"}]}}\n`);
      }
    }
    const whole = (await summarizeTranscript(f, undefined, { maxBytes: Infinity }))!;
    expect(last!.summary).toEqual(whole);
    expect(whole).toMatchObject({ turn_count: 1500, messages: { assistant: 1502 }, skipped_bytes: 0 });
    // Every message's last usage once: input n, output 5, cache 1 and 2 for n = 0..1499.
    expect(whole.tokens).toEqual({
      input: (1499 * 1500) / 2,
      output: 1500 * 5,
      cache_creation: 1500,
      cache_read: 3000,
      total: (1499 * 1500) / 2 + 1500 * 8,
    });
  });

  test('more new than maxBytes: read from that far before the end, at a line start; what was passed over is counted, not read', async () => {
    const f = join(tempDir(), 't.jsonl');
    writeFileSync(f, Array.from({ length: 400 }, (_, i) => turn(i)).join(''));
    const size = statSync(f).size;
    const r = (await summarizeFrom(f, undefined, { maxBytes: 8192 }))!;
    expect(r.cursor.offset).toBe(size);
    expect(r.summary.skipped_bytes).toBeGreaterThan(size - 8192);
    expect(r.summary.skipped_bytes).toBeLessThanOrEqual(size - 8192 + 1000);
    // The lines read are whole lines: none unparsable, and the prompts are the last ones only.
    expect(r.summary.unparsable_lines).toBe(0);
    expect(r.summary.last_prompt).toBe('Prompt number 399');
    expect(r.summary.turn_count).toBeLessThan(40);
    expect(r.summary.first_prompt).not.toBe('Prompt number 0');
  });

  test('a cursor that fell more than maxBytes behind keeps what it counted; the middle is passed over and counted', async () => {
    const f = join(tempDir(), 't.jsonl');
    writeFileSync(f, Array.from({ length: 10 }, (_, i) => turn(i)).join(''));
    const first = (await summarizeFrom(f, undefined, { maxBytes: 1 << 20 }))!;
    expect(first.summary).toMatchObject({ turn_count: 10, skipped_bytes: 0, first_prompt: 'Prompt number 0' });
    const before = statSync(f).size;
    appendFileSync(f, Array.from({ length: 400 }, (_, i) => turn(10 + i)).join(''));
    const second = (await summarizeFrom(f, undefined, { maxBytes: 8192, cursor: first.cursor }))!;
    expect(second.summary.first_prompt).toBe('Prompt number 0'); // the head read before is kept
    expect(second.summary.last_prompt).toBe('Prompt number 409');
    expect(second.summary.skipped_bytes).toBeGreaterThan(statSync(f).size - before - 8192);
    expect(second.summary.turn_count).toBeGreaterThan(10);
    expect(second.summary.turn_count).toBeLessThan(60);
  });
});

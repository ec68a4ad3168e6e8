import { execFileSync } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { summarizeTranscript } from '../../../src/domain/transcript/conversation.js';
import { scanTranscriptLines } from '../../../src/domain/transcript/tail.js';
import { tempDir, userLine, writeLines } from '../../helpers.js';
import {
  TASKS_AFTER,
  assistant,
  jsonl,
  prompt,
  result,
  taskCalls,
  text,
  toolUse,
  validationError,
} from './claude-lines.js';

const L = (o: unknown) => JSON.stringify(o);
const usage = (i: number, o: number, cc = 0, cr = 0) => ({
  input_tokens: i,
  output_tokens: o,
  cache_creation_input_tokens: cc,
  cache_read_input_tokens: cr,
});

function transcript(): string {
  const f = join(tempDir(), 't.jsonl');
  const lines = [
    { type: 'queue-operation', operation: 'enqueue' },
    {
      type: 'user',
      uuid: 'u1',
      cwd: '/p',
      gitBranch: 'main',
      version: '2.1.197',
      message: { role: 'user', content: 'Build the login form' },
    },
    // One API message written as two lines (text, then tool_use) with the same id: counted once.
    {
      type: 'assistant',
      uuid: 'a1',
      message: {
        id: 'msg_1',
        model: 'claude-sonnet-4-5',
        content: [{ type: 'text', text: 'Reading.' }],
        usage: usage(100, 5, 1000, 0),
      },
    },
    {
      type: 'assistant',
      uuid: 'a2',
      message: {
        id: 'msg_1',
        model: 'claude-sonnet-4-5',
        content: [{ type: 'tool_use', id: 't1', name: 'Read', input: { file_path: '/p/a.ts' } }],
        usage: usage(100, 20, 1000, 0),
      },
    },
    {
      type: 'user',
      uuid: 'u2',
      message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'x' }] },
      toolUseResult: {},
    },
    {
      type: 'assistant',
      uuid: 'a3',
      message: {
        id: 'msg_2',
        model: 'claude-sonnet-4-5',
        content: [
          { type: 'tool_use', id: 't2', name: 'Write', input: { file_path: '/p/b.ts', content: '' } },
          { type: 'tool_use', id: 't3', name: 'TaskCreate', input: { subject: 'Form renders' } },
        ],
        usage: usage(10, 30, 0, 1100),
      },
    },
    {
      type: 'user',
      uuid: 'u3',
      message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't2', content: 'ok' }] },
    },
    {
      type: 'user',
      uuid: 'u4',
      message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't3', content: 'ok' }] },
      toolUseResult: { task: { id: '1', subject: 'Form renders' } },
    },
    {
      type: 'system',
      subtype: 'compact_boundary',
      uuid: 's1',
      timestamp: '2026-11-21T10:00:00Z',
      compactMetadata: { trigger: 'manual', preTokens: 12345 },
    },
    {
      type: 'user',
      uuid: 'u5',
      isCompactSummary: true,
      message: { role: 'user', content: 'This session is being continued…' },
    },
    { type: 'user', uuid: 'u6', message: { role: 'user', content: '<command-name>/compact</command-name>' } },
    { type: 'user', uuid: 'u7', message: { role: 'user', content: 'And add validation' } },
    { type: 'attachment', attachment: { type: 'todo' } },
    {
      type: 'assistant',
      uuid: 'a4',
      message: {
        id: 'msg_3',
        model: 'claude-opus-4-8',
        content: [
          { type: 'text', text: 'On it.' },
          { type: 'tool_use', id: 't4', name: 'TaskUpdate', input: { taskId: '1', status: 'in_progress' } },
          { type: 'tool_use', id: 't5', name: 'Bash', input: { command: 'sleep 100' } },
        ],
        usage: usage(50, 10),
      },
    },
    {
      type: 'user',
      uuid: 'u8',
      message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't4', content: 'ok' }] },
    },
  ];
  writeFileSync(f, `${lines.map(L).join('\n')}\nnot json at all\n`);
  appendFileSync(f, '{"type":"assistant","uuid":"cut-off","mess'); // partial last line
  return f;
}

test('a transcript is summarized: turns, ids, tokens once per message, cost, tools, files, tasks, pending calls, compactions', async () => {
  const s = (await summarizeTranscript(transcript()))!;
  expect(s).toMatchObject({
    lines: 16,
    unparsable_lines: 1,
    partial_last_line: true,
    turn_count: 2,
    messages: { user: 8, assistant: 3 },
    last_message_id: 'msg_3',
    last_message_uuid: 'u8',
    tokens: { input: 160, output: 60, cache_creation: 1000, cache_read: 1100, total: 2320 },
    models: ['claude-opus-4-8', 'claude-sonnet-4-5'],
    tools: { Read: 1, Write: 1, TaskCreate: 1, TaskUpdate: 1, Bash: 1 },
    files_read: ['/p/a.ts'],
    files_modified: ['/p/b.ts'],
    tasks: [{ id: '1', subject: 'Form renders', status: 'in_progress' }],
    pending_tool_calls: [{ id: 't5', name: 'Bash' }],
    compactions: [{ uuid: 's1', timestamp: '2026-11-21T10:00:00Z', trigger: 'manual', pre_tokens: 12345 }],
    first_prompt: 'Build the login form',
    last_prompt: 'And add validation',
    last_assistant_text: 'On it.',
    cwd: '/p',
    git_branch: 'main',
    claude_version: '2.1.197',
  });
  // sonnet: (110*3 + 50*15 + 1000*3.75 + 1100*0.3)/1e6; opus: (50*15 + 10*75)/1e6
  expect(s.cost_estimate_usd).toBeCloseTo((110 * 3 + 50 * 15 + 1000 * 3.75 + 1100 * 0.3 + 50 * 15 + 10 * 75) / 1e6, 9);
});

test('missing transcript: undefined; empty: zeros', async () => {
  const dir = tempDir();
  expect(await summarizeTranscript(join(dir, 'none.jsonl'))).toBeUndefined();
  writeFileSync(join(dir, 'empty.jsonl'), '');
  expect(await summarizeTranscript(join(dir, 'empty.jsonl'))).toMatchObject({
    lines: 0,
    turn_count: 0,
    last_message_uuid: null,
    partial_last_line: false,
  });
});

test('a custom price table', async () => {
  const s = (await summarizeTranscript(transcript(), [
    [/.*/, { input: 1, output: 1, cache_creation: 0, cache_read: 0 }],
  ]))!;
  expect(s.cost_estimate_usd).toBeCloseTo(220 / 1e6, 9);
});

describe('hostile transcripts (issue items 9 and 11)', () => {
  test('a line over the cap is stepped over without being held; the lines around it count', async () => {
    const f = join(tempDir(), 't.jsonl');
    writeLines(f, [
      userLine('first prompt'),
      `{"type":"user","message":{"content":"${'x'.repeat(5000)}"}}`,
      userLine('last prompt'),
    ]);
    const s = await summarizeTranscript(f, undefined, { maxLineBytes: 1000 });
    expect(s).toMatchObject({
      lines: 2,
      oversized_lines: 1,
      first_prompt: 'first prompt',
      last_prompt: 'last prompt',
      partial_last_line: false,
    });
  });

  test('one line bigger than a string can be (600 MB, no newline): no RangeError, no memory blow-up', async () => {
    const f = join(tempDir(), 'huge.jsonl');
    writeLines(f, [userLine('before the giant line')]);
    execFileSync('truncate', ['-s', String(600 * 1024 * 1024), f]); // sparse: 600 MB of NUL bytes after the first line
    const rss = process.memoryUsage().rss;
    const s = await summarizeTranscript(f, undefined, { maxBytes: Infinity }); // read whole (the default bound passes over the start)
    expect(s).toMatchObject({ lines: 1, oversized_lines: 1, first_prompt: 'before the giant line' });
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * 1024 * 1024);
  }, 60_000);

  test('a line that is JSON but not an object (null, a number, a list) is counted and ignored, not fatal', async () => {
    const f = join(tempDir(), 't.jsonl');
    writeLines(f, [userLine('first prompt'), 'null', '5', '[{"type":"user"}]', userLine('last prompt')]);
    expect(await summarizeTranscript(f)).toMatchObject({
      lines: 5,
      unparsable_lines: 0,
      turn_count: 2,
      last_prompt: 'last prompt',
    });
  });

  test('a FIFO named as the transcript is refused at once (a read would block for ever)', async () => {
    const d = tempDir();
    execFileSync('mkfifo', [join(d, 'fifo')]);
    await expect(summarizeTranscript(join(d, 'fifo'))).rejects.toThrow(/a FIFO, not a regular file/);
  });

  test('a regular file that fails on read (/proc/self/mem) is an IO error naming it (found by the fuzzing torture: EIO escaped bare)', async () => {
    await expect(summarizeTranscript('/proc/self/mem')).rejects.toMatchObject({
      code: 'IO',
      message: expect.stringContaining('/proc/self/mem: the transcript could not be read'),
    });
  });

  test('usage counts that are not whole numbers of tokens count 0; sums stop at 2^53 - 1 (found by the fuzzing torture: a manifest then refused them)', async () => {
    const f = join(tempDir(), 't.jsonl');
    const line = (id: string, u: Record<string, number>) =>
      L({ type: 'assistant', message: { id, model: 'claude-opus-4-1', usage: u } });
    writeFileSync(
      f,
      [
        line('m1', {
          input_tokens: -1,
          output_tokens: 0.5,
          cache_read_input_tokens: -5e-324,
          cache_creation_input_tokens: 10,
        }),
        line('m2', { input_tokens: Number.MAX_SAFE_INTEGER, output_tokens: Number.MAX_SAFE_INTEGER }),
      ].join('\n') + '\n',
    );
    const s = (await summarizeTranscript(f))!;
    expect(s.tokens).toEqual({
      input: Number.MAX_SAFE_INTEGER,
      output: Number.MAX_SAFE_INTEGER,
      cache_creation: 10,
      cache_read: 0,
      total: Number.MAX_SAFE_INTEGER,
    });
    expect(Number.isSafeInteger(s.context?.tokens)).toBe(true);
    expect(Number.isFinite(s.cost_estimate_usd) && s.cost_estimate_usd >= 0).toBe(true);
  });
});

describe('tasks and todos as Claude Code keeps them (issue 8: the summary agrees with the hooks and the task files)', () => {
  const session = () => [prompt('Make a plan'), ...taskCalls(), assistant('msg_9', [text('done')])];

  test('only the task calls Claude Code carried out count: deleted tasks are gone, refused and read-only calls change nothing', async () => {
    const f = join(tempDir(), 't.jsonl');
    writeFileSync(f, jsonl(session()));
    expect((await summarizeTranscript(f))!.tasks).toEqual(TASKS_AFTER);
  });

  test('a TaskGet after a TaskUpdate does not set the task back to pending', async () => {
    const f = join(tempDir(), 't.jsonl');
    const lines = session().slice(0, 9); // up to task 1 in progress
    lines.push(assistant('msg_g', [toolUse('toolu_g2', 'TaskGet', { taskId: '1' })]));
    lines.push(
      result('toolu_g2', 'Task #1: A works\nStatus: in_progress', {
        task: { id: '1', subject: 'A works', description: 'a', status: 'in_progress', blocks: [], blockedBy: [] },
      }),
    );
    writeFileSync(f, jsonl(lines));
    expect((await summarizeTranscript(f))!.tasks[0]).toEqual({ id: '1', subject: 'A works', status: 'in_progress' });
  });

  test('TodoWrite with entries the model got wrong: the same list as the hooks read, not a failed summary', async () => {
    const f = join(tempDir(), 't.jsonl');
    const lines = [
      prompt('Make a plan'),
      assistant('msg_1', [
        toolUse('toolu_t1', 'TodoWrite', {
          todos: [null, { status: 'pending' }, { content: 'ok', status: 'in_progress', activeForm: 'x' }],
        }),
      ]),
      validationError('toolu_t1', 'The parameter `todos[0]` type is expected as `object` but provided as `null`'),
    ];
    writeFileSync(f, jsonl(lines));
    const expected = [{ content: 'ok', status: 'in_progress' }];
    expect(scanTranscriptLines(lines.map((l) => JSON.stringify(l))).todos).toEqual(expected);
    expect((await summarizeTranscript(f))!.todos).toEqual(expected);
  });
});

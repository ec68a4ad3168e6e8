import { describe, expect, test } from 'vitest';
import {
  applyTaskOperation,
  lineEvents,
  mayMatter,
  taskOperation,
  toolFile,
  type ToolUse,
  type TranscriptEvent,
} from '../../../src/domain/transcript/reader.js';
import {
  CWD,
  VERSION,
  MODEL,
  assistant,
  attachment,
  compaction,
  lastPrompt,
  prompt,
  queueOperation,
  result,
  text,
  toolUse,
  usage,
  validationError,
} from './claude-lines.js';

const context = { kind: 'context', cwd: CWD, gitBranch: 'main', version: VERSION };
const without = (events: TranscriptEvent[], kind: string) => events.filter((e) => e.kind !== kind);

describe('lineEvents: one transcript line as typed events', () => {
  test('a prompt: where, the message, what the user typed', () => {
    const line = prompt('Build the login form');
    expect(lineEvents(line)).toEqual([
      context,
      { kind: 'message', role: 'user', uuid: line['uuid'] },
      { kind: 'prompt', text: 'Build the login form' },
    ]);
  });

  test('an assistant line: the message with id, model and usage, then its blocks in order', () => {
    const line = assistant(
      'msg_1',
      [text('🗒️ TASK: Build login\n━━━ 👁️ OBSERVE ━━━ 1/7'), toolUse('toolu_1', 'Read', { file_path: '/p/a.ts' })],
      usage(100, 20, 1000, 5),
    );
    expect(lineEvents(line)).toEqual([
      context,
      {
        kind: 'message',
        role: 'assistant',
        uuid: line['uuid'],
        id: 'msg_1',
        model: MODEL,
        usage: { input: 100, output: 20, cache_creation: 1000, cache_read: 5 },
      },
      { kind: 'assistant_text', text: '🗒️ TASK: Build login\n━━━ 👁️ OBSERVE ━━━ 1/7' },
      { kind: 'tool_use', id: 'toolu_1', name: 'Read', input: { file_path: '/p/a.ts' } },
    ]);
  });

  test('TodoWrite: the call, then the list it sets (entries without a text are not todos; no status is pending)', () => {
    const todos = [
      { content: 'a', status: 'completed', activeForm: 'A' },
      null,
      { status: 'pending' },
      { content: 'b' },
      'c',
    ];
    const events = without(lineEvents(assistant('msg_2', [toolUse('toolu_2', 'TodoWrite', { todos })])), 'context');
    expect(events.slice(1)).toEqual([
      { kind: 'tool_use', id: 'toolu_2', name: 'TodoWrite', input: { todos } },
      {
        kind: 'todos',
        todos: [
          { content: 'a', status: 'completed' },
          { content: 'b', status: 'pending' },
        ],
      },
    ]);
  });

  test('a TodoWrite status that is not a string is pending, never a throw (found by the fuzzing torture: {"toString":0} threw out of String())', () => {
    const todos = [
      { content: 'a', status: { toString: 0 } },
      { content: 'b', status: 'DEEP' },
      { content: 'c', status: 7 },
    ];
    const text = JSON.stringify(assistant('msg_2', [toolUse('toolu_2', 'TodoWrite', { todos })])).replace(
      '"DEEP"',
      '['.repeat(20_000) + ']'.repeat(20_000),
    );
    const events = lineEvents(JSON.parse(text));
    expect(events.find((e) => e.kind === 'todos')).toEqual({
      kind: 'todos',
      todos: ['a', 'b', 'c'].map((content) => ({ content, status: 'pending' })),
    });
  });

  test('a tool result: the call it answers, whether it failed, and the tool`s own data', () => {
    expect(
      without(
        lineEvents(
          result('toolu_3', 'Task #1 created successfully: A works', { task: { id: '1', subject: 'A works' } }),
        ),
        'context',
      ),
    ).toEqual([
      { kind: 'message', role: 'user', uuid: expect.any(String) },
      { kind: 'tool_result', toolUseId: 'toolu_3', isError: false, result: { task: { id: '1', subject: 'A works' } } },
    ]);
    const failed = lineEvents(validationError('toolu_4', 'The required parameter `todos[1].content` is missing'));
    expect(failed.at(-1)).toEqual({
      kind: 'tool_result',
      toolUseId: 'toolu_4',
      isError: true,
      error:
        '<tool_use_error>InputValidationError: The required parameter `todos[1].content` is missing</tool_use_error>',
      result: 'InputValidationError: The required parameter `todos[1].content` is missing',
    });
    // A tool result holding a header (a file that was read) is not the assistant speaking, nor a prompt.
    expect(
      lineEvents(result('toolu_5', '━━━ 📚 LEARN ━━━ 7/7', { stdout: '━━━ 📚 LEARN ━━━ 7/7' })).map((e) => e.kind),
    ).toEqual(['context', 'message', 'tool_result']);
  });

  test('/compact: a compaction event; the summary and the command`s own lines are messages, not prompts; the typed command is a command event', () => {
    const events = compaction().flatMap((l) => without(lineEvents(l), 'context'));
    expect(events[0]).toEqual({
      kind: 'compaction',
      uuid: expect.any(String),
      timestamp: expect.any(String),
      trigger: 'manual',
      preTokens: 19082,
    });
    expect(events.slice(1).map((e) => e.kind)).toEqual(['message', 'message', 'message', 'command', 'message']);
    expect(events.find((e) => e.kind === 'command')).toEqual({ kind: 'command', name: '/compact', args: '' });
  });

  test('slash commands are not prompts; a prompt that starts with a path is', () => {
    expect(lineEvents(prompt('/checkpoint:save my-label')).some((e) => e.kind === 'prompt')).toBe(false);
    expect(lineEvents(prompt('/etc/hosts has a wrong entry')).at(-1)).toEqual({
      kind: 'prompt',
      text: '/etc/hosts has a wrong entry',
    });
  });

  test('lines that are not messages give at most their context; what is not an object gives nothing', () => {
    expect(lineEvents(queueOperation('Make a plan'))).toEqual([]);
    expect(lineEvents(lastPrompt('Make a plan'))).toEqual([]);
    expect(lineEvents(attachment())).toEqual([context]);
    for (const odd of [null, 5, 'x', [], [{ type: 'user' }]]) expect(lineEvents(odd)).toEqual([]);
    // Shapes that are not Claude Code's are ignored, not thrown on.
    expect(
      lineEvents({
        type: 'assistant',
        message: { content: [null, { type: 'tool_use' }, { type: 'text', text: 5 }], usage: 'x' },
      }),
    ).toEqual([{ kind: 'message', role: 'assistant' }]);
    expect(lineEvents({ type: 'user', message: 'x' })).toEqual([{ kind: 'message', role: 'user' }]);
  });
});

describe('tools and tasks', () => {
  const use = (name: string, input: Record<string, unknown>): ToolUse => ({
    kind: 'tool_use',
    id: 'toolu_x',
    name,
    input,
  });

  test('toolFile: the file a call reads or modifies', () => {
    expect(toolFile(use('Read', { file_path: '/p/a.ts' }))).toEqual({ path: '/p/a.ts', modifies: false });
    expect(toolFile(use('Write', { file_path: '/p/b.ts', content: '' }))).toEqual({ path: '/p/b.ts', modifies: true });
    expect(toolFile(use('NotebookEdit', { notebook_path: '/p/n.ipynb' }))).toEqual({
      path: '/p/n.ipynb',
      modifies: true,
    });
    expect(toolFile(use('Bash', { command: 'cat /p/a.ts' }))).toBeUndefined();
  });

  test('taskOperation: TaskCreate`s id comes from its result, TaskUpdate`s values from its call', () => {
    const ok = (r: unknown) => ({ isError: false, result: r });
    expect(
      taskOperation(
        use('TaskCreate', { subject: 'A works', description: 'a' }),
        ok({ task: { id: '1', subject: 'A works' } }),
      ),
    ).toEqual({ id: '1', subject: 'A works' });
    expect(
      taskOperation(
        use('TaskUpdate', { taskId: '1', subject: 'A renamed', status: 'completed' }),
        ok({
          success: true,
          taskId: '1',
          updatedFields: ['subject', 'status'],
          statusChange: { from: 'in_progress', to: 'completed' },
        }),
      ),
    ).toEqual({
      id: '1',
      subject: 'A renamed',
      status: 'completed',
    });
    expect(
      taskOperation(
        use('TaskUpdate', { taskId: '2', status: 'deleted' }),
        ok({ success: true, taskId: '2', updatedFields: ['deleted'] }),
      ),
    ).toEqual({ id: '2', status: 'deleted' });
    // A result line without the tool's data (older transcripts) still counts.
    expect(taskOperation(use('TaskUpdate', { taskId: '1', status: 'in_progress' }), { isError: false })).toEqual({
      id: '1',
      status: 'in_progress',
    });
  });

  test('taskOperation: what Claude Code did not carry out, and tools that only read tasks, change nothing', () => {
    expect(
      taskOperation(use('TaskUpdate', { taskId: '1', status: 'done' }), {
        isError: true,
        result: 'InputValidationError: …',
      }),
    ).toBeUndefined();
    expect(
      taskOperation(use('TaskUpdate', { taskId: '99', status: 'completed' }), {
        isError: false,
        result: { success: false, taskId: '99', updatedFields: [], error: 'Task not found' },
      }),
    ).toBeUndefined();
    expect(
      taskOperation(use('TaskGet', { taskId: '1' }), {
        isError: false,
        result: { task: { id: '1', subject: 'A works', status: 'completed' } },
      }),
    ).toBeUndefined();
    expect(taskOperation(use('TaskCreate', { subject: 'x' }), { isError: false, result: {} })).toBeUndefined();
  });

  test('applyTaskOperation: the one fold, for the summary and the hooks alike', () => {
    const created = applyTaskOperation(undefined, { id: '1', subject: 'A works' });
    expect(created).toEqual({ subject: 'A works', status: 'pending' });
    const started = applyTaskOperation(created, { id: '1', status: 'in_progress' });
    expect(started).toEqual({ subject: 'A works', status: 'in_progress' });
    expect(applyTaskOperation(started, { id: '1', subject: 'A works' })).toEqual({
      subject: 'A works',
      status: 'in_progress',
    }); // seen again: keeps its status
    expect(applyTaskOperation(started, { id: '1', status: 'deleted' })).toBeUndefined();
    expect(applyTaskOperation(undefined, { id: '7', status: 'completed' })).toEqual({
      subject: '',
      status: 'completed',
    });
  });
});

describe('mayMatter: the session tracker`s look at a raw line before parsing it', () => {
  const lines = [
    prompt('Build the login form'),
    assistant('msg_1', [text('━━━ 👁️ OBSERVE ━━━ 1/7')]),
    assistant('msg_1', [
      toolUse('toolu_a', 'Read', { file_path: '/p/a.ts' }),
      toolUse('toolu_b', 'TaskCreate', { subject: 'A works' }),
    ]),
    result('toolu_a', '━━━ 📚 LEARN ━━━ 7/7', {
      type: 'text',
      file: { filePath: '/p/a.ts', content: '━━━ 📚 LEARN ━━━ 7/7' },
    }),
    result('toolu_b', 'Task #1 created successfully: A works', { task: { id: '1', subject: 'A works' } }),
    validationError('toolu_c', 'The required parameter `command` is missing'),
    assistant('msg_2', [text('No header here.')]),
    ...compaction(),
    prompt('/checkpoint:save x'),
    attachment(),
  ];

  test('every line with an event the tracker uses is parsed: prompts, assistant messages, failed results, awaited results', () => {
    for (const line of lines) {
      const used = lineEvents(line).some(
        (e) =>
          e.kind === 'prompt' ||
          e.kind === 'todos' ||
          e.kind === 'assistant_text' ||
          e.kind === 'tool_use' ||
          (e.kind === 'message' && e.role === 'assistant') ||
          (e.kind === 'tool_result' && (e.isError || e.toolUseId === 'toolu_b')),
      );
      if (used) expect(mayMatter(JSON.stringify(line), ['toolu_b'])).toBe(true);
    }
  });

  test('a successful tool result nobody waits for (which can be megabytes) is never parsed; nor attachments and system lines', () => {
    const skipped = lines.filter((line) => !mayMatter(JSON.stringify(line), ['toolu_b'])).map((l) => String(l['type']));
    expect(skipped).toEqual(['user', 'system', 'attachment']);
    // Not awaited any more: the task call's result is skipped too.
    expect(mayMatter(JSON.stringify(lines[4]))).toBe(false);
  });
});

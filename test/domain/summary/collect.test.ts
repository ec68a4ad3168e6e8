/**
 * The collector's heuristics, one by one, on hand-made events (the shapes reader.ts gives), then
 * its bounds: caps, truncation, determinism, and hostile input.
 */
import { describe, expect, test } from 'vitest';
import { SummaryCollector, type SummarySignals } from '../../../src/domain/transcript/summary-signals.js';
import { builtinSummary, MARKDOWN_MAX } from '../../../src/domain/summary/render.js';
import type { TranscriptEvent } from '../../../src/domain/transcript/reader.js';

const CWD = '/home/u/project';
const context: TranscriptEvent = { kind: 'context', cwd: CWD };
const say = (text: string): TranscriptEvent => ({ kind: 'assistant_text', text });
const prompt = (text: string): TranscriptEvent => ({ kind: 'prompt', text });
const use = (id: string, name: string, input: Record<string, unknown>): TranscriptEvent => ({
  kind: 'tool_use',
  id,
  name,
  input,
});
const ok = (id: string, result?: unknown): TranscriptEvent =>
  result === undefined
    ? { kind: 'tool_result', toolUseId: id, isError: false }
    : { kind: 'tool_result', toolUseId: id, isError: false, result };
const fail = (id: string, error: string): TranscriptEvent => ({
  kind: 'tool_result',
  toolUseId: id,
  isError: true,
  error,
});
let n = 0;
/** A Bash call and its result: `error` makes it fail. */
const bash = (command: string, error?: string): TranscriptEvent[] => {
  const id = `b${++n}`;
  return [use(id, 'Bash', { command }), error === undefined ? ok(id) : fail(id, error)];
};

function collect(events: TranscriptEvent[]): SummarySignals {
  const c = new SummaryCollector();
  for (const ev of [context, ...events]) c.add(ev);
  return c.signals();
}

describe('decisions', () => {
  test.each([
    "I'll use zod for the schema.",
    'I’ll use zod for the schema (a curly apostrophe).',
    'We will stick with Postgres.',
    "Let's go with the fetch API.",
    "I'm going to switch to pnpm.",
    'I decided to keep the old parser.',
    'Chose JWT over session cookies for stateless auth.',
    'Going with the second option.',
    'Opted for a worker thread.',
    'Use a Map instead of an object here.',
    'Decision: one module per backend.',
  ])('%s', (sentence) => {
    expect(collect([say(sentence)]).decisions).toEqual([sentence.replace(/^Decision: /, '')]);
  });

  test.each([
    'Should I use zod for the schema?',
    "I'll run the tests now.",
    'I will read the file first.',
    'If we use zod, the bundle grows.',
    'The greeting says Hi instead of Hello; fixing it.',
    'Tests pass.',
  ])('not a decision: %s', (sentence) => {
    expect(collect([say(sentence)]).decisions).toEqual([]);
  });

  test('one sentence out of a text; list markers and emphasis go; headers, TASK lines and code are not prose', () => {
    const text = [
      '🗒️ TASK: I will use the new parser',
      '━━━ 🧠 THINK ━━━ 2/7',
      'Reading the code. **I will use a streaming parser** because files are large. Then tests.',
      '- Let us keep the cache.',
      '```',
      "I'll use this inside a fence",
      '```',
    ].join('\n');
    expect(collect([say(text)]).decisions).toEqual([
      'I will use a streaming parser because files are large.',
      'Let us keep the cache.',
    ]);
  });

  test('the same decision twice is kept once, as the newest', () => {
    expect(collect([say("I'll use zod."), say('Chose Postgres.'), say("I'll  use zod.")]).decisions).toEqual([
      'Chose Postgres.',
      "I'll use zod.",
    ]);
  });
});

describe('failed approaches', () => {
  test('a Bash failure is fixed by the next success of the same program, not of another one', () => {
    const s = collect([
      ...bash('cat config.json', 'Exit code 1\ncat: config.json: No such file or directory'),
      ...bash('ls'),
      ...bash('cat package.json'),
    ]);
    expect(s.failed).toEqual([
      {
        what: 'cat config.json',
        error: 'cat: config.json: No such file or directory (exit 1)',
        fixedBy: 'cat package.json',
      },
    ]);
    expect(s.blockers).toEqual([]);
  });

  test('the program skips scene-setting and wrappers, and keeps the subcommand of npm, git, …', () => {
    const s = collect([
      ...bash('cd web && CI=1 npm test', 'Exit code 1\nFAIL src/a.test.ts'),
      ...bash('npm install'),
      ...bash('npm run deploy', 'Exit code 1\nnpm error Missing script: "deploy"'),
      ...bash('npm run build'),
      ...bash('sudo npm test -- --run'),
    ]);
    expect(s.failed).toEqual([
      { what: 'cd web && CI=1 npm test', error: 'FAIL src/a.test.ts (exit 1)', fixedBy: 'sudo npm test -- --run' },
      { what: 'npm run deploy', error: 'npm error Missing script: "deploy" (exit 1)' },
    ]);
    expect(s.blockers).toEqual(['`npm run deploy` still fails: npm error Missing script: "deploy" (exit 1)']);
  });

  test('file tools: an Edit failure is fixed by any modifying call on the same file, not by a Read nor another file', () => {
    const s = collect([
      use('e1', 'Edit', { file_path: `${CWD}/src/a.ts`, old_string: 'x', new_string: 'y' }),
      fail('e1', '<tool_use_error>File has not been read yet. Read it first before writing to it.</tool_use_error>'),
      use('r1', 'Read', { file_path: `${CWD}/src/a.ts` }),
      ok('r1'),
      use('w0', 'Write', { file_path: `${CWD}/src/b.ts`, content: '' }),
      ok('w0'),
      use('w1', 'Write', { file_path: `${CWD}/src/a.ts`, content: 'y' }),
      ok('w1'),
    ]);
    expect(s.failed).toEqual([
      {
        what: 'edit src/a.ts',
        error: 'File has not been read yet. Read it first before writing to it.',
        fixedBy: 'edit src/a.ts',
      },
    ]);
  });

  test('other tools: the tool and its telling input; fixed by the same tool', () => {
    const s = collect([
      use('g1', 'Grep', { pattern: 'fooBar(', path: 'src' }),
      fail('g1', 'regex parse error: unclosed group'),
      use('f1', 'WebFetch', { url: 'https://example.com' }),
      fail('f1', 'timed out'),
      use('g2', 'Grep', { pattern: 'fooBar\\(' }),
      ok('g2'),
    ]);
    expect(s.failed).toEqual([
      { what: 'Grep fooBar(', error: 'regex parse error: unclosed group', fixedBy: 'Grep fooBar\\(' },
      { what: 'WebFetch https://example.com', error: 'timed out' },
    ]);
  });

  test("the error's telling line: an …Error name or an error word, else the first line; Bash's exit code after it", () => {
    const errors = [
      'Exit code 1\n\n> pkg@1.0.0 test\n> node t.js\n\nnode:internal/modules/run_main:123\n    triggerUncaughtException(\n    ^\n\nAssertionError [ERR_ASSERTION]: Expected values to be strictly equal:',
      'Exit code 2',
      'Exit code 3\nsomething odd happened',
      '',
      'first line\nsecond line',
    ];
    const s = collect(errors.flatMap((e, i) => bash(`tool${i} --x`, e)));
    expect(s.failed.map((f) => f.error)).toEqual([
      'AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: (exit 1)',
      'exit 2',
      'something odd happened (exit 3)',
      'failed',
      'first line',
    ]);
  });

  test('the same failure again is one entry, unresolved again after its fix', () => {
    const s = collect([
      ...bash('npm test', 'Exit code 1\nError: boom'),
      ...bash('npm test'),
      ...bash('npm test', 'Exit code 1\nError: boom'),
    ]);
    expect(s.failed).toEqual([{ what: 'npm test', error: 'Error: boom (exit 1)' }]);
    expect(s.blockers).toEqual(['`npm test` still fails: Error: boom (exit 1)']);
  });

  test('a result without its call, and a call without a result, are no failure', () => {
    expect(collect([fail('nobody', 'Error: x'), use('p1', 'Bash', { command: 'sleep 60' })]).failed).toEqual([]);
  });

  test('a long or multi-line command is cut to one short line; backticks get a longer code span', () => {
    const s = collect([
      ...bash(`echo ${'x'.repeat(500)}`, 'Error: a'),
      ...bash('python3 - <<EOF\nprint(1)\nEOF', 'Error: b'),
      ...bash('echo `date`', 'Error: c'),
    ]);
    expect(s.failed.map((f) => f.what)).toEqual([`echo ${'x'.repeat(54)}…`, 'python3 - <<EOF …', 'echo `date`']);
    expect(s.blockers[2]).toBe('`` echo `date` `` still fails: Error: c');
  });
});

describe('blockers', () => {
  test.each([
    "I'm blocked on the API key.",
    'Blocked by the failing migration.',
    "We can't deploy until the token is set.",
    'We can’t deploy until the token is set.',
    'Rate limiting is deferred.',
    'Defer the cleanup until the release is out.',
    'TODO: handle unicode.',
    'We need to add retries later.',
    'The docs are left for a future session.',
    'Blocker: no access to staging.',
  ])('%s', (sentence) => {
    expect(collect([say(sentence)]).blockers).toEqual([sentence]);
  });

  test.each(["Go's defer statement runs at return.", 'The todo list is empty.', 'Is this blocked on the API key?'])(
    'not a blocker: %s',
    (sentence) => {
      expect(collect([say(sentence), prompt('next')]).blockers).toEqual([]);
    },
  );

  test('failures and statements in the order they happened', () => {
    const s = collect([
      say('TODO: one.'),
      ...bash('make', 'Exit code 2\nmake: *** No rule to make target'),
      say('Blocked on review.'),
    ]);
    expect(s.blockers).toEqual([
      'TODO: one.',
      '`make` still fails: make: *** No rule to make target (exit 2)',
      'Blocked on review.',
    ]);
  });

  test("the assistant's closing questions are open, until a tool call or a prompt follows", () => {
    expect(collect([say('Done. Should I also add docs? Or a CLI?')]).blockers).toEqual([
      'Open question: Should I also add docs?',
      'Open question: Or a CLI?',
    ]);
    expect(collect([say('Should I also add docs?'), prompt('yes')]).blockers).toEqual([]);
    expect(collect([say('What does this do?'), use('r', 'Read', { file_path: 'a' })]).blockers).toEqual([]);
  });

  test('open tasks are not blockers', () => {
    const s = collect([
      use('t1', 'TaskCreate', { subject: 'Write docs' }),
      ok('t1', { task: { id: '1', subject: 'Write docs' } }),
    ]);
    expect(s.blockers).toEqual([]);
    expect(s.progress).toEqual([]);
  });
});

describe('progress', () => {
  test('the latest TASK line first, then newest last: tasks completed, files changed (one line each), checks passed', () => {
    const s = collect([
      say('🗒️ TASK: First task'),
      say('🗒️ TASK: Build the **parser**\n━━━ 🔨 BUILD ━━━ 4/7'),
      use('t1', 'TaskCreate', { subject: 'Parser handles empty input' }),
      ok('t1', { task: { id: '1', subject: 'Parser handles empty input' } }),
      use('w1', 'Write', { file_path: `${CWD}/src/parser.ts`, content: '' }),
      ok('w1'),
      use('w2', 'Edit', { file_path: '/elsewhere/notes.md', old_string: 'a', new_string: 'b' }),
      ok('w2'),
      ...bash('npx vitest run'),
      ...bash('git status'),
      use('w3', 'MultiEdit', { file_path: `${CWD}/src/parser.ts`, edits: [] }),
      ok('w3'),
      use('t2', 'TaskUpdate', { taskId: '1', status: 'completed' }),
      ok('t2', { success: true, taskId: '1', updatedFields: ['status'] }),
    ]);
    expect(s.progress).toEqual([
      'Task: Build the parser',
      'Changed /elsewhere/notes.md',
      'Ran `npx vitest run`: passed',
      'Changed src/parser.ts',
      'Completed: Parser handles empty input',
    ]);
  });

  test.each([
    'npm test',
    'pnpm run build',
    'yarn lint',
    'pytest -q',
    'go test ./...',
    'cargo build --release',
    'make',
    'npx tsc -p .',
    'cd app && python -m pytest',
    'node --test',
    'FOO=1 tsc',
  ])('a check: %s', (command) => {
    expect(collect(bash(command)).progress).toEqual([`Ran \`${command}\`: passed`]);
  });

  test.each(['ls -la', 'git commit -m "make it"', 'echo npm test', 'cat Makefile'])('not a check: %s', (command) => {
    expect(collect(bash(command)).progress).toEqual([]);
  });

  test('a check that fails after passing is no longer progress; a refused write is no change', () => {
    const s = collect([
      ...bash('npm test'),
      ...bash('npm test', 'Exit code 1\nFAIL'),
      use('w', 'Write', { file_path: 'a.ts', content: '' }),
      fail('w', 'denied'),
    ]);
    expect(s.progress).toEqual([]);
  });

  test('tasks: refused calls change nothing, a reopened or deleted task is no longer done', () => {
    const created = (id: string, subject: string): TranscriptEvent[] => [
      use(`c${id}`, 'TaskCreate', { subject }),
      ok(`c${id}`, { task: { id, subject } }),
    ];
    const update = (id: string, status: string, call: string): TranscriptEvent[] => [
      use(call, 'TaskUpdate', { taskId: id, status }),
      ok(call, { success: true, taskId: id }),
    ];
    const s = collect([
      ...created('1', 'A'),
      ...created('2', 'B'),
      ...created('3', 'C'),
      ...update('1', 'completed', 'u1'),
      ...update('2', 'completed', 'u2'),
      ...update('3', 'completed', 'u3'),
      ...update('2', 'in_progress', 'u4'),
      ...update('3', 'deleted', 'u5'),
      use('u6', 'TaskUpdate', { taskId: '2', status: 'completed' }),
      fail('u6', 'InputValidationError'),
      use('u7', 'TaskUpdate', { taskId: '9', status: 'completed' }),
      ok('u7', { success: false }),
    ]);
    expect(s.progress).toEqual(['Completed: A']);
  });

  test('TodoWrite: the completed todos of the latest list', () => {
    const todos = (list: [string, string][]): TranscriptEvent => ({
      kind: 'todos',
      todos: list.map(([content, status]) => ({ content, status })),
    });
    const s = collect([
      todos([
        ['a', 'completed'],
        ['b', 'in_progress'],
      ]),
      todos([
        ['a', 'pending'],
        ['b', 'completed'],
        ['c', 'completed'],
      ]),
    ]);
    expect(s.progress).toEqual(['Completed: b', 'Completed: c']);
  });
});

describe('bounds', () => {
  test('lists keep their newest entries: progress 10 (the TASK line included), the others 8', () => {
    const events: TranscriptEvent[] = [say('🗒️ TASK: Many things')];
    for (let i = 0; i < 30; i++) {
      events.push(
        say(`I'll use option ${i}.`),
        say(`TODO: item ${i}.`),
        use(`w${i}`, 'Write', { file_path: `f${i}.ts` }),
        ok(`w${i}`),
        ...bash(`tool${i}`, `Error: e${i}`),
      );
    }
    const s = collect(events);
    expect(s.progress).toEqual(['Task: Many things', ...Array.from({ length: 9 }, (_, i) => `Changed f${21 + i}.ts`)]);
    expect(s.decisions).toEqual(Array.from({ length: 8 }, (_, i) => `I'll use option ${22 + i}.`));
    expect(s.failed.map((f) => f.what)).toEqual(Array.from({ length: 8 }, (_, i) => `tool${22 + i}`));
    expect(s.blockers).toHaveLength(8);
    expect(s.blockers.at(-1)).toBe('`tool29` still fails: Error: e29');
  });

  test('every item is one line of at most 200 characters', () => {
    const long = `I'll use ${'very '.repeat(150)}long names.`;
    const s = collect([
      say(long),
      say(`TODO: ${'x\t'.repeat(300)}`),
      ...bash('false', `Error: ${'y'.repeat(1000)}\nmore`),
      use('w', 'Write', { file_path: `/${'d/'.repeat(200)}f.ts` }),
      ok('w'),
    ]);
    const items = [...s.progress, ...s.decisions, ...s.blockers, ...s.failed.flatMap((f) => [f.what, f.error])];
    for (const item of items) {
      expect(item.length).toBeLessThanOrEqual(200);
      expect(item).not.toMatch(/[\n\t]/);
    }
    expect(s.decisions[0]).toMatch(/^I'll use very very .*…$/);
    expect(s.failed[0]!.error.length).toBeLessThanOrEqual(90);
  });

  test('a "sentence" longer than 2000 characters (a pasted log) is not a statement', () => {
    expect(collect([say(`I'll use ${'a'.repeat(3000)}`)]).decisions).toEqual([]);
  });

  test('a text is scanned up to 64 KiB: a statement past it is not read (the scan is bounded, not the clock)', () => {
    const pad = `${'word '.repeat(13_200)}\n`; // 66,001 characters of prose without a statement
    expect(collect([say(`${pad}I'll use zod for the schema.`)]).decisions).toEqual([]);
    expect(collect([say(`I'll use zod for the schema.\n${pad}`)]).decisions).toEqual(["I'll use zod for the schema."]);
  });

  test('deterministic: the same events give the same signals', () => {
    const events = [
      say("I'll use zod. TODO: docs."),
      ...bash('npm test', 'Exit code 1\nError: x'),
      ...bash('npm test'),
      use('w', 'Write', { file_path: `${CWD}/a.ts` }),
      ok('w'),
    ];
    expect(JSON.stringify(collect(events))).toBe(JSON.stringify(collect(events)));
  });

  // The work is bounded by what the collector keeps and scans, asserted as counts (a wall-clock
  // limit belongs to `npm run bench`, not to a test on a shared machine).
  test('hostile input: 10,000 events and megabyte texts keep bounded state and give bounded signals and markdown', () => {
    const huge = `${'━'.repeat(100_000)}\n${"I'll use X. ".repeat(50_000)}\n${'🗒️ TASK: '.repeat(10_000)}`;
    const events: TranscriptEvent[] = [say(huge)];
    for (let i = 0; i < 10_000; i++) {
      const k = i % 5;
      if (k === 0) events.push(use(`x${i}`, 'Bash', { command: `cmd${i} ${'z'.repeat(10_000)}` }));
      else if (k === 1) events.push(fail(`x${i - 1}`, `Error: ${'e'.repeat(100_000)}`));
      else if (k === 2) events.push(say(`Decision: number ${i}. ${'TODO: it. '.repeat(200)}`));
      else if (k === 3) events.push(use(`w${i}`, 'Write', { file_path: `${CWD}/f${i}.ts` }), ok(`w${i}`));
      else events.push(use(`open${i}`, 'Read', { file_path: 'never answered' }));
    }
    const c = new SummaryCollector();
    for (const ev of [context, ...events]) c.add(ev);
    const s = c.signals();
    const summary = builtinSummary(
      {
        sessionId: 's',
        signals: s,
        files: Array.from({ length: 20_000 }, (_, i) => ({ path: `p${i}`, added: i, removed: 1 })),
      },
      new Date(0),
    );
    const kept = c.save();
    expect(kept.calls.length, 'the calls waiting for a result are capped').toBeLessThanOrEqual(256);
    expect(JSON.stringify(kept).length, 'what the collector keeps does not grow with the transcript').toBeLessThan(
      200_000,
    );
    expect(s.progress.length).toBeLessThanOrEqual(10);
    expect(s.decisions).toHaveLength(8);
    expect(s.failed).toHaveLength(8);
    expect(s.blockers).toHaveLength(8);
    expect(JSON.stringify(s).length).toBeLessThan(10_000);
    expect(Buffer.byteLength(summary.markdown)).toBeLessThanOrEqual(MARKDOWN_MAX);
    expect(summary.files).toHaveLength(200);
  });
});

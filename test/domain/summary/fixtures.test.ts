/**
 * The built-in summary of real Claude Code transcripts (test/fixtures/transcripts, made by
 * make.test.ts with the real binary and the scripted API): read the way a checkpoint reads them
 * (summarizeTranscript feeds every event to the collector), then rendered.
 */
import { describe, expect, test } from 'vitest';
import { builtinSummary } from '../../../src/domain/summary/render.js';
import { summarizeTranscript, type ConversationSummary } from '../../../src/domain/transcript/conversation.js';

const read = async (name: string): Promise<ConversationSummary> =>
  (await summarizeTranscript(`test/fixtures/transcripts/${name}.jsonl`))!;
const NOW = new Date('2026-11-26T12:00:00.000Z');

describe('fix-and-pass: a failure fixed by the same program, a test that fails, is fixed and passes', () => {
  test('signals', async () => {
    const c = await read('fix-and-pass');
    expect(c.signals).toEqual({
      progress: [
        'Task: Add a greeting module with a test',
        'Changed greet.test.js',
        'Changed greet.js',
        'Ran `npm test`: passed',
        'Completed: greet() returns a greeting',
        'Completed: npm test passes',
      ],
      decisions: ["I'll use node:assert instead of a test framework, so the project stays dependency-free."],
      failed: [
        {
          what: 'cat config.json',
          error: 'cat: config.json: No such file or directory (exit 1)',
          fixedBy: 'cat package.json',
        },
        {
          what: 'npm test',
          error: 'AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: (exit 1)',
          fixedBy: 'npm test',
        },
      ],
      blockers: [],
    });
  });

  test('markdown, with the files, git, PAI state and context the caller passes', async () => {
    const c = await read('fix-and-pass');
    const s = builtinSummary(
      {
        sessionId: 'fix-and-pass-session',
        title: 'greet-module',
        signals: c.signals,
        files: [
          { path: 'greet.js', added: 3, removed: 0 },
          { path: 'greet.test.js', added: 5, removed: 0 },
          { path: 'logo.png', added: 0, removed: 0, binary: true },
        ],
        pai: {
          task: 'Add a greeting module with a test',
          phase: { number: 6, name: 'VERIFY' },
          completedPhases: [1, 2, 4],
          tasks: c.tasks,
        },
        git: { branch: 'main', head: '0123456789abcdef', dirty: true, uncommitted: 2, unpushed: 0 },
        context: { tokens: 142_000, window: 200_000, percent: 71, compactions: 1 },
        lastPrompt: c.last_prompt,
        pendingToolCalls: [],
      },
      NOW,
    );
    expect(s.markdown).toBe(
      [
        '## Session Summary: greet-module',
        '',
        '### Progress',
        '- Task: Add a greeting module with a test',
        '- Changed greet.test.js',
        '- Changed greet.js',
        '- Ran `npm test`: passed',
        '- Completed: greet() returns a greeting',
        '- Completed: npm test passes',
        '',
        '### Decisions',
        "- I'll use node:assert instead of a test framework, so the project stays dependency-free.",
        '',
        '### Failed Approaches',
        '- Tried `cat config.json`: cat: config.json: No such file or directory (exit 1) — fixed by `cat package.json`',
        '- Tried `npm test`: AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: (exit 1) — fixed by `npm test`',
        '',
        '### Context for Resume',
        '- Branch main at 0123456: 2 uncommitted files',
        '- Phase 6/7 VERIFY (completed 1, 2, 4)',
        '- Task: Add a greeting module with a test',
        '- Context: 142k of 200k tokens (71 %), 1 compaction',
        '- Last prompt: "Add a greeting module with a test."',
        '',
        '### Files',
        '- greet.js (+3 −0)',
        '- greet.test.js (+5 −0)',
        '- logo.png (binary)',
        '',
      ].join('\n'),
    );
    expect(s).toMatchObject({ engine: 'builtin', generated_at: '2026-11-26T12:00:00.000Z', blockers: [] });
  });
});

describe('blocked: an Edit refused then fixed, a deploy never fixed, a "blocked on" statement, a task left open', () => {
  test('signals: the unresolved failure and the statements are blockers, the open task is not', async () => {
    const c = await read('blocked');
    expect(c.signals).toEqual({
      progress: ['Task: Deploy the greeting service', 'Changed README.md', 'Completed: README documents the deploy'],
      decisions: ["Let's go with a plain npm script for the deploy rather than a Makefile."],
      failed: [
        {
          what: 'edit README.md',
          error: 'File has not been read yet. Read it first before writing to it.',
          fixedBy: 'edit README.md',
        },
        { what: 'npm run deploy', error: 'npm error Missing script: "deploy" (exit 1)' },
      ],
      blockers: [
        '`npm run deploy` still fails: npm error Missing script: "deploy" (exit 1)',
        "I'm blocked on the deploy credentials: DEPLOY_TOKEN is not set and there is no deploy script yet.",
        'The deploy is deferred to a future session.',
      ],
    });
    expect(c.tasks).toEqual([
      { id: '1', subject: 'README documents the deploy', status: 'completed' },
      { id: '2', subject: 'Service deployed', status: 'in_progress' },
    ]);
  });

  test('markdown: not resolved, blockers, the open task in the context', async () => {
    const c = await read('blocked');
    const s = builtinSummary(
      {
        sessionId: 'blocked-session',
        signals: c.signals,
        files: [{ path: 'README.md', added: 4, removed: 0 }],
        pai: { tasks: c.tasks },
        lastPrompt: c.last_prompt,
        pendingToolCalls: c.pending_tool_calls.map((t) => t.name),
      },
      NOW,
    );
    expect(s.failed_approaches).toEqual([
      'Tried `edit README.md`: File has not been read yet. Read it first before writing to it. — fixed by `edit README.md`',
      'Tried `npm run deploy`: npm error Missing script: "deploy" (exit 1) — not resolved',
    ]);
    expect(s.markdown).toContain(
      [
        '### Blockers',
        '- `npm run deploy` still fails: npm error Missing script: "deploy" (exit 1)',
        "- I'm blocked on the deploy credentials: DEPLOY_TOKEN is not set and there is no deploy script yet.",
        '- The deploy is deferred to a future session.',
        '',
        '### Context for Resume',
        '- Open tasks: 1 (Service deployed)',
        '- Last prompt: "Deploy the greeting service."',
        '',
        '### Files',
        '- README.md (+4 −0)',
        '',
      ].join('\n'),
    );
    expect(s.markdown.startsWith('## Session Summary: blocked-session\n\n### Progress\n')).toBe(true);
  });
});

test('todos (TodoWrite, tasks off): a Decision: label, a choice over another, node --test passing, a TODO and a closing question', async () => {
  const c = await read('todos');
  expect(c.signals).toEqual({
    progress: [
      'Task: Add a slugify helper',
      'Changed slug.js',
      'Changed slug.test.js',
      'Ran `node --test slug.test.js`: passed',
      'Completed: Write slugify()',
    ],
    decisions: [
      'slugify lives in its own module, slug.js.',
      'Chose a regular expression over a dependency like slugify, since the input is ASCII for now.',
    ],
    failed: [],
    blockers: [
      'TODO: handle non-ASCII input (accents) in a later session.',
      'Open question: Should I add a dependency for transliteration?',
    ],
  });
  const md = builtinSummary({ sessionId: 's', signals: c.signals, files: [] }, NOW).markdown;
  expect(md).not.toContain('### Failed Approaches');
  expect(md).not.toContain('### Files');
  expect(md).toContain('### Context for Resume\n- (nothing yet)\n');
});

test('the same transcript gives the same summary', async () => {
  const a = builtinSummary({ sessionId: 's', signals: (await read('blocked')).signals, files: [] }, NOW);
  const b = builtinSummary({ sessionId: 's', signals: (await read('blocked')).signals, files: [] }, NOW);
  expect(JSON.stringify(a)).toBe(JSON.stringify(b));
});

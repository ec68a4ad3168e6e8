/** The built-in summary's markdown (SPEC-07.30.02's layout) and its Context for Resume lines. */
import { describe, expect, test } from 'vitest';
import type { SummarySignals } from '../../../src/domain/transcript/summary-signals.js';
import {
  builtinSummary,
  MARKDOWN_MAX,
  summaryMarkdown,
  type SummaryInput,
} from '../../../src/domain/summary/render.js';

const NOW = new Date('2026-01-20T14:30:22.000Z');
const none: SummarySignals = { progress: [], decisions: [], failed: [], blockers: [] };
const summary = (input: Partial<SummaryInput>) =>
  builtinSummary({ sessionId: 'ph-fix-auth-20260120T143022', signals: none, files: [], ...input }, NOW);
const context = (input: Partial<SummaryInput>) => summary(input).context;

test("the spec's example, section by section", () => {
  const s = summary({
    signals: {
      progress: [
        'Implemented JWT authentication in src/auth.py',
        'Added comprehensive test suite (15 tests, all passing)',
      ],
      decisions: ['Chose JWT over session cookies for stateless auth'],
      failed: [
        { what: 'pip install authlib', error: 'incompatible with async' },
        { what: 'pytest', error: 'ImportError: jwt (exit 1)', fixedBy: 'pytest -q' },
      ],
      blockers: ['Need to add rate limiting (deferred to future session)'],
    },
    files: [{ path: 'src/auth.py', added: 120, removed: 4 }],
    git: { branch: 'feature/jwt-auth', head: 'a1b2c3d4e5f6', dirty: false, uncommitted: 0 },
  });
  expect(s.markdown).toBe(`## Session Summary: ph-fix-auth-20260120T143022

### Progress
- Implemented JWT authentication in src/auth.py
- Added comprehensive test suite (15 tests, all passing)

### Decisions
- Chose JWT over session cookies for stateless auth

### Failed Approaches
- Tried \`pip install authlib\`: incompatible with async — not resolved
- Tried \`pytest\`: ImportError: jwt (exit 1) — fixed by \`pytest -q\`

### Blockers
- Need to add rate limiting (deferred to future session)

### Context for Resume
- Branch feature/jwt-auth at a1b2c3d: clean

### Files
- src/auth.py (+120 −4)
`);
  expect(s).toEqual({
    engine: 'builtin',
    generated_at: '2026-01-20T14:30:22.000Z',
    progress: [
      'Implemented JWT authentication in src/auth.py',
      'Added comprehensive test suite (15 tests, all passing)',
    ],
    decisions: ['Chose JWT over session cookies for stateless auth'],
    failed_approaches: [
      'Tried `pip install authlib`: incompatible with async — not resolved',
      'Tried `pytest`: ImportError: jwt (exit 1) — fixed by `pytest -q`',
    ],
    blockers: ['Need to add rate limiting (deferred to future session)'],
    context: ['Branch feature/jwt-auth at a1b2c3d: clean'],
    files: [{ path: 'src/auth.py', added: 120, removed: 4 }],
    markdown: s.markdown,
  });
});

test('empty: Progress and Context for Resume say so, the other sections are left out; the title falls back to the session id', () => {
  expect(summary({ title: '  ' }).markdown).toBe(
    '## Session Summary: ph-fix-auth-20260120T143022\n\n### Progress\n- (nothing yet)\n\n### Context for Resume\n- (nothing yet)\n',
  );
  expect(summary({ title: 'fix\nauth\tflow' }).markdown.split('\n')[0]).toBe('## Session Summary: fix auth flow');
});

describe('Context for Resume', () => {
  test('git: branch, short head, uncommitted files and unpushed commits', () => {
    expect(context({ git: { branch: 'main', head: 'abcdef0123', dirty: true, uncommitted: 3, unpushed: 2 } })).toEqual([
      'Branch main at abcdef0: 3 uncommitted files, 2 unpushed commits',
    ]);
    expect(context({ git: { branch: 'main', head: 'abcdef0123', dirty: true, uncommitted: 1, unpushed: 1 } })).toEqual([
      'Branch main at abcdef0: 1 uncommitted file, 1 unpushed commit',
    ]);
    expect(context({ git: { branch: null, head: 'abcdef0123', dirty: true, uncommitted: 0 } })).toEqual([
      'Detached HEAD at abcdef0: uncommitted changes',
    ]);
    expect(context({ git: { branch: 'main', head: null, dirty: false, uncommitted: 0 } })).toEqual([
      'Branch main, no commits yet: clean',
    ]);
  });

  test('phase, task, open tasks, context used, last prompt, tools still running, in that order', () => {
    expect(
      context({
        pai: {
          task: 'Build the widget parser',
          phase: { number: 4, name: 'BUILD' },
          completedPhases: [1, 2, 3],
          tasks: [
            { id: '1', subject: 'Write tests', status: 'pending' },
            { id: '2', subject: 'Parse input', status: 'completed' },
            { id: '3', subject: 'Update docs', status: 'in_progress' },
          ],
        },
        context: { tokens: 142_400, window: 200_000, percent: 71.2, compactions: 1 },
        lastPrompt: `  Please   fix the ${'very '.repeat(40)}long bug  `,
        pendingToolCalls: ['Bash', 'Read', 'Bash'],
      }),
    ).toEqual([
      'Phase 4/7 BUILD (completed 1, 2, 3)',
      'Task: Build the widget parser',
      'Open tasks: 2 (Write tests, Update docs)',
      'Context: 142k of 200k tokens (71 %), 1 compaction',
      `Last prompt: "Please fix the ${'very '.repeat(20)}very…"`,
      'Still running at the checkpoint: Bash ×2, Read',
    ]);
  });

  test('a phase without completed ones or a name; token counts small and large; no compactions said when none', () => {
    expect(
      context({
        pai: { phase: { number: 1, name: '' } },
        context: { tokens: 950, window: 1_000_000, percent: 0.1, compactions: 0 },
      }),
    ).toEqual(['Phase 1/7', 'Context: 950 of 1M tokens (0 %)']);
    expect(context({ context: { tokens: 1_540_000, window: 2_000_000, percent: 77, compactions: 3 } })).toEqual([
      'Context: 1.5M of 2M tokens (77 %), 3 compactions',
    ]);
  });
});

describe('Files', () => {
  test('binary files are marked; the summary keeps 200, its markdown shows 50 of them and how many more', () => {
    const files = Array.from({ length: 260 }, (_, i) => ({ path: `f${i}.bin`, added: 0, removed: 0, binary: i === 0 }));
    const s = summary({ files });
    const shown = s.markdown.split('### Files\n')[1]!.trimEnd().split('\n');
    expect(shown[0]).toBe('- f0.bin (binary)');
    expect(shown[1]).toBe('- f1.bin (+0 −0)');
    expect(shown).toHaveLength(51);
    expect(shown[50]).toBe('- (150 more not shown)');
    expect(s.files).toHaveLength(200);
  });
});

describe('bounds', () => {
  const big = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => `${prefix} ${i} ${'🧪 word '.repeat(60)}`);
  const input: Partial<SummaryInput> = {
    signals: {
      progress: big('progress', 10),
      decisions: big('decision', 8),
      failed: big('x', 8).map((what) => ({ what, error: what, fixedBy: what })),
      blockers: big('blocker', 8),
    },
    files: Array.from({ length: 200 }, (_, i) => ({ path: `${'dir/'.repeat(40)}file${i}.ts`, added: i, removed: i })),
    pai: {
      task: 'x'.repeat(1000),
      phase: { number: 2, name: 'THINK' },
      tasks: big('task', 30).map((subject, i) => ({ id: String(i), subject, status: 'pending' })),
    },
    lastPrompt: 'p'.repeat(10_000),
  };

  test(`at most ${MARKDOWN_MAX} bytes: lists lose their oldest lines (Files and Context their last), never part of a line`, () => {
    const md = summary(input).markdown;
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(MARKDOWN_MAX);
    const lines = md.split('\n');
    for (const line of lines) {
      expect(line === '' || line.startsWith('#') || line.startsWith('- ')).toBe(true);
      expect(line.length).toBeLessThanOrEqual(242);
    }
    // every section is still there, with its newest entry and how many were left out
    for (const h of ['Progress', 'Decisions', 'Failed Approaches', 'Blockers', 'Context for Resume', 'Files'])
      expect(md).toContain(`### ${h}\n`);
    expect(md).toContain('- progress 9 ');
    expect(md).toContain('- blocker 7 ');
    expect(md).toMatch(/### Progress\n- \(\d+ more not shown\)\n/);
    expect(md).toMatch(/- \(\d+ more not shown\)\n$/);
  });

  test('every stored line is one line, cut with …', () => {
    const s = summary(input);
    for (const l of [...s.progress, ...s.decisions, ...s.failed_approaches, ...s.blockers, ...s.context]) {
      expect(l.length).toBeLessThanOrEqual(240);
      expect(l).not.toContain('\n');
    }
    expect(s.context[1]).toMatch(/^Task: x+…$/);
  });

  test('deterministic: the same input and time give the same summary', () => {
    expect(JSON.stringify(summary(input))).toBe(JSON.stringify(summary(input)));
  });
});

test('summaryMarkdown renders any summary (the model engine keeps the same fields); code spans survive backticks', () => {
  const md = summaryMarkdown(
    {
      engine: 'model',
      generated_at: NOW.toISOString(),
      progress: ['Ran `make`: passed'],
      decisions: [],
      failed_approaches: [],
      blockers: ['Open question: ok?'],
      context: [],
      files: [],
    },
    'my session',
  );
  expect(md).toBe(
    '## Session Summary: my session\n\n### Progress\n- Ran `make`: passed\n\n### Blockers\n- Open question: ok?\n\n### Context for Resume\n- (nothing yet)\n',
  );
  const s = summary({ signals: { ...none, failed: [{ what: 'echo `date`', error: 'bad', fixedBy: 'echo ``x``' }] } });
  expect(s.failed_approaches).toEqual(['Tried `` echo `date` ``: bad — fixed by ``` echo ``x`` ```']);
});

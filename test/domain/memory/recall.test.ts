import { describe, expect, test } from 'vitest';
import { CheckpointError } from '../../../src/core/errors.js';
import {
  CONTEXT_WINDOW_TOKENS,
  estimateTokens,
  MEMORY_CONTEXT_MAX_TOKENS,
  MEMORY_CONTEXT_TOKENS,
  memoryContext,
} from '../../../src/domain/memory/context.js';
import { applyChanges, emptyMemory, saveKey, type MemoryChange } from '../../../src/domain/memory/model.js';
import { memoryEntries, parseRecallQuery, rankEntries } from '../../../src/domain/memory/recall.js';

let clock = Date.parse('2026-01-18T10:00:00.000Z');
const at = () => new Date((clock += 60_000)).toISOString();
const save = (key: string, value: string): MemoryChange => ({
  v: 1,
  op: 'save',
  key: saveKey(key),
  value,
  at: at(),
  user: 'ann',
});
const history = (session_id: string, summary: string): MemoryChange => ({
  v: 1,
  op: 'history',
  session_id,
  summary,
  outcome: 'approved',
  at: at(),
  user: 'ci',
});

const memory = applyChanges(emptyMemory('acme-app'), [
  save('architecture', 'A Modal-based remote execution system; the checkpoint store is on a volume.'),
  save('architecture.key_files', 'src/modal_app.py, src/checkpoint.py'),
  save('conventions.testing', 'pytest with async support; run the tests with make test. Tests need the network mock.'),
  save('conventions.specs', 'SPEC-XX.YY format in docs/spec/'),
  save('gotchas', 'Modal sandbox requires dangerouslyDisableSandbox for network'),
  save('gotchas', 'Error handling: never swallow a CancelledError'),
  save('deploy.region', 'eu-west-1'),
  history('ph-fix-auth-1', 'Implemented JWT authentication, tests pass'),
  history('ph-fix-net-2', 'Fixed network retries in the checkpoint store'),
]);

describe('recall', () => {
  test('the memory as entries: the key to forget each by, its kind and name, its text and date', () => {
    expect(memoryEntries(memory).map((e) => [e.key, e.kind, e.label])).toEqual([
      ['architecture.summary', 'architecture', 'summary'],
      ['architecture.key_files', 'architecture', 'key_files'],
      ['conventions.testing', 'convention', 'testing'],
      ['conventions.specs', 'convention', 'specs'],
      ['gotchas.1', 'gotcha', ''],
      ['gotchas.2', 'gotcha', ''],
      ['deploy.region', 'knowledge', 'region'],
      ['ph-fix-auth-1', 'session', 'ph-fix-auth-1'],
      ['ph-fix-net-2', 'session', 'ph-fix-net-2'],
    ]);
    expect(memoryEntries(memory)[1]).toMatchObject({
      text: 'src/modal_app.py, src/checkpoint.py',
      at: memory.knowledge['architecture'] && (memory.knowledge['architecture'] as { updated_at: string }).updated_at,
    });
  });

  test('queries: words and "phrases", lower-cased; an empty one is USAGE', () => {
    expect(parseRecallQuery('Network  "Error   Handling" mock')).toEqual([
      { text: 'network', phrase: false },
      { text: 'error handling', phrase: true },
      { text: 'mock', phrase: false },
    ]);
    expect(parseRecallQuery('"unclosed phrase')).toEqual([{ text: 'unclosed phrase', phrase: true }]);
    for (const empty of ['', '   ', '""']) expect(() => parseRecallQuery(empty)).toThrow(CheckpointError);
  });

  test('every term must match; a name counts more than a word of text, and each place in the text counts; ties newest first', () => {
    const keys = (q: string) =>
      rankEntries(memoryEntries(memory), parseRecallQuery(q)).map((m) => `${m.key}=${m.score}`);
    // "testing" names a convention (10); its text has "test" but not "testing".
    expect(keys('testing')).toEqual(['conventions.testing=10']);
    expect(keys('test')).toEqual(['conventions.testing=14', 'ph-fix-auth-1=2']); // a part of its name (6), four places in its text (8)
    // "network": the testing convention once, a gotcha once, a session once; all 2: newest first.
    expect(keys('network')).toEqual(['ph-fix-net-2=2', 'gotchas.1=2', 'conventions.testing=2']);
    // "tests": twice in the testing convention's text (4) beats once in a session (2).
    expect(keys('tests')).toEqual(['conventions.testing=4', 'ph-fix-auth-1=2']);
    expect(keys('network mock')).toEqual(['conventions.testing=4']);
    expect(keys('"error handling"')).toEqual(['gotchas.2=2']);
    expect(keys('"handling error"')).toEqual([]);
    expect(keys('conventions')).toEqual(['conventions.specs=3', 'conventions.testing=3']);
    expect(keys('CHECKPOINT')).toEqual(['ph-fix-net-2=2', 'architecture.key_files=2', 'architecture.summary=2']);
    expect(keys('ph-fix-auth')).toEqual(['ph-fix-auth-1=6']);
    expect(keys('approved jwt')).toEqual(['ph-fix-auth-1=4']);
    expect(keys('kubernetes')).toEqual([]);
  });
});

describe('session-start context', () => {
  test('the budget: 10 % of 200,000 tokens at most (SPEC-07.32.01), 2,000 by default; tokens are characters / 4', () => {
    expect(MEMORY_CONTEXT_MAX_TOKENS).toBe(20_000);
    expect(CONTEXT_WINDOW_TOKENS).toBe(200_000);
    expect(MEMORY_CONTEXT_TOKENS).toBe(2_000);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
  });

  test('nothing for no memory, an empty one, or a budget too small for one item', () => {
    expect(memoryContext(undefined)).toBeUndefined();
    expect(memoryContext(emptyMemory('p'))).toBeUndefined();
    expect(
      memoryContext(
        applyChanges(emptyMemory('p'), [save('a', 'b'), { v: 1, op: 'forget', key: 'a', at: at(), user: 'u' }]),
      ),
    ).toBeUndefined();
    expect(memoryContext(memory, { budgetTokens: 10 })).toBeUndefined();
    expect(memoryContext(memory, { budgetTokens: 0 })).toBeUndefined();
    expect(memoryContext(memory, { budgetTokens: -5 })).toBeUndefined();
    expect(memoryContext(memory, { budgetTokens: Number.NaN })).toBeUndefined();
    expect(memoryContext(memory, { budgetTokens: Infinity })).toBe(memoryContext(memory, { budgetTokens: 100_000 }));
    // No sessions asked for: none (found in review: slice(-0) gave them all).
    expect(memoryContext(memory, { sessions: 0 })).not.toMatch(/Recent sessions/i);
  });

  test('everything, grouped, when it fits', () => {
    expect(memoryContext(memory)).toBe(
      [
        '## Project memory (acme-app)',
        '',
        '### Architecture',
        '- A Modal-based remote execution system; the checkpoint store is on a volume.',
        '- Key files: src/modal_app.py, src/checkpoint.py',
        '',
        '### Conventions',
        '- specs: SPEC-XX.YY format in docs/spec/',
        '- testing: pytest with async support; run the tests with make test. Tests need the network mock.',
        '',
        '### Gotchas',
        '- Error handling: never swallow a CancelledError',
        '- Modal sandbox requires dangerouslyDisableSandbox for network',
        '',
        '### Knowledge',
        '- deploy.region: eu-west-1',
        '',
        '### Recent sessions',
        `- ${memory.session_history[1]!.timestamp.slice(0, 10)} approved: Fixed network retries in the checkpoint store (session ph-fix-net-2)`,
        `- ${memory.session_history[0]!.timestamp.slice(0, 10)} approved: Implemented JWT authentication, tests pass (session ph-fix-auth-1)`,
      ].join('\n'),
    );
  });

  test('cut to the budget: whole lines only, the summary and gotchas first, then conventions; what was left out is counted', () => {
    for (let budget = 1; budget <= 200; budget++) {
      const text = memoryContext(memory, { budgetTokens: budget });
      if (text === undefined) continue;
      expect(estimateTokens(text), `budget ${budget}`).toBeLessThanOrEqual(budget);
      // Each line is one of the full lines (none cut).
      const full = memoryContext(memory, { budgetTokens: 100_000 })!.split('\n');
      for (const line of text.split('\n')) if (!line.startsWith('_')) expect(full).toContain(line);
    }
    const small = memoryContext(memory, { budgetTokens: 90 })!;
    expect(small.split('\n').filter((l) => l.startsWith('- '))).toEqual([
      '- A Modal-based remote execution system; the checkpoint store is on a volume.',
      '- Error handling: never swallow a CancelledError',
      '- Modal sandbox requires dangerouslyDisableSandbox for network',
    ]);
    // A smaller item further down still takes the room a larger one left.
    expect(
      memoryContext(memory, { budgetTokens: 70 })!
        .split('\n')
        .filter((l) => l.startsWith('- ')),
    ).toEqual([
      '- A Modal-based remote execution system; the checkpoint store is on a volume.',
      '- deploy.region: eu-west-1',
    ]);
    expect(small).toMatch(
      /\n\n_\d+ more item\(s\) in project memory: `pai-checkpoint memory show`, `pai-checkpoint memory recall "<words>"`_$/,
    );
  });

  test('with a query, what matches it comes first; a query that parses to nothing is ignored', () => {
    const plain = memoryContext(memory, { budgetTokens: 60 })!;
    expect(plain).not.toContain('deploy.region');
    const asked = memoryContext(memory, { budgetTokens: 60, query: 'region' })!;
    expect(asked).toContain('- deploy.region: eu-west-1');
    expect(memoryContext(memory, { budgetTokens: 60, query: '""' })).toBe(plain);
  });

  test('sessions: the newest few (3 by default, or as asked); values on one line', () => {
    const many = applyChanges(memory, [
      ...Array.from({ length: 6 }, (_, i) => history(`s${i}`, `did ${i}`)),
      save('conventions.multi', 'line one\n\n  line two'),
    ]);
    const text = memoryContext(many, { budgetTokens: 100_000 })!;
    expect(text.match(/\(session s\d\)/g)).toEqual(['(session s5)', '(session s4)', '(session s3)']);
    expect(text).toContain('- multi: line one line two');
    expect(memoryContext(many, { budgetTokens: 100_000, sessions: 1 })!.match(/\(session [^)]+\)/g)).toEqual([
      '(session s5)',
    ]);
  });
});

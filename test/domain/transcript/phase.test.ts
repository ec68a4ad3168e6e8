import { describe, expect, test } from 'vitest';
import { scanAlgorithmText, summarizePrompt } from '../../../src/domain/transcript/phase.js';

describe('scanAlgorithmText', () => {
  test.each([
    ['━━━ 👁️ OBSERVE ━━━ 1/7', 1, 'OBSERVE'],
    ['━━━ 🧠 THINK ━━━ 2/7', 2, 'THINK'],
    ['━━━ 📋 PLAN ━━━ 3/7', 3, 'PLAN'],
    ['━━━ 🔨 BUILD ━━━ 4/7', 4, 'BUILD'],
    ['━━━ ⚡ EXECUTE ━━━ 5/7', 5, 'EXECUTE'],
    ['━━━ ✅ VERIFY ━━━ 6/7', 6, 'VERIFY'],
    ['━━━ 📚 LEARN ━━━ 7/7', 7, 'LEARN'],
    ['━━━ 👁️  O B S E R V E ━━━━━━━━━ 1/7', 1, 'OBSERVE'],
    ['━━━ 📚  L E A R N ━━━━━━━━━━━━ 7/7', 7, 'LEARN'],
    ['**━━━ 🔨 BUILD ━━━ 4/7**', 4, 'BUILD'],
    ['━━━ PLAN ━━━ 3/7', 3, 'PLAN'],
  ])('%s', (text, number, name) => {
    expect(scanAlgorithmText(`Some intro.\n${text}\nmore text`)).toEqual([{ kind: 'phase', number, name }]);
  });

  test('signals come in order of appearance, with the task line', () => {
    const text = '🗒️ TASK: Build the **login** form with validation\n━━━ 👁️ OBSERVE ━━━ 1/7\nx\n━━━ 🧠 THINK ━━━ 2/7';
    expect(scanAlgorithmText(text)).toEqual([
      { kind: 'task', summary: 'Build the login form with validation' },
      { kind: 'phase', number: 1, name: 'OBSERVE' },
      { kind: 'phase', number: 2, name: 'THINK' },
    ]);
  });

  test.each([
    'We are in the OBSERVE phase (1/7).',
    '━━━ 👁️ OBSERVE ━━━ 2/7',
    '━━━ 🧪 TESTING ━━━ 4/7',
    '━━━ OBSERVE 1/7',
    'TASK: without the emoji is not a PAI task line',
    '━━━━━━━━━━━━━━━━━━━━',
  ])('no signal in %j', (text) => {
    expect(scanAlgorithmText(text)).toEqual([]);
  });

  test('long task lines are cut', () => {
    const [sig] = scanAlgorithmText(`🗒️ TASK: ${'word '.repeat(60)}`);
    expect(sig?.kind === 'task' && sig.summary.length).toBe(120);
  });
});

test('summarizePrompt keeps about eight words', () => {
  expect(summarizePrompt('  Please   build the login form for the app and add tests  ')).toBe(
    'Please build the login form for the app…',
  );
  expect(summarizePrompt('fix it')).toBe('fix it');
});

describe('hostile text: the scan is linear (issue item 10)', () => {
  const MB = 1 << 20;
  const real = '\n━━━ 📋 PLAN ━━━ 3/7\n';
  test.each([
    ['1 MB of ━ on one line', '━'.repeat(MB)],
    ['━━━ then capitals and spaces without an end', `━━━ ${'A '.repeat(MB / 2)}`],
    ['a megabyte of near-miss headers', '━━━ 🧪 OBSERVE ━━━ 9/7 '.repeat(MB / 24)],
    ['bars, a name, and short closing bars, again and again', '━━━ OBSERVE ━━ '.repeat(MB / 15)],
    ['task markers without a task', '🗒️ TASK:'.repeat(MB / 9)],
    ['runs of ━ broken by spaces', '━━━━━━━━ '.repeat(MB / 9)],
  ])('%s: scanned, and a real header after it still counts (its speed: bench/run.mjs)', (_name, hostile) => {
    // A linear scan takes milliseconds; the quadratic regex took 20 s on the first case.
    const signals = scanAlgorithmText(hostile + real);
    expect(signals.filter((s) => s.kind === 'phase')).toEqual([{ kind: 'phase', number: 3, name: 'PLAN' }]);
  });
});

import { expect, test } from 'vitest';
import { jsonLines, parseJsonLine } from '../../src/core/json-lines.js';

test('JSON lines: values in order; empty, torn and foreign lines skipped, never fatal', () => {
  const text = '{"a":1}\n\n  \nnot json\n[2]\n"three"\n{"torn":';
  expect(jsonLines(text)).toEqual([{ a: 1 }, [2], 'three']);
  expect(jsonLines(['{"b":2}', '', '{'])).toEqual([{ b: 2 }]);
  expect(parseJsonLine('null')).toBeNull();
  expect(parseJsonLine('   ')).toBeUndefined();
  expect(parseJsonLine('{"x":')).toBeUndefined();
});

import { expect, test } from 'vitest';
import { inert, inertJson } from '../../src/core/inert.js';

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Every character of the Basic Multilingual Plane but the surrogates, and one astral. */
const ALL =
  Array.from({ length: 0x10000 }, (_, i) => i)
    .filter((i) => i < 0xd800 || i > 0xdfff)
    .map((i) => String.fromCharCode(i))
    .join('') + '😀';

test('inert: no control character a terminal acts on is left; everything else, newline and tab included, is as it was', () => {
  const out = inert(ALL);
  expect(out).not.toMatch(CONTROL);
  const rest = [...ALL].filter((c) => !CONTROL.test(c)).join('');
  expect(inert(rest) === rest).toBe(true);
  expect(inert('a\tb\nc')).toBe('a\tb\nc');
});

test('inert: C0 and DEL become their control pictures (one column), C1 and bidi controls \\uXXXX; sequences stay readable', () => {
  expect(inert('\u001b[2J\u001b]0;title\u0007\r\u0000\u007f')).toBe('␛[2J␛]0;title␇␍␀␡');
  expect(inert('\u001b]8;;http://evil.example/\u001b\\click\u001b]8;;\u001b\\')).toBe(
    '␛]8;;http://evil.example/␛\\click␛]8;;␛\\',
  );
  expect(inert('\u009b2J \u0090q\u009c \u202eevil\u202c \u2066x\u2069')).toBe(
    '\\u009b2J \\u0090q\\u009c \\u202eevil\\u202c \\u2066x\\u2069',
  );
});

test('inertJson: parses back to the same value; no raw control, C1, bidi or line separator in the text', () => {
  const value = { all: ALL, list: [ALL, 1, null], nested: { k: '\u2028\u2029\u009b' } };
  for (const indent of [undefined, 2]) {
    const text = inertJson(value, indent);
    expect(text).not.toMatch(CONTROL);
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  }
  expect(inertJson(undefined)).toBe('null');
});

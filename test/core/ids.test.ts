import { expect, test } from 'vitest';
import { isUlid, newCheckpointId, ulidTime } from '../../src/core/ids.js';
import { assertSafeKey, isSafeKey } from '../../src/core/keys.js';

test('ids carry their time, sort within a millisecond, and follow a clock that goes back', () => {
  const t = Date.parse('2026-11-21T10:00:00.000Z');
  const a = newCheckpointId(t);
  const b = newCheckpointId(t);
  expect(b > a).toBe(true);
  expect(ulidTime(a)).toBe(t);
  const earlier = newCheckpointId(t - 60_000);
  expect(ulidTime(earlier)).toBe(t - 60_000);
  expect(isUlid(a)).toBe(true);
  expect(isUlid('V1StGXR8_Z5jdHi6B-myT')).toBe(false);
  expect(ulidTime('nope')).toBeUndefined();
});

test('keys that become path components are checked', () => {
  for (const ok of ['0b7e2c1a-1111-4222-8333-444455556666', '01JABC', 'a.b_c-d']) expect(isSafeKey(ok)).toBe(true);
  for (const bad of ['', '..', '../x', 'a/b', '.hidden', 'x'.repeat(129), 'a\\b', 'a..b'])
    expect(isSafeKey(bad)).toBe(false);
  expect(() => assertSafeKey('session id', '../etc')).toThrow(/invalid session id "\.\.\/etc"/);
});

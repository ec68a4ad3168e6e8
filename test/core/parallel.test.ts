import { expect, test } from 'vitest';
import { mapLimit } from '../../src/core/parallel.js';

test('mapLimit: results in order, never more than the limit at once, the first failure after all settled', async () => {
  let running = 0;
  let most = 0;
  const settledAfter: number[] = [];
  const out = await mapLimit([5, 1, 4, 2, 3, 0, 6], 3, async (ms, i) => {
    most = Math.max(most, ++running);
    await new Promise((r) => setTimeout(r, ms));
    running--;
    return i * 10;
  });
  expect(out).toEqual([0, 10, 20, 30, 40, 50, 60]);
  expect(most).toBe(3);
  await expect(
    mapLimit([1, 2, 3], 2, async (n) => {
      await new Promise((r) => setTimeout(r, n * 5));
      settledAfter.push(n);
      if (n === 1) throw new Error('one failed');
      return n;
    }),
  ).rejects.toThrow('one failed');
  expect(settledAfter).toEqual([1, 2, 3]); // the others ran to the end: none left behind
  expect(await mapLimit([], 4, async () => 1)).toEqual([]);
});

import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { Target } from './fuzz-support.js';

/** Burns about `ms` of CPU in this process. */
function burn(ms: number): void {
  const t0 = process.cpuUsage();
  for (;;) {
    const d = process.cpuUsage(t0);
    if ((d.user + d.system) / 1000 >= ms) return;
  }
}

test("a fuzz target's bound is on CPU time, its own and its waited-for children's, not on the clock: waiting is no defect, working is", () => {
  const t = new Target('probe', 100);
  // 300 ms of waiting for a child that does nothing: within a 100 ms bound of CPU.
  t.run(() => spawnSync('sleep', ['0.3']));
  expect(t.slowestMs).toBeLessThan(100);
  // 200 ms of work here, or in a child it waited for: over the bound.
  expect(() => t.run(() => burn(200))).toThrow(/probe: one call used \d+ ms of CPU, more than its bound of 100 ms/);
  const child = `const t = process.cpuUsage(); while ((process.cpuUsage(t).user + process.cpuUsage(t).system) / 1000 < 300);`;
  expect(() => t.run(() => spawnSync(process.execPath, ['-e', child]))).toThrow(/more than its bound of 100 ms/);
  expect(t.calls).toBe(3);
});

import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/** Files that run real processes by the dozen (claude sessions, kill storms, fuzzers, the browser in tmux, Chromium): among the longest, whatever their size. */
const SLOW = /^test\/(e2e|torture)\/|(kill|crash|concurrency|\/browse|report-browser)\.test\.ts$/;

/**
 * Longest first, so that the two workers end together (a long file started last sets the end of the
 * run). Vitest's own order does this from the durations it cached (failed files first) but, without
 * a cache (a fresh `npm ci`: the cache lives in node_modules), runs the largest files first, which
 * left a 50 s kill storm to start at the end. Here a file without a cached duration counts as long
 * when it is one of the SLOW kind, else by its size.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const weight = (f: TestSpecification) => {
      const rel = relative(this.ctx.config.root, f.moduleId);
      const key = `${f.project.name}:${rel}`;
      const known = cache.getFileTestResults(key);
      if (known) return (known.failed ? 1e9 : 0) + known.duration;
      return (SLOW.test(rel) ? 60_000 : 0) + (cache.getFileStats(key)?.size ?? 0) / 10;
    };
    const weights = new Map(files.map((f) => [f, weight(f)]));
    return [...files].sort((a, b) => weights.get(b)! - weights.get(a)!);
  }
}

export default defineConfig({
  define: { __VERSION__: JSON.stringify(version) },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Tests spawn real processes (hooks, claude, kill storms) and spend much of their time waiting
    // for them (claude's start, heartbeats, kill moments, servers): with two workers the suite used
    // about 580 CPU-seconds of the 860 two cores offer in an idle run of 430 s. More workers fill the
    // gaps: idle runs took 369-403 s with three and 362 s with four (600 CPU-seconds, 1.66 cores busy);
    // 347 s with four once a capture asked python once and git status once (577 CPU-seconds).
    maxWorkers: 4,
    sequence: { sequencer: LongestFirst },
  },
});

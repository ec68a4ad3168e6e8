import { mkdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { AppContext } from '../../src/app/context.js';
import { create } from '../../src/app/create.js';
import { sessions } from '../../src/app/sessions.js';
import { sessionTimeline } from '../../src/app/timeline.js';
import { tryAcquire } from '../../src/core/lock.js';
import { sidecarDir, sidecarFiles } from '../../src/domain/session/sidecar-files.js';
import type { StorageBackend } from '../../src/storage/backend.js';
import { appSandbox } from './support.js';

/** The context with its volume wrapped to note the listings asked for and the most index reads in flight at once. */
async function watched(ctx: AppContext): Promise<{ ctx: AppContext; levels: string[]; inFlight: { most: number } }> {
  const store = await ctx.volume();
  const levels: string[] = [];
  const inFlight = { now: 0, most: 0 };
  const watching: StorageBackend = Object.create(store, {
    get: {
      value: async (key: string) => {
        if (!key.endsWith('/index.json')) return store.get(key);
        inFlight.most = Math.max(inFlight.most, ++inFlight.now);
        try {
          return await store.get(key);
        } finally {
          inFlight.now--;
        }
      },
    },
    listLevel: {
      value: (prefix: string) => {
        levels.push(prefix);
        return store.listLevel(prefix);
      },
    },
  });
  return { ctx: { ...ctx, volume: async () => watching }, levels, inFlight };
}

// Issue 36's bench: the browser's first screen with 1,000 sessions. One after the other, each
// session's reads waited for the one before; and a timeline asked for by its exact id listed every
// session's folder (a folder each to look into here, a request per 1,000 on S3) to find its own.
describe('sessions and a timeline read no more than they show', () => {
  test('sessions reads the indexes several at once; the rows, their order and the sidecar of this machine as before', async () => {
    const { ctx, paths } = appSandbox();
    const ids: string[] = [];
    for (const session of ['S1', 'S2', 'S3']) ids.push((await create(ctx(), { session })).id);
    mkdirSync(sidecarDir(paths), { recursive: true });
    const lock = tryAcquire(sidecarFiles(paths, 'S2').lock);
    try {
      const { ctx: w, inFlight } = await watched(ctx());
      const rows = await sessions(w);
      expect(inFlight.most).toBe(3);
      expect(rows.map((r) => [r.sessionId, r.lastCheckpoint, r.sidecar_pid])).toEqual([
        ['S3', ids[2], null],
        ['S2', ids[1], process.pid],
        ['S1', ids[0], null],
      ]);
    } finally {
      lock?.release();
    }
  });

  test("a timeline by its session's exact id lists that session's folder only; a prefix still finds it", async () => {
    const { ctx } = appSandbox();
    await create(ctx(), { session: 'S1' });
    await create(ctx(), { session: 'S2-other' });
    const { ctx: w, levels } = await watched(ctx());
    expect((await sessionTimeline(w, 'S2-other')).session.sessionId).toBe('S2-other');
    expect(levels).not.toContain('checkpoints/');
    expect((await sessionTimeline(w, 'S2-o')).session.sessionId).toBe('S2-other');
    expect(levels).toContain('checkpoints/');
  });
});

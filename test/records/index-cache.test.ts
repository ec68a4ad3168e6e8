import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createCheckpointSync, detectUnfinished } from '../../src/records/api.js';
import { INDEX_FILE, RecordIndex } from '../../src/records/index-cache.js';
import { fakeClock, sandbox } from '../helpers.js';

function many(n: number) {
  const sb = sandbox();
  const clock = fakeClock('2026-11-01T00:00:00.000Z');
  const opts = { paiDir: sb.paths.paiDir, now: clock.now };
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    clock.advance(1000);
    ids.push(createCheckpointSync('PLAN', 3, `task ${i}`, [], {}, { ...opts, sessionId: `s${i % 7}` }).checkpointId);
  }
  return { ...sb, clock, opts, ids };
}

test('a refresh reads only files it has not seen', () => {
  const { paths, opts, clock } = many(40);
  const first = RecordIndex.load(paths.checkpointsDir);
  expect(first.refresh()).toBe(40);
  first.save();
  const again = RecordIndex.load(paths.checkpointsDir);
  expect(again.refresh()).toBe(0);
  clock.advance(1000);
  createCheckpointSync('BUILD', 4, 'new', [], {}, { ...opts, sessionId: 's0' });
  expect(again.refresh()).toBe(1);
  expect(again.unfinished()).toHaveLength(7);
  expect(again.unfinished()[0]?.phase).toBe('BUILD');
});

test('detection reads at most the new files and the chosen candidate', () => {
  const { paths, ids } = many(50);
  expect(detectUnfinished({ paiDir: paths.paiDir })?.record.id).toBe(ids.at(-1));
  const index = RecordIndex.load(paths.checkpointsDir);
  expect(index.refresh()).toBe(0); // the cache was saved by the detection
});

test('a corrupt or foreign-version cache is rebuilt, a deleted latest record falls back', () => {
  const { paths, ids } = many(14);
  detectUnfinished({ paiDir: paths.paiDir });
  writeFileSync(join(paths.checkpointsDir, INDEX_FILE), '{"v": 1, "seen": [');
  expect(detectUnfinished({ paiDir: paths.paiDir })?.record.id).toBe(ids.at(-1));
  writeFileSync(join(paths.checkpointsDir, INDEX_FILE), JSON.stringify({ v: 99, seen: ['x'], sessions: {} }));
  expect(detectUnfinished({ paiDir: paths.paiDir })?.record.id).toBe(ids.at(-1));
  // Delete the newest record of session s6 (the newest of all): its previous open record is found.
  const index = JSON.parse(readFileSync(join(paths.checkpointsDir, INDEX_FILE), 'utf8'));
  const latest = index.sessions['s6'].latest.file as string;
  rmSync(join(paths.checkpointsDir, latest));
  const d = detectUnfinished({ paiDir: paths.paiDir });
  expect(d?.record.id).toBe(ids.at(-2)); // s5's newest is now the newest unfinished overall
  const s6 = RecordIndex.load(paths.checkpointsDir);
  s6.refresh();
  expect(s6.unfinished().find((e) => e.sessionId === 's6')?.id).toBe(ids[6]);
});

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createCheckpointSync, detectUnfinished } from '../../../src/domain/records/api.js';
import { cacheFiles, quickUnfinished, RecordIndex } from '../../../src/domain/records/index-cache.js';
import { fakeClock, sandbox } from '../../helpers.js';

function many(n: number) {
  const sb = sandbox();
  const clock = fakeClock('2026-11-01T00:00:00.000Z');
  const opts = { paiDir: sb.paths.paiDir, now: clock.now };
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    clock.advance(1000);
    ids.push(createCheckpointSync('PLAN', 3, `task ${i}`, [], {}, { ...opts, sessionId: `s${i % 7}` }).checkpointId);
  }
  const load = () => RecordIndex.load(sb.paths.stateDir, sb.paths.checkpointsDir);
  return { ...sb, clock, opts, ids, load, files: cacheFiles(sb.paths.stateDir, sb.paths.checkpointsDir) };
}

test('a refresh reads only files it has not seen', () => {
  const { opts, clock, load } = many(40);
  const first = load();
  expect(first.refresh()).toBe(40);
  first.save();
  const again = load();
  expect(again.refresh()).toBe(0);
  clock.advance(1000);
  createCheckpointSync('BUILD', 4, 'new', [], {}, { ...opts, sessionId: 's0' });
  expect(again.refresh()).toBe(1);
  expect(again.unfinished()).toHaveLength(7);
  expect(again.unfinished()[0]?.phase).toBe('BUILD');
});

test('while the records dir is unchanged, detection needs only the summary; any new record forces a refresh', () => {
  const { paths, ids, opts, clock, load } = many(50);
  expect(quickUnfinished(paths.stateDir, paths.checkpointsDir)).toBeUndefined(); // no cache yet
  expect(detectUnfinished({ paiDir: paths.paiDir })?.record.id).toBe(ids.at(-1));
  expect(quickUnfinished(paths.stateDir, paths.checkpointsDir)?.map((e) => e.id)).toEqual(ids.slice(-7).reverse());
  expect(load().refresh()).toBe(0); // the index was saved by the detection
  clock.advance(1000);
  const added = createCheckpointSync('BUILD', 4, 'new', [], {}, { ...opts, sessionId: 'new-session' });
  expect(quickUnfinished(paths.stateDir, paths.checkpointsDir)).toBeUndefined();
  expect(detectUnfinished({ paiDir: paths.paiDir })?.record.id).toBe(added.checkpointId);
});

test('a record completed behind the summary (in place, no rename) is caught by the re-read', () => {
  const { paths, ids } = many(7);
  detectUnfinished({ paiDir: paths.paiDir });
  const e = quickUnfinished(paths.stateDir, paths.checkpointsDir)![0]!;
  const f = join(paths.checkpointsDir, e.file);
  // pai-seed-like in-place rewrite: same inode, the dir's mtime does not change.
  writeFileSync(f, JSON.stringify({ ...JSON.parse(readFileSync(f, 'utf8')), completed: true }));
  expect(detectUnfinished({ paiDir: paths.paiDir })?.record.id).toBe(ids.at(-2));
});

test('a corrupt or foreign-version cache is rebuilt, a deleted latest record falls back', () => {
  const { paths, ids, files, load } = many(14);
  detectUnfinished({ paiDir: paths.paiDir });
  writeFileSync(files.index, '{"v": 2, "seen": [');
  writeFileSync(files.summary, 'garbage');
  expect(detectUnfinished({ paiDir: paths.paiDir })?.record.id).toBe(ids.at(-1));
  writeFileSync(files.index, JSON.stringify({ v: 99, seen: ['x'], sessions: {} }));
  rmSync(files.summary);
  expect(detectUnfinished({ paiDir: paths.paiDir })?.record.id).toBe(ids.at(-1));
  // Delete the newest record of session s6 (the newest of all): its previous open record is found.
  const index = JSON.parse(readFileSync(files.index, 'utf8'));
  rmSync(join(paths.checkpointsDir, index.sessions['s6'].latest.file as string));
  expect(detectUnfinished({ paiDir: paths.paiDir })?.record.id).toBe(ids.at(-2)); // s5's is now the newest
  const s6 = load();
  s6.refresh();
  expect(s6.unfinished().find((e) => e.sessionId === 's6')?.id).toBe(ids[6]);
});

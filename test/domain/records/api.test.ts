import { mkdirSync, readFileSync, writeFileSync, readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  cleanupCheckpoints,
  cleanupCheckpointsSync,
  completeCheckpoint,
  createCheckpoint,
  createCheckpointSync,
  detectIncompleteCheckpoint,
  detectUnfinished,
  listCheckpoints,
  loadCheckpoint,
  resolveCheckpointsDir,
  scanCheckpoints,
} from '../../../src/index.js';
import { readCheckpointRef } from '../../../src/domain/records/seed.js';
import { fakeClock, readEvents, recordFiles, sandbox } from '../../helpers.js';
import { PAI_SEED_FILE_PATTERN, paiSeedCheckpointSchema, paiSeedFilename, writePaiSeedRecord } from './pai-seed.js';

function setup() {
  const sb = sandbox();
  const clock = fakeClock();
  mkdirSync(sb.paths.checkpointsDir, { recursive: true });
  writeFileSync(sb.paths.seedPath, `${JSON.stringify({ version: '1.0.0', state: { proposals: [] } }, null, 2)}\n`);
  const opts = { paiDir: sb.paths.paiDir, now: clock.now, sessionId: 'sess-1' };
  return { ...sb, clock, opts };
}

const ISC = [
  { id: '1', subject: 'form renders', status: 'completed' as const },
  { id: '2', subject: 'errors shown', status: 'pending' as const },
];

describe('createCheckpoint', () => {
  test('writes a pai-seed readable record, moves checkpointRef and logs checkpoint_created', async () => {
    const { paths, opts } = setup();
    const r = await createCheckpoint('PLAN', 3, 'Build the login form', ISC, { cwd: '/p' }, opts);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.checkpointId).toMatch(/^[0-9A-Z]{26}$/);
    expect(r.file).toBe(paiSeedFilename('2026-11-21T10:00:00.000Z', 'PLAN'));
    expect(r.file).toMatch(PAI_SEED_FILE_PATTERN);
    const raw = JSON.parse(readFileSync(join(paths.checkpointsDir, r.file), 'utf8'));
    const parsed = paiSeedCheckpointSchema.parse(raw);
    expect(parsed).toMatchObject({
      id: r.checkpointId,
      sessionId: 'sess-1',
      phase: 'PLAN',
      phaseNumber: 3,
      completed: false,
      taskSummary: 'Build the login form',
      iscCriteria: ISC,
    });
    expect(Object.keys(raw)).toEqual([
      'id',
      'sessionId',
      'phase',
      'phaseNumber',
      'createdAt',
      'completed',
      'taskSummary',
      'iscCriteria',
      'metadata',
    ]);
    expect(raw.metadata).toMatchObject({ source: 'pai-checkpoint', checkpointId: r.checkpointId, cwd: '/p' });
    expect(readCheckpointRef(paths.seedPath)).toBe(r.checkpointId);
    expect(readEvents(paths)).toEqual([
      expect.objectContaining({
        type: 'custom',
        sessionId: 'sess-1',
        data: expect.objectContaining({ action: 'checkpoint_created', checkpointId: r.checkpointId, phaseNumber: 3 }),
      }),
    ]);
  });

  test('two records of the same phase in the same second both survive', () => {
    const { paths, opts } = setup();
    const a = createCheckpointSync('BUILD', 4, 'a', [], {}, opts);
    const b = createCheckpointSync('BUILD', 4, 'b', [], {}, opts);
    expect(a.file).not.toBe(b.file);
    expect(recordFiles(paths)).toHaveLength(2);
    expect(b.file).toMatch(PAI_SEED_FILE_PATTERN);
    expect(b.checkpointId > a.checkpointId).toBe(true); // monotonic ULIDs within one ms
    expect(readCheckpointRef(paths.seedPath)).toBe(b.checkpointId);
  });

  test('bad phase number is refused; a missing seed.json is not an error', async () => {
    const sb = sandbox();
    expect(await createCheckpoint('X', 9, '', [], {}, { paiDir: sb.paths.paiDir })).toEqual({
      ok: false,
      error: 'phaseNumber must be 1-7, got 9',
    });
    const r = await createCheckpoint('OBSERVE', 1, '', [], {}, { paiDir: sb.paths.paiDir });
    expect(r.ok).toBe(true);
  });

  test('an unparsable seed.json is reported through onWarning and left alone', () => {
    const { paths, opts } = setup();
    writeFileSync(paths.seedPath, '{oops');
    const warnings: string[] = [];
    createCheckpointSync('THINK', 2, '', [], {}, { ...opts, onWarning: (m) => warnings.push(m) });
    expect(readFileSync(paths.seedPath, 'utf8')).toBe('{oops');
    expect(warnings.join()).toMatch(/seed\.json left untouched: .*invalid JSON/);
  });
});

describe('reading', () => {
  test('loadCheckpoint finds ours by ULID and pai-seed records by nanoid', async () => {
    const { paths, opts, clock } = setup();
    const ours = createCheckpointSync('OBSERVE', 1, 't', [], {}, opts);
    clock.advance(5000);
    writePaiSeedRecord(paths.checkpointsDir, {
      id: 'V1StGXR8_Z5jdHi6B-myT',
      sessionId: 'other',
      phase: 'think',
      phaseNumber: 2,
      createdAt: '2026-11-20T09:00:00.123Z',
    });
    expect((await loadCheckpoint(ours.checkpointId, opts))?.id).toBe(ours.checkpointId);
    expect((await loadCheckpoint('V1StGXR8_Z5jdHi6B-myT', opts))?.sessionId).toBe('other');
    expect(await loadCheckpoint('01AAAAAAAAAAAAAAAAAAAAAAAA', opts)).toBeNull();
  });

  test('listCheckpoints: newest first, filters, invalid files skipped but reported by scan', async () => {
    const { paths, opts, clock } = setup();
    const a = createCheckpointSync('OBSERVE', 1, 'a', [], {}, opts);
    clock.advance(1000);
    const b = createCheckpointSync('THINK', 2, 'b', [], {}, { ...opts, sessionId: 'sess-2' });
    writeFileSync(join(paths.checkpointsDir, 'ckpt-2026-01-01T00-00-00Z-broken.json'), '{"id": 1');
    writeFileSync(
      join(paths.checkpointsDir, 'ckpt-2026-01-01T00-00-01Z-wrong.json'),
      JSON.stringify({ id: 'x', phaseNumber: 12 }),
    );
    writeFileSync(join(paths.checkpointsDir, 'notes.json'), '{}');
    expect((await listCheckpoints(undefined, opts)).map((r) => r.id)).toEqual([b.checkpointId, a.checkpointId]);
    expect((await listCheckpoints({ sessionId: 'sess-1' }, opts)).map((r) => r.id)).toEqual([a.checkpointId]);
    expect(await listCheckpoints({ completed: true }, opts)).toEqual([]);
    const scan = scanCheckpoints({}, opts);
    expect(scan.problems.map((p) => [p.file.split('/').pop(), p.error])).toEqual([
      [
        'ckpt-2026-01-01T00-00-01Z-wrong.json',
        expect.stringMatching(/not an F-010 record \(sessionId: expected string/),
      ],
      ['ckpt-2026-01-01T00-00-00Z-broken.json', expect.stringMatching(/invalid JSON/)],
    ]);
  });

  test('resolveCheckpointsDir follows PAI_DIR and explicit dirs', () => {
    expect(resolveCheckpointsDir('/x/y')).toBe('/x/y');
    expect(resolveCheckpointsDir().endsWith('/checkpoints')).toBe(true);
  });
});

describe('detection', () => {
  test('unfinished = the newest record of a session is incomplete; this project first', async () => {
    const { opts, clock } = setup();
    expect(await detectIncompleteCheckpoint(opts)).toBeNull();
    createCheckpointSync('OBSERVE', 1, 'other project', [], { project: '/other' }, { ...opts, sessionId: 's-other' });
    clock.advance(1000);
    const here = createCheckpointSync('PLAN', 3, 'here', [], { project: '/here' }, { ...opts, sessionId: 's-here' });
    clock.advance(1000);
    const newest = createCheckpointSync(
      'BUILD',
      4,
      'newest other',
      [],
      { project: '/other' },
      { ...opts, sessionId: 's-other' },
    );
    expect((await detectIncompleteCheckpoint(opts))?.id).toBe(newest.checkpointId);
    const d = detectUnfinished({ ...opts, project: '/here' });
    expect(d?.record.id).toBe(here.checkpointId);
    expect(d?.others.map((o) => o.id)).toEqual([newest.checkpointId]);
    expect(detectUnfinished({ ...opts, project: '/here', skipSession: (s) => s === 's-here' })?.record.id).toBe(
      newest.checkpointId,
    );
  });

  test('records of the same millisecond: the later one (by ULID) is the newest', async () => {
    const { opts } = setup();
    const think = createCheckpointSync('THINK', 2, 't', [], {}, opts);
    const plan = createCheckpointSync('PLAN', 3, 't', [], {}, opts); // same clock reading; 'plan' < 'think'
    expect(plan.record.createdAt).toBe(think.record.createdAt);
    expect((await detectIncompleteCheckpoint(opts))?.id).toBe(plan.checkpointId);
    expect((await listCheckpoints(undefined, opts)).map((r) => r.phase)).toEqual(['PLAN', 'THINK']);
  });

  test('a completed run is not offered, even though its earlier phases were incomplete', async () => {
    const { opts, clock } = setup();
    createCheckpointSync('OBSERVE', 1, 't', [], {}, opts);
    clock.advance(1000);
    const learn = createCheckpointSync('LEARN', 7, 't', [], {}, opts);
    expect((await completeCheckpoint(learn.checkpointId, opts)).ok).toBe(true);
    expect(await detectIncompleteCheckpoint(opts)).toBeNull();
    // pai-seed's own detector (most recent completed:false) must not find the earlier phase either.
    expect(await listCheckpoints({ completed: false }, opts)).toEqual([]);
  });

  test('a record completed behind our back (by pai-seed) is re-read and dropped', async () => {
    const { paths, opts } = setup();
    const r = createCheckpointSync('PLAN', 3, 't', [], {}, opts);
    expect((await detectIncompleteCheckpoint(opts))?.id).toBe(r.checkpointId);
    const f = join(paths.checkpointsDir, r.file);
    writeFileSync(f, JSON.stringify({ ...JSON.parse(readFileSync(f, 'utf8')), completed: true }, null, 2));
    expect(await detectIncompleteCheckpoint(opts)).toBeNull();
  });

  test('pai-seed records are detected too', async () => {
    const { paths, opts } = setup();
    writePaiSeedRecord(paths.checkpointsDir, {
      id: 'nano1',
      sessionId: 'ps',
      phase: 'BUILD',
      phaseNumber: 4,
      createdAt: '2026-11-21T09:00:00.000Z',
      taskSummary: 'their task',
    });
    expect(await detectIncompleteCheckpoint(opts)).toMatchObject({ id: 'nano1', taskSummary: 'their task' });
  });
});

describe('completeCheckpoint', () => {
  test('completes the record and the older open records of its session, clears the ref, logs', async () => {
    const { paths, opts, clock } = setup();
    const a = createCheckpointSync('OBSERVE', 1, 't', [], {}, opts);
    clock.advance(1000);
    const other = createCheckpointSync('OBSERVE', 1, 'x', [], {}, { ...opts, sessionId: 'sess-2' });
    clock.advance(1000);
    const b = createCheckpointSync('THINK', 2, 't', [], {}, opts);
    expect(readCheckpointRef(paths.seedPath)).toBe(b.checkpointId);
    expect(await completeCheckpoint(b.checkpointId, opts)).toEqual({ ok: true });
    expect((await loadCheckpoint(a.checkpointId, opts))?.completed).toBe(true);
    expect((await loadCheckpoint(b.checkpointId, opts))?.completed).toBe(true);
    expect((await loadCheckpoint(other.checkpointId, opts))?.completed).toBe(false);
    expect(readCheckpointRef(paths.seedPath)).toBeUndefined();
    const ev = readEvents(paths).filter((e) => e.data.action === 'checkpoint_completed');
    expect(ev).toEqual([
      expect.objectContaining({
        sessionId: 'sess-1',
        data: expect.objectContaining({ checkpointId: b.checkpointId, alsoCompleted: [a.checkpointId] }),
      }),
    ]);
  });

  test('an unknown id is an error result', async () => {
    const { opts } = setup();
    const r = await completeCheckpoint('01AAAAAAAAAAAAAAAAAAAAAAAA', opts);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/not found/);
  });

  test('keeps unknown top-level fields of a foreign record', async () => {
    const { paths, opts } = setup();
    const name = writePaiSeedRecord(paths.checkpointsDir, {
      id: 'nano2',
      sessionId: 'ps',
      phase: 'PLAN',
      phaseNumber: 3,
      createdAt: '2026-11-21T09:00:00.000Z',
    });
    const f = join(paths.checkpointsDir, name);
    writeFileSync(f, JSON.stringify({ ...JSON.parse(readFileSync(f, 'utf8')), futureField: [1] }));
    await completeCheckpoint('nano2', opts);
    expect(JSON.parse(readFileSync(f, 'utf8'))).toMatchObject({ completed: true, futureField: [1] });
  });
});

describe('cleanupCheckpoints', () => {
  test('deletes records older than N days, completed first, clears the ref, logs each', async () => {
    const { paths, opts, clock } = setup();
    clock.set('2026-09-01T00:00:00.000Z');
    const oldOpen = createCheckpointSync('PLAN', 3, 'old open', [], {}, { ...opts, sessionId: 'a' });
    const oldDone = createCheckpointSync('LEARN', 7, 'old done', [], {}, { ...opts, sessionId: 'b' });
    await completeCheckpoint(oldDone.checkpointId, opts);
    clock.set('2026-11-20T00:00:00.000Z');
    const fresh = createCheckpointSync('THINK', 2, 'fresh', [], {}, { ...opts, sessionId: 'c' });
    clock.set('2026-11-21T00:00:00.000Z');
    const dry = cleanupCheckpointsSync(30, { ...opts, dryRun: true });
    expect(dry.records.map((r) => r.id)).toEqual([oldDone.checkpointId, oldOpen.checkpointId]);
    expect(recordFiles(paths)).toHaveLength(3);
    // Point the ref at an old record: cleanup must clear it.
    writeFileSync(
      paths.seedPath,
      `${JSON.stringify({ version: '1.0.0', state: { checkpointRef: oldOpen.checkpointId } }, null, 2)}\n`,
    );
    expect(await cleanupCheckpoints(30, opts)).toEqual({ deleted: 2 });
    expect(recordFiles(paths)).toEqual([fresh.file]);
    expect(readCheckpointRef(paths.seedPath)).toBeUndefined();
    expect(
      readEvents(paths)
        .filter((e) => e.data.action === 'checkpoint_deleted')
        .map((e) => [e.sessionId, e.data.checkpointId]),
    ).toEqual([
      ['b', oldDone.checkpointId],
      ['a', oldOpen.checkpointId],
    ]);
    expect(readdirSync(paths.checkpointsDir).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
  });

  test('temp files of killed writers are swept once they are an hour old', () => {
    const { paths, opts, clock } = setup();
    writeFileSync(join(paths.checkpointsDir, '.tmp-new.json.123.abc'), '{"half');
    writeFileSync(join(paths.checkpointsDir, '.tmp-old.json.123.abc'), '{"half');
    const old = (Date.now() - 2 * 3_600_000) / 1000;
    utimesSync(join(paths.checkpointsDir, '.tmp-old.json.123.abc'), old, old);
    clock.set(new Date().toISOString());
    expect(cleanupCheckpointsSync(30, opts).tempFilesRemoved).toBe(1);
    expect(readdirSync(paths.checkpointsDir)).toEqual(['.tmp-new.json.123.abc']);
  });

  test('invalid files are never deleted blindly', async () => {
    const { paths, opts } = setup();
    writeFileSync(join(paths.checkpointsDir, 'ckpt-2020-01-01T00-00-00Z-broken.json'), 'not json');
    expect(await cleanupCheckpoints(30, opts)).toEqual({ deleted: 0 });
    expect(recordFiles(paths)).toEqual(['ckpt-2020-01-01T00-00-00Z-broken.json']);
  });
});

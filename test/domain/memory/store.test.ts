/**
 * The memory store (domain/memory/store.ts) on a folder and on S3 (s3rver): the same cases for
 * both. "Never lose a write" is shown by writers that each have their own backend instance (as
 * separate processes have), by real child processes, and by interleavings forced at the exact
 * request where they matter: a compaction paused between its snapshot and its deletes, killed there,
 * two compactors at once, a compactor that creates a generation already removed (A-B-A), a reader
 * whose listed objects vanish.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { build } from 'esbuild';
import { afterAll, describe, expect, test } from 'vitest';
import { CheckpointError } from '../../../src/core/errors.js';
import { applyChanges, emptyMemory, type MemoryChange, type ProjectMemory } from '../../../src/domain/memory/model.js';
import { addChange, commitChange, compactMemory, readMemory, viewDocument, type MemoryTuning } from '../../../src/domain/memory/store.js';
import { getJson, type LevelListing, type PutResult, type StorageBackend } from '../../../src/storage/backend.js';
import { memoryChangeKey, memoryPrefix, memorySnapshotKey, memoryViewKey } from '../../../src/storage/layout.js';
import { LocalVolume } from '../../../src/storage/local.js';
import { S3Volume } from '../../../src/storage/s3.js';
import { ROOT, tempDir } from '../../helpers.js';
import { S3_CREDENTIALS, useS3 } from '../../s3rver.js';
import { CountingVolume } from '../../storage/counting.js';

type Method = 'put' | 'create' | 'get' | 'list' | 'delete';

/** A backend that awaits `before(method, key)` ahead of each call: a test pauses or interleaves work at an exact request. */
class HookedVolume implements StorageBackend {
  before: (method: Method, key: string) => Promise<void> | void = () => undefined;
  constructor(readonly inner: StorageBackend) {}
  get location() {
    return this.inner.location;
  }
  async put(key: string, data: Uint8Array | string | Readable | AsyncIterable<Uint8Array>): Promise<PutResult> {
    await this.before('put', key);
    return this.inner.put(key, data);
  }
  async create(key: string, data: Uint8Array | string): Promise<boolean> {
    await this.before('create', key);
    return this.inner.create(key, data);
  }
  async get(key: string): Promise<Buffer | undefined> {
    await this.before('get', key);
    return this.inner.get(key);
  }
  async list(prefix: string): Promise<string[]> {
    await this.before('list', prefix);
    return this.inner.list(prefix);
  }
  async delete(key: string): Promise<boolean> {
    await this.before('delete', key);
    return this.inner.delete(key);
  }
  open = (key: string) => this.inner.open(key);
  stat = (key: string) => this.inner.stat(key);
  listLevel = (prefix: string): Promise<LevelListing> => this.inner.listLevel(prefix);
  copy = (from: string, to: string, known?: PutResult) => this.inner.copy(from, to, known);
  deletePrefix = (prefix: string) => this.inner.deletePrefix(prefix);
}

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { opened, open };
}

const T0 = Date.parse('2026-05-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const save = (key: string, value: string, atMs = Date.now(), user = 'ann'): MemoryChange => ({ v: 1, op: 'save', key, value, at: iso(atMs), user });
const gotcha = (text: string, atMs = Date.now()): MemoryChange => ({ v: 1, op: 'save', key: 'gotchas', value: text, at: iso(atMs), user: 'ann' });
const outcome = (session: string, atMs = Date.now()): MemoryChange => ({ v: 1, op: 'history', session_id: session, summary: `did ${session}`, outcome: 'approved', at: iso(atMs), user: 'ci' });
/** Folding as soon as more than `n` are unfolded, however young they are. */
const eager = (n: number): MemoryTuning => ({ compactAfter: n, graceMs: 0 });
const never: MemoryTuning = { compactAfter: Number.MAX_SAFE_INTEGER };

/** The keys of a memory's knowledge items with their values, its gotchas and sessions, as sorted sets. */
function contents(m: ProjectMemory) {
  const items: string[] = [];
  for (const [section, v] of Object.entries(m.knowledge)) {
    if (section === 'gotchas') continue;
    if (typeof v === 'string') items.push(`${section}=${v}`);
    else for (const [name, value] of Object.entries(v)) if (name !== 'updated_at') items.push(`${section}.${name}=${String(value)}`);
  }
  return { items: items.sort(), gotchas: m.knowledge.gotchas.map((g) => g.description).sort(), sessions: m.session_history.map((h) => h.session_id).sort() };
}

async function objects(store: StorageBackend, project: string) {
  const keys = await store.list(memoryPrefix(project));
  return { changes: keys.filter((k) => k.includes('/changes/')).length, snapshots: keys.filter((k) => /\/snapshot-\d{10}\.json$/.test(k)).map((k) => Number(/(\d{10})/.exec(k)![1])) };
}

interface Volume {
  /** A new backend instance on the volume (as another process would open it). */
  open(): StorageBackend;
  /** Arguments for the child-process writer: kind, location, endpoint. */
  child(): [string, string, string];
}

let counter = 0;
function memoryStoreSuite(name: string, volume: () => Volume) {
  describe(`memory store on ${name}`, () => {
    let vol: Volume;
    let project: string;
    /** Another backend instance on this test's volume. */
    const fresh = () => vol.open();
    /** A new volume (a temp folder, removed after the test; a new S3 prefix) and project for the test. */
    const setup = () => {
      project = `proj-${++counter}`;
      vol = volume();
      return vol.open();
    };

    test('a write is read back; the view on the volume is SPEC-07.31.01 with a version; an empty project reads as empty', async () => {
      const store = setup();
      expect((await readMemory(store, project)).memory).toEqual(emptyMemory(project));
      const done = await commitChange(store, project, save('conventions.testing', 'pytest', T0), T0);
      expect(done.warnings).toEqual([]);
      const read = await readMemory(fresh(), project);
      expect(read.memory.knowledge['conventions']).toEqual({ testing: 'pytest', updated_at: iso(T0) });
      expect(read.applied.map((a) => a.id)).toEqual([done.id]);
      const view = await getJson<Record<string, unknown>>(store, memoryViewKey(project));
      expect(view).toEqual(viewDocument(read.memory));
      expect(Object.keys(view!)).toEqual(['project_id', 'last_updated', 'knowledge', 'session_history', 'version']);
    });

    test('a write whose read back fails says the change is stored, so that nobody stores it twice (found in review)', async () => {
      const hooked = new HookedVolume(setup());
      let created = false;
      hooked.before = (method) => {
        if (method === 'create') created = true;
        else if (created && method === 'list') throw new Error('the volume went away');
      };
      const err = await commitChange(hooked, project, save('conventions.testing', 'pytest', T0), T0).then(() => undefined, (e: unknown) => e);
      expect(err).toMatchObject({ code: 'IO', message: expect.stringMatching(new RegExp(`^the change is stored \\(${memoryPrefix(project)}.*\\), but the memory of ${project} could not be read back: the volume went away`)), hint: expect.stringContaining('do not repeat it') });
      expect((await readMemory(fresh(), project)).memory.knowledge['conventions']).toEqual({ testing: 'pytest', updated_at: iso(T0) });
    });

    test('16 writers at once, each with its own backend, folding after 4: every write is there, the view shows them all, the folder stays small', async () => {
      setup();
      const writes = 5;
      await Promise.all(
        Array.from({ length: 16 }, async (_, w) => {
          const store = fresh();
          for (let j = 0; j < writes; j++) {
            const change = j === 3 ? gotcha(`gotcha ${w}`) : j === 4 ? outcome(`s${w}`) : save(`w${w}.k${j}`, `v${j}`);
            const r = await commitChange(store, project, change, Date.now(), eager(4));
            expect(r.warnings).toEqual([]);
          }
        }),
      );
      const read = await readMemory(fresh(), project);
      const want = contents(applyChanges(emptyMemory(project), Array.from({ length: 16 }, (_, w) => [save(`w${w}.k0`, 'v0'), save(`w${w}.k1`, 'v1'), save(`w${w}.k2`, 'v2'), gotcha(`gotcha ${w}`), outcome(`s${w}`)]).flat()));
      expect(contents(read.memory)).toEqual(want);
      expect(want.items).toHaveLength(48);
      // The last writer to finish saw every change: the view holds them all.
      expect(contents((await getJson<ProjectMemory>(fresh(), memoryViewKey(project)))!)).toEqual(want);
      const left = await objects(fresh(), project);
      expect(left.snapshots.length).toBeGreaterThanOrEqual(1);
      expect(left.snapshots.length).toBeLessThanOrEqual(2); // the newest and the one before it
      expect(left.changes).toBeLessThan(80 / 2);
    }, 120_000);

    test('16 real processes at once (the store bundled from the source by esbuild): every write is there', async () => {
      setup();
      const [kind, location, endpoint] = vol.child();
      const results = await Promise.all(Array.from({ length: 16 }, (_, w) => runWriter([kind, location, project, `w${w}`, '3', endpoint])));
      for (const r of results) expect(r.err, r.err).toBe('');
      const m = (await readMemory(fresh(), project)).memory;
      const c = contents(m);
      expect(c.items).toHaveLength(16 * 3);
      expect(c.gotchas).toHaveLength(16 * 3);
      for (let w = 0; w < 16; w++) for (let j = 0; j < 3; j++) expect(c.items).toContain(`w${w}.k${j}=v${j}`);
      expect(contents((await getJson<ProjectMemory>(fresh(), memoryViewKey(project)))!)).toEqual(c);
      expect((await objects(fresh(), project)).snapshots.length).toBeGreaterThanOrEqual(1);
    }, 120_000);

    test('a compaction paused between its snapshot and its deletes, while others write and read: nothing lost, nothing applied twice', async () => {
      const base = setup();
      // a=1 then a=2: applying the first again after the snapshot would show a=1.
      for (const [i, c] of [save('x.a', '1', T0), save('x.a', '2', T0 + 1), gotcha('g1', T0 + 2), save('x.b', 'b', T0 + 3)].entries()) await commitChange(base, project, c, T0 + i, never);
      const compactor = new HookedVolume(fresh());
      const paused = gate();
      const resume = gate();
      compactor.before = async (method) => {
        if (method === 'delete') {
          paused.open();
          await resume.opened;
        }
      };
      const state = await readMemory(compactor, project);
      const compaction = compactMemory(compactor, project, state, T0 + 10_000, { graceMs: 0 });
      await paused.opened;
      // Meanwhile: the snapshot exists, the folded changes are still listed.
      expect(await objects(base, project)).toEqual({ changes: 4, snapshots: [1] });
      const during = await readMemory(fresh(), project);
      expect(during.memory.knowledge['x']).toMatchObject({ a: '2', b: 'b' });
      expect(during.leftovers).toHaveLength(4);
      await Promise.all([commitChange(fresh(), project, save('x.c', 'c'), Date.now(), never), commitChange(fresh(), project, gotcha('g2'), Date.now(), never)]);
      resume.open();
      expect(await compaction).toMatchObject({ generation: 1 });
      const after = await readMemory(fresh(), project);
      expect(contents(after.memory)).toEqual({ items: ['x.a=2', 'x.b=b', 'x.c=c'], gotchas: ['g1', 'g2'], sessions: [] });
      expect(after.leftovers).toEqual([]);
    });

    test('a compactor killed between its snapshot and its deletes: readers skip what it folded, the next writer deletes the leftovers, the next compaction carries on', async () => {
      const base = setup();
      for (const [i, c] of [save('x.a', '1', T0), save('x.a', '2', T0 + 1), gotcha('g', T0 + 2)].entries()) await commitChange(base, project, c, T0 + i, never);
      const dying = new CountingVolume(fresh());
      dying.fail = (method, key) => method === 'delete' && key.includes('/changes/');
      await expect(compactMemory(dying, project, await readMemory(dying, project), T0 + 10_000, { graceMs: 0 })).rejects.toThrow(/injected failure: delete/);
      const read = await readMemory(fresh(), project);
      expect(read.memory.knowledge['x']).toMatchObject({ a: '2' });
      expect(read.memory.knowledge.gotchas.map((g) => g.description)).toEqual(['g']);
      expect(read.leftovers).toHaveLength(3);
      expect(read.applied).toEqual([]);
      // The next write (which folds nothing) removes them.
      await commitChange(fresh(), project, save('x.b', 'b', T0 + 20_000), T0 + 20_000, never);
      expect(await objects(base, project)).toEqual({ changes: 1, snapshots: [1] });
      // And the next compaction builds on the snapshot.
      await commitChange(fresh(), project, save('x.a', '3', T0 + 30_000), T0 + 30_000, eager(1));
      expect(await objects(base, project)).toEqual({ changes: 0, snapshots: [1, 2] });
      expect(contents((await readMemory(fresh(), project)).memory)).toEqual({ items: ['x.a=3', 'x.b=b'], gotchas: ['g'], sessions: [] });
    });

    test('two compactors at once: one creates the snapshot, the other folds and deletes nothing', async () => {
      const base = setup();
      for (let i = 0; i < 6; i++) await commitChange(base, project, save(`x.k${i}`, `${i}`, T0 + i), T0 + i, never);
      const a = fresh();
      const b = fresh();
      const [sa, sb] = [await readMemory(a, project), await readMemory(b, project)];
      const results = await Promise.all([compactMemory(a, project, sa, T0 + 60_000, { graceMs: 0 }), compactMemory(b, project, sb, T0 + 60_000, { graceMs: 0 })]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await objects(base, project)).toEqual({ changes: 0, snapshots: [1] });
      expect(contents((await readMemory(fresh(), project)).memory).items).toEqual(['x.k0=0', 'x.k1=1', 'x.k2=2', 'x.k3=3', 'x.k4=4', 'x.k5=5']);
    });

    test('A-B-A: a compactor that paused while others folded three times creates its generation again after it was removed; it sees a newer one and deletes nothing', async () => {
      const base = setup();
      const grace = { graceMs: 60_000 };
      for (let i = 0; i < 3; i++) await addChange(base, project, save(`x.k${i}`, `${i}`, T0 + i));
      expect(await compactMemory(base, project, await readMemory(base, project), T0 + 120_000, grace)).toMatchObject({ generation: 1 });
      // A young change (10 minutes on): the others, with their clocks, will not fold it yet.
      await addChange(base, project, save('x.young', 'y', T0 + 600_000));
      const stale = await readMemory(fresh(), project);
      expect(stale.applied.map((a) => a.change)).toMatchObject([{ key: 'x.young' }]);
      // Three more compactions of older changes: generations 2, 3, 4; 1 and then 2 are removed.
      for (let g = 2; g <= 4; g++) {
        await addChange(base, project, save(`x.old${g}`, `${g}`, T0 + 200_000 + g));
        expect(await compactMemory(base, project, await readMemory(base, project), T0 + 300_000, grace)).toMatchObject({ generation: g });
      }
      expect((await objects(base, project)).snapshots).toEqual([3, 4]);
      // The paused one comes back with its clock 20 minutes on: it folds the young change into generation 2, which is free again.
      expect(await compactMemory(fresh(), project, stale, T0 + 1_200_000, grace)).toBeUndefined();
      expect((await objects(base, project)).snapshots).toEqual([2, 3, 4]);
      // Deleting what it folded would have lost x.young: generation 4 does not hold it.
      const read = await readMemory(fresh(), project);
      expect(contents(read.memory).items).toEqual(['x.k0=0', 'x.k1=1', 'x.k2=2', 'x.old2=2', 'x.old3=3', 'x.old4=4', 'x.young=y']);
      expect(read.generation).toBe(4);
      // The stray generation goes with the next compaction's clean-up.
      await addChange(base, project, save('x.z', 'z', T0 + 700_000));
      expect(await compactMemory(base, project, await readMemory(base, project), T0 + 1_200_000, grace)).toMatchObject({ generation: 5 });
      expect((await objects(base, project)).snapshots).toEqual([4, 5]);
      expect(contents((await readMemory(fresh(), project)).memory).items).toContain('x.young=y');
    });

    test('a reader whose listed changes are folded and deleted before it fetches them lists again; one that never gets a stable listing says CONFLICT', async () => {
      const base = setup();
      for (let i = 0; i < 4; i++) await commitChange(base, project, save(`x.k${i}`, `${i}`, T0 + i), T0 + i, never);
      const reader = new HookedVolume(fresh());
      let lists = 0;
      let compacted = false;
      reader.before = async (method, key) => {
        if (method === 'list') lists++;
        if (method === 'get' && key.includes('/changes/') && !compacted) {
          compacted = true;
          const other = fresh();
          expect(await compactMemory(other, project, await readMemory(other, project), T0 + 60_000, { graceMs: 0 })).toBeDefined();
        }
      };
      const read = await readMemory(reader, project);
      expect(lists).toBe(2);
      expect(read.generation).toBe(1);
      expect(contents(read.memory).items).toEqual(['x.k0=0', 'x.k1=1', 'x.k2=2', 'x.k3=3']);
      // Every fetch finds its object gone:
      const hopeless = new HookedVolume(fresh());
      const inner = hopeless.inner;
      hopeless.get = async (key) => (key.includes('/snapshot-') ? undefined : inner.get(key));
      await expect(readMemory(hopeless, project, { readAttempts: 3 })).rejects.toMatchObject({ code: 'CONFLICT', message: `the memory of ${project} kept changing while it was read (3 listings)` });
    });

    test('damaged objects: a change that cannot be read is reported and left alone (never folded); a damaged newest snapshot is INVALID_DATA naming it', async () => {
      const base = setup();
      await commitChange(base, project, save('x.a', '1', T0), T0, never);
      const badId = '01JZZZZZZZZZZZZZZZZZZZZZZZ';
      await base.put(memoryChangeKey(project, badId), '{"v":1,"op":"save","key":"__proto__","value":"x","at":"2026-01-01T00:00:00Z","user":"m"}');
      await base.put(`${memoryPrefix(project)}changes/not-a-ulid.json`, '{}');
      await base.put(`${memoryPrefix(project)}later-version-thing.json`, '{}'); // ignored: another version's
      const read = await readMemory(fresh(), project);
      expect(contents(read.memory).items).toEqual(['x.a=1']);
      expect(read.problems.map((p) => p.key)).toEqual([`${memoryPrefix(project)}changes/not-a-ulid.json`, memoryChangeKey(project, badId)]);
      expect(read.problems[1]!.error).toMatch(/"__proto__" has a character a key cannot hold/);
      // A write folds the good ones and leaves the damaged ones where they are.
      await commitChange(base, project, save('x.b', '2', T0 + 1), T0 + 10_000, eager(0));
      expect(await base.get(memoryChangeKey(project, badId))).toBeDefined();
      expect((await readMemory(fresh(), project)).problems).toHaveLength(2);
      await base.put(memorySnapshotKey(project, 1), '{"v":1,"generation":1,"project_id":"someone-else","folded":[],"memory":{}}');
      const err = await readMemory(fresh(), project).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(CheckpointError);
      expect(err).toMatchObject({ code: 'INVALID_DATA', message: `${base.location}/${memorySnapshotKey(project, 1)}: it is generation 1 of "someone-else", not 1 of ${project}` });
    });

    test('what it costs: a read is one listing, the snapshot and one GET per unfolded change; a write adds a create, a view put and a listing', async () => {
      const counting = new CountingVolume(setup());
      for (let i = 0; i < 45; i++) await commitChange(counting, project, save(`x.k${i}`, `${i}`, T0 + i), T0 + 10_000, eager(20));
      counting.reset();
      const read = await readMemory(counting, project);
      expect(read.generation).toBeGreaterThanOrEqual(2);
      const unfolded = read.applied.length;
      expect(unfolded).toBeLessThanOrEqual(20);
      expect(counting.of('list')).toHaveLength(1);
      expect(counting.of('get')).toHaveLength(1 + unfolded);
      counting.reset();
      await commitChange(counting, project, save('x.last', 'l', T0 + 99), T0 + 10_000, never);
      expect(counting.calls.map((c) => c.method).filter((m) => m !== 'get')).toEqual(['create', 'list', 'put', 'list']);
      expect(counting.of('get')).toHaveLength(1 + unfolded + 1);
    });
  });
}

/** Bundles a writer script (the store and both backends, from the source) into a temp folder: a separate process per writer, no dist/ needed. */
let writerScript: Promise<string> | undefined;
const writerDir = mkdtempSync(join(tmpdir(), 'pai-memory-writer-'));
afterAll(() => rmSync(writerDir, { recursive: true, force: true }));
function bundledWriter(): Promise<string> {
  writerScript ??= (async () => {
    const out = join(writerDir, 'writer.mjs');
    const contents = `
import { commitChange } from './src/domain/memory/store.ts';
import { LocalVolume } from './src/storage/local.ts';
import { S3Volume } from './src/storage/s3.ts';
const [kind, location, project, who, n, endpoint] = process.argv.slice(2);
const store = kind === 's3' ? new S3Volume({ url: location, endpoint, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }) : new LocalVolume(location);
for (let j = 0; j < Number(n); j++) {
  for (const [key, value] of [[who + '.k' + j, 'v' + j], ['gotchas', 'gotcha ' + who + ' ' + j]]) {
    const r = await commitChange(store, project, { v: 1, op: 'save', key, value, at: new Date().toISOString(), user: who }, Date.now(), { compactAfter: 6, graceMs: 0 });
    if (r.warnings.length) process.stderr.write(r.warnings.join('\\n'));
  }
}
`;
    await build({ stdin: { contents, resolveDir: ROOT, sourcefile: 'memory-writer.ts', loader: 'ts' }, bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: out, logLevel: 'silent', banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" } });
    return out;
  })();
  return writerScript;
}

function runWriter(args: string[]): Promise<{ code: number; err: string }> {
  return bundledWriter().then(
    (script) =>
      new Promise((done) => {
        execFile(process.execPath, [script, ...args], { encoding: 'utf8', timeout: 60_000 }, (err, _out, errOut) => done({ code: err ? 1 : 0, err: errOut || (err ? String(err) : '') }));
      }),
  );
}

const s3 = useS3();

memoryStoreSuite('a folder', () => {
  const dir = join(tempDir('pai-memory-vol-'), 'volume');
  return { open: () => new LocalVolume(dir), child: () => ['local', dir, ''] };
});

memoryStoreSuite('S3 (s3rver)', () => {
  const url = `s3://vol/memory-${++counter}`;
  return { open: () => new S3Volume({ url, endpoint: s3.endpoint, credentials: S3_CREDENTIALS }), child: () => ['s3', url, s3.endpoint] };
});

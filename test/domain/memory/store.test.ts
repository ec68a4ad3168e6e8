/**
 * The memory store (domain/memory/store.ts) on a folder and on S3 (s3rver): the same cases for
 * both, each opened with the user's keys as the app opens them (the folder with a signing key, S3
 * with a volume key: encrypted, signed with the key derived from it). "Never lose a write" is shown
 * by writers that each have their own backend instance (as separate processes have), by real child
 * processes, and by interleavings forced at the exact request where they matter: a compaction paused
 * between its snapshot and its deletes, killed there, two compactors at once, a compactor that
 * creates a generation already removed (A-B-A), a reader whose listed objects vanish. "Nobody
 * without the key" (issue 32) by objects planted on the volume as someone who can write it, and
 * memory written before signing, taken in on the user's word.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { build } from 'esbuild';
import { afterAll, describe, expect, test } from 'vitest';
import { CheckpointError } from '../../../src/core/errors.js';
import { newCheckpointId } from '../../../src/core/ids.js';
import { type Config } from '../../../src/core/config.js';
import { parseKey, signingKey } from '../../../src/core/secrets.js';
import { applyChanges, emptyMemory, type MemoryChange, type ProjectMemory } from '../../../src/domain/memory/model.js';
import {
  addChange,
  adoptUnsigned,
  commitChange,
  compactMemory,
  readMemory,
  readMemoryWithUnsigned,
  viewDocument,
  type MemoryTuning,
} from '../../../src/domain/memory/store.js';
import { signedFor, untrusted } from '../../../src/domain/volume/signing.js';
import { getJson, type LevelListing, type PutResult, type StorageBackend } from '../../../src/storage/backend.js';
import { memoryChangeKey, memoryPrefix, memorySnapshotKey, memoryViewKey } from '../../../src/storage/layout.js';
import { LocalVolume } from '../../../src/storage/local.js';
import { keyringFor } from '../../../src/storage/open.js';
import { S3Volume } from '../../../src/storage/s3.js';
import { SealedVolume } from '../../../src/storage/sealed.js';
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
const save = (key: string, value: string, atMs = Date.now(), user = 'ann'): MemoryChange => ({
  v: 1,
  op: 'save',
  key,
  value,
  at: iso(atMs),
  user,
});
const gotcha = (text: string, atMs = Date.now()): MemoryChange => ({
  v: 1,
  op: 'save',
  key: 'gotchas',
  value: text,
  at: iso(atMs),
  user: 'ann',
});
const outcome = (session: string, atMs = Date.now()): MemoryChange => ({
  v: 1,
  op: 'history',
  session_id: session,
  summary: `did ${session}`,
  outcome: 'approved',
  at: iso(atMs),
  user: 'ci',
});
/** Folding as soon as more than `n` are unfolded, however young they are. */
const eager = (n: number): MemoryTuning => ({ compactAfter: n, graceMs: 0 });
const never: MemoryTuning = { compactAfter: Number.MAX_SAFE_INTEGER };

/** The keys of a memory's knowledge items with their values, its gotchas and sessions, as sorted sets. */
function contents(m: ProjectMemory) {
  const items: string[] = [];
  for (const [section, v] of Object.entries(m.knowledge)) {
    if (section === 'gotchas') continue;
    if (typeof v === 'string') items.push(`${section}=${v}`);
    else
      for (const [name, value] of Object.entries(v))
        if (name !== 'updated_at') items.push(`${section}.${name}=${String(value)}`);
  }
  return {
    items: items.sort(),
    gotchas: m.knowledge.gotchas.map((g) => g.description).sort(),
    sessions: m.session_history.map((h) => h.session_id).sort(),
  };
}

async function objects(store: StorageBackend, project: string) {
  const keys = await store.list(memoryPrefix(project));
  return {
    changes: keys.filter((k) => k.includes('/changes/')).length,
    snapshots: keys.filter((k) => /\/snapshot-\d{10}\.json$/.test(k)).map((k) => Number(/(\d{10})/.exec(k)![1])),
  };
}

interface Volume {
  /** A new backend instance on the volume, without keys: what someone who can write the volume has (and a library use). */
  raw(): StorageBackend;
  /** The user's keys: a signing key (the folder) or a volume key (S3). */
  keys: Config['keys'];
  /** Arguments for the child-process writer: kind, location, endpoint, key (the signing key's file, or the volume key). */
  child(): [string, string, string, string];
}

/** `inner` opened with `keys`, as the app opens a volume (storage/open.ts). */
const keyed = (inner: StorageBackend, keys: Config['keys']) => new SealedVolume(inner, keyringFor(keys));
/** `inner` as pai-checkpoint opened it before memory was signed: encrypted with the volume key when one is set, never signed. */
const unsigning = (inner: StorageBackend, keys: Config['keys']) => {
  const e = keys.encryption && 'text' in keys.encryption ? parseKey(keys.encryption.text, 'test') : undefined;
  return new SealedVolume(inner, {
    encryption: () => e,
    signing: () => undefined,
    verifying: () => undefined,
    signingPath: keys.signingFile,
  });
};

let counter = 0;
function memoryStoreSuite(name: string, volume: () => Volume) {
  describe(`memory store on ${name}`, () => {
    let vol: Volume;
    let project: string;
    /** Another backend instance on this test's volume, with the user's keys; over `inner` when given (a hooked or counting one). */
    const fresh = (inner?: StorageBackend) => keyed(inner ?? vol.raw(), vol.keys);
    /** A new volume (a temp folder, removed after the test; a new S3 prefix) and project for the test. */
    const setup = () => {
      project = `proj-${++counter}`;
      vol = volume();
      return fresh();
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
      expect(view).toEqual({ ...viewDocument(read.memory), signature: expect.any(Object) });
      expect(Object.keys(view!)).toEqual([
        'project_id',
        'last_updated',
        'knowledge',
        'session_history',
        'version',
        'signature',
      ]);
      expect(untrusted(store, view, 'memory view')).toBeUndefined();
    });

    test('a write whose read back fails says the change is stored, so that nobody stores it twice (found in review)', async () => {
      setup();
      const hooked = new HookedVolume(vol.raw());
      let created = false;
      hooked.before = (method) => {
        if (method === 'create') created = true;
        else if (created && method === 'list') throw new Error('the volume went away');
      };
      const err = await commitChange(fresh(hooked), project, save('conventions.testing', 'pytest', T0), T0).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toMatchObject({
        code: 'IO',
        message: expect.stringMatching(
          new RegExp(
            `^the change is stored \\(${memoryPrefix(project)}.*\\), but the memory of ${project} could not be read back: the volume went away`,
          ),
        ),
        hint: expect.stringContaining('do not repeat it'),
      });
      expect((await readMemory(fresh(), project)).memory.knowledge['conventions']).toEqual({
        testing: 'pytest',
        updated_at: iso(T0),
      });
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
      const want = contents(
        applyChanges(
          emptyMemory(project),
          Array.from({ length: 16 }, (_, w) => [
            save(`w${w}.k0`, 'v0'),
            save(`w${w}.k1`, 'v1'),
            save(`w${w}.k2`, 'v2'),
            gotcha(`gotcha ${w}`),
            outcome(`s${w}`),
          ]).flat(),
        ),
      );
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
      const [kind, location, endpoint, key] = vol.child();
      const results = await Promise.all(
        Array.from({ length: 16 }, (_, w) => runWriter([kind, location, project, `w${w}`, '3', endpoint, key])),
      );
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
      for (const [i, c] of [
        save('x.a', '1', T0),
        save('x.a', '2', T0 + 1),
        gotcha('g1', T0 + 2),
        save('x.b', 'b', T0 + 3),
      ].entries())
        await commitChange(base, project, c, T0 + i, never);
      const hooked = new HookedVolume(vol.raw());
      const compactor = fresh(hooked);
      const paused = gate();
      const resume = gate();
      hooked.before = async (method) => {
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
      await Promise.all([
        commitChange(fresh(), project, save('x.c', 'c'), Date.now(), never),
        commitChange(fresh(), project, gotcha('g2'), Date.now(), never),
      ]);
      resume.open();
      expect(await compaction).toMatchObject({ generation: 1 });
      const after = await readMemory(fresh(), project);
      expect(contents(after.memory)).toEqual({
        items: ['x.a=2', 'x.b=b', 'x.c=c'],
        gotchas: ['g1', 'g2'],
        sessions: [],
      });
      expect(after.leftovers).toEqual([]);
    });

    test('a compactor killed between its snapshot and its deletes: readers skip what it folded, the next writer deletes the leftovers, the next compaction carries on', async () => {
      const base = setup();
      for (const [i, c] of [save('x.a', '1', T0), save('x.a', '2', T0 + 1), gotcha('g', T0 + 2)].entries())
        await commitChange(base, project, c, T0 + i, never);
      const counting = new CountingVolume(vol.raw());
      counting.fail = (method, key) => method === 'delete' && key.includes('/changes/');
      const dying = fresh(counting);
      await expect(
        compactMemory(dying, project, await readMemory(dying, project), T0 + 10_000, { graceMs: 0 }),
      ).rejects.toThrow(/injected failure: delete/);
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
      expect(contents((await readMemory(fresh(), project)).memory)).toEqual({
        items: ['x.a=3', 'x.b=b'],
        gotchas: ['g'],
        sessions: [],
      });
    });

    test('two compactors at once: one creates the snapshot, the other folds and deletes nothing', async () => {
      const base = setup();
      for (let i = 0; i < 6; i++) await commitChange(base, project, save(`x.k${i}`, `${i}`, T0 + i), T0 + i, never);
      const a = fresh();
      const b = fresh();
      const [sa, sb] = [await readMemory(a, project), await readMemory(b, project)];
      const results = await Promise.all([
        compactMemory(a, project, sa, T0 + 60_000, { graceMs: 0 }),
        compactMemory(b, project, sb, T0 + 60_000, { graceMs: 0 }),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await objects(base, project)).toEqual({ changes: 0, snapshots: [1] });
      expect(contents((await readMemory(fresh(), project)).memory).items).toEqual([
        'x.k0=0',
        'x.k1=1',
        'x.k2=2',
        'x.k3=3',
        'x.k4=4',
        'x.k5=5',
      ]);
    });

    test('A-B-A: a compactor that paused while others folded three times creates its generation again after it was removed; it sees a newer one and deletes nothing', async () => {
      const base = setup();
      const grace = { graceMs: 60_000 };
      for (let i = 0; i < 3; i++) await addChange(base, project, save(`x.k${i}`, `${i}`, T0 + i));
      expect(await compactMemory(base, project, await readMemory(base, project), T0 + 120_000, grace)).toMatchObject({
        generation: 1,
      });
      // A young change (10 minutes on): the others, with their clocks, will not fold it yet.
      await addChange(base, project, save('x.young', 'y', T0 + 600_000));
      const stale = await readMemory(fresh(), project);
      expect(stale.applied.map((a) => a.change)).toMatchObject([{ key: 'x.young' }]);
      // Three more compactions of older changes: generations 2, 3, 4; 1 and then 2 are removed.
      for (let g = 2; g <= 4; g++) {
        await addChange(base, project, save(`x.old${g}`, `${g}`, T0 + 200_000 + g));
        expect(await compactMemory(base, project, await readMemory(base, project), T0 + 300_000, grace)).toMatchObject({
          generation: g,
        });
      }
      expect((await objects(base, project)).snapshots).toEqual([3, 4]);
      // The paused one comes back with its clock 20 minutes on: it folds the young change into generation 2, which is free again.
      expect(await compactMemory(fresh(), project, stale, T0 + 1_200_000, grace)).toBeUndefined();
      expect((await objects(base, project)).snapshots).toEqual([2, 3, 4]);
      // Deleting what it folded would have lost x.young: generation 4 does not hold it.
      const read = await readMemory(fresh(), project);
      expect(contents(read.memory).items).toEqual([
        'x.k0=0',
        'x.k1=1',
        'x.k2=2',
        'x.old2=2',
        'x.old3=3',
        'x.old4=4',
        'x.young=y',
      ]);
      expect(read.generation).toBe(4);
      // The stray generation goes with the next compaction's clean-up.
      await addChange(base, project, save('x.z', 'z', T0 + 700_000));
      expect(await compactMemory(base, project, await readMemory(base, project), T0 + 1_200_000, grace)).toMatchObject({
        generation: 5,
      });
      expect((await objects(base, project)).snapshots).toEqual([4, 5]);
      expect(contents((await readMemory(fresh(), project)).memory).items).toContain('x.young=y');
    });

    test('a reader whose listed changes are folded and deleted before it fetches them lists again; one that never gets a stable listing says CONFLICT', async () => {
      const base = setup();
      for (let i = 0; i < 4; i++) await commitChange(base, project, save(`x.k${i}`, `${i}`, T0 + i), T0 + i, never);
      const hooked = new HookedVolume(vol.raw());
      const reader = fresh(hooked);
      let lists = 0;
      let compacted = false;
      hooked.before = async (method, key) => {
        if (method === 'list') lists++;
        if (method === 'get' && key.includes('/changes/') && !compacted) {
          compacted = true;
          const other = fresh();
          expect(
            await compactMemory(other, project, await readMemory(other, project), T0 + 60_000, { graceMs: 0 }),
          ).toBeDefined();
        }
      };
      const read = await readMemory(reader, project);
      expect(lists).toBe(2);
      expect(read.generation).toBe(1);
      expect(contents(read.memory).items).toEqual(['x.k0=0', 'x.k1=1', 'x.k2=2', 'x.k3=3']);
      // Every fetch finds its object gone:
      const hopeless = new HookedVolume(vol.raw());
      const inner = hopeless.inner;
      hopeless.get = async (key) => (key.includes('/snapshot-') ? undefined : inner.get(key));
      await expect(readMemory(fresh(hopeless), project, { readAttempts: 3 })).rejects.toMatchObject({
        code: 'CONFLICT',
        message: `the memory of ${project} kept changing while it was read (3 listings)`,
      });
    });

    test('damaged objects: a change that cannot be read is reported and left alone (never folded); a snapshot replaced without the key is passed over, reported; a signed one that is damaged is INVALID_DATA naming it', async () => {
      const base = setup();
      await commitChange(base, project, save('x.a', '1', T0), T0, never);
      const badId = '01JZZZZZZZZZZZZZZZZZZZZZZZ';
      await base.put(
        memoryChangeKey(project, badId),
        '{"v":1,"op":"save","key":"__proto__","value":"x","at":"2026-01-01T00:00:00Z","user":"m"}',
      );
      await base.put(`${memoryPrefix(project)}changes/not-a-ulid.json`, '{}');
      await base.put(`${memoryPrefix(project)}later-version-thing.json`, '{}'); // ignored: another version's
      const read = await readMemory(fresh(), project);
      expect(contents(read.memory).items).toEqual(['x.a=1']);
      expect(read.problems.map((p) => p.key)).toEqual([
        `${memoryPrefix(project)}changes/not-a-ulid.json`,
        memoryChangeKey(project, badId),
      ]);
      expect(read.problems[1]!.error).toMatch(/"__proto__" has a character a key cannot hold/);
      // A write folds the good ones and leaves the damaged ones where they are.
      await commitChange(base, project, save('x.b', '2', T0 + 1), T0 + 10_000, eager(0));
      expect(await base.get(memoryChangeKey(project, badId))).toBeDefined();
      expect((await readMemory(fresh(), project)).problems).toHaveLength(2);
      // Replaced by someone without the key (unsigned, or not even JSON): passed over, as if deleted (what it folded is gone), and named.
      for (const [planted, why] of [
        [
          '{"v":1,"generation":1,"project_id":"someone-else","folded":[],"memory":{}}',
          `it is generation 1 of "someone-else", not 1 of ${project}`,
        ],
        ['not JSON', 'invalid JSON'],
      ]) {
        await vol.raw().put(memorySnapshotKey(project, 1), planted!);
        const r = await readMemory(fresh(), project);
        expect(r.memory).toEqual(emptyMemory(project));
        expect(r.problems.find((p) => p.key === memorySnapshotKey(project, 1))?.error).toContain(why);
      }
      // Signed, yet damaged (only the key signs: a bug, not a stranger): INVALID_DATA naming it.
      await base.put(
        memorySnapshotKey(project, 1),
        JSON.stringify(signedFor(base, { v: 1, generation: 1, project_id: project, folded: [], memory: {} }, true)),
      );
      const err = await readMemory(fresh(), project).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(CheckpointError);
      expect(err).toMatchObject({
        code: 'INVALID_DATA',
        message: `${base.location}/${memorySnapshotKey(project, 1)}: not a project memory (no "project_id")`,
      });
    });

    test('what someone without the key writes is never applied: an unsigned change, an unsigned snapshot above the newest, a change edited after signing, a change of another key, a signed change copied from another project or renamed; each reported by name; writes go on above them', async () => {
      const store = setup();
      const raw = vol.raw();
      const key = (id: string) => memoryChangeKey(project, id);
      const change = async (k: string) =>
        JSON.parse((await store.get(key(k)))!.toString('utf8')) as Record<string, unknown>;
      await commitChange(store, project, save('x.a', 'mine', T0), T0, never);
      const edited = await addChange(store, project, save('x.e', 'as signed', T0 + 1));
      const mine = (await readMemory(store, project)).applied[0]!.id;
      // Plain objects, as anyone who can write the volume puts them (on S3, unencrypted although a key is set: read as they are).
      const unsigned = newCheckpointId(T0 + 2);
      await raw.put(
        key(unsigned),
        JSON.stringify({ ...gotcha('PLANTED change', T0 + 2), project_id: project, id: unsigned }),
      );
      await raw.put(
        memorySnapshotKey(project, 7),
        JSON.stringify({
          v: 1,
          project_id: project,
          generation: 7,
          folded: [mine],
          memory: {
            ...emptyMemory(project),
            knowledge: { gotchas: [{ description: 'PLANTED snapshot', added_at: iso(T0) }] },
          },
        }),
      );
      await raw.put(key(edited), JSON.stringify({ ...(await change(edited)), value: 'EDITED after signing' }));
      const otherKey = newCheckpointId(T0 + 3);
      await raw.put(
        key(otherKey),
        JSON.stringify(
          signedFor(
            keyed(raw, { signingFile: join(tempDir(), 'other.key') }),
            { ...save('x.o', 'OTHER key', T0 + 3), project_id: project, id: otherKey },
            true,
          ),
        ),
      );
      const elsewhere = await addChange(store, `${project}-other`, save('x.c', 'COPIED from another project', T0 + 4));
      const copied = newCheckpointId(T0 + 4);
      await raw.put(key(copied), (await raw.get(memoryChangeKey(`${project}-other`, elsewhere)))!);
      const renamed = newCheckpointId(T0 + 5);
      await raw.put(key(renamed), (await raw.get(key(mine)))!);

      const read = await readMemory(fresh(), project);
      expect(contents(read.memory)).toEqual({ items: ['x.a=mine'], gotchas: [], sessions: [] });
      expect(read.generation).toBe(0);
      const why = Object.fromEntries(read.problems.map((p) => [p.key, p.error]));
      expect(Object.keys(why).sort()).toEqual(
        [memorySnapshotKey(project, 7), ...[unsigned, edited, otherKey, copied, renamed].map(key)].sort(),
      );
      expect(why[key(unsigned)]).toMatch(
        /^not signed .*: never given to a session; if you wrote it before memory was signed, `pai-checkpoint memory adopt` takes it in$/,
      );
      expect(why[memorySnapshotKey(project, 7)]).toMatch(/^not signed /);
      expect(why[key(edited)]).toBe(
        'its signature does not match: the memory change was changed after it was signed: never given to a session',
      );
      expect(why[key(otherKey)]).toMatch(
        /^signed with the signing key [0-9a-f]{16}, which this machine does not have .*; put the signing key/,
      );
      expect(why[key(copied)]).toBe(
        `signed for another place (its project_id is "${project}-other", not "${project}"): copied or renamed on the volume`,
      );
      expect(why[key(renamed)]).toBe(
        `signed for another place (its id is "${mine}", not "${renamed}"): copied or renamed on the volume`,
      );
      expect(
        read.problems
          .filter((p) => p.unsigned)
          .map((p) => p.key)
          .sort(),
      ).toEqual([memorySnapshotKey(project, 7), key(unsigned)].sort());

      // A write folds what is signed into the generation above the planted one, and deletes none of them.
      await commitChange(store, project, save('x.b', 'b', T0 + 6), T0 + 60_000, eager(0));
      const after = await readMemory(fresh(), project);
      expect(after.generation).toBe(8);
      expect(contents(after.memory)).toEqual({ items: ['x.a=mine', 'x.b=b'], gotchas: [], sessions: [] });
      expect(after.problems.map((p) => p.key).sort()).toEqual(
        [unsigned, edited, otherKey, copied, renamed].map(key).sort(),
      );
      expect(
        contents(
          (await getJson<ProjectMemory>(raw, memoryViewKey(project)).catch(() => undefined)) ??
            (await getJson<ProjectMemory>(store, memoryViewKey(project)))!,
        ),
      ).toEqual(contents(after.memory));
    });

    test('memory written before signing: left out, kept by compactions, taken in on the user`s word under the signed memory (which wins); a signature that fails is never taken', async () => {
      const store = setup();
      // As the code before signing wrote it (it checked nothing): snapshots (generations 2 and 3) and a change on top;
      // encrypted with the volume key when one is set.
      const old = vol.raw();
      for (const [i, c] of [
        save('x.a', 'old a', T0),
        gotcha('old gotcha', T0 + 1),
        save('x.b', 'old b', T0 + 2),
      ].entries())
        await commitChange(old, project, c, T0 + 60_000 + i, eager(0));
      await commitChange(old, project, save('x.c', 'old c', T0 + 3), T0 + 60_000, never);
      expect(await objects(old, project)).toMatchObject({ changes: 1, snapshots: [2, 3] });
      expect(contents((await readMemory(old, project)).memory).items).toEqual(['x.a=old a', 'x.b=old b', 'x.c=old c']);
      for (const k of await old.list(memoryPrefix(project))) await unsigning(old, vol.keys).put(k, (await old.get(k))!);
      // Read with the keys: none of it.
      const before = await readMemory(store, project);
      expect(before.memory).toEqual(emptyMemory(project));
      const oldChange = (await old.list(memoryPrefix(project))).find((k) => k.includes('/changes/'))!;
      expect(before.problems.map((p) => [p.key, p.unsigned])).toEqual([
        [memorySnapshotKey(project, 3), true],
        [memorySnapshotKey(project, 2), true],
        [oldChange, true],
      ]);
      // Signed writes meanwhile, with two compactions: the old snapshots are kept (nothing else reads them).
      await commitChange(store, project, save('x.a', 'new a', T0 + 100), T0 + 200_000, eager(0));
      await commitChange(store, project, save('x.d', 'new d', T0 + 101), T0 + 200_000, eager(0));
      const forged = await addChange(store, project, save('x.f', 'as signed', T0 + 102));
      await vol.raw().put(
        memoryChangeKey(project, forged),
        JSON.stringify({
          ...JSON.parse((await store.get(memoryChangeKey(project, forged)))!.toString('utf8')),
          value: 'FORGED',
        }),
      );
      expect((await objects(store, project)).snapshots).toEqual([2, 3, 4, 5]);
      expect(contents((await readMemoryWithUnsigned(store, project)).memory).items).toEqual([
        'x.a=new a',
        'x.b=old b',
        'x.c=old c',
        'x.d=new d',
      ]);

      const adopted = await adoptUnsigned(store, project, T0 + 300_000);
      expect(adopted!.keys).toHaveLength(3);
      expect(adopted!.warnings).toEqual([]);
      const after = await readMemory(fresh(), project);
      expect(contents(after.memory)).toEqual({
        items: ['x.a=new a', 'x.b=old b', 'x.c=old c', 'x.d=new d'],
        gotchas: ['old gotcha'],
        sessions: [],
      });
      expect(after.memory.knowledge.gotchas[0]!.added_at).toBe(iso(T0 + 1));
      expect(after.problems.map((p) => p.key)).toEqual([memoryChangeKey(project, forged)]);
      // The unsigned objects are gone; the forged change stays where it is, never taken.
      expect(await objects(store, project)).toEqual({ changes: 1, snapshots: [5, 6] });
      expect(await adoptUnsigned(store, project, T0 + 400_000)).toBeUndefined();
    });

    test('taking memory written before signing in while 8 writers write and fold: every write is there, and all of what was taken in', async () => {
      setup();
      const old = vol.raw();
      for (let i = 0; i < 3; i++)
        await commitChange(old, project, save(`old.k${i}`, 'o', T0 + i), T0 + 60_000, eager(1));
      await commitChange(old, project, gotcha('old gotcha', T0 + 9), T0 + 60_000, never);
      for (const k of await old.list(memoryPrefix(project))) await unsigning(old, vol.keys).put(k, (await old.get(k))!);
      const [adopted] = await Promise.all([
        adoptUnsigned(fresh(), project, Date.now(), { readAttempts: 100 }),
        ...Array.from({ length: 8 }, async (_, w) => {
          const store = fresh();
          for (let j = 0; j < 4; j++)
            expect(
              (await commitChange(store, project, save(`w${w}.k${j}`, `v${j}`), Date.now(), eager(3))).warnings,
            ).toEqual([]);
        }),
      ]);
      expect(adopted!.keys.length).toBeGreaterThanOrEqual(2);
      const read = await readMemory(fresh(), project);
      const c = contents(read.memory);
      expect(c.items).toHaveLength(3 + 8 * 4);
      for (let i = 0; i < 3; i++) expect(c.items).toContain(`old.k${i}=o`);
      for (let w = 0; w < 8; w++) for (let j = 0; j < 4; j++) expect(c.items).toContain(`w${w}.k${j}=v${j}`);
      expect(c.gotchas).toEqual(['old gotcha']);
      expect(read.problems).toEqual([]);
    }, 120_000);

    test('what it costs: a read is one listing, the snapshot and one GET per unfolded change; a write adds a create, a view put and a listing', async () => {
      setup();
      const counting = new CountingVolume(vol.raw());
      const store = fresh(counting);
      for (let i = 0; i < 45; i++)
        await commitChange(store, project, save(`x.k${i}`, `${i}`, T0 + i), T0 + 10_000, eager(20));
      counting.reset();
      const read = await readMemory(store, project);
      expect(read.generation).toBeGreaterThanOrEqual(2);
      const unfolded = read.applied.length;
      expect(unfolded).toBeLessThanOrEqual(20);
      expect(counting.of('list')).toHaveLength(1);
      expect(counting.of('get')).toHaveLength(1 + unfolded);
      counting.reset();
      await commitChange(store, project, save('x.last', 'l', T0 + 99), T0 + 10_000, never);
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
import { keyringFor } from './src/storage/open.ts';
import { S3Volume } from './src/storage/s3.ts';
import { SealedVolume } from './src/storage/sealed.ts';
const [kind, location, project, who, n, endpoint, key] = process.argv.slice(2);
const inner = kind === 's3' ? new S3Volume({ url: location, endpoint, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }) : new LocalVolume(location);
const keys = kind === 's3' ? { encryption: { text: key, source: 'test' }, signingFile: '/nonexistent/pai/signing.key' } : { signingFile: key };
const store = new SealedVolume(inner, keyringFor(keys));
for (let j = 0; j < Number(n); j++) {
  for (const [key, value] of [[who + '.k' + j, 'v' + j], ['gotchas', 'gotcha ' + who + ' ' + j]]) {
    const r = await commitChange(store, project, { v: 1, op: 'save', key, value, at: new Date().toISOString(), user: who }, Date.now(), { compactAfter: 6, graceMs: 0 });
    if (r.warnings.length) process.stderr.write(r.warnings.join('\\n'));
  }
}
`;
    await build({
      stdin: { contents, resolveDir: ROOT, sourcefile: 'memory-writer.ts', loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: out,
      logLevel: 'silent',
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    });
    return out;
  })();
  return writerScript;
}

function runWriter(args: string[]): Promise<{ code: number; err: string }> {
  return bundledWriter().then(
    (script) =>
      new Promise((done) => {
        execFile(process.execPath, [script, ...args], { encoding: 'utf8', timeout: 60_000 }, (err, _out, errOut) =>
          done({ code: err ? 1 : 0, err: errOut || (err ? String(err) : '') }),
        );
      }),
  );
}

const s3 = useS3();

memoryStoreSuite('a folder (a signing key)', () => {
  const home = tempDir('pai-memory-vol-');
  const dir = join(home, 'volume');
  const keys = { signingFile: join(home, 'signing.key') };
  signingKey(keys.signingFile, true); // the user's key, made once before any writer starts
  return { raw: () => new LocalVolume(dir), keys, child: () => ['local', dir, '', keys.signingFile] };
});

memoryStoreSuite('S3 (s3rver; a volume key)', () => {
  const url = `s3://vol/memory-${++counter}`;
  const key = randomBytes(32).toString('hex');
  const keys = {
    encryption: { text: key, source: 'test' },
    signingFile: join(tempDir('pai-memory-keys-'), 'signing.key'),
  };
  return {
    raw: () => new S3Volume({ url, endpoint: s3.endpoint, credentials: S3_CREDENTIALS }),
    keys,
    child: () => ['s3', url, s3.endpoint, key],
  };
});

test('a volume opened without keys (library use) signs nothing and checks nothing: a plain change is applied, a damaged one left out, a damaged newest snapshot is INVALID_DATA', async () => {
  const dir = join(tempDir('pai-memory-bare-'), 'volume');
  const store = new LocalVolume(dir);
  const project = 'bare';
  const { id } = await commitChange(store, project, save('x.a', '1', T0), T0, never);
  expect(JSON.parse((await store.get(memoryChangeKey(project, id)))!.toString('utf8')).signature).toBeUndefined();
  expect((await getJson<Record<string, unknown>>(store, memoryViewKey(project)))!['signature']).toBeUndefined();
  const plain = newCheckpointId(T0 + 1);
  await store.put(memoryChangeKey(project, plain), JSON.stringify(save('x.b', 'plain', T0 + 1)));
  const damaged = newCheckpointId(T0 + 2);
  await store.put(memoryChangeKey(project, damaged), 'not JSON');
  const read = await readMemory(store, project);
  expect(contents(read.memory).items).toEqual(['x.a=1', 'x.b=plain']);
  expect(read.problems).toEqual([
    { key: memoryChangeKey(project, damaged), error: expect.stringContaining('invalid JSON') },
  ]);
  await store.put(
    memorySnapshotKey(project, 1),
    '{"v":1,"generation":1,"project_id":"someone-else","folded":[],"memory":{}}',
  );
  await expect(readMemory(store, project)).rejects.toMatchObject({
    code: 'INVALID_DATA',
    message: `${store.location}/${memorySnapshotKey(project, 1)}: it is generation 1 of "someone-else", not 1 of ${project}`,
  });
});

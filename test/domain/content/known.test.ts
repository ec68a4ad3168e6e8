// The local copy of the volume's index (domain/content/known.ts): what a capture reads of the
// volume's index, and that its answers are the volume's own, on a real local volume.
import { createHash } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { KnownBlobs } from '../../../src/domain/content/known.js';
import { loadContentIndex, putIndexDoc } from '../../../src/domain/content/repo.js';
import type { PackRecord } from '../../../src/domain/content/format.js';
import { LocalVolume } from '../../../src/storage/local.js';
import { tempDir } from '../../helpers.js';
import { CountingVolume } from '../../storage/counting.js';

const id = (s: string) => createHash('sha256').update(s).digest('hex');
const pack = (name: string, blobs: string[]): PackRecord => ({
  id: id(`pack ${name}`),
  size: 10,
  raw: blobs.length,
  blobs: blobs.map((b, i) => [id(b), i, 1]),
});

function setup() {
  const dir = tempDir('pai-known-');
  const store = new CountingVolume(new LocalVolume(join(dir, 'vol')));
  return { dir, store, state: join(dir, 'state') };
}

describe('the local copy of the volume index (KnownBlobs)', () => {
  test('answers as the volume index does for every id, present or not (the sorted search at its edges too)', async () => {
    const { store, state } = setup();
    const names = Array.from({ length: 500 }, (_, i) => `blob ${i}`);
    await putIndexDoc(store, [pack('a', names.slice(0, 300)), pack('b', names.slice(300))]);
    const known = await KnownBlobs.load(store, state);
    const index = await loadContentIndex(store);
    const sorted = [...index.ids()].sort();
    const probes = [
      ...names.map(id),
      ...Array.from({ length: 500 }, (_, i) => id(`absent ${i}`)),
      '0'.repeat(64),
      'f'.repeat(64),
      sorted[0]!,
      sorted.at(-1)!,
      'not hex',
    ];
    for (const p of probes) expect(known.has(p), p).toBe(index.has(p));
    expect(new Set(known.ids())).toEqual(new Set(index.ids()));
    // Loaded again: from the copy, with the same answers.
    const again = await KnownBlobs.load(store, state);
    for (const p of probes) expect(again.has(p), p).toBe(index.has(p));
    expect(again.files).toEqual(index.files);
  });

  test('a capture reads only the index files added since (another session`s); what it stores itself is remembered; after a collection merged the index the copy is built again', async () => {
    const { store, state } = setup();
    const first = await putIndexDoc(store, [pack('1', ['x', 'y'])]);
    await KnownBlobs.load(store, state);
    const other = await putIndexDoc(store, [pack('2', ['z'])]); // another session's capture
    store.reset();
    const known = await KnownBlobs.load(store, state);
    expect(store.of('get').map((c) => c.key)).toEqual([other.key]);
    expect([known.has(id('x')), known.has(id('z')), known.has(id('w'))]).toEqual([true, true, false]);
    // This capture's own index file: remembered, never read back.
    const mine = pack('3', ['w']);
    const own = await putIndexDoc(store, [mine]);
    known.remember(own.key, [mine]);
    store.reset();
    const next = await KnownBlobs.load(store, state);
    expect(store.of('get')).toEqual([]);
    expect(next.has(id('w'))).toBe(true);
    expect(next.files).toEqual([first.key, other.key, own.key].sort());
    // A collection replaces the index files by one that keeps only x: the copy is not trusted, the volume's index is read again.
    const merged = await putIndexDoc(store, [pack('1', ['x'])]);
    for (const k of [first.key, other.key, own.key]) await store.delete(k);
    store.reset();
    const after = await KnownBlobs.load(store, state);
    expect(store.of('get').map((c) => c.key)).toEqual([merged.key]);
    expect([after.has(id('x')), after.has(id('y')), after.has(id('z')), after.has(id('w'))]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  test('a damaged copy (cut short, not JSON) is not used: the volume index is read', async () => {
    const { store, state } = setup();
    await putIndexDoc(store, [pack('1', ['x'])]);
    await KnownBlobs.load(store, state);
    const file = join(state, 'content', readdirSync(join(state, 'content'))[0]!);
    for (const bad of ['{"version":1,"files":[],"n":5}\nshort', 'not json at all']) {
      writeFileSync(file, bad);
      store.reset();
      const known = await KnownBlobs.load(store, state);
      expect(store.of('get')).toHaveLength(1);
      expect(known.has(id('x'))).toBe(true);
    }
  });
});

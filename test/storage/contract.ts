/**
 * The storage contract, run against every backend: a backend's own test file only supplies a
 * factory (and adds its specific cases).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { getJson, putJson, type StorageBackend } from '../../src/storage/backend.js';
import { CheckpointError } from '../../src/core/errors.js';

export interface BackendFactory {
  name: string;
  create(): Promise<StorageBackend>;
  destroy(store: StorageBackend): Promise<void>;
}

async function readAll(s: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

const sha = (b: Uint8Array | string) => createHash('sha256').update(b).digest('hex');

export function storageContract(factory: BackendFactory): void {
  describe(`storage contract: ${factory.name}`, () => {
    let store: StorageBackend;
    beforeEach(async () => {
      store = await factory.create();
    });
    afterEach(async () => {
      await factory.destroy(store);
    });

    test('put then get returns the same bytes, with size and sha256', async () => {
      const data = Buffer.from('hello\u0000world\n');
      expect(await store.put('a/b/c.bin', data)).toEqual({ size: data.length, sha256: sha(data) });
      expect(await store.get('a/b/c.bin')).toEqual(data);
      expect(await store.stat('a/b/c.bin')).toMatchObject({ size: data.length });
    });

    test('missing is not an error: undefined / false / []', async () => {
      expect(await store.get('nope/x.json')).toBeUndefined();
      expect(await store.open('nope/x.json')).toBeUndefined();
      expect(await store.stat('nope/x.json')).toBeUndefined();
      expect(await store.list('nope/')).toEqual([]);
      expect(await store.delete('nope/x.json')).toBe(false);
      expect(await store.deletePrefix('nope/')).toBe(0);
      expect(await getJson(store, 'nope/x.json')).toBeUndefined();
    });

    test('a put replaces the object whole', async () => {
      await store.put('k/v.txt', 'first version, longer');
      await store.put('k/v.txt', 'second');
      expect((await store.get('k/v.txt'))?.toString()).toBe('second');
      expect(await store.list('k/')).toEqual(['k/v.txt']);
    });

    test('streams in and out (8 MiB in 64 KiB chunks)', async () => {
      const chunk = Buffer.alloc(64 * 1024, 7);
      const hash = createHash('sha256');
      async function* gen() {
        for (let i = 0; i < 128; i++) {
          chunk[0] = i;
          hash.update(chunk);
          yield Buffer.from(chunk);
        }
      }
      const r = await store.put('big/blob.bin', gen());
      expect(r).toEqual({ size: 128 * chunk.length, sha256: hash.digest('hex') });
      const back = await readAll((await store.open('big/blob.bin'))!);
      expect(back.length).toBe(r.size);
      expect(sha(back)).toBe(r.sha256);
      const fromReadable = await store.put('big/readable.bin', Readable.from([Buffer.from('ab'), Buffer.from('cd')]));
      expect(fromReadable).toEqual({ size: 4, sha256: sha('abcd') });
    });

    test('list is complete, sorted, and respects folder boundaries', async () => {
      const keys = [
        's/1/manifest.json',
        's/1/git/state.json',
        's/10/manifest.json',
        's/2/manifest.json',
        'sx/1/manifest.json',
        't.json',
      ];
      for (const k of keys) await store.put(k, k);
      expect(await store.list('s/')).toEqual([
        's/1/git/state.json',
        's/1/manifest.json',
        's/10/manifest.json',
        's/2/manifest.json',
      ]);
      expect(await store.list('s/1/')).toEqual(['s/1/git/state.json', 's/1/manifest.json']);
      expect(await store.list('')).toEqual([...keys].sort());
    });

    test('listLevel: the objects directly under a prefix and its sub-folders (S3: Delimiter "/"), sorted', async () => {
      const keys = [
        's/1/manifest.json',
        's/1/git/state.json',
        's/10/manifest.json',
        's/2/deep/er/x',
        's/index.json',
        'sx/1/manifest.json',
        't.json',
      ];
      for (const k of keys) await store.put(k, k);
      expect(await store.listLevel('s/')).toEqual({ keys: ['s/index.json'], folders: ['s/1/', 's/10/', 's/2/'] });
      expect(await store.listLevel('s/1/')).toEqual({ keys: ['s/1/manifest.json'], folders: ['s/1/git/'] });
      expect(await store.listLevel('')).toEqual({ keys: ['t.json'], folders: ['s/', 'sx/'] });
      expect(await store.listLevel('s/2/deep/er/')).toEqual({ keys: ['s/2/deep/er/x'], folders: [] });
    });

    test('listLevel: missing is empty; a folder whose objects are gone is not listed', async () => {
      expect(await store.listLevel('nope/')).toEqual({ keys: [], folders: [] });
      for (const k of ['e/1/a', 'e/2/b/c', 'e/3/d']) await store.put(k, 'x');
      await store.delete('e/1/a');
      await store.delete('e/2/b/c');
      await store.deletePrefix('e/3/');
      expect(await store.listLevel('e/')).toEqual({ keys: [], folders: [] });
      expect(await store.listLevel('')).toEqual({ keys: [], folders: [] });
      await expect(store.listLevel('e')).rejects.toThrow(/invalid storage prefix "e"/);
      await expect(store.listLevel('../')).rejects.toThrow(CheckpointError);
    });

    test('listLevel agrees with list: the folders are exactly the next segments of the keys below', async () => {
      const keys = ['a/x/1', 'a/x/2/3', 'a/y/1', 'a/z', 'a/w/v/u/t'];
      for (const k of keys) await store.put(k, 'x');
      const { keys: direct, folders } = await store.listLevel('a/');
      const below = await store.list('a/');
      expect(direct).toEqual(below.filter((k) => !k.slice(2).includes('/')));
      expect(folders).toEqual(
        [...new Set(below.filter((k) => k.slice(2).includes('/')).map((k) => `a/${k.slice(2).split('/')[0]}/`))].sort(),
      );
    });

    test('copy: the same bytes under another key, independent of the source afterwards', async () => {
      const r = await store.put('c/1/workspace.tar.zst', 'archive bytes');
      expect(await store.copy('c/1/workspace.tar.zst', 'c/2/workspace.tar.zst')).toEqual(r);
      expect((await store.get('c/2/workspace.tar.zst'))?.toString()).toBe('archive bytes');
      await store.deletePrefix('c/1/');
      expect((await store.get('c/2/workspace.tar.zst'))?.toString()).toBe('archive bytes');
      await store.put('c/2/workspace.tar.zst', 'replaced');
      expect(await store.copy('c/nope/x', 'c/3/x')).toBeUndefined();
      // With the source's known size and hash (from its manifest), the result is taken from them.
      const known = await store.put('c/4/a', 'abc');
      expect(await store.copy('c/4/a', 'c/5/a', known)).toEqual(known);
      expect(await store.copy('c/4/a', 'c/6/a', { size: 99, sha256: 'f'.repeat(64) })).toEqual(known); // wrong size: re-read
      await store.deletePrefix('c/4/');
      await store.deletePrefix('c/5/');
      await store.deletePrefix('c/6/');
      expect(await store.list('c/')).toEqual(['c/2/workspace.tar.zst']);
    });

    test('delete and deletePrefix', async () => {
      for (const k of ['d/1/a', 'd/1/b', 'd/2/a', 'e/a']) await store.put(k, 'x');
      expect(await store.delete('d/2/a')).toBe(true);
      expect(await store.deletePrefix('d/1/')).toBe(2);
      expect(await store.list('')).toEqual(['e/a']);
    });

    test('JSON helpers: round trip; unparsable JSON is an error naming the key', async () => {
      await putJson(store, 'j/doc.json', { a: [1, { b: null }] });
      expect(await getJson(store, 'j/doc.json')).toEqual({ a: [1, { b: null }] });
      await store.put('j/bad.json', '{"a": ');
      await expect(getJson(store, 'j/bad.json')).rejects.toThrow(/j\/bad\.json: invalid JSON/);
    });

    test.each(['../x', 'a/../../x', '/abs', 'a//b', '', 'a/', '.hidden/x', 'a/.tmp-x', 'a\\b', 'x'.repeat(200)])(
      'rejects the key %j',
      async (key) => {
        await expect(store.put(key, 'x')).rejects.toThrow(CheckpointError);
        await expect(store.get(key)).rejects.toThrow(/invalid storage key/);
      },
    );

    test('a prefix is a folder', async () => {
      await expect(store.list('s')).rejects.toThrow(/invalid storage prefix "s"/);
      await expect(store.list('../')).rejects.toThrow(CheckpointError);
    });

    test('concurrent puts of one key: the object is one of them, whole', async () => {
      const versions = Array.from({ length: 20 }, (_, i) => `version ${i} `.repeat(1000 + i));
      await Promise.all(versions.map((v) => store.put('race/obj.txt', v)));
      expect(versions).toContain((await store.get('race/obj.txt'))!.toString());
      expect(await store.list('race/')).toEqual(['race/obj.txt']);
    });

    test('create stores an object only where none is: the first one stays', async () => {
      expect(await store.create('once/lease.json', 'first')).toBe(true);
      expect((await store.get('once/lease.json'))?.toString()).toBe('first');
      expect(await store.create('once/lease.json', Buffer.from('second, longer'))).toBe(false);
      expect((await store.get('once/lease.json'))?.toString()).toBe('first');
      await store.put('once/put.json', 'put');
      expect(await store.create('once/put.json', 'created')).toBe(false);
      expect((await store.get('once/put.json'))?.toString()).toBe('put');
      expect(await store.list('once/')).toEqual(['once/lease.json', 'once/put.json']);
    });

    test('concurrent creates of one key: exactly one is true, and the object is its payload', async () => {
      // A checkpoint part's key: one the sealed volume encrypts.
      const key = 'checkpoints/s1/c1/lease.json';
      const payloads = Array.from({ length: 8 }, (_, i) => `payload ${i} `.repeat(100 + i));
      const created = await Promise.all(payloads.map((p) => store.create(key, p)));
      expect(created.filter(Boolean)).toHaveLength(1);
      expect((await store.get(key))?.toString()).toBe(payloads[created.indexOf(true)]);
      expect(await store.list('')).toEqual([key]);
    });

    test.each(['../x', 'a//b', '', '.hidden/x'])('create rejects the key %j', async (key) => {
      await expect(store.create(key, 'x')).rejects.toMatchObject({
        code: 'INVALID_ID',
        message: expect.stringMatching(/invalid storage key/),
      });
      expect(await store.list('')).toEqual([]);
    });

    test('a source stream that fails at once (before the backend listens) fails the put, not the process', async () => {
      for (let i = 0; i < 20; i++) {
        const source = new Readable({ read() {} });
        const put = store.put('g/obj.bin', source);
        source.destroy(new Error(`failed early ${i}`)); // emitted before any await in put() resolves
        await expect(put).rejects.toThrow(`failed early ${i}`);
      }
      expect(await store.list('')).toEqual([]);
    });

    test('a failing source stream stores nothing', async () => {
      async function* broken() {
        yield Buffer.from('partial');
        throw new Error('source died');
      }
      await expect(store.put('f/obj.bin', broken())).rejects.toThrow('source died');
      expect(await store.get('f/obj.bin')).toBeUndefined();
      expect(await store.list('')).toEqual([]);
    });
  });
}

import { execFileSync } from 'node:child_process';
import { readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { GET_MAX_BYTES } from '../../src/storage/backend.js';
import { LocalVolume } from '../../src/storage/local.js';
import { tempDir } from '../helpers.js';
import { storageContract } from './contract.js';
import { CountingVolume } from './counting.js';

storageContract({
  name: 'local volume',
  create: async () => new LocalVolume(join(tempDir(), 'volume')),
  destroy: async () => undefined, // temp dirs are removed after each test
});

// The call counter the store's tests use only passes calls on: it keeps the contract too.
storageContract({
  name: 'call counter over a local volume',
  create: async () => new CountingVolume(new LocalVolume(join(tempDir(), 'volume'))),
  destroy: async () => undefined,
});

test('local volume: objects are 0600 files under the root; leftover temp files are not objects', async () => {
  const root = join(tempDir(), 'volume');
  const v = new LocalVolume(root);
  await v.put('checkpoints/s/c/manifest.json', '{}');
  expect(statSync(join(root, 'checkpoints/s/c/manifest.json')).mode & 0o777).toBe(0o600);
  mkdirSync(join(root, 'checkpoints/s/c'), { recursive: true });
  writeFileSync(join(root, 'checkpoints/s/c/.tmp-workspace.tar.zst.1.abc'), 'half');
  expect(await v.list('checkpoints/')).toEqual(['checkpoints/s/c/manifest.json']);
  expect(readdirSync(join(root, 'checkpoints/s/c')).sort()).toEqual(['.tmp-workspace.tar.zst.1.abc', 'manifest.json']);
  expect(await v.sweepLeftovers(3_600_000)).toBe(0); // might be a put in progress
  expect(await v.sweepLeftovers(3_600_000, Date.now() + 7_200_000)).toBe(1);
  expect(readdirSync(join(root, 'checkpoints/s/c'))).toEqual(['manifest.json']);
});

test('local volume: listLevel lists no folder that holds only temp files or nothing (as S3 would not)', async () => {
  const root = join(tempDir(), 'volume');
  const v = new LocalVolume(root);
  await v.put('checkpoints/s/c/manifest.json', '{}');
  mkdirSync(join(root, 'checkpoints/t/empty'), { recursive: true });
  mkdirSync(join(root, 'checkpoints/u'), { recursive: true });
  writeFileSync(join(root, 'checkpoints/u/.tmp-index.json.1.abc'), 'half');
  writeFileSync(join(root, 'checkpoints/.tmp-x.1.abc'), 'half');
  expect(await v.listLevel('checkpoints/')).toEqual({ keys: [], folders: ['checkpoints/s/'] });
  writeFileSync(join(root, 'checkpoints/t/empty/part'), 'x'); // written outside the backend: still an object
  expect(await v.listLevel('checkpoints/')).toEqual({ keys: [], folders: ['checkpoints/s/', 'checkpoints/t/'] });
});

test('local volume: an object that is a FIFO, a folder or gigabytes is refused at once, naming the file; open refuses a FIFO too', async () => {
  const root = join(tempDir(), 'volume');
  const v = new LocalVolume(root);
  await v.put('checkpoints/s/index.json', '{}');
  const at = (key: string) => join(root, key);
  execFileSync('mkfifo', [at('checkpoints/s/fifo.json')]); // a read of it would block for ever
  await expect(v.get('checkpoints/s/fifo.json')).rejects.toMatchObject({
    code: 'INVALID_DATA',
    message: `${at('checkpoints/s/fifo.json')}: a FIFO, not a regular file; not read`,
  });
  await expect(v.open('checkpoints/s/fifo.json')).rejects.toThrow(/fifo\.json: a FIFO, not a regular file/);
  mkdirSync(at('checkpoints/s/dir.json'));
  await expect(v.get('checkpoints/s/dir.json')).rejects.toThrow(/dir\.json: a directory, not a regular file/);
  execFileSync('truncate', ['-s', String(GET_MAX_BYTES + 1), at('checkpoints/s/manifest.json')]); // sparse
  await expect(v.get('checkpoints/s/manifest.json')).rejects.toMatchObject({
    code: 'INVALID_DATA',
    message: `${at('checkpoints/s/manifest.json')}: too large to read whole (${GET_MAX_BYTES + 1} bytes; at most ${GET_MAX_BYTES})`,
  });
  // A large object is still streamed whole by open (workspace archives are read so).
  let streamed = 0;
  for await (const chunk of (await v.open('checkpoints/s/manifest.json'))!)
    if ((streamed += (chunk as Buffer).length) > 1 << 20) break;
  expect(streamed).toBeGreaterThan(1 << 20);
  expect(await v.get('checkpoints/s/missing.json')).toBeUndefined();
  expect(await v.open('checkpoints/s/missing.json')).toBeUndefined();
});

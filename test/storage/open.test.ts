import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';
import { CheckpointError } from '../../src/core/errors.js';
import { LocalVolume } from '../../src/storage/local.js';
import { openVolumeAt } from '../../src/storage/open.js';
import type { SealedVolume } from '../../src/storage/sealed.js';
import { tempDir } from '../helpers.js';

test('a folder path or a file:// URL opens the local volume there', async () => {
  const dir = join(tempDir(), 'my volume');
  const byPath = openVolumeAt(dir);
  expect((byPath as SealedVolume).inner).toBeInstanceOf(LocalVolume);
  expect(byPath.location).toBe(dir);
  const byUrl = openVolumeAt(pathToFileURL(dir).href); // file:///…/my%20volume
  expect((byUrl as SealedVolume).inner).toBeInstanceOf(LocalVolume);
  expect(byUrl.location).toBe(dir);
  expect(openVolumeAt(`file://localhost${dir}`).location).toBe(dir);
  await byUrl.put('k/v.txt', 'x');
  expect((await byPath.get('k/v.txt'))?.toString()).toBe('x');
});

test.each([
  ['gs://bucket', /volume gs:\/\/bucket: the gs:\/\/ scheme is not supported/],
  ['https://host/vol', /the https:\/\/ scheme is not supported/],
  ['s3://Not_A_Bucket/x', /volume s3:\/\/Not_A_Bucket\/x: not an S3 location/],
  ['file://otherhost/vol', /volume file:\/\/otherhost\/vol: not a local file URL/],
])('%s is refused by name, with the setting to change', (location, message) => {
  let err: unknown;
  try {
    openVolumeAt(location);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(CheckpointError);
  expect((err as CheckpointError).code).toBe('USAGE');
  expect((err as CheckpointError).message).toMatch(message);
  expect((err as CheckpointError).hint).toMatch(/\[volume\] path in checkpoint\.toml \(or \$PAI_CHECKPOINT_VOLUME\)/);
  // the forms that are taken, from the scheme registry (core/volume-url.ts)
  if (/scheme is not supported/.test((err as CheckpointError).message))
    expect((err as CheckpointError).hint).toMatch(/to a folder, a file:\/\/ URL or s3:\/\/bucket\/prefix$/);
});

test('credentials in a URL are refused and not echoed; an empty location is refused', () => {
  expect(() => openVolumeAt('s3://AKIAXXXX:secret@bucket/p')).toThrow(
    /volume s3:\/\/bucket\/p: credentials do not belong in the volume's URL/,
  );
  expect(() => openVolumeAt('s3://AKIAXXXX:secret@bucket/p')).not.toThrow(/secret|AKIA/);
  expect(() => openVolumeAt('')).toThrow(/no volume location given/);
});

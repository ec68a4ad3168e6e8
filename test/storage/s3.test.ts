import { readdirSync } from 'node:fs';
import { CreateMultipartUploadCommand, S3Client, UploadPartCommand } from '@aws-sdk/client-s3';
import { describe, expect, test } from 'vitest';
import { openVolumeAt } from '../../src/storage/open.js';
import type { SealedVolume } from '../../src/storage/sealed.js';
import { isLocalEndpoint, parseS3Url, S3Volume } from '../../src/storage/s3.js';
import { S3_CREDENTIALS, useS3 } from '../s3rver.js';
import { storageContract } from './contract.js';

const s3 = useS3(['vol', 'other']);
let n = 0;

const volume = (url: string, o: Partial<ConstructorParameters<typeof S3Volume>[0]> = {}) =>
  new S3Volume({ url, endpoint: s3.endpoint, credentials: S3_CREDENTIALS, ...o });

// Each test on a prefix of its own in one bucket (the volume under a prefix is the case to prove).
storageContract({
  name: 'S3 volume (s3rver on 127.0.0.1)',
  create: async () => volume(`s3://vol/t${++n}/volume`),
  destroy: async (store) => void (await store.deletePrefix('')),
});

describe('S3 volume', () => {
  test('a volume under a prefix sees only its own keys; the bucket root works too', async () => {
    const a = volume('s3://other/team/a');
    const root = volume('s3://other');
    await a.put('checkpoints/s1/c1/manifest.json', '{}');
    await root.put('loose.json', '{}');
    expect(await a.list('')).toEqual(['checkpoints/s1/c1/manifest.json']);
    expect(await root.list('')).toEqual(['loose.json', 'team/a/checkpoints/s1/c1/manifest.json']);
    expect(await a.listLevel('checkpoints/')).toEqual({ keys: [], folders: ['checkpoints/s1/'] });
    expect(a.location).toBe('s3://other/team/a');
  });

  test('unfinished multipart uploads (a killed put) under the prefix are aborted once old enough; others are left alone', async () => {
    const client = new S3Client({
      endpoint: s3.endpoint,
      forcePathStyle: true,
      region: 'us-east-1',
      credentials: S3_CREDENTIALS,
    });
    const start = async (key: string) => {
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: 'other', Key: key }));
      await client.send(
        new UploadPartCommand({ Bucket: 'other', Key: key, UploadId, PartNumber: 1, Body: Buffer.alloc(1024, 1) }),
      );
      return UploadId!;
    };
    const mine = await start('sweep/checkpoints/s1/c1/workspace.tar.zst');
    const theirs = await start('elsewhere/checkpoints/s1/c1/workspace.tar.zst');
    const v = volume('s3://other/sweep');
    const hour = 3_600_000;
    expect(await v.sweepLeftovers(hour)).toBe(0); // young: maybe a capture running now
    expect(await v.sweepLeftovers(hour, Date.now() + 2 * hour)).toBe(1);
    expect(readdirSync(s3.uploadsDir('other'))).toEqual([theirs]);
    expect(s3.requests).toContain(
      `DELETE /other/sweep/checkpoints/s1/c1/workspace.tar.zst?uploadId=${mine}&x-id=AbortMultipartUpload`,
    );
    expect(await v.list('')).toEqual([]); // no object was ever made
    client.destroy();
  });

  test('listings past one page (1000 keys) are complete, page by page (Marker)', async () => {
    const v = volume(`s3://vol/paging${++n}`);
    const keys = Array.from({ length: 1203 }, (_, i) => `s/${String(i).padStart(5, '0')}/m.json`);
    for (let i = 0; i < keys.length; i += 50) await Promise.all(keys.slice(i, i + 50).map((k) => v.put(k, 'x')));
    await v.put('s/top.json', 'x');
    const before = s3.requests.length;
    expect(await v.list('s/')).toEqual([...keys, 's/top.json'].sort());
    expect(s3.requests.slice(before).filter((r) => /^GET \/vol\/?\?/.test(r)).length).toBe(2); // two pages: two requests
    const level = await v.listLevel('s/');
    expect(level.keys).toEqual(['s/top.json']);
    expect(level.folders).toEqual(keys.map((k) => `${k.split('/').slice(0, 2).join('/')}/`));
    expect(await v.deletePrefix('')).toBe(1204);
  });

  test('bad places and credentials are clear errors naming the volume', async () => {
    await expect(volume('s3://missing-bucket/x').put('a.json', '{}')).rejects.toThrow(
      /s3:\/\/missing-bucket\/x: put a.json: the bucket missing-bucket does not exist/,
    );
    await expect(
      volume('s3://vol/x', { credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'x' } }).get('a.json'),
    ).rejects.toThrow(/credentials were refused \(InvalidAccessKeyId\)/);
    await expect(volume('s3://vol/x', { endpoint: 'http://127.0.0.1:9', maxAttempts: 1 }).list('')).rejects.toThrow(
      /the endpoint http:\/\/127\.0\.0\.1:9 cannot be reached \(ECONNREFUSED\)/,
    );
    expect(() => parseS3Url('s3://A_B/x')).toThrow(/not an S3 location/);
    expect(() => parseS3Url('s3://bucket/../x')).toThrow(/not an S3 location/);
    expect(parseS3Url('s3://my.bucket/a/b/')).toEqual({ bucket: 'my.bucket', prefix: 'a/b' });
  });

  test('path-style addressing for IP and localhost endpoints', () => {
    expect(isLocalEndpoint('http://127.0.0.1:9000')).toBe(true);
    expect(isLocalEndpoint('http://localhost:9000')).toBe(true);
    expect(isLocalEndpoint('http://[::1]:9000')).toBe(true);
    expect(isLocalEndpoint('https://s3.eu-west-1.amazonaws.com')).toBe(false);
  });

  test('openVolumeAt: an s3:// location is an S3 volume, its endpoint from AWS_ENDPOINT_URL_S3, its credentials from the AWS chain', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
    delete process.env['AWS_PROFILE'];
    try {
      const v = openVolumeAt('s3://vol/opened', { env: { AWS_ENDPOINT_URL_S3: s3.endpoint } });
      expect((v as SealedVolume).inner).toBeInstanceOf(S3Volume);
      expect(v.location).toBe('s3://vol/opened');
      await v.put('a.json', '{}');
      expect((await v.get('a.json'))?.toString()).toBe('{}');
      expect(() => openVolumeAt('ftp://host/x')).toThrow(/the ftp:\/\/ scheme is not supported/);
    } finally {
      process.env = saved;
    }
  });
});

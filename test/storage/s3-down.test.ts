import { expect, test } from 'vitest';
import { S3Volume } from '../../src/storage/s3.js';
import { S3_CREDENTIALS, startS3 } from '../s3rver.js';

test('S3 volume: the endpoint gone in the middle of a streamed upload is a clear error naming the volume, not a hang', async () => {
  const s3 = await startS3(['vol']);
  const v = new S3Volume({ url: 's3://vol/down', endpoint: s3.endpoint, credentials: S3_CREDENTIALS, maxAttempts: 1 });
  await v.put('warm.json', '{}'); // the SDK loaded, the server answering
  let sent = 0;
  async function* large() {
    for (let i = 0; i < 64; i++) {
      if (sent === 12 * 1024 * 1024) await s3.close(); // after the first part
      sent += 1024 * 1024;
      yield Buffer.alloc(1024 * 1024, i);
    }
  }
  await expect(v.put('big.bin', large())).rejects.toThrow(/s3:\/\/vol\/down: put big.bin: /);
  expect(sent).toBeLessThan(64 * 1024 * 1024);
});

import { createServer, type AddressInfo, type Socket } from 'node:net';
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

test('S3 volume: an endpoint that accepts a connection and never answers is a timeout naming it, and is not asked again at once', async () => {
  const server = createServer(() => undefined); // accepts, says nothing
  const sockets = new Set<Socket>();
  server.on('connection', (s: Socket) => sockets.add(s));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const v = new S3Volume({ url: 's3://vol/silent', endpoint, credentials: S3_CREDENTIALS, answerMs: 1500 });
    const err = await v.list('').catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: 'IO',
      message: `s3://vol/silent: list /: the endpoint ${endpoint} accepted the connection but did not answer within 1.5 s (timed out)`,
      hint: expect.stringMatching(/^check \[volume\] endpoint/),
    });
    // The next request of this volume is not sent to the silent endpoint (no new connection): it fails at once, saying why.
    const connections = sockets.size;
    await expect(v.get('checkpoints/S1/index.json')).rejects.toThrow(
      /get checkpoints\/S1\/index\.json: not sent: when last asked, \d+ s ago, the endpoint .* did not answer within 1\.5 s \(timed out\)/,
    );
    expect(sockets.size, 'nothing was sent to the silent endpoint').toBe(connections);
  } finally {
    for (const s of sockets) s.destroy();
    await new Promise((r) => server.close(r));
  }
});

/**
 * A real S3-compatible server for the tests (s3rver, on 127.0.0.1, a temp folder, one bucket),
 * started and stopped by the tests themselves.
 *
 * s3rver 3.7.1 has two listing defects that real S3 does not have, found by the storage contract:
 * - with a Delimiter, its folder walk skips every folder beneath a common prefix before looking
 *   into it, so a prefix whose objects all lie two or more levels down (`sessions/s1/c1/x`) is
 *   not reported; `listObjects` of its store is wrapped here to walk without the delimiter and
 *   group the keys as its own code does (prefixes do not count against MaxKeys there either);
 * - its ListObjectsV2 continuation tokens are DES-encrypted, which Node 20's OpenSSL 3 refuses
 *   (HTTP 500 for every truncated page): our S3 volume pages ListObjects by Marker.
 * - it writes an object in place (truncate, then write) and answers before the file is written,
 *   so concurrent puts of one key could leave a torn object, a GET during a put read one, and a
 *   DELETE right after a put crashed the server (ENOENT, uncaught): its store's putObject writes a
 *   temp file and renames it before it answers (S3 replaces objects atomically), serialised per key.
 * - it ignores If-None-Match on PUT (only its GET honours it), so a conditional create replaces
 *   the object: a PutObject with `If-None-Match: *` on a key that holds an object is answered
 *   here, as S3 does, with HTTP 412 PreconditionFailed, the check made in putObject's per-key
 *   serialisation (of concurrent conditional puts of one key, exactly one succeeds).
 * The store's fixes are in support/s3rver-store.mjs (plain JavaScript: bench/s3.mjs uses them too).
 * It checks the access key id (InvalidAccessKeyId) but not SigV4 signatures. It does not implement
 * ListMultipartUploads or AbortMultipartUpload: `uploads` below answers both, as S3 documents
 * them, from the folders s3rver keeps its unfinished uploads in.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { fixStore, type S3rverStore } from './support/s3rver-store.mjs';

export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** What the middlewares here use of a Koa context. */
interface Koa {
  method: string;
  url: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

export interface TestS3 {
  endpoint: string;
  /** Requests the server answered, as `METHOD path?query`. */
  requests: string[];
  /** The folder s3rver keeps bucket `bucket`'s unfinished multipart uploads in (one folder each). */
  uploadsDir(bucket: string): string;
  close(): Promise<void>;
}

export async function startS3(buckets: string[] = ['vol']): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'pai-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  fixStore((server as unknown as { store: S3rverStore }).store);
  const requests: string[] = [];
  const uploads = (bucket: string) => join(directory, bucket, '._S3rver_uploads');
  /**
   * ListMultipartUploads (GET /<bucket>?uploads&prefix=) and AbortMultipartUpload
   * (DELETE /<bucket>/<key>?uploadId=), which s3rver lacks, from its uploads folder: every upload
   * in one page, Initiated being when its folder was made.
   */
  const multipart = async (ctx: Koa, next: () => Promise<void>) => {
    const [, bucket, key] = /^\/([^/]+)\/?(.*)$/.exec(ctx.path) ?? [];
    if (ctx.method === 'GET' && bucket && !key && 'uploads' in ctx.query) {
      const prefix = String(ctx.query['prefix'] ?? '');
      const dir = uploads(bucket);
      const found = existsSync(dir)
        ? readdirSync(dir).map((id) => ({
            id,
            key: readFileSync(join(dir, id, 'key'), 'utf8'),
            at: statSync(join(dir, id, 'key')).mtime,
          }))
        : [];
      const xml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${xml(bucket)}</Bucket><Prefix>${xml(prefix)}</Prefix><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${found
        .filter((u) => u.key.startsWith(prefix))
        .map(
          (u) =>
            `<Upload><Key>${xml(u.key)}</Key><UploadId>${xml(u.id)}</UploadId><Initiated>${u.at.toISOString()}</Initiated></Upload>`,
        )
        .join('')}</ListMultipartUploadsResult>`;
      return;
    }
    if (ctx.method === 'DELETE' && bucket && key && typeof ctx.query['uploadId'] === 'string') {
      const dir = join(uploads(bucket), ctx.query['uploadId']);
      if (!/^[A-Za-z0-9._-]+$/.test(ctx.query['uploadId']) || !existsSync(dir)) {
        ctx.status = 404;
        ctx.type = 'application/xml';
        ctx.body =
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';
        return;
      }
      rmSync(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    await next();
  };
  // s3rver is a Koa application: a middleware put first (before run() composes them) sees every request.
  const middleware = (server as unknown as { middleware: ((ctx: Koa, next: () => Promise<void>) => Promise<void>)[] })
    .middleware;
  middleware.unshift(async (ctx, next) => {
    requests.push(`${ctx.method} ${ctx.url}`);
    await next();
  }, multipart);
  const { port } = (await server.run()) as unknown as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    uploadsDir: uploads,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The test server for a whole test file: started before its first test, closed after its last. */
export function useS3(buckets: string[] = ['vol']): TestS3 {
  let server: TestS3 | undefined;
  beforeAll(async () => {
    server = await startS3(buckets);
  });
  afterAll(async () => {
    await server?.close();
  });
  const started = () => {
    if (!server) throw new Error('the S3 test server is not started yet (useS3 starts it before the first test)');
    return server;
  };
  return {
    get endpoint() {
      return started().endpoint;
    },
    get requests() {
      return started().requests;
    },
    uploadsDir: (bucket) => started().uploadsDir(bucket),
    close: () => started().close(),
  };
}

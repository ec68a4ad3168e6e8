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
 * - it writes an object in place (truncate, then write) and answers before the file is flushed,
 *   so concurrent puts of one key can leave a torn object (S3 replaces objects atomically): its
 *   store's putObject is serialised per key here.
 * It checks the access key id (InvalidAccessKeyId) but not SigV4 signatures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

interface Listed {
  objects: { key: string }[];
  commonPrefixes: string[];
  isTruncated: boolean;
}
interface Store {
  putObject(object: { bucket: string; key: string }): Promise<unknown>;
  listObjects(bucket: string, o: { delimiter?: string; prefix?: string; maxKeys?: number; startAfter?: string }): Promise<Listed>;
}

export interface TestS3 {
  endpoint: string;
  /** Requests the server answered, as `METHOD path?query`. */
  requests: string[];
  close(): Promise<void>;
}

export async function startS3(buckets: string[] = ['vol']): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'pai-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name, configs: [] })) });
  const store = (server as unknown as { store: Store }).store;
  const listObjects = store.listObjects.bind(store);
  store.listObjects = async (bucket, o) => {
    const delimiter = o.delimiter ?? '';
    if (!delimiter) return listObjects(bucket, o);
    const prefix = o.prefix ?? '';
    const all = await listObjects(bucket, { ...o, delimiter: '', maxKeys: Infinity });
    const objects: Listed['objects'] = [];
    const prefixes = new Set<string>();
    let isTruncated = false;
    for (const obj of all.objects) {
      const i = obj.key.slice(prefix.length).indexOf(delimiter);
      if (i >= 0) prefixes.add(obj.key.slice(0, prefix.length + i + delimiter.length));
      else if (objects.length < (o.maxKeys ?? Infinity)) objects.push(obj);
      else {
        isTruncated = true;
        break;
      }
    }
    return { objects, commonPrefixes: [...prefixes].sort(), isTruncated };
  };
  const putObject = store.putObject.bind(store);
  const writing = new Map<string, Promise<unknown>>();
  store.putObject = (object) => {
    const id = `${object.bucket}/${object.key}`;
    const done = (writing.get(id) ?? Promise.resolve()).catch(() => undefined).then(() => putObject(object));
    writing.set(id, done);
    return done;
  };
  const requests: string[] = [];
  // s3rver is a Koa application: a middleware put first (before run() composes them) sees every request.
  (server as unknown as { middleware: ((ctx: { method: string; url: string }, next: () => Promise<void>) => Promise<void>)[] }).middleware.unshift(async (ctx, next) => {
    requests.push(`${ctx.method} ${ctx.url}`);
    await next();
  });
  const { port } = (await server.run()) as unknown as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

// s3rver 3.7.1's store, made to behave as S3 does where our volume depends on it (see test/s3rver.ts
// for each defect). Plain JavaScript so that bench/s3.mjs, which runs without a build step, uses
// the same fixes as the tests.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const require = createRequire(import.meta.url);
/** s3rver's error: thrown in a request, its error handler answers with the code's HTTP status and S3's XML error body. */
const S3Error = require('s3rver/lib/models/error.js');
const S3Object = require('s3rver/lib/models/object.js');
const { walk } = require('s3rver/lib/utils.js');
/** How s3rver names an object's file: `<bucket>/<key>._S3rver_object`. */
const OBJECT_SUFFIX = '._S3rver_object';

/**
 * Patches an s3rver store in place: listings with a delimiter walk every key and group them (its
 * folder walk skips prefixes whose objects all lie deeper), reading the metadata of the objects
 * they list only; a put answers once its object is
 * written, and replaces it whole (s3rver answered while the file was still being written — a
 * DELETE right after crashed the server with ENOENT, a GET read a torn object); puts of one key
 * are serialised; a PutObject with `If-None-Match: *` on a key that holds an object fails with
 * 412 PreconditionFailed, checked inside that serialisation.
 */
export function fixStore(store) {
  store.putObject = async (object) => {
    const path = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(path), { recursive: true });
    // Not a listed name (listings take only names ending in `._S3rver_object`) until the rename.
    const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    const md5 = createHash('md5');
    let size = 0;
    const count = new Transform({
      transform(chunk, _enc, done) {
        md5.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(
        Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content,
        count,
        createWriteStream(temp),
      );
      await rename(temp, path);
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
    const hex = md5.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, hex);
    return { size, md5: hex };
  };
  const listObjects = store.listObjects.bind(store);
  store.listObjects = async (bucket, o) => {
    const delimiter = o.delimiter ?? '';
    if (!delimiter) return listObjects(bucket, o);
    const prefix = o.prefix ?? '';
    const startAfter = o.startAfter ?? '';
    // Every key under the prefix from the file names alone (s3rver's own listing reads each
    // object's metadata: seconds for 20,000 objects), then the metadata of the objects listed.
    const bucketPath = store.getBucketPath(bucket);
    const prefixPath = `${bucketPath}/${prefix}`;
    const keys = [];
    for (const file of walk(bucketPath, (dir) => dir.startsWith(prefixPath) || prefixPath.startsWith(`${dir}/`))) {
      if (!file.endsWith(OBJECT_SUFFIX)) continue;
      const key = file.slice(bucketPath.length + 1, -OBJECT_SUFFIX.length);
      if (key > startAfter && key.startsWith(prefix)) keys.push(key);
    }
    keys.sort();
    const direct = [];
    const prefixes = new Set();
    let isTruncated = false;
    for (const key of keys) {
      const i = key.slice(prefix.length).indexOf(delimiter);
      if (i >= 0) prefixes.add(key.slice(0, prefix.length + i + delimiter.length));
      else if (direct.length < (o.maxKeys ?? Infinity)) direct.push(key);
      else {
        isTruncated = true;
        break;
      }
    }
    const objects = [];
    for (const key of direct) {
      const metadata = await store.getMetadata(bucket, key).catch((err) => {
        if (err.code === 'ENOENT') return undefined; // deleted meanwhile
        throw err;
      });
      if (metadata) objects.push(new S3Object(bucket, key, null, metadata));
    }
    return { objects, commonPrefixes: [...prefixes].sort(), isTruncated };
  };
  const putObject = store.putObject.bind(store);
  // An object is there once its file or its md5 is: putObject answers once the md5 is written,
  // while the stream writing the object file may not have opened it yet (a copy writes no md5).
  const taken = (o) =>
    existsSync(store.getResourcePath(o.bucket, o.key, 'object')) ||
    existsSync(store.getResourcePath(o.bucket, o.key, 'object.md5'));
  const conditionalPut = async (object) => {
    // For a PutObject, `content` is the HTTP request itself.
    if (object.content?.headers?.['if-none-match'] === '*' && taken(object)) {
      throw new S3Error('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', {
        Condition: 'If-None-Match',
      });
    }
    return putObject(object);
  };
  const writing = new Map();
  store.putObject = (object) => {
    const id = `${object.bucket}/${object.key}`;
    const done = (writing.get(id) ?? Promise.resolve()).catch(() => undefined).then(() => conditionalPut(object));
    writing.set(id, done);
    void done.finally(() => writing.get(id) === done && writing.delete(id)).catch(() => undefined);
    return done;
  };
}

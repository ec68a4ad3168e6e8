import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CheckpointError, errorMessage } from '../core/errors.js';
import { parseS3Location } from '../core/volume-url.js';
import {
  checkKey,
  checkPrefix,
  GET_MAX_BYTES,
  isValidKey,
  tooLargeToGet,
  type LevelListing,
  type PutResult,
  type StorageBackend,
} from './backend.js';
import { sha256Hex } from '../core/hash.js';

type Sdk = typeof import('./s3-sdk.js');
type Client = InstanceType<Sdk['S3Client']>;

/** Where an S3 volume is and how to reach it. Credentials and region come from the AWS chain unless given (tests). */
interface S3VolumeOptions {
  /** `s3://bucket` or `s3://bucket/prefix`. */
  url: string;
  /** An S3-compatible endpoint (`http://127.0.0.1:9000`); AWS when absent. */
  endpoint?: string | undefined;
  /** Path-style addressing (`endpoint/bucket/key`): automatic for an IP or localhost endpoint. */
  pathStyle?: boolean | undefined;
  region?: string | undefined;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Attempts per request (the SDK's retries with backoff on 5xx, throttling and resets); default 4. */
  maxAttempts?: number | undefined;
  /** How long the endpoint may take to answer a small request, all attempts together (ANSWER_MS; tests make it short). */
  answerMs?: number | undefined;
}

/**
 * Time limits, so that an endpoint that accepts a connection and never answers (a wrong port, a
 * proxy, a server hung) fails a command instead of hanging it for ever (the SDK sets none):
 * - a connection not made within CONNECT_MS (a host that drops packets would take minutes);
 * - a connection silent for IDLE_MS, on every request, the SDK's multipart uploads and the
 *   streams of large parts included (S3 and its kin keep slow answers alive with whitespace,
 *   every ~10 s at most, while they complete an upload or copy);
 * - a small request (no body, or one under SMALL_BODY) whose answer has not begun within
 *   ATTEMPT_MS is tried again (AWS's advice for requests that stall), and fails when none has
 *   within ANSWER_MS. A copy (the server copies the bytes first) and a large body have only the
 *   idle limit: their time grows with their size.
 */
const CONNECT_MS = 5_000;
const IDLE_MS = 60_000;
const ATTEMPT_MS = 4_000;
const ANSWER_MS = 12_000;
const SMALL_BODY = 1024 * 1024;
/**
 * After a request the endpoint left unanswered, the next ones for this long fail at once, saying
 * so: a command makes many requests (and some callers step over a failed read), so a dead endpoint
 * would otherwise cost ANSWER_MS each. Long-lived processes (the sidecar, the monitor) ask again after it.
 */
const SILENCE_REMEMBERED_MS = 60_000;
const SILENT_HINT =
  'check [volume] endpoint (or AWS_ENDPOINT_URL_S3): is it an S3 server, and is it up? Then the network (a proxy or firewall)';

/** Part size of multipart uploads: a stream is sent 8 MiB at a time, 4 parts in flight (never staged whole). */
const PART_SIZE = 8 * 1024 * 1024;
const LIST_PAGE = 1000;

/** bucket and key prefix of an `s3://bucket/prefix` URL; USAGE naming the URL when it is not one (core/volume-url.ts). */
export function parseS3Url(url: string): { bucket: string; prefix: string } {
  return parseS3Location(url);
}

/** Whether an endpoint is addressed by IP or as localhost (no per-bucket host names there: path style). */
export function isLocalEndpoint(endpoint: string): boolean {
  let host: string;
  try {
    host = new URL(endpoint).hostname;
  } catch {
    return false;
  }
  return (
    host === 'localhost' || host.endsWith('.localhost') || /^\d+\.\d+\.\d+\.\d+$/.test(host) || host.startsWith('[')
  );
}

let sdkLoaded: Promise<Sdk> | undefined;
function loadSdk(): Promise<Sdk> {
  // The SDK warns on every start under Node < 22 (its releases after January 2027 need 22): ours is pinned.
  process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';
  // (From the ES module build, the bundled CommonJS file may come as a default export.)
  return (sdkLoaded ??= import('./s3-sdk.js').then((m) => ('S3Client' in m ? m : (m as { default: Sdk }).default)));
}

interface SdkError {
  name?: string;
  Code?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}
const status = (err: unknown) => (err as SdkError)?.$metadata?.httpStatusCode;
const errName = (err: unknown) => (err as SdkError)?.name ?? (err as SdkError)?.Code ?? (err as SdkError)?.code ?? '';
const isMissing = (err: unknown) => status(err) === 404 && errName(err) !== 'NoSuchBucket';
/**
 * A conditional create (If-None-Match: *) that found the key taken: 412 where an object is, and 409
 * ConditionalRequestConflict while a concurrent write of the key is in flight (S3 lets one of them win).
 */
const isTaken = (err: unknown) => status(err) === 412 || errName(err) === 'ConditionalRequestConflict';

/**
 * The volume in an S3 bucket (or any S3-compatible store), under a key prefix. It keeps the
 * storage contract: puts are whole objects (S3 has no partial object), a stream goes up as a
 * multipart upload 8 MiB at a time and is aborted if the source fails, a create is a PutObject
 * with If-None-Match: * (S3 conditional writes, which S3-compatible stores may lack: `doctor`
 * probes them), listings page by Marker, and a folder level is one listing request with
 * Delimiter '/' per 1000 entries.
 */
export class S3Volume implements StorageBackend {
  readonly location: string;
  private readonly bucket: string;
  private readonly root: string;
  private client: Promise<{ sdk: Sdk; client: Client }> | undefined;
  /** When the endpoint last left a request unanswered, and how (see SILENCE_REMEMBERED_MS). */
  private silence: { at: number; how: string } | undefined;

  constructor(private readonly o: S3VolumeOptions) {
    const { bucket, prefix } = parseS3Url(o.url);
    this.bucket = bucket;
    this.root = prefix ? `${prefix}/` : '';
    this.location = `s3://${bucket}${prefix ? `/${prefix}` : ''}`;
  }

  private s3(): Promise<{ sdk: Sdk; client: Client }> {
    this.client ??= loadSdk().then((sdk) => {
      const endpoint = this.o.endpoint;
      const client = new sdk.S3Client({
        ...(endpoint
          ? { endpoint, forcePathStyle: this.o.pathStyle ?? isLocalEndpoint(endpoint) }
          : this.o.pathStyle
            ? { forcePathStyle: true }
            : {}),
        // An S3-compatible endpoint without a region configured anywhere: us-east-1 (what such servers expect).
        ...(this.o.region
          ? { region: this.o.region }
          : endpoint && !process.env['AWS_REGION'] && !process.env['AWS_DEFAULT_REGION']
            ? { region: 'us-east-1' }
            : {}),
        ...(this.o.credentials ? { credentials: this.o.credentials } : {}),
        maxAttempts: this.o.maxAttempts ?? 4,
        requestHandler: { connectionTimeout: CONNECT_MS, socketTimeout: IDLE_MS, throwOnRequestTimeout: true },
        // Checksums only where S3 requires them: the SDK's default trailing checksums (aws-chunked
        // uploads) are not understood by every S3-compatible server; our manifests carry sha256.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { sdk, client };
    });
    return this.client;
  }

  /** An SDK failure in words: the volume, the operation, the key, and what to check. */
  private failure(err: unknown, what: string): CheckpointError {
    if (err instanceof CheckpointError) return err;
    const name = errName(err);
    const code = status(err);
    const at = `${this.location}: ${what}`;
    if (name === 'NoSuchBucket')
      return new CheckpointError(
        'IO',
        `${at}: the bucket ${this.bucket} does not exist`,
        'create the bucket, or correct [volume] path',
      );
    if (
      name === 'InvalidAccessKeyId' ||
      name === 'SignatureDoesNotMatch' ||
      name === 'CredentialsProviderError' ||
      name === 'ExpiredToken'
    )
      return new CheckpointError(
        'IO',
        `${at}: the credentials were refused (${name})`,
        'check AWS_PROFILE / AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or ~/.aws/credentials',
      );
    if (name === 'AccessDenied' || code === 403)
      return new CheckpointError(
        'IO',
        `${at}: access denied`,
        `the credentials need s3:GetObject, s3:PutObject, s3:ListBucket and s3:DeleteObject on ${this.location}`,
      );
    if (name === 'RequestTimeTooSkewed')
      return new CheckpointError(
        'IO',
        `${at}: this machine's clock is too far from the server's`,
        'set the clock (NTP)',
      );
    const endpoint = this.o.endpoint ?? 'of AWS S3';
    if (name === 'TimeoutError' && /establish a connection/.test(errorMessage(err)))
      return new CheckpointError(
        'IO',
        `${at}: the endpoint ${endpoint} cannot be reached (no connection within ${CONNECT_MS / 1000} s)`,
        'check [volume] endpoint (or AWS_ENDPOINT_URL_S3) and the network',
      );
    if (name === 'TimeoutError')
      return this.silent(
        what,
        /inactivity/.test(errorMessage(err))
          ? `was silent for ${IDLE_MS / 1000} s`
          : `did not answer within ${ATTEMPT_MS / 1000} s`,
      );
    const net = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|ETIMEDOUT|socket hang up/.exec(
      `${name} ${errorMessage(err)}`,
    )?.[0];
    if (net)
      return new CheckpointError(
        'IO',
        `${at}: the endpoint ${endpoint} cannot be reached (${net})`,
        'check [volume] endpoint (or AWS_ENDPOINT_URL_S3) and the network',
      );
    return new CheckpointError('IO', `${at}: ${name || 'error'}${code ? ` (HTTP ${code})` : ''}: ${errorMessage(err)}`);
  }

  /** An endpoint that took the request and did not answer in time (remembered: see SILENCE_REMEMBERED_MS). */
  private silent(what: string, how: string): CheckpointError {
    this.silence = { at: Date.now(), how };
    return new CheckpointError(
      'IO',
      `${this.location}: ${what}: the endpoint ${this.o.endpoint ?? 'of AWS S3'} accepted the connection but ${how} (timed out)`,
      SILENT_HINT,
    );
  }

  /**
   * One request; an error that `expected` accepts (a 404 for a read: absent) is undefined.
   * `limit`: 'answer' (a small request: its answer must begin within ATTEMPT_MS, tried again, and
   * within ANSWER_MS in all), 'one' (the same overall limit, never tried again for a timeout: a
   * conditional create whose first attempt may have succeeded), 'idle' (only the idle limit).
   */
  private async request<T>(
    what: string,
    make: (sdk: Sdk) => object,
    expected?: (err: unknown) => boolean,
    limit: 'answer' | 'one' | 'idle' = 'answer',
  ): Promise<T | undefined> {
    const { sdk, client } = await this.s3();
    const silence = this.silence;
    if (silence && Date.now() - silence.at < SILENCE_REMEMBERED_MS) {
      throw new CheckpointError(
        'IO',
        `${this.location}: ${what}: not sent: when last asked, ${Math.round((Date.now() - silence.at) / 1000)} s ago, the endpoint ${this.o.endpoint ?? 'of AWS S3'} accepted the connection but ${silence.how} (timed out)`,
        SILENT_HINT,
      );
    }
    const answerMs = this.o.answerMs ?? ANSWER_MS;
    const deadline = new AbortController();
    // Cleared once send() resolves: for a GetObject, that is when its answer begins (its body is read after).
    const timer = limit === 'idle' ? undefined : setTimeout(() => deadline.abort(), answerMs);
    const options =
      limit === 'idle'
        ? undefined
        : {
            abortSignal: deadline.signal,
            ...(limit === 'answer' ? { requestTimeout: Math.min(ATTEMPT_MS, answerMs) } : {}),
          };
    try {
      return (await client.send(make(sdk) as never, options as never)) as T; // (one signature for every command)
    } catch (err) {
      if (deadline.signal.aborted) throw this.silent(what, `did not answer within ${answerMs / 1000} s`);
      if (expected?.(err)) return undefined;
      throw this.failure(err, what);
    } finally {
      clearTimeout(timer);
    }
  }

  private async send<T>(what: string, make: (sdk: Sdk) => object, limit: 'answer' | 'idle' = 'answer'): Promise<T> {
    return (await this.request<T>(what, make, undefined, limit)) as T;
  }

  private sendOrMissing<T>(what: string, make: (sdk: Sdk) => object): Promise<T | undefined> {
    return this.request<T>(what, make, isMissing);
  }

  async put(key: string, data: Uint8Array | string | Readable | AsyncIterable<Uint8Array>): Promise<PutResult> {
    checkKey(key);
    if (typeof data === 'string' || data instanceof Uint8Array) {
      const body = typeof data === 'string' ? Buffer.from(data) : data;
      await this.send(
        `put ${key}`,
        (sdk) => new sdk.PutObjectCommand({ Bucket: this.bucket, Key: this.root + key, Body: body }),
        body.byteLength > SMALL_BODY ? 'idle' : 'answer',
      );
      return { size: body.byteLength, sha256: sha256Hex(body) };
    }
    // A stream: hashed on its way into a multipart upload, which the SDK aborts if the source fails.
    const hash = createHash('sha256');
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const source = data instanceof Readable ? data : Readable.from(data);
    const feeding = pipeline(source, counter);
    const { sdk, client } = await this.s3();
    const upload = new sdk.Upload({
      client,
      params: { Bucket: this.bucket, Key: this.root + key, Body: counter },
      partSize: PART_SIZE,
      queueSize: 4,
      leavePartsOnError: false,
    });
    // A failing source aborts the upload: nothing is stored. A failing upload stops reading the
    // counter, so it is destroyed: the source must not wait on it for ever.
    let sourceError: unknown;
    let uploadFailed = false;
    const fed = feeding.then(
      () => undefined,
      (err: unknown) => {
        if (uploadFailed) return;
        sourceError = err ?? new Error('the source stream failed');
        void upload.abort().catch(() => undefined);
      },
    );
    const sent = await upload.done().then(
      () => undefined,
      (err: unknown) => err ?? new Error('the upload failed'),
    );
    if (sent && sourceError === undefined) {
      uploadFailed = true;
      counter.destroy();
    }
    await fed;
    if (sourceError) throw sourceError;
    if (sent) throw this.failure(sent, `put ${key}`);
    return { size, sha256: hash.digest('hex') };
  }

  async create(key: string, data: Uint8Array | string): Promise<boolean> {
    checkKey(key);
    const body = typeof data === 'string' ? Buffer.from(data) : data;
    const made = await this.request(
      `create ${key}`,
      (sdk) => new sdk.PutObjectCommand({ Bucket: this.bucket, Key: this.root + key, Body: body, IfNoneMatch: '*' }),
      isTaken,
      body.byteLength > SMALL_BODY ? 'idle' : 'one',
    );
    return made !== undefined;
  }

  async get(key: string): Promise<Buffer | undefined> {
    checkKey(key);
    const r = await this.sendOrMissing<{
      Body?: Readable & { transformToByteArray(): Promise<Uint8Array> };
      ContentLength?: number;
    }>(`get ${key}`, (sdk) => new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.root + key }));
    if (!r?.Body) return undefined;
    if ((r.ContentLength ?? 0) > GET_MAX_BYTES) {
      r.Body.destroy();
      throw tooLargeToGet(`${this.location}/${key}`, r.ContentLength!);
    }
    const bytes = await r.Body.transformToByteArray();
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async open(key: string): Promise<Readable | undefined> {
    checkKey(key);
    const r = await this.sendOrMissing<{ Body?: Readable }>(
      `open ${key}`,
      (sdk) => new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.root + key }),
    );
    return r?.Body;
  }

  async stat(key: string): Promise<{ size: number; mtimeMs: number } | undefined> {
    checkKey(key);
    const r = await this.sendOrMissing<{ ContentLength?: number; LastModified?: Date }>(
      `stat ${key}`,
      (sdk) => new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.root + key }),
    );
    return r ? { size: r.ContentLength ?? 0, mtimeMs: r.LastModified?.getTime() ?? 0 } : undefined;
  }

  /**
   * Pages of one listing (ListObjects with Marker: each page starts after the last key or folder
   * of the previous one). Not ListObjectsV2: its continuation tokens are opaque server state, and
   * s3rver's are DES-encrypted, which Node 20's OpenSSL 3 refuses (every truncated page: HTTP
   * 500); a Marker is a plain key that every S3 implementation honours.
   */
  private async *pages(prefix: string, delimiter: boolean): AsyncGenerator<{ keys: string[]; folders: string[] }> {
    let after: string | undefined;
    for (;;) {
      type Page = { Contents?: { Key?: string }[]; CommonPrefixes?: { Prefix?: string }[]; IsTruncated?: boolean };
      const r = await this.send<Page>(
        `list ${prefix || '/'}`,
        (sdk) =>
          new sdk.ListObjectsCommand({
            Bucket: this.bucket,
            Prefix: this.root + prefix,
            MaxKeys: LIST_PAGE,
            ...(delimiter ? { Delimiter: '/' } : {}),
            ...(after ? { Marker: after } : {}),
          }),
      );
      const keys = (r.Contents ?? []).map((c) => c.Key ?? '').filter((k) => k.startsWith(this.root));
      const folders = (r.CommonPrefixes ?? []).map((c) => c.Prefix ?? '').filter((k) => k.startsWith(this.root));
      yield {
        keys: keys.map((k) => k.slice(this.root.length)),
        folders: folders.map((k) => k.slice(this.root.length)),
      };
      const last = [...keys, ...folders].sort().at(-1);
      if (!r.IsTruncated || !last || last === after) return;
      after = last;
    }
  }

  /**
   * Aborts the multipart uploads under the volume's prefix that were started more than
   * `olderThanMs` ago (a process killed mid-upload leaves one: its parts are stored, and billed,
   * until it is aborted; no object was made, so no checkpoint saw it). Returns how many. A
   * younger upload may belong to a capture running now and is left alone.
   */
  async sweepLeftovers(olderThanMs: number, now = Date.now()): Promise<number> {
    type Page = {
      Uploads?: { Key?: string; UploadId?: string; Initiated?: Date }[];
      IsTruncated?: boolean;
      NextKeyMarker?: string;
      NextUploadIdMarker?: string;
    };
    let aborted = 0;
    let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      const r = await this.send<Page>(
        'list unfinished uploads',
        (sdk) => new sdk.ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: this.root, ...markers }),
      );
      for (const u of r.Uploads ?? []) {
        if (!u.Key?.startsWith(this.root) || !u.UploadId || !u.Initiated || now - u.Initiated.getTime() < olderThanMs)
          continue;
        await this.sendOrMissing(
          `abort the upload of ${u.Key.slice(this.root.length)}`,
          (sdk) => new sdk.AbortMultipartUploadCommand({ Bucket: this.bucket, Key: u.Key, UploadId: u.UploadId }),
        );
        aborted++;
      }
      if (!r.IsTruncated || !r.NextKeyMarker) return aborted;
      markers = {
        KeyMarker: r.NextKeyMarker,
        ...(r.NextUploadIdMarker ? { UploadIdMarker: r.NextUploadIdMarker } : {}),
      };
    }
  }

  async list(prefix: string): Promise<string[]> {
    checkPrefix(prefix);
    const out: string[] = [];
    for await (const page of this.pages(prefix, false)) out.push(...page.keys.filter(isValidKey));
    return [...new Set(out)].sort();
  }

  async listLevel(prefix: string): Promise<LevelListing> {
    checkPrefix(prefix);
    const keys = new Set<string>();
    const folders = new Set<string>();
    for await (const page of this.pages(prefix, true)) {
      for (const k of page.keys) if (isValidKey(k)) keys.add(k);
      for (const f of page.folders) if (isValidKey(f.slice(0, -1))) folders.add(f);
    }
    return { keys: [...keys].sort(), folders: [...folders].sort() };
  }

  async copy(from: string, to: string, known?: PutResult): Promise<PutResult | undefined> {
    checkKey(from);
    checkKey(to);
    const source = encodeURIComponent(`${this.bucket}/${this.root}${from}`).replace(/%2F/g, '/');
    const done = await this.request(
      `copy ${from}`,
      (sdk) => new sdk.CopyObjectCommand({ Bucket: this.bucket, Key: this.root + to, CopySource: source }),
      isMissing,
      'idle',
    );
    if (!done) return undefined;
    const st = await this.stat(to);
    if (known && st?.size === known.size) return known;
    // Hashed as a stream: a copied workspace archive may be gigabytes (more than `get` reads whole).
    const copied = await this.open(to);
    if (!copied) return undefined;
    const hash = createHash('sha256');
    let size = 0;
    for await (const b of copied) {
      hash.update(b as Buffer);
      size += (b as Buffer).length;
    }
    return { size, sha256: hash.digest('hex') };
  }

  async delete(key: string): Promise<boolean> {
    checkKey(key);
    if (!(await this.stat(key))) return false; // (S3 answers a delete of nothing with success)
    await this.send(
      `delete ${key}`,
      (sdk) => new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.root + key }),
    );
    return true;
  }

  async deletePrefix(prefix: string): Promise<number> {
    checkPrefix(prefix);
    const keys = await this.list(prefix);
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      type Deleted = { Errors?: { Key?: string; Code?: string; Message?: string }[] };
      const r = await this.send<Deleted>(
        `delete ${prefix}`,
        (sdk) =>
          new sdk.DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: batch.map((k) => ({ Key: this.root + k })), Quiet: true },
          }),
      );
      const e = r.Errors?.[0];
      if (e)
        throw new CheckpointError(
          'IO',
          `${this.location}: delete ${e.Key ?? prefix}: ${e.Code ?? 'error'} ${e.Message ?? ''}`.trim(),
        );
    }
    return keys.length;
  }
}

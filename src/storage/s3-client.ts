// The S3 SDK's client for a volume (loaded on first use, with time limits the SDK does not set) and what its errors mean.

export type Sdk = typeof import('./s3-sdk.js');

export type Client = InstanceType<Sdk['S3Client']>;

/** Where an S3 volume is and how to reach it. Credentials and region come from the AWS chain unless given (tests). */
export interface S3VolumeOptions {
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
export const CONNECT_MS = 5_000;

export const IDLE_MS = 60_000;

export const ATTEMPT_MS = 4_000;

export const ANSWER_MS = 12_000;

export const SMALL_BODY = 1024 * 1024;

/**
 * After a request the endpoint left unanswered, the next ones for this long fail at once, saying
 * so: a command makes many requests (and some callers step over a failed read), so a dead endpoint
 * would otherwise cost ANSWER_MS each. Long-lived processes (the sidecar, the monitor) ask again after it.
 */
export const SILENCE_REMEMBERED_MS = 60_000;

export const SILENT_HINT =
  'check [volume] endpoint (or AWS_ENDPOINT_URL_S3): is it an S3 server, and is it up? Then the network (a proxy or firewall)';

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

/** The SDK's client for a volume, with the time limits above (loaded on the first request). */
export function createClient(o: S3VolumeOptions): Promise<{ sdk: Sdk; client: Client }> {
  return loadSdk().then((sdk) => {
    const endpoint = o.endpoint;
    const client = new sdk.S3Client({
      ...(endpoint
        ? { endpoint, forcePathStyle: o.pathStyle ?? isLocalEndpoint(endpoint) }
        : o.pathStyle
          ? { forcePathStyle: true }
          : {}),
      // An S3-compatible endpoint without a region configured anywhere: us-east-1 (what such servers expect).
      ...(o.region
        ? { region: o.region }
        : endpoint && !process.env['AWS_REGION'] && !process.env['AWS_DEFAULT_REGION']
          ? { region: 'us-east-1' }
          : {}),
      ...(o.credentials ? { credentials: o.credentials } : {}),
      maxAttempts: o.maxAttempts ?? 4,
      requestHandler: { connectionTimeout: CONNECT_MS, socketTimeout: IDLE_MS, throwOnRequestTimeout: true },
      // Checksums only where S3 requires them: the SDK's default trailing checksums (aws-chunked
      // uploads) are not understood by every S3-compatible server; our manifests carry sha256.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return { sdk, client };
  });
}

interface SdkError {
  name?: string;
  Code?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

export const status = (err: unknown) => (err as SdkError)?.$metadata?.httpStatusCode;

export const errName = (err: unknown) =>
  (err as SdkError)?.name ?? (err as SdkError)?.Code ?? (err as SdkError)?.code ?? '';

export const isMissing = (err: unknown) => status(err) === 404 && errName(err) !== 'NoSuchBucket';

/**
 * A conditional create (If-None-Match: *) that found the key taken: 412 where an object is, and 409
 * ConditionalRequestConflict while a concurrent write of the key is in flight (S3 lets one of them win).
 */
export const isTaken = (err: unknown) => status(err) === 412 || errName(err) === 'ConditionalRequestConflict';

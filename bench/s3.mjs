// The volume on S3 (issue 11), each figure against a baseline measured in the same run, on s3rver
// started in this process on 127.0.0.1 with the test server's workarounds (test/s3rver.ts):
//   streaming a 1 GiB part (BENCH_S3_MB) through S3Volume.put / a plain lib-storage `Upload` of the
//     same bytes with the same client settings (8 MiB parts, 4 in flight), each uploader in a
//     process of its own, interleaved; median of BENCH_S3_ROUNDS (3) paired rounds     target <= 1.1
//   a one-file change checkpointed by the built CLI (3,000 files, ~50 MB): bytes uploaded / the
//     bytes the session's first checkpoint uploaded (the full workspace)                target <= 1 %
//     - in a repository whose commits are on its remote
//     - in a repository with no remote (every commit unpushed: the checkpoint's git bundle)
//   `list --all` on a volume of 1,000 sessions x 10 checkpoints (BENCH_S3_SESSIONS; ~21,000
//     objects): HTTP requests against the objects on the volume; target O(sessions), never a walk
//     of the objects: <= 1 listing per 1,000 sessions + 1 index read per session + 10
//
// Everything runs against dist/ (the library and the CLI). The server lives in this process's event
// loop, so every child process is started asynchronously (a spawnSync would deadlock on it).
// About 5 minutes on an idle 2-core machine, most of it s3rver's (populating the big volume, and its
// listing of it, which the delimiter workaround makes a walk of every object).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import S3rver from 's3rver';
import { fixStore } from '../test/support/s3rver-store.mjs';
import { populateVolume } from './volume.mjs';
import { S3Volume, keyringFor, openVolumeAt } from '../dist/index.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MB_STREAM = Number(process.env.BENCH_S3_MB ?? 1024);
const ROUNDS = Number(process.env.BENCH_S3_ROUNDS ?? 3);
const SESSIONS = Number(process.env.BENCH_S3_SESSIONS ?? 1000);
const PER_SESSION = 10;
const BUCKET = 'bench';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
// The SDK warns on every start under Node < 22; S3Volume switches this off for its own copy.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const results = [];
const p50 = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const s = (n) => `${(n / 1000).toFixed(2)} s`;
const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;
const bytesOf = (n) => (n >= 100_000 ? mb(n) : `${n} B`);
const mbps = (bytes, ms) => `${(bytes / 1e6 / (ms / 1000)).toFixed(0)} MB/s`;
function report(name, value, baseline, ratio, target, ok) {
  results.push(ok);
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${value} vs ${baseline} = ${ratio} (target ${target})`);
}

/**
 * s3rver 3.7.1 with the test server's workarounds (test/s3rver.ts says why): with a Delimiter its
 * store lists without it and groups the keys itself (s3rver skips folders two levels down), and
 * puts of one key are serialised (s3rver writes objects in place). Every request is logged with
 * the bytes of its body (content-length; the SDK sends no aws-chunked bodies under WHEN_REQUIRED)
 * and when it started and ended.
 */
async function startS3(directory) {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  fixStore(server.store); // s3rver's defects, as the tests fix them (test/s3rver.ts)
  const requests = [];
  // A Koa middleware put first (before run() composes them) sees every request.
  server.middleware.unshift(async (ctx, next) => {
    const length = ctx.get('x-amz-decoded-content-length') || ctx.get('content-length');
    const r = {
      method: ctx.method,
      url: ctx.url,
      bytes: ctx.method === 'PUT' ? Number(length || 0) : 0,
      start: performance.now(),
      end: 0,
    };
    requests.push(r);
    try {
      await next();
    } finally {
      r.end = performance.now();
    }
  });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, requests, close: () => server.close() };
}

/** The built CLI in a child process, asynchronously (the server runs in this process). */
function cli(args, cwd, env) {
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      [join(ROOT, 'dist', 'cli.cjs'), ...args],
      { cwd, env, encoding: 'utf8', maxBuffer: 1 << 28 },
      (err, out, errOut) => {
        if (err) fail(new Error(`pai-checkpoint ${args.join(' ')} exited ${err.code}: ${errOut || out}`));
        else done(out);
      },
    );
  });
}
const run = (cmd, args, cwd) =>
  new Promise((done, fail) =>
    execFile(cmd, args, { cwd, encoding: 'utf8' }, (err, out) => (err ? fail(err) : done(out))),
  );

/**
 * A deterministic stream of `bytes` pseudo-random bytes in 64 KiB chunks: slices of a 16 MiB pool
 * (sha256 in counter mode) at varying offsets, so nothing the size of the part is ever in memory.
 */
const CHUNK = 64 * 1024;
const POOL = Buffer.concat(
  Array.from({ length: (16 << 20) / 32 }, (_, i) => createHash('sha256').update(`bench ${i}`).digest()),
);
function source(bytes) {
  let sent = 0;
  let i = 0;
  return new Readable({
    highWaterMark: CHUNK,
    read() {
      while (sent < bytes) {
        const n = Math.min(CHUNK, bytes - sent);
        const at = (i++ * 40_973) % (POOL.length - CHUNK);
        sent += n;
        if (!this.push(POOL.subarray(at, at + n))) return;
      }
      this.push(null);
    },
  });
}

/**
 * One timed upload of `mib` MiB to the server at `endpoint`, in a process of its own as the CLI's
 * are (the server's thread is not the client's: S3Volume hashes the stream on the way, which a
 * remote server would not wait for): by S3Volume.put ('ours') or by a plain lib-storage Upload
 * with the client settings S3Volume uses ('plain'). After a 20 MiB warm-up (the SDK loaded, the
 * connections open), prints { ms, size, sha256 } and deletes the object.
 */
async function uploadOnce(which, endpoint, mib) {
  const key = 'stream/part';
  let put;
  if (which === 'plain') {
    const client = new S3Client({
      endpoint,
      forcePathStyle: true,
      region: 'us-east-1',
      credentials: CREDENTIALS,
      maxAttempts: 4,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    put = async (n) => {
      await new Upload({
        client,
        params: { Bucket: BUCKET, Key: key, Body: source(n) },
        partSize: 8 * 1024 * 1024,
        queueSize: 4,
        leavePartsOnError: false,
      }).done();
      return {};
    };
  } else {
    const volume = new S3Volume({ url: `s3://${BUCKET}`, endpoint, region: 'us-east-1', credentials: CREDENTIALS });
    put = (n) => volume.put(key, source(n));
  }
  await put(20 << 20);
  const t = performance.now();
  const stored = await put(mib * 1024 * 1024);
  const ms = performance.now() - t;
  await new S3Volume({ url: `s3://${BUCKET}`, endpoint, region: 'us-east-1', credentials: CREDENTIALS }).delete(key);
  process.stdout.write(JSON.stringify({ ms, ...stored }));
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'pai-bench-s3-'));
  const s3 = await startS3(join(work, 's3rver'));
  const started = performance.now();
  try {
    // 1. A large part streamed through S3Volume.put vs the SDK's own Upload, each in a process of
    // its own (uploadOnce), interleaved: each round runs both back to back (the order alternates)
    // and the figure is the median of the rounds' ratios, so a machine busy with something else
    // slows both sides of a pair alike.
    {
      const bytes = MB_STREAM * 1024 * 1024;
      const expected = createHash('sha256');
      for await (const chunk of source(bytes)) expected.update(chunk);
      const sha256 = expected.digest('hex');
      const upload = (which) =>
        new Promise((done, fail) => {
          execFile(
            process.execPath,
            [fileURLToPath(import.meta.url), '--upload', which, s3.endpoint, String(MB_STREAM)],
            { encoding: 'utf8' },
            (err, out, errOut) =>
              err ? fail(new Error(`the ${which} upload failed: ${errOut}`)) : done(JSON.parse(out)),
          );
        });
      const base = [];
      const subj = [];
      for (let r = 0; r < ROUNDS; r++) {
        for (const which of r % 2 ? ['ours', 'plain'] : ['plain', 'ours']) {
          const u = await upload(which);
          if (which === 'ours' && (u.size !== bytes || u.sha256 !== sha256))
            throw new Error(`S3Volume.put stored ${u.size} bytes, sha256 ${u.sha256}: not the source's`);
          (which === 'ours' ? subj : base).push(u.ms);
        }
      }
      const ratio = p50(subj.map((v, r) => v / base[r]));
      report(
        `streaming a ${MB_STREAM} MiB part: S3Volume.put / a plain Upload (median of ${ROUNDS} rounds)`,
        `${s(p50(subj))} (${mbps(bytes, p50(subj))})`,
        `${s(p50(base))} (${mbps(bytes, p50(base))})`,
        `${ratio.toFixed(2)}x`,
        '<= 1.10x',
        ratio <= 1.1,
      );
      console.log(`      (rounds, ours / plain: ${subj.map((v, r) => `${s(v)} / ${s(base[r])}`).join(', ')})`);
    }

    // 2. A one-file change: two checkpoints of a session by the CLI, one file changed in between,
    // the bytes of every PUT (objects and multipart parts) counted by the server. Twice: a
    // repository whose commits are on its remote (the usual case), and one with no remote, where
    // every commit is unpushed and goes into the checkpoint's git bundle (domain/capture/git.ts).
    /** The built CLI's environment: its own HOME and PAI_DIR, its volume under `s3://bench/<prefix>`. */
    const cliEnv = (home, prefix) => ({
      // Without node_modules/.bin (npm run puts it first): the environment capture would probe its claude.
      PATH: (process.env.PATH ?? '')
        .split(':')
        .filter((p) => !p.includes('node_modules'))
        .join(':'),
      HOME: home,
      PAI_DIR: join(home, '.pai'),
      PAI_CHECKPOINT_VOLUME: `s3://${BUCKET}/${prefix}`,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      AWS_REGION: 'us-east-1',
    });
    const teamVolume = new S3Volume({
      url: `s3://${BUCKET}/team`,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: CREDENTIALS,
    });
    const uploaded = async (fn) => {
      const from = s3.requests.length;
      const t = performance.now();
      const out = await fn();
      const made = s3.requests.slice(from);
      // The object that took most of the bytes (its parts summed), to name what a failing figure sent.
      const perKey = new Map();
      for (const r of made) perKey.set(r.url.split('?')[0], (perKey.get(r.url.split('?')[0]) ?? 0) + r.bytes);
      const [largest = '', largestBytes = 0] = [...perKey].sort((a, b) => b[1] - a[1])[0] ?? [];
      return {
        out,
        ms: performance.now() - t,
        bytes: made.reduce((n, r) => n + r.bytes, 0),
        requests: made.length,
        largest: `${largest.split('/').slice(-2).join('/')} ${bytesOf(largestBytes)}`,
      };
    };
    /** A git repository of 3,000 files, ~50 MB: source-like text (compressible) and binary assets (not). */
    async function makeProject(project, pushed) {
      const words = 'export function handle(request, options) { return compute(request.body, options); }\n';
      const files = [];
      let size = 0;
      for (let d = 0; d < 30; d++) {
        const dir = join(project, `pkg${d}`);
        mkdirSync(join(dir, 'src'), { recursive: true });
        mkdirSync(join(dir, 'assets'), { recursive: true });
        for (let f = 0; f < 70; f++) {
          const text = `${words.repeat(40 + ((d * 13 + f) % 80))}// ${d}/${f}\n`;
          files.push(join(dir, 'src', `m${f}.ts`));
          writeFileSync(files.at(-1), text);
          size += text.length;
        }
        for (let f = 0; f < 30; f++) {
          const n = 20_000 + ((d * 31 + f * 17) % 40) * 1000;
          const at = ((d * 30 + f) * 99_991) % (POOL.length - n);
          files.push(join(dir, 'assets', `a${f}.bin`));
          writeFileSync(files.at(-1), POOL.subarray(at, at + n));
          size += n;
        }
      }
      const git = (...args) => run('git', ['-c', 'user.email=b@b', '-c', 'user.name=b', ...args], project);
      await git('init', '-q', '-b', 'main');
      await git('add', '-A');
      await git('commit', '-qm', 'first');
      if (pushed) {
        await run('git', ['init', '-q', '--bare', `${project}.git`], work);
        await git('remote', 'add', 'origin', `${project}.git`);
        await git('push', '-q', '-u', 'origin', 'main');
      }
      return { files, size };
    }
    const sessions = { pushed: '11111111-2222-3333-4444-555555555555', local: '22222222-3333-4444-5555-666666666666' };
    const firstIds = {};
    for (const [kind, sessionId] of Object.entries(sessions)) {
      // Each on its own volume: the second would find the first's files there already.
      const home = join(work, kind);
      const env = cliEnv(home, kind === 'pushed' ? 'team' : kind);
      const project = join(home, 'project');
      const { files, size } = await makeProject(project, kind === 'pushed');
      await new Promise((r) => setTimeout(r, 2500)); // past the stat cache's racy window
      const first = await uploaded(() => cli(['create', '--session', sessionId, '--json'], project, env));
      firstIds[kind] = JSON.parse(first.out).id;
      appendFileSync(files[1234], '// one change\n');
      const second = await uploaded(() => cli(['create', '--session', sessionId, '--json'], project, env));
      const ratio = second.bytes / first.bytes;
      const repo = kind === 'pushed' ? 'commits pushed' : 'a repository with no remote';
      report(
        `one-file change, ${repo}: bytes uploaded / the first checkpoint's (${files.length} files, ${mb(size)})`,
        `${second.bytes} B`,
        mb(first.bytes),
        `${(100 * ratio).toFixed(2)} %`,
        '<= 1 %',
        ratio <= 0.01,
      );
      console.log(
        `      (first checkpoint ${s(first.ms)}, ${first.requests} requests; second ${s(second.ms)}, ${second.requests} requests, its largest upload ${second.largest})`,
      );
    }

    // 3. `list --all` on a big volume: SESSIONS sessions of PER_SESSION checkpoints each, made from
    // the first checkpoint above (its manifest as the draft, one small part) by the library's own
    // writer, commitCheckpoint, with this user's signing key: manifests sealed and signed, each
    // session's index settled, as the CLI leaves them. Written on a local volume in memory first
    // (the writer's index reads, listings and rewrites cost nothing there), then copied object by
    // object onto the S3 volume with parallel puts.
    {
      const realSession = `checkpoints/${sessions.pushed}/`;
      const real = JSON.parse(
        (await teamVolume.get(`${realSession}${firstIds.pushed}/manifest.json`)).toString('utf8'),
      );
      if (!real.signature)
        throw new Error(
          "the first checkpoint's manifest is not signed: this bench expects a signing key under PAI_DIR",
        );
      // The user's keys as the CLI opens them (<PAI_DIR>/checkpoint/signing.key).
      const keyring = keyringFor({ signingFile: join(work, 'pushed', '.pai', 'checkpoint', 'signing.key') });
      const memory = existsSync('/dev/shm') ? mkdtempSync('/dev/shm/pai-bench-s3-') : join(work, 'local-volume');
      const { version: _v, parts: _p, checksum: _c, signature: _s, encryption: _e, ...draft } = real;
      let objects = (await teamVolume.list('')).length;
      const onVolume = (await teamVolume.listLevel('checkpoints/')).folders.length + SESSIONS;
      const t = performance.now();
      try {
        const local = openVolumeAt(memory, { keyring });
        await populateVolume(local, draft, { sessions: SESSIONS, perSession: PER_SESSION });
        const written = performance.now() - t;
        const keys = (await local.list('checkpoints/')).filter((k) => !k.startsWith(realSession));
        let next = 0;
        await Promise.all(
          Array.from({ length: 32 }, async () => {
            while (next < keys.length) {
              const key = keys[next++];
              await teamVolume.put(key, await local.get(key));
            }
          }),
        );
        objects += keys.length;
        console.log(
          `      (${keys.length} objects written by commitCheckpoint in ${s(written)}, copied onto the S3 volume in ${s(performance.now() - t - written)})`,
        );
      } finally {
        rmSync(memory, { recursive: true, force: true });
      }
      const from = s3.requests.length;
      const tl = performance.now();
      const listed = JSON.parse(
        await cli(['list', '--all', '--json', '--limit', '5'], work, cliEnv(join(work, 'pushed'), 'team')),
      );
      const listMs = performance.now() - tl;
      const made = s3.requests.slice(from);
      if (listed.rows.length !== 5) throw new Error(`list --all showed ${listed.rows.length} rows`);
      const kinds = new Map();
      for (const r of made) {
        const [path, query = ''] = r.url.split('?');
        const listing = path.replace(/\/$/, '') === `/${BUCKET}`;
        const kind = listing
          ? query.includes('delimiter=')
            ? 'listing with delimiter'
            : 'listing without delimiter'
          : r.method !== 'GET'
            ? `${r.method}`
            : path.endsWith('/index.json')
              ? 'index read'
              : path.endsWith('/manifest.json')
                ? 'manifest read'
                : 'other read';
        if (!kinds.has(kind)) kinds.set(kind, []);
        kinds.get(kind).push(r.end - r.start);
      }
      // How many requests the CLI had in flight at once, at most.
      let inFlight = 0;
      let most = 0;
      for (const [, d] of made
        .flatMap((r) => [
          [r.start, 1],
          [r.end, -1],
        ])
        .sort((a, b) => a[0] - b[0] || a[1] - b[1]))
        most = Math.max(most, (inFlight += d));
      const budget = Math.ceil(onVolume / 1000) + onVolume + 10;
      report(
        `list --all on ${onVolume} sessions (${SESSIONS} x ${PER_SESSION} checkpoints): HTTP requests / objects on the volume`,
        `${made.length} requests`,
        `${objects} objects`,
        `${(made.length / objects).toFixed(3)} per object, ${(made.length / onVolume).toFixed(3)} per session`,
        `<= ${budget} requests: 1 listing per 1,000 sessions + 1 index read per session + 10`,
        made.length <= budget,
      );
      // (s3rver's listing with a delimiter is the workaround's walk of every object: its time is the
      // test server's, not a cost of ours on S3.)
      console.log(
        `      (${[...kinds].map(([k, d]) => `${d.length} ${k}, p50 ${p50(d).toFixed(0)} ms at the server`).join('; ')}; at most ${most} request(s) in flight; list took ${s(listMs)})`,
      );
    }
  } finally {
    await s3.close();
    rmSync(work, { recursive: true, force: true });
  }
  const failed = results.filter((ok) => !ok).length;
  console.log(`(${s(performance.now() - started)} in all)`);
  console.log(failed ? `${failed} S3 target(s) missed.` : 'All S3 targets met.');
  process.exitCode = failed ? 1 : 0;
}

if (process.argv[2] === '--upload') await uploadOnce(process.argv[3], process.argv[4], Number(process.argv[5]));
else await main();

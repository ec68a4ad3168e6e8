/**
 * The CLI with its volume on S3 (s3rver on 127.0.0.1): a checkpoint taken, listed, verified and
 * restored byte-identical, from the built CLI as a user runs it; doctor probes the bucket.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { doctor } from '../../src/app/doctor.js';
import type { StorageBackend } from '../../src/storage/backend.js';
import { S3Volume } from '../../src/storage/s3.js';
import { runCliAsync, tempDir } from '../helpers.js';
import { S3_CREDENTIALS, useS3 } from '../s3rver.js';
import { appSandbox } from './support.js';

const s3 = useS3(['vol']);

const cli = runCliAsync;

test('a checkpoint on an S3 volume: created, listed, verified with --read-data, restored byte-identical; doctor probes the bucket', async () => {
  const home = tempDir('pai-s3-home-');
  const project = join(home, 'project');
  mkdirSync(join(project, 'src'), { recursive: true });
  const git = (...a: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...a], { cwd: project, stdio: 'pipe' });
  git('init', '-q');
  writeFileSync(join(project, 'src', 'n.txt'), Array.from({ length: 3000 }, (_, i) => `line ${i}`).join('\n'));
  git('add', '-A');
  git('commit', '-qm', 'first');
  writeFileSync(join(project, 'notes.md'), 'uncommitted work\n');
  const env = {
    HOME: home,
    PAI_DIR: join(home, '.pai'),
    PAI_CHECKPOINT_VOLUME: 's3://vol/team',
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };

  const created = await cli(['create', '--session', '11111111-2222-3333-4444-555555555555', '--json'], project, env);
  expect(created.code, created.err).toBe(0);
  const id = JSON.parse(created.out).id as string;
  const listed = JSON.parse((await cli(['list', '--json'], project, env)).out);
  expect(listed.rows.map((r: { id: string }) => r.id)).toEqual([id]);
  const verified = await cli(['verify', id, '--read-data'], project, env);
  expect(verified.code, verified.out + verified.err).toBe(0);
  const out = join(home, 'restored');
  const restored = await cli(['restore', id, '--to', out], project, env);
  expect(restored.code, restored.err).toBe(0);
  expect(readFileSync(join(out, 'src', 'n.txt'), 'utf8')).toBe(readFileSync(join(project, 'src', 'n.txt'), 'utf8'));
  expect(readFileSync(join(out, 'notes.md'), 'utf8')).toBe('uncommitted work\n');
  expect(s3.requests.some((r) => r.startsWith('PUT /vol/team/checkpoints/'))).toBe(true);

  const doctor = JSON.parse((await cli(['doctor', '--json'], project, env)).out);
  expect(doctor.checks.find((c: { name: string }) => c.name === 'volume')).toMatchObject({
    level: 'ok',
    detail: 's3://vol/team: 1 session checkpoint(s) in 1 session(s)',
  });
  const missing = await cli(['doctor', '--json'], project, {
    ...env,
    PAI_CHECKPOINT_VOLUME: 's3://no-such-bucket/team',
  });
  expect(missing.code).toBe(4);
  expect(JSON.parse(missing.out).checks.find((c: { name: string }) => c.name === 'volume')).toMatchObject({
    level: 'fail',
    detail: expect.stringMatching(
      /^s3:\/\/no-such-bucket\/team: put failed: .*the bucket no-such-bucket does not exist/,
    ),
  });
});

test('doctor probes conditional writes: a create twice, the second refused; a store that ignores If-None-Match fails the volume check', async () => {
  const { ctx } = appSandbox({ git: false });
  const o = { cliPath: '/nowhere/dist/cli.cjs', version: '9.9.9' };
  const store = new S3Volume({ url: 's3://vol/doctor', endpoint: s3.endpoint, credentials: S3_CREDENTIALS });
  const before = s3.requests.length;
  const healthy = await doctor({ ...ctx(), volume: async () => store }, o);
  expect(healthy.checks.find((c) => c.name === 'volume')).toEqual({
    name: 'volume',
    level: 'ok',
    detail: 's3://vol/doctor: 0 session checkpoint(s) in 0 session(s)',
  });
  expect(s3.requests.slice(before).filter((r) => r.startsWith('PUT /vol/doctor/probe/'))).toHaveLength(3); // a put, then two creates
  expect(await store.list('')).toEqual([]); // every probe object deleted
  // A store that ignores the condition: every create "creates".
  const ignoring: StorageBackend = Object.create(store, {
    create: { value: async (key: string, data: string) => (await store.put(key, data), true) },
  });
  const racy = await doctor({ ...ctx(), volume: async () => ignoring }, o);
  expect(racy.healthy).toBe(false);
  expect(racy.checks.find((c) => c.name === 'volume')).toEqual({
    name: 'volume',
    level: 'fail',
    detail:
      's3://vol/doctor: it ignores conditional writes (If-None-Match): two `pai-checkpoint monitor` processes on it could both take over one session; run only one monitor on it',
  });
  expect(await store.list('')).toEqual([]);
});

test('two machines capturing onto one S3 volume at the same time: every checkpoint verifies and restores its own files', async () => {
  const machines = ['a', 'b'].map((name, i) => {
    const home = tempDir(`pai-s3-${name}-`);
    const project = join(home, 'project');
    mkdirSync(project, { recursive: true });
    for (let f = 0; f < 40; f++) writeFileSync(join(project, `f${f}.txt`), `${name} file ${f}\n`.repeat(200));
    writeFileSync(join(project, 'shared.txt'), 'the same bytes on both machines\n'.repeat(500)); // one blob, stored by both
    const session = `${i + 1}${i + 1}111111-2222-3333-4444-555555555555`;
    return {
      name,
      home,
      project,
      session,
      env: {
        HOME: home,
        PAI_DIR: join(home, '.pai'),
        PAI_CHECKPOINT_VOLUME: 's3://vol/shared',
        AWS_ENDPOINT_URL_S3: s3.endpoint,
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
      },
    };
  });
  const ids = new Map<string, string[]>();
  for (let round = 0; round < 3; round++) {
    const created = await Promise.all(
      machines.map(async (m) => {
        writeFileSync(join(m.project, `round-${round}.txt`), `${m.name} round ${round}\n`);
        return { m, r: await cli(['create', '--session', m.session, '--json'], m.project, m.env) };
      }),
    );
    for (const { m, r } of created) {
      expect(r.code, r.err).toBe(0);
      ids.set(m.name, [...(ids.get(m.name) ?? []), JSON.parse(r.out).id as string]);
    }
  }
  // Each machine checks the whole volume with its own key: the other's checkpoints are signed by
  // a key it does not have, and are reported so (not a fault of theirs); every part and blob of both is there and intact.
  const a = machines[0]!;
  const verified = JSON.parse((await cli(['verify', '--all', '--read-data', '--json'], a.project, a.env)).out);
  expect(verified.results).toHaveLength(6);
  for (const r of verified.results) {
    const own = r.sessionId === a.session;
    expect(
      r.problems.filter((p: { part: string }) => p.part !== 'manifest.json (signature)'),
      r.id,
    ).toEqual([]);
    expect(r.signature, r.id).toEqual(
      own
        ? 'signed'
        : expect.stringMatching(
            /^not checked here: signed with the signing key [0-9a-f]{16}, which this machine does not have/,
          ),
    );
  }
  for (const m of machines) {
    const out = join(m.home, 'restored');
    const r = await cli(['restore', ids.get(m.name)!.at(-1)!, '--to', out, '--json'], m.project, m.env);
    expect(r.code, r.err).toBe(0);
    for (const f of ['f0.txt', 'f39.txt', 'shared.txt', 'round-0.txt', 'round-2.txt'])
      expect(readFileSync(join(out, f), 'utf8'), `${m.name} ${f}`).toBe(readFileSync(join(m.project, f), 'utf8'));
  }
}, 120_000);

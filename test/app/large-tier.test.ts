/**
 * The large tier (SPEC-03.13), from the built CLI: a local volume with `[volume] large` on S3
 * (s3rver on 127.0.0.1). A workspace whose new content passes `max_local_mb` goes to the tier
 * instead of being refused; the session stays there (the next capture stores what changed);
 * list, verify, restore, delete and prune follow the manifest to it.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { S3Volume } from '../../src/storage/s3.js';
import { runCliAsync, tempDir } from '../helpers.js';
import { S3_CREDENTIALS, useS3 } from '../s3rver.js';

const s3 = useS3(['vol']);

const cli = runCliAsync;

const SESSION = '33333333-4444-5555-6666-777777777777';

test('over max_local_mb: to the large tier, then only what changed; list, verify, restore, delete and prune follow it', async () => {
  const home = tempDir('pai-tier-');
  const pai = join(home, '.pai');
  const volume = join(pai, 'volume');
  const project = join(home, 'project');
  mkdirSync(join(project, 'data'), { recursive: true });
  mkdirSync(pai, { recursive: true });
  writeFileSync(
    join(pai, 'checkpoint.toml'),
    '[volume]\nlarge = "s3://vol/large"\n[capture]\nmax_local_mb = 1\n[mcp]\nquery_servers = false\n',
  );
  for (let i = 0; i < 3; i++) writeFileSync(join(project, 'data', `blob${i}.bin`), randomBytes(1_000_000)); // 3 MB that do not compress
  writeFileSync(join(project, 'notes.md'), 'first\n');
  execFileSync('git', ['init', '-q'], { cwd: project });
  const env = {
    HOME: home,
    PAI_DIR: pai,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const tier = new S3Volume({ url: 's3://vol/large', endpoint: s3.endpoint, credentials: S3_CREDENTIALS });
  const manifestOf = (id: string) =>
    JSON.parse(readFileSync(join(volume, 'checkpoints', SESSION, id, 'manifest.json'), 'utf8'));

  const first = await cli(['create', '--session', SESSION, '--json'], project, env);
  expect(first.code, first.err).toBe(0);
  const a = JSON.parse(first.out);
  expect(a.warnings).toContain('new workspace content passed 1 MB: stored on the large tier s3://vol/large');
  expect(manifestOf(a.id).workspace).toMatchObject({ format: 'content', tier: 's3://vol/large', file_count: 4 });
  expect(await tier.list('content/roots/')).toEqual([`content/roots/${SESSION}/${a.id}.json`]);
  const tierPacks = (await tier.list('content/packs/')).length;
  expect(tierPacks).toBeGreaterThan(0);

  writeFileSync(join(project, 'notes.md'), 'second\n');
  const second = await cli(['create', '--session', SESSION, '--json'], project, env);
  expect(second.code, second.err).toBe(0);
  const b = JSON.parse(second.out);
  expect(b.warnings).not.toContain('new workspace content passed 1 MB: stored on the large tier s3://vol/large'); // it went there directly
  const wb = manifestOf(b.id).workspace;
  expect(wb.tier).toBe('s3://vol/large');
  expect(wb.size_bytes).toBeLessThan(10_000); // only what changed was stored: the 3 MB were on the tier already

  const listed = JSON.parse((await cli(['list', '--json'], project, env)).out);
  expect(listed.rows.map((r: { id: string }) => r.id).sort()).toEqual([a.id, b.id].sort());
  const verified = await cli(['verify', '--all', '--read-data', '--json'], project, env);
  expect(verified.code, verified.out).toBe(0);

  // Delete the first: its root goes, the tier's collection keeps what the second needs.
  expect((await cli(['delete', a.id], project, env)).code).toBe(0);
  expect(await tier.list('content/roots/')).toEqual([`content/roots/${SESSION}/${b.id}.json`]);
  const pruned = await cli(['prune', '--json'], project, env);
  expect(pruned.code, pruned.err).toBe(0);
  expect(JSON.parse(pruned.out).largeTier).toMatchObject({ location: 's3://vol/large', checkpoints: 1 });
  const out = join(home, 'restored');
  const restored = await cli(['restore', b.id, '--to', out], project, env);
  expect(restored.code, restored.err).toBe(0);
  for (const f of ['data/blob0.bin', 'data/blob2.bin', 'notes.md'])
    expect(readFileSync(join(out, f)).equals(readFileSync(join(project, f))), f).toBe(true);

  // Without the tier configured, the checkpoint says where its workspace is.
  writeFileSync(join(pai, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  const elsewhere = join(home, 'elsewhere');
  const refused = await cli(['restore', b.id, '--to', elsewhere], project, env);
  expect(refused.code).toBe(4);
  expect(refused.err).toContain(
    `the workspace of checkpoint ${b.id} is on the large tier s3://vol/large, and no [volume] large is set here`,
  );
  expect(existsSync(elsewhere)).toBe(false);
  expect(readdirSync(volume)).not.toContain('large');
}, 120_000);

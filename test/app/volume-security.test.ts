/**
 * Encryption at rest and signed manifests, from the built CLI on an S3 volume (s3rver on
 * 127.0.0.1), as a user meets them: what the server holds, `verify` with and without the key,
 * `restore` without the key, with another key, of a manifest edited on the server, of an object
 * cut short on the server, and on a second machine without the signing key.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { S3Volume } from '../../src/storage/s3.js';
import { runCliAsync, tempDir } from '../helpers.js';
import { S3_CREDENTIALS, useS3 } from '../s3rver.js';
import { canonical } from '../support/forge.js';

const s3 = useS3(['vol']);

const cli = runCliAsync;

const SESSION = '22222222-3333-4444-5555-666666666666';

function machine(prefix: string, key?: string) {
  const home = tempDir('pai-sec-home-');
  const project = join(home, 'project');
  mkdirSync(project, { recursive: true });
  const env: Record<string, string> = {
    HOME: home,
    PAI_DIR: join(home, '.pai'),
    PAI_CHECKPOINT_VOLUME: `s3://vol/${prefix}`,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  if (key) env['PAI_CHECKPOINT_KEY'] = key;
  return { home, project, env, signingKey: join(home, '.pai', 'checkpoint', 'signing.key') };
}

async function checkpoint(m: ReturnType<typeof machine>): Promise<string> {
  const git = (...a: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...a], { cwd: m.project, stdio: 'pipe' });
  git('init', '-q');
  writeFileSync(join(m.project, 'committed.txt'), 'committed\n');
  git('add', '-A');
  git('commit', '-qm', 'first');
  writeFileSync(join(m.project, 'secret-notes.md'), 'THE-PLAINTEXT-MARKER uncommitted work\n');
  const created = await cli(['create', '--session', SESSION, '--json'], m.project, m.env);
  expect(created.code, created.err).toBe(0);
  return JSON.parse(created.out).id as string;
}

const raw = (prefix: string) =>
  new S3Volume({ url: `s3://vol/${prefix}`, endpoint: s3.endpoint, credentials: S3_CREDENTIALS });

test('encrypted on the server; verify without the key checks sizes, with it contents; restore needs the right key and says which', async () => {
  const key = randomBytes(32).toString('hex');
  const a = machine('enc', key);
  const id = await checkpoint(a);
  const server = raw('enc');
  // What the server holds: readable manifest naming the key; every part and pack encrypted.
  const manifest = JSON.parse((await server.get(`checkpoints/${SESSION}/${id}/manifest.json`))!.toString());
  expect(manifest.encryption).toEqual({
    cipher: 'aes-256-gcm-hkdf-sha256-64k',
    key_id: expect.stringMatching(/^[0-9a-f]{16}$/),
  });
  // Signed with a key derived from the volume key (issue 32: one secret moves a session): no signing key file is made.
  expect(manifest.signature).toEqual({
    key_id: expect.stringMatching(/^[0-9a-f]{16}$/),
    hmac_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    volume_key_id: manifest.encryption.key_id,
  });
  expect(existsSync(a.signingKey)).toBe(false);
  const keys = await server.list('');
  const privateKeys = keys.filter((k) => !/manifest\.json$|index\.json$|session\.json$|^content\/locks\//.test(k));
  expect(privateKeys.some((k) => k.startsWith('content/packs/'))).toBe(true);
  for (const k of privateKeys) expect((await server.get(k))!.subarray(0, 8).toString(), k).toBe('pai-enc1');
  for (const k of keys) expect((await server.get(k))!.includes('THE-PLAINTEXT-MARKER'), k).toBe(false);

  const doctor = JSON.parse((await cli(['doctor', '--json'], a.project, a.env)).out);
  expect(doctor.checks.filter((c: { name: string }) => c.name === 'encryption' || c.name === 'signing key')).toEqual([
    { name: 'encryption', level: 'ok', detail: `on: key ${manifest.encryption.key_id} from PAI_CHECKPOINT_KEY` },
    {
      name: 'signing key',
      level: 'ok',
      detail: `key ${manifest.signature.key_id}, derived from the volume key: another machine needs the volume key only (\`key export --volume\`)`,
    },
  ]);
  const withKey = JSON.parse((await cli(['verify', id, '--read-data', '--json'], a.project, a.env)).out);
  expect(withKey.results[0]).toMatchObject({
    ok: true,
    checked: 'contents',
    signature: 'signed',
    encryptedWith: manifest.encryption.key_id,
  });

  const { PAI_CHECKPOINT_KEY: _k, ...noKeyEnv } = a.env;
  const plainDoctor = JSON.parse((await cli(['doctor', '--json'], a.project, noKeyEnv)).out);
  expect(plainDoctor.checks.find((c: { name: string }) => c.name === 'encryption')).toMatchObject({
    level: 'warn',
    detail: expect.stringMatching(/^off: parts and packs go to the remote volume unencrypted/),
  });
  const sizes = await cli(['verify', id, '--json'], a.project, noKeyEnv);
  expect(sizes.code, sizes.out + sizes.err).toBe(0);
  expect(JSON.parse(sizes.out).results[0]).toMatchObject({
    ok: true,
    checked: 'sizes',
    signature: expect.stringMatching(
      new RegExp(
        `^not checked here: signed with a key derived from the volume key ${manifest.encryption.key_id}, which this machine does not have`,
      ),
    ),
  });

  const out = join(a.home, 'restored');
  // Without the volume key, or with another: exit 4, naming the key, where to set it and the command that brings it.
  const noKey = await cli(['restore', id, '--to', out], a.project, noKeyEnv);
  expect(noKey.code).toBe(4);
  expect(noKey.err).toContain(
    `checkpoint ${SESSION}/${id} is encrypted with the volume key ${manifest.encryption.key_id}, and this machine has no volume key`,
  );
  expect(noKey.err).toMatch(
    /hint: set the volume key [0-9a-f]{16} here: on a machine that has it, `.*key export --volume -o volume\.key`; copy the file here, then `.*key import --volume volume\.key`/,
  );
  const other = randomBytes(32).toString('hex');
  const wrong = await cli(['restore', id, '--to', out], a.project, { ...a.env, PAI_CHECKPOINT_KEY: other });
  expect(wrong.code).toBe(4);
  expect(wrong.err).toMatch(
    new RegExp(
      `is encrypted with the volume key ${manifest.encryption.key_id}, not with the key set here \\([0-9a-f]{16}, from PAI_CHECKPOINT_KEY\\)`,
    ),
  );
  expect(existsSync(out)).toBe(false); // nothing written

  // A part cut short on the server: verify names it, restore refuses; nothing written.
  // (Shared, manifest 2.0: stored once by content under an HMAC of its hash, which the entry gives.)
  const shared = manifest.parts['conversation.json'].shared as string;
  expect(shared).toMatch(/^[0-9a-f]{64}$/);
  const part = `parts/${shared.slice(0, 2)}/${shared}`;
  const whole = (await server.get(part))!;
  await server.put(part, whole.subarray(0, whole.length - 5));
  const cut = await cli(['verify', id, '--json'], a.project, a.env);
  expect(cut.code).toBe(4);
  expect(JSON.parse(cut.out).results[0].problems).toEqual([
    { part: 'conversation.json', error: expect.stringContaining('does not decrypt') },
  ]);
  expect((await cli(['restore', id, '--to', out], a.project, a.env)).code).toBe(4);
  expect(existsSync(out)).toBe(false);
  await server.put(part, whole);

  const restored = await cli(['restore', id, '--to', out, '--json'], a.project, a.env);
  expect(restored.code, restored.err).toBe(0);
  expect(readFileSync(join(out, 'secret-notes.md'), 'utf8')).toBe('THE-PLAINTEXT-MARKER uncommitted work\n');
});

test('a manifest edited on the server is refused by restore and resume, named, unless --force; another machine needs the signing key', async () => {
  const a = machine('sig');
  const id = await checkpoint(a);
  const server = raw('sig');
  const key = `checkpoints/${SESSION}/${id}/manifest.json`;
  const original = (await server.get(key))!;
  // Someone with write access but not the key: a field changed, the checksum made right again.
  const m = JSON.parse(original.toString());
  m.workspace.root = '/tmp/elsewhere';
  delete m.checksum;
  const { signature, ...unsigned } = m;
  m.checksum = `sha256:${createHash('sha256').update(canonical(unsigned)).digest('hex')}`;
  m.signature = signature;
  await server.put(key, `${JSON.stringify(m, null, 2)}\n`);

  const verified = await cli(['verify', id, '--json'], a.project, a.env);
  expect(verified.code).toBe(4);
  expect(JSON.parse(verified.out).results[0].problems).toEqual([
    {
      part: 'manifest.json (signature)',
      error: 'its signature does not match: the manifest was changed after it was signed',
    },
  ]);
  const out = join(a.home, 'restored');
  const refused = await cli(['restore', id, '--to', out], a.project, a.env);
  expect(refused.code).toBe(4);
  expect(refused.err).toContain('its signature does not match');
  expect(existsSync(out)).toBe(false);
  const resumed = await cli(['resume', SESSION, '--print', '--json'], a.project, a.env);
  expect(resumed.code).toBe(4);
  expect(resumed.err).toContain(`checkpoint ${SESSION}/${id}: its signature does not match`);
  expect(resumed.err).toContain('--force');
  const forced = await cli(['restore', id, '--to', out, '--force', '--json'], a.project, a.env);
  expect(forced.code, forced.err).toBe(0);
  expect(JSON.parse(forced.out).warnings).toContain(
    `checkpoint ${id}: its signature does not match: the manifest was changed after it was signed; restored anyway (--force)`,
  );

  // Machine B (another PAI dir): without the signing key it cannot tell; with a copy of it, it can.
  await server.put(key, original);
  const b = machine('sig');
  const outB = join(b.home, 'restored');
  const noSigningKey = await cli(['restore', id, '--to', outB], b.project, b.env);
  expect(noSigningKey.code).toBe(4);
  expect(noSigningKey.err).toMatch(
    new RegExp(
      `signed with the signing key [0-9a-f]{16}, which this machine does not have \\(${b.signingKey.replace(/[.]/g, '\\.')}\\)`,
    ),
  );
  expect(noSigningKey.err).toMatch(
    /hint: put the signing key [0-9a-f]{16} here: on the machine that has it, `.*key export -o signing\.key`/,
  );
  expect(existsSync(b.signingKey)).toBe(false); // checking never makes a key
  mkdirSync(join(b.home, '.pai', 'checkpoint'), { recursive: true });
  copyFileSync(a.signingKey, b.signingKey);
  const withCopy = await cli(['restore', id, '--to', outB, '--json'], b.project, b.env);
  expect(withCopy.code, withCopy.err).toBe(0);
  expect(readFileSync(join(outB, 'committed.txt'), 'utf8')).toBe('committed\n');
});

test('issue 32 finding 5: under a volume key nothing on the server holds the user`s text in plain — label, tag, annotation, rejection reason, branch, project path; list and search show it with the key and say what they cannot without it', async () => {
  const key = randomBytes(32).toString('hex');
  const m = machine('text', key);
  // The project's folder and branch are the user's words too.
  const project = join(m.home, 'proj-PATH-MARKER');
  mkdirSync(project);
  const git = (...a: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...a], { cwd: project, stdio: 'pipe' });
  git('init', '-q', '-b', 'branch-marker');
  writeFileSync(join(project, 'a.txt'), 'a\n');
  git('add', '-A');
  git('commit', '-qm', 'first');
  const run = async (...args: string[]) => cli(args, project, m.env);
  const created = await run('create', '--session', SESSION, '--name', 'LABEL-MARKER', '--tag', 'tag-marker', '--json');
  expect(created.code, created.err).toBe(0);
  const id = JSON.parse(created.out).id as string;
  expect((await run('annotate', id, 'ANNOTATION-MARKER text')).code).toBe(0);
  const second = JSON.parse((await run('create', '--session', SESSION, '--json')).out).id as string;
  expect((await run('reject', second, '--reason', 'REASON-MARKER')).code).toBe(0);
  const markers = ['LABEL-MARKER', 'tag-marker', 'ANNOTATION-MARKER', 'REASON-MARKER', 'PATH-MARKER', 'branch-marker'];
  const server = raw('text');
  for (const k of await server.list('')) {
    const body = (await server.get(k))!.toString('utf8');
    for (const marker of markers) expect(body.includes(marker), `${k} holds ${marker} in plain text`).toBe(false);
  }
  // With the key: everything as before.
  const listed = JSON.parse((await run('list', '--session', SESSION, '--json')).out);
  expect(listed.rows.find((r: { id: string }) => r.id === id)).toMatchObject({
    name: 'LABEL-MARKER',
    tags: ['tag-marker'],
    annotations: [{ text: 'ANNOTATION-MARKER text' }],
    project,
  });
  expect(listed.sealed).toBeUndefined();
  expect(
    JSON.parse((await run('search', 'ANNOTATION-MARKER', '--json')).out).rows.map((r: { id: string }) => r.id),
  ).toEqual([id]);
  expect(JSON.parse((await run('inspect', id, '--json')).out).checkpoint).toMatchObject({
    name: 'LABEL-MARKER',
    git: { branch: 'branch-marker' },
  });
  // Without it: the checkpoints are there, their text is not, and each command says so.
  const { PAI_CHECKPOINT_KEY: _k, ...noKey } = m.env;
  const keyId = JSON.parse((await run('key', 'status', '--json')).out).volume.id as string;
  const bare = await cli(['list', '--all'], project, noKey);
  expect(bare.code, bare.err).toBe(0);
  expect(bare.out.split('\n').filter((l) => l.endsWith('(sealed)'))).toHaveLength(2); // never cut by a narrow TASK column
  expect(bare.err).toContain(
    `2 checkpoint(s) are listed without their text: their labels, tags, notes, tasks and projects are sealed under the volume key ${keyId}, which this machine does not have`,
  );
  const here = await cli(['list'], project, noKey);
  expect(here.err).toContain('2 checkpoint(s) may belong here and are not listed');
  const searched = await cli(['search', 'ANNOTATION-MARKER'], project, noKey);
  expect(searched.code).toBe(3);
  expect(searched.err).toContain('were not searched by their text');
  const inspected = await cli(['inspect', id], project, noKey);
  expect(inspected.out).toContain(
    `Sealed:    its label, tags, notes, task, paths, git and environment are encrypted with the volume key ${keyId}`,
  );
  // Retention without the key keeps what it cannot see (a tag might protect it).
  const pruned = JSON.parse((await cli(['prune', '--dry-run', '--json'], project, { ...noKey })).out);
  expect(JSON.stringify(pruned)).not.toContain(id);
});

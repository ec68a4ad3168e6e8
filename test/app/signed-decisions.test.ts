/**
 * Issue 32, finding 3 and items 2-3: nothing that steers resume, the monitor or retention is read
 * from unsigned data. A forged index, status or lease — written by someone who can write the volume
 * but has not the key — is rebuilt from the signed manifests and facts, or ignored; and with a
 * volume key one secret is all another machine needs (`key export` / `key import`).
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { defaultCliEnv } from '../../src/adapters/cli/context.js';
import { main } from '../../src/adapters/cli/main.js';
import { loadConfig } from '../../src/core/config.js';
import { leaseKey } from '../../src/storage/layout.js';
import { currentLease, supersedingLease, takeLease } from '../../src/domain/session/lease.js';
import { newSession, saveSession } from '../../src/domain/session/state.js';
import { LocalVolume } from '../../src/storage/local.js';
import { openVolume } from '../../src/storage/open.js';
import { assistantLine, sandbox, userLine, writeLines } from '../helpers.js';

const SESSION = 'sess-signed';

function machine(extraEnv: Record<string, string> = {}) {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  writeFileSync(join(sb.project, 'app.js'), 'console.log(1)\n');
  const transcript = join(sb.home, 't.jsonl');
  writeLines(transcript, [userLine('Ship it'), assistantLine([{ type: 'text', text: 'ok' }])]);
  const s = newSession(SESSION, sb.project, sb.project, new Date());
  s.transcriptPath = transcript;
  saveSession(sb.paths, s);
  const env = {
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PATH: '/usr/bin:/bin',
    PAI_CHECKPOINT_CLAUDE: '/bin/echo',
    ...extraEnv,
  };
  const run = (...argv: string[]) => main(argv, defaultCliEnv({ cwd: sb.project, env, warnings: [] }));
  const json = async (...argv: string[]) => {
    const r = await run(...argv, '--json');
    return { code: r.exitCode, data: r.stdout ? JSON.parse(r.stdout) : undefined, stderr: r.stderr };
  };
  const volume = join(sb.paths.paiDir, 'volume');
  const index = join(volume, 'checkpoints', SESSION, 'index.json');
  return { ...sb, env, run, json, volume, index };
}

test('finding 3: an index.json edited on the volume (a rejection turned into an approval, settled) is not trusted: resume still passes the rejected checkpoint over', async () => {
  const m = machine();
  const older = (await m.json('create', '--session', SESSION, '--trigger', 'periodic')).data.id as string;
  const newer = (await m.json('create', '--session', SESSION, '--trigger', 'periodic')).data.id as string;
  expect((await m.run('reject', newer, '--reason', 'tests fail')).exitCode).toBe(0);
  expect((await m.json('resume', SESSION, '--print')).data.checkpointId).toBe(older);
  const signed = JSON.parse(readFileSync(m.index, 'utf8'));
  expect(signed.signature).toMatchObject({ key_id: expect.stringMatching(/^[0-9a-f]{16}$/) });

  // Someone who can write the volume, without the key: the rejection removed, the index marked settled (trusted without a listing).
  for (const forge of [(i: any) => (delete i.signature, i), (i: any) => i]) {
    const index = forge(JSON.parse(JSON.stringify(signed)));
    const entry = index.checkpoints.find((e: { id: string }) => e.id === newer);
    delete entry.approval;
    index.settled = true;
    writeFileSync(m.index, JSON.stringify(index));
    expect((await m.json('resume', SESSION, '--print')).data.checkpointId).toBe(older);
    const rows = (await m.json('list', '--session', SESSION)).data.rows as {
      id: string;
      approval: { status: string };
    }[];
    expect(rows.find((r) => r.id === newer)!.approval.status).toBe('rejected');
    // Rebuilt from the signed manifests and facts, and signed again.
    expect(
      JSON.parse(readFileSync(m.index, 'utf8')).checkpoints.find((e: { id: string }) => e.id === newer).approval,
    ).toMatchObject({ status: 'rejected', reason: 'tests fail' });
  }
});

test('a tag hidden from retention by an edited index still keeps its checkpoint', async () => {
  const m = machine();
  writeFileSync(
    join(m.paths.paiDir, 'checkpoint.toml'),
    '[mcp]\nquery_servers = false\n[retention]\nkeep_last = 1\nmax_age_days = 0\n',
  );
  const kept = (await m.json('create', '--session', SESSION, '--trigger', 'periodic', '--tag', 'milestone/v1')).data
    .id as string;
  const index = JSON.parse(readFileSync(m.index, 'utf8'));
  index.checkpoints.find((e: { id: string }) => e.id === kept).tags = [];
  index.settled = true;
  writeFileSync(m.index, JSON.stringify(index));
  for (let i = 0; i < 2; i++)
    expect((await m.json('create', '--session', SESSION, '--trigger', 'periodic')).code).toBe(0);
  expect(existsSync(join(m.volume, 'checkpoints', SESSION, kept, 'manifest.json'))).toBe(true);
});

test('a lease planted without the key fences nothing, and the next one is taken above it; a signed one fences', async () => {
  const m = machine();
  const config = await loadConfig({ paiDir: m.paths.paiDir, env: m.env });
  const store = openVolume(config);
  const planted = {
    epoch: 1,
    session_id: SESSION,
    host: 'attacker',
    taken_at: new Date().toISOString(),
    by: 'monitor 1',
    reason: 'forged',
  };
  await new LocalVolume(m.volume).put(leaseKey(SESSION, 1), JSON.stringify(planted));
  expect(await supersedingLease(store, SESSION, 0)).toBeUndefined();
  expect(await currentLease(store, SESSION)).toBeUndefined();
  const real = { ...planted, epoch: 2, host: 'machine-b', reason: 'dead' };
  expect(await takeLease(store, real)).toBe(true);
  expect(await supersedingLease(store, SESSION, 0)).toMatchObject({ epoch: 2, host: 'machine-b' });
  expect(await currentLease(store, SESSION)).toMatchObject({ epoch: 2 });
});

test('key export / import move the signing key (a new file, mode 600; a different key is never replaced); with a volume key the volume key alone', async () => {
  const a = machine();
  const b = machine();
  const id = (await a.json('create', '--session', SESSION)).data.id as string;
  // B shares A's volume.
  writeFileSync(
    join(b.paths.paiDir, 'checkpoint.toml'),
    `[mcp]\nquery_servers = false\n[volume]\npath = "${a.volume}"\n`,
  );
  const refused = await b.run('restore', id, '--to', join(b.home, 'out'));
  expect(refused.exitCode).toBe(4);
  expect(refused.stderr).toMatch(/which this machine does not have[\s\S]*hint: put the signing key [0-9a-f]{16} here/);

  expect((await a.run('key', 'export')).stderr).toMatch(/key export needs -o <file>/);
  const file = join(a.home, 'signing.key.copy');
  const exported = await a.json('key', 'export', '-o', file);
  expect(exported).toMatchObject({ code: 0, data: { kind: 'signing', file } });
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect((await a.json('key', 'export', '-o', file)).code).toBe(5); // never written over
  expect((await a.json('key', 'export', '-o', '/dev/null')).code).toBe(5);
  expect((await a.run('key', 'export', '-o', '-')).stdout.trim()).toBe(readFileSync(file, 'utf8').trim());
  const imported = await b.json('key', 'import', file);
  expect(imported).toMatchObject({ code: 0, data: { kind: 'signing', id: exported.data.id, unchanged: false } });
  expect((await b.json('key', 'import', file)).data.unchanged).toBe(true);
  expect((await b.json('restore', id, '--to', join(b.home, 'out'))).code).toBe(0);
  // Another key is never put over the one B has.
  const other = join(b.home, 'other.key');
  writeFileSync(other, `${'ab'.repeat(32)}\n`, { mode: 0o600 });
  const conflict = await b.run('key', 'import', other);
  expect([conflict.exitCode, conflict.stderr]).toEqual([
    5,
    expect.stringMatching(/holds another signing key .*never replaced/),
  ]);
  expect((await b.run('key', 'import', join(b.home, 'missing.key'))).exitCode).toBe(2);

  // With a volume key: it signs too (derived), and it is what moves.
  const volumeKey = 'cd'.repeat(32);
  const c = machine({ PAI_CHECKPOINT_KEY: volumeKey });
  const encrypted = (await c.json('create', '--session', SESSION)).data.id as string;
  expect(existsSync(join(c.paths.paiDir, 'checkpoint', 'signing.key'))).toBe(false);
  const status = (await c.json('key', 'status')).data;
  expect(status).toMatchObject({ volume: { source: 'PAI_CHECKPOINT_KEY' }, signs: { derived: true } });
  const d = machine();
  writeFileSync(
    join(d.paths.paiDir, 'checkpoint.toml'),
    `[mcp]\nquery_servers = false\n[volume]\npath = "${c.volume}"\n`,
  );
  const keyFile = join(c.home, 'volume.key.copy');
  expect((await c.json('key', 'export', '--volume', '-o', keyFile)).data.id).toBe(status.volume.id);
  const noKey = await d.run('restore', encrypted, '--to', join(d.home, 'out'));
  expect([noKey.exitCode, noKey.stderr]).toEqual([
    4,
    expect.stringContaining(`is encrypted with the volume key ${status.volume.id}, and this machine has no volume key`),
  ]);
  const installed = await d.json('key', 'import', '--volume', keyFile);
  expect(installed.data).toMatchObject({
    kind: 'volume',
    id: status.volume.id,
    file: join(d.paths.paiDir, 'checkpoint', 'volume.key'),
    configured: expect.stringContaining('[encryption] key_file'),
  });
  expect(readFileSync(join(d.paths.paiDir, 'checkpoint.toml'), 'utf8')).toContain(
    `[encryption]\nkey_file = ${JSON.stringify(join(d.paths.paiDir, 'checkpoint', 'volume.key'))}\n`,
  );
  expect((await d.json('restore', encrypted, '--to', join(d.home, 'out'))).code).toBe(0);
  expect(existsSync(join(d.paths.paiDir, 'checkpoint', 'signing.key'))).toBe(false);
});

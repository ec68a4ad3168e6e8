import { existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { AppContext } from '../../src/app/context.js';
import { create } from '../../src/app/create.js';
import { remove } from '../../src/app/delete.js';
import { doctor } from '../../src/app/doctor.js';
import { saveFromAgent } from '../../src/app/agent-tools.js';
import { printDoctor } from '../../src/adapters/cli/commands/doctor.js';
import { prune } from '../../src/app/prune.js';
import { save } from '../../src/app/save.js';
import { sessions } from '../../src/app/sessions.js';
import { usage } from '../../src/app/usage.js';
import { verify } from '../../src/app/verify.js';
import { loadSession, newSession, saveSession } from '../../src/domain/session/state.js';
import { recordCarryOver } from '../../src/domain/session/lifecycle.js';
import { putSessionStatus } from '../../src/app/session-status.js';
import { resumeSession } from '../../src/app/resume.js';
import { getVolumeStatus } from '../../src/domain/session/volume-status.js';
import type { StorageBackend } from '../../src/storage/backend.js';
import { appSandbox } from './support.js';

/** The context with its volume wrapped to count the reads of each session's index. */
async function countingIndexReads(ctx: AppContext): Promise<{ ctx: AppContext; reads: Map<string, number> }> {
  const store = await ctx.volume();
  const reads = new Map<string, number>();
  const counting: StorageBackend = Object.create(store, {
    get: {
      value: (key: string) => {
        if (key.endsWith('/index.json')) reads.set(key, (reads.get(key) ?? 0) + 1);
        return store.get(key);
      },
    },
  });
  return { ctx: { ...ctx, volume: async () => counting }, reads };
}

describe('use cases on the volume (in-process)', () => {
  test('sessions: one row per session with its own last checkpoint, each index read once; --status and a prefix filter', async () => {
    const { ctx, paths, project: p } = appSandbox();
    saveSession(paths, newSession('S2-other', p, p, new Date()));
    const a = (await create(ctx(), { session: 'S1' })).id;
    const b = (await create(ctx(), { session: 'S2-other' })).id;
    const { ctx: counted, reads } = await countingIndexReads(ctx());
    const rows = await sessions(counted);
    expect(rows.map((r) => [r.sessionId, r.lastCheckpoint, r.checkpoints, r.project])).toEqual([
      ['S2-other', b, 1, p],
      ['S1', a, 1, p],
    ]);
    expect([...reads.values()]).toEqual([1, 1]);
    expect((await sessions(ctx(), { session: 'S2-o' })).map((r) => r.sessionId)).toEqual(['S2-other']);
    expect(await sessions(ctx(), { status: 'crashed' })).toEqual([]);
    await expect(sessions(ctx(), { status: 'sideways' })).rejects.toMatchObject({ code: 'USAGE' });
  });

  test('create, save, verify, usage, prune and delete return data; warnings go to the context', async () => {
    const { ctx, project: p, volume } = appSandbox();
    writeFileSync(join(p, 'b.txt'), 'b\n');
    const c = await create(ctx(), { session: 'S1', name: 'first', tags: ['t'] });
    expect(c).toMatchObject({ sessionId: 'S1', trigger: 'manual', reusedWorkspace: false, deletedByRetention: [] });
    const s = await save(ctx(), { session: 'S1', name: 'labelled', phase: 2, task: 'Ship it' });
    expect(s).toMatchObject({
      sessionId: 'S1',
      name: 'labelled',
      taskSummary: 'Ship it',
      record: { phaseNumber: 2, phase: 'THINK' },
      checkpoint: { id: s.record!.id, reusedWorkspace: true },
    });
    expect(await verify(ctx(), { all: true })).toMatchObject({
      ok: true,
      results: [
        { id: c.id, ok: true },
        { id: s.id, ok: true },
      ],
      orphans: [],
    });
    await expect(verify(ctx(), {})).rejects.toMatchObject({ code: 'USAGE' });
    const u = await usage(ctx());
    expect(u).toMatchObject({
      volume,
      total: { sessions: 1, checkpoints: 2 },
      projects: [{ project: p, sessions: 1, checkpoints: 2 }],
    });
    // An unfinished capture two hours old: prune removes it (--dry-run only says so).
    const orphan = join(volume, 'checkpoints', 'S1', '01AAAAAAAAAAAAAAAAAAAAAAAA');
    mkdirSync(orphan);
    writeFileSync(join(orphan, 'conversation.json'), '{}');
    const old = (Date.now() - 2 * 3_600_000) / 1000;
    utimesSync(join(orphan, 'conversation.json'), old, old);
    expect(await prune(ctx(), { dryRun: true })).toMatchObject({
      dryRun: true,
      orphans: [{ sessionId: 'S1', id: '01AAAAAAAAAAAAAAAAAAAAAAAA' }],
      deleted: [],
      kept: 2,
    });
    expect(await prune(ctx())).toMatchObject({
      dryRun: false,
      orphans: [{ id: '01AAAAAAAAAAAAAAAAAAAAAAAA' }],
      kept: 2,
    });
    expect(await remove(ctx(), s.id!)).toMatchObject({
      id: s.id,
      sessionCheckpoint: true,
      record: expect.stringMatching(/^ckpt-.*-think\.json$/),
    });
    await expect(remove(ctx(), s.id!)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // A volume that cannot take the VERIFIED marks: verified anyway, and the context is warned.
    const warnings: string[] = [];
    rmSync(join(volume, 'checkpoints', 'S1', 'index.json'));
    mkdirSync(join(volume, 'checkpoints', 'S1', 'index.json'));
    expect(await verify(ctx({ warnings }), { id: c.id })).toMatchObject({ ok: true });
    expect(warnings).toEqual([expect.stringMatching(/^results not recorded in the index: .*index\.json not written/)]);
  });

  test('doctor: one check per line in a fixed order; a volume that is a file fails, and the rest is still checked', async () => {
    const { ctx, home } = appSandbox({ git: false });
    const o = { cliPath: '/nowhere/dist/cli.cjs', version: '9.9.9' };
    const healthy = await doctor(ctx(), o);
    expect(healthy.checks.map((c) => c.name)).toEqual([
      'node',
      'PAI dir',
      'records dir',
      'events dir',
      'state dir',
      'configuration',
      'volume',
      'encryption',
      'signing key',
      'records',
      'seed.json',
      'locks',
      'sessions',
      'sidecars',
      '/checkpoint dispatcher',
      'pai-checkpoint command',
      'plugin',
      'claude',
      'hook errors (24 h)',
    ]);
    expect(healthy).toMatchObject({ version: '9.9.9', healthy: true });
    expect(healthy.checks.find((c) => c.name === 'sessions')?.detail).toMatch(/^1 running, 0 ended, 0 crashed$/);
    const file = join(home, 'volume-file');
    writeFileSync(file, 'x');
    const broken = await doctor(ctx({ env: { PAI_CHECKPOINT_VOLUME: file } }), o);
    expect(broken.healthy).toBe(false);
    expect(broken.checks.find((c) => c.name === 'volume')).toEqual({
      name: 'volume',
      level: 'fail',
      detail: `${file}: it is a file, not a folder: no session checkpoint can be taken`,
    });
    expect(broken.checks).toHaveLength(healthy.checks.length);
    const badToml = await doctor(ctx({ env: { PAI_CHECKPOINT_STALE_SECONDS: 'soon' } }), o);
    expect(badToml.checks.filter((c) => c.name === 'configuration')).toEqual([
      { name: 'configuration', level: 'fail', detail: expect.stringContaining('PAI_CHECKPOINT_STALE_SECONDS') },
    ]);
    expect(badToml.checks.find((c) => c.name === 'sessions')?.level).toBe('ok'); // with the default staleness
  });
});

describe('[capture] enabled = false leaves nothing behind (issue 33 findings 2 and 8)', () => {
  test('save, create and MCP save_checkpoint write no phase record, no checkpoint and no status; the error names the file', async () => {
    const { ctx, project: p, paths, volume } = appSandbox();
    mkdirSync(join(p, '.pai'));
    const file = join(p, '.pai', 'checkpoint.toml');
    writeFileSync(file, '[capture]\nenabled = false\n');
    const off = `pai-checkpoint is off in this project: [capture] enabled = false in ${file}`;
    await expect(save(ctx(), { session: 'S1', phase: 3, task: 'Ship it' })).rejects.toMatchObject({
      code: 'USAGE',
      message: `${off}: nothing was saved`,
    });
    await expect(create(ctx(), { session: 'S1' })).rejects.toMatchObject({
      code: 'USAGE',
      message: `${off}: no checkpoint was taken`,
    });
    await expect(saveFromAgent(ctx(), { label: 'x' })).rejects.toMatchObject({ code: 'USAGE' });
    expect(
      existsSync(paths.checkpointsDir) ? readdirSync(paths.checkpointsDir).filter((f) => f.endsWith('.json')) : [],
    ).toEqual([]);
    expect(existsSync(join(volume, 'sessions'))).toBe(false);
    expect(existsSync(join(volume, 'checkpoints'))).toBe(false);
  });

  test('the user`s own file turns it off too, and is the file named', async () => {
    const { ctx, paths } = appSandbox();
    writeFileSync(join(paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n[capture]\nenabled = false\n');
    await expect(save(ctx(), { session: 'S1', phase: 2 })).rejects.toMatchObject({
      message: expect.stringContaining(`enabled = false in ${join(paths.paiDir, 'checkpoint.toml')}`),
    });
  });

  test('doctor says capture is off, names the file, checks nothing else for the project and does not say "Healthy."', async () => {
    const { ctx, project: p } = appSandbox({ git: false });
    mkdirSync(join(p, '.pai'));
    writeFileSync(join(p, '.pai', 'checkpoint.toml'), '[capture]\nenabled = false\n');
    const r = await doctor(ctx(), { cliPath: '/nowhere/dist/cli.cjs', version: '9.9.9' });
    expect(r.checks).toEqual([
      {
        name: 'capture',
        level: 'info',
        detail: `pai-checkpoint is off in this project: [capture] enabled = false in ${join(p, '.pai', 'checkpoint.toml')}; nothing is recorded or checkpointed for ${p}, and nothing else was checked`,
      },
    ]);
    const text = printDoctor(r);
    expect(text).not.toMatch(/Healthy\.|sidecar|each turn's end/);
    expect(text.split('\n').at(-1)).toBe('Not checked: pai-checkpoint is off in this project.');
  });
});

test('carried over: recorded on the old session (runtime state, then its signed status on the volume with the new one`s next status); `sessions` reads it from either', async () => {
  const { ctx, paths, project: p } = appSandbox();
  saveSession(paths, newSession('S2', p, p, new Date()));
  await create(ctx(), { session: 'S1' });
  await create(ctx(), { session: 'S2' });
  const store = await ctx().volume();
  const s2 = loadSession(paths, 'S2')!;
  recordCarryOver(paths, s2, 'S1', new Date().toISOString());
  saveSession(paths, s2);
  await putSessionStatus(store, s2, { paths });
  expect((await getVolumeStatus(store, 'S1'))?.doc).toMatchObject({ status: 'carried_over', carried_over_by: 'S2' });
  expect(loadSession(paths, 'S2')!.carryPending).toBeUndefined(); // published once
  const rows = async () =>
    Object.fromEntries((await sessions(ctx())).map((r) => [r.sessionId, [r.status, r.carried_over_by]]));
  expect((await rows())['S1']).toEqual(['carried_over', 'S2']);
  expect((await resumeSession(ctx(), { target: 'S1', print: true })).warnings).toContain(
    'the work of session S1 was carried over into session S2: continuing it here starts a second line of that work',
  );
  rmSync(join(paths.sessionsDir, 'S1.json')); // known only from the volume (another machine's session)
  expect((await rows())['S1']).toEqual(['carried_over', 'S2']);
  expect(await sessions(ctx(), { status: 'carried_over' })).toHaveLength(1);
});

/**
 * A volume in a bad state (issue item 15): read-only, a forged part name, an index.json that is a
 * folder, a volume path that is a file, a checkpoint folder copied under another id. Each command
 * reports the problem, names it, and goes on where it can.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { DIST, sandbox, testPath } from '../../helpers.js';
import { reseal } from '../../support/forge.js';

async function setup() {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(
    join(sb.paths.paiDir, 'checkpoint.toml'),
    '[mcp]\nquery_servers = false\n[capture]\nworkspace_format = "archive"\n',
  );
  writeFileSync(join(sb.project, 'a.txt'), 'a\n');
  saveSession(sb.paths, newSession('S1', sb.project, sb.project, new Date()));
  const volume = join(sb.paths.paiDir, 'volume');
  const env = { HOME: sb.home, PAI_DIR: sb.paths.paiDir, CLAUDE_CONFIG_DIR: sb.claudeDir, PATH: testPath() };
  const run = (...argv: string[]) => main(argv, defaultCliEnv({ cwd: sb.project, env, warnings: [] }));
  const create = async () => {
    const r = await run('create', '--session', 'S1', '--json');
    expect(r.exitCode, r.stderr).toBe(0);
    return JSON.parse(r.stdout).id as string;
  };
  return { ...sb, volume, env, run, create };
}

/** Can this machine give a process its own mount namespace (to make a read-only bind mount)? */
const canUnshare =
  spawnSync('unshare', ['-m', 'sh', '-c', 'mount --bind -o ro / /mnt 2>/dev/null || mount -t tmpfs none /mnt'], {
    stdio: 'ignore',
  }).status === 0;

describe('a volume in a bad state', () => {
  test.skipIf(!canUnshare)(
    'read-only: verify --all checks everything and says the results could not be recorded; create says read-only',
    async () => {
      const { volume, env, project, create } = await setup();
      const id = await create();
      rmSync(join(volume, 'checkpoints', 'S1', 'index.json')); // so that every command wants to write it
      const cli = (args: string) =>
        spawnSync('unshare', ['-m', 'sh', '-c', `mount --bind -o ro "$V" "$V" && exec node "$CLI" ${args}`], {
          cwd: project,
          env: { ...env, V: volume, CLI: join(DIST, 'cli.cjs') },
          encoding: 'utf8',
        });
      const v = cli('verify --all');
      expect(v.status, v.stderr).toBe(0);
      expect(v.stdout).toContain(`ok    ${id} (S1)`);
      expect(v.stderr).toMatch(/results not recorded in the index: .*read-only file system \(EROFS\)/);
      const l = cli('list');
      expect(l.status, l.stderr).toBe(0);
      expect(l.stdout).toContain(id.slice(0, 10));
      const c = cli('create --session S1');
      expect(c.status).toBe(1);
      expect(c.stderr).toMatch(
        new RegExp(`cannot write to the volume ${volume}: it is on a read-only file system \\(EROFS\\)`),
      );
      expect(c.stderr).not.toMatch(/ENOENT/);
    },
  );

  test('a manifest with a ../ part name is reported, and verify --all goes on to the others', async () => {
    const { volume, run, create } = await setup();
    const bad = await create();
    const good = await create();
    reseal(volume, 'S1', bad, { manifest: (m) => (m['parts']['../../escape'] = { size: 1, sha256: 'a'.repeat(64) }) });
    const r = await run('verify', '--all', '--json');
    expect(r.exitCode).toBe(4);
    const out = JSON.parse(r.stdout);
    expect(out.results.find((x: { id: string }) => x.id === bad)).toMatchObject({
      ok: false,
      problems: [
        {
          part: 'manifest.json',
          error: expect.stringMatching(/parts\.\.\.\/\.\.\/escape|part name is a relative storage key/),
        },
      ],
    });
    expect(out.results.find((x: { id: string }) => x.id === good)).toMatchObject({ ok: true });
  });

  test('an index.json that is a folder: list, create and verify still work (the index is a cache)', async () => {
    const { volume, run, create } = await setup();
    const first = await create();
    const index = join(volume, 'checkpoints', 'S1', 'index.json');
    rmSync(index);
    mkdirSync(index);
    writeFileSync(join(index, 'junk'), 'x');
    const second = await create();
    const list = await run('list', '--json');
    expect(list.exitCode, list.stderr).toBe(0);
    expect(
      JSON.parse(list.stdout)
        .rows.map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual([first, second].sort());
    const v = await run('verify', '--all', '--json');
    expect(
      JSON.parse(v.stdout)
        .results.filter((x: { ok: boolean }) => x.ok)
        .map((x: { id: string }) => x.id)
        .sort(),
    ).toEqual([first, second].sort());
  });

  test('a volume path that is a file: doctor fails naming it; create says so', async () => {
    const { env, project, home } = await setup();
    const file = join(home, 'volume-file');
    writeFileSync(file, 'not a folder');
    const run = (...argv: string[]) =>
      main(argv, defaultCliEnv({ cwd: project, env: { ...env, PAI_CHECKPOINT_VOLUME: file }, warnings: [] }));
    const d = await run('doctor', '--json');
    expect(d.exitCode).toBe(4);
    expect(JSON.parse(d.stdout).checks.find((c: { name: string }) => c.name === 'volume')).toMatchObject({
      level: 'fail',
      detail: `${file}: it is a file, not a folder: no session checkpoint can be taken`,
    });
    const c = await run('create', '--session', 'S1');
    expect(c.exitCode).toBe(1);
    expect(c.stderr).toContain(`cannot write to the volume ${file}: ${file} is a file, not a folder`);
  });

  test('a checkpoint folder copied under another id is flagged by verify --all, never listed as a checkpoint', async () => {
    const { volume, run, create } = await setup();
    const id = await create();
    const copy = `${id.slice(0, -4)}ZZZZ`;
    cpSync(join(volume, 'checkpoints', 'S1', id), join(volume, 'checkpoints', 'S1', copy), { recursive: true });
    const r = await run('verify', '--all', '--json');
    expect(r.exitCode).toBe(4);
    const out = JSON.parse(r.stdout);
    expect(out.results.find((x: { id: string }) => x.id === copy)).toMatchObject({
      ok: false,
      problems: [
        { part: 'manifest.json', error: expect.stringContaining(`names checkpoint S1/${id}, not S1/${copy}`) },
      ],
    });
    expect(JSON.parse((await run('list', '--json')).stdout).rows.map((x: { id: string }) => x.id)).toEqual([id]);
    expect(readFileSync(join(volume, 'checkpoints', 'S1', id, 'manifest.json'), 'utf8')).toContain(id);
    expect(execFileSync('ls', [join(volume, 'checkpoints', 'S1')], { encoding: 'utf8' })).toContain(copy);
  });
});

/** tar and zstd processes working in `dir` (a capture's children run there). */
function childrenIn(dir: string): string[] {
  const found: string[] = [];
  for (const e of readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const comm = readFileSync(`/proc/${e}/comm`, 'utf8').trim();
      if ((comm === 'tar' || comm === 'zstd') && readlinkSync(`/proc/${e}/cwd`) === dir) found.push(`${comm} ${e}`);
    } catch {
      // gone
    }
  }
  return found;
}

describe('a volume that fills up during a capture (item 12)', () => {
  const incompressible = (project: string) => writeFileSync(join(project, 'big.bin'), randomBytes(24 << 20));
  const leftovers = (volume: string) =>
    existsSync(volume)
      ? readdirSync(volume, { recursive: true })
          .map(String)
          .filter((p) => p.split('/').length > 2 && !p.startsWith('parts/'))
      : [];
  // A small part is stored once by content (parts/, manifest 2.0) before the manifest names it: one a
  // failed capture stored is named by nothing, as a pack would be, and goes at the next collection.
  const sharedParts = (volume: string) =>
    existsSync(join(volume, 'parts'))
      ? readdirSync(join(volume, 'parts'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      : [];

  test('EFBIG (a file-size limit): create says why, exits 1, and leaves no tar, zstd or partial checkpoint behind', async () => {
    const { volume, env, project } = await setup();
    incompressible(project);
    const r = spawnSync(
      'prlimit',
      ['--fsize=2000000', process.execPath, join(DIST, 'cli.cjs'), 'create', '--session', 'S1'],
      { cwd: project, env, encoding: 'utf8', timeout: 60_000 },
    );
    expect(r.signal, 'create never exited').toBeNull();
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/file-size limit \(EFBIG\)/);
    expect(childrenIn(project)).toEqual([]);
    expect(leftovers(volume)).toEqual([]); // no parts of a checkpoint that has no manifest
    const pruned = spawnSync(process.execPath, [join(DIST, 'cli.cjs'), 'prune'], {
      cwd: project,
      env,
      encoding: 'utf8',
    });
    expect(pruned.status, pruned.stderr).toBe(0);
    expect(sharedParts(volume)).toEqual([]);
  });

  test.skipIf(!canUnshare)(
    'ENOSPC (a full volume): create says the volume is full, exits 1, leaves nothing running',
    async () => {
      const { volume, env, project } = await setup();
      incompressible(project);
      mkdirSync(volume, { recursive: true });
      const r = spawnSync(
        'unshare',
        ['-m', 'sh', '-c', 'mount -t tmpfs -o size=4m none "$V" && exec node "$CLI" create --session S1'],
        {
          cwd: project,
          env: { ...env, V: volume, CLI: join(DIST, 'cli.cjs') },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(r.signal, 'create never exited').toBeNull();
      expect(r.status, r.stderr).toBe(1);
      expect(r.stderr).toMatch(/it is full \(no space left on the device\) \(ENOSPC\)/);
      expect(childrenIn(project)).toEqual([]);
    },
  );
});

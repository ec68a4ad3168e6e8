import { execFileSync } from 'node:child_process';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { main } from '../../../src/adapters/cli/main.js';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { assistantLine, sandbox, userLine, writeLines } from '../../helpers.js';
import { damagePart } from '../../support/forge.js';

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
};

function setup(toml = '') {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(
    join(sb.paths.paiDir, 'checkpoint.toml'),
    `[mcp]\nquery_servers = false\n[capture]\nworkspace_format = "archive"\n${toml}`,
  );
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: sb.project });
  writeFileSync(join(sb.project, 'app.js'), 'console.log(1)\n');
  execFileSync('git', ['add', '.'], { cwd: sb.project });
  execFileSync('git', ['commit', '-q', '-m', 'init'], { cwd: sb.project, env: GIT_ENV });
  writeFileSync(join(sb.project, 'made-by-bash.txt'), 'x\n');
  const transcript = join(sb.home, 't.jsonl');
  writeLines(transcript, [userLine('Ship it'), assistantLine([{ type: 'text', text: 'ok' }])]);
  const s = newSession('sess-a', sb.project, sb.project, new Date());
  s.transcriptPath = transcript;
  saveSession(sb.paths, s);
  const env = { HOME: sb.home, PAI_DIR: sb.paths.paiDir, CLAUDE_CONFIG_DIR: sb.claudeDir, PATH: '/usr/bin:/bin' };
  const run = (...argv: string[]) => main(argv, defaultCliEnv({ cwd: sb.project, env, warnings: [] }));
  return { ...sb, run };
}

describe('session checkpoint commands', () => {
  test('create, list (TRIGGER/SIZE/VERIFIED), verify ✓, a corrupted part ✗ with exit 4, inspect, delete', async () => {
    const { run, paths } = setup();
    const c = await run('create', '--name', 'first', '--tag', 'milestone/v1', '--json');
    expect(c.exitCode).toBe(0);
    const created = JSON.parse(c.stdout);
    expect(created).toMatchObject({
      sessionId: 'sess-a',
      trigger: 'manual',
      reusedWorkspace: false,
      parts: expect.any(Number),
    });
    const id: string = created.id;
    let list = (await run('list')).stdout;
    const short = id.slice(0, 10);
    expect(list).toMatch(
      new RegExp(`^${short}\\s+manual\\s+\\d+ s ago\\s+[\\d.]+ KB\\s+not yet\\s+-\\s+\\S+\\s+\\[first\\]`, 'm'),
    );
    expect((await run('verify', id)).stdout).toContain(`ok    ${id} (sess-a)`);
    list = (await run('list', '--detailed')).stdout;
    expect(list).toMatch(new RegExp(`^${short}.*\\bok\\b.*\\n\\s+status .*\\n?.*tags milestone/v1`, 'm'));
    const inspect = (await run('inspect', id.slice(0, 20))).stdout;
    expect(inspect).toContain('Lineage:   parent none, depth 1');
    expect(inspect).toMatch(/workspace\.tar\.zst\s+[\d.]+ (B|KB)\s+sha256:/);
    expect(inspect).toContain('uncommitted: made-by-bash.txt');
    // Corrupt a part.
    damagePart(join(paths.paiDir, 'volume'), 'sess-a', id, 'conversation.json');
    const bad = await run('verify', '--all');
    expect(bad.exitCode).toBe(4);
    expect(bad.stdout).toMatch(new RegExp(`FAIL  ${id} \\(sess-a\\): conversation\\.json: size 2, manifest says \\d+`));
    expect((await run('list', '--detailed')).stdout).toMatch(new RegExp(`^${short}.*FAILED`, 'm'));
    const del = await run('delete', id);
    expect(del.stdout).toBe(`Deleted ${id}: the session checkpoint.\n`);
    expect((await run('delete', id)).exitCode).toBe(3);
  });

  test('an unchanged workspace is reused; save outside a phase writes a session checkpoint and no phase record', async () => {
    const { run, paths } = setup();
    const a = JSON.parse((await run('create', '--json')).stdout);
    const b = JSON.parse((await run('create', '--trigger', 'periodic', '--json')).stdout);
    expect(b.reusedWorkspace).toBe(true);
    // Inside the session (as /checkpoint:save runs it): the session's own project is snapshotted.
    const inSession = defaultCliEnv({
      cwd: '/',
      env: { PAI_DIR: paths.paiDir, CLAUDE_CODE_SESSION_ID: 'sess-a', PATH: '/usr/bin:/bin' },
      warnings: [],
    });
    const s = JSON.parse((await main(['save', 'labelled', '--json'], inSession)).stdout);
    expect(s.checkpoint).toMatchObject({ id: s.id, sessionId: 'sess-a', trigger: 'manual' });
    expect(s.record).toBeUndefined();
    const rows = JSON.parse((await run('list', '--json')).stdout).rows;
    expect(rows[0]).toMatchObject({ id: s.id, trigger: 'manual', name: 'labelled', sizeBytes: expect.any(Number) });
    expect(rows[0].phaseNumber).toBeUndefined();
    expect(rows.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  test('prune applies retention (keep_last) and removes unfinished captures; --dry-run changes nothing', async () => {
    const { run, paths } = setup('[retention]\nkeep_last = 2\n');
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push(JSON.parse((await run('create', '--trigger', 'periodic', '--json')).stdout).id);
    // create already applies retention after each checkpoint: only the last two remain.
    let rows = JSON.parse((await run('list', '--json')).stdout).rows.map((r: { id: string }) => r.id);
    expect(rows).toEqual([ids[3], ids[2]]);
    const orphan = join(paths.paiDir, 'volume', 'checkpoints', 'sess-a', '01JORPHANORPHANORPHANORPHA');
    mkdirSync(orphan, { recursive: true });
    writeFileSync(join(orphan, 'workspace.tar.zst'), 'half');
    const old = (Date.now() - 2 * 3_600_000) / 1000;
    utimesSync(join(orphan, 'workspace.tar.zst'), old, old);
    expect((await run('prune', '--dry-run')).stdout).toContain(
      'Would delete unfinished capture 01JORPHANORPHANORPHANORPHA',
    );
    expect((await run('verify', '--all')).stdout).toContain('orphan  01JORPHANORPHANORPHANORPHA');
    expect((await run('verify', '--all', '--repair')).stdout).toContain('removed  01JORPHANORPHANORPHANORPHA');
    rows = JSON.parse((await run('list', '--json')).stdout).rows.map((r: { id: string }) => r.id);
    expect(rows).toEqual([ids[3], ids[2]]);
  });

  test('bad input: unknown trigger, a workspace over the local limit (clear error, nothing kept), no id for verify', async () => {
    const { run } = setup('max_local_mb = 0\n');
    expect(await run('create', '--trigger', 'whenever')).toMatchObject({
      exitCode: 2,
      stderr: expect.stringContaining('--trigger must be one of periodic, phase'),
    });
    const big = await run('create');
    expect(big.exitCode).toBe(1);
    expect(big.stderr).toMatch(
      /workspace archive passed 0 MB \(compressed\) — too large for a local volume[\s\S]*hint: .*S3/,
    );
    expect(JSON.parse((await run('list', '--json')).stdout).rows).toEqual([]);
    expect(JSON.parse((await run('verify', '--all', '--json')).stdout).orphans).toEqual([]); // nothing half-written is visible either
    expect((await run('verify')).exitCode).toBe(2);
  });
});

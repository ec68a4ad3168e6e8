/**
 * SPEC-03.17's restore side, with real processes: a fixture MCP server (written below, stdio
 * JSON-RPC) serves `checkpoint://state` and has a `restore_checkpoint` tool that writes what it was
 * given to a file. Machine A captures; machine B (another HOME, the same volume, A's signing key)
 * restores or resumes into a new folder, with its own servers configured.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { printRestore } from '../../src/adapters/cli/commands/restore.js';
import { printRollback } from '../../src/adapters/cli/print.js';
import { defaultCliEnv } from '../../src/adapters/cli/context.js';
import { main } from '../../src/adapters/cli/main.js';
import { printSessionResume } from '../../src/adapters/cli/print.js';
import { newSession, saveSession } from '../../src/domain/session/state.js';
import { sandbox, tempDir, testPath } from '../helpers.js';
import { reseal, storedPartFile } from '../support/forge.js';

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: GIT_ENV }).trimEnd();

/**
 * `node server.mjs <mode>`: ok (serves $STATE, restore_checkpoint writes {cwd, arguments} to
 * $OUT), no-restore (tools, but not restore_checkpoint), hang (never answers tools/call), crash.
 * Its tools come in two pages; it logs a line that is not JSON-RPC; $PIDFILE gets its pid.
 */
const SERVER = `
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
const mode = process.argv[2];
if (mode === 'crash') process.exit(3);
if (process.env.PIDFILE) writeFileSync(process.env.PIDFILE, String(process.pid));
const send = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
process.stdout.write('fixture server starting (not JSON-RPC)\\n');
const pages = [[{ name: 'search', inputSchema: { type: 'object' } }], mode === 'no-restore' ? [] : [{ name: 'restore_checkpoint', inputSchema: { type: 'object', properties: { state: {} } } }]];
createInterface({ input: process.stdin }).on('line', (line) => {
  const msg = JSON.parse(line);
  if (msg.id === undefined) return;
  const answer = (result) => send({ jsonrpc: '2.0', id: msg.id, result });
  if (msg.method === 'initialize') answer({ protocolVersion: msg.params.protocolVersion, capabilities: { resources: {}, tools: {} }, serverInfo: { name: 'fixture', version: '1' } });
  else if (msg.method === 'resources/read') answer({ contents: [{ uri: msg.params.uri, mimeType: 'application/json', text: process.env.STATE }] });
  else if (msg.method === 'tools/list') answer(msg.params?.cursor === 'p2' ? { tools: pages[1] } : { tools: pages[0], nextCursor: 'p2' });
  else if (msg.method === 'tools/call' && mode !== 'hang') {
    writeFileSync(process.env.OUT, JSON.stringify({ cwd: process.cwd(), arguments: msg.params.arguments }));
    answer({ content: [{ type: 'text', text: 'restored' }] });
  }
});
`;

let savedHome: string | undefined;
beforeEach(() => {
  savedHome = process.env['HOME'];
});
afterEach(() => {
  process.env['HOME'] = savedHome;
});

type Servers = Record<string, Record<string, unknown>>;

/** A machine: its HOME with `~/.claude.json` naming `servers`, its checkpoint.toml, and the CLI run there (capture reads the process HOME). */
function machine(servers: Servers, toml: string, extraEnv: Record<string, string> = {}) {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), toml);
  writeFileSync(join(sb.home, '.claude.json'), JSON.stringify({ mcpServers: servers }));
  const env = {
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PATH: testPath(),
    PAI_CHECKPOINT_CLAUDE: '/bin/true',
    ...extraEnv,
  };
  const run = async (cwd: string, ...argv: string[]) => {
    process.env['HOME'] = sb.home;
    return main(argv, defaultCliEnv({ cwd, env, warnings: [] }));
  };
  return { ...sb, env, run, volume: join(sb.paths.paiDir, 'volume') };
}

/** Machine B: another HOME on A's volume with A's signing key. */
function machineB(a: ReturnType<typeof machine>, servers: Servers, toml: string) {
  const b = machine(servers, toml, { PAI_CHECKPOINT_VOLUME: a.volume });
  mkdirSync(join(b.paths.paiDir, 'checkpoint'), { recursive: true });
  const key = join(b.paths.paiDir, 'checkpoint', 'signing.key');
  copyFileSync(join(a.paths.paiDir, 'checkpoint', 'signing.key'), key);
  chmodSync(key, 0o600);
  return b;
}

/**
 * Machine A's session S1 in a git project whose `.beads/issues.jsonl` is ignored (so only the MCP
 * part holds it), with `servers`; one checkpoint `id` taken with MCP queries on.
 */
async function captured(
  servers: (srv: (mode: string, env?: Record<string, string>) => Record<string, unknown>, home: string) => Servers,
  query = true,
) {
  const fixtures = tempDir('mcp-fixture-');
  const script = join(fixtures, 'server.mjs');
  writeFileSync(script, SERVER);
  const srv = (mode: string, env: Record<string, string> = {}) => ({
    command: process.execPath,
    args: [script, mode],
    env,
  });
  const home = tempDir('mcp-a-'); // only for the servers' output files
  // Time enough for a node server to start on a loaded machine.
  const a = machine(
    servers(srv, home),
    `[mcp]\nquery_servers = ${query}\ntimeout_ms = 20000\n[mcp.state_files]\nbeads = [".beads/issues.jsonl"]\n`,
  );
  const p = a.project;
  git(p, 'init', '-q', '-b', 'main');
  writeFileSync(join(p, 'a.txt'), 'v1\n');
  writeFileSync(join(p, '.gitignore'), '.beads/\n');
  mkdirSync(join(p, '.beads'));
  writeFileSync(join(p, '.beads', 'issues.jsonl'), '{"id":"bd-1","title":"restore MCP state"}\n');
  git(p, 'add', '.');
  git(p, 'commit', '-q', '-m', 'init');
  saveSession(a.paths, newSession('S1', p, p, new Date()));
  const created = await a.run(p, 'create', '--session', 'S1', '--json');
  expect(created.exitCode, created.stderr).toBe(0);
  const id = JSON.parse(created.stdout).id as string;
  return {
    a,
    id,
    srv,
    outDir: home,
    part: (server: string) => storedPartFile(a.volume, 'S1', id, `mcp_state/${server}.json`),
  };
}

const readOut = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { cwd: string; arguments: unknown };

describe('MCP state round trip: capture on A, restore and resume on B', () => {
  test('restore: state files written back, the server given its state; error, stateless, unconfigured and tool-less servers skipped with why', async () => {
    const { a, id, srv, outDir, part } = await captured((srv, out) => ({
      memory: srv('ok', { STATE: JSON.stringify({ notes: ['a', 'b'], cursor: 7 }), OUT: join(out, 'a-memory.json') }),
      plain: srv('no-restore', { STATE: '{"x":1}' }),
      broken: srv('crash'),
      gone: srv('ok', { STATE: '"plain text state"' }),
      beads: { command: 'beads-mcp-not-installed' },
      remote: { type: 'http', url: 'https://mcp.example.test/' },
    }));
    expect(JSON.parse(readFileSync(part('memory'), 'utf8'))).toEqual({
      kind: 'resource',
      state: { notes: ['a', 'b'], cursor: 7 },
    });
    expect(JSON.parse(readFileSync(part('broken'), 'utf8'))).toEqual({
      kind: 'error',
      error: 'exited (3) before answering',
    });
    expect(existsSync(join(outDir, 'a-memory.json'))).toBe(false); // capture only reads

    const out = (name: string) => join(outDir, `b-${name}.json`);
    const b = machineB(
      a,
      {
        memory: srv('ok', { OUT: out('memory') }),
        plain: srv('no-restore', { OUT: out('plain') }),
        broken: srv('ok', { OUT: out('broken') }),
        remote: { type: 'http', url: 'https://mcp.example.test/' },
      },
      '[mcp]\ntimeout_ms = 20000\n',
    );
    const target = join(b.home, 'work', 'restored');
    const r = await b.run(b.home, 'restore', id, '--to', target, '--json');
    expect(r.exitCode, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.mcp).toEqual([
      { server: 'beads', kind: 'files', outcome: 'restored', files: ['.beads/issues.jsonl'] },
      {
        server: 'broken',
        kind: 'error',
        outcome: 'skipped',
        reason: 'its capture failed (exited (3) before answering): nothing to restore',
      },
      { server: 'gone', kind: 'resource', outcome: 'skipped', reason: `not configured on this machine for ${target}` },
      { server: 'memory', kind: 'resource', outcome: 'restored' },
      { server: 'plain', kind: 'resource', outcome: 'skipped', reason: 'the server has no restore_checkpoint tool' },
      {
        server: 'remote',
        kind: 'stateless',
        outcome: 'skipped',
        reason: 'stateless when captured (remote server (not queried)): nothing to restore',
      },
    ]);
    expect(report.warnings).toEqual([]);
    // The server, as B configures it, was started in the restored folder and given the captured state.
    expect(readOut(out('memory'))).toEqual({
      cwd: realpathSync(target),
      arguments: { state: { notes: ['a', 'b'], cursor: 7 } },
    });
    expect(existsSync(out('broken'))).toBe(false); // its capture failed: never started
    expect(existsSync(out('plain'))).toBe(false);
    expect(readFileSync(join(target, '.beads', 'issues.jsonl'), 'utf8')).toBe(
      '{"id":"bd-1","title":"restore MCP state"}\n',
    );
    expect(readFileSync(join(target, 'a.txt'), 'utf8')).toBe('v1\n');
    const text = printRestore(report);
    expect(text).toContain('  MCP server memory: restored (its restore_checkpoint tool took the captured state)');
    expect(text).toContain('  MCP server beads: restored (1 state file(s): .beads/issues.jsonl)');
    expect(text).toContain('  MCP server plain: skipped: the server has no restore_checkpoint tool');

    // --no-mcp: neither files nor servers, and nothing reported.
    rmSync(out('memory'));
    const other = join(b.home, 'work', 'no-mcp');
    const skipped = await b.run(b.home, 'restore', id, '--to', other, '--no-mcp', '--json');
    expect(skipped.exitCode, skipped.stderr).toBe(0);
    expect(JSON.parse(skipped.stdout).mcp).toBeUndefined();
    expect(existsSync(out('memory'))).toBe(false);
    expect(existsSync(join(other, '.beads'))).toBe(false);
    expect(readFileSync(join(other, 'a.txt'), 'utf8')).toBe('v1\n');
  });

  test('resume into a new folder restores it; --no-mcp does not; a resume that leaves the workspace alone says so', async () => {
    const { a, id, srv, outDir } = await captured((srv, out) => ({
      memory: srv('ok', { STATE: '{"cursor":42}', OUT: join(out, 'a-memory.json') }),
      beads: { command: 'beads-mcp-not-installed' },
    }));
    const out = join(outDir, 'b-memory.json');
    const b = machineB(a, { memory: srv('ok', { OUT: out }) }, '[mcp]\ntimeout_ms = 20000\n');
    const target = join(b.home, 'resumed');
    const dry = await b.run(b.home, 'resume', 'S1', '--to', target, '--print', '--json');
    expect(JSON.parse(dry.stdout).wouldRestore).toMatchObject({ workspace: true, mcp: ['beads', 'memory'] });
    expect(existsSync(out)).toBe(false);

    const r = await b.run(b.home, 'resume', 'S1', '--to', target, '--json');
    expect(r.exitCode, r.stderr).toBe(0);
    const res = JSON.parse(r.stdout);
    expect(res).toMatchObject({ checkpointId: id, cwd: target, started: true });
    expect(res.restored.mcp).toEqual([
      { server: 'beads', kind: 'files', outcome: 'restored', files: ['.beads/issues.jsonl'] },
      { server: 'memory', kind: 'resource', outcome: 'restored' },
    ]);
    expect(readOut(out)).toEqual({ cwd: realpathSync(target), arguments: { state: { cursor: 42 } } });
    expect(readFileSync(join(target, '.beads', 'issues.jsonl'), 'utf8')).toContain('bd-1');
    expect(printSessionResume(res)).toContain(
      'MCP server memory: restored (its restore_checkpoint tool took the captured state)',
    );

    // The workspace is there now: only the transcript would be restored, and the MCP state stays as it is.
    rmSync(out);
    const again = JSON.parse((await b.run(b.home, 'resume', 'S1', '--to', target, '--json')).stdout);
    expect(again.restored.workspace).toBeUndefined();
    expect(again.restored.mcp).toEqual(
      ['beads', 'memory'].map((server) => ({
        server,
        kind: 'unknown',
        outcome: 'skipped',
        reason: 'the workspace was not restored (it is there): its MCP state stays as it is',
      })),
    );
    expect(existsSync(out)).toBe(false);

    const none = await b.run(b.home, 'resume', 'S1', '--to', join(b.home, 'resumed-no-mcp'), '--no-mcp', '--json');
    expect(none.exitCode, none.stderr).toBe(0);
    expect(JSON.parse(none.stdout).restored.mcp).toBeUndefined();
    expect(existsSync(out)).toBe(false);
    expect(existsSync(join(b.home, 'resumed-no-mcp', '.beads'))).toBe(false);
  });

  test('a server that hangs: failed after [mcp] timeout_ms, a warning, the restore succeeds and the server is stopped', async () => {
    const { a, id, srv, outDir } = await captured((srv) => ({ slow: srv('ok', { STATE: '{"y":2}' }) }));
    const pidFile = join(outDir, 'slow.pid');
    const b = machineB(
      a,
      { slow: srv('hang', { PIDFILE: pidFile, OUT: join(outDir, 'never.json') }) },
      '[mcp]\ntimeout_ms = 1500\n',
    );
    const target = join(b.home, 'restored');
    const r = await b.run(b.home, 'restore', id, '--to', target, '--json');
    expect(r.exitCode, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.mcp).toEqual([
      { server: 'slow', kind: 'resource', outcome: 'failed', error: 'no answer within 1500 ms' },
    ]);
    expect(report.warnings).toEqual(['MCP server slow: its state was not restored: no answer within 1500 ms']);
    expect(printRestore(report)).toContain('MCP server slow: failed: no answer within 1500 ms');
    expect(readFileSync(join(target, 'a.txt'), 'utf8')).toBe('v1\n');
    const pid = Number(readFileSync(pidFile, 'utf8'));
    const alive = () => {
      try {
        return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8')); // a zombie is gone
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 40 && alive(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(alive()).toBe(false); // killed, not left running
  });

  test('[mcp] query_servers = false on the restoring machine: no server is started; state files still are written', async () => {
    const { a, id, srv, outDir } = await captured((srv) => ({
      memory: srv('ok', { STATE: '{"z":1}' }),
      beads: { command: 'beads-mcp-not-installed' },
    }));
    const out = join(outDir, 'b-memory.json');
    const b = machineB(a, { memory: srv('ok', { OUT: out }) }, '[mcp]\nquery_servers = false\n');
    const target = join(b.home, 'restored');
    const report = JSON.parse((await b.run(b.home, 'restore', id, '--to', target, '--json')).stdout);
    expect(report.mcp).toEqual([
      { server: 'beads', kind: 'files', outcome: 'restored', files: ['.beads/issues.jsonl'] },
      {
        server: 'memory',
        kind: 'resource',
        outcome: 'skipped',
        reason: '[mcp] query_servers = false: servers are not started',
      },
    ]);
    expect(existsSync(out)).toBe(false);
  });

  test('rollback puts the state back too: the server is given it, a changed state file not held by the safety checkpoint is moved aside', async () => {
    const { a, id, outDir } = await captured((srv, out) => ({
      memory: srv('ok', { STATE: '{"v":1}', OUT: join(out, 'a-memory.json') }),
      beads: { command: 'beads-mcp-not-installed' },
    }));
    const p = a.project;
    writeFileSync(join(p, '.beads', 'issues.jsonl'), '{"id":"bd-2","title":"later"}\n');
    const r = await a.run(p, 'rollback', id, '--yes', '--json');
    expect(r.exitCode, r.stderr).toBe(0);
    const res = JSON.parse(r.stdout);
    expect(res.mcp).toEqual([
      { server: 'beads', kind: 'files', outcome: 'restored', files: ['.beads/issues.jsonl'] },
      { server: 'memory', kind: 'resource', outcome: 'restored' },
    ]);
    expect(readFileSync(join(p, '.beads', 'issues.jsonl'), 'utf8')).toContain('bd-1');
    expect(res.displaced.paths).toEqual(['.beads/issues.jsonl']); // ignored by git, so in no checkpoint: kept aside
    expect(readFileSync(join(res.displaced.dir, '.beads', 'issues.jsonl'), 'utf8')).toContain('bd-2');
    expect(readOut(join(outDir, 'a-memory.json'))).toEqual({ cwd: realpathSync(p), arguments: { state: { v: 1 } } });
    expect(printRollback(res)).toContain('MCP server memory: restored');
  });
});

describe('a forged files state is refused for its server only (resealed, so verify passes)', () => {
  async function forged(files: unknown[], prepare?: (target: string, home: string) => void) {
    const { a, id } = await captured(() => ({ beads: { command: 'beads-mcp-not-installed' } }), false);
    reseal(a.volume, 'S1', id, { parts: { 'mcp_state/beads.json': JSON.stringify({ kind: 'files', files }) } });
    const target = join(a.home, 'T');
    prepare?.(target, a.home);
    const r = await a.run(a.home, 'restore', id, '--to', target, '--json');
    expect(r.exitCode, r.stderr).toBe(0);
    return { report: JSON.parse(r.stdout), target, home: a.home };
  }
  const file = (path: string, text: string) => ({
    path,
    size: Buffer.byteLength(text),
    sha256: createHash('sha256').update(text).digest('hex'),
    content_base64: Buffer.from(text).toString('base64'),
  });

  test('a path escaping the target: refused, nothing written outside, a warning; the rest of the restore is done', async () => {
    const { report, target, home } = await forged([file('ok.txt', 'fine'), file('../escape.txt', 'pwned')]);
    expect(report.mcp).toEqual([
      {
        server: 'beads',
        kind: 'unknown',
        outcome: 'failed',
        error: 'its stored state is refused: refusing "../escape.txt" (path contains ..)',
      },
    ]);
    expect(report.warnings).toEqual([
      'MCP server beads: its state was not restored: its stored state is refused: refusing "../escape.txt" (path contains ..)',
    ]);
    expect(existsSync(join(home, 'escape.txt'))).toBe(false);
    expect(existsSync(join(target, 'ok.txt'))).toBe(false); // one bad entry refuses the server's whole state
    expect(readFileSync(join(target, 'a.txt'), 'utf8')).toBe('v1\n');
  });

  test.each([
    ['an absolute path', '/tmp/pai-mcp-abs.txt', /absolute path/],
    ['a .git entry', '.git/config', /a \.git entry/],
  ])('%s: refused', async (_name, path, why) => {
    const { report } = await forged([file(path, '[core]\n\tfsmonitor = "touch PWNED"\n')]);
    expect(report.mcp[0]).toMatchObject({ outcome: 'failed', error: expect.stringMatching(why) });
    expect(existsSync('/tmp/pai-mcp-abs.txt')).toBe(false);
  });

  test('through a symlink of the target that leads outside: refused, the file outside is not written', async () => {
    const { report, home } = await forged([file('link/x.txt', 'pwned')], (target, home) => {
      mkdirSync(join(home, 'outside'));
      mkdirSync(target);
      symlinkSync(join(home, 'outside'), join(target, 'link'));
    });
    expect(report.mcp[0]).toMatchObject({
      server: 'beads',
      kind: 'files',
      outcome: 'failed',
      error: expect.stringMatching(/refusing "link\/x\.txt" \(it passes through the symlink/),
    });
    expect(existsSync(join(home, 'outside', 'x.txt'))).toBe(false);
  });

  test('content that does not match its recorded sha256: refused', async () => {
    const { report, target } = await forged([
      { ...file('state.json', 'original'), content_base64: Buffer.from('tampered').toString('base64') },
    ]);
    expect(report.mcp[0]).toMatchObject({
      outcome: 'failed',
      error: 'its stored state is refused: "state.json" does not match its recorded size and sha256',
    });
    expect(existsSync(join(target, 'state.json'))).toBe(false);
  });
});

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { captureMcpState, configuredMcpServers, mayStart } from '../../../src/domain/capture/mcp.js';
import { ROOT, tempDir } from '../../helpers.js';

const server = (mode: string) => ({
  command: process.execPath,
  args: [join(ROOT, 'test', 'fixtures', 'mcp-server.mjs'), mode],
});

test('each server: resource state, stateless, configured files, or its error — never fatal', async () => {
  const project = tempDir();
  mkdirSync(join(project, '.beads'));
  writeFileSync(join(project, '.beads', 'issues.jsonl'), '{"id":1}\n');
  const r = await captureMcpState(
    {
      withState: server('state'),
      noResource: server('no-resource'),
      noCapability: server('no-resources-capability'),
      crashes: server('crash'),
      missing: { command: '/no/such/binary' },
      remote: { type: 'http', url: 'https://mcp.example.test' },
      beads: { command: 'beads-mcp' },
      escape: { command: 'x' },
    },
    // Time enough for a node server to start on a loaded machine (a short limit made this flaky).
    {
      project,
      stateFiles: { beads: ['.beads/issues.jsonl'], escape: ['../../etc/passwd'] },
      query: true,
      timeoutMs: 20_000,
    },
  );
  expect(r['withState']).toEqual({ kind: 'resource', state: { issues: 3, cursor: 'abc' } });
  expect(r['noResource']).toEqual({ kind: 'stateless', note: 'no checkpoint://state resource (Resource not found)' });
  expect(r['noCapability']).toEqual({ kind: 'stateless', note: 'no resources capability' });
  expect(r['crashes']).toEqual({ kind: 'error', error: 'exited (3) before answering' });
  expect(r['missing']).toMatchObject({ kind: 'error', error: expect.stringMatching(/could not start: .*ENOENT/) });
  expect(r['remote']).toEqual({ kind: 'stateless', note: 'remote server (not queried)' });
  expect(r['beads']).toEqual({
    kind: 'files',
    files: [
      {
        path: '.beads/issues.jsonl',
        size: 9,
        sha256: expect.any(String),
        content_base64: Buffer.from('{"id":1}\n').toString('base64'),
      },
    ],
  });
  expect(r['escape']).toMatchObject({ kind: 'error', error: expect.stringMatching(/outside the project|ENOENT/) });
  // A server that never answers costs the capture its time limit, no more.
  const hung = await captureMcpState(
    { hangs: server('hang') },
    { project, stateFiles: {}, query: true, timeoutMs: 1500 },
  );
  expect(hung['hangs']).toEqual({ kind: 'error', error: 'no answer within 1500 ms' });
});

test('querying can be turned off', async () => {
  const r = await captureMcpState(
    { s: server('state') },
    { project: tempDir(), stateFiles: {}, query: false, timeoutMs: 1000 },
  );
  expect(r).toEqual({ s: { kind: 'stateless', note: 'not queried' } });
});

describe('4. a project`s .mcp.json servers are started only with the user`s approval', () => {
  /** A server whose command leaves a mark when it runs: `sh -c "touch MCP_RAN; exec node server"`. */
  const marking = (dir: string, name: string) => ({
    command: 'sh',
    args: [
      '-c',
      `touch ${join(dir, `${name}.RAN`)}; exec "$0" "$1" state`,
      process.execPath,
      join(ROOT, 'test', 'fixtures', 'mcp-server.mjs'),
    ],
  });

  function setup() {
    const home = tempDir();
    const project = join(home, 'repo');
    mkdirSync(join(project, '.claude'), { recursive: true });
    const claudeDir = join(home, '.claude');
    mkdirSync(claudeDir);
    return { home, project, claudeDir };
  }

  async function capture(home: string, project: string, claudeDir: string, allow: string[] = []) {
    const servers = configuredMcpServers(home, project);
    return captureMcpState(Object.fromEntries(Object.entries(servers).map(([n, s]) => [n, s.config])), {
      project,
      stateFiles: {},
      query: true,
      timeoutMs: 20_000, // node servers that must answer: time enough on a loaded machine
      mayStart: (n) => mayStart(n, servers[n]!, { home, claudeDir, project, allow }),
    });
  }

  test('an unapproved project server never runs (recorded by hash only); user and local servers do', async () => {
    const { home, project, claudeDir } = setup();
    writeFileSync(join(project, '.mcp.json'), JSON.stringify({ mcpServers: { evil: marking(home, 'evil') } }));
    writeFileSync(
      join(home, '.claude.json'),
      JSON.stringify({
        mcpServers: { mine: marking(home, 'mine') },
        projects: { [project]: { mcpServers: { local: marking(home, 'local') } } },
      }),
    );
    // The repository approves itself in its own settings: not honoured while the folder is not trusted.
    writeFileSync(join(project, '.claude', 'settings.json'), JSON.stringify({ enableAllProjectMcpServers: true }));
    const r = await capture(home, project, claudeDir);
    expect(r['evil']).toEqual({
      kind: 'stateless',
      note: 'not started: a project (.mcp.json) server not approved in Claude Code; recorded by hash only',
    });
    expect(existsSync(join(home, 'evil.RAN'))).toBe(false);
    expect(r['mine']).toMatchObject({ kind: 'resource' });
    expect(r['local']).toMatchObject({ kind: 'resource' });
    expect(existsSync(join(home, 'mine.RAN'))).toBe(true);
  });

  test.each([
    [
      'enabledMcpjsonServers in ~/.claude/settings.json',
      (_h: string, _p: string, c: string) =>
        writeFileSync(join(c, 'settings.json'), JSON.stringify({ enabledMcpjsonServers: ['srv'] })),
    ],
    [
      'enableAllProjectMcpServers in the trusted project`s local settings',
      (h: string, p: string) => {
        writeFileSync(join(h, '.claude.json'), JSON.stringify({ projects: { [p]: { hasTrustDialogAccepted: true } } }));
        writeFileSync(join(p, '.claude', 'settings.local.json'), JSON.stringify({ enableAllProjectMcpServers: true }));
      },
    ],
    [
      'the legacy approval in ~/.claude.json',
      (h: string, p: string) =>
        writeFileSync(
          join(h, '.claude.json'),
          JSON.stringify({ projects: { [p]: { enabledMcpjsonServers: ['srv'] } } }),
        ),
    ],
  ])('approved by %s: started', async (_name, approve) => {
    const { home, project, claudeDir } = setup();
    writeFileSync(join(project, '.mcp.json'), JSON.stringify({ mcpServers: { srv: marking(home, 'srv') } }));
    approve(home, project, claudeDir);
    expect((await capture(home, project, claudeDir))['srv']).toMatchObject({ kind: 'resource' });
    expect(existsSync(join(home, 'srv.RAN'))).toBe(true);
  });

  test('named in the user`s own [mcp] allow_servers: started; rejected in Claude Code: never', async () => {
    const { home, project, claudeDir } = setup();
    writeFileSync(join(project, '.mcp.json'), JSON.stringify({ mcpServers: { srv: marking(home, 'srv') } }));
    expect((await capture(home, project, claudeDir, ['srv']))['srv']).toMatchObject({ kind: 'resource' });
    const other = setup();
    writeFileSync(
      join(other.project, '.mcp.json'),
      JSON.stringify({ mcpServers: { srv: marking(other.home, 'srv') } }),
    );
    writeFileSync(
      join(other.claudeDir, 'settings.json'),
      JSON.stringify({ enableAllProjectMcpServers: true, disabledMcpjsonServers: ['srv'] }),
    );
    expect((await capture(other.home, other.project, other.claudeDir))['srv']).toMatchObject({ kind: 'stateless' });
    expect(existsSync(join(other.home, 'srv.RAN'))).toBe(false);
  });
});

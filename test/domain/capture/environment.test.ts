import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  captureEnvironment,
  looksSecret,
  mcpSource,
  packageLists,
  safeEnv,
} from '../../../src/domain/capture/environment.js';
import { configuredMcpServers } from '../../../src/domain/capture/mcp.js';
import { ROOT, tempDir } from '../../helpers.js';

describe('secrets never leave by accident', () => {
  test.each([
    ['ANTHROPIC_API_KEY', 'x'],
    ['GITHUB_TOKEN', 'x'],
    ['DB_PASSWORD', 'x'],
    ['MY_URL', 'postgres://admin:hunter2@db/app'],
    ['NOTE', 'sk-ant-api03-abcdefghijklmnopqrstuvwxyz'],
    ['NOTE', 'ghp_abcdefghijklmnopqrstuvwxyz0123'],
    ['NOTE', 'AKIAABCDEFGHIJKLMNOP'],
    ['NOTE', 'Bearer abcdefghijklmnopqrstu'],
    ['NOTE', 'a'.repeat(48)],
  ])('%s=%s looks secret', (name, value) => {
    expect(looksSecret(name, value)).toBe(true);
  });

  test('only allow-listed variables, secret-looking ones withheld and named', () => {
    const r = safeEnv(
      {
        SHELL: '/bin/bash',
        LANG: 'C.UTF-8',
        ANTHROPIC_API_KEY: 'sk-ant-xyz',
        AWS_SECRET_ACCESS_KEY: 'x',
        MY_DB_URL: 'postgres://u:p@h/db',
        GITHUB_TOKEN: 'ghp_x',
        EDITOR: 'vim',
      },
      ['MY_DB_URL', 'GITHUB_TOKEN'],
    );
    expect(r.env).toEqual({ SHELL: '/bin/bash', LANG: 'C.UTF-8', EDITOR: 'vim' });
    expect(r.redacted).toEqual(['GITHUB_TOKEN', 'MY_DB_URL']);
  });
});

describe('MCP servers', () => {
  test.each([
    [
      { command: 'npx', args: ['-y', '@modelcontextprotocol/server-github@1.2.3'] },
      { source_type: 'npm', version_id: '@modelcontextprotocol/server-github@1.2.3' },
    ],
    [
      { command: 'docker', args: ['run', '-i', '--rm', 'ghcr.io/x/mcp:1.0'] },
      { source_type: 'docker', version_id: 'ghcr.io/x/mcp:1.0' },
    ],
    [
      { type: 'http', url: 'https://mcp.example.test/v1' },
      { source_type: 'remote', version_id: 'https://mcp.example.test/v1' },
    ],
    [
      { command: 'uvx', args: ['mcp-server-git'] },
      { source_type: 'local', version_id: 'uvx:mcp-server-git' },
    ],
    [{ command: 'beads-mcp' }, { source_type: 'unknown', version_id: 'beads-mcp' }],
  ])('%j → %j', (cfg, want) => {
    expect(mcpSource(cfg)).toEqual(want);
  });

  test('read from ~/.claude.json (user and project) and ./.mcp.json; recorded by hash only', async () => {
    const home = tempDir();
    const cwd = join(home, 'proj');
    mkdirSync(cwd);
    writeFileSync(
      join(home, '.claude.json'),
      JSON.stringify({
        mcpServers: { user1: { command: 'npx', args: ['a@1'], env: { API_KEY: 'sk-secret-value-000000000000' } } },
        projects: { [cwd]: { mcpServers: { proj1: { type: 'sse', url: 'https://x.test' } } } },
      }),
    );
    writeFileSync(join(cwd, '.mcp.json'), JSON.stringify({ mcpServers: { local1: { command: './bin/server' } } }));
    expect(Object.fromEntries(Object.entries(configuredMcpServers(home, cwd)).map(([n, s]) => [n, s.scope]))).toEqual({
      local1: 'project',
      proj1: 'local',
      user1: 'user',
    });
    const snap = await captureEnvironment({
      cwd,
      home,
      claudeDir: join(home, '.claude'),
      env: { PATH: process.env['PATH'] ?? '' },
    });
    expect(snap.mcp_servers!['user1']).toEqual({
      source_type: 'npm',
      version_id: 'a@1',
      config_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.stringify(snap)).not.toContain('sk-secret-value');
  });
});

test('the real claude binary: version, path and sha256 (cached), runtimes and key packages', async () => {
  const home = tempDir();
  const cache = join(home, 'hash-cache.json');
  const env = {
    PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env['PATH']}`,
    HOME: home,
    SHELL: '/bin/sh',
    SECRET_TOKEN: 'x',
  };
  const o = {
    cwd: ROOT,
    home,
    claudeDir: join(home, '.claude'),
    env,
    hashCacheFile: cache,
    extraEnv: ['SECRET_TOKEN'],
  };
  const a = await captureEnvironment(o); // `claude` is found on the session's PATH
  expect(a.claude_code).toEqual({
    version: '2.1.197',
    install_path: expect.stringMatching(/claude/),
    binary_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  expect(a.runtimes).toMatchObject({
    node: process.versions.node,
    npm: expect.stringMatching(/^\d+\./),
    git: expect.stringMatching(/^\d+\./),
    python: expect.stringMatching(/^3\.\d+\.\d+/),
  });
  expect(execFileSync('python3', ['--version'], { env, encoding: 'utf8' }).trim()).toBe(
    `Python ${a.runtimes!['python']}`,
  );
  expect((await packageLists(o)).pip).toMatch(/^([A-Za-z0-9._-]+==\S+\n)+$/);
  expect(a.packages).toMatchObject({
    'npm:zod': expect.stringMatching(/^4\./),
    'npm:@anthropic-ai/claude-code': '2.1.197',
  });
  expect(a.env).toEqual({ HOME: home, PATH: env.PATH, SHELL: '/bin/sh' });
  expect(a.env_redacted).toEqual(['SECRET_TOKEN']);
  // The second capture answers from the cache (keyed by the binary's path, size and mtime): an
  // entry marked in the cache file comes back as it is, so neither the hash nor `--version` ran again.
  const cached = JSON.parse(readFileSync(cache, 'utf8')) as Record<string, { version?: string; binary_hash?: string }>;
  const key = Object.keys(cached).find((k) => k.startsWith('claude\0'))!;
  cached[key] = { ...cached[key], binary_hash: 'f'.repeat(64) };
  writeFileSync(cache, JSON.stringify(cached));
  const b = await captureEnvironment({ ...o, claudePid: undefined });
  expect(b.claude_code).toEqual({ ...a.claude_code, binary_hash: 'f'.repeat(64) });
}, 60_000);

test('probes run side by side are all cached: the next capture starts no probe (one read the cache before the other wrote it, and its write dropped the other`s result: a 0.5 s python probe at every next capture)', async () => {
  const home = tempDir();
  const bin = join(home, 'bin');
  mkdirSync(bin);
  const log = join(home, 'probes.log');
  // Stand-ins that say which probe ran: git's version, python's version, site folders and packages.
  writeFileSync(join(bin, 'git'), `#!/bin/sh\necho "git $*" >> "${log}"\necho "git version 2.39.0"\n`, { mode: 0o755 });
  mkdirSync(join(home, 'site-packages'));
  const answer = JSON.stringify({
    version: '3.11.0',
    sites: [join(home, 'site-packages')],
    key: { requests: '2.31.0', modal: null },
    freeze: ['requests==2.31.0'],
  });
  writeFileSync(join(bin, 'python3'), `#!/bin/sh\necho "python3 $1" >> "${log}"\necho '${answer}'\n`, { mode: 0o755 });
  const o = {
    cwd: home,
    home,
    claudeDir: join(home, '.claude'),
    env: { PATH: `${bin}:/usr/bin:/bin`, HOME: home },
    hashCacheFile: join(home, 'hash-cache.json'),
  };
  const snap = await captureEnvironment(o);
  expect(await packageLists(o)).toEqual({ pip: 'requests==2.31.0\n' });
  expect(snap.runtimes).toMatchObject({ python: '3.11.0', git: '2.39.0' });
  expect(snap.packages).toEqual({ 'pypi:requests': '2.31.0' });
  const first = readFileSync(log, 'utf8').trim().split('\n');
  expect(first.sort()).toEqual(['git --version', 'python3 -c']); // one python run answers both
  await captureEnvironment(o);
  await packageLists(o);
  expect(readFileSync(log, 'utf8').trim().split('\n').sort()).toEqual(first);
  // A package installed (its folder's mtime moves): asked again, once.
  utimesSync(join(home, 'site-packages'), new Date(), new Date(Date.now() + 5_000));
  await packageLists(o);
  expect(readFileSync(log, 'utf8').trim().split('\n').sort()).toEqual(['git --version', 'python3 -c', 'python3 -c']);
});

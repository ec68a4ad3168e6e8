import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { projectDirName } from '../../../src/domain/restore/restore.js';
import { assistantLine, DIST, pathWithoutZstd, ROOT, sandbox, tempDir, userLine, writeLines } from '../../helpers.js';

/**
 * Issue 8, defect 1: with the optional @mongodb-js/zstd binding installed and no `zstd` command,
 * the README promises a working plugin. The binding cannot be installed here (its install
 * downloads a prebuilt binary), so a test double stands in for it: a package of the same name,
 * with the same two functions, that runs the real zstd binary by its absolute path (one frame per
 * call, exactly what the binding does). The BUILT plugin is copied next to it, as an install would
 * lay it out, and runs with a PATH that has every tool of this machine except zstd.
 */
const ZSTD = execFileSync('sh', ['-c', 'command -v zstd'], { encoding: 'utf8' }).trim();

function fakeBinding(pluginRoot: string, log: string): void {
  const pkg = join(pluginRoot, 'node_modules', '@mongodb-js', 'zstd');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(
    join(pkg, 'package.json'),
    JSON.stringify({ name: '@mongodb-js/zstd', version: '0.0.0-test-double', main: 'index.js' }),
  );
  writeFileSync(
    join(pkg, 'index.js'),
    `'use strict';
const { execFileSync } = require('node:child_process');
const { appendFileSync } = require('node:fs');
const ZSTD = ${JSON.stringify(ZSTD)};
const LOG = ${JSON.stringify(log)};
const run = (args, buf) => execFileSync(ZSTD, args, { input: buf, maxBuffer: 1 << 30 });
exports.compress = async (buf, level) => {
  appendFileSync(LOG, 'compress ' + buf.length + '\\n');
  return run(['-q', '-' + level, '-c'], buf);
};
exports.decompress = async (buf) => {
  appendFileSync(LOG, 'decompress ' + buf.length + '\\n');
  return run(['-d', '-q', '-c'], buf);
};
`,
  );
}

/** The plugin as installed: dist/ and package.json, with the binding in its node_modules. */
function installedPlugin(): { cli: string; log: string } {
  const root = tempDir('plugin-');
  cpSync(DIST, join(root, 'dist'), { recursive: true });
  copyFileSync(join(ROOT, 'package.json'), join(root, 'package.json'));
  const log = join(root, 'binding.log');
  writeFileSync(log, '');
  fakeBinding(root, log);
  return { cli: join(root, 'dist', 'cli.cjs'), log };
}

const GIT_ENV = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };

test(
  'binding only, no zstd on PATH: create (with a transcript), verify, restore and rollback all work',
  { timeout: 120_000 },
  () => {
    const { cli, log } = installedPlugin();
    const bin = pathWithoutZstd();
    expect(
      spawnSync('sh', ['-c', 'command -v zstd'], { env: { PATH: bin } }).status,
      'zstd must not be on the test PATH',
    ).not.toBe(0);
    const sb = sandbox();
    mkdirSync(sb.paths.paiDir, { recursive: true });
    writeFileSync(
      join(sb.paths.paiDir, 'checkpoint.toml'),
      '[mcp]\nquery_servers = false\n[capture]\nworkspace_format = "archive"\n',
    );
    const p = sb.project;
    const env = {
      HOME: sb.home,
      PAI_DIR: sb.paths.paiDir,
      CLAUDE_CONFIG_DIR: sb.claudeDir,
      PATH: bin,
      PAI_CHECKPOINT_CLAUDE: '/bin/echo',
      ...GIT_ENV,
    };
    const git = (...args: string[]) => execFileSync('git', args, { cwd: p, env, encoding: 'utf8' });
    git('init', '-q', '-b', 'main');
    writeFileSync(join(p, 'a.txt'), 'v1\n');
    git('add', '.');
    git('commit', '-q', '-m', 'init');
    writeFileSync(join(p, 'a.txt'), 'v2, checkpointed\n');
    writeFileSync(join(p, 'notes.txt'), 'untracked notes\n');
    const transcript = join(sb.claudeDir, 'projects', projectDirName(p), 'sess-x.jsonl');
    mkdirSync(join(sb.claudeDir, 'projects', projectDirName(p)), { recursive: true });
    writeLines(transcript, [userLine('Improve a.txt'), assistantLine([{ type: 'text', text: 'Editing a.txt now.' }])]);
    saveSession(sb.paths, { ...newSession('sess-x', p, p, new Date()), transcriptPath: transcript });
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [cli, ...args], { cwd: p, env, encoding: 'utf8', timeout: 60_000 });

    const created = run('create', '--session', 'sess-x', '--json');
    expect(created.status, created.stderr).toBe(0);
    const id = JSON.parse(created.stdout).id as string;
    const dir = join(sb.paths.paiDir, 'volume', 'checkpoints', 'sess-x', id);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    expect(Object.keys(manifest.parts)).toEqual(expect.arrayContaining(['transcript.jsonl.zst', 'workspace.tar.zst']));
    expect(manifest.workspace.engine).toBe('node-tar+zstd-binding');
    // What the binding wrote is ordinary zstd (checked with the real CLI, outside the plugin).
    expect(execFileSync(ZSTD, ['-d', '-q', '-c', join(dir, 'transcript.jsonl.zst')], { encoding: 'utf8' })).toBe(
      readFileSync(transcript, 'utf8'),
    );
    execFileSync(ZSTD, ['-t', '-q', join(dir, 'workspace.tar.zst')]);

    const verified = run('verify', id);
    expect(verified.status, verified.stderr).toBe(0);

    const target = join(sb.home, 'elsewhere');
    const restored = run('restore', id, '--to', target, '--json');
    expect(restored.status, restored.stderr).toBe(0);
    expect(readFileSync(join(target, 'a.txt'), 'utf8')).toBe('v2, checkpointed\n');
    expect(readFileSync(join(target, 'notes.txt'), 'utf8')).toBe('untracked notes\n');
    expect(readFileSync(join(sb.claudeDir, 'projects', projectDirName(target), 'sess-x.jsonl'), 'utf8')).toContain(
      'Improve a.txt',
    );

    writeFileSync(join(p, 'a.txt'), 'v3, broken\n');
    writeFileSync(join(p, 'new-since.txt'), 'created after the checkpoint\n');
    const rolled = run('rollback', id, '--yes', '--json');
    expect(rolled.status, rolled.stderr).toBe(0);
    expect(JSON.parse(rolled.stdout)).toMatchObject({ id, createdSince: ['new-since.txt'] });
    expect(readFileSync(join(p, 'a.txt'), 'utf8')).toBe('v2, checkpointed\n');

    // The binding did the work, both ways.
    const calls = readFileSync(log, 'utf8');
    expect(calls).toMatch(/^compress \d+$/m);
    expect(calls).toMatch(/^decompress \d+$/m);
  },
);

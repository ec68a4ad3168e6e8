/**
 * Issue 33, finding 11: every file git tracks is in every checkpoint with its working-tree content,
 * whatever excluded name its path holds — vitejs/vite tracks test fixtures under `node_modules/`
 * folders. The excludes (built-in and configured) leave out untracked files only; `export` holds
 * exactly the checkpoint's files; `restore --to` a new folder brings an uncommitted change back; the
 * next capture sees the next change (stat cache), and `diff <id>` against the working tree applies
 * the same rule. The built CLI (dist/cli.cjs) as a process, a real git repository, real tar and
 * zstd, both workspace formats.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkedTree, contentTreeOf } from '../../../src/domain/restore/content.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { readManifest } from '../../../src/domain/volume/read.js';
import { LocalVolume } from '../../../src/storage/local.js';
import { runCliAsync, sandbox } from '../../helpers.js';

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: ENV }).trimEnd();

/** Where vite keeps one of its tracked fixtures. */
const FIX = 'packages/vite/src/node/__tests__/fixtures/glob-exports/node_modules/my-pkg';

function put(root: string, path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** Every file below `dir` but its `.git`, relative and sorted. */
function filesIn(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => !e.isDirectory())
    .map((e) => join(e.parentPath ?? (e as unknown as { path: string }).path, e.name).slice(dir.length + 1))
    .filter((p) => p !== '.git' && !p.startsWith('.git/'))
    .sort();
}

/** The files of a zstd-compressed tar archive, as GNU tar lists them (folders left out). */
const archived = (file: string) =>
  execFileSync('tar', ['--zstd', '-tf', file], { encoding: 'utf8' })
    .split('\n')
    .filter((p) => p && !p.endsWith('/'))
    .sort();

/**
 * A project like vite's: tracked files under `node_modules/` (.gitignore'd, added with -f), under
 * `.venv/` (a built-in exclude git does not ignore) and under `generated/` (the user's
 * extra_excludes); beside each, untracked files the excludes (or .gitignore) keep out.
 */
function project(format: 'content' | 'archive') {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(
    join(sb.paths.paiDir, 'checkpoint.toml'),
    `[mcp]\nquery_servers = false\n[capture]\nworkspace_format = "${format}"\nextra_excludes = ["generated"]\n`,
  );
  const p = sb.project;
  git(p, 'init', '-q', '-b', 'main');
  put(p, '.gitignore', 'node_modules\n');
  put(p, 'README.md', 'vite\n');
  put(p, `${FIX}/package.json`, '{"name":"my-pkg"}\n');
  put(p, `${FIX}/index.js`, 'export default 1\n');
  put(p, `${FIX}/gone.js`, 'deleted in the working tree\n');
  put(p, '.venv/pyvenv.cfg', 'home = /usr/bin\n');
  put(p, 'generated/schema.json', '{"v":1}\n');
  git(p, 'add', '-f', '.');
  git(p, 'commit', '-q', '-m', 'init');
  // Uncommitted: the fixture changed, one tracked file deleted; untracked files beside the tracked ones.
  put(p, `${FIX}/package.json`, '{"changed":1}\n');
  rmSync(join(p, FIX, 'gone.js'));
  put(p, `${FIX}/untracked.js`, 'ignored by .gitignore\n');
  put(p, 'node_modules/lodash/index.js', 'the rest of node_modules\n');
  put(p, '.venv/lib/site.py', 'excluded by name, not ignored\n');
  put(p, 'generated/tmp.json', 'excluded by extra_excludes\n');
  put(p, 'notes.txt', 'untracked, captured\n');
  saveSession(sb.paths, newSession('S1', p, p, new Date()));
  const env = {
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PAI_CHECKPOINT_CLAUDE: '/bin/true',
  };
  const cli = async (cwd: string, ...argv: string[]) => {
    const r = await runCliAsync(argv, cwd, env);
    expect(r.code, `${argv.join(' ')}: ${r.err}`).toBe(0);
    return r.out;
  };
  const create = async () => (JSON.parse(await cli(p, 'create', '--session', 'S1', '--json')) as { id: string }).id;
  const store = new LocalVolume(join(sb.paths.paiDir, 'volume'));
  /** The checkpoint's own files: its tree's paths, or its archive's. */
  const held = async (id: string) => {
    const m = (await readManifest(store, 'S1', id))!;
    const ref = contentTreeOf(m);
    if (ref) return (await checkedTree(store, ref)).entries.map((e) => e[0]).sort();
    return archived(join(store.location, 'checkpoints', 'S1', id, 'workspace.tar.zst'));
  };
  return { ...sb, cli, create, held };
}

const EXPECTED = [
  '.gitignore',
  '.venv/pyvenv.cfg',
  'README.md',
  'generated/schema.json',
  'notes.txt',
  `${FIX}/index.js`,
  `${FIX}/package.json`,
].sort();

describe.each(['content', 'archive'] as const)(
  'finding 11, workspace format %s: tracked files under excluded names',
  (format) => {
    test('a changed tracked file under node_modules/ survives capture, restore --to and export; export holds the checkpoint`s files', async () => {
      const w = project(format);
      const id = await w.create();
      const to = join(w.home, 'restored');
      await w.cli(w.home, 'restore', id, '--to', to, '--json');
      expect(readFileSync(join(to, FIX, 'package.json'), 'utf8')).toBe('{"changed":1}\n'); // before: {"name":"my-pkg"}, git's
      expect(filesIn(to)).toEqual(EXPECTED);
      expect(await w.held(id)).toEqual(EXPECTED);

      const file = join(w.home, 'w.tar.zst');
      await w.cli(w.home, 'export', id, '-o', file);
      expect(archived(file)).toEqual(EXPECTED);
      const out = join(w.home, 'unpacked');
      mkdirSync(out);
      execFileSync('tar', ['--zstd', '-xf', file, '-C', out]);
      expect(readFileSync(join(out, FIX, 'package.json'), 'utf8')).toBe('{"changed":1}\n');
    });

    test('the next change to it is seen: diff <id> against the working tree names it, the next checkpoint holds it', async () => {
      const w = project(format);
      const id = await w.create();
      put(w.project, `${FIX}/package.json`, '{"changed":2}\n');
      put(w.project, 'node_modules/lodash/index.js', 'changed too, excluded still\n');
      const diff = JSON.parse(await w.cli(w.project, 'diff', id, '--json')) as {
        files: { path: string; status: string }[];
      };
      expect(diff.files.map((f) => [f.path, f.status])).toEqual([[`${FIX}/package.json`, 'M']]);

      const next = await w.create();
      expect(next).not.toBe(id);
      expect(await w.held(next)).toEqual(EXPECTED);
      const to = join(w.home, 'restored');
      await w.cli(w.home, 'restore', next, '--to', to, '--json');
      expect(readFileSync(join(to, FIX, 'package.json'), 'utf8')).toBe('{"changed":2}\n');
    });

    test('restore over the project: the change made since goes into the safety checkpoint, which gives it back', async () => {
      const w = project(format);
      const id = await w.create();
      put(w.project, `${FIX}/package.json`, '{"changed":2}\n');
      const r = JSON.parse(await w.cli(w.project, 'restore', id, '--yes', '--json')) as {
        safetyCheckpoint?: string;
        displaced?: unknown;
      };
      expect(readFileSync(join(w.project, FIX, 'package.json'), 'utf8')).toBe('{"changed":1}\n');
      expect(r.displaced).toBeUndefined(); // before: moved aside, as no checkpoint held it
      expect(await w.held(r.safetyCheckpoint!)).toEqual(EXPECTED);
      await w.cli(w.project, 'restore', r.safetyCheckpoint!, '--yes', '--json');
      expect(readFileSync(join(w.project, FIX, 'package.json'), 'utf8')).toBe('{"changed":2}\n');
    });
  },
);

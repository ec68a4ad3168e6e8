/**
 * Issue 34 findings 13 and 16: `restore <id> <path>…` puts back only the chosen files and folders
 * (both workspace formats: stored by content and the tar archive), a path the checkpoint does not
 * hold is exit 3 naming it, one that leaves the tree is exit 2; `restore --dry-run` lists what a
 * restore would add, change and remove and writes nothing (folder, volume, journal unchanged);
 * `export` without -o never writes inside the workspace. Real git repositories, real tar and zstd;
 * the CLI runs in-process (main), the restores through the use case.
 */
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { defaultCliEnv } from '../../src/adapters/cli/context.js';
import { main } from '../../src/adapters/cli/main.js';
import { create } from '../../src/app/create.js';
import { restore } from '../../src/app/restore.js';
import { readJournal } from '../../src/domain/restore/journal.js';
import { realPathOf } from '../../src/domain/restore/target.js';
import { appSandbox, git } from './support.js';

type Format = 'content' | 'archive';

/** Every entry under `dir` (files by content hash, links by target), for "nothing changed" checks. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  const walk = (d: string, rel: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      const abs = join(d, e.name);
      if (e.isDirectory()) walk(abs, r);
      else if (e.isSymbolicLink()) out[r] = `-> ${readlinkSync(abs)}`;
      else
        out[r] = `${createHash('sha256').update(readFileSync(abs)).digest('hex')} ${lstatSync(abs).mode.toString(8)}`;
    }
  };
  walk(dir, '');
  return out;
}

/**
 * A project with committed files (a.txt, src/app.ts, src/lib.ts, docs/readme.md, other.txt,
 * gone.txt), gone.txt deleted before the checkpoint (git records it), checkpoint `id` of
 * session S1 in `format`; then the work goes on: app.ts, readme.md and other.txt changed,
 * lib.ts deleted, src/new.ts made, gone.txt back.
 */
async function world(format: Format) {
  const sb = appSandbox();
  const p = sb.project;
  appendFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), `[capture]\nworkspace_format = "${format}"\n`);
  mkdirSync(join(p, 'src'));
  mkdirSync(join(p, 'docs'));
  const put = (f: string, text: string) => writeFileSync(join(p, f), text);
  put('src/app.ts', 'app v1\n');
  put('src/lib.ts', 'lib v1\n');
  put('docs/readme.md', 'readme v1\n');
  put('other.txt', 'other v1\n');
  put('gone.txt', 'gone\n');
  git(p, 'add', '.');
  git(p, 'commit', '-q', '-m', 'files');
  rmSync(join(p, 'gone.txt'));
  const { id } = await create(sb.ctx(), { session: 'S1' });
  put('src/app.ts', 'app v2\n');
  put('docs/readme.md', 'readme v2\n');
  put('other.txt', 'other v2\n');
  rmSync(join(p, 'src/lib.ts'));
  put('src/new.ts', 'new\n');
  put('gone.txt', 'back\n');
  const env = { ...sb.env };
  const cli = (args: string[], cwd = p) => main(args, defaultCliEnv({ cwd, env, warnings: [] }));
  return { ...sb, id, cli, read: (f: string) => readFileSync(join(p, f), 'utf8') };
}

describe.each<Format>(['content', 'archive'])('restore <id> <path>… (workspace stored as %s)', (format) => {
  test('only the chosen file and folder come back; everything else, git and the new file are left as they are; safety checkpoint and journal entry', async () => {
    const w = await world(format);
    // The format asked for is the one stored: an archive part, or none (the tree's packs).
    expect(Object.keys(snapshot(w.volume)).some((k) => k.endsWith(`${w.id}/workspace.tar.zst`))).toBe(
      format === 'archive',
    );
    const head = git(w.project, 'rev-parse', 'HEAD');
    const r = await w.cli(['restore', w.id, 'src/app.ts', './docs/', '--json']);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(w.read('src/app.ts')).toBe('app v1\n');
    expect(w.read('docs/readme.md')).toBe('readme v1\n');
    expect(w.read('other.txt')).toBe('other v2\n'); // not chosen
    expect(existsSync(join(w.project, 'src/lib.ts'))).toBe(false); // not chosen (its folder's sibling)
    expect(w.read('src/new.ts')).toBe('new\n');
    expect(w.read('gone.txt')).toBe('back\n'); // a deletion git recorded, outside the chosen paths
    expect(git(w.project, 'rev-parse', 'HEAD')).toBe(head);
    const out = JSON.parse(r.stdout) as {
      safetyCheckpoint?: string;
      workspace?: { files: number };
      transcript?: unknown;
      git?: unknown;
    };
    expect(out.workspace?.files).toBe(2);
    expect(out.git).toBeUndefined();
    expect(out.transcript).toBeUndefined();
    expect(out.safetyCheckpoint).toBeDefined();
    expect(
      readJournal(w.paths.stateDir, realPathOf(w.project)).entries.map((e) => [e.kind, e.checkpoint, e.safety]),
    ).toEqual([['restore', w.id, out.safetyCheckpoint]]);
    // undo puts back what the path restore replaced, and only that.
    const undone = await w.cli(['undo', '--yes']);
    expect(undone.exitCode, undone.stderr).toBe(0);
    expect([w.read('src/app.ts'), w.read('docs/readme.md'), w.read('other.txt'), w.read('src/new.ts')]).toEqual([
      'app v2\n',
      'readme v2\n',
      'other v2\n',
      'new\n',
    ]);
    expect(existsSync(join(w.project, 'src/lib.ts'))).toBe(false);
    // A folder: what it held comes back; what it did not hold stays.
    const folder = await w.cli(['restore', w.id, 'src']);
    expect(folder.exitCode, folder.stderr).toBe(0);
    expect(folder.stdout).toContain(`Restored src of checkpoint ${w.id} (session S1) into ${w.project}`);
    expect(w.read('src/lib.ts')).toBe('lib v1\n');
    expect(w.read('src/new.ts')).toBe('new\n');
    expect(w.read('other.txt')).toBe('other v2\n');
  });

  test('into a new folder (--to): only the chosen paths are there', async () => {
    const w = await world(format);
    const to = join(w.home, 'copy');
    const r = await restore(w.ctx(), { id: w.id, to, paths: ['docs/readme.md', 'src/lib.ts'] });
    expect(r.safetyCheckpoint).toBeUndefined();
    expect(Object.keys(snapshot(to)).sort()).toEqual(['docs/readme.md', 'src/lib.ts']);
  });

  test('a path the checkpoint does not hold: exit 3 naming it, nothing written (no safety checkpoint, no journal)', async () => {
    const w = await world(format);
    const before = snapshot(w.project);
    const volume = snapshot(w.volume);
    for (const missing of ['nope.txt', 'src/app.ts/x', 'src/new.ts']) {
      const r = await w.cli(['restore', w.id, 'docs', missing]);
      expect(r.exitCode, r.stderr).toBe(3);
      expect(r.stderr).toContain(`the checkpoint holds no "${missing}": nothing was restored`);
      const dry = await w.cli(['restore', w.id, missing, '--dry-run']);
      expect([dry.exitCode, dry.stderr]).toEqual([3, expect.stringContaining(`"${missing}"`)]);
    }
    expect(snapshot(w.project)).toEqual(before);
    expect(snapshot(w.volume)).toEqual(volume);
    expect(readJournal(w.paths.stateDir, realPathOf(w.project)).entries).toEqual([]);
  });
});

describe('restore: paths that leave the tree', () => {
  test('`..`, an absolute path and .git are refused (exit 2) before anything is read or written', async () => {
    const w = await world('content');
    const before = snapshot(w.project);
    for (const bad of ['../outside', 'src/../../x', '/etc/passwd', '.git/config']) {
      const r = await w.cli(['restore', w.id, bad]);
      expect(r.exitCode, `${bad}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toContain(`restore path ${JSON.stringify(bad)}`);
    }
    expect(snapshot(w.project)).toEqual(before);
  });
});

describe.each<Format>(['content', 'archive'])('restore --dry-run (%s)', (format) => {
  test('lists what would be added, changed and removed; the folder, the volume and the journal are unchanged', async () => {
    const w = await world(format);
    const folder = snapshot(w.project);
    const volume = snapshot(w.volume);
    const journals = snapshot(join(w.paths.stateDir, 'journal'));
    const r = await w.cli(['restore', w.id, '--dry-run', '--json']);
    expect(r.exitCode, r.stderr).toBe(0);
    const plan = (JSON.parse(r.stdout) as { plan: { added: string[]; changed: string[]; removed: string[] } }).plan;
    expect(plan.added).toEqual(['src/lib.ts']);
    expect(plan.changed).toEqual(['docs/readme.md', 'other.txt', 'src/app.ts']);
    expect(plan.removed).toEqual(['gone.txt']); // deleted at capture time (git), back since
    const text = await w.cli(['restore', w.id, 'src', '--dry-run']);
    expect(text.exitCode, text.stderr).toBe(0);
    expect(text.stdout).toContain(
      `Dry run: restoring src of checkpoint ${w.id} into ${w.project} would add 1, change 1 and remove 0 file(s); nothing was written`,
    );
    expect(text.stdout).toContain('  + src/lib.ts\n  ~ src/app.ts\n');
    expect(snapshot(w.project)).toEqual(folder);
    expect(snapshot(w.volume)).toEqual(volume);
    expect(snapshot(join(w.paths.stateDir, 'journal'))).toEqual(journals);
  });
});

describe('export without -o', () => {
  test("refused inside the checkpoint's workspace or a git work tree (exit 2, asks for -o); written in the current folder elsewhere", async () => {
    const w = await world('content');
    const file = `${w.id}.workspace.tar.zst`;
    for (const cwd of [w.project, join(w.project, 'src')]) {
      const r = await w.cli(['export', w.id], cwd);
      expect(r.exitCode, r.stderr).toBe(2);
      expect(r.stderr).toContain('-o');
      expect(existsSync(join(cwd, file))).toBe(false);
    }
    const repo = join(w.home, 'other-repo');
    mkdirSync(repo);
    git(repo, 'init', '-q');
    expect((await w.cli(['export', w.id], repo)).exitCode).toBe(2);
    expect(readdirSync(repo)).toEqual(['.git']);
    const out = join(w.home, 'out');
    mkdirSync(out);
    const ok = await w.cli(['export', w.id], out);
    expect(ok.exitCode, ok.stderr).toBe(0);
    expect(readdirSync(out)).toEqual([file]);
    expect(snapshot(w.project)['src/' + file]).toBeUndefined();
  });
});

/**
 * `export <id> -o <path>` (issue 32 item 7) writes only a new file or a regular file it replaces:
 * a FIFO, a device, a folder or a symlink to one is refused by name (exit 5, CONFLICT: "left as
 * it is"), nothing replaced and no temp file left; `-o -` writes the archive to standard output
 * (never to a terminal). The built CLI (dist/cli.cjs) runs as a process; archives are checked by
 * the real tar and zstd.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { DIST, runCliAsync, sandbox, testPath } from '../../helpers.js';

const root = process.getuid?.() === 0;

async function world() {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  writeFileSync(join(sb.project, 'app.js'), 'console.log(1)\n');
  saveSession(sb.paths, newSession('sess-x', sb.project, sb.project, new Date()));
  const env = { HOME: sb.home, PAI_DIR: sb.paths.paiDir, CLAUDE_CONFIG_DIR: sb.claudeDir };
  const made = await main(
    ['create', '--session', 'sess-x', '--json'],
    defaultCliEnv({ cwd: sb.project, env, warnings: [] }),
  );
  expect(made.exitCode, made.stderr).toBe(0);
  const id = (JSON.parse(made.stdout) as { id: string }).id;
  const out = join(sb.home, 'out');
  mkdirSync(out);
  const exportTo = (path: string) => runCliAsync(['export', id, '-o', path], sb.project, env);
  return { ...sb, env, id, out, exportTo };
}

/** The files of the archive, as GNU tar lists it (zstd through tar's own --zstd). */
const listed = (file: string) =>
  execFileSync('tar', ['--zstd', '-tf', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
/** Nothing but what was there: no temp file left next to it. */
const onlyThere = (dir: string, names: string[]) => expect(readdirSync(dir).sort()).toEqual(names.sort());

describe('export -o', () => {
  test('a FIFO is refused by name and stays a FIFO (before: replaced by a regular file, exit 0)', async () => {
    const w = await world();
    const fifo = join(w.out, 'pipe');
    execFileSync('mkfifo', [fifo]);
    const r = await w.exportTo(fifo);
    expect(r.code, r.err).toBe(5);
    expect(r.err).toBe(
      `pai-checkpoint: ${fifo} is a FIFO, not a regular file: left as it is, nothing written\n  hint: name a new file or a regular file to replace (or -o - for standard output)\n`,
    );
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    onlyThere(w.out, ['pipe']);
  });

  test('a folder, a socket, a symlink to a FIFO, a dangling symlink, a missing folder: refused by name, nothing changed', async () => {
    const w = await world();
    mkdirSync(join(w.out, 'dir'));
    const socket = createServer();
    await new Promise<void>((r) => socket.listen(join(w.out, 'sock'), r));
    const sock = await w.exportTo(join(w.out, 'sock'));
    expect([sock.code, sock.err]).toEqual([
      5,
      expect.stringContaining(`${join(w.out, 'sock')} is a socket, not a regular file: left as it is`),
    ]);
    expect(lstatSync(join(w.out, 'sock')).isSocket()).toBe(true);
    await new Promise((r) => socket.close(r));
    execFileSync('mkfifo', [join(w.out, 'pipe')]);
    symlinkSync(join(w.out, 'pipe'), join(w.out, 'to-pipe'));
    symlinkSync('nowhere', join(w.out, 'dangling'));
    const dir = await w.exportTo(join(w.out, 'dir'));
    expect([dir.code, dir.err]).toEqual([
      5,
      expect.stringContaining(`${join(w.out, 'dir')} is a folder, not a regular file: left as it is`),
    ]);
    const link = await w.exportTo(join(w.out, 'to-pipe'));
    expect([link.code, link.err]).toEqual([
      5,
      expect.stringContaining(
        `${join(w.out, 'to-pipe')} is a symbolic link to ${join(w.out, 'pipe')}, a FIFO, not a regular file`,
      ),
    ]);
    const dangling = await w.exportTo(join(w.out, 'dangling'));
    expect([dangling.code, dangling.err]).toEqual([
      5,
      expect.stringContaining('is a symbolic link to nowhere, which does not exist'),
    ]);
    const missing = await w.exportTo(join(w.out, 'no', 'file.tar.zst'));
    expect([missing.code, missing.err]).toEqual([
      2,
      expect.stringContaining(`the folder ${join(w.out, 'no')} does not exist`),
    ]);
    expect(readdirSync(join(w.out, 'dir'))).toEqual([]);
    expect(lstatSync(join(w.out, 'pipe')).isFIFO()).toBe(true);
    expect(readlinkSync(join(w.out, 'to-pipe'))).toBe(join(w.out, 'pipe'));
    expect(readlinkSync(join(w.out, 'dangling'))).toBe('nowhere');
    onlyThere(w.out, ['dir', 'pipe', 'to-pipe', 'dangling']);
  });

  test.skipIf(!root)(
    'a character device (one made here, then /dev/null itself), and a symlink to /dev/null: refused, still devices',
    async () => {
      const w = await world();
      // A device node of our own first (mknod c 1 3: a null device): had the refusal failed, only it
      // would have been replaced, and /dev/null below is never reached.
      const own = join(w.out, 'null');
      execFileSync('mknod', [own, 'c', '1', '3']);
      const r = await w.exportTo(own);
      expect([r.code, r.err]).toEqual([
        5,
        expect.stringContaining(`${own} is a character device, not a regular file: left as it is, nothing written`),
      ]);
      expect(lstatSync(own).isCharacterDevice()).toBe(true);
      const before = statSync('/dev/null');
      const devNull = await w.exportTo('/dev/null');
      expect([devNull.code, devNull.err]).toEqual([
        5,
        expect.stringContaining('/dev/null is a character device, not a regular file: left as it is'),
      ]);
      symlinkSync('/dev/null', join(w.out, 'to-null'));
      const link = await w.exportTo(join(w.out, 'to-null'));
      expect([link.code, link.err]).toEqual([
        5,
        expect.stringContaining('is a symbolic link to /dev/null, a character device'),
      ]);
      const after = lstatSync('/dev/null');
      expect(after.isCharacterDevice()).toBe(true);
      expect([after.rdev, after.ino]).toEqual([before.rdev, before.ino]);
      expect(readdirSync('/dev').filter((n) => n.startsWith('.tmp-'))).toEqual([]);
      onlyThere(w.out, ['null', 'to-null']);
    },
  );

  test('a new file, a regular file replaced, a symlink to a regular file written through (the link stays): valid archives', async () => {
    const w = await world();
    const fresh = await w.exportTo(join(w.out, 'new.tar.zst'));
    expect(fresh.code, fresh.err).toBe(0);
    expect(listed(join(w.out, 'new.tar.zst'))).toContain('app.js');
    writeFileSync(join(w.out, 'old.tar.zst'), 'an older export');
    expect((await w.exportTo(join(w.out, 'old.tar.zst'))).code).toBe(0);
    expect(listed(join(w.out, 'old.tar.zst'))).toContain('app.js');
    writeFileSync(join(w.out, 'target.tar.zst'), 'x');
    symlinkSync('target.tar.zst', join(w.out, 'link.tar.zst'));
    const through = await w.exportTo(join(w.out, 'link.tar.zst'));
    expect(through.out).toContain(`Wrote ${join(w.out, 'target.tar.zst')}:`);
    expect(readlinkSync(join(w.out, 'link.tar.zst'))).toBe('target.tar.zst');
    expect(listed(join(w.out, 'target.tar.zst'))).toContain('app.js');
    onlyThere(w.out, ['new.tar.zst', 'old.tar.zst', 'target.tar.zst', 'link.tar.zst']);
  });

  test('-o - writes the archive to a pipe (real zstd and tar read it); to a terminal it is refused', async () => {
    const w = await world();
    const cli = `${JSON.stringify(process.execPath)} ${JSON.stringify(join(DIST, 'cli.cjs'))} export ${w.id} -o -`;
    const env = { ...w.env, PATH: testPath() };
    const piped = spawnSync('sh', ['-c', `${cli} | zstd -dc | tar -tf -`], { cwd: w.project, env, encoding: 'utf8' });
    expect(piped.status, piped.stderr).toBe(0);
    expect(piped.stdout.split('\n')).toContain('app.js');
    const bytes = spawnSync('sh', ['-c', cli], { cwd: w.project, env });
    expect(spawnSync('zstd', ['-t', '-q'], { input: bytes.stdout }).status).toBe(0);
    // In a terminal (script(1) gives it one): binary is no text to show.
    const tty = spawnSync('script', ['-qec', cli, '/dev/null'], { cwd: w.project, env, encoding: 'utf8' });
    expect(tty.status).toBe(2);
    expect(tty.stdout).toContain('-o - writes a binary archive, and standard output is a terminal');
    expect(readFileSync(join(w.project, 'app.js'), 'utf8')).toBe('console.log(1)\n');
  });
});

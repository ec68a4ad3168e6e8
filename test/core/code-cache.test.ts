import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { DIST, tempDir } from '../helpers.js';

// The hooks' loader (src/adapters/hooks/boot.ts → dist/hooks/<event>.cjs) runs <event>.main.cjs
// with V8's code cache in <PAI_DIR>/checkpoint/code-cache (core/code-cache.ts). Here the real
// loader runs a small bundle of the test's own, as a hook process would.
function setup() {
  const dir = tempDir();
  const pai = join(dir, 'pai');
  const loader = join(dir, 'hook.cjs');
  copyFileSync(join(DIST, 'hooks', 'session-start.cjs'), loader);
  const main = join(dir, 'hook.main.cjs');
  const cache = join(pai, 'checkpoint', 'code-cache', 'hook.main.cjs.v8');
  mkdirSync(join(pai, 'checkpoint'), { recursive: true }); // as the hook's own run makes it
  const run = (env: Record<string, string> = {}) => {
    const r = spawnSync(process.execPath, [loader], {
      env: { ...process.env, PAI_DIR: pai, ...env },
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    return r.stdout;
  };
  return { dir, pai, main, cache, run };
}

// Many functions, so that the cache is more than the top level; each answers by name and by __filename.
const bundle = (answer: string) =>
  `#!/usr/bin/env node\n"use strict";\n${Array.from({ length: 50 }, (_, i) => `function f${i}(x) { return x + ${i}; }`).join('\n')}\nconst lib = require('./lib.cjs');\nprocess.stdout.write(${JSON.stringify(answer)} + ' ' + f49(1) + ' ' + lib + ' ' + require('node:path').basename(__filename) + ' ' + require('node:path').basename(__dirname) + '\\n');\n`;

test('a hook bundle runs from the code cache the first run wrote; the cache is not written again while it serves', () => {
  const t = setup();
  writeFileSync(t.main, bundle('one'));
  writeFileSync(join(t.dir, 'lib.cjs'), 'module.exports = "lib";\n');
  const folder = t.dir.split('/').pop();
  expect(t.run()).toBe(`one 50 lib hook.main.cjs ${folder}\n`);
  const first = statSync(t.cache);
  expect(readFileSync(t.cache, 'latin1').split('\n')[0]).toMatch(/^v8-code-cache v\d+\.\d+\.\d+ \S+ \d+ \d+ /);
  expect(t.run()).toBe(`one 50 lib hook.main.cjs ${folder}\n`);
  const second = statSync(t.cache);
  expect([second.ino, second.mtimeMs]).toEqual([first.ino, first.mtimeMs]);
});

test('a changed bundle of the same length never runs the old code from the cache (V8 checks only the length)', () => {
  const t = setup();
  writeFileSync(join(t.dir, 'lib.cjs'), 'module.exports = "lib";\n');
  writeFileSync(t.main, bundle('old'));
  expect(t.run()).toMatch(/^old /);
  expect(existsSync(t.cache)).toBe(true);
  // Rewritten in place: the same inode and length, only the content and its mtime differ.
  writeFileSync(t.main, bundle('new'));
  const later = new Date(Date.now() + 60_000);
  utimesSync(t.main, later, later);
  expect(t.run()).toMatch(/^new /);
  expect(t.run()).toMatch(/^new /);
});

test('a cache V8 refuses (garbage after the right first line) is compiled past and written anew', () => {
  const t = setup();
  writeFileSync(join(t.dir, 'lib.cjs'), 'module.exports = "lib";\n');
  writeFileSync(t.main, bundle('ok'));
  t.run();
  const head = readFileSync(t.cache, 'latin1').split('\n')[0]!;
  writeFileSync(t.cache, Buffer.concat([Buffer.from(`${head}\n`, 'latin1'), Buffer.alloc(5000, 7)]));
  expect(t.run()).toMatch(/^ok /);
  expect(statSync(t.cache).size).not.toBe(head.length + 1 + 5000);
  expect(t.run()).toMatch(/^ok /);
});

test('a cache damaged past its first line (V8 checks no sum: it crashed Node at every start) is compiled past and written anew', () => {
  const t = setup();
  writeFileSync(join(t.dir, 'lib.cjs'), 'module.exports = "lib";\n');
  writeFileSync(t.main, bundle('ok'));
  t.run();
  const bytes = readFileSync(t.cache);
  const body = bytes.indexOf(0x0a) + 1;
  bytes.fill(0, body + Math.floor((bytes.length - body) / 2), body + Math.floor((bytes.length - body) / 2) + 64);
  writeFileSync(t.cache, bytes);
  expect(t.run()).toMatch(/^ok /); // (run() checks the exit status and an empty stderr)
  expect(readFileSync(t.cache).equals(bytes)).toBe(false);
  expect(t.run()).toMatch(/^ok /);
});

test('a bundle rewritten in place with its size and mtime put back still runs its new code (the ctime is in the key)', () => {
  const t = setup();
  writeFileSync(join(t.dir, 'lib.cjs'), 'module.exports = "lib";\n');
  writeFileSync(t.main, bundle('old'));
  utimesSync(t.main, 1_700_000_000, 1_700_000_000); // whole seconds: put back exactly below
  expect(t.run()).toMatch(/^old /);
  writeFileSync(t.main, bundle('new'));
  utimesSync(t.main, 1_700_000_000, 1_700_000_000);
  expect(statSync(t.main).mtimeMs).toBe(1_700_000_000_000);
  expect(t.run()).toMatch(/^new /);
});

test('a cache folder others may write (a shared PAI_DIR) is never read or written', () => {
  const t = setup();
  writeFileSync(join(t.dir, 'lib.cjs'), 'module.exports = "lib";\n');
  writeFileSync(t.main, bundle('ok'));
  const folder = join(t.pai, 'checkpoint', 'code-cache');
  mkdirSync(folder, { mode: 0o700 });
  chmodSync(folder, 0o777);
  expect(t.run()).toMatch(/^ok /);
  expect(existsSync(t.cache)).toBe(false);
});

test('no cache where it cannot be written (a file in place of the folder), none when the hooks are off, and no state folder made for it', () => {
  const t = setup();
  writeFileSync(join(t.dir, 'lib.cjs'), 'module.exports = "lib";\n');
  writeFileSync(t.main, bundle('ok'));
  expect(t.run({ PAI_CHECKPOINT_DISABLE: '1' })).toMatch(/^ok /);
  expect(existsSync(join(t.pai, 'checkpoint', 'code-cache'))).toBe(false);
  // A process ending after its PAI_DIR was removed (a detached worker) does not make it again.
  rmSync(t.pai, { recursive: true });
  expect(t.run()).toMatch(/^ok /);
  expect(existsSync(t.pai)).toBe(false);
  writeFileSync(t.pai, 'not a folder');
  expect(t.run()).toMatch(/^ok /);
  expect(t.run()).toMatch(/^ok /);
});

test('the CLI runs from the code cache too (dist/cli.cjs, its own loader), and still imports the browser, an ES module, for its bundle', () => {
  const dir = tempDir();
  const pai = join(dir, 'pai');
  mkdirSync(join(pai, 'checkpoint'), { recursive: true });
  const env = { ...process.env, PAI_DIR: pai };
  const cache = join(pai, 'checkpoint', 'code-cache', 'cli.main.cjs.v8');
  const version = (JSON.parse(readFileSync(join(DIST, '..', 'package.json'), 'utf8')) as { version: string }).version;
  const cli = () => spawnSync(process.execPath, [join(DIST, 'cli.cjs'), '--version'], { env, encoding: 'utf8' });
  expect(cli().stdout.trim()).toBe(version);
  const first = statSync(cache);
  expect(first.size).toBeGreaterThan(100_000); // the compiled code of the functions that ran, not only the top level
  expect(cli().stdout.trim()).toBe(version);
  expect(statSync(cache).ino).toBe(first.ino); // used, not written again
  // The importer the CLI's bundle asks for the browser: the loader's own import(), relative to dist/.
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `require(${JSON.stringify(join(DIST, 'cli.cjs'))}); globalThis[Symbol.for('pai-checkpoint.import')]('./browse.mjs').then((m) => console.log(typeof m.runBrowse))`,
      '--',
      '--version',
    ],
    { env, encoding: 'utf8' },
  );
  expect(probe.stdout.trim().split('\n').pop()).toBe('function');
});

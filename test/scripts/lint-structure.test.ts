import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { ROOT } from '../helpers.js';
// @ts-expect-error: a plain JavaScript module without types
import { report } from '../../scripts/lint-structure.mjs';

const SCRIPT = join(ROOT, 'scripts', 'lint-structure.mjs');

/** A project with the given files under src/. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'pai-lint-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'src', name)), { recursive: true });
    writeFileSync(join(dir, 'src', name), text);
  }
  return dir;
}

/** Such a project checked by the script's own code, in this process (each run of the script loads the TypeScript compiler). */
function check(files: Record<string, string>) {
  const r = report(project(files)) as { code: number; out: string; err: string };
  return { code: r.code, out: r.out + r.err };
}

const ok = {
  'core/a.ts': 'export const a = 1;\n',
  'domain/b.ts': "import { a } from '../core/a.js';\nexport const b = a;\n",
  'adapters/c.ts': "import { b } from '../domain/b.js';\nexport const c = b;\n",
};

test('the real src/ passes: layers in order, no cycle, no function over 80 lines; the ten longest are printed', () => {
  const out = execFileSync(process.execPath, [SCRIPT, ROOT], { encoding: 'utf8' });
  expect(out).toMatch(/longest functions in src\//);
  expect(out.split('\n').filter((l) => /^\s+\d+\s+\S+\s+src\//.test(l))).toHaveLength(10);
  expect(out).toMatch(/no upward import, no cycle/);
  // A violation: the script exits 1 and names it on standard error.
  const bad = spawnSync(process.execPath, [SCRIPT, project({ ...ok, 'core/up.ts': "import { b } from '../domain/b.js';\nexport const u = b;\n" })], { encoding: 'utf8' });
  expect(bad.status).toBe(1);
  expect(bad.stderr).toMatch(/^src\/core\/up\.ts:1: core may not import domain/);
  expect(bad.stdout).toMatch(/^longest functions in src\//);
});

test('a downward import passes', () => {
  expect(check(ok)).toMatchObject({ code: 0 });
});

test('an upward import fails, a type-only one too, naming the file, the line and both layers', () => {
  const value = check({ ...ok, 'core/up.ts': "import { b } from '../domain/b.js';\nexport const u = b;\n" });
  expect(value.code).toBe(1);
  expect(value.out).toMatch(/src\/core\/up\.ts:1: core may not import domain \('\.\.\/domain\/b\.js'\)/);
  const typeOnly = check({ ...ok, 'domain/up.ts': "import type { c } from '../adapters/c.js';\nexport type U = typeof c;\n" });
  expect(typeOnly.code).toBe(1);
  expect(typeOnly.out).toMatch(/src\/domain\/up\.ts:1: domain may not import adapters/);
  const peer = check({ ...ok, 'platform/p.ts': 'export const p = 1;\n', 'storage/s.ts': "import { p } from '../platform/p.js';\nexport const s = p;\n" });
  expect(peer.out).toMatch(/storage may not import platform/);
});

test('a cycle fails even when one side imports only a type', () => {
  const r = check({
    'domain/x.ts': "import type { Y } from './y.js';\nexport interface X { y?: Y }\n",
    'domain/y.ts': "import type { X } from './x.js';\nexport interface Y { x?: X }\n",
  });
  expect(r.code).toBe(1);
  expect(r.out).toMatch(/import cycle: src\/domain\/x\.ts → src\/domain\/y\.ts → src\/domain\/x\.ts/);
});

test('a function over 80 lines fails, named with its length; a folder that is not a layer fails', () => {
  const long = `export function long(): number {\n  let n = 0;\n${'  n++;\n'.repeat(80)}  return n;\n}\n`;
  const r = check({ ...ok, 'core/long.ts': long, 'misc/m.ts': 'export {};\n' });
  expect(r.code).toBe(1);
  expect(r.out).toMatch(/src\/core\/long\.ts:1: long is 84 lines \(limit 80\)/);
  expect(r.out).toMatch(/src\/misc\/ is not a layer/);
});

test('git started outside platform/git.ts fails, naming the file and the line; through it passes', () => {
  const bad = check({ ...ok, 'domain/d.ts': "import { execFile } from 'node:child_process';\nexport const d = () => execFile('git', ['status']);\n" });
  expect(bad.code).toBe(1);
  expect(bad.out).toContain('src/domain/d.ts:2: starts git itself; call it through src/platform/git.ts');
  const good = check({ ...ok, 'platform/git.ts': "import { execFile } from 'node:child_process';\nexport const g = () => execFile('git', ['status']);\n" });
  expect(good.code).toBe(0);
});

test("a document's key built outside its owner module fails, naming the file, the line and the owner; in the owner it passes", () => {
  const layout = { 'storage/layout.ts': "export function sessionStatusKey(id: string): string {\n  return `sessions/${id}/session.json`;\n}\n" };
  const bad = check({ ...ok, ...layout, 'app/status.ts': "import { sessionStatusKey } from '../storage/layout.js';\nexport const k = sessionStatusKey('S');\n" });
  expect(bad.code).toBe(1);
  expect(bad.out).toContain('src/app/status.ts:1: uses sessionStatusKey, the key of a document owned by src/domain/session/volume-status.ts; read or write it through that module');
  const good = check({ ...ok, ...layout, 'domain/session/volume-status.ts': "import { sessionStatusKey } from '../../storage/layout.js';\nexport const k = sessionStatusKey('S');\n" });
  expect(good.code).toBe(0);
});

test("a setting's default read outside the configuration fails (heartbeat_seconds has one owner); in core/config.ts it passes", () => {
  const defaults = { 'core/defaults.ts': 'export const DEFAULTS = { heartbeatSeconds: 30 };\n' };
  const bad = check({ ...ok, ...defaults, 'domain/h.ts': "import { DEFAULTS } from '../core/defaults.js';\nexport const beat = (s?: number) => s ?? DEFAULTS.heartbeatSeconds;\n" });
  expect(bad.code).toBe(1);
  expect(bad.out).toContain("src/domain/h.ts:2: reads DEFAULTS.heartbeatSeconds, a setting's default; ask the configuration (src/core/config.ts) for it");
  const good = check({ ...ok, ...defaults, 'core/config.ts': "import { DEFAULTS } from './defaults.js';\nexport const beat = (s?: number) => s ?? DEFAULTS.heartbeatSeconds;\n" });
  expect(good.code).toBe(0);
});

test('the configuration loaded or a volume opened outside the context fails, naming the file and the line; in the context it passes', () => {
  const parts = {
    'core/config.ts': 'export async function loadConfig(o: { paiDir: string }): Promise<string> {\n  return o.paiDir;\n}\n',
    'storage/open.ts': 'export function openVolume(c: string): string {\n  return c;\n}\n',
  };
  const bad = check({ ...ok, ...parts, 'app/use.ts': "import { loadConfig } from '../core/config.js';\nimport { openVolume } from '../storage/open.js';\nexport const u = async () => openVolume(await loadConfig({ paiDir: '/p' }));\n" });
  expect(bad.code).toBe(1);
  expect(bad.out).toContain('src/app/use.ts:3: calls openVolume itself; ask the context');
  expect(bad.out).toContain('src/app/use.ts:3: calls loadConfig itself; ask the context');
  const good = check({
    ...ok,
    ...parts,
    'core/context.ts': "import { loadConfig } from './config.js';\nexport const configFor = () => loadConfig({ paiDir: '/p' });\n",
    'app/context.ts': "import { configFor } from '../core/context.js';\nimport { openVolume } from '../storage/open.js';\nexport const volumeOf = async () => openVolume(await configFor());\n",
  });
  expect(good.out).not.toContain('itself');
  expect(good.code).toBe(0);
});

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

/** The files with a library entry (src/index.ts) that re-exports each of them, so that every export is used (rule 8). */
function entry(files: Record<string, string>): Record<string, string> {
  const all = Object.keys(files).filter((f) => f.endsWith('.ts') && !f.startsWith('../'));
  return { ...files, 'index.ts': all.map((f) => `export * from './${f.replace(/\.ts$/, '.js')}';\n`).join('') };
}

test('the real src/ passes: layers in order, no cycle, no function over 80 lines; the ten longest are printed', () => {
  const out = execFileSync(process.execPath, [SCRIPT, ROOT], { encoding: 'utf8' });
  expect(out).toMatch(/longest functions in src\//);
  expect(out.split('\n').filter((l) => /^\s+\d+\s+\S+\s+src\//.test(l))).toHaveLength(10);
  expect(out).toMatch(/no upward import, no cycle/);
  // A violation: the script exits 1 and names it on standard error.
  const bad = spawnSync(
    process.execPath,
    [SCRIPT, project({ ...ok, 'core/up.ts': "import { b } from '../domain/b.js';\nexport const u = b;\n" })],
    { encoding: 'utf8' },
  );
  expect(bad.status).toBe(1);
  expect(bad.stderr).toMatch(/^src\/core\/up\.ts:1: core may not import domain/);
  expect(bad.stdout).toMatch(/^longest functions in src\//);
}, 60_000); // the script parses all of src/ and test/ (rule 8) in a child process: ~3 s of CPU, far more on a loaded machine

test('a downward import passes', () => {
  expect(check(entry(ok))).toMatchObject({ code: 0 });
});

test('an upward import fails, a type-only one too, naming the file, the line and both layers', () => {
  const value = check({ ...ok, 'core/up.ts': "import { b } from '../domain/b.js';\nexport const u = b;\n" });
  expect(value.code).toBe(1);
  expect(value.out).toMatch(/src\/core\/up\.ts:1: core may not import domain \('\.\.\/domain\/b\.js'\)/);
  const typeOnly = check({
    ...ok,
    'domain/up.ts': "import type { c } from '../adapters/c.js';\nexport type U = typeof c;\n",
  });
  expect(typeOnly.code).toBe(1);
  expect(typeOnly.out).toMatch(/src\/domain\/up\.ts:1: domain may not import adapters/);
  const peer = check({
    ...ok,
    'platform/p.ts': 'export const p = 1;\n',
    'storage/s.ts': "import { p } from '../platform/p.js';\nexport const s = p;\n",
  });
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
  // A file over 450 lines fails, though each of its functions is short; 450 pass.
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const c${i} = ${i};\n`).join('');
  const big = check(entry({ ...ok, 'core/big.ts': lines(451), 'core/full.ts': lines(450) }));
  expect(big.code).toBe(1);
  expect(big.out).toContain('src/core/big.ts: 451 lines (limit 450): split it by concern');
  expect(big.out).not.toContain('full.ts');
});

test('git started outside platform/git.ts fails, naming the file and the line; through it passes', () => {
  const bad = check({
    ...ok,
    'domain/d.ts':
      "import { execFile } from 'node:child_process';\nexport const d = () => execFile('git', ['status']);\n",
  });
  expect(bad.code).toBe(1);
  expect(bad.out).toContain('src/domain/d.ts:2: starts git itself; call it through src/platform/git.ts');
  const good = check(
    entry({
      ...ok,
      'platform/git.ts':
        "import { execFile } from 'node:child_process';\nexport const g = () => execFile('git', ['status']);\n",
    }),
  );
  expect(good.code).toBe(0);
});

test("a document's key built outside its owner module fails, naming the file, the line and the owner; in the owner it passes", () => {
  const layout = {
    'storage/layout.ts':
      'export function sessionStatusKey(id: string): string {\n  return `sessions/${id}/session.json`;\n}\n',
  };
  const bad = check({
    ...ok,
    ...layout,
    'app/status.ts':
      "import { sessionStatusKey } from '../storage/layout.js';\nexport const k = sessionStatusKey('S');\n",
  });
  expect(bad.code).toBe(1);
  expect(bad.out).toContain(
    'src/app/status.ts:1: uses sessionStatusKey, the key of a document owned by src/domain/session/volume-status.ts; read or write it through that module',
  );
  const good = check(
    entry({
      ...ok,
      ...layout,
      'domain/session/volume-status.ts':
        "import { sessionStatusKey } from '../../storage/layout.js';\nexport const k = sessionStatusKey('S');\n",
    }),
  );
  expect(good.code).toBe(0);
});

test("a setting's default read outside the configuration fails (heartbeat_seconds has one owner); in core/config.ts it passes", () => {
  const defaults = { 'core/defaults.ts': 'export const DEFAULTS = { heartbeatSeconds: 30 };\n' };
  const bad = check({
    ...ok,
    ...defaults,
    'domain/h.ts':
      "import { DEFAULTS } from '../core/defaults.js';\nexport const beat = (s?: number) => s ?? DEFAULTS.heartbeatSeconds;\n",
  });
  expect(bad.code).toBe(1);
  expect(bad.out).toContain(
    "src/domain/h.ts:2: reads DEFAULTS.heartbeatSeconds, a setting's default; ask the configuration (src/core/config.ts) for it",
  );
  const good = check(
    entry({
      ...ok,
      ...defaults,
      'core/config.ts':
        "import { DEFAULTS } from './defaults.js';\nexport const beat = (s?: number) => s ?? DEFAULTS.heartbeatSeconds;\n",
    }),
  );
  expect(good.code).toBe(0);
});

test("every key of core/defaults.ts's DEFAULTS is a setting's default, read by the configuration alone (a new one too), but for the fixed bounds of NOT_SETTINGS", () => {
  const defaults = {
    'core/defaults.ts':
      'export const DEFAULTS = {\n  zstdLevel: 3,\n  aNewSetting: 7,\n  leftoverAgeMs: 3_600_000,\n};\n',
  };
  const bad = check(
    entry({
      ...ok,
      ...defaults,
      'domain/n.ts':
        "import { DEFAULTS } from '../core/defaults.js';\nexport const level = DEFAULTS.zstdLevel;\nexport const fresh = DEFAULTS.aNewSetting;\nexport const sweep = DEFAULTS.leftoverAgeMs;\n",
    }),
  );
  expect(bad.code).toBe(1);
  expect(bad.out).toContain(
    "src/domain/n.ts:2: reads DEFAULTS.zstdLevel, a setting's default; ask the configuration (src/core/config.ts) for it",
  );
  expect(bad.out).toContain("src/domain/n.ts:3: reads DEFAULTS.aNewSetting, a setting's default");
  expect(bad.out.match(/a setting's default/g)).toHaveLength(2);
});

test("an import between the domain's subfolders runs down their ranks: upward or sideways fails, naming the file, the line and both folders", () => {
  const volume = { 'domain/volume/manifest.ts': 'export const m = 1;\n' };
  const down = check(
    entry({
      ...ok,
      ...volume,
      'domain/capture/create.ts': "import { m } from '../volume/manifest.js';\nexport const c = m;\n",
    }),
  );
  expect(down.code).toBe(0);
  const up = check({
    ...ok,
    'domain/capture/create.ts': 'export const c = 1;\n',
    'domain/volume/commit.ts': "export const s = 1;\nimport { c } from '../capture/create.js';\nexport const t = c;\n",
  });
  expect(up.code).toBe(1);
  expect(up.out).toContain(
    "src/domain/volume/commit.ts:2: domain/volume may not import domain/capture ('../capture/create.js'): upward (rank 1 to 3)",
  );
  // Two of one rank (summary and trackers), a type-only import from a nested folder included.
  const sideways = check({
    ...ok,
    'domain/summary/render.ts': 'export type R = string;\n',
    'domain/trackers/sub/run.ts': "import type { R } from '../../summary/render.js';\nexport type T = R;\n",
  });
  expect(sideways.code).toBe(1);
  expect(sideways.out).toContain(
    "src/domain/trackers/sub/run.ts:1: domain/trackers may not import domain/summary ('../../summary/render.js'): sideways (both rank 2)",
  );
  const unranked = check({ ...ok, 'domain/misc/m.ts': 'export const m = 1;\n' });
  expect(unranked.code).toBe(1);
  expect(unranked.out).toContain('src/domain/misc/ has no rank: give it one in DOMAIN_ORDER');
});

test('an export that no other file imports fails, naming the file, the line and the name; an import by another file, a test or the library entry passes', () => {
  const files = {
    'core/u.ts': 'export const shared = 1;\nexport const local = 2;\nexport const both = shared + local;\n',
    'domain/v.ts': "import { shared, both } from '../core/u.js';\nexport const v = shared + both;\n",
    'index.ts': "export { v } from './domain/v.js';\n",
  };
  const bad = check(files);
  expect(bad.code).toBe(1);
  expect(bad.out).toContain(
    'src/core/u.ts:2: exports local, which no other file of src/ or test/ imports; drop the export',
  );
  expect(bad.out).not.toMatch(/exports (shared|both|v)\b/);
  // Another file of src/ imports it (a type-only import counts too)…
  expect(
    check({
      ...files,
      'app/w.ts': "import type { local } from '../core/u.js';\nexport type W = typeof local;\n",
      'index.ts': "export { v } from './domain/v.js';\nexport type { W } from './app/w.js';\n",
    }).code,
  ).toBe(0);
  // …or a test does (a use by a test counts)…
  expect(
    check({ ...files, '../test/u.test.ts': "import { local } from '../src/core/u.js';\nconsole.log(local);\n" }).code,
  ).toBe(0);
  // …or the library entry re-exports it.
  expect(
    check({ ...files, 'index.ts': "export { v } from './domain/v.js';\nexport { local } from './core/u.js';\n" }).code,
  ).toBe(0);
});

test('re-exports are followed: `export *` and `export { x as y } from` pass an import on to the declaration; a re-export nobody imports fails', () => {
  const files = {
    'core/u.ts': 'export const one = 1;\nexport const two = 2;\n',
    'core/all.ts': "export * from './u.js';\n",
    'core/named.ts': "export { two as second } from './u.js';\nexport { one as first } from './u.js';\n",
    'domain/v.ts':
      "import { one } from '../core/all.js';\nimport { second } from '../core/named.js';\nexport const v = one + second;\n",
    'index.ts': "export { v } from './domain/v.js';\n",
  };
  const r = check(files);
  expect(r.code).toBe(1);
  expect(r.out).toContain('src/core/named.ts:2: exports first, which no other file of src/ or test/ imports');
  expect(r.out.match(/ exports /g)).toHaveLength(1);
  // Without the re-exports that carry them, `one` and `two` are used by nobody.
  const unfollowed = check({ ...files, 'domain/v.ts': 'export const v = 3;\n' });
  expect(unfollowed.out).toContain('src/core/u.ts:1: exports one,');
  expect(unfollowed.out).toContain('src/core/u.ts:2: exports two,');
});

test("an import() destructured in its .then(…) takes only those names: the module's other exports are unused (a callback that passes the module on uses it whole)", () => {
  const files = {
    'core/config.ts':
      'export const loadConfig = () => 1;\nexport const other = 2;\nexport const read = () => 3;\nexport const spare = 4;\n',
    'core/context.ts':
      "export const configFor = () => import('./config.js').then(({ loadConfig }) => loadConfig());\nexport const reader = () => import('./config.js').then((m) => m.read());\n",
    'index.ts': "export { configFor, reader } from './core/context.js';\n",
  };
  const r = check(files);
  expect(r.code).toBe(1);
  expect(r.out).toContain('src/core/config.ts:2: exports other, which no other file of src/ or test/ imports');
  expect(r.out).toContain('src/core/config.ts:4: exports spare, which no other file of src/ or test/ imports');
  expect(r.out.match(/ exports /g)).toHaveLength(2);
  const whole = check({
    ...files,
    'core/context.ts':
      "export const configFor = () => import('./config.js').then((m) => m);\nexport const reader = () => import('./config.js').then((m) => ('read' in m ? m.read() : 0));\n",
  });
  expect(whole.code).toBe(0);
});

test('scripts/drop-unused-exports.mjs drops the `export` of each unused export and keeps the code; the project then passes', () => {
  const dir = project({
    'core/u.ts':
      'export const shared = 1;\nexport function local(): number {\n  return 2;\n}\nexport const both = shared + local();\n',
    'core/list.ts':
      "import { shared } from './u.js';\n\n// passed on for the others\nexport { shared };\n\nexport const l = shared;\n",
    'domain/v.ts':
      "import { both } from '../core/u.js';\nimport { l } from '../core/list.js';\nexport const v = both + l;\n",
    'index.ts': "export { v } from './domain/v.js';\n",
  });
  const out = execFileSync(process.execPath, [join(ROOT, 'scripts', 'drop-unused-exports.mjs'), dir], {
    encoding: 'utf8',
  });
  expect(out).toContain('src/core/u.ts:2: local is no longer exported');
  expect(readFileSync(join(dir, 'src', 'core', 'u.ts'), 'utf8')).toBe(
    'export const shared = 1;\nfunction local(): number {\n  return 2;\n}\nexport const both = shared + local();\n',
  );
  expect(readFileSync(join(dir, 'src', 'core', 'list.ts'), 'utf8')).toBe(
    "import { shared } from './u.js';\n\nexport const l = shared;\n",
  );
  expect((report(dir) as { code: number }).code).toBe(0);
});

test('a settings variable read outside the configuration fails, naming the file, the line and the variable; a hand-off, a write and the configuration pass', () => {
  const bad = check(
    entry({
      ...ok,
      'adapters/h.ts':
        "export const off = (env: Record<string, string | undefined>) => env['PAI_CHECKPOINT_SIDECAR'] === '0' || process.env.PAI_CHECKPOINT_DISABLE === '1';\n",
    }),
  );
  expect(bad.code).toBe(1);
  expect(bad.out).toContain(
    'src/adapters/h.ts:1: reads PAI_CHECKPOINT_SIDECAR, a setting; only the configuration reads it (src/core/config.ts, src/core/config-env.ts): ask it',
  );
  expect(bad.out).toContain('src/adapters/h.ts:1: reads PAI_CHECKPOINT_DISABLE, a setting');
  const destructured = check(
    entry({
      ...ok,
      'app/d.ts': 'const { PAI_CHECKPOINT_CLAUDE } = process.env;\nexport const claude = PAI_CHECKPOINT_CLAUDE;\n',
    }),
  );
  expect(destructured.out).toContain('src/app/d.ts:1: reads PAI_CHECKPOINT_CLAUDE, a setting');
  const good = check(
    entry({
      ...ok,
      'core/config-env.ts':
        "export const sidecar = (env: Record<string, string | undefined>) => env['PAI_CHECKPOINT_SIDECAR'] !== '0';\n",
      'adapters/h.ts':
        "export const epoch = (env: Record<string, string | undefined>) => env['PAI_CHECKPOINT_EPOCH'];\nexport const give = (env: Record<string, string | undefined>) => {\n  env['PAI_CHECKPOINT_DISABLE'] = '1';\n  return { ...env, PAI_CHECKPOINT_SIDECAR: '0' };\n};\n",
    }),
  );
  expect(good).toMatchObject({ code: 0 });
});

test('the configuration loaded or a volume opened outside the context fails, naming the file and the line; in the context it passes', () => {
  const parts = {
    'core/config.ts':
      'export async function loadConfig(o: { paiDir: string }): Promise<string> {\n  return o.paiDir;\n}\n',
    'storage/open.ts': 'export function openVolume(c: string): string {\n  return c;\n}\n',
  };
  const bad = check(
    entry({
      ...ok,
      ...parts,
      'app/use.ts':
        "import { loadConfig } from '../core/config.js';\nimport { openVolume } from '../storage/open.js';\nexport const u = async () => openVolume(await loadConfig({ paiDir: '/p' }));\n",
    }),
  );
  expect(bad.code).toBe(1);
  expect(bad.out).toContain('src/app/use.ts:3: calls openVolume itself; ask the context');
  expect(bad.out).toContain('src/app/use.ts:3: calls loadConfig itself; ask the context');
  const good = check(
    entry({
      ...ok,
      ...parts,
      'core/context.ts':
        "import { loadConfig } from './config.js';\nexport const configFor = () => loadConfig({ paiDir: '/p' });\n",
      'app/context.ts':
        "import { configFor } from '../core/context.js';\nimport { openVolume } from '../storage/open.js';\nexport const volumeOf = async () => openVolume(await configFor());\n",
    }),
  );
  expect(good.out).not.toContain('itself');
  expect(good.code).toBe(0);
});

test('the configuration loaded or a volume opened under another name is followed to the import: a renamed import, a namespace, an import() bound whole', () => {
  const parts = {
    'core/config.ts':
      'export async function loadConfig(o: { paiDir: string }): Promise<string> {\n  return o.paiDir;\n}\n',
    'storage/open.ts': 'export function openVolume(c: string): string {\n  return c;\n}\n',
  };
  const renamed = check(
    entry({
      ...ok,
      ...parts,
      'app/use.ts':
        "import { loadConfig as lc } from '../core/config.js';\nimport * as open from '../storage/open.js';\nexport const u = async () => open.openVolume(await lc({ paiDir: '/p' }));\n",
    }),
  );
  expect(renamed.code).toBe(1);
  expect(renamed.out).toContain('src/app/use.ts:3: calls openVolume itself; ask the context');
  expect(renamed.out).toContain('src/app/use.ts:3: calls loadConfig itself; ask the context');
  const dynamic = check(
    entry({
      ...ok,
      ...parts,
      'app/use.ts':
        "export const u = async () => (await import('../core/config.js')).loadConfig({ paiDir: '/p' });\nexport const v = () => import('../core/config.js').then((c) => c.loadConfig({ paiDir: '/p' }));\nexport const w = async () => {\n  const { loadConfig: load } = await import('../core/config.js');\n  return load({ paiDir: '/p' });\n};\n",
    }),
  );
  expect(dynamic.code).toBe(1);
  expect(dynamic.out).toContain('src/app/use.ts:1: calls loadConfig itself');
  expect(dynamic.out).toContain('src/app/use.ts:2: calls loadConfig itself');
  expect(dynamic.out).toContain('src/app/use.ts:5: calls loadConfig itself');
});

test("the defaults of the settings code uses before a configuration is read (periodic, stale, excludes, record retention) are known to the configuration's modules alone", () => {
  const defaults = {
    'core/defaults.ts':
      "export const DEFAULTS = { periodicSeconds: 300, staleSeconds: 600, excludes: ['node_modules/'], recordRetentionDays: 30 };\n",
  };
  const bad = check(
    entry({
      ...ok,
      ...defaults,
      'domain/t.ts':
        "import { DEFAULTS } from '../core/defaults.js';\nexport const every = (s?: number) => s ?? DEFAULTS.periodicSeconds;\nexport const ex = DEFAULTS.excludes;\n",
    }),
  );
  expect(bad.code).toBe(1);
  expect(bad.out).toContain("src/domain/t.ts:2: reads DEFAULTS.periodicSeconds, a setting's default");
  expect(bad.out).toContain("src/domain/t.ts:3: reads DEFAULTS.excludes, a setting's default");
  const good = check(
    entry({
      ...ok,
      ...defaults,
      'core/config-env.ts':
        "import { DEFAULTS } from './defaults.js';\nexport const UNCONFIGURED = { periodicSeconds: DEFAULTS.periodicSeconds, excludes: DEFAULTS.excludes };\n",
      'domain/t.ts':
        "import { UNCONFIGURED } from '../core/config-env.js';\nexport const every = (s?: number) => s ?? UNCONFIGURED.periodicSeconds;\n",
    }),
  );
  expect(good.code).toBe(0);
});

test('the hooks, the sidecar and the worker import only app/ and core/ (and their own folder): a domain, platform or storage import fails, naming the file and the line', () => {
  const below = {
    'domain/state.ts': "import { a } from '../core/a.js';\nexport const load = () => a;\n",
    'platform/spawn.ts': 'export const spawnIt = () => 1;\n',
    'app/stop.ts': "import { load } from '../domain/state.js';\nexport const stop = () => load();\n",
  };
  const bad = check(
    entry({
      ...ok,
      ...below,
      'adapters/hooks/run.ts':
        "import { load } from '../../domain/state.js';\nimport type { a } from '../../core/a.js';\nexport const run = (x: typeof a) => load() + x;\n",
      'adapters/sidecar/run.ts':
        "import { spawnIt } from '../../platform/spawn.js';\nexport const side = () => spawnIt();\n",
      'adapters/worker/run.ts': "import { load } from '../../domain/state.js';\nexport const work = () => load();\n",
    }),
  );
  expect(bad.code).toBe(1);
  expect(bad.out).toContain(
    "src/adapters/hooks/run.ts:1: src/adapters/hooks/ may import only app/ and core/ ('../../domain/state.js' is in domain/)",
  );
  expect(bad.out).toContain(
    "src/adapters/sidecar/run.ts:1: src/adapters/sidecar/ may import only app/ and core/ ('../../platform/spawn.js' is in platform/)",
  );
  expect(bad.out).toContain('src/adapters/worker/run.ts:1: src/adapters/worker/');
  expect(bad.out).not.toContain('run.ts:2:');
  // Through a use case of app/, and the hook's own folder: it passes; the CLI (not a thin adapter) may still reach below.
  const good = check(
    entry({
      ...ok,
      ...below,
      'adapters/hooks/run.ts': "import { stop } from '../../app/stop.js';\nexport const run = () => stop();\n",
      'adapters/hooks/entry/stop.ts': "import { run } from '../run.js';\nexport const go = () => run();\n",
      'adapters/cli/main.ts': "import { load } from '../../domain/state.js';\nexport const main = () => load();\n",
    }),
  );
  expect(good.out).not.toContain('may import only');
  expect(good.code).toBe(0);
});

test('a CLI command that imports another command fails, naming the file and the line; through a shared printer it passes', () => {
  const parts = {
    'app/list.ts': "import { a } from '../core/a.js';\nexport const list = () => a;\n",
    'adapters/cli/print.ts': 'export const line = (n: number) => `${n}`;\n',
  };
  const bad = check(
    entry({
      ...ok,
      ...parts,
      'adapters/cli/commands/list.ts':
        "import { list } from '../../../app/list.js';\nexport const printList = () => String(list());\n",
      'adapters/cli/commands/search.ts':
        "import { printList } from './list.js';\nexport const run = () => printList();\n",
    }),
  );
  expect(bad.code).toBe(1);
  expect(bad.out).toContain("src/adapters/cli/commands/search.ts:1: a command imports another command ('./list.js')");
  const good = check(
    entry({
      ...ok,
      ...parts,
      'adapters/cli/commands/list.ts':
        "import { list } from '../../../app/list.js';\nimport { line } from '../print.js';\nexport const run = () => line(list());\n",
      'adapters/cli/commands/search.ts': "import { line } from '../print.js';\nexport const run = () => line(2);\n",
    }),
  );
  expect(good.out).not.toContain('imports another command');
  expect(good.code).toBe(0);
});

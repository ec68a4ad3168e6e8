// Bundles the hooks, the worker, the CLI and the library entry into dist/ (committed: a plugin
// install runs no build step). Output is deterministic, so `git diff --exit-code dist` after a
// build tells whether dist/ is stale.
//
// Hooks, worker and CLI are self-contained CommonJS files: Node starts a .cjs file ~10 ms faster
// than an ES module (its ESM loader), and the PostToolUse hook's whole budget is ~20 ms.
//
// Each hook is bundled from its entry file, src/adapters/hooks/entry/<event>.ts (one line:
// runHook(handler)), into dist/hooks/<event>.cjs, the name hooks/hooks.json runs; the handler it
// imports (the use case src/app/hooks/<event>.ts) has no side effect, so tests import it. The
// worker likewise: src/adapters/worker/entry.ts → dist/worker.cjs.
//
// The filters before the risky-command hook are written from the rules too (one source): hooks/hooks.json's
// PreToolUse `if` rules and the `case` in hooks/risky.sh come from src/domain/session/risky-triggers.ts
// (each file rewritten only when it changed; a test checks that the committed files are its output).
import { build } from 'esbuild';
import { chmodSync, copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const hooks = readdirSync('src/adapters/hooks/entry')
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3));

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  minifySyntax: true,
  legalComments: 'none',
  logLevel: 'warning',
  define: { __VERSION__: JSON.stringify(version) },
};
// CommonJS has no import.meta (code that reads it checks for __filename first: platform/zstd-wasm.ts).
const cjs = { format: 'cjs', logOverride: { 'empty-import-meta': 'silent' } };

// The hot hooks (PostToolUse & co.) write a record only on a phase transition: the record API (and
// zod with it, ~10 ms of parsing at every start) lives in its own file, required on first use.
const lazyRecords = {
  name: 'lazy-records',
  setup(b) {
    b.onResolve({ filter: /records\/api\.js$/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: '../lib/records.cjs', external: true } : undefined,
    );
  },
};
// The configuration likewise, in the hooks that seldom read it (core/context.ts imports it when
// first asked): dist/lib/config.cjs. SessionStart and PreToolUse read it every time: bundled.
const CONFIG_HOOKS = ['session-start', 'risky'];
const lazyConfig = {
  name: 'lazy-config',
  setup(b) {
    b.onResolve({ filter: /^\.\/config\.js$/ }, (args) =>
      args.kind === 'dynamic-import' && args.importer.endsWith('core/context.ts')
        ? { path: '../lib/config.cjs', external: true }
        : undefined,
    );
  },
};

// The AWS SDK (~2 MB) lives in dist/lib/s3-sdk.cjs, required on an S3 volume's first request:
// no hook, sidecar or local-volume command parses it. nodemailer likewise, in dist/lib/smtp.cjs,
// required by a notification sender with a mail to send.
const lazySdk = (from) => ({
  name: 'lazy-libs',
  setup(b) {
    b.onResolve({ filter: /\/(s3-sdk|smtp)\.js$/ }, (args) =>
      args.kind === 'dynamic-import'
        ? { path: `${from}lib/${args.path.match(/(s3-sdk|smtp)\.js$/)[1]}.cjs`, external: true }
        : undefined,
    );
  },
});

// The MCP server (dist/mcp-server.cjs) starts with every session and is mostly idle: its tools
// (app/agent-tools.ts and all they use) live in dist/lib/agent-tools.cjs, required on the first call.
const lazyTools = {
  name: 'lazy-tools',
  setup(b) {
    b.onResolve({ filter: /app\/agent-tools\.js$/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: './lib/agent-tools.cjs', external: true } : undefined,
    );
  },
};

// The browser (`browse`: Ink and React, ~1 MB) is an ES module of its own, dist/browse.mjs: Ink is
// ESM-only and its layout engine (yoga) starts with a top-level await, which CommonJS cannot hold.
// The CLI imports it only when `browse` runs (no other command parses it), through the import its
// loader (src/adapters/cli/boot.ts) gives it: the CLI's bundle, run from V8's code cache, cannot import.
const lazyBrowse = {
  name: 'lazy-browse',
  setup(b) {
    b.onResolve({ filter: /browse\/ui\.js$/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: 'browse', namespace: 'lazy-browse' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy-browse' }, () => ({
      contents:
        "const load = () => globalThis[Symbol.for('pai-checkpoint.import')]('./browse.mjs');\n" +
        'module.exports = { runBrowse: async (...args) => (await load()).runBrowse(...args) };\n',
      loader: 'js',
    }));
  },
};

const triggers = await build({
  entryPoints: ['src/domain/session/risky-triggers.ts'],
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  logLevel: 'warning',
});
const { hooksJsonText, riskyShText } = await import(
  `data:text/javascript;base64,${Buffer.from(triggers.outputFiles[0].text).toString('base64')}`
);
for (const [file, text] of [
  ['hooks/hooks.json', hooksJsonText],
  ['hooks/risky.sh', riskyShText],
]) {
  const before = readFileSync(file, 'utf8');
  const after = text(before);
  if (after !== before) {
    writeFileSync(file, after);
    console.log(`${file}: written from the risky-command rules`);
  }
}

// A hook's bundle runs from V8's code cache (src/adapters/hooks/boot.ts), where Node 20 loses the
// import() callback of a script compiled from a cache ("A dynamic import callback was not
// specified"): its lazy parts (dist/lib/*.cjs) are loaded with require() instead.
const NO_IMPORT = { 'dynamic-import': false };
rmSync('dist', { recursive: true, force: true });
await build({
  ...common,
  entryPoints: Object.fromEntries(
    hooks.filter((h) => !CONFIG_HOOKS.includes(h)).map((h) => [`hooks/${h}.main`, `src/adapters/hooks/entry/${h}.ts`]),
  ),
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  ...cjs,
  banner: { js: '#!/usr/bin/env node' },
  plugins: [lazyRecords, lazyConfig, lazySdk('../')],
  supported: NO_IMPORT,
});
await build({
  ...common,
  entryPoints: Object.fromEntries(CONFIG_HOOKS.map((h) => [`hooks/${h}.main`, `src/adapters/hooks/entry/${h}.ts`])),
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  ...cjs,
  banner: { js: '#!/usr/bin/env node' },
  plugins: [lazyRecords, lazySdk('../')],
  supported: NO_IMPORT,
});
// The worker and the sidecar, started detached by the hooks, likewise: each session starts a sidecar
// and a few workers, on the cores claude uses.
await build({
  ...common,
  entryPoints: { 'worker.main': 'src/adapters/worker/entry.ts', 'sidecar.main': 'src/adapters/sidecar/entry.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  ...cjs,
  banner: { js: '#!/usr/bin/env node' },
  plugins: [lazySdk('./')],
  supported: NO_IMPORT,
});
// What hooks/hooks.json runs, dist/hooks/<event>.cjs, is one small loader (src/adapters/hooks/boot.ts)
// that runs the hook's bundle, dist/hooks/<event>.main.cjs, with V8's code cache; dist/worker.cjs and
// dist/sidecar.cjs are the same loader.
await build({
  ...common,
  entryPoints: Object.fromEntries(
    [...hooks.map((h) => `hooks/${h}`), 'worker', 'sidecar'].map((name) => [name, 'src/adapters/hooks/boot.ts']),
  ),
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  ...cjs,
  banner: { js: '#!/usr/bin/env node' },
});
// The CLI likewise (dist/cli.main.cjs, run by its own loader, dist/cli.cjs, which imports the browser).
await build({
  ...common,
  entryPoints: { 'cli.main': 'src/adapters/cli/bin.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  ...cjs,
  banner: { js: '#!/usr/bin/env node' },
  plugins: [lazySdk('./'), lazyBrowse],
  supported: NO_IMPORT,
});
await build({
  ...common,
  entryPoints: { cli: 'src/adapters/cli/boot.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  ...cjs,
  banner: { js: '#!/usr/bin/env node' },
});
await build({
  ...common,
  entryPoints: {
    'pack-worker': 'src/adapters/worker/pack-entry.ts',
    'lib/records': 'src/domain/records/api.ts',
    'lib/config': 'src/core/config.ts',
    'lib/agent-tools': 'src/app/agent-tools.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  ...cjs,
  banner: { js: '#!/usr/bin/env node' },
  plugins: [lazySdk('./')],
});
await build({
  ...common,
  entryPoints: { browse: 'src/adapters/browse/ui.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  format: 'esm',
  // React's production build; Ink's devtools (only with DEV=true) are not shipped: an empty stand-in.
  define: { ...common.define, 'process.env.NODE_ENV': '"production"' },
  plugins: [
    {
      name: 'no-devtools',
      setup(b) {
        b.onResolve({ filter: /^react-devtools-core$/ }, () => ({
          path: 'react-devtools-core',
          namespace: 'no-devtools',
        }));
        b.onLoad({ filter: /.*/, namespace: 'no-devtools' }, () => ({
          contents: 'export default { initialize() {}, connectToDevTools() {} };',
        }));
      },
    },
  ],
  // Ink's CommonJS dependencies require Node's modules: an ES module has no `require` of its own.
  banner: {
    js: "import { createRequire as __browseRequire } from 'node:module'; const require = __browseRequire(import.meta.url);",
  },
});
await build({
  ...common,
  entryPoints: { 'lib/s3-sdk': 'src/storage/s3-sdk.ts', 'lib/smtp': 'src/platform/smtp.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  ...cjs,
});
await build({
  ...common,
  entryPoints: { 'mcp-server': 'src/adapters/mcp/entry.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  ...cjs,
  banner: { js: '#!/usr/bin/env node' },
  plugins: [lazyTools],
});
await build({
  ...common,
  entryPoints: { index: 'src/index.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  format: 'esm',
  plugins: [lazySdk('./')],
});
// The content store's zstd (platform/zstd-wasm.ts), found next to the bundles.
copyFileSync('node_modules/@bokuweb/zstd-wasm/dist/common/zstd.wasm', 'dist/zstd.wasm');
// `setup` links ~/.local/bin/pai-checkpoint to the CLI (and npm -g links it): it runs as a program.
// (Its mode is set here, not taken from the checkout, so that a fresh build matches the committed one.)
chmodSync('dist/cli.cjs', 0o755);

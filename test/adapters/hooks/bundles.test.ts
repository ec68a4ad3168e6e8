import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ROOT } from '../../helpers.js';

// No hook runs Node on a prompt or tool call any more (the sidecar follows the session). Stop runs
// it once a turn, and only when the session has no sidecar (hooks/stop.sh): it pays for every
// module it parses at start, so the record API and zod are loaded only on a phase transition
// (dist/lib/records.cjs), the TOML parser never. npm test builds dist/ first.
const HOT = ['stop'];

test.each(HOT)('the hot hook %s bundles neither zod nor the TOML parser, and loads the record API lazily', (hook) => {
  const text = readFileSync(join(ROOT, 'dist', 'hooks', `${hook}.main.cjs`), 'utf8');
  expect(text).not.toMatch(/node_modules\/zod\//);
  expect(text).not.toMatch(/node_modules\/smol-toml\//);
  expect(text).toMatch(/\.\.\/lib\/records\.cjs/);
});

test('every hook in hooks/hooks.json (or the shell script it runs) has its entry file and its bundle; entry files are one handler each', () => {
  const hooks = JSON.parse(readFileSync(join(ROOT, 'hooks', 'hooks.json'), 'utf8')) as {
    hooks: Record<string, { hooks: { command: string }[] }[]>;
  };
  const commands = Object.values(hooks.hooks).flatMap((groups) => groups.flatMap((g) => g.hooks.map((h) => h.command)));
  // A shell hook (hooks/<name>.sh) hands over to the bundle of the same name, or starts no Node at all (prompt.sh).
  const shell = commands.map((c) => /hooks\/([\w-]+)\.sh"?$/.exec(c)?.[1]).filter((s): s is string => !!s);
  const scripts = shell.filter((s) => readFileSync(join(ROOT, 'hooks', `${s}.sh`), 'utf8').includes('dist/hooks/'));
  for (const s of scripts)
    expect(readFileSync(join(ROOT, 'hooks', `${s}.sh`), 'utf8')).toContain(`dist/hooks/${s}.cjs`);
  for (const s of shell.filter((x) => !scripts.includes(x)))
    expect(readFileSync(join(ROOT, 'hooks', `${s}.sh`), 'utf8'), s).not.toMatch(/\bnode\b/);
  const bundles = [
    ...commands.map((c) => /dist\/hooks\/([\w-]+)\.cjs/.exec(c)?.[1]).filter((b): b is string => !!b),
    ...scripts,
  ];
  expect(bundles.length).toBeGreaterThan(0);
  const entries = readdirSync(join(ROOT, 'src', 'adapters', 'hooks', 'entry')).map((f) => f.replace(/\.ts$/, ''));
  for (const b of bundles) {
    expect(entries).toContain(b);
    readFileSync(join(ROOT, 'dist', 'hooks', `${b}.cjs`));
  }
  for (const e of entries) {
    const code = readFileSync(join(ROOT, 'src', 'adapters', 'hooks', 'entry', `${e}.ts`), 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.trim().startsWith('//'));
    expect(
      code.filter((l) => !l.startsWith('import ')),
      e,
    ).toHaveLength(1);
  }
});

// Every Node hook imports platform/spawn.ts (SessionStart starts the sidecar, others a worker), but
// most starts spawn nothing: node:child_process and node:stream (~5 ms of module loads) come on first use.
test.each(['session-start', 'stop', 'pre-compact'])(
  'the %s hook loads node:child_process only when it starts a process',
  (hook) => {
    const text = readFileSync(join(ROOT, 'dist', 'hooks', `${hook}.main.cjs`), 'utf8');
    expect(text).not.toMatch(/require\("node:child_process"\)/);
    expect(text).not.toMatch(/require\("node:stream"\)/);
    expect(text).toMatch(/getBuiltinModule\("node:child_process"\)/);
  },
);

// These hooks start without NODE_EXTRA_CA_CERTS (hooks/hooks.json, hooks/journal.sh; core/config-env.ts
// restoreExtraCaCerts): a connection opened in one of them would not trust the user's proxy CA.
// Hooks that may open one (risky: an S3 volume) start with it, as the sidecar and the workers do.
test.each(['session-start', 'pre-compact', 'stop', 'session-end', 'subagent'])(
  'the %s hook, started without NODE_EXTRA_CA_CERTS, opens no connection (no TLS, HTTP, socket or S3 code in its bundle or the libraries it loads)',
  (hook) => {
    const text = readFileSync(join(ROOT, 'dist', 'hooks', `${hook}.main.cjs`), 'utf8');
    const libs = [...text.matchAll(/\.\.\/lib\/([\w-]+)\.cjs/g)].map((m) => m[1]!);
    expect(libs.filter((l) => !['records', 'config'].includes(l))).toEqual([]);
    for (const code of [text, ...libs.map((l) => readFileSync(join(ROOT, 'dist', 'lib', `${l}.cjs`), 'utf8'))])
      expect(code).not.toMatch(/require\("(node:)?(https?|tls|net|http2|dgram)"\)|\bfetch\(|s3-sdk|smtp\.cjs/);
  },
);

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { captureCheckpoint, type CaptureRequest } from '../../../src/domain/capture/create.js';
import { loadContentIndex, PackWriter, SMALL_PACK } from '../../../src/domain/content/repo.js';
import { sealManifest } from '../../../src/domain/volume/manifest.js';
import { readManifest, withEnvironment } from '../../../src/domain/volume/read.js';
import { signManifest } from '../../../src/domain/volume/signing.js';
import { loadIndex } from '../../../src/domain/volume/session-index.js';
import { verifyCheckpoint } from '../../../src/domain/volume/verify.js';
import { loadConfig, type Config } from '../../../src/core/config.js';
import { packZstd } from '../../../src/platform/pack-zstd.js';
import { openVolume } from '../../../src/storage/open.js';
import { keyringOf } from '../../../src/storage/sealed.js';
import { tempDir, testPath } from '../../helpers.js';

/**
 * Issue 37 item 3: the bytes a small change adds to the volume (manifest, index and parts
 * included), against what restic adds for the same change. Each reduction has its test here.
 */

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
};
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: ENV }).trim();
const S = 'sess-small';
/** Real prose nobody wrote for this test: this project's architecture notes, cut to a README's size. */
const PROSE = readFileSync(fileURLToPath(new URL('../../../docs/architecture.md', import.meta.url))).subarray(
  0,
  11_000,
);

let home: string;
let savedHome: string | undefined;
beforeEach(() => {
  home = tempDir('small-change-');
  savedHome = process.env['HOME'];
  process.env['HOME'] = home;
});
afterEach(() => {
  process.env['HOME'] = savedHome;
});

async function setup(key?: string) {
  const project = join(home, 'project');
  mkdirSync(join(project, 'src'), { recursive: true });
  writeFileSync(join(project, 'README.md'), PROSE);
  for (let i = 0; i < 40; i++) writeFileSync(join(project, 'src', `m${i}.js`), `export const v${i} = ${i};\n`);
  git(project, 'init', '-q', '-b', 'main');
  git(project, 'add', '.');
  git(project, 'commit', '-q', '-m', 'init');
  const config: Config = await loadConfig({ paiDir: join(home, '.pai'), env: {} });
  if (key) config.keys.encryption = { text: key, source: 'the test' };
  const store = openVolume(config);
  const req: CaptureRequest = { sessionId: S, trigger: 'manual', cwd: project };
  const opts = {
    config,
    env: { PATH: testPath(), HOME: home, LANG: 'C.UTF-8' },
    claudeDir: join(home, '.claude'),
    stateDir: join(home, '.pai', 'checkpoint'),
  };
  const capture = () => captureCheckpoint(store, req, opts);
  return { project, store, capture, volume: config.volume.path };
}

/** The sum of the sizes of the files under `dir` (what bench/versus.mjs counts). */
function bytesUnder(dir: string): number {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (e.isFile()) n += lstatSync(join(e.parentPath, e.name)).size;
  return n;
}

describe('what a one-file change adds to the volume', () => {
  test('the changed file compressed, plus at most 2.8 KB of manifest, tree and indexes (~3.5 KB before: the manifest 2.8 KB alone)', async () => {
    const { project, capture, volume } = await setup();
    await capture();
    appendFileSync(join(project, 'README.md'), '// edit 1\n');
    await capture(); // the first change: git's state (README modified) is new once
    appendFileSync(join(project, 'README.md'), '// edit 2\n');
    const before = bytesUnder(volume);
    const { manifest } = await capture();
    const added = bytesUnder(volume) - before;
    // What the data alone costs: the file at zstd's default level (restic's `auto` is about that).
    const data = execFileSync('zstd', ['-3', '-q', '-c', join(project, 'README.md')]).length;
    expect(added).toBeLessThanOrEqual(data + 2800);
    expect(manifest.workspace?.size_bytes).toBeGreaterThan(0);
  });

  test("the manifest names the environment's time only: environment.json (shared) holds the rest, read back whole", async () => {
    const { capture, store } = await setup();
    const first = await capture();
    const m = first.manifest;
    expect(m.environment).toEqual({ captured_at: m.created_at });
    expect(first.environment?.runtimes?.['node']).toBe(process.versions.node); // the capture's result has it whole
    const read = (await readManifest(store, S, m.id))!;
    expect(read.environment).toEqual({ captured_at: m.created_at });
    const whole = await withEnvironment(store, read);
    expect(whole.environment).toMatchObject({
      captured_at: m.created_at,
      runtimes: { node: process.versions.node },
      env: { LANG: 'C.UTF-8' },
    });
    // The next checkpoint names the same part: an unchanged environment costs nothing but its entry.
    const second = (await capture()).manifest;
    expect(second.parts['environment.json']).toEqual(m.parts['environment.json']);
    expect((await withEnvironment(store, second)).environment).toEqual({
      ...whole.environment,
      captured_at: second.created_at,
    });
    expect(await verifyCheckpoint(store, S, second.id)).toMatchObject({ ok: true, problems: [] });
  });

  test('under a volume key the environment part is encrypted and still read back whole', async () => {
    const { capture, store, volume } = await setup(randomBytes(32).toString('hex'));
    const m = (await capture()).manifest;
    expect(m.parts['environment.json']!.shared).toMatch(/^[0-9a-f]{64}$/);
    const stored = readFileSync(
      join(
        volume,
        'parts',
        m.parts['environment.json']!.shared!.toString().slice(0, 2),
        String(m.parts['environment.json']!.shared),
      ),
    );
    expect(stored.includes(Buffer.from('C.UTF-8'))).toBe(false);
    const whole = await withEnvironment(store, (await readManifest(store, S, m.id))!);
    expect(whole.environment?.env).toMatchObject({ LANG: 'C.UTF-8' });
  });

  test('a 2.0 manifest holding its environment inline is read as it is; a part that does not match its entry is never used', async () => {
    const { capture, store, volume } = await setup();
    const m = (await capture()).manifest;
    const dir = join(volume, 'checkpoints', S, m.id);
    const { checksum: _c, signature: _s, ...rest } = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    const inline = { captured_at: m.created_at, runtimes: { node: 'from-2.0' } };
    const old = signManifest(sealManifest({ ...rest, version: '2.0', environment: inline }), keyringOf(store)!);
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(old));
    const read = (await readManifest(store, S, m.id))!;
    expect((await withEnvironment(store, read)).environment).toEqual(inline);
    // environment.json replaced by other valid JSON: the entry's sha256 no longer matches, so only the time is shown.
    const forged = {
      ...m,
      parts: { ...m.parts, 'environment.json': { ...m.parts['environment.json']!, sha256: '0'.repeat(64) } },
    };
    expect((await withEnvironment(store, forged)).environment).toEqual({ captured_at: m.created_at });
  });

  test("the tree delta goes into the changed file's pack: one pack and one index entry per small change", async () => {
    const { project, capture, store } = await setup();
    await capture();
    appendFileSync(join(project, 'README.md'), '// edit\n');
    const { manifest } = await capture();
    const tree = manifest.workspace!.tree as { delta: string | null };
    expect(tree.delta).toMatch(/^[0-9a-f]{64}$/);
    const index = await loadContentIndex(store);
    const readme = index.blobs.get(
      execFileSync('sha256sum', [join(project, 'README.md')], { encoding: 'utf8' }).slice(0, 64),
    );
    expect(readme).toBeDefined();
    expect(index.blobs.get(tree.delta!)?.pack).toBe(readme!.pack);
    expect(await verifyCheckpoint(store, S, manifest.id, { readData: true })).toMatchObject({ ok: true, problems: [] });
    // Past 1 MiB of new blobs the tree has a pack of its own again (verify reads it without the data).
    for (const name of ['a.bin', 'b.bin']) writeFileSync(join(project, name), randomBytes(600_000));
    const next = (await capture()).manifest;
    const after = await loadContentIndex(store);
    const delta = (next.workspace!.tree as { delta: string }).delta;
    const blobOf = (name: string) =>
      after.blobs.get(execFileSync('sha256sum', [join(project, name)], { encoding: 'utf8' }).slice(0, 64));
    expect(blobOf('b.bin')?.pack).toMatch(/^[0-9a-f]{64}$/);
    expect(after.blobs.get(delta)?.pack).toMatch(/^[0-9a-f]{64}$/);
    expect(after.blobs.get(delta)?.pack).not.toBe(blobOf('b.bin')?.pack);
    expect(await verifyCheckpoint(store, S, next.id, { readData: true })).toMatchObject({ ok: true, problems: [] });
  });

  test('empty lists and absent values are left out of the manifest; the session index still has the project', async () => {
    const { project, capture, store, volume } = await setup();
    const m = (await capture()).manifest;
    const stored = JSON.parse(readFileSync(join(volume, 'checkpoints', S, m.id, 'manifest.json'), 'utf8'));
    expect(stored).not.toHaveProperty('warnings');
    expect(stored).not.toHaveProperty('project');
    expect(stored.workspace).not.toHaveProperty('skipped');
    expect(stored.conversation).toEqual({ turn_count: 0, tokens_used: 0, has_resume_token: false });
    expect(stored.workspace.root).toBe(project);
    expect((await loadIndex(store, S)).checkpoints.at(-1)).toMatchObject({ id: m.id, project });
  });
});

describe("a small pack's compression", () => {
  test('a pack up to SMALL_PACK bytes is compressed at level 15 (smaller than the configured 3); a larger one at the level asked', async () => {
    const store = openVolume(await loadConfig({ paiDir: join(tempDir('small-pack-'), '.pai'), env: {} }));
    const writer = new PackWriter(store, { level: 3 });
    await writer.add('a'.repeat(64), Buffer.from(PROSE));
    const { packs } = await writer.finish();
    expect(packs[0]!.size).toBe(packZstd().compress(PROSE, 15).length);
    expect(packs[0]!.size).toBeLessThan(packZstd().compress(PROSE, 3).length);
    const big = Buffer.concat(
      Array.from({ length: Math.ceil((2 * SMALL_PACK) / PROSE.length) }, (_, i) =>
        Buffer.concat([PROSE, Buffer.from(`${i}`)]),
      ),
    );
    const large = new PackWriter(store, { level: 3 });
    await large.add('b'.repeat(64), big);
    expect((await large.finish()).packs[0]!.size).toBe(packZstd().compress(big, 3).length);
  });
});

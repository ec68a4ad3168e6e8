import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { captureCheckpoint, type CaptureRequest } from '../../../src/domain/capture/create.js';
import { recordedDeletions } from '../../../src/domain/restore/restore.js';
import { deleteCheckpoint } from '../../../src/domain/volume/delete.js';
import { collectGarbage } from '../../../src/domain/volume/gc.js';
import { sealManifest, storedPartKey } from '../../../src/domain/volume/manifest.js';
import { readManifest } from '../../../src/domain/volume/read.js';
import { signManifest } from '../../../src/domain/volume/signing.js';
import { keyringOf } from '../../../src/storage/sealed.js';
import { verifyCheckpoint } from '../../../src/domain/volume/verify.js';
import { loadConfig, type Config } from '../../../src/core/config.js';
import { getJson } from '../../../src/storage/backend.js';
import { openVolume } from '../../../src/storage/open.js';
import { S3Volume } from '../../../src/storage/s3.js';
import { commitCheckpoint } from '../../../src/domain/volume/commit.js';
import { tempDir, testPath } from '../../helpers.js';
import { S3_CREDENTIALS, useS3 } from '../../s3rver.js';
import { draft } from '../../support/draft.js';

/** Manifest 2.0's shared parts (issue 37 item 3): stored once by content, kept while a manifest names them. */

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
};
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: ENV }).trim();
const S = 'sess-shared';
const s3 = useS3(['vol']);

let home: string;
let savedHome: string | undefined;
beforeEach(() => {
  home = tempDir('shared-parts-');
  savedHome = process.env['HOME'];
  process.env['HOME'] = home;
});
afterEach(() => {
  process.env['HOME'] = savedHome;
});

async function setup(key?: string) {
  const project = join(home, 'project');
  mkdirSync(project);
  git(project, 'init', '-q', '-b', 'main');
  writeFileSync(join(project, 'a.txt'), 'committed\n');
  git(project, 'add', '.');
  git(project, 'commit', '-q', '-m', 'init');
  const config: Config = await loadConfig({ paiDir: join(home, '.pai'), env: {} });
  if (key) config.keys.encryption = { text: key, source: 'the test' };
  const store = openVolume(config);
  const req: CaptureRequest = { sessionId: S, trigger: 'manual', cwd: project };
  const opts = {
    config,
    env: { PATH: testPath(), HOME: home },
    claudeDir: join(home, '.claude'),
    stateDir: join(home, '.pai', 'checkpoint'),
  };
  const capture = async () => (await captureCheckpoint(store, req, opts)).manifest;
  /** Every file under the volume's shared parts, as volume keys. */
  const sharedFiles = (): string[] => {
    const root = join(config.volume.path, 'parts');
    try {
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => relative(config.volume.path, join(d.parentPath, d.name)))
        .sort();
    } catch {
      return [];
    }
  };
  return { project, config, store, capture, sharedFiles, volume: config.volume.path };
}

const gcLater = { now: () => Date.now() + 5_000 }; // the parts written just now count as old enough

describe('shared parts (manifest 2.0)', () => {
  test("a part equal to the parent's is named, not stored again; it survives the deletion of the checkpoint that wrote it; it goes with the last one naming it", async () => {
    const { store, capture, sharedFiles, volume } = await setup();
    const first = await capture();
    const shared = Object.keys(first.parts).filter((n) => first.parts[n]!.shared === true);
    expect(shared).toEqual(expect.arrayContaining(['git/state.json', 'environment.json', 'session_state.json']));
    for (const n of shared) expect(readdirSync(join(volume, 'checkpoints', S, first.id))).not.toContain(n);
    const before = sharedFiles();
    const second = await capture();
    expect(sharedFiles()).toEqual(before); // nothing changed: every part is the parent's
    for (const n of shared) expect(second.parts[n]).toEqual(first.parts[n]);
    expect(readdirSync(join(volume, 'checkpoints', S, second.id))).toEqual(['manifest.json']);
    // Manifests and session indexes are written compact: one line each.
    for (const f of [
      join(volume, 'checkpoints', S, second.id, 'manifest.json'),
      join(volume, 'checkpoints', S, 'index.json'),
    ])
      expect(readFileSync(f, 'utf8').trimEnd()).not.toContain('\n');

    expect(await deleteCheckpoint(store, S, first.id)).toBe(true);
    const gc = await collectGarbage(store, gcLater);
    expect(gc.sharedParts).toEqual({ kept: before.length, removed: 0 });
    expect(sharedFiles()).toEqual(before);
    expect(await verifyCheckpoint(store, S, second.id)).toMatchObject({ ok: true, problems: [] });
    const m = (await readManifest(store, S, second.id))!;
    expect(await getJson(store, storedPartKey(m, 'git/state.json'))).toMatchObject({ branch: 'main' });
    expect(await recordedDeletions(store, m)).toEqual([]);

    expect(await deleteCheckpoint(store, S, second.id)).toBe(true);
    expect((await collectGarbage(store, gcLater)).sharedParts).toEqual({ kept: 0, removed: before.length });
    expect(sharedFiles()).toEqual([]);
  });

  test("the parent's shared bundle gone before the next capture takes its lock (a collection on another machine): the bundle is stored again, never named missing", async () => {
    const { project, store, capture, volume } = await setup();
    writeFileSync(join(project, 'a.txt'), 'committed twice\n');
    git(project, 'commit', '-qam', 'second'); // commits on no remote: a bundle
    const first = await capture();
    expect(first.parts['git/unpushed.bundle']?.shared).toBe(true);
    // What a collection between the next capture's reading of its parent and its lock leaves.
    rmSync(join(volume, storedPartKey(first, 'git/unpushed.bundle')));
    const second = await capture();
    expect(second.parts['git/unpushed.bundle']).toEqual(first.parts['git/unpushed.bundle']);
    expect(await verifyCheckpoint(store, S, second.id)).toMatchObject({ ok: true, problems: [] });
    expect((await verifyCheckpoint(store, S, (await capture()).id)).ok).toBe(true);
  });

  test('a part known from the parent is only named while the volume holds it: made (and stored by content) only when it is gone', async () => {
    const { store, volume } = await setup();
    const bytes = Buffer.from('the same commits as the parent\n');
    const made: number[] = [];
    const make = async () => (made.push(1), bytes);
    const first = await commitCheckpoint(store, draft({ session_id: S }), [
      { name: 'git/unpushed.bundle', data: bytes, share: true },
    ]);
    const known = first.parts['git/unpushed.bundle']!;
    const part = () => [{ name: 'git/unpushed.bundle', known, make }];
    const second = await commitCheckpoint(store, draft({ session_id: S, parent_checkpoint_id: first.id }), part());
    expect(made).toHaveLength(0);
    expect(second.parts['git/unpushed.bundle']).toEqual(known);
    rmSync(join(volume, storedPartKey(first, 'git/unpushed.bundle'))); // collected meanwhile
    const third = await commitCheckpoint(store, draft({ session_id: S, parent_checkpoint_id: second.id }), part());
    expect(made).toHaveLength(1);
    expect(third.parts['git/unpushed.bundle']).toEqual(known);
    expect(readFileSync(join(volume, storedPartKey(third, 'git/unpushed.bundle')), 'utf8')).toBe(bytes.toString());
    const none = await commitCheckpoint(store, draft({ session_id: S }), [
      { name: 'git/unpushed.bundle', known: { ...known, sha256: '0'.repeat(64) }, make: async () => undefined },
    ]);
    expect(none.parts['git/unpushed.bundle']).toBeUndefined(); // git made none: left out
  });

  test("a parent changed by someone who can write the volume but has no key (its bundle's entry set to an older one) is not taken as it is: the bundle is made again, holding the newest commit", async () => {
    const { project, store, capture, volume } = await setup();
    writeFileSync(join(project, 'a.txt'), 'one\n');
    git(project, 'commit', '-qam', 'one');
    const first = await capture();
    writeFileSync(join(project, 'a.txt'), 'two\n');
    git(project, 'commit', '-qam', 'two');
    const second = await capture();
    const bundle = 'git/unpushed.bundle';
    expect(second.parts[bundle]!.sha256).not.toBe(first.parts[bundle]!.sha256);
    // The newest manifest's bundle pointed at the older one, its checksum made again; its signature cannot be.
    const file = join(volume, 'checkpoints', S, second.id, 'manifest.json');
    const { checksum: _c, signature, ...rest } = JSON.parse(readFileSync(file, 'utf8'));
    const forged = sealManifest({ ...rest, parts: { ...rest.parts, [bundle]: first.parts[bundle] } });
    writeFileSync(file, JSON.stringify({ ...forged, signature }));
    expect((await readManifest(store, S, second.id))!.parts[bundle]).toEqual(first.parts[bundle]);
    const third = await capture();
    expect(third.parts[bundle]).toEqual(second.parts[bundle]); // made from the repository: both commits
    expect(await verifyCheckpoint(store, S, third.id)).toMatchObject({ ok: true, problems: [] });
  });

  test('verify fails on a damaged shared part, naming it, for every checkpoint that names it; one cut short is stored again', async () => {
    const { store, capture, volume } = await setup();
    const first = await capture();
    const second = await capture();
    const file = join(volume, storedPartKey(second, 'git/state.json'));
    const bytes = readFileSync(file);
    bytes[5] = bytes[5]! ^ 1; // the same size, another byte
    writeFileSync(file, bytes);
    for (const m of [first, second]) {
      const r = await verifyCheckpoint(store, S, m.id);
      expect(r.ok).toBe(false);
      expect(r.problems).toContainEqual({ part: 'git/state.json', error: 'sha256 mismatch (corrupted)' });
    }
    // Cut short, it is stored again by the next capture that has the same part: every checkpoint naming it is whole again.
    writeFileSync(file, bytes.subarray(0, 10));
    const third = await capture();
    expect(third.parts['git/state.json']).toEqual(first.parts['git/state.json']);
    for (const m of [first, second, third])
      expect(await verifyCheckpoint(store, S, m.id)).toMatchObject({ ok: true, problems: [] });
  });

  test('a 1.x checkpoint (its parts in its folder) is still read and verified, and a 2.0 child shares from then on', async () => {
    const { store, capture, volume, sharedFiles } = await setup();
    const first = await capture();
    // Made into what pai-checkpoint 1.9 wrote: every part in the folder, version 1.9, pretty-printed.
    const dir = join(volume, 'checkpoints', S, first.id);
    const parts: Record<string, { size: number; sha256: string }> = {};
    for (const [name, p] of Object.entries(first.parts)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), readFileSync(join(volume, storedPartKey(first, name))));
      parts[name] = { size: p.size, sha256: p.sha256 };
    }
    const { checksum: _c, signature: _s, ...rest } = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    const old19 = signManifest(sealManifest({ ...rest, version: '1.9', parts }), keyringOf(store)!);
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(old19, null, 2));
    await collectGarbage(store, gcLater); // nothing names the shared copies any more
    expect(sharedFiles()).toEqual([]);
    const old = (await readManifest(store, S, first.id))!;
    expect(old.parts['git/state.json']!.shared).toBeUndefined();
    expect(await verifyCheckpoint(store, S, first.id)).toMatchObject({ ok: true, problems: [] });
    expect(await recordedDeletions(store, old)).toEqual([]);
    const second = await capture();
    expect(second.parent_checkpoint_id).toBe(first.id);
    expect(second.parts['git/state.json']!.shared).toBe(true);
    expect(await verifyCheckpoint(store, S, second.id)).toMatchObject({ ok: true, problems: [] });
    expect((await collectGarbage(store, gcLater)).sharedParts.removed).toBe(0);
    expect(await verifyCheckpoint(store, S, first.id)).toMatchObject({ ok: true, problems: [] });
  });

  test('under a volume key: shared parts are encrypted and named by an HMAC (not their sha256), and read back verified', async () => {
    const { store, capture, volume, sharedFiles } = await setup(randomBytes(32).toString('hex'));
    const first = await capture();
    const second = await capture();
    const entry = second.parts['git/state.json']!;
    expect(entry).toEqual(first.parts['git/state.json']);
    expect(entry.shared).toMatch(/^[0-9a-f]{64}$/);
    expect(entry.shared).not.toBe(entry.sha256);
    expect(sharedFiles()).not.toContain(`parts/${entry.sha256.slice(0, 2)}/${entry.sha256}`);
    const stored = readFileSync(join(volume, storedPartKey(second, 'git/state.json')));
    expect(stored.includes(Buffer.from('"branch"'))).toBe(false);
    expect(await getJson(store, storedPartKey(second, 'git/state.json'))).toMatchObject({ branch: 'main' });
    expect(await verifyCheckpoint(store, S, second.id)).toMatchObject({ ok: true, problems: [] });
  });

  test('on S3: a shared part is stored once, survives the deletion of the checkpoint that wrote it, and garbage collection removes it with the last one naming it', async () => {
    const store = new S3Volume({
      url: `s3://vol/shared-${Date.now()}`,
      endpoint: s3.endpoint,
      credentials: S3_CREDENTIALS,
    });
    const parts = () => [
      { name: 'git/state.json', data: '{"branch":"main"}\n', share: true },
      { name: 'own.txt', data: 'not shared' },
    ];
    const first = await commitCheckpoint(store, draft({ session_id: S }), parts());
    const second = await commitCheckpoint(store, draft({ session_id: S, parent_checkpoint_id: first.id }), parts());
    const key = storedPartKey(second, 'git/state.json');
    expect(key).toBe(storedPartKey(first, 'git/state.json'));
    expect(await store.list('parts/')).toEqual([key]);
    expect(storedPartKey(second, 'own.txt')).toBe(`checkpoints/${S}/${second.id}/own.txt`);
    await deleteCheckpoint(store, S, first.id);
    expect((await collectGarbage(store, gcLater)).sharedParts).toEqual({ kept: 1, removed: 0 });
    expect(await verifyCheckpoint(store, S, second.id)).toMatchObject({ ok: true, problems: [] });
    await deleteCheckpoint(store, S, second.id);
    expect((await collectGarbage(store, gcLater)).sharedParts).toEqual({ kept: 0, removed: 1 });
    expect(await store.list('parts/')).toEqual([]);
  });
});

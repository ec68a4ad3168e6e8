import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { listWorkspace } from '../../../src/domain/capture/workspace.js';
import { CheckpointError } from '../../../src/core/errors.js';
import { sha256Hex } from '../../../src/core/hash.js';
import { ContentIndex, loadContentIndex, readPack } from '../../../src/domain/content/repo.js';
import { DICT_DEPTH_MAX, DICT_DEPTH_READ, type PackRecord } from '../../../src/domain/content/format.js';
import { snapshotContent, type TreeRef } from '../../../src/domain/content/snapshot.js';
import { verifyContent } from '../../../src/domain/content/verify.js';
import { checkedTree, writeTree } from '../../../src/domain/restore/content.js';
import { collectGarbage } from '../../../src/domain/volume/gc.js';
import { putJson } from '../../../src/storage/backend.js';
import { LocalVolume } from '../../../src/storage/local.js';
import type { StorageBackend } from '../../../src/storage/backend.js';
import { S3Volume } from '../../../src/storage/s3.js';
import { S3_CREDENTIALS, useS3 } from '../../s3rver.js';
import { contentManifest, tempDir } from '../../helpers.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** 11 KB of real prose (the size of the antd README a one-line change was measured on). */
const README = readFileSync(join(ROOT, 'docs', 'architecture.md')).subarray(0, 11 * 1024);

function setup(volume?: StorageBackend) {
  const dir = tempDir('pai-dict-');
  const tree = join(dir, 'tree');
  mkdirSync(join(tree, 'src'), { recursive: true });
  writeFileSync(join(tree, 'README.md'), README);
  for (let i = 0; i < 20; i++) writeFileSync(join(tree, 'src', `f${i}.ts`), `export const f${i} = ${i};\n`.repeat(50));
  const store = volume ?? new LocalVolume(join(dir, 'vol'));
  const state = join(dir, 'state');
  let clock = Date.now() + 60_000; // each capture a minute later: files just written are not racy
  const snap = async (stateDir = state) =>
    snapshotContent(store, await listWorkspace(tree), { stateDir, now: () => (clock += 60_000) });
  const restored = async (ref: TreeRef, name: string) => {
    const out = join(dir, name);
    mkdirSync(out);
    await writeTree(store, await checkedTree(store, ref), out);
    return readFileSync(join(out, 'README.md'));
  };
  return { dir, tree, store, state, snap, restored };
}

/** The error a promise fails with (a CheckpointError expected). */
const failure = (p: Promise<unknown>) =>
  p.then(
    (): CheckpointError => new CheckpointError('IO', 'it did not fail'),
    (e: unknown) => e as CheckpointError,
  );

/** The records of packs compressed with a dictionary. */
const dictPacks = (index: ContentIndex) => [...index.packs.values()].filter((p) => p.dict);

describe('small packs compressed against the previous versions of their files', () => {
  test('a one-line change to an 11 KB file adds a pack of well under 1 KB (the same change without a dictionary: several KB); restore is byte-exact, verify --read-data passes', async () => {
    const { dir, tree, store, snap, restored } = setup();
    await snap();
    const edited = Buffer.concat([README, Buffer.from('// edit 1\n')]);
    writeFileSync(join(tree, 'README.md'), edited);
    const one = await snap();
    expect(one.filesRead).toBe(1);
    expect(one.newPacks).toBe(1);
    const index = await loadContentIndex(store);
    const [rec] = dictPacks(index);
    expect(rec?.dict).toEqual([sha256Hex(README)]);
    expect(rec!.blobs.map(([id]) => id)).toContain(sha256Hex(edited));
    expect(rec!.size).toBeLessThan(1000);
    // The index file that names it is version 2; the first capture's stays version 1.
    const versions = readdirSync(join(dir, 'vol', 'content', 'index')).map(
      (f) => (JSON.parse(readFileSync(join(dir, 'vol', 'content', 'index', f), 'utf8')) as { version: number }).version,
    );
    expect(versions.sort()).toEqual([1, 2]);
    expect(await restored(one.tree, 'out')).toEqual(edited);
    expect((await verifyContent(store, one.tree, { readData: true })).problems).toEqual([]);

    // The same change captured without the previous tree (no stat cache: every file read, only
    // README.md new) into a second volume: its pack has no dictionary.
    const other = new LocalVolume(join(dir, 'vol2'));
    writeFileSync(join(tree, 'README.md'), README);
    const list = async () => listWorkspace(tree);
    await snapshotContent(other, await list(), { stateDir: join(dir, 'state2') });
    writeFileSync(join(tree, 'README.md'), edited);
    const plain = await snapshotContent(other, await list(), { stateDir: join(dir, 'state3') });
    const plainRecs = [...(await loadContentIndex(other)).packs.values()].filter((p) =>
      p.blobs.some(([id]) => id === sha256Hex(edited)),
    );
    expect(plainRecs[0]?.dict).toBeUndefined();
    expect(plainRecs[0]!.size).toBeGreaterThan(3 * rec!.size);
    expect(plain.addedBytes).toBeGreaterThan(one.addedBytes + 2000);
  });

  test(`a file edited 20 times: no chain deeper than ${DICT_DEPTH_MAX} (a pack without a dictionary starts a new one), every version restores byte-exact`, async () => {
    const { tree, store, snap, restored } = setup();
    await snap();
    let text = README;
    const refs: { ref: TreeRef; text: Buffer }[] = [];
    for (let i = 1; i <= 20; i++) {
      text = Buffer.concat([text, Buffer.from(`// edit ${i}\n`)]);
      writeFileSync(join(tree, 'README.md'), text);
      refs.push({ ref: (await snap()).tree, text });
    }
    const index = await loadContentIndex(store);
    const depths = [...index.packs.values()].map((p) => index.depth(p));
    expect(Math.max(...depths)).toBe(DICT_DEPTH_MAX);
    expect(dictPacks(index).length).toBeGreaterThanOrEqual(18); // all but the resets
    for (const [i, { ref, text }] of refs.entries()) expect(await restored(ref, `v${i}`)).toEqual(text);
    expect((await verifyContent(store, refs.at(-1)!.ref, { readData: true })).problems).toEqual([]);
  });

  test('the previous versions come from the local copy of the last capture’s small blobs; a damaged copy is not used (they are read from the volume), a missing one neither', async () => {
    const { tree, store, state, snap, restored } = setup();
    await snap();
    let text = README;
    const edit = async (i: number) => {
      text = Buffer.concat([text, Buffer.from(`// edit ${i}\n`)]);
      writeFileSync(join(tree, 'README.md'), text);
      return (await snap()).tree;
    };
    await edit(1);
    const copy = join(
      state,
      'content',
      readdirSync(join(state, 'content')).find((f) => f.startsWith('recent-'))!,
    );
    const held = readFileSync(copy);
    expect(held.includes(text)).toBe(true); // README's version 1, as stored
    // README's version 1 in the copy, its halves swapped: the same bytes at other places, so that
    // a dictionary made of it would point the pack at the wrong ones.
    const at = held.indexOf(text);
    const half = text.length >> 1;
    Buffer.concat([text.subarray(half), text.subarray(0, half)]).copy(held, at);
    writeFileSync(copy, held);
    const two = await edit(2);
    rmSync(copy);
    const three = await edit(3);
    const index = await loadContentIndex(store);
    expect(dictPacks(index)).toHaveLength(3); // each edit's pack has its dictionary all the same
    expect(await restored(two, 'two')).toEqual(Buffer.concat([README, Buffer.from('// edit 1\n// edit 2\n')]));
    expect(await restored(three, 'three')).toEqual(text);
  });

  test('a previous version that begins with zstd’s dictionary magic is not used as a raw dictionary (zstd would parse it as a trained one): the pack goes without, and restores exactly', async () => {
    const { tree, store, snap, restored } = setup();
    const magic = Buffer.concat([Buffer.from([0x37, 0xa4, 0x30, 0xec]), README]);
    writeFileSync(join(tree, 'README.md'), magic);
    await snap();
    const edited = Buffer.concat([magic, Buffer.from('// edit\n')]);
    writeFileSync(join(tree, 'README.md'), edited);
    const one = await snap();
    expect(dictPacks(await loadContentIndex(store))).toEqual([]);
    expect(await restored(one.tree, 'out')).toEqual(edited);
  });

  test('a collection keeps the packs that live packs need for their dictionaries, after the checkpoints that referenced them were deleted', async () => {
    const { dir, tree, store, snap, restored } = setup();
    const texts = [README];
    const refs = [(await snap()).tree];
    for (let i = 1; i <= 3; i++) {
      texts.push(Buffer.concat([texts.at(-1)!, Buffer.from(`// edit ${i}\n`)]));
      writeFileSync(join(tree, 'README.md'), texts.at(-1)!);
      refs.push((await snap()).tree);
    }
    for (const [i, ref] of refs.entries())
      await putJson(store, `checkpoints/s/K${i}/manifest.json`, contentManifest(`K${i}`, ref));
    // Only the newest checkpoint stays: README's versions 1 and 2 (each alone in its pack) are
    // referenced by no tree any more, but the newest pack's dictionary chain goes through them.
    for (let i = 0; i < 3; i++) rmSync(join(dir, 'vol', 'checkpoints', 's', `K${i}`), { recursive: true });
    const r = await collectGarbage(store, { graceMs: -1000 });
    expect(r.checkpoints).toBe(1);
    expect(r.packs.removed).toBe(0); // (each older version's pack is a link of the newest one's chain)
    expect(await restored(refs[3]!, 'out')).toEqual(texts[3]);
    expect((await verifyContent(store, refs[3]!, { readData: true })).problems).toEqual([]);
    const index = await loadContentIndex(store);
    expect(index.files).toHaveLength(1);
    expect(index.has(sha256Hex(texts[1]!)) && index.has(sha256Hex(texts[2]!))).toBe(true);
  });
});

describe('hostile dictionaries in the index (untrusted volume data): INVALID_DATA naming the pack, never an endless or unbounded read', () => {
  /** A volume with one dictionary pack (`target`); `tamper` rewrites each pack record of every index file. */
  async function tampered(tamper: (p: PackRecord, target: PackRecord) => void) {
    const { dir, tree, store, snap } = setup();
    await snap();
    writeFileSync(join(tree, 'README.md'), Buffer.concat([README, Buffer.from('// edit\n')]));
    const one = await snap();
    const folder = join(dir, 'vol', 'content', 'index');
    const rec = dictPacks(await loadContentIndex(store))[0]!;
    for (const f of readdirSync(folder)) {
      const doc = JSON.parse(readFileSync(join(folder, f), 'utf8')) as { version: number; packs: PackRecord[] };
      for (const p of doc.packs) tamper(p, rec);
      writeFileSync(join(folder, f), JSON.stringify(doc));
    }
    return { store, one, rec, folder };
  }

  async function refused(store: StorageBackend, ref: TreeRef, pack: string, what: RegExp) {
    const index = await loadContentIndex(store);
    const err = await failure(readPack(store, index.packs.get(pack)!, index));
    expect(err).toBeInstanceOf(CheckpointError);
    expect(err.code).toBe('INVALID_DATA');
    expect(err.message).toContain(`pack ${pack}`);
    expect(err.message).toMatch(what);
    expect(err.hint).toMatch(/pai-checkpoint verify/);
    const problems = (await verifyContent(store, ref, { readData: true })).problems;
    expect(problems.map((p) => p.error).join('\n')).toMatch(what);
  }

  test('a dictionary blob in no pack', async () => {
    const { store, one, rec } = await tampered((p, t) => p.id === t.id && (p.dict = ['ab'.repeat(32)]));
    await refused(store, one.tree, rec.id, /its dictionary blob (ab){32} is in no pack/);
  });

  test('a damaged dictionary blob (its bytes do not match its id)', async () => {
    // The index places README's first version one byte off in its pack.
    const { store, one, rec } = await tampered((p, t) => {
      p.blobs = p.blobs.map((b) => (b[0] === t.dict![0] ? [b[0], b[1] + 1, b[2] - 1] : b));
    });
    await refused(
      store,
      one.tree,
      rec.id,
      /dictionary cannot be read: blob [0-9a-f]{64} in pack [0-9a-f]{64} is damaged/,
    );
  });

  test('a dictionary that names a blob of its own pack (a cycle)', async () => {
    const { store, one, rec } = await tampered((p, t) => p.id === t.id && (p.dict = [p.blobs[0]![0]]));
    await refused(store, one.tree, rec.id, /cycle/);
  });

  test('a dictionary larger than the bound', async () => {
    const { store, one, rec } = await tampered(
      (p, t) => p.id === t.id && (p.dict = Array.from({ length: 30 }, () => p.dict![0]!)),
    );
    await refused(store, one.tree, rec.id, /dictionary of \d+ bytes passes/);
  });

  test(`a chain deeper than ${DICT_DEPTH_READ}, and a cycle of packs: refused before any pack is read; one of ${DICT_DEPTH_READ}, deeper than a writer makes, is read`, async () => {
    const { store } = setup();
    const id = (s: string) => sha256Hex(s);
    const index = new ContentIndex();
    const chain = Array.from({ length: DICT_DEPTH_READ + 3 }, (_, i): PackRecord => ({
      id: id(`pack ${i}`),
      size: 10,
      raw: 10,
      blobs: [[id(`blob ${i}`), 0, 10]],
      ...(i > 0 ? { dict: [id(`blob ${i - 1}`)] } : {}),
    }));
    for (const r of chain) index.add(r);
    // A writer stops at DICT_DEPTH_MAX by the copy it knows; the reader may find only a deeper copy now (format.ts).
    expect(index.depth(chain[DICT_DEPTH_READ]!)).toBe(DICT_DEPTH_READ);
    const deep = await failure(readPack(store, chain.at(-1)!, index));
    expect(deep.code).toBe('INVALID_DATA');
    expect(deep.message).toMatch(
      new RegExp(`pack ${chain.at(-1)!.id}: its dictionary chain is deeper than ${DICT_DEPTH_READ}`),
    );
    const loop = new ContentIndex();
    loop.add({ id: id('a'), size: 1, raw: 1, blobs: [[id('x'), 0, 1]], dict: [id('y')] });
    loop.add({ id: id('b'), size: 1, raw: 1, blobs: [[id('y'), 0, 1]], dict: [id('x')] });
    const cyc = await failure(readPack(store, loop.packs.get(id('a'))!, loop));
    expect(cyc.code).toBe('INVALID_DATA');
    expect(cyc.message).toMatch(/cycle/);
    // A collection does not loop on it either.
    expect(loop.withDictionaries([id('a')]).packs.size).toBe(2);
    // A blob stored twice (two captures at once), once at the end of the chain, once in a plain
    // pack: the chain through it is counted (and read) through the plain copy, and a collection keeps both.
    const twice: PackRecord = { id: id('copy'), size: 10, raw: 10, blobs: [[id(`blob ${DICT_DEPTH_MAX}`), 0, 10]] };
    index.add(twice);
    const next: PackRecord = { ...chain.at(-1)!, id: id('next'), dict: [id(`blob ${DICT_DEPTH_MAX}`)] };
    index.add(next);
    expect(index.depth(next)).toBe(1);
    expect(index.withDictionaries([next.id]).packs).toEqual(
      new Set([next.id, chain[DICT_DEPTH_MAX]!.id, twice.id, ...chain.slice(0, DICT_DEPTH_MAX).map((r) => r.id)]),
    );
  });

  test('copies of dictionary blobs crafted to make the chain check explore without end: a bounded walk, then INVALID_DATA', async () => {
    const { store } = setup();
    const id = (s: string) => sha256Hex(s);
    const index = new ContentIndex();
    // Levels 0..16 of 12 packs each; every pack of a level holds a copy of the blob that each pack
    // of the level above names as its dictionary, and the last level is one too deep: each copy
    // fails, so an unbounded walk would try 12^16 paths.
    const K = 12;
    const L = DICT_DEPTH_READ;
    for (let level = 0; level <= L; level++)
      for (let k = 0; k < K; k++)
        index.add({
          id: id(`pack ${level} ${k}`),
          size: 1,
          raw: 1,
          blobs: [[id(`blob ${level}`), 0, 1]],
          dict: [id(`blob ${level + 1}`)],
        });
    for (let k = 0; k < K; k++)
      index.add({
        id: id(`pack ${L + 1} ${k}`),
        size: 1,
        raw: 1,
        blobs: [[id(`blob ${L + 1}`), 0, 1]],
        dict: [id(`blob ${L + 2}`)],
      });
    index.add({ id: id(`pack ${L + 2}`), size: 1, raw: 1, blobs: [[id(`blob ${L + 2}`), 0, 1]] });
    const err = await failure(readPack(store, index.packs.get(id('pack 0 0'))!, index));
    expect(err.code).toBe('INVALID_DATA');
    expect(err.message).toContain(`pack ${id('pack 0 0')}`);
  });

  test('verify without --read-data finds a dictionary pack missing (a pack no tree names)', async () => {
    const { dir, tree, store, snap } = setup();
    await snap();
    let text = README;
    const refs: TreeRef[] = [];
    for (let i = 1; i <= 2; i++) {
      text = Buffer.concat([text, Buffer.from(`// edit ${i}\n`)]);
      writeFileSync(join(tree, 'README.md'), text);
      refs.push((await snap()).tree);
    }
    const index = await loadContentIndex(store);
    const middle = index.place(sha256Hex(text.subarray(0, text.length - '// edit 2\n'.length))).pack;
    expect(index.packs.get(middle)?.dict).toBeDefined(); // version 1's pack, itself compressed against version 0
    rmSync(join(dir, 'vol', 'content', 'packs', middle.slice(0, 2), middle));
    // (here the tree delta shares the newest pack, so the tree itself is unreadable without it)
    const problems = (await verifyContent(store, refs[1]!)).problems.map((p) => p.error).join('\n');
    expect(problems).toContain(`pack ${middle} is missing`);
  });

  test('an index document of a newer version, or a version 1 document naming a dictionary, is refused with what to do', async () => {
    const { store, folder } = await tampered(() => undefined);
    const file = readdirSync(folder)
      .map((f) => join(folder, f))
      .find((f) => readFileSync(f, 'utf8').includes('"dict"'))!;
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { version: number };
    writeFileSync(file, JSON.stringify({ ...doc, version: 3 }));
    let index = await loadContentIndex(store);
    expect(index.problems[0]?.error).toMatch(/version 3 is newer than this pai-checkpoint reads/);
    writeFileSync(file, JSON.stringify({ ...doc, version: 1 }));
    index = await loadContentIndex(store);
    expect(index.problems[0]?.error).toMatch(/names a dictionary in a version 1 index document/);
  });
});

describe('on an S3 volume (s3rver): the same storage API', () => {
  const s3 = useS3();
  test('a one-line change is a dictionary pack; restored byte-exact and verified', async () => {
    const store = new S3Volume({ url: 's3://vol/dict', endpoint: s3.endpoint, credentials: S3_CREDENTIALS });
    const { tree, snap, restored } = setup(store);
    await snap();
    const edited = Buffer.concat([README, Buffer.from('// edit 1\n')]);
    writeFileSync(join(tree, 'README.md'), edited);
    const one = await snap();
    const [rec] = dictPacks(await loadContentIndex(store));
    expect(rec?.dict).toEqual([sha256Hex(README)]);
    expect(rec!.size).toBeLessThan(1000);
    expect(await restored(one.tree, 'out')).toEqual(edited);
    expect((await verifyContent(store, one.tree, { readData: true })).problems).toEqual([]);
  });
});

import { readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Manifest } from '../../../src/domain/volume/manifest.js';
import { commitCheckpoint } from '../../../src/domain/volume/commit.js';
import { deleteCheckpoint } from '../../../src/domain/volume/delete.js';
import { findOrphans } from '../../../src/domain/volume/orphans.js';
import { listSessions, readManifest } from '../../../src/domain/volume/read.js';
import { loadIndex, markVerified, rebuildIndex } from '../../../src/domain/volume/session-index.js';
import { loadVerified, verifyCheckpoint } from '../../../src/domain/volume/verify.js';
import { newCheckpointId } from '../../../src/core/ids.js';
import { draft } from '../../support/draft.js';
import { checkpointOfKey, checkpointPrefix, indexKey } from '../../../src/storage/layout.js';
import type { StorageBackend } from '../../../src/storage/backend.js';
import { LocalVolume } from '../../../src/storage/local.js';
import { CountingVolume } from '../../storage/counting.js';
import { tempDir } from '../../helpers.js';

const S = 'sess-1';

function volume() {
  const root = join(tempDir(), 'volume');
  return { root, store: new LocalVolume(root) };
}

async function chain(store: StorageBackend, n: number, sessionId = S): Promise<Manifest[]> {
  const out: Manifest[] = [];
  for (let i = 0; i < n; i++) {
    const parent = out.at(-1);
    out.push(
      await commitCheckpoint(
        store,
        draft({ session_id: sessionId, parent_checkpoint_id: parent?.id ?? null, checkpoint_chain_depth: i + 1 }),
        [
          { name: 'conversation.json', data: `{"turn": ${i}}` },
          { name: 'workspace.tar.zst', data: Buffer.from([i, 1, 2, 3, 4]) },
          { name: 'git/state.json', data: '{}' },
        ],
      ),
    );
  }
  return out;
}

describe('commit', () => {
  test('parts, then a manifest with size and sha256 per part, then the index', async () => {
    const { store, root } = volume();
    const [m] = await chain(store, 1);
    expect(m!.parts).toEqual({
      'conversation.json': { size: 11, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      'workspace.tar.zst': { size: 5, sha256: expect.any(String) },
      'git/state.json': { size: 2, sha256: expect.any(String) },
    });
    expect(JSON.parse(readFileSync(join(root, 'checkpoints', S, m!.id, 'manifest.json'), 'utf8'))).toEqual(m);
    expect((await loadIndex(store, S)).checkpoints).toEqual([
      { id: m!.id, created_at: m!.created_at, trigger: 'manual', parent: null, size_bytes: 18, tags: [] },
    ]);
    expect(await listSessions(store)).toEqual([S]);
    await expect(commitCheckpoint(store, draft(), [{ name: 'manifest.json', data: 'x' }])).rejects.toThrow(
      /cannot be named manifest\.json/,
    );
  });
});

describe('verify', () => {
  test('a good checkpoint verifies', async () => {
    const { store } = volume();
    const [m] = await chain(store, 1);
    expect(await verifyCheckpoint(store, S, m!.id)).toMatchObject({ ok: true, problems: [] });
  });

  test.each([
    [
      'a corrupted part',
      (root: string, id: string) =>
        writeFileSync(join(root, 'checkpoints', S, id, 'workspace.tar.zst'), Buffer.from([9, 9, 9, 9, 9])),
      [{ part: 'workspace.tar.zst', error: 'sha256 mismatch (corrupted)' }],
    ],
    [
      'a truncated part',
      (root: string, id: string) => writeFileSync(join(root, 'checkpoints', S, id, 'conversation.json'), '{"tu'),
      [{ part: 'conversation.json', error: 'size 4, manifest says 11' }],
    ],
    [
      'a missing part',
      (root: string, id: string) => rmSync(join(root, 'checkpoints', S, id, 'git', 'state.json')),
      [{ part: 'git/state.json', error: 'missing' }],
    ],
    [
      'an edited manifest',
      (root: string, id: string) => {
        const f = join(root, 'checkpoints', S, id, 'manifest.json');
        writeFileSync(f, JSON.stringify({ ...JSON.parse(readFileSync(f, 'utf8')), trigger: 'error' }));
      },
      [{ part: 'manifest.json', error: expect.stringMatching(/checksum mismatch/) }],
    ],
    [
      'a truncated manifest',
      (root: string, id: string) =>
        writeFileSync(join(root, 'checkpoints', S, id, 'manifest.json'), '{"version": "1.2", "id'),
      [{ part: 'manifest.json', error: expect.stringMatching(/manifest\.json: invalid JSON/) }],
    ],
    [
      'an unknown major version',
      (root: string, id: string) => {
        const f = join(root, 'checkpoints', S, id, 'manifest.json');
        writeFileSync(f, JSON.stringify({ ...JSON.parse(readFileSync(f, 'utf8')), version: '3.1' }));
      },
      [
        {
          part: 'manifest.json',
          error: expect.stringMatching(/schema version 3\.1 is newer than this pai-checkpoint understands/),
        },
      ],
    ],
  ])('%s is named', async (_name, damage, problems) => {
    const { store, root } = volume();
    const [m] = await chain(store, 1);
    damage(root, m!.id);
    expect(await verifyCheckpoint(store, S, m!.id)).toMatchObject({ ok: false, problems });
  });

  test('a corrupt checkpoint falls back to its parent, with the reason', async () => {
    const { store, root } = volume();
    const [a, b, c] = await chain(store, 3);
    writeFileSync(join(root, 'checkpoints', S, c!.id, 'workspace.tar.zst'), 'bad');
    writeFileSync(join(root, 'checkpoints', S, b!.id, 'manifest.json'), '{');
    const r = await loadVerified(store, S, c!.id);
    expect(r.manifest.id).toBe(a!.id);
    expect(r.fellBackFrom.map((f) => [f.id, f.problems[0]!.part])).toEqual([
      [c!.id, 'workspace.tar.zst'],
      [b!.id, 'manifest.json'],
    ]);
    writeFileSync(join(root, 'checkpoints', S, a!.id, 'conversation.json'), 'x');
    await expect(loadVerified(store, S, c!.id)).rejects.toThrow(/no usable checkpoint at or before sess-1\//);
  });
});

describe('index', () => {
  test('a lost, corrupt or stale index is rebuilt from the manifests', async () => {
    const { store, root } = volume();
    const ms = await chain(store, 3);
    const ids = ms.map((m) => m.id);
    const file = join(root, indexKey(S));
    writeFileSync(file, '{"version": 1, "session_id"');
    expect((await loadIndex(store, S)).checkpoints.map((e) => e.id)).toEqual(ids);
    rmSync(file);
    expect((await loadIndex(store, S)).checkpoints.map((e) => e.id)).toEqual(ids);
    // Stale: a crash between a manifest and the index update.
    const idx = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...idx, checkpoints: idx.checkpoints.slice(0, 2) }));
    expect((await loadIndex(store, S)).checkpoints.map((e) => e.id)).toEqual(ids);
    expect(JSON.parse(readFileSync(file, 'utf8')).checkpoints).toHaveLength(3);
  });

  test('rebuild reports unreadable manifests instead of indexing them', async () => {
    const { store, root } = volume();
    const [a, b] = await chain(store, 2);
    writeFileSync(join(root, 'checkpoints', S, b!.id, 'manifest.json'), 'nope');
    const r = await rebuildIndex(store, S);
    expect(r.index.checkpoints.map((e) => e.id)).toEqual([a!.id]);
    expect(r.problems).toEqual([
      { key: `checkpoints/${S}/${b!.id}/manifest.json`, error: expect.stringMatching(/invalid JSON/) },
    ]);
  });
});

test('orphans (no manifest) are found once old enough; delete removes manifest, parts and index entry', async () => {
  const { store, root } = volume();
  const [a] = await chain(store, 1);
  const orphanId = newCheckpointId();
  await store.put(`${checkpointPrefix(S, orphanId)}workspace.tar.zst`, 'half');
  expect(await findOrphans(store, S, 3_600_000)).toEqual([]); // might be a capture in progress
  const old = (Date.now() - 7_200_000) / 1000;
  utimesSync(join(root, 'checkpoints', S, orphanId, 'workspace.tar.zst'), old, old);
  expect(await findOrphans(store, S, 3_600_000)).toEqual([orphanId]);
  expect(await deleteCheckpoint(store, S, orphanId)).toBe(true);
  expect(await deleteCheckpoint(store, S, a!.id)).toBe(true);
  expect(await readManifest(store, S, a!.id)).toBeUndefined();
  expect(await store.list(`checkpoints/${S}/`)).toEqual([`checkpoints/${S}/index.json`]);
  expect((await loadIndex(store, S)).checkpoints).toEqual([]);
  expect(await deleteCheckpoint(store, S, a!.id)).toBe(false);
});

/** The stored index as JSON (what another process, or an older pai-checkpoint, reads). */
const storedIndex = (root: string, sessionId = S) => JSON.parse(readFileSync(join(root, indexKey(sessionId)), 'utf8'));

function counted() {
  const { root, store } = volume();
  return { root, real: store, store: new CountingVolume(store) };
}

describe('listings (each call is a request on object storage)', () => {
  test('listSessions makes one listing of checkpoints/, one level deep: its size is the number of sessions, not of objects', async () => {
    const { store } = counted();
    for (const s of ['sess-a', 'sess-b', 'sess-c']) await chain(store, 4, s);
    store.reset();
    expect(await listSessions(store)).toEqual(['sess-a', 'sess-b', 'sess-c']);
    expect(store.of()).toEqual([{ method: 'listLevel', key: 'checkpoints/', results: 3 }]);
    expect((await store.inner.list('checkpoints/')).length).toBe(3 * (4 * 4 + 1)); // what the full listing returned before
  });

  test('a session whose folder holds no object any more is not listed (as before)', async () => {
    const { store, root } = volume();
    const orphanId = newCheckpointId();
    await store.put(`${checkpointPrefix(S, orphanId)}workspace.tar.zst`, 'half');
    expect(await listSessions(store)).toEqual([S]);
    expect(await deleteCheckpoint(store, S, orphanId)).toBe(true);
    expect(readdirSync(join(root, 'checkpoints', S))).toEqual([]); // the folder is left, empty
    expect(await listSessions(store)).toEqual([]);
  });

  test('loadIndex with a valid (settled) index reads it and lists nothing', async () => {
    const { store, root } = counted();
    const ms = await chain(store, 5);
    expect(storedIndex(root)).toMatchObject({ version: 4, settled: true });
    store.reset();
    expect((await loadIndex(store, S)).checkpoints.map((e) => e.id)).toEqual(ms.map((m) => m.id));
    expect(store.of()).toEqual([{ method: 'get', key: indexKey(S) }]);
  });

  test('a commit lists the session once (the writer checks the index; it listed twice before); the index is written before and after the manifest', async () => {
    const { store } = counted();
    await chain(store, 2);
    store.reset();
    await chain(store, 1);
    expect(store.of('list').map((c) => c.key)).toEqual([`checkpoints/${S}/`]);
    const puts = store.of('put').map((c) => checkpointOfKey(c.key)?.part ?? c.key);
    expect(puts).toEqual([
      'conversation.json',
      'workspace.tar.zst',
      'git/state.json',
      indexKey(S),
      'manifest.json',
      indexKey(S),
    ]);
  });
});

describe('when the index is trusted', () => {
  test('a crash between the manifest and the index: the index is left not settled, so readers list and see the checkpoint', async () => {
    const { store, root } = counted();
    const [a] = await chain(store, 1);
    let indexPuts = 0;
    // The second index put of the next commit (the settled one, after the manifest) never happens.
    store.fail = (method, key) => method === 'put' && key === indexKey(S) && ++indexPuts === 2;
    const [b] = await chain(store, 1);
    store.fail = () => false;
    expect(storedIndex(root)).toMatchObject({ settled: false, checkpoints: [{ id: a!.id }] });
    store.reset();
    expect((await loadIndex(store, S)).checkpoints.map((e) => e.id)).toEqual([a!.id, b!.id]);
    expect(store.of('list')).toHaveLength(1);
    // The reader's rebuild is written, but not settled: it holds no lock.
    expect(storedIndex(root)).toMatchObject({ settled: false, checkpoints: [{ id: a!.id }, { id: b!.id }] });
    store.reset();
    await loadIndex(store, S);
    expect(store.of('list')).toHaveLength(1);
    expect(store.of('put')).toHaveLength(0); // it agrees with the manifests: not rewritten
    // The session's next change settles it again.
    await chain(store, 1);
    store.reset();
    expect((await loadIndex(store, S)).checkpoints).toHaveLength(3);
    expect(store.of('list')).toHaveLength(0);
  });

  test('a deletion cut short after the manifest: readers no longer see the checkpoint', async () => {
    const { store, root } = counted();
    const [a, b] = await chain(store, 2);
    store.fail = (method) => method === 'deletePrefix';
    await expect(deleteCheckpoint(store, S, b!.id)).rejects.toThrow(/injected failure/);
    store.fail = () => false;
    expect(storedIndex(root)).toMatchObject({ settled: false });
    expect((await loadIndex(store, S)).checkpoints.map((e) => e.id)).toEqual([a!.id]);
    expect(await findOrphans(store, S, 0)).toEqual([b!.id]); // its parts, swept by prune
  });

  test('a crash at any step of a commit or a deletion never leaves a settled index that disagrees with the manifests', async () => {
    for (const op of ['commit', 'delete'] as const) {
      for (let k = 1; ; k++) {
        const { store, real, root } = counted();
        const [, last] = await chain(store, 2);
        let n = 0;
        store.fail = () => ++n >= k; // the process dies at its k-th call to the volume: nothing after it happens
        await (op === 'commit' ? chain(store, 1) : deleteCheckpoint(store, S, last!.id)).catch(() => undefined);
        store.fail = () => false;
        const finished = n < k; // the operation made fewer calls than k: it never crashed
        const manifests = (await rebuildIndex(real, S)).index.checkpoints.map((e) => e.id);
        const stored = storedIndex(root);
        if (stored.settled)
          expect(
            stored.checkpoints.map((e: { id: string }) => e.id),
            `${op}, crash at call ${k}`,
          ).toEqual(manifests);
        expect((await loadIndex(real, S)).checkpoints.map((e) => e.id)).toEqual(manifests);
        if (finished) {
          expect(stored.settled, `${op} without a crash`).toBe(true);
          expect(k).toBeGreaterThan(5);
          break;
        }
      }
    }
  });

  test('a crash before the manifest leaves a settled index settled: nothing it lists changed', async () => {
    const { store, root } = counted();
    const [a] = await chain(store, 1);
    store.fail = (method, key) => method === 'put' && key.endsWith('/workspace.tar.zst');
    await expect(chain(store, 1)).rejects.toThrow(/injected failure/);
    store.fail = () => false;
    expect(storedIndex(root)).toMatchObject({ settled: true, checkpoints: [{ id: a!.id }] });
  });

  test("verify's VERIFIED mark (written without the lock) leaves the index not settled until the next change", async () => {
    const { store, root } = counted();
    const [a] = await chain(store, 1);
    expect(await markVerified(store, S, a!.id, true, new Date().toISOString())).toBeUndefined();
    expect(storedIndex(root)).toMatchObject({ settled: false, checkpoints: [{ id: a!.id, verified: { ok: true } }] });
    store.reset();
    expect((await loadIndex(store, S)).checkpoints[0]!.verified?.ok).toBe(true);
    expect(store.of('list')).toHaveLength(1);
    await chain(store, 1);
    expect(storedIndex(root)).toMatchObject({
      settled: true,
      checkpoints: [{ id: a!.id, verified: { ok: true } }, {}],
    });
  });

  test('an index a writer cannot mark as changing: removed instead; when it cannot be removed either, nothing is committed', async () => {
    const { store, root, real } = counted();
    const [a] = await chain(store, 1);
    store.fail = (method, key) => method === 'put' && key === indexKey(S);
    const [b] = await chain(store, 1); // the index is removed, so readers rebuild it
    expect(await real.get(indexKey(S))).toBeUndefined();
    store.fail = () => false;
    expect((await loadIndex(store, S)).checkpoints.map((e) => e.id)).toEqual([a!.id, b!.id]);
    await chain(store, 1);
    store.fail = (method, key) => (method === 'put' || method === 'delete') && key === indexKey(S);
    await expect(chain(store, 1)).rejects.toThrow(
      /index\.json not written .*would hide the change from readers, so nothing was changed/,
    );
    store.fail = () => false;
    expect(storedIndex(root)).toMatchObject({ settled: true });
    expect((await store.inner.list(`checkpoints/${S}/`)).filter((k) => k.endsWith('/manifest.json'))).toHaveLength(3);
    expect(await findOrphans(store, S, 0)).toEqual([]); // its parts were removed
  });

  test('an index another writer overwrote without the lock is repaired by the next checkpoint', async () => {
    const { store, root } = counted();
    const [a, b] = await chain(store, 2);
    const stale = storedIndex(root);
    writeFileSync(join(root, indexKey(S)), JSON.stringify({ ...stale, checkpoints: stale.checkpoints.slice(0, 1) }));
    expect((await loadIndex(store, S)).checkpoints.map((e) => e.id)).toEqual([a!.id]); // trusted: the one case not seen
    const [c] = await chain(store, 1);
    expect((await loadIndex(store, S)).checkpoints.map((e) => e.id)).toEqual([a!.id, b!.id, c!.id]);
  });

  test('a version-2 index (before `settled`) is read as not settled: checked against the manifests, kept when it agrees', async () => {
    const { store, root } = counted();
    const ms = await chain(store, 2);
    const v2 = {
      version: 2,
      session_id: S,
      checkpoints: storedIndex(root).checkpoints.map((e: object, i: number) =>
        i === 0 ? { ...e, verified: { ok: true, at: 'then' } } : e,
      ),
    };
    writeFileSync(join(root, indexKey(S)), JSON.stringify(v2));
    store.reset();
    const index = await loadIndex(store, S);
    expect(index).toMatchObject({
      version: 4,
      settled: false,
      checkpoints: [{ id: ms[0]!.id, verified: { ok: true, at: 'then' } }, { id: ms[1]!.id }],
    });
    expect(store.of('list')).toHaveLength(1);
    expect(storedIndex(root)).toEqual(v2); // not rewritten
    // One that disagrees with the manifests is rebuilt, as before.
    writeFileSync(join(root, indexKey(S)), JSON.stringify({ ...v2, checkpoints: v2.checkpoints.slice(1) }));
    expect((await loadIndex(store, S)).checkpoints.map((e) => e.id)).toEqual(ms.map((m) => m.id));
    expect(storedIndex(root)).toMatchObject({ version: 4, settled: false });
  });

  test('a version-1 index, or one of another session, is rebuilt', async () => {
    const { store, root } = counted();
    const ms = await chain(store, 2);
    for (const bad of [
      { version: 1, session_id: S, checkpoints: [] },
      { ...storedIndex(root), session_id: 'other' },
      { ...storedIndex(root), checkpoints: [{ id: 7 }] },
    ]) {
      writeFileSync(join(root, indexKey(S)), JSON.stringify(bad));
      expect((await loadIndex(store, S)).checkpoints.map((e) => e.id)).toEqual(ms.map((m) => m.id));
      expect(storedIndex(root)).toMatchObject({ version: 4, session_id: S, settled: false });
    }
  });
});

import { readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Manifest } from '../../../src/domain/volume/manifest.js';
import {
  commitCheckpoint,
  deleteCheckpoint,
  findOrphans,
  listSessions,
  loadIndex,
  loadVerified,
  readManifest,
  rebuildIndex,
  verifyCheckpoint,
  type ManifestDraft,
} from '../../../src/domain/volume/store.js';
import { newCheckpointId } from '../../../src/core/ids.js';
import { checkpointPrefix, indexKey } from '../../../src/storage/layout.js';
import { LocalVolume } from '../../../src/storage/local.js';
import { tempDir } from '../../helpers.js';

const S = 'sess-1';

function draft(over: Partial<ManifestDraft> = {}): ManifestDraft {
  return {
    id: newCheckpointId(),
    session_id: S,
    created_at: new Date().toISOString(),
    trigger: 'manual',
    parent_checkpoint_id: null,
    checkpoint_chain_depth: 1,
    conversation: { turn_count: 3, last_message_id: 'msg_1', tokens_used: 1200, has_resume_token: true },
    workspace: { path: 'workspace.tar.zst', size_bytes: 5, file_count: 1, uncommitted_files: [] },
    git: null,
    metrics: { cost_estimate_usd: 0.01, tools_invoked: ['Bash'], files_modified: 1 },
    approval: { status: 'auto_approved', policy: 'default' },
    environment: { captured_at: new Date().toISOString() },
    tags: [],
    annotations: [],
    linked_issues: [],
    ...over,
  };
}

function volume() {
  const root = join(tempDir(), 'volume');
  return { root, store: new LocalVolume(root) };
}

async function chain(store: LocalVolume, n: number): Promise<Manifest[]> {
  const out: Manifest[] = [];
  for (let i = 0; i < n; i++) {
    const parent = out.at(-1);
    out.push(
      await commitCheckpoint(store, draft({ parent_checkpoint_id: parent?.id ?? null, checkpoint_chain_depth: i + 1 }), [
        { name: 'conversation.json', data: `{"turn": ${i}}` },
        { name: 'workspace.tar.zst', data: Buffer.from([i, 1, 2, 3, 4]) },
        { name: 'git/state.json', data: '{}' },
      ]),
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
    expect((await loadIndex(store, S)).checkpoints).toEqual([{ id: m!.id, created_at: m!.created_at, trigger: 'manual', parent: null, size_bytes: 18, tags: [] }]);
    expect(await listSessions(store)).toEqual([S]);
    await expect(commitCheckpoint(store, draft(), [{ name: 'manifest.json', data: 'x' }])).rejects.toThrow(/cannot be named manifest\.json/);
  });
});

describe('verify', () => {
  test('a good checkpoint verifies', async () => {
    const { store } = volume();
    const [m] = await chain(store, 1);
    expect(await verifyCheckpoint(store, S, m!.id)).toMatchObject({ ok: true, problems: [] });
  });

  test.each([
    ['a corrupted part', (root: string, id: string) => writeFileSync(join(root, 'checkpoints', S, id, 'workspace.tar.zst'), Buffer.from([9, 9, 9, 9, 9])), [{ part: 'workspace.tar.zst', error: 'sha256 mismatch (corrupted)' }]],
    ['a truncated part', (root: string, id: string) => writeFileSync(join(root, 'checkpoints', S, id, 'conversation.json'), '{"tu'), [{ part: 'conversation.json', error: 'size 4, manifest says 11' }]],
    ['a missing part', (root: string, id: string) => rmSync(join(root, 'checkpoints', S, id, 'git', 'state.json')), [{ part: 'git/state.json', error: 'missing' }]],
    ['an edited manifest', (root: string, id: string) => {
      const f = join(root, 'checkpoints', S, id, 'manifest.json');
      writeFileSync(f, JSON.stringify({ ...JSON.parse(readFileSync(f, 'utf8')), trigger: 'error' }));
    }, [{ part: 'manifest.json', error: expect.stringMatching(/checksum mismatch/) }]],
    ['a truncated manifest', (root: string, id: string) => writeFileSync(join(root, 'checkpoints', S, id, 'manifest.json'), '{"version": "1.2", "id'), [{ part: 'manifest.json', error: expect.stringMatching(/manifest\.json: invalid JSON/) }]],
    ['an unknown major version', (root: string, id: string) => {
      const f = join(root, 'checkpoints', S, id, 'manifest.json');
      writeFileSync(f, JSON.stringify({ ...JSON.parse(readFileSync(f, 'utf8')), version: '3.1' }));
    }, [{ part: 'manifest.json', error: expect.stringMatching(/schema version 3\.1 is newer than this pai-checkpoint understands/) }]],
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
    expect(r.problems).toEqual([{ key: `checkpoints/${S}/${b!.id}/manifest.json`, error: expect.stringMatching(/invalid JSON/) }]);
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

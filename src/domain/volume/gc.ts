import { CheckpointError } from '../../core/errors.js';
import { getJson, type StorageBackend } from '../../storage/backend.js';
import {
  CHECKPOINTS,
  CONTENT_PACKS,
  CONTENT_ROOTS,
  checkpointOfKey,
  MANIFEST,
  packKey,
  packOfKey,
  SHARED_PARTS,
  sharedPartOfKey,
} from '../../storage/layout.js';
import { parseManifest, storedPartKey } from './manifest.js';
import { lockVolume } from '../content/locks.js';
import { loadContentIndex, putIndexDoc, type ContentIndex } from '../content/repo.js';
import { loadTree, type TreeRef } from '../content/snapshot.js';

export interface GcReport {
  dryRun: boolean;
  /** Checkpoints whose trees were marked. */
  checkpoints: number;
  packs: { kept: number; removed: number; removedBytes: number };
  /** Index files merged into one. */
  indexFiles: number;
  /** Shared parts (manifest 2.0) no manifest names any more, removed (or that would be, on a dry run). */
  sharedParts: { kept: number; removed: number };
}

interface GcOptions {
  dryRun?: boolean | undefined;
  now?: (() => number) | undefined;
  /** How long to wait for captures holding the shared lock. */
  waitMs?: number | undefined;
  /** Packs not in any index are removed only when older than the mark's start by this (a capture's packs precede its index file). */
  graceMs?: number | undefined;
}

/** Marks the blobs of the trees that checkpoints of other volumes keep here (a large tier's roots); returns how many. */
async function markRoots(store: StorageBackend, index: ContentIndex, marked: Set<string>): Promise<number> {
  let kept = 0;
  for (const key of await store.list(CONTENT_ROOTS)) {
    const root = await getJson<{ tree?: TreeRef }>(store, key);
    if (!root?.tree) continue; // removed meanwhile
    try {
      for (const e of await loadTree(store, index, root.tree))
        if (e[1] === 'f') for (const id of e[5] as string[]) marked.add(id);
    } catch (err) {
      throw new CheckpointError(
        'INVALID_DATA',
        `cannot collect garbage: the tree ${key} keeps cannot be read (${err instanceof Error ? err.message : String(err)})`,
        'nothing was removed; run `pai-checkpoint verify --all` on the volume that holds its checkpoint',
      );
    }
    marked.add(root.tree.base);
    if (root.tree.delta) marked.add(root.tree.delta);
    kept++;
  }
  return kept;
}

/**
 * The shared parts no manifest names (`named`: their keys), written before `before` (a capture writes
 * its shared parts before its manifest, under the shared lock that this collection waited for).
 */
async function unnamedParts(store: StorageBackend, named: Set<string>, before: number): Promise<string[]> {
  const out: string[] = [];
  for (const key of await store.list(SHARED_PARTS)) {
    if (named.has(key) || !sharedPartOfKey(key)) continue;
    const st = await store.stat(key);
    if (st && st.mtimeMs < before) out.push(key);
  }
  return out;
}

/**
 * Garbage collection of workspace content and shared parts (restic's prune, which lives with its repository as this
 * does with the checkpoints: it reads every manifest), under the volume's EXCLUSIVE lock
 * (captures hold the shared one from their blob look-up to their manifest):
 *
 * 1. mark: every manifest on the volume is read, every content tree loaded, and each blob they
 *    name is marked, as is each shared part they name (the unnamed ones are removed right after). A manifest or tree that cannot be read stops the collection (what it
 *    references is unknown) — nothing is removed;
 * 2. one index file is written for the packs that keep a marked blob, and the packs holding the
 *    dictionaries of those (repo.ts: a small pack may be compressed against older blobs), transitively;
 * 3. the index files read in 1 are removed; only then
 * 4. the packs without a marked blob, and packs in no index that are older than the mark's
 *    start (a killed capture's), are removed.
 *
 * A kill -9 anywhere leaves every marked blob in a pack that some index file lists: before 3 the
 * old index files are all there; during 3 the new one lists every live pack; packs go only in 4,
 * and a pack that 4 did not reach is in no index any more and goes at the next collection.
 */
export async function collectGarbage(store: StorageBackend, o: GcOptions = {}): Promise<GcReport> {
  const now = o.now ?? Date.now;
  const lock = await lockVolume(store, 'exclusive', { purpose: 'garbage collection', waitMs: o.waitMs, now });
  try {
    const markStart = now();
    const report: GcReport = {
      dryRun: !!o.dryRun,
      checkpoints: 0,
      packs: { kept: 0, removed: 0, removedBytes: 0 },
      indexFiles: 0,
      sharedParts: { kept: 0, removed: 0 },
    };
    const index = await loadContentIndex(store);
    if (index.problems.length > 0)
      throw new CheckpointError(
        'INVALID_DATA',
        `cannot collect garbage: index file ${index.problems[0]!.key} is unreadable (${index.problems[0]!.error})`,
        'nothing was removed; run `pai-checkpoint verify --all`',
      );
    const marked = new Set<string>();
    const namedParts = new Set<string>();
    for (const key of await store.list(CHECKPOINTS)) {
      const at = checkpointOfKey(key);
      if (!at || at.part !== MANIFEST) continue;
      const text = await store.get(key);
      if (!text) continue; // deleted meanwhile
      let tree: TreeRef | undefined;
      try {
        const m = parseManifest(text.toString('utf8'), `${store.location}/${key}`).manifest;
        for (const name of Object.keys(m.parts)) if (m.parts[name]!.shared) namedParts.add(storedPartKey(m, name));
        // (Content on the large tier is kept there, by its root: see below.)
        tree = m.workspace?.format === 'content' && m.workspace.tier === undefined ? m.workspace.tree : undefined;
        if (tree)
          for (const e of await loadTree(store, index, tree))
            if (e[1] === 'f') for (const id of e[5] as string[]) marked.add(id);
      } catch (err) {
        throw new CheckpointError(
          'INVALID_DATA',
          `cannot collect garbage: ${at.sessionId}/${at.id} cannot be read (${err instanceof Error ? err.message : String(err)})`,
          `nothing was removed; \`pai-checkpoint verify ${at.id}\`, and delete it if it is damaged`,
        );
      }
      if (tree) {
        marked.add(tree.base);
        if (tree.delta) marked.add(tree.delta);
        report.checkpoints++;
      }
    }
    report.checkpoints += await markRoots(store, index, marked);
    // A live pack compressed with a dictionary keeps the packs of its dictionary blobs, transitively.
    const liveIds = index.withDictionaries(
      [...index.packs.values()].filter((p) => p.blobs.some(([id]) => marked.has(id))).map((p) => p.id),
    ).packs;
    const live = [...index.packs.values()].filter((p) => liveIds.has(p.id));
    const dead = [...index.packs.values()].filter((p) => !liveIds.has(p.id));
    report.packs.kept = live.length;
    // Packs no index lists: a capture killed before its index file (or a collection before step 4).
    const stray: string[] = [];
    for (const key of await store.list(CONTENT_PACKS)) {
      const id = packOfKey(key);
      if (!id || index.packs.has(id)) continue;
      const st = await store.stat(key);
      if (st && st.mtimeMs < markStart - (o.graceMs ?? 0)) stray.push(id);
    }
    const unnamed = await unnamedParts(store, namedParts, markStart - (o.graceMs ?? 0));
    report.sharedParts = { kept: namedParts.size, removed: unnamed.length };
    report.packs.removed = dead.length + stray.length;
    report.packs.removedBytes = dead.reduce((n, p) => n + p.size, 0);
    report.indexFiles = index.files.length;
    if (!o.dryRun) for (const key of unnamed) await store.delete(key);
    if (o.dryRun || (dead.length === 0 && stray.length === 0 && index.files.length <= 1)) return report;
    const merged = await putIndexDoc(store, live);
    for (const key of index.files) if (key !== merged.key) await store.delete(key);
    for (const p of dead) await store.delete(packKey(p.id));
    for (const id of stray) await store.delete(packKey(id));
    return report;
  } finally {
    await lock.release();
  }
}

import type { StorageBackend } from '../../storage/backend.js';
import { checkpointPrefix, contentRootKey, manifestKey } from '../../storage/layout.js';
import { largeTierOf } from '../../storage/sealed.js';
import { contentVolume } from '../content/tier.js';
import { readManifest } from './read.js';
import { trusted, unsettle, writeIndex, writerView } from './session-index.js';

/**
 * Deletes a checkpoint: manifest first (it stops existing), then its parts, then its index entry.
 * Called by the session's one writer (its capture lock held): see the top of session-index.ts.
 */
export async function deleteCheckpoint(store: StorageBackend, sessionId: string, id: string): Promise<boolean> {
  const prefix = checkpointPrefix(sessionId, id);
  const view = await writerView(store, sessionId);
  // Only an indexed checkpoint changes what the index says; an orphan (or a manifest that cannot
  // be read, never indexed) is removed under a settled index without touching it.
  const indexed = view.index.checkpoints.some((e) => e.id === id);
  if (indexed) await unsettle(store, view);
  // Its workspace on the large tier: the root that keeps it there goes once the checkpoint is gone.
  // (Read only where a tier is configured: without one, its root could not be reached anyway.)
  const onTier = largeTierOf(store)
    ? await readManifest(store, sessionId, id)
        .then((m) => (m?.workspace?.tier !== undefined ? m : undefined))
        .catch(() => undefined)
    : undefined;
  const existed = await store.delete(manifestKey(sessionId, id));
  const removed = await store.deletePrefix(prefix);
  if (onTier) {
    try {
      await contentVolume(store, onTier).delete(contentRootKey(sessionId, id));
    } catch {
      // A tier not configured or not reachable here keeps the root: its content stays (never lost).
    }
  }
  view.index.checkpoints = view.index.checkpoints.filter((e) => e.id !== id);
  // An index that was not settled is settled now too: the listing above is the truth.
  if (indexed || (!trusted(view.stored) && (view.index.checkpoints.length > 0 || view.stored !== 'missing')))
    await writeIndex(store, view.index, true);
  return existed || removed > 0;
}

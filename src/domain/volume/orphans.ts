import type { StorageBackend } from '../../storage/backend.js';
import { checkpointOfKey, MANIFEST, sessionPrefix } from '../../storage/layout.js';

/**
 * Folders of a session with objects but no manifest: captures that died (or are still running).
 * Only those whose newest object is older than `olderThanMs` are returned, so a capture in
 * progress is never swept.
 */
export async function findOrphans(
  store: StorageBackend,
  sessionId: string,
  olderThanMs: number,
  now = Date.now(),
): Promise<string[]> {
  const byId = new Map<string, string[]>();
  for (const key of await store.list(sessionPrefix(sessionId))) {
    const at = checkpointOfKey(key);
    if (!at) continue; // index.json
    const list = byId.get(at.id) ?? [];
    list.push(key);
    byId.set(at.id, list);
  }
  const orphans: string[] = [];
  for (const [id, keys] of byId) {
    if (keys.some((k) => checkpointOfKey(k)?.part === MANIFEST)) continue;
    let newest = 0;
    for (const k of keys) newest = Math.max(newest, (await store.stat(k))?.mtimeMs ?? 0);
    if (now - newest >= olderThanMs) orphans.push(id);
  }
  return orphans.sort();
}

import type { StorageBackend } from '../../storage/backend.js';
import { dictZstd } from '../../platform/pack-zstd.js';
import type { BlobLookup } from './known.js';
import { ContentIndex, DICT_BYTES_MAX, DICT_DEPTH_MAX, loadContentIndex, type PackDictionary } from './repo.js';

/**
 * The dictionary for a capture's new small pack: `previous` are the blobs of its files' paths in
 * the tree the stat cache holds (the previous capture's), most wanted first. A one-line change to
 * an 11 KB README compressed alone took 3.7 KB, against it ~0.2 KB (restic stores ~3.9 KB).
 * Those the volume's index has, up to DICT_BYTES_MAX, whose packs leave the new pack within
 * DICT_DEPTH_MAX; undefined when none qualifies or their chain cannot be read (the pack is then
 * written without one: a damaged chain is verify's to report, not a capture's to fail on).
 *
 * The capture knows the volume's blobs by id only (known.ts), so the index is loaded here, and
 * only when a small pack has previous versions to use.
 */
export async function dictionaryOf(
  store: StorageBackend,
  lookup: BlobLookup | undefined,
  previous: string[],
): Promise<PackDictionary | undefined> {
  if (previous.length === 0) return undefined;
  try {
    const index = lookup instanceof ContentIndex ? lookup : await loadContentIndex(store);
    const ids: string[] = [];
    let bytes = 0;
    for (const id of new Set(previous)) {
      const p = index.blobs.get(id);
      if (!p || bytes + p.length > DICT_BYTES_MAX) continue;
      if (index.shallowest(id).depth + 1 > DICT_DEPTH_MAX) continue;
      ids.push(id);
      bytes += p.length;
    }
    if (ids.length === 0) return undefined;
    const parts: Buffer[] = [];
    for (const id of ids) parts.push(await index.blob(store, id)); // (one at a time: blobs of one pack share a read)
    const dict = Buffer.concat(parts);
    return dictZstd.usable(dict) ? { bytes: dict, ids } : undefined;
  } catch {
    return undefined;
  }
}

import type { StorageBackend } from '../../storage/backend.js';
import { dictZstd } from '../../platform/pack-zstd.js';
import type { BlobLookup } from './known.js';
import type { RecentBlob, RecentBlobs } from './recent.js';
import { DICT_BYTES_MAX, DICT_DEPTH_MAX } from './format.js';
import { ContentIndex, loadContentIndex, type PackDictionary } from './repo.js';

/**
 * The dictionary for a capture's new small pack of blobs `ids`: `previous` maps a new blob to the
 * blobs of its file's path in the tree the stat cache holds (the previous capture's). A one-line change to
 * an 11 KB README compressed alone took 3.7 KB, against it ~0.2 KB (restic stores ~3.9 KB).
 * Those the volume's index has, up to DICT_BYTES_MAX, whose packs leave the new pack within
 * DICT_DEPTH_MAX; undefined when none qualifies or their chain cannot be read (the pack is then
 * written without one: a damaged chain is verify's to report, not a capture's to fail on).
 *
 * Taken from the blobs the workspace's last captures stored (recent.ts) when they are there, else
 * read from the volume: the capture knows the volume's blobs by id only (known.ts), so the index
 * is loaded then, and only then.
 */
export async function dictionaryOf(
  store: StorageBackend,
  lookup: BlobLookup,
  recent: RecentBlobs,
  previous: Map<string, string[]>,
  ids: string[],
): Promise<PackDictionary | undefined> {
  const chosen: RecentBlob[] = [];
  let bytes = 0;
  let index: Promise<ContentIndex> | undefined;
  for (const id of new Set(ids.flatMap((id) => previous.get(id) ?? []))) {
    if (!lookup.has(id)) continue; // (gone from the volume)
    const b =
      recent.get(id) ?? (await fromVolume(store, (index ??= indexOf(store, lookup)), id, DICT_BYTES_MAX - bytes));
    if (!b || bytes + b.bytes.length > DICT_BYTES_MAX) continue;
    chosen.push(b);
    bytes += b.bytes.length;
  }
  if (chosen.length === 0) return undefined;
  const dict = Buffer.concat(chosen.map((b) => b.bytes));
  const depth = 1 + Math.max(...chosen.map((b) => b.depth));
  return dictZstd.usable(dict) ? { bytes: dict, ids: chosen.map((b) => b.id), depth } : undefined;
}

const indexOf = async (store: StorageBackend, lookup: BlobLookup) =>
  lookup instanceof ContentIndex ? lookup : loadContentIndex(store);

/** A dictionary blob read from the volume, when it fits `room` and its pack leaves room for one more link; undefined otherwise or when its chain is unreadable (verify's to report). */
async function fromVolume(
  store: StorageBackend,
  index: Promise<ContentIndex>,
  id: string,
  room: number,
): Promise<RecentBlob | undefined> {
  try {
    const idx = await index;
    const p = idx.blobs.get(id);
    if (!p || p.length > room) return undefined;
    const depth = idx.shallowest(id).depth;
    return depth + 1 > DICT_DEPTH_MAX ? undefined : { id, depth, bytes: await idx.blob(store, id) };
  } catch {
    return undefined;
  }
}

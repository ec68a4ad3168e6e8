import { errorMessage } from '../../core/errors.js';
import { sha256Hex } from '../../core/hash.js';
import type { StorageBackend } from '../../storage/backend.js';
import { packKey } from '../../storage/layout.js';
import { sealedSize, storedSizeFits } from '../../storage/sealed.js';

import { loadContentIndex, readPacks, type ContentIndex } from './repo.js';
import { loadTree, type TreeRef } from './snapshot.js';

interface ContentCheck {
  problems: { part: string; error: string }[];
  blobs: number;
  packs: number;
}

/**
 * A checkpoint's workspace content, checked (restic's `check`): the tree read and matched against
 * the manifest, every blob it names in the index, every pack holding one present with its
 * recorded size (as it is, or encrypted); with `readData` every such pack is read and every blob re-hashed.
 */
export async function verifyContent(
  store: StorageBackend,
  ref: TreeRef,
  o: { index?: ContentIndex | undefined; readData?: boolean | undefined } = {},
): Promise<ContentCheck> {
  const out: ContentCheck = { problems: [], blobs: 0, packs: 0 };
  const part = 'workspace (content)';
  let index: ContentIndex;
  let entries;
  try {
    index = o.index ?? (await loadContentIndex(store));
    entries = await loadTree(store, index, ref);
  } catch (err) {
    out.problems.push({ part, error: `tree unreadable: ${errorMessage(err)}` });
    return out;
  }
  const needed = new Map<string, Set<string>>(); // pack → blobs
  let missing = 0;
  for (const e of entries) {
    if (e[1] !== 'f') continue;
    for (const id of e[5] as string[]) {
      const place = index.blobs.get(id);
      if (!place) {
        if (missing++ === 0) out.problems.push({ part, error: `blob ${id} of ${e[0]} is in no pack` });
        continue;
      }
      const set = needed.get(place.pack) ?? new Set<string>();
      set.add(id);
      needed.set(place.pack, set);
    }
  }
  if (missing > 1) out.problems.push({ part, error: `${missing} blobs in all are in no pack` });
  // A pack compressed with a dictionary needs the packs of its dictionary blobs too (repo.ts).
  const { packs, missing: noDict } = index.withDictionaries(needed.keys());
  for (const id of new Set(noDict)) out.problems.push({ part, error: `dictionary blob ${id} is in no pack` });
  out.packs = packs.size;
  out.blobs = [...needed.values()].reduce((n, s) => n + s.size, 0);
  for (const pack of packs) {
    const rec = index.packs.get(pack)!;
    const st = await store.stat(packKey(pack));
    if (!st) out.problems.push({ part, error: `pack ${pack} is missing` });
    else if (!storedSizeFits(st.size, rec.size))
      out.problems.push({
        part,
        error: `pack ${pack} has ${st.size} bytes stored, its index says ${rec.size} (${sealedSize(rec.size)} encrypted)`,
      });
  }
  if (!o.readData || out.problems.length > 0) return out;
  try {
    for await (const { rec, raw } of readPacks(
      store,
      [...needed.keys()].map((id) => index.packs.get(id)!),
      index,
    )) {
      for (const [id, off, len] of rec.blobs) {
        if (needed.get(rec.id)?.has(id) && sha256Hex(raw.subarray(off, off + len)) !== id)
          out.problems.push({ part, error: `blob ${id} in pack ${rec.id} is damaged` });
      }
    }
  } catch (err) {
    out.problems.push({ part, error: errorMessage(err) });
  }
  return out;
}

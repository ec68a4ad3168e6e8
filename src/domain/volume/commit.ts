import { createHmac } from 'node:crypto';
import type { Readable } from 'node:stream';
import { CheckpointError } from '../../core/errors.js';
import { sha256Hex } from '../../core/hash.js';
import { putCompactJson, type StorageBackend } from '../../storage/backend.js';
import { checkpointPrefix, INDEX, MANIFEST, manifestKey, partKey, sharedPartKey } from '../../storage/layout.js';
import { keyringOf, sealedSize } from '../../storage/sealed.js';
import { CIPHER, type Manifest, MANIFEST_PUBLIC, MANIFEST_VERSION, type PartInfo, sealManifest } from './manifest.js';
import { sealPrivate } from './private-text.js';
import { indexEntry, unsettle, writeIndex, type WriterView, writerView } from './session-index.js';
import { signManifest } from './signing.js';

/** Writing a checkpoint: its parts, then its manifest, then the index (the commit protocol: the top of session-index.ts). */

export type PartInput =
  | {
      /** Path relative to the checkpoint folder, e.g. `git/state.json`. */
      name: string;
      /**
       * The bytes, or a function that opens the stream when the part is stored: a stream made
       * earlier could fail (and emit 'error' with no listener) while other parts are written.
       */
      data: Uint8Array | string | (() => Readable);
      /**
       * A part the checkpoint can do without: when its put fails and this says why (its own stream
       * stopped it: the transcript past its time limit), the part is left out, `onOmit` is told,
       * and the commit goes on. Any other failure fails the commit as usual.
       */
      omitted?: () => string | undefined;
      onOmit?: (why: string) => void;
      /**
       * Stored once by content in the shared parts (manifest 2.0; `data` must be bytes): a part
       * equal to one already there (the parent's) is only named. The caller holds the volume's
       * shared lock until the manifest is written, so garbage collection cannot take it meanwhile.
       */
      share?: boolean;
    }
  /** A part already stored in the checkpoint's folder (e.g. a reused archive copied there). */
  | { name: string; stored: PartInfo }
  /**
   * A shared part expected equal to one stored before (`known`: the parent's, when what decides
   * it is unchanged): only named when the volume still holds it, made with `make` and stored by
   * content when it does not (left out when `make` has nothing). Looked for under the volume's
   * shared lock, as every shared part is, so a collection cannot take it before the manifest names it.
   */
  | { name: string; known: PartInfo; make: () => Promise<Uint8Array | undefined> };

/** The manifest without what the store fills in (version, parts, checksum). */
export type ManifestDraft = Pick<
  Manifest,
  | 'id'
  | 'session_id'
  | 'created_at'
  | 'trigger'
  | 'parent_checkpoint_id'
  | 'checkpoint_chain_depth'
  | 'conversation'
  | 'workspace'
  | 'git'
  | 'metrics'
  | 'approval'
  | 'environment'
  | 'tags'
  | 'annotations'
  | 'linked_issues'
> & { name?: string; [extra: string]: unknown };

/**
 * Stores the parts, then the manifest, then updates the index. Returns the sealed manifest.
 * `onPart` sees each part's size and hash before the manifest is sealed (to fill in sizes).
 * Called by the session's one writer (its capture lock held): see the top of session-index.ts.
 */
export async function commitCheckpoint(
  store: StorageBackend,
  draft: ManifestDraft,
  parts: PartInput[],
  onPart?: (name: string, info: PartInfo) => void,
  beforeManifest?: () => Promise<void>,
): Promise<Manifest> {
  const prefix = checkpointPrefix(draft.session_id, draft.id);
  const stored: Record<string, PartInfo> = {};
  let manifest: Manifest;
  let view: WriterView;
  try {
    for (const part of parts) {
      if (part.name === MANIFEST || part.name === INDEX)
        throw new CheckpointError('USAGE', `a part cannot be named ${part.name}`);
      const info =
        'stored' in part
          ? part.stored
          : 'known' in part
            ? await putKnown(store, part.known, part.make)
            : part.share
              ? await putShared(store, part.data)
              : await putPart(store, partKey(draft.session_id, draft.id, part.name), part);
      if (!info) continue;
      stored[part.name] = info;
      onPart?.(part.name, info);
    }
    const keyring = keyringOf(store);
    const key = keyring?.encryption();
    // Warnings come in until the parts are stored (sizes); none is no field (a one-file change's
    // manifest is what it adds beside its data: issue 37).
    const { warnings, ...rest } = draft as ManifestDraft & { warnings?: unknown };
    const plain = {
      ...rest,
      ...(warnings === undefined || (Array.isArray(warnings) && warnings.length === 0) ? {} : { warnings }),
      version: MANIFEST_VERSION,
      parts: stored,
      ...(key ? { encryption: { cipher: CIPHER, key_id: key.id } } : {}),
    };
    // Under a volume key, the user's text is sealed (./private-text.ts); the checksum and signature are over what is stored.
    const { docs, sealed: text } = sealPrivate(store, [plain as Record<string, unknown>], MANIFEST_PUBLIC);
    const checked = sealManifest(text ? { ...docs[0]!, sealed: text } : plain);
    const toStore = (keyring ? signManifest(checked, keyring) : checked) as Manifest;
    manifest = {
      ...plain,
      checksum: toStore.checksum,
      ...(toStore.signature ? { signature: toStore.signature } : {}),
    } as Manifest;
    await beforeManifest?.();
    // The index is read right before the manifest (not before the parts, which take long), so
    // that little written meanwhile (a VERIFIED mark) is lost when it is written back.
    view = await writerView(store, draft.session_id);
    await unsettle(store, view);
    await putCompactJson(store, manifestKey(draft.session_id, draft.id), toStore);
  } catch (err) {
    // Without its manifest the checkpoint does not exist: its parts are removed (best effort;
    // prune sweeps what a killed process leaves).
    await store.deletePrefix(prefix).catch(() => undefined);
    throw err;
  }
  // The manifest made the checkpoint exist; an index that cannot be written stays not settled
  // (or missing, or unreadable) and is checked against the manifests on the next read.
  const index = view.index;
  index.checkpoints = index.checkpoints.filter((e) => e.id !== manifest.id);
  index.checkpoints.push(indexEntry(manifest));
  index.checkpoints.sort((a, b) => (a.id < b.id ? -1 : 1));
  await writeIndex(store, index, true);
  return manifest;
}

/**
 * Stores a part once by content (`sharedPartKey`), or names the copy already there. Under a volume
 * key it is named by an HMAC of its sha256 (a plain hash would let anyone who can list the volume
 * test a guess of a small part's text), so each key has its own copies.
 */
async function putShared(
  store: StorageBackend,
  data: Extract<PartInput, { data: unknown }>['data'],
): Promise<PartInfo> {
  if (typeof data === 'function') throw new CheckpointError('USAGE', 'a shared part is given as bytes, not a stream');
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  const found = await findShared(store, sha256Hex(bytes), bytes.length);
  if (!found.held) await store.put(found.key, bytes);
  return found.info;
}

/**
 * A shared part of this sha256 and size: its key, its PartInfo, and whether the volume holds a
 * copy of that size. A copy of another size (cut short, overwritten) is replaced; one damaged at
 * the same size is found by `verify`, by its hash, as a damaged pack is.
 */
async function findShared(
  store: StorageBackend,
  sha256: string,
  size: number,
): Promise<{ key: string; info: PartInfo; held: boolean }> {
  const secret = keyringOf(store)?.encryption();
  const name = secret
    ? createHmac('sha256', secret.key).update(`pai-checkpoint shared part ${sha256}`).digest('hex')
    : sha256;
  const key = sharedPartKey(name);
  const st = await store.stat(key);
  return {
    key,
    info: { size, sha256, shared: secret ? name : true },
    held: st?.size === (secret ? sealedSize(size) : size),
  };
}

/** See PartInput's `known`: named when held, else made and stored by content. */
async function putKnown(
  store: StorageBackend,
  known: PartInfo,
  make: () => Promise<Uint8Array | undefined>,
): Promise<PartInfo | undefined> {
  const found = await findShared(store, known.sha256, known.size);
  if (found.held) return found.info;
  const bytes = await make();
  return bytes ? putShared(store, bytes) : undefined;
}

/** Stores a part; undefined when it is one the checkpoint can do without and it was left out (see PartInput). */
async function putPart(
  store: StorageBackend,
  key: string,
  part: Extract<PartInput, { data: unknown }>,
): Promise<PartInfo | undefined> {
  try {
    return await store.put(key, typeof part.data === 'function' ? part.data() : part.data);
  } catch (err) {
    const why = part.omitted?.();
    if (why === undefined) throw err;
    await store.delete(key).catch(() => false); // what a failed put may have left
    part.onOmit?.(why);
    return undefined;
  }
}

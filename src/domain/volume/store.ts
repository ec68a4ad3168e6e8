import { verifyContent } from '../content/verify.js';
import type { ContentIndex } from '../content/repo.js';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { CheckpointError, errorMessage } from '../../core/errors.js';
import { RefusedFileError } from '../../core/regular.js';
import { getJson, putJson, type StorageBackend } from '../../storage/backend.js';
import { sealedSize } from '../../storage/sealed.js';
import { checkpointOfKey, checkpointPrefix, CHECKPOINTS, contentRootKey, factKey, FACTS, INDEX, indexKey, MANIFEST, manifestKey, partKey, sessionOfFolder, sessionPrefix } from '../../storage/layout.js';
import { newCheckpointId } from '../../core/ids.js';
import { applyFacts, parseFact, type Annotation, type Approval, type Fact, type FactView, type LinkedIssue } from './facts.js';
import { contentVolume } from '../content/tier.js';
import { keyringOf, largeTierOf, sealedKeyId } from '../../storage/sealed.js';
import { CIPHER, MANIFEST_PUBLIC, MANIFEST_VERSION, manifestChecksum, NewerVersionError, parseManifest, sealManifest, type Manifest, type ManifestOpener, type PartInfo } from './manifest.js';
import { openPrivate, sealPrivate } from './private-text.js';
import { checkSignature, SignatureError, signatureProblem, signedFor, signManifest, untrusted, type SignatureProblem } from './signing.js';
import { KEY_HOWTO } from '../../core/secrets.js';

/**
 * Session checkpoints on the volume (keys: storage/layout.ts):
 *   checkpoints/<session>/<id>/manifest.json + parts   (one folder per checkpoint)
 *   checkpoints/<session>/index.json                   (a cache: rebuildable from the manifests)
 *
 * Write order is the commit protocol (restic-style): every part first (each put is atomic), then
 * the manifest listing each part's size and sha256, then the index. A crash before the manifest
 * leaves an orphan folder (swept by `sweepOrphans`), never a visible half-checkpoint; a crash
 * before the index only makes the index stale, and a stale, lost or corrupt index is rebuilt.
 *
 * When the index is trusted without listing the manifests (on S3 a listing is a request per 1000
 * keys, and a checkpoint is about eight): only when it is `settled`. Manifests are added only by
 * `commitCheckpoint` and removed only by `deleteCheckpoint`, and both run as the session's one
 * writer (under its capture lock: the worker, and the CLI's create, safety copies, resume --set,
 * delete, prune, verify --repair). Before either changes a manifest it rewrites a settled index
 * as not settled; after the change it writes the index settled, built from a listing it made
 * itself. So a settled index was written after the last change of the session's manifests and
 * before any later change began: a crash anywhere in between leaves it not settled, and readers
 * then check it against a listing, as they check a missing or corrupt one. Everyone else who
 * writes the index (a reader's rebuild, verify's VERIFIED mark) holds no lock and may overwrite a
 * writer's newer index, so they always write it not settled. What this cannot see: two writers of
 * one session that do not share its lock (two machines sharing a volume but not ~/.pai, or an
 * older pai-checkpoint killed between a manifest and its index); since every writer checks the
 * index against a listing before it changes anything, such an index is repaired by the session's
 * next checkpoint or deletion.
 */

export interface IndexEntry {
  id: string;
  created_at: string;
  trigger: string;
  name?: string;
  parent: string | null;
  /** Sum of the parts' sizes. */
  size_bytes: number;
  /** The approval with its facts applied, when it is not auto_approved (absent: auto_approved). */
  approval?: Approval;
  /** The manifest's tags with its facts applied (domain/volume/facts.ts), as are the two fields below. */
  tags: string[];
  annotations?: Annotation[];
  linked_issues?: LinkedIssue[];
  /** How many facts the checkpoint has on the volume (absent: none): an index that counts otherwise is rebuilt. */
  facts?: number;
  /** The project folder the checkpoint was taken in. */
  project?: string;
  /** Result of the last `verify` (absent: never verified). */
  verified?: { ok: boolean; at: string };
  /** Taken by a restore or rollback before it overwrote files: never the session's own state. */
  safety?: true;
  /** A tool call failed since the previous checkpoint (the manifest's `is_clean` false; absent: clean or not recorded). */
  unclean?: true;
  /** The PAI Algorithm phase (1-7) and task the session was in, when it was in one. */
  phase?: number;
  task?: string;
  /** SPEC-07.32.03: the share of the model's window the last request filled, and the compactions so far (manifests 1.6+). */
  context?: { percent: number; compactions: number };
  /** Read here without the volume key: the id of the key its label, tags, notes, task and project are sealed under (never stored; retention keeps such an entry). */
  hidden?: string;
}

/** What an index entry keeps readable under a volume key (./private-text.ts): no text of the user's. */
const ENTRY_PUBLIC = ['id', 'created_at', 'trigger', 'parent', 'size_bytes', 'approval.status', 'approval.policy', 'approval.timestamp', 'facts', 'verified', 'safety', 'unclean', 'phase', 'context'] as const;

export interface SessionIndex {
  /**
   * 2 added `safety`, `phase` and `task` to the entries (a version-1 index is rebuilt); 3 added
   * `settled` (a version-2 index is read as not settled); 4 added `sealed` (a version-3 index is
   * read as it is). An older pai-checkpoint rebuilds an index of a newer version as unknown, so it
   * never carries `settled` over to an index it changed, nor reads a sealed one's entries as untagged.
   */
  version: 4;
  session_id: string;
  /**
   * True only when the session's writer wrote it after a change of the manifests completed: then
   * readers use it as it is, without listing the manifests (see the top of this file).
   */
  settled: boolean;
  /** Oldest first (ULID order). */
  checkpoints: IndexEntry[];
  /** As stored under a volume key: the entries' text, sealed (./private-text.ts). */
  sealed?: string;
  /** As read: why the entries' text could not be opened here (never stored; such an index is never written back). */
  hidden?: string;
}

/** The index entry of a manifest and its facts (`count`: the facts listed, readable or not). */
export function indexEntry(m: Manifest, facts: Fact[] = [], count = facts.length): IndexEntry {
  const view = applyFacts(m, facts);
  const e: IndexEntry = {
    id: m.id,
    created_at: m.created_at,
    trigger: m.trigger,
    parent: m.parent_checkpoint_id,
    size_bytes: Object.values(m.parts).reduce((n, p) => n + p.size, 0),
    tags: view.tags,
  };
  if (view.approval.status !== 'auto_approved') e.approval = view.approval;
  if (view.annotations.length) e.annotations = view.annotations;
  if (view.linked_issues.length) e.linked_issues = view.linked_issues;
  if (count) e.facts = count;
  if (m.name) e.name = m.name;
  const project = typeof m['project'] === 'string' ? m['project'] : m.workspace?.root;
  if (project) e.project = project;
  const provenance = m['provenance'] as Record<string, unknown> | undefined;
  if (provenance?.['kind'] === 'safety') e.safety = true;
  if (m.is_clean === false) e.unclean = true;
  const pai = m['pai'] as { phase?: unknown; task?: unknown; run_completed?: unknown } | undefined;
  if (typeof pai?.phase === 'number' && pai.run_completed !== true) e.phase = pai.phase;
  if (typeof pai?.task === 'string' && pai.task) e.task = pai.task;
  const c = m.conversation.context;
  if (c) e.context = { percent: c.budget_percent, compactions: c.compactions };
  return e;
}

/**
 * Writes a session's index. The index is a cache (the manifests are the truth), so a volume that
 * cannot take it — read-only, or an `index.json` that is a folder — must not stop a capture, a
 * list or a verify: the failure is returned for the caller to report, never thrown.
 */
async function writeIndex(store: StorageBackend, index: SessionIndex, settled: boolean): Promise<string | undefined> {
  const key = indexKey(index.session_id);
  // Written from entries whose text this machine could not read, it would lose that text (tags keep checkpoints).
  if (index.hidden) return `${store.location}/${key} not written (${index.hidden})`;
  try {
    const { hidden: _h, sealed: _s, checkpoints, ...rest } = index;
    const { docs, sealed } = sealPrivate(store, checkpoints as unknown as Record<string, unknown>[], ENTRY_PUBLIC);
    // Signed as its manifests are (signing.ts): a reader with the keys trusts only an index whose
    // signature holds (readIndex), so that nobody who can only write the volume can turn a rejected
    // checkpoint into the one resume picks, or hide a tag from retention. Written by a machine with
    // no key yet, it is unsigned, and readers with keys rebuild it from the signed manifests and facts.
    await putJson(store, key, signedFor(store, { ...rest, version: 4, settled, checkpoints: docs, ...(sealed ? { sealed } : {}) }));
    return undefined;
  } catch (err) {
    return `${store.location}/${key} not written (${errorMessage(err)})`;
  }
}

/** Writes a session's index as not settled (safe for anyone: readers check it against the manifests). */
export function saveIndex(store: StorageBackend, index: SessionIndex): Promise<string | undefined> {
  return writeIndex(store, index, false);
}

/** Records a verification result in the index (shown as VERIFIED by `list`); why it could not, if it could not. */
export async function markVerified(store: StorageBackend, sessionId: string, id: string, ok: boolean, at: string): Promise<string | undefined> {
  const index = await loadIndex(store, sessionId);
  const e = index.checkpoints.find((x) => x.id === id);
  // An index whose text this machine cannot read is not written back (writeIndex): the mark is a cache, so none.
  if (!e || index.hidden) return undefined;
  e.verified = { ok, at };
  // Not settled: verify holds no lock, so this may overwrite an index a writer has just changed.
  return saveIndex(store, index);
}

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
    }
  /** A part already stored in the checkpoint's folder (e.g. a reused archive copied there). */
  | { name: string; stored: PartInfo };

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
 * Called by the session's one writer (its capture lock held): see the top of this file.
 */
export async function commitCheckpoint(store: StorageBackend, draft: ManifestDraft, parts: PartInput[], onPart?: (name: string, info: PartInfo) => void, beforeManifest?: () => Promise<void>): Promise<Manifest> {
  const prefix = checkpointPrefix(draft.session_id, draft.id);
  const stored: Record<string, PartInfo> = {};
  let manifest: Manifest;
  let view: WriterView;
  try {
    for (const part of parts) {
      if (part.name === MANIFEST || part.name === INDEX) throw new CheckpointError('USAGE', `a part cannot be named ${part.name}`);
      const info = 'stored' in part ? part.stored : await putPart(store, partKey(draft.session_id, draft.id, part.name), part);
      if (!info) continue;
      stored[part.name] = info;
      onPart?.(part.name, info);
    }
    const keyring = keyringOf(store);
    const key = keyring?.encryption();
    const plain = { ...draft, version: MANIFEST_VERSION, parts: stored, ...(key ? { encryption: { cipher: CIPHER, key_id: key.id } } : {}) };
    // Under a volume key, the user's text is sealed (./private-text.ts); the checksum and signature are over what is stored.
    const { docs, sealed: text } = sealPrivate(store, [plain as Record<string, unknown>], MANIFEST_PUBLIC);
    const checked = sealManifest(text ? { ...docs[0]!, sealed: text } : plain);
    const toStore = (keyring ? signManifest(checked, keyring) : checked) as Manifest;
    manifest = { ...plain, checksum: toStore.checksum, ...(toStore.signature ? { signature: toStore.signature } : {}) } as Manifest;
    await beforeManifest?.();
    // The index is read right before the manifest (not before the parts, which take long), so
    // that little written meanwhile (a VERIFIED mark) is lost when it is written back.
    view = await writerView(store, draft.session_id);
    await unsettle(store, view);
    await putJson(store, manifestKey(draft.session_id, draft.id), toStore);
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

/** Stores a part; undefined when it is one the checkpoint can do without and it was left out (see PartInput). */
async function putPart(store: StorageBackend, key: string, part: Extract<PartInput, { data: unknown }>): Promise<PartInfo | undefined> {
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

export interface ManifestProblem {
  key: string;
  error: string;
}

/** Rebuilds a session's index from its manifests; unreadable manifests are reported, not indexed. */
export async function rebuildIndex(store: StorageBackend, sessionId: string): Promise<{ index: SessionIndex; problems: ManifestProblem[] }> {
  return indexFromKeys(store, sessionId, await store.list(sessionPrefix(sessionId)));
}

/** The index of the manifests among `keys` (a listing of the session), read one by one. */
async function indexFromKeys(store: StorageBackend, sessionId: string, keys: string[]): Promise<{ index: SessionIndex; problems: ManifestProblem[] }> {
  const index: SessionIndex = { version: 4, session_id: sessionId, settled: false, checkpoints: [] };
  const problems: ManifestProblem[] = [];
  const factKeys = factKeysOf(keys);
  for (const key of keys) {
    const at = checkpointOfKey(key);
    if (at?.part !== MANIFEST || at.sessionId !== sessionId) continue;
    try {
      const text = (await store.get(key))?.toString('utf8');
      if (text === undefined) continue;
      const parsed = parseManifest(text, `${store.location}/${key}`, manifestOpener(store));
      const m = parsed.manifest;
      if (parsed.hidden) index.hidden = parsed.hidden;
      // A folder copied (or renamed) under another id is not that checkpoint: flag it, never index it.
      if (m.id !== at.id || m.session_id !== sessionId) {
        problems.push({ key, error: `the manifest names checkpoint ${m.session_id}/${m.id}, not ${sessionId}/${at.id} (a copy under another name?)` });
        continue;
      }
      const listed = factKeys.get(at.id) ?? [];
      const facts = await readFactKeys(store, at.id, listed);
      problems.push(...facts.problems);
      const entry = indexEntry(m, facts.facts, listed.length);
      if (parsed.hidden) entry.hidden = m.encryption?.key_id ?? '?';
      index.checkpoints.push(entry);
    } catch (err) {
      problems.push({ key, error: errorMessage(err) });
    }
  }
  index.checkpoints.sort((a, b) => (a.id < b.id ? -1 : 1));
  return { index, problems };
}

/** The fact keys of each checkpoint among `keys` (a listing), in id order. */
function factKeysOf(keys: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of keys) {
    const at = checkpointOfKey(key);
    if (!at?.part.startsWith(FACTS) || !at.part.endsWith('.json')) continue;
    const list = out.get(at.id) ?? [];
    list.push(key);
    out.set(at.id, list);
  }
  for (const list of out.values()) list.sort();
  return out;
}

/**
 * The facts stored under `keys` (in order); one that cannot be read or parsed is a problem, not a
 * fact. On a volume opened with the user's keys a fact must be signed by them, as a manifest must
 * (signing.ts): an unsigned or altered one — an approval forged by someone who can write the
 * volume but has not the key — is a problem, never applied.
 */
async function readFactKeys(store: StorageBackend, id: string, keys: string[]): Promise<{ facts: Fact[]; problems: ManifestProblem[] }> {
  const facts: Fact[] = [];
  const problems: ManifestProblem[] = [];
  const keyring = keyringOf(store);
  for (const key of keys) {
    try {
      const buf = await store.get(key);
      if (!buf) continue;
      const where = `${store.location}/${key}`;
      const fact = parseFact(buf.toString('utf8'), where, id);
      const why = keyring && signatureProblem(JSON.parse(buf.toString('utf8')) as Record<string, unknown>, keyring, 'fact');
      if (why) throw new CheckpointError('INVALID_DATA', `${where}: ${why}; not applied`);
      facts.push(fact);
    } catch (err) {
      problems.push({ key, error: errorMessage(err) });
    }
  }
  return { facts, problems };
}

/** A checkpoint's facts, in order (one list of its facts folder); unreadable ones as problems. */
export async function readFacts(store: StorageBackend, sessionId: string, id: string): Promise<{ facts: Fact[]; problems: ManifestProblem[] }> {
  const keys = await store.list(`${checkpointPrefix(sessionId, id)}${FACTS}`);
  return readFactKeys(store, id, factKeysOf(keys).get(id) ?? []);
}

/**
 * Adds a fact to a checkpoint: created once under a new id (never overwriting: another writer's
 * fact of the same instant gets its own), then the index entry recomputed from the manifest and
 * every fact of the checkpoint. The index is written NOT settled: this writer may run on another
 * machine than the session's (a reviewer tagging a running session), with whose writer it shares
 * no lock, and readers check a not-settled index against a listing (manifests and fact counts).
 * NOT_FOUND when the session has no such checkpoint.
 */
export async function addFact(store: StorageBackend, sessionId: string, fact: Fact): Promise<{ key: string; view: FactView; problems: ManifestProblem[] }> {
  const view = await writerView(store, sessionId);
  const entry = view.index.checkpoints.find((e) => e.id === fact.checkpoint);
  const manifest = entry ? await readManifest(store, sessionId, fact.checkpoint) : undefined;
  if (!entry || !manifest) throw new CheckpointError('NOT_FOUND', `session ${sessionId} has no checkpoint ${fact.checkpoint}`, 'run `pai-checkpoint list --all` to see the ids');
  // Signed by the key the checkpoint was signed with, or it would not count where the checkpoint does (readFactKeys).
  const keyring = keyringOf(store);
  const mine = keyring?.signing(false);
  if (keyring && manifest.signature && mine?.id !== manifest.signature.key_id) {
    const sig = manifest.signature as { key_id: string; volume_key_id?: string };
    const theirs = sig.volume_key_id ? `a key derived from the volume key ${sig.volume_key_id}` : `the signing key ${sig.key_id}`;
    throw new CheckpointError('KEY', `checkpoint ${fact.checkpoint} is signed with ${theirs}, ${mine ? `not with this machine's ${mine.volumeKeyId ? `(derived from the volume key ${mine.volumeKeyId})` : `signing key ${mine.id}`}` : 'which this machine does not have'}: a fact (${fact.kind}) written here would not count`, sig.volume_key_id ? KEY_HOWTO.volume(sig.volume_key_id) : KEY_HOWTO.signing(sig.key_id));
  }
  const signed = keyring ? signManifest(fact as unknown as Record<string, unknown>, keyring) : fact;
  let key: string;
  for (let tries = 0; ; tries++) {
    key = factKey(sessionId, fact.checkpoint, newCheckpointId(Date.parse(fact.at)));
    if (await store.create(key, `${JSON.stringify(signed)}\n`)) break;
    if (tries >= 8) throw new CheckpointError('CONFLICT', `could not write a fact of checkpoint ${fact.checkpoint} under a new name`, 'try again');
  }
  const { facts, problems } = await readFacts(store, sessionId, fact.checkpoint);
  const fresh = indexEntry(manifest, facts, facts.length + problems.length);
  view.index.checkpoints = view.index.checkpoints.map((e) => (e.id === fresh.id ? { ...fresh, ...(e.verified ? { verified: e.verified } : {}) } : e));
  await writeIndex(store, view.index, false);
  return { key, view: applyFacts(manifest, facts), problems };
}

type StoredIndex = SessionIndex | 'missing' | 'unreadable';

/** Version 3 as it is; version 2 as not settled (written before `settled` was safe); others undefined (rebuilt). */
function migrateIndex(v: unknown, sessionId: string): SessionIndex | undefined {
  const i = v as { version?: unknown; session_id?: unknown; settled?: unknown; checkpoints?: unknown } | null;
  if (!i || typeof i !== 'object' || i.session_id !== sessionId || !Array.isArray(i.checkpoints)) return undefined;
  if (!i.checkpoints.every((e: unknown) => typeof (e as { id?: unknown } | null)?.id === 'string')) return undefined;
  if (i.version === 4 || i.version === 3) return { ...(i as unknown as SessionIndex), version: 4, settled: i.settled === true };
  if (i.version === 2) return { ...(i as unknown as SessionIndex), version: 4, settled: false };
  return undefined;
}

/**
 * The stored index (migrated), 'missing', or 'unreadable' (corrupt, a folder, an old or unknown
 * version, another session's). A cache that is damaged needs no word: it is rebuilt; one that is
 * no file at all (a FIFO, a device, gigabytes) was put there by something else, and `warn` is told.
 */
async function readIndex(store: StorageBackend, sessionId: string, warn?: (message: string) => void): Promise<StoredIndex> {
  let v: unknown;
  try {
    v = await getJson(store, indexKey(sessionId));
  } catch (err) {
    if (err instanceof RefusedFileError) warn?.(`${errorMessage(err)}; the index is rebuilt from the manifests`);
    return 'unreadable';
  }
  if (v === undefined) return 'missing';
  // Signed or not trusted: an index that does not check out is rebuilt from the signed manifests and facts.
  if (untrusted(store, v, 'index')) return 'unreadable';
  const index = migrateIndex(v, sessionId);
  return index ? openIndex(store, index) : 'unreadable';
}

/** The index's sealed text put back into its entries; without the key, the entries as stored (tags empty), marked hidden. */
function openIndex(store: StorageBackend, index: SessionIndex): SessionIndex {
  const { sealed, ...rest } = index;
  const opened = openPrivate(store, rest.checkpoints as unknown as Record<string, unknown>[], sealed, `${store.location}/${indexKey(index.session_id)}`);
  if (!opened.hidden) return { ...rest, checkpoints: opened.docs as unknown as IndexEntry[] };
  const keyId = (typeof sealed === 'string' && sealedKeyId(Buffer.from(sealed, 'base64'))) || '?';
  return { ...rest, hidden: opened.hidden, checkpoints: rest.checkpoints.map((e) => ({ ...e, tags: Array.isArray(e.tags) ? e.tags : [], hidden: keyId })) };
}

/** Opens a sealed manifest's text with the volume's key (./private-text.ts). */
export function manifestOpener(store: StorageBackend): ManifestOpener {
  return (raw, where) => {
    const { sealed, ...rest } = raw;
    const opened = openPrivate(store, [rest], sealed, where);
    return { raw: opened.docs[0]!, hidden: opened.hidden };
  };
}

const trusted = (stored: StoredIndex): stored is SessionIndex => typeof stored === 'object' && stored.settled;

/** Ids of the checkpoints whose manifest is among `keys` (a listing of the session). */
function manifestIds(keys: string[]): Set<string> {
  const ids = new Set<string>();
  for (const key of keys) {
    const at = checkpointOfKey(key);
    if (at?.part === MANIFEST) ids.add(at.id);
  }
  return ids;
}

/**
 * The index checked against one listing of the session: the stored one when it names exactly the
 * manifests present, else rebuilt from that listing (a crash between manifest and index, a
 * deletion cut short, a lost or corrupt index).
 */
async function checkIndex(store: StorageBackend, sessionId: string, stored: StoredIndex): Promise<{ index: SessionIndex; rebuilt: boolean }> {
  const keys = await store.list(sessionPrefix(sessionId));
  if (typeof stored === 'object') {
    const ids = manifestIds(keys);
    const facts = factKeysOf(keys);
    if (ids.size === stored.checkpoints.length && stored.checkpoints.every((e) => ids.has(e.id) && (e.facts ?? 0) === (facts.get(e.id)?.length ?? 0))) return { index: stored, rebuilt: false };
  }
  return { index: (await indexFromKeys(store, sessionId, keys)).index, rebuilt: true };
}

/**
 * The session's index. A settled index is used as it is: no listing (why that is safe: the top
 * of this file). Any other is checked against a listing of the manifests, and one that is
 * missing, corrupt or disagrees with them is rebuilt and rewritten (not settled).
 */
export async function loadIndex(store: StorageBackend, sessionId: string, o: { warn?: ((message: string) => void) | undefined } = {}): Promise<SessionIndex> {
  const stored = await readIndex(store, sessionId, o.warn);
  if (trusted(stored)) return stored;
  const { index, rebuilt } = await checkIndex(store, sessionId, stored);
  if (rebuilt && (index.checkpoints.length > 0 || stored !== 'missing')) await writeIndex(store, index, false);
  return index;
}

/** What the session's writer starts a change from. */
interface WriterView {
  /** The index checked against a listing made now: the truth, since no one else changes manifests. */
  index: SessionIndex;
  /** The index as stored: a settled one must be unsettled before a manifest changes. */
  stored: StoredIndex;
}

/** The writer always lists, even under a settled index: that repairs one a lockless writer overwrote. */
async function writerView(store: StorageBackend, sessionId: string): Promise<WriterView> {
  const stored = await readIndex(store, sessionId);
  return { index: (await checkIndex(store, sessionId, stored)).index, stored };
}

/**
 * Before the writer adds or removes a manifest, a settled index stops being trusted: it is
 * rewritten not settled, or else removed (a missing index is rebuilt). When neither works and it
 * would still be trusted, the change does not go ahead: readers would not see it.
 */
async function unsettle(store: StorageBackend, view: WriterView): Promise<void> {
  if (!trusted(view.stored)) return;
  const failed = await writeIndex(store, view.index, false);
  if (failed === undefined) return;
  await store.delete(indexKey(view.index.session_id)).catch(() => false);
  if (trusted(await readIndex(store, view.index.session_id))) {
    throw new CheckpointError('IO', `${failed}; as it is, it would hide the change from readers, so nothing was changed`, 'make the volume writable, then try again');
  }
}

/** Sessions that have checkpoints on the volume: one level of checkpoints/, not every object below it. */
export async function listSessions(store: StorageBackend): Promise<string[]> {
  const { folders } = await store.listLevel(CHECKPOINTS);
  return folders.flatMap((f) => sessionOfFolder(f) ?? []).sort();
}

export async function readManifest(store: StorageBackend, sessionId: string, id: string): Promise<Manifest | undefined> {
  const key = manifestKey(sessionId, id);
  const text = (await store.get(key))?.toString('utf8');
  return text === undefined ? undefined : parseManifest(text, `${store.location}/${key}`, manifestOpener(store)).manifest;
}

export interface VerifyResult {
  sessionId: string;
  id: string;
  ok: boolean;
  /** Which part failed and how. */
  problems: { part: string; error: string }[];
  manifest?: Manifest;
  /**
   * The manifest's signature, on a volume opened with the user's keys: 'signed' (it holds), or
   * why not. Absent on a volume opened without keys (nothing is signed or checked there).
   */
  signature?: string;
  /** 'contents': every part re-hashed; 'sizes': encrypted under a key not set here, so only present and of the right size. */
  checked?: 'contents' | 'sizes';
  /** Its manifest was written by a newer pai-checkpoint: not damaged, only unreadable here (upgrade; never delete it). */
  newerVersion?: true;
  /** Why the signature does not hold, with what to do (a key this machine lacks is not tampering). */
  signatureProblem?: SignatureProblem;
}

async function sha256Of(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    const b = chunk as Buffer;
    hash.update(b);
    size += b.length;
  }
  return { size, sha256: hash.digest('hex') };
}

export interface VerifyOptions {
  /** Workspace content: re-hash every blob (restic's --read-data), not only find it. */
  readData?: boolean | undefined;
  /** The volume's content index, when checking many checkpoints. */
  index?: ContentIndex | undefined;
  /** A signature that does not hold is reported in `signature`, not as a problem (restore --force). */
  force?: boolean | undefined;
  /**
   * Encrypted under a key not set here: check what can be checked without it (presence and
   * sizes), as `verify` does; otherwise (restore, resume) that is an error naming the key.
   */
  withoutKey?: 'sizes' | 'error' | undefined;
}

/** Why this machine cannot decrypt the checkpoint's parts, or undefined when it can (or they are not encrypted). */
function keyProblem(store: StorageBackend, m: Manifest): string | undefined {
  if (!m.encryption) return undefined;
  const want = m.encryption.key_id;
  let key;
  try {
    key = keyringOf(store)?.encryption();
  } catch (err) {
    return `checkpoint ${m.session_id}/${m.id} is encrypted with key id ${want}, and the key set could not be read: ${errorMessage(err)}`;
  }
  if (!key) return `checkpoint ${m.session_id}/${m.id} is encrypted with the volume key ${want}, and this machine has no volume key`;
  return key.id === want ? undefined : `checkpoint ${m.session_id}/${m.id} is encrypted with the volume key ${want}, not with the key set here (${key.id}, from ${key.source})`;
}

/** Each part present with the size its encryption gives it (what can be checked without the key). */
async function checkSizes(store: StorageBackend, m: Manifest, problems: VerifyResult['problems']): Promise<void> {
  for (const [name, want] of Object.entries(m.parts)) {
    const st = await store.stat(partKey(m.session_id, m.id, name)).catch((err: unknown) => {
      problems.push({ part: name, error: `unreadable (${errorMessage(err)})` });
      return null;
    });
    if (st === undefined) problems.push({ part: name, error: 'missing' });
    else if (st && st.size !== sealedSize(want.size)) problems.push({ part: name, error: `${st.size} bytes stored, ${sealedSize(want.size)} expected for ${want.size} bytes encrypted` });
  }
}

/**
 * Re-reads the manifest (checksum, and signature on a volume opened with the user's keys) and
 * every part (size and sha256 of the plaintext, streamed); a workspace stored by content: its
 * tree, and every blob it names found in a pack that is there (re-hashed with `readData`).
 * Encrypted under a key not set here: see `withoutKey`.
 */
export async function verifyCheckpoint(store: StorageBackend, sessionId: string, id: string, o: VerifyOptions = {}): Promise<VerifyResult> {
  const result: VerifyResult = { sessionId, id, ok: false, problems: [] };
  const key = manifestKey(sessionId, id);
  let text: string | undefined;
  try {
    text = (await store.get(key))?.toString('utf8');
  } catch (err) {
    // Stored data that is no manifest (a FIFO, a file of gigabytes) is this checkpoint's problem; the volume failing is verify's.
    if (!(err instanceof CheckpointError && err.code === 'INVALID_DATA')) throw err;
    result.problems.push({ part: MANIFEST, error: errorMessage(err) });
    return result;
  }
  if (text === undefined) {
    result.problems.push({ part: MANIFEST, error: 'missing' });
    return result;
  }
  let parsed: ReturnType<typeof parseManifest>;
  try {
    parsed = parseManifest(text, `${store.location}/${key}`, manifestOpener(store));
  } catch (err) {
    result.problems.push({ part: MANIFEST, error: errorMessage(err) });
    if (err instanceof NewerVersionError) result.newerVersion = true;
    return result;
  }
  const m = (result.manifest = parsed.manifest);
  if (manifestChecksum(parsed.stored) !== parsed.stored['checksum']) result.problems.push({ part: MANIFEST, error: 'checksum mismatch (the manifest was changed after it was written)' });
  if (m.id !== id || m.session_id !== sessionId) result.problems.push({ part: MANIFEST, error: `names checkpoint ${m.session_id}/${m.id}, not ${sessionId}/${id}` });
  const keyring = keyringOf(store);
  if (keyring) {
    const problem = checkSignature(parsed.stored, keyring);
    const why = problem && (problem.missingKey ? `${problem.why}: ${problem.hint}` : problem.why);
    // `verify` without the key (sizes) cannot check the signature either: said, not a fault of the checkpoint.
    const unchecked = problem?.missingKey && o.withoutKey === 'sizes';
    result.signature = unchecked ? `not checked here: ${why}` : (why ?? 'signed');
    if (problem) result.signatureProblem = problem;
    if (why && !o.force && !unchecked) result.problems.push({ part: `${MANIFEST} (signature)`, error: why });
  }
  const locked = keyProblem(store, m);
  if (locked && o.withoutKey !== 'sizes') throw new CheckpointError('KEY', locked, KEY_HOWTO.volume(m.encryption!.key_id));
  if (locked) {
    result.checked = 'sizes';
    await checkSizes(store, m, result.problems);
    result.ok = result.problems.length === 0;
    return result;
  }
  result.checked = 'contents';
  for (const [name, want] of Object.entries(m.parts)) {
    try {
      const stream = await store.open(partKey(sessionId, id, name));
      if (!stream) {
        result.problems.push({ part: name, error: 'missing' });
        continue;
      }
      const got = await sha256Of(stream);
      if (got.size !== want.size) result.problems.push({ part: name, error: `size ${got.size}, manifest says ${want.size}` });
      else if (got.sha256 !== want.sha256) result.problems.push({ part: name, error: 'sha256 mismatch (corrupted)' });
    } catch (err) {
      result.problems.push({ part: name, error: `unreadable (${errorMessage(err)})` });
    }
  }
  const w = m.workspace;
  if (w?.format === 'content') {
    if (!w.tree) result.problems.push({ part: 'workspace (content)', error: 'the manifest names no tree' });
    else {
      // On the large tier: checked there (the volume's own content index does not hold it).
      const tiered = w.tier !== undefined;
      try {
        const content = tiered ? contentVolume(store, m) : store;
        result.problems.push(...(await verifyContent(content, w.tree, tiered ? { readData: o.readData } : o)).problems);
      } catch (err) {
        result.problems.push({ part: 'workspace (content)', error: errorMessage(err) });
      }
    }
  }
  result.ok = result.problems.length === 0;
  return result;
}

/**
 * The error for a checkpoint that did not verify: its signature (a key this machine lacks is exit
 * 4 naming the key and how to bring it; a changed manifest says --force), else every problem,
 * with `hint` (what to use instead).
 */
export function verifyFailure(v: VerifyResult, hint?: string): CheckpointError {
  if (v.signatureProblem && v.problems.some((p) => p.part === `${MANIFEST} (signature)`)) return new SignatureError(v.sessionId, v.id, v.signatureProblem);
  return new CheckpointError('INVALID_DATA', `checkpoint ${v.id} does not verify (${v.problems.map((p) => `${p.part}: ${p.error}`).join('; ')})`, hint);
}

export interface LoadResult {
  manifest: Manifest;
  /** Checkpoints that failed verification before this one was used (newest first), with why. */
  fellBackFrom: VerifyResult[];
}

/**
 * Loads a checkpoint for use, verifying it first; a corrupt or partial one falls back to its
 * parent (then the parent's parent, …), and the caller shows `fellBackFrom` as a warning. One
 * whose signature fails is refused (SignatureError) unless `force`.
 */
export async function loadVerified(store: StorageBackend, sessionId: string, id: string, o: { force?: boolean | undefined } = {}): Promise<LoadResult> {
  const failed: VerifyResult[] = [];
  const index = await loadIndex(store, sessionId);
  let next: string | null = id;
  const seen = new Set<string>();
  while (next && !seen.has(next)) {
    seen.add(next);
    const v = await verifyCheckpoint(store, sessionId, next, o);
    if (v.ok && v.manifest) return { manifest: v.manifest, fellBackFrom: failed };
    // A manifest whose signature fails may have been forged: refused, not replaced by its parent.
    if (v.signatureProblem && !o.force) throw new SignatureError(sessionId, next, v.signatureProblem);
    failed.push(v);
    // The parent from the manifest if it could be read, else the previous checkpoint in the index.
    const at = index.checkpoints.findIndex((e) => e.id === next);
    next = v.manifest?.parent_checkpoint_id ?? index.checkpoints[at - 1]?.id ?? (at < 0 ? index.checkpoints.filter((e) => e.id < next!).at(-1)?.id ?? null : null);
  }
  const why = failed.map((f) => `${f.id}: ${f.problems.map((p) => `${p.part} ${p.error}`).join(', ')}`).join('; ');
  throw new CheckpointError('INVALID_DATA', `no usable checkpoint at or before ${sessionId}/${id} (${why})`, 'run `pai-checkpoint verify --all` to see every problem');
}

/**
 * Folders of a session with objects but no manifest: captures that died (or are still running).
 * Only those whose newest object is older than `olderThanMs` are returned, so a capture in
 * progress is never swept.
 */
export async function findOrphans(store: StorageBackend, sessionId: string, olderThanMs: number, now = Date.now()): Promise<string[]> {
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

/**
 * Deletes a checkpoint: manifest first (it stops existing), then its parts, then its index entry.
 * Called by the session's one writer (its capture lock held): see the top of this file.
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
  const onTier = largeTierOf(store) ? await readManifest(store, sessionId, id).then((m) => (m?.workspace?.tier !== undefined ? m : undefined)).catch(() => undefined) : undefined;
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
  if (indexed || (!trusted(view.stored) && (view.index.checkpoints.length > 0 || view.stored !== 'missing'))) await writeIndex(store, view.index, true);
  return existed || removed > 0;
}

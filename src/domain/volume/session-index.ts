import { CheckpointError, errorMessage } from '../../core/errors.js';
import { RefusedFileError } from '../../core/regular.js';
import { getJson, putCompactJson, type StorageBackend } from '../../storage/backend.js';
import { checkpointOfKey, indexKey, MANIFEST, sessionPrefix } from '../../storage/layout.js';
import { sealedKeyId } from '../../storage/sealed.js';
import { type Annotation, applyFacts, type Approval, type Fact, type LinkedIssue } from './facts.js';
import { type Manifest, parseManifest } from './manifest.js';
import { openPrivate, sealPrivate } from './private-text.js';
import { factKeysOf, manifestOpener, type ManifestProblem, readFactKeys } from './read.js';
import { signedFor, untrusted } from './signing.js';

/**
 * Session checkpoints on the volume (keys: storage/layout.ts):
 *   checkpoints/<session>/<id>/manifest.json + parts   (one folder per checkpoint)
 *   checkpoints/<session>/index.json                   (a cache: rebuildable from the manifests)
 *
 * One file per operation, as restic's internal/repository/ is: this one the index (its entries,
 * when it is trusted, the writer's view of it), commit.ts, read.ts (manifests, facts, sessions),
 * add-fact.ts, verify.ts, orphans.ts, delete.ts; retention.ts and gc.ts work through them.
 *
 * Write order is the commit protocol (restic-style): every part first (each put is atomic), then
 * the manifest listing each part's size and sha256, then the index. A crash before the manifest
 * leaves an orphan folder (orphans.ts finds it, prune sweeps it), never a visible half-checkpoint; a crash
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
const ENTRY_PUBLIC = [
  'id',
  'created_at',
  'trigger',
  'parent',
  'size_bytes',
  'approval.status',
  'approval.policy',
  'approval.timestamp',
  'facts',
  'verified',
  'safety',
  'unclean',
  'phase',
  'context',
] as const;

interface SessionIndex {
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
export async function writeIndex(
  store: StorageBackend,
  index: SessionIndex,
  settled: boolean,
): Promise<string | undefined> {
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
    await putCompactJson(
      store,
      key,
      signedFor(store, { ...rest, version: 4, settled, checkpoints: docs, ...(sealed ? { sealed } : {}) }),
    );
    return undefined;
  } catch (err) {
    return `${store.location}/${key} not written (${errorMessage(err)})`;
  }
}

/** Writes a session's index as not settled (safe for anyone: readers check it against the manifests). */
function saveIndex(store: StorageBackend, index: SessionIndex): Promise<string | undefined> {
  return writeIndex(store, index, false);
}

/** Records a verification result in the index (shown as VERIFIED by `list`); why it could not, if it could not. */
export async function markVerified(
  store: StorageBackend,
  sessionId: string,
  id: string,
  ok: boolean,
  at: string,
): Promise<string | undefined> {
  const index = await loadIndex(store, sessionId);
  const e = index.checkpoints.find((x) => x.id === id);
  // An index whose text this machine cannot read is not written back (writeIndex): the mark is a cache, so none.
  if (!e || index.hidden) return undefined;
  e.verified = { ok, at };
  // Not settled: verify holds no lock, so this may overwrite an index a writer has just changed.
  return saveIndex(store, index);
}

/** Rebuilds a session's index from its manifests; unreadable manifests are reported, not indexed. */
export async function rebuildIndex(
  store: StorageBackend,
  sessionId: string,
): Promise<{ index: SessionIndex; problems: ManifestProblem[] }> {
  return indexFromKeys(store, sessionId, await store.list(sessionPrefix(sessionId)));
}

/** The index of the manifests among `keys` (a listing of the session), read one by one. */
async function indexFromKeys(
  store: StorageBackend,
  sessionId: string,
  keys: string[],
): Promise<{ index: SessionIndex; problems: ManifestProblem[] }> {
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
        problems.push({
          key,
          error: `the manifest names checkpoint ${m.session_id}/${m.id}, not ${sessionId}/${at.id} (a copy under another name?)`,
        });
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

type StoredIndex = SessionIndex | 'missing' | 'unreadable';

/** Version 3 as it is; version 2 as not settled (written before `settled` was safe); others undefined (rebuilt). */
function migrateIndex(v: unknown, sessionId: string): SessionIndex | undefined {
  const i = v as { version?: unknown; session_id?: unknown; settled?: unknown; checkpoints?: unknown } | null;
  if (!i || typeof i !== 'object' || i.session_id !== sessionId || !Array.isArray(i.checkpoints)) return undefined;
  if (!i.checkpoints.every((e: unknown) => typeof (e as { id?: unknown } | null)?.id === 'string')) return undefined;
  if (i.version === 4 || i.version === 3)
    return { ...(i as unknown as SessionIndex), version: 4, settled: i.settled === true };
  if (i.version === 2) return { ...(i as unknown as SessionIndex), version: 4, settled: false };
  return undefined;
}

/**
 * The stored index (migrated), 'missing', or 'unreadable' (corrupt, a folder, an old or unknown
 * version, another session's). A cache that is damaged needs no word: it is rebuilt; one that is
 * no file at all (a FIFO, a device, gigabytes) was put there by something else, and `warn` is told.
 */
async function readIndex(
  store: StorageBackend,
  sessionId: string,
  warn?: (message: string) => void,
): Promise<StoredIndex> {
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
  const opened = openPrivate(
    store,
    rest.checkpoints as unknown as Record<string, unknown>[],
    sealed,
    `${store.location}/${indexKey(index.session_id)}`,
  );
  if (!opened.hidden) return { ...rest, checkpoints: opened.docs as unknown as IndexEntry[] };
  const keyId = (typeof sealed === 'string' && sealedKeyId(Buffer.from(sealed, 'base64'))) || '?';
  return {
    ...rest,
    hidden: opened.hidden,
    checkpoints: rest.checkpoints.map((e) => ({ ...e, tags: Array.isArray(e.tags) ? e.tags : [], hidden: keyId })),
  };
}

export const trusted = (stored: StoredIndex): stored is SessionIndex => typeof stored === 'object' && stored.settled;

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
async function checkIndex(
  store: StorageBackend,
  sessionId: string,
  stored: StoredIndex,
): Promise<{ index: SessionIndex; rebuilt: boolean }> {
  const keys = await store.list(sessionPrefix(sessionId));
  if (typeof stored === 'object') {
    const ids = manifestIds(keys);
    const facts = factKeysOf(keys);
    if (
      ids.size === stored.checkpoints.length &&
      stored.checkpoints.every((e) => ids.has(e.id) && (e.facts ?? 0) === (facts.get(e.id)?.length ?? 0))
    )
      return { index: stored, rebuilt: false };
  }
  return { index: (await indexFromKeys(store, sessionId, keys)).index, rebuilt: true };
}

/**
 * The session's index. A settled index is used as it is: no listing (why that is safe: the top
 * of this file). Any other is checked against a listing of the manifests, and one that is
 * missing, corrupt or disagrees with them is rebuilt and rewritten (not settled).
 */
export async function loadIndex(
  store: StorageBackend,
  sessionId: string,
  o: { warn?: ((message: string) => void) | undefined } = {},
): Promise<SessionIndex> {
  const stored = await readIndex(store, sessionId, o.warn);
  if (trusted(stored)) return stored;
  const { index, rebuilt } = await checkIndex(store, sessionId, stored);
  if (rebuilt && (index.checkpoints.length > 0 || stored !== 'missing')) await writeIndex(store, index, false);
  return index;
}

/** What the session's writer starts a change from. */
export interface WriterView {
  /** The index checked against a listing made now: the truth, since no one else changes manifests. */
  index: SessionIndex;
  /** The index as stored: a settled one must be unsettled before a manifest changes. */
  stored: StoredIndex;
}

/** The writer always lists, even under a settled index: that repairs one a lockless writer overwrote. */
export async function writerView(store: StorageBackend, sessionId: string): Promise<WriterView> {
  const stored = await readIndex(store, sessionId);
  return { index: (await checkIndex(store, sessionId, stored)).index, stored };
}

/**
 * Before the writer adds or removes a manifest, a settled index stops being trusted: it is
 * rewritten not settled, or else removed (a missing index is rebuilt). When neither works and it
 * would still be trusted, the change does not go ahead: readers would not see it.
 */
export async function unsettle(store: StorageBackend, view: WriterView): Promise<void> {
  if (!trusted(view.stored)) return;
  const failed = await writeIndex(store, view.index, false);
  if (failed === undefined) return;
  await store.delete(indexKey(view.index.session_id)).catch(() => false);
  if (trusted(await readIndex(store, view.index.session_id))) {
    throw new CheckpointError(
      'IO',
      `${failed}; as it is, it would hide the change from readers, so nothing was changed`,
      'make the volume writable, then try again',
    );
  }
}

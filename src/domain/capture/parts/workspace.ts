import { lstatSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { CheckpointError } from '../../../core/errors.js';
import { putJson, type StorageBackend } from '../../../storage/backend.js';
import { contentRootKey, partKey } from '../../../storage/layout.js';
import { keyringOf, largeTierOf } from '../../../storage/sealed.js';
import { lockVolume } from '../../content/locks.js';
import { snapshotContent, type ContentSnapshot } from '../../content/snapshot.js';
import type { WorkspaceListing } from '../../content/listing.js';
import type { GitState } from '../git.js';
import { excluded, listWorkspace, pickEngine, snapshotStream } from '../workspace.js';
import type { CaptureScope, PartProvider, WorkspaceSection } from './part.js';

/** The workspace section before its size is known. */
type WorkspaceBase = Pick<WorkspaceSection, 'path' | 'file_count' | 'uncommitted_files'> & Record<string, unknown>;

/** Folders that are never snapshotted whole: the home folder and the file-system root. */
function unsafeRoot(dir: string): boolean {
  const d = resolve(dir);
  return d === '/' || d === resolve(homedir());
}

/**
 * Every file of the project a restore would need, Bash-made changes included: stored by content
 * (domain/content: only what changed is read and stored; the manifest names the tree), or with
 * `[capture] workspace_format = "archive"` as a whole workspace.tar.zst (the parent's archive is
 * reused, copied on the volume, when the tree is unchanged).
 */
export const workspacePart: PartProvider = {
  name: 'workspace',
  // Stored by content, the file list is taken beside git's processes (listWorkspace starts its own
  // ls-files) and checked against git's status once both are in (agreeingListing). An archive is
  // listed when tar runs: its unpacked_bytes, the listing's total, bounds its restore, and a log
  // that grew while the summary was written would make it refuse to expand.
  beside: 'git',
  start(scope) {
    const { req, o } = scope;
    if (unsafeRoot(req.cwd)) return;
    const options = { excludes: o.config.capture.excludes, include: includedIgnored(scope) };
    const again = () => listWorkspace(req.cwd, options);
    if (o.config.capture.workspaceFormat !== 'content') {
      scope.listing = { again };
      return;
    }
    const first = again();
    first.catch(() => undefined); // awaited (and its failure thrown) by collect
    scope.listing = { first, again };
  },
  async collect(scope) {
    const { req, o } = scope;
    if (!scope.listing) {
      scope.warnings.push(`${req.cwd} is the home folder or the root: workspace not snapshotted`);
      return;
    }
    const { first, again } = scope.listing;
    const begun = await (first ?? again());
    const listing =
      first && scope.git ? await agreeingListing(begun, scope.git.state, o.config.capture.excludes, again) : begun;
    const uncommitted = scope.git ? [...scope.git.state.modified, ...scope.git.state.untracked] : [];
    scope.archived = listing.files.map((f) => f.path);
    // unpacked_bytes: what a restore lets the archive expand to (a forged part cannot promise more).
    const base: WorkspaceBase = {
      path: 'workspace.tar.zst',
      root: req.cwd,
      file_count: listing.files.length,
      unpacked_bytes: listing.totalBytes,
      uncommitted_files: uncommitted,
      fingerprint: listing.fingerprint,
      ...(listing.skipped.length ? { skipped: listing.skipped } : {}),
      listed_by: listing.git ? 'git' : 'walk',
    };
    if (o.config.capture.workspaceFormat === 'content') await storeContent(scope, listing, base);
    else if (!(await reuseParent(scope, listing, base))) {
      const engine = await pickEngine();
      const local = scope.store.location.startsWith('/');
      scope.parts.push({
        name: 'workspace.tar.zst',
        data: () =>
          snapshotStream(listing, {
            engine,
            level: o.config.capture.zstdLevel,
            onProgress: (n) => o.onProgress?.(n, listing.totalBytes),
            ...(local ? { maxBytes: o.config.capture.maxLocalBytes } : {}),
          }),
      });
      scope.draft.workspace = { ...base, size_bytes: 0, engine };
      scope.onStored.push((name, info) => {
        if (name !== 'workspace.tar.zst' || !scope.draft.workspace) return;
        scope.draft.workspace.size_bytes = info.size;
        if (info.size > o.config.capture.warnBytes)
          scope.warnings.push(
            `workspace archive is ${Math.round(info.size / 1e6)} MB (over ${Math.round(o.config.capture.warnBytes / 1e6)} MB)`,
          );
      });
    }
    const one = listing.skipped[0];
    if (one) scope.warnings.push(`${listing.skipped.length} file(s) not archived (e.g. ${one.path}: ${one.reason})`);
  },
};

/**
 * `listing`, or a new one from `relist` when it misses a file git's status (`state`, asked at the
 * same time) names as changed or untracked: one made between the two would be named in the
 * manifest's uncommitted files yet be missing from the workspace, and a restore would lose it.
 * Listed again after the status, it holds every file the status saw that still exists. Untracked
 * files the excludes leave out, files gone since and changes outside the workspace's folder are
 * not missing.
 */
export async function agreeingListing(
  listing: WorkspaceListing,
  state: GitState,
  excludes: string[],
  relist: () => Promise<WorkspaceListing>,
): Promise<WorkspaceListing> {
  const listed = new Set<string>();
  for (const f of listing.files) listed.add(f.path);
  for (const s of listing.skipped) listed.add(s.path);
  const base = realOrSame(listing.root);
  const skip = new Set(excludes);
  const misses = (path: string, untracked: boolean): boolean => {
    const rel = relative(base, join(state.root, path)).split(sep).join('/');
    if (rel === '' || rel.startsWith('../') || rel === '..' || isAbsolute(rel)) return false;
    if (listed.has(rel) || (untracked && excluded(rel, skip))) return false;
    if (lstatSync(join(base, rel), { throwIfNoEntry: false }) === undefined) return false; // gone since
    // A folder status names whole (an untracked nested repository, a submodule): listed when a file under it is.
    return ![...listed].some((p) => p.startsWith(`${rel}/`));
  };
  const missed = state.untracked.some((p) => misses(p, true)) || state.modified.some((p) => misses(p, false));
  return missed ? relist() : listing;
}

function realOrSame(dir: string): string {
  try {
    return realpathSync.native(dir);
  } catch {
    return resolve(dir);
  }
}

/**
 * `[capture] include_ignored`, only when the volume is encrypted: an ignored `.env` holds secrets,
 * which must not be stored in the clear (issue 16's policy). Without a key they are left out, with a warning.
 */
function includedIgnored(scope: CaptureScope): string[] {
  const wanted = scope.o.config.capture.includeIgnored;
  if (wanted.length === 0) return [];
  if (keyringOf(scope.store)?.encryption()) return wanted;
  scope.warnings.push(
    `[capture] include_ignored (${wanted.join(', ')}) not captured: only with [encryption] set, so that they are never stored in the clear`,
  );
  return [];
}

/** The tree is the parent's: its archive is copied on the volume, stored now like any part. */
async function reuseParent(scope: CaptureScope, listing: WorkspaceListing, base: WorkspaceBase): Promise<boolean> {
  const { parent, req } = scope;
  const prev = parent?.workspace && parent.parts['workspace.tar.zst'];
  if (!parent || !prev || !scope.parentTrusted || parent.workspace?.['fingerprint'] !== listing.fingerprint)
    return false;
  // Encrypted under another key, or not at all while a key is set now: stored again, not copied.
  if (parent.encryption?.key_id !== keyringOf(scope.store)?.encryption()?.id) return false;
  const copied = await scope.store.copy(
    partKey(req.sessionId, parent.id, 'workspace.tar.zst'),
    partKey(req.sessionId, scope.id, 'workspace.tar.zst'),
    prev,
  );
  if (!copied) return false;
  scope.reusedWorkspace = true;
  scope.draft.workspace = { ...base, size_bytes: copied.size, reused_from: parent.id };
  scope.parts.push({ name: 'workspace.tar.zst', stored: copied });
  return true;
}

/**
 * The tree stored by content. The volume's shared lock is held from the look-up of the blobs the
 * volume has until the manifest is written (released in cleanup), so a garbage collection never
 * removes a blob this capture reuses. On a local volume, new content over `max_local_mb` goes to
 * the large tier when one is set (SPEC-03.13), and a session whose workspace is there stays there
 * (its blobs are there: the next capture stores only what changed).
 */
async function storeContent(scope: CaptureScope, listing: WorkspaceListing, base: WorkspaceBase): Promise<void> {
  const { o, store } = scope;
  const local = store.location.startsWith('/');
  const large = local ? largeTierOf(store) : undefined;
  const onTier = large !== undefined && scope.parent?.workspace?.['tier'] === large.location;
  let snap: ContentSnapshot | undefined;
  if (!onTier) {
    try {
      snap = await snapshotOn(scope, store, listing, local ? o.config.capture.maxLocalBytes : undefined);
    } catch (err) {
      if (!(large && err instanceof CheckpointError && err.code === 'TOO_LARGE')) throw err;
      scope.warnings.push(
        `new workspace content passed ${Math.round(o.config.capture.maxLocalBytes / 1e6)} MB: stored on the large tier ${large.location}`,
      );
    }
  }
  let tier: string | undefined;
  if (!snap) {
    snap = await snapshotOn(scope, large!, listing, undefined);
    tier = large!.location;
    // The tier's garbage collection keeps what a root names (written before the manifest, under the tier's shared lock).
    await putJson(large!, contentRootKey(scope.req.sessionId, scope.id), {
      tree: snap.tree,
      volume: store.location,
      created_at: scope.now.toISOString(),
    });
  }
  if (snap.skipped.length) {
    const gone = new Set(snap.skipped.map((s) => s.path));
    scope.archived = scope.archived.filter((p) => !gone.has(p));
    base.skipped = [...listing.skipped, ...snap.skipped];
  }
  scope.reusedWorkspace =
    (scope.parent?.workspace?.tree as { sha256?: string } | undefined)?.sha256 === snap.tree.sha256;
  scope.draft.workspace = {
    ...base,
    path: 'content',
    format: 'content',
    file_count: snap.tree.entries,
    size_bytes: snap.addedBytes,
    tree: snap.tree,
    ...(tier ? { tier } : {}),
  };
  if (snap.addedBytes > o.config.capture.warnBytes)
    scope.warnings.push(
      `the workspace added ${Math.round(snap.addedBytes / 1e6)} MB (over ${Math.round(o.config.capture.warnBytes / 1e6)} MB)`,
    );
}

/** One content snapshot on `volume`, under its shared lock (held until the capture's cleanup). */
async function snapshotOn(
  scope: CaptureScope,
  volume: StorageBackend,
  listing: WorkspaceListing,
  maxBytes: number | undefined,
): Promise<ContentSnapshot> {
  const { o } = scope;
  const lock = await lockVolume(volume, 'shared', { purpose: `capture of session ${scope.req.sessionId}` });
  scope.cleanup.push(() => lock.release());
  if (volume === scope.store) scope.storeLocked = true;
  return snapshotContent(volume, listing, {
    stateDir: o.stateDir,
    level: o.config.capture.zstdLevel,
    onProgress: o.onProgress,
    ...(maxBytes !== undefined ? { maxBytes } : {}),
  });
}

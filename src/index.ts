/**
 * pai-checkpoint's library entry: pai-seed's F-010 checkpoint API (same names, arguments and
 * results, so pai-seed code can switch to it), plus the synchronous variants and helpers.
 */
export {
  createCheckpoint,
  loadCheckpoint,
  listCheckpoints,
  detectIncompleteCheckpoint,
  completeCheckpoint,
  cleanupCheckpoints,
  resolveCheckpointsDir,
  createCheckpointSync,
  completeCheckpointSync,
  cleanupCheckpointsSync,
  scanCheckpoints,
  detectUnfinished,
  findRecord,
} from './domain/records/api.js';
export type {
  CheckpointOptions,
  CheckpointResult,
  CheckpointState,
  IscCriterionSnapshot,
  ListCheckpointsFilter,
  DetectOptions,
  Detection,
  CleanupResult,
  ScanResult,
} from './domain/records/api.js';
export { checkpointStateSchema, iscCriterionSchema, PHASES, parseRecord } from './domain/records/schema.js';
export { checkpointFilename } from './domain/records/files.js';
export { readCheckpointRef, updateCheckpointRef } from './domain/records/seed.js';
export { appendEvent } from './domain/records/events.js';
export { paiPaths, resolvePaiDir } from './core/paths.js';
export { scanAlgorithmText } from './domain/transcript/phase.js';
export { CheckpointError, EXIT } from './core/errors.js';

// Session checkpoints on the volume (SPEC-03 / SPEC-07.11).
export { captureCheckpoint } from './domain/capture/create.js';
export type { CaptureRequest, CaptureOptions, CaptureResult } from './domain/capture/create.js';
export { commitCheckpoint } from './domain/volume/commit.js';
export { deleteCheckpoint } from './domain/volume/delete.js';
export { findOrphans } from './domain/volume/orphans.js';
export { readManifest, listSessions } from './domain/volume/read.js';
export { loadIndex, rebuildIndex } from './domain/volume/session-index.js';
export { verifyCheckpoint, loadVerified } from './domain/volume/verify.js';
export { parseManifest, manifestChecksum, MANIFEST_VERSION, TRIGGERS } from './domain/volume/manifest.js';
export type { Manifest, Trigger } from './domain/volume/manifest.js';
export { applyRetention, planRetention } from './domain/volume/retention.js';
export { LocalVolume } from './storage/local.js';
export { S3Volume } from './storage/s3.js';
export { openVolumeAt, keyringFor } from './storage/open.js';
export type { StorageBackend, PutResult } from './storage/backend.js';
export { listWorkspace, snapshotStream, pickEngine } from './domain/capture/workspace.js';
export { summarizeTranscript } from './domain/transcript/conversation.js';
export { captureGit } from './domain/capture/git.js';
export { captureEnvironment } from './domain/capture/environment.js';
export { loadConfig } from './core/config.js';
export { extractWorkspace } from './domain/restore/extract.js';
export { entryProblem } from './domain/restore/tree-check.js';
export { restoreCheckpoint } from './domain/restore/restore.js';
export { snapshotContent, loadTree } from './domain/content/snapshot.js';
export { loadContentIndex } from './domain/content/repo.js';
export { checkedTree, stageContent, writeTree, exportTar } from './domain/restore/content.js';

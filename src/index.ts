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
} from './records/api.js';
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
} from './records/api.js';
export { checkpointStateSchema, iscCriterionSchema, PHASES, parseRecord } from './records/schema.js';
export { checkpointFilename } from './records/files.js';
export { readCheckpointRef, updateCheckpointRef } from './core/seed.js';
export { appendEvent } from './core/events.js';
export { paiPaths, resolvePaiDir } from './core/paths.js';
export { scanAlgorithmText } from './capture/phase.js';
export { CheckpointError, EXIT } from './core/errors.js';

// Session checkpoints on the volume (SPEC-03 / SPEC-07.11).
export { captureCheckpoint } from './checkpoint/create.js';
export type { CaptureRequest, CaptureOptions, CaptureResult } from './checkpoint/create.js';
export { commitCheckpoint, loadIndex, rebuildIndex, readManifest, verifyCheckpoint, loadVerified, deleteCheckpoint, findOrphans, listSessions } from './checkpoint/store.js';
export { parseManifest, manifestChecksum, MANIFEST_VERSION, TRIGGERS } from './checkpoint/manifest.js';
export type { Manifest, Trigger } from './checkpoint/manifest.js';
export { applyRetention, planRetention } from './checkpoint/retention.js';
export { LocalVolume } from './storage/local.js';
export type { StorageBackend, PutResult } from './storage/backend.js';
export { listWorkspace, snapshotStream, pickEngine } from './capture/workspace.js';
export { summarizeTranscript } from './capture/conversation.js';
export { captureGit } from './capture/git.js';
export { captureEnvironment } from './capture/environment.js';
export { loadConfig } from './core/config.js';
export { extractWorkspace, entryProblem } from './checkpoint/extract.js';
export { restoreCheckpoint } from './checkpoint/restore.js';

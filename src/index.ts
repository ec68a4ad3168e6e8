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

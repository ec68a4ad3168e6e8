/**
 * Why a session checkpoint was taken (manifest `trigger`; the approval policies name them too).
 * `context`: the conversation passed `[context] warn_percent` of the model's window (SPEC-07.30.04):
 * a checkpoint, its summary refreshed, before a compaction can come.
 */
export const TRIGGERS = ['periodic', 'phase', 'pre_compact', 'stop', 'error', 'shutdown', 'detach', 'complete', 'manual', 'context'] as const;
export type Trigger = (typeof TRIGGERS)[number];

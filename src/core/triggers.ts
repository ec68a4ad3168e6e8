/**
 * Why a session checkpoint was taken (manifest `trigger`; the approval policies name them too).
 * `context`: the conversation passed `[context] warn_percent` of the model's window (SPEC-07.30.04):
 * a checkpoint, its summary refreshed, before a compaction can come. `pre_risky` (1.7): taken
 * before a risky Bash command runs (domain/session/risky.ts); `handoff` (1.7): a subagent started
 * or stopped (the agent seed's agent handoff). `crash` (1.9): claude ended without SessionEnd (kill -9,
 * OOM, a closed terminal); the sidecar captures what it left, Bash-made files included. `error` is
 * a tool call that failed in a session that goes on.
 */
export const TRIGGERS = [
  'periodic',
  'phase',
  'pre_compact',
  'stop',
  'error',
  'shutdown',
  'detach',
  'complete',
  'manual',
  'context',
  'pre_risky',
  'handoff',
  'crash',
] as const;
export type Trigger = (typeof TRIGGERS)[number];

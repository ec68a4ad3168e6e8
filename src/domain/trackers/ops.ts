import type { LinkedIssue } from '../volume/facts.js';

/**
 * SPEC-07.22: what pai-checkpoint does to an issue, as operations the notification sender carries
 * out (app/notify.ts, through the outbox: retried, never blocking a capture), and the text a
 * tracker gets for a checkpoint. The trackers' contract is tracker.ts; each tracker is its own file,
 * registered in index.ts.
 */
export type TrackerOp =
  /** A comment on the issue (linkCheckpoint: the checkpoint and how to resume it). */
  | { kind: 'comment'; issue: LinkedIssue; body: string; project?: string }
  /** Work on it started (Linear: a started state; Beads: in_progress); with a comment. */
  | { kind: 'start'; issue: LinkedIssue; body: string; project?: string }
  /** The session that worked on it completed, approved: closed (GitHub), completed (Linear), closed (Beads); with a comment. */
  | { kind: 'close'; issue: LinkedIssue; body: string; project?: string }
  /** A new issue (a session's error), in the configured repository (GitHub) or team (Linear). */
  | { kind: 'create'; tracker: 'github' | 'linear'; title: string; body: string; labels?: string[]; repo?: string };

/** The text of a checkpoint reference, as trackers get it. */
export function checkpointReference(checkpointId: string, sessionId: string, what = 'Checkpoint'): string {
  return `${what} ${checkpointId} of session ${sessionId} (pai-checkpoint). Resume it with \`pai-checkpoint resume ${sessionId}\`; inspect it with \`pai-checkpoint inspect ${checkpointId}\`.`;
}

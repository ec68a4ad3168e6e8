import type { Config } from '../../core/config.js';
import type { HttpResult } from '../../platform/http.js';
import type { LinkedIssue } from '../volume/facts.js';
import type { TrackerOp } from './ops.js';

/**
 * The contract of an issue tracker (SPEC-07.22.01): `IssueTracker`, what pai-checkpoint does to an
 * issue, and `Tracker`, how one is made for an operation from the configuration. One file per
 * tracker in this folder (github.ts, linear.ts, beads.ts), registered in index.ts; every tracker
 * passes the shared contract suite (test/domain/trackers/tracker-contract.ts).
 */
export interface IssueTracker {
  /** The issue, or undefined when the tracker has none of that id (missing is not an error). */
  getIssue(id: string): Promise<Issue | undefined>;
  /** A comment added (once) and the status moved forward, never back; NOT_FOUND when there is no such issue. */
  updateIssue(id: string, change: { status?: 'started' | 'completed'; comment?: string }): Promise<void>;
  createIssue(title: string, body: string, labels?: string[]): Promise<Issue>;
  linkCheckpoint(id: string, checkpointId: string, sessionId: string): Promise<void>;
}

export interface Issue {
  tracker: LinkedIssue['tracker'];
  id: string;
  title?: string;
  /** As the tracker says it (open/closed; Linear's state name; Beads' status). */
  state?: string;
  url?: string;
}

/** How a tracker is made for one operation the sender carries out. */
export interface Tracker {
  /**
   * The tracker `op` goes to, as `config` sets it up; every credential it uses pushed to `secrets`
   * (masked in the error the log gets). Throws when it is not configured any more.
   */
  open(
    config: Config,
    op: TrackerOp,
    setting: { env: Record<string, string | undefined>; now: () => Date; secrets: string[] },
  ): IssueTracker;
}

/** A tracker that answers an error: its status and Retry-After, for the retry. */
export class TrackerError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** The error of an HTTP answer that is not a success: its status and the start of its body. */
export function httpFailure(what: string, r: HttpResult): TrackerError {
  return new TrackerError(
    `${what}: HTTP ${r.status}${r.body ? `: ${r.body.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`,
    r.retryAfterMs,
  );
}

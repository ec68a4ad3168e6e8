import { readFileSync } from 'node:fs';
import { CheckpointError } from '../../core/errors.js';
import { parseJsonLine } from '../../core/json-lines.js';
import type { LinkedIssue } from '../volume/facts.js';

/**
 * SPEC-07.22: what pai-checkpoint does to an issue, as operations the notification sender carries
 * out (app/notify.ts, through the outbox: retried, never blocking a capture), the adapter
 * interface of SPEC-07.22.01 (`IssueTracker`), and what each tracker's API needs: GitHub's REST v3
 * calls, Linear's GraphQL documents, Beads' `.beads/issues.jsonl` lines. The adapters are in
 * adapters.ts.
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

export interface Issue {
  tracker: LinkedIssue['tracker'];
  id: string;
  title?: string;
  /** As the tracker says it (open/closed; Linear's state name; Beads' status). */
  state?: string;
  url?: string;
}

/** SPEC-07.22.01. */
export interface IssueTracker {
  getIssue(id: string): Promise<Issue | undefined>;
  updateIssue(id: string, change: { status?: 'started' | 'completed'; comment?: string }): Promise<void>;
  createIssue(title: string, body: string, labels?: string[]): Promise<Issue>;
  linkCheckpoint(id: string, checkpointId: string, sessionId: string): Promise<void>;
}

/** The text of a checkpoint reference, as trackers get it. */
export function checkpointReference(checkpointId: string, sessionId: string, what = 'Checkpoint'): string {
  return `${what} ${checkpointId} of session ${sessionId} (pai-checkpoint). Resume it with \`pai-checkpoint resume ${sessionId}\`; inspect it with \`pai-checkpoint inspect ${checkpointId}\`.`;
}

// ---------------------------------------------------------------------------------------------
// GitHub (REST v3)

/** `owner/repo#123` → its parts. */
export function githubIssue(id: string): { repo: string; number: number } {
  const m = /^([A-Za-z0-9-]+\/[A-Za-z0-9._-]+)#(\d+)$/.exec(id);
  if (!m) throw new CheckpointError('INVALID_DATA', `"${id}" is not a GitHub issue (owner/repo#123)`);
  return { repo: m[1]!, number: Number(m[2]) };
}

export interface HttpStep {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
}

export function githubHeaders(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, Accept: 'application/vnd.github+json', 'X-GitHub-Api-Version': '2022-11-28', 'User-Agent': 'pai-checkpoint', 'content-type': 'application/json' };
}

// ---------------------------------------------------------------------------------------------
// Linear (GraphQL)

export const LINEAR = {
  issue: 'query Issue($id: String!) { issue(id: $id) { id identifier title url state { name type } team { id states { nodes { id name type position } } } } }',
  comment: 'mutation Comment($input: CommentCreateInput!) { commentCreate(input: $input) { success } }',
  update: 'mutation Update($id: String!, $input: IssueUpdateInput!) { issueUpdate(id: $id, input: $input) { success } }',
  team: 'query Team($key: String!) { teams(filter: { key: { eq: $key } }) { nodes { id } } }',
  create: 'mutation Create($input: IssueCreateInput!) { issueCreate(input: $input) { success issue { id identifier title url } } }',
} as const;

// ---------------------------------------------------------------------------------------------
// Beads (local: .beads/issues.jsonl)

export interface BeadsIssue {
  id: string;
  title?: string;
  status?: string;
  notes?: string;
  [field: string]: unknown;
}

/** The issues of a Beads file (lines that are not issues are kept as they are when it is rewritten). */
export function readBeads(file: string): { lines: string[]; issues: Map<number, BeadsIssue> } {
  const lines = readFileSync(file, 'utf8').split('\n');
  const issues = new Map<number, BeadsIssue>();
  lines.forEach((l, i) => {
    const v = parseJsonLine(l) as BeadsIssue | undefined; // not an issue line: kept as it is
    if (v && typeof v === 'object' && typeof v.id === 'string') issues.set(i, v);
  });
  return { lines, issues };
}

import { userInfo } from 'node:os';
import { CheckpointError, errorMessage } from '../core/errors.js';
import { appendEvent } from '../domain/records/events.js';
import { raise } from './notify.js';
import { trackerOnApproved, trackerOnLinked } from './trackers.js';
import {
  applyFacts,
  checkAnnotation,
  checkTag,
  parseIssueRef,
  type Annotation,
  type Fact,
  type FactView,
  type LinkedIssue,
} from '../domain/volume/facts.js';
import { addFact } from '../domain/volume/add-fact.js';
import { readFacts, readManifest } from '../domain/volume/read.js';
import type { AppContext } from './context.js';
import { rememberOutcome } from './memory.js';
import { requireCheckpoint, withSessionLock } from './volume.js';

/**
 * Approval decisions (SPEC-07.20), tags, annotations and issue links (SPEC-07.12) of a session
 * checkpoint, written as facts (domain/volume/facts.ts): the manifest never changes. Each change
 * is one fact; one that would change nothing (a tag it has, a link it has) writes none; every
 * decision is written, and logged as a `checkpoint.approve`/`checkpoint.reject` event.
 */
export interface FactResult {
  id: string;
  sessionId: string;
  /** What was asked. */
  action: Fact['kind'];
  /** False when the checkpoint already was as asked (nothing written). */
  changed: boolean;
  /** The checkpoint's tags, annotations and links now. */
  view: FactView;
  /** Facts that could not be read (a damaged volume): left out of the view. */
  problems: { key: string; error: string }[];
}

/** Who writes a fact: --user, else the OS user (USER when the account has no name). */
function actor(ctx: AppContext, user?: string): string {
  if (user !== undefined) {
    if (!user.trim())
      throw new CheckpointError('USAGE', '--user is empty', 'give a user name, or leave --user out for the OS user');
    return user.trim();
  }
  try {
    return userInfo().username;
  } catch {
    return ctx.env['USER'] || 'unknown';
  }
}

type Change =
  | { kind: 'tag' | 'untag'; tag: string }
  | { kind: 'annotate'; text: string }
  | { kind: 'link' | 'unlink'; issue: LinkedIssue }
  | { kind: 'approve' | 'reject'; reason?: string };

/** What the checkpoint's view says of a change: whether it would change anything (NOT_FOUND for removing what is not there). */
function wouldChange(view: FactView, c: Change, id: string): boolean {
  switch (c.kind) {
    case 'tag':
      return !view.tags.includes(c.tag);
    case 'untag':
      if (!view.tags.includes(c.tag))
        throw new CheckpointError(
          'NOT_FOUND',
          `checkpoint ${id} has no tag "${c.tag}"`,
          view.tags.length ? `its tags: ${view.tags.join(', ')}` : 'it has no tags',
        );
      return true;
    case 'link':
      return !view.linked_issues.some((i) => i.tracker === c.issue.tracker && i.id === c.issue.id);
    case 'unlink':
      if (!view.linked_issues.some((i) => i.tracker === c.issue.tracker && i.id === c.issue.id))
        throw new CheckpointError(
          'NOT_FOUND',
          `checkpoint ${id} is not linked to ${c.issue.tracker} ${c.issue.id}`,
          view.linked_issues.length
            ? `its links: ${view.linked_issues.map((i) => `${i.tracker} ${i.id}`).join(', ')}`
            : 'it has no links',
        );
      return true;
    case 'annotate':
    case 'approve':
    case 'reject':
      return true; // a decision is always recorded: the audit trail has each one, a re-approval too
  }
}

async function change(ctx: AppContext, idOrPrefix: string, c: Change, user?: string): Promise<FactResult> {
  const who = actor(ctx, user);
  const store = await ctx.volume();
  const found = await requireCheckpoint(store, idOrPrefix);
  const { sessionId } = found;
  const id = found.entry.id;
  // Under the session's capture lock: on this machine, no checkpoint of the session is being written meanwhile.
  return withSessionLock(ctx, sessionId, async () => {
    const m = await readManifest(store, sessionId, id);
    if (!m)
      throw new CheckpointError(
        'NOT_FOUND',
        `checkpoint ${id} is gone`,
        'run `pai-checkpoint list --all` to see the ids',
      );
    const before = await readFacts(store, sessionId, id);
    const view = applyFacts(m, before.facts);
    if (!wouldChange(view, c, id))
      return { id, sessionId, action: c.kind, changed: false, view, problems: before.problems };
    const decision = c.kind === 'approve' || c.kind === 'reject';
    const fact = {
      v: 1,
      checkpoint: id,
      at: ctx.now().toISOString(),
      user: who,
      ...c,
      ...(decision ? { policy: m.approval.policy ?? 'default' } : {}),
    } as Fact;
    const added = await addFact(store, sessionId, fact);
    if (fact.kind === 'approve' || fact.kind === 'reject') {
      // SPEC-07.20.04: every decision in the event log as well.
      const data = {
        checkpoint_id: id,
        user: who,
        timestamp: fact.at,
        reason: fact.reason ?? null,
        policy: fact.policy,
      };
      try {
        appendEvent(ctx.paths.eventsDir, `checkpoint.${fact.kind}`, data, sessionId, ctx.now());
      } catch (err) {
        ctx.warn(`the decision is recorded on the volume, but not in the event log: ${errorMessage(err)}`);
      }
      const approved = fact.kind === 'approve';
      await raise(ctx, {
        event: approved ? 'checkpoint.approved' : 'checkpoint.rejected',
        at: ctx.now(),
        session: {
          id: sessionId,
          ...(m.name ? { name: m.name } : {}),
          ...(m.workspace?.root ? { project: m.workspace.root } : {}),
        },
        checkpoint: id,
        summary: `${approved ? 'Approved' : 'Rejected'} by ${who}${fact.reason ? `: ${fact.reason}` : ''}.`,
        action: approved ? `pai-checkpoint resume ${sessionId}` : `pai-checkpoint recover ${sessionId}`,
        context: { costUsd: m.metrics.cost_estimate_usd, files: m.metrics.files_modified },
        dedup: `${fact.kind}\0${id}\0${fact.at}`,
      });
      if (approved) {
        await trackerOnApproved(ctx, store, m, await ctx.config());
        await rememberOutcome(ctx, store, m, 'approved', who);
      }
    }
    if (fact.kind === 'link') {
      try {
        trackerOnLinked(ctx, await ctx.config(), m, fact.issue);
      } catch (err) {
        ctx.warn(`the link is recorded, but its issue tracker was not told: ${errorMessage(err)}`);
      }
    }
    return { id, sessionId, action: c.kind, changed: true, view: added.view, problems: added.problems };
  });
}

export const tag = (ctx: AppContext, id: string, t: string, user?: string) =>
  change(ctx, id, { kind: 'tag', tag: checkTag(t) }, user);
export const untag = (ctx: AppContext, id: string, t: string, user?: string) =>
  change(ctx, id, { kind: 'untag', tag: checkTag(t) }, user);
export const annotate = (ctx: AppContext, id: string, text: string, user?: string) =>
  change(ctx, id, { kind: 'annotate', text: checkAnnotation(text) }, user);
export const link = (ctx: AppContext, id: string, ref: string, user?: string) =>
  change(ctx, id, { kind: 'link', issue: parseIssueRef(ref) }, user);
export const approve = (ctx: AppContext, id: string, reason?: string, user?: string) =>
  change(ctx, id, { kind: 'approve', ...(reason !== undefined ? { reason: checkReason(reason, false) } : {}) }, user);
export const reject = (ctx: AppContext, id: string, reason: string | undefined, user?: string) =>
  change(ctx, id, { kind: 'reject', reason: checkReason(reason, true) }, user);

function checkReason(reason: string | undefined, required: boolean): string {
  const r = (reason ?? '').trim();
  if (!r && required) throw new CheckpointError('USAGE', 'a rejection needs a reason', 'reject <id> --reason "<why>"');
  if (!r) throw new CheckpointError('USAGE', '--reason is empty', 'give a reason, or leave --reason out');
  if (r.length > 4000) throw new CheckpointError('USAGE', `the reason is ${r.length} characters long (at most 4000)`);
  return r;
}

export const unlink = (ctx: AppContext, id: string, ref: string, user?: string) =>
  change(ctx, id, { kind: 'unlink', issue: parseIssueRef(ref) }, user);

export interface AnnotationsResult {
  id: string;
  sessionId: string;
  annotations: Annotation[];
  problems: { key: string; error: string }[];
}

/** A checkpoint's annotations, oldest first (those its manifest has, then those added). */
export async function annotations(ctx: AppContext, idOrPrefix: string): Promise<AnnotationsResult> {
  const store = await ctx.volume();
  const found = await requireCheckpoint(store, idOrPrefix);
  const m = await readManifest(store, found.sessionId, found.entry.id);
  if (!m) throw new CheckpointError('NOT_FOUND', `checkpoint ${found.entry.id} is gone`);
  const { facts, problems } = await readFacts(store, found.sessionId, found.entry.id);
  return { id: found.entry.id, sessionId: found.sessionId, annotations: applyFacts(m, facts).annotations, problems };
}

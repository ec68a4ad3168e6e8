import { existsSync } from 'node:fs';
import type { Config } from '../core/config.js';
import type { Context } from '../core/context.js';
import { errorMessage } from '../core/errors.js';
import { gitFacts } from '../domain/capture/git-files.js';
import { notification } from '../domain/notify/message.js';
import { enqueue } from '../domain/notify/outbox.js';
import { beadsFile, readBeads } from '../domain/trackers/beads.js';
import { checkpointReference, type TrackerOp } from '../domain/trackers/ops.js';
import { githubRepoOf, issueRefsIn } from '../domain/trackers/refs.js';
import type { LinkedIssue } from '../domain/volume/facts.js';
import { type Manifest, storedPartKey } from '../domain/volume/manifest.js';
import { addFact } from '../domain/volume/add-fact.js';
import { loadIndex } from '../domain/volume/session-index.js';
import { getJson, type StorageBackend } from '../storage/backend.js';
import { startSender } from './notify.js';

/**
 * Issue trackers (SPEC-07.22) in a session's life: issues its name, first prompt or git branch
 * names — and the project's in-progress Beads issues — are linked to its checkpoint (a `link`
 * fact, as the `link` command writes) and told the session works on them; a completed session
 * whose checkpoint is approved closes them; a session's error opens an issue where configured.
 * Every call to a tracker goes through the notification outbox (retried, never blocking).
 */
const trackersOn = (config: Config, project: string | undefined) =>
  Boolean(
    config.integrations.github ||
    config.integrations.linear ||
    (config.integrations.beads && project && existsSync(beadsFile(project))),
  );

/** Whether a tracker is configured for this kind of issue (Beads: the project's file exists). */
function handles(config: Config, issue: LinkedIssue, project: string | undefined): boolean {
  if (issue.tracker === 'github') return Boolean(config.integrations.github);
  if (issue.tracker === 'linear') return Boolean(config.integrations.linear);
  return issue.tracker === 'beads' && config.integrations.beads && Boolean(project && existsSync(beadsFile(project)));
}

/** Queues a tracker operation (deduplicated by `dedup`) and starts the sender. */
function queueOp(ctx: Context, op: TrackerOp, session: string, dedup: string): void {
  const tracker = op.kind === 'create' ? op.tracker : op.issue.tracker;
  const n = notification({
    event: 'tracker.update',
    at: ctx.now(),
    session: { id: session },
    summary: `${op.kind} ${op.kind === 'create' ? op.title : op.issue.id}`,
    dedup,
  });
  const { queued } = enqueue(ctx.paths, n, [`tracker-${tracker}`], ctx.now(), op);
  if (queued.length) startSender(ctx);
}

/** The GitHub repository `#123` means in this project: [integrations.github] default_repo, else its origin on github.com. */
function githubRepo(config: Config, project: string | undefined): string | undefined {
  return config.integrations.github
    ? (config.integrations.github.defaultRepo ?? githubRepoOf(project ? gitFacts(project).git_remote : undefined))
    : undefined;
}

/**
 * After a capture: auto-linking (once per issue and session), and the close of linked issues when
 * the checkpoint completes the session and is approved (or auto-approved). Never throws.
 */
export async function trackerEvents(ctx: Context, store: StorageBackend, m: Manifest, config: Config): Promise<void> {
  const project = m.workspace?.root;
  if (!trackersOn(config, project)) return;
  try {
    const index = await loadIndex(store, m.session_id);
    const linked = new Map<string, LinkedIssue>();
    for (const e of index.checkpoints) for (const i of e.linked_issues ?? []) linked.set(`${i.tracker}\0${i.id}`, i);
    for (const issue of await autoRefs(store, m, config, project)) {
      const key = `${issue.tracker}\0${issue.id}`;
      if (linked.has(key) || !handles(config, issue, project)) continue;
      await addFact(store, m.session_id, {
        v: 1,
        checkpoint: m.id,
        at: ctx.now().toISOString(),
        user: 'pai-checkpoint',
        kind: 'link',
        issue,
      });
      linked.set(key, issue);
      queueOp(
        ctx,
        {
          kind: 'start',
          issue,
          body: checkpointReference(m.id, m.session_id, 'Work on this issue is under way in checkpoint'),
          ...(project ? { project } : {}),
        },
        m.session_id,
        `start\0${m.session_id}\0${key}`,
      );
    }
    if (m.trigger === 'complete' && m.approval.status !== 'pending' && m.approval.status !== 'rejected')
      closeLinked(ctx, config, m, [...linked.values()]);
  } catch (err) {
    ctx.warn(`issue trackers: ${errorMessage(err)}`);
  }
}

/** `approve` of a checkpoint that completes its session closes the issues linked to the session. */
export async function trackerOnApproved(
  ctx: Context,
  store: StorageBackend,
  m: Manifest,
  config: Config,
): Promise<void> {
  if (m.trigger !== 'complete' || !trackersOn(config, m.workspace?.root)) return;
  try {
    const linked = new Map<string, LinkedIssue>();
    for (const e of (await loadIndex(store, m.session_id)).checkpoints)
      for (const i of e.linked_issues ?? []) linked.set(`${i.tracker}\0${i.id}`, i);
    closeLinked(ctx, config, m, [...linked.values()]);
  } catch (err) {
    ctx.warn(`issue trackers: ${errorMessage(err)}`);
  }
}

function closeLinked(ctx: Context, config: Config, m: Manifest, issues: LinkedIssue[]): void {
  const project = m.workspace?.root;
  for (const issue of issues) {
    if (!handles(config, issue, project)) continue;
    queueOp(
      ctx,
      {
        kind: 'close',
        issue,
        body: checkpointReference(m.id, m.session_id, 'Completed (and approved) in checkpoint'),
        ...(project ? { project } : {}),
      },
      m.session_id,
      `close\0${m.session_id}\0${issue.tracker}\0${issue.id}`,
    );
  }
}

/** `link <id> <issue>`: the issue is told of the checkpoint (linkCheckpoint: a comment, a Beads note). */
export function trackerOnLinked(ctx: Context, config: Config, m: Manifest, issue: LinkedIssue): void {
  const project = m.workspace?.root;
  if (!handles(config, issue, project)) return;
  queueOp(
    ctx,
    { kind: 'comment', issue, body: checkpointReference(m.id, m.session_id), ...(project ? { project } : {}) },
    m.session_id,
    `comment\0${m.id}\0${issue.tracker}\0${issue.id}`,
  );
}

/** A session's error opens an issue in each tracker configured with create_on_error. Never throws. */
export function trackerOnError(
  ctx: Context,
  config: Config,
  session: { id: string; project?: string | undefined },
  summary: string,
  dedup: string,
): void {
  try {
    openIssues(ctx, config, session, summary, dedup);
  } catch (err) {
    ctx.warn(`issue trackers: ${errorMessage(err)}`);
  }
}

function openIssues(
  ctx: Context,
  config: Config,
  session: { id: string; project?: string | undefined },
  summary: string,
  dedup: string,
): void {
  const title = `pai-checkpoint: session ${session.id} needs attention`;
  const body = `${summary}\n\nSee \`pai-checkpoint sessions ${session.id}\` and \`pai-checkpoint recover ${session.id}\`.`;
  const gh = config.integrations.github;
  if (gh?.createOnError) {
    const repo = githubRepo(config, session.project);
    if (repo)
      queueOp(
        ctx,
        { kind: 'create', tracker: 'github', title, body, labels: ['pai-checkpoint'], repo },
        session.id,
        `create\0github\0${dedup}`,
      );
  }
  if (config.integrations.linear?.createOnError)
    queueOp(ctx, { kind: 'create', tracker: 'linear', title, body }, session.id, `create\0linear\0${dedup}`);
}

/** The issues a checkpoint's session names: its label, first prompt, git branch; and the project's in-progress Beads issues. */
async function autoRefs(
  store: StorageBackend,
  m: Manifest,
  config: Config,
  project: string | undefined,
): Promise<LinkedIssue[]> {
  const beads =
    config.integrations.beads && project && existsSync(beadsFile(project))
      ? [...readBeads(beadsFile(project)).issues.values()]
      : [];
  const c = {
    githubRepo: githubRepo(config, project),
    linear: Boolean(config.integrations.linear),
    beadsIds: new Set(beads.map((b) => b.id)),
  };
  let firstPrompt = '';
  try {
    firstPrompt = String(
      (await getJson<{ first_prompt?: string | null }>(store, storedPartKey(m, 'conversation.json')))?.first_prompt ??
        '',
    );
  } catch {
    // no conversation recorded
  }
  return [
    ...issueRefsIn(m.name ?? '', c, { name: true }),
    ...issueRefsIn(firstPrompt, c),
    ...issueRefsIn(m.git?.branch ?? '', c),
    ...beads.filter((b) => b.status === 'in_progress').map((b): LinkedIssue => ({ tracker: 'beads', id: b.id })),
  ];
}

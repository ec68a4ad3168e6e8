import type { AppContext } from '../../app/context.js';
import {
  annotate,
  annotations,
  approve,
  link,
  reject,
  tag,
  unlink,
  untag,
  type AnnotationsResult,
  type FactResult,
} from '../../app/facts.js';
import type { Output } from './command.js';
import type { CliEnv } from './context.js';
import { annotationLine, issueText } from './print.js';

// The commands approve, reject, tag, untag, annotate, annotations, link and unlink (app/facts.ts),
// in one module of their own: `browse` runs approve, reject, tag and annotate too.

interface FactOptions {
  id: string;
  user?: string;
}

function out(r: FactResult, cli: CliEnv, text: string): Output {
  for (const p of r.problems) cli.warnings.push(`a fact of ${r.id} could not be read (${p.key}: ${p.error}); left out`);
  return { data: r, text };
}

const tagsLine = (r: FactResult) => `Tags of ${r.id}: ${r.view.tags.length ? r.view.tags.join(', ') : 'none'}.`;
const linksLine = (r: FactResult) =>
  `Links of ${r.id}: ${r.view.linked_issues.length ? r.view.linked_issues.map(issueText).join(', ') : 'none'}.`;

export async function runApprove(ctx: AppContext, o: FactOptions & { reason?: string }, cli: CliEnv): Promise<Output> {
  const r = await approve(ctx, o.id, o.reason, o.user);
  return out(
    r,
    cli,
    `Approved ${r.id}${o.reason ? ` (${r.view.approval.reason})` : ''} as ${r.view.approval.user}; policy ${r.view.approval.policy}. Logged as checkpoint.approve.`,
  );
}

export async function runReject(ctx: AppContext, o: FactOptions & { reason?: string }, cli: CliEnv): Promise<Output> {
  const r = await reject(ctx, o.id, o.reason, o.user);
  return out(
    r,
    cli,
    `Rejected ${r.id} (${r.view.approval.reason}) as ${r.view.approval.user}; policy ${r.view.approval.policy}. Logged as checkpoint.reject. Resume passes it over (--force takes it anyway).`,
  );
}

export async function runTag(ctx: AppContext, o: FactOptions & { tag: string }, cli: CliEnv): Promise<Output> {
  const r = await tag(ctx, o.id, o.tag, o.user);
  return out(
    r,
    cli,
    `${r.changed ? `Tagged ${r.id} "${o.tag}".` : `${r.id} already has the tag "${o.tag}": nothing written.`} ${tagsLine(r)}`,
  );
}

export async function runUntag(ctx: AppContext, o: FactOptions & { tag: string }, cli: CliEnv): Promise<Output> {
  const r = await untag(ctx, o.id, o.tag, o.user);
  return out(r, cli, `Removed the tag "${o.tag}" from ${r.id}. ${tagsLine(r)}`);
}

export async function runAnnotate(ctx: AppContext, o: FactOptions & { text: string }, cli: CliEnv): Promise<Output> {
  const r = await annotate(ctx, o.id, o.text, o.user);
  const last = r.view.annotations.at(-1)!;
  return out(r, cli, `Annotated ${r.id} (${r.view.annotations.length} annotation(s)):\n${annotationLine(last)}`);
}

export async function runLink(ctx: AppContext, o: FactOptions & { ref: string }, cli: CliEnv): Promise<Output> {
  const r = await link(ctx, o.id, o.ref, o.user);
  return out(
    r,
    cli,
    `${r.changed ? `Linked ${r.id} to ${o.ref}.` : `${r.id} is already linked to ${o.ref}: nothing written.`} ${linksLine(r)}`,
  );
}

export async function runUnlink(ctx: AppContext, o: FactOptions & { ref: string }, cli: CliEnv): Promise<Output> {
  const r = await unlink(ctx, o.id, o.ref, o.user);
  return out(r, cli, `Removed the link of ${r.id} to ${o.ref}. ${linksLine(r)}`);
}

export async function runAnnotations(ctx: AppContext, o: { id: string }, cli: CliEnv): Promise<Output> {
  const r: AnnotationsResult = await annotations(ctx, o.id);
  for (const p of r.problems) cli.warnings.push(`a fact of ${r.id} could not be read (${p.key}: ${p.error}); left out`);
  const text = r.annotations.length
    ? `Annotations of ${r.id}, oldest first:\n${r.annotations.map(annotationLine).join('\n')}`
    : `${r.id} has no annotations. (\`pai-checkpoint annotate ${r.id} "<text>"\` adds one.)`;
  return { data: r, text };
}

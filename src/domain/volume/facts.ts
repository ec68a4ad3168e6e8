import { CheckpointError } from '../../core/errors.js';
import { parseJsonText } from '../../core/json.js';
import type { Manifest } from './manifest.js';

/**
 * Facts about a checkpoint that change after it was written — its approval, tags, annotations and
 * linked issues (SPEC-07.11/12/20) — while its manifest stays as written (checksummed, maybe signed). Each
 * fact is an object of its own on the volume, created once and never changed
 * (`checkpoints/<session>/<id>/facts/<fact id>.json`, storage/layout.ts): two writers never
 * overwrite each other, on a folder or on S3, and the facts are the audit trail. What a reader
 * sees is the manifest with every fact applied in the order of their ids (`applyFacts`): the same
 * view for everyone, whichever order they were written in.
 */

export type LinkedIssue = Manifest['linked_issues'][number];
export type Approval = Manifest['approval'];
export type Annotation = Manifest['annotations'][number];

interface FactBase {
  v: 1;
  /** The checkpoint it is about. */
  checkpoint: string;
  /** When it was written (ISO 8601). */
  at: string;
  /** Who wrote it (the OS user, or --user). */
  user: string;
}

/** A decision (SPEC-07.20): `policy` is the one the checkpoint was written under; a rejection always has a reason. */
type Decision = { kind: 'approve' | 'reject'; reason?: string; policy: string };

export type Fact = FactBase &
  (
    | { kind: 'tag' | 'untag'; tag: string }
    | { kind: 'annotate'; text: string }
    | { kind: 'link' | 'unlink'; issue: LinkedIssue }
    | Decision
  );

/** What facts change of a manifest: the fields SPEC-07.11 lists as if they were the manifest's. */
export interface FactView {
  /** The last decision, else the manifest's own (as the policy set it when it was written). */
  approval: Approval;
  tags: string[];
  annotations: Annotation[];
  linked_issues: LinkedIssue[];
}

/** Longest tag, and longest annotation (characters). */
const TAG_MAX = 200;
const ANNOTATION_MAX = 4000;

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;

/** A tag as given, checked: hierarchical segments (`milestone/v1.0`) of letters, digits and `. _ + -`; USAGE otherwise. */
export function checkTag(tag: string): string {
  const hint =
    'a tag is one or more segments separated by "/" (milestone/v1.0, experiment/approach-a, stable): letters, digits, ".", "_", "+", "-"; no spaces';
  if (tag.length === 0) throw new CheckpointError('USAGE', 'the tag is empty', hint);
  if (tag.length > TAG_MAX)
    throw new CheckpointError('USAGE', `the tag is ${tag.length} characters long (at most ${TAG_MAX})`, hint);
  for (const seg of tag.split('/')) {
    if (seg === '') throw new CheckpointError('USAGE', `tag "${tag}" has an empty segment`, hint);
    if (!SEGMENT.test(seg))
      throw new CheckpointError('USAGE', `tag "${tag}": segment "${seg}" has a character a tag cannot hold`, hint);
  }
  return tag;
}

/**
 * Most tags a checkpoint is given at once (`create --tag`, MCP save_checkpoint): each is a line of
 * every listing that shows it, and a caller that sends ten thousand has made a mistake, not a plan.
 */
export const TAGS_MAX = 100;

/** Tags given together, checked (each as checkTag does) and without repeats; USAGE for more than TAGS_MAX. */
export function checkTags(tags: readonly string[]): string[] {
  if (tags.length > TAGS_MAX)
    throw new CheckpointError(
      'USAGE',
      `${tags.length} tags given; at most ${TAGS_MAX} at once`,
      'give the tags that matter; more can be added later with `pai-checkpoint tag <id> <tag>`',
    );
  return [...new Set(tags.map(checkTag))];
}

/** An annotation's text, checked: not blank, not too long. */
export function checkAnnotation(text: string): string {
  const t = text.trim();
  if (!t) throw new CheckpointError('USAGE', 'the annotation is empty', 'give its text: annotate <id> "<text>"');
  if (t.length > ANNOTATION_MAX)
    throw new CheckpointError('USAGE', `the annotation is ${t.length} characters long (at most ${ANNOTATION_MAX})`);
  return t;
}

/**
 * Whether a tag matches a `--tag` pattern: a glob over the whole tag (`*` and `?` within one
 * segment, `**` across segments), or over its leading segments — `milestone` matches
 * `milestone/v1.0`, as `milestone/*` does.
 */
export function tagMatches(pattern: string, tag: string): boolean {
  const re = globRegExp(pattern);
  if (re.test(tag)) return true;
  const segs = tag.split('/');
  for (let n = segs.length - 1; n >= 1; n--) if (re.test(segs.slice(0, n).join('/'))) return true;
  return false;
}

const globCache = new Map<string, RegExp>();

function globRegExp(pattern: string): RegExp {
  let re = globCache.get(pattern);
  if (re) return re;
  let src = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      src += '.*';
      i++;
    } else if (c === '*') src += '[^/]*';
    else if (c === '?') src += '[^/]';
    else src += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  re = new RegExp(`^${src}$`);
  globCache.set(pattern, re);
  return re;
}

const ISSUE_FORMS =
  'a GitHub issue URL (https://github.com/<owner>/<repo>/issues/<n>), a Linear issue URL (https://linear.app/<workspace>/issue/<KEY-123>) or a Beads id (ph-xxx)';

/** An issue reference recognised as SPEC-07.12.03 lists: GitHub and Linear issue URLs, Beads ids; USAGE for anything else. */
export function parseIssueRef(ref: string): LinkedIssue {
  const s = ref.trim();
  const gh =
    /^(?:https?:\/\/)?(?:www\.)?github\.com\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)\/issues\/(\d+)\/?(?:[?#].*)?$/.exec(s);
  if (gh)
    return {
      tracker: 'github',
      id: `${gh[1]}/${gh[2]}#${gh[3]}`,
      url: `https://github.com/${gh[1]}/${gh[2]}/issues/${gh[3]}`,
    };
  const linear =
    /^(?:https?:\/\/)?linear\.app\/([A-Za-z0-9_-]+)\/issue\/([A-Za-z][A-Za-z0-9]*-\d+)(?:\/[^?#]*)?\/?(?:[?#].*)?$/.exec(
      s,
    );
  if (linear) {
    const key = linear[2]!.toUpperCase();
    return { tracker: 'linear', id: key, url: `https://linear.app/${linear[1]}/issue/${key}` };
  }
  if (/^ph-[a-z0-9]+(?:\.[0-9]+)*$/i.test(s)) return { tracker: 'beads', id: s.toLowerCase() };
  throw new CheckpointError('USAGE', `"${ref}" is not an issue reference this knows`, `give ${ISSUE_FORMS}`);
}

const sameIssue = (a: LinkedIssue, b: LinkedIssue) => a.tracker === b.tracker && a.id === b.id;

/** The manifest's own tags, annotations and links with `facts` applied, in order (sort them by id first). */
export function applyFacts(
  m: Pick<Manifest, 'approval' | 'tags' | 'annotations' | 'linked_issues'>,
  facts: Fact[],
): FactView {
  const view: FactView = {
    approval: m.approval,
    tags: [...m.tags],
    annotations: [...m.annotations],
    linked_issues: [...m.linked_issues],
  };
  for (const f of facts) {
    switch (f.kind) {
      case 'approve':
      case 'reject':
        view.approval = {
          status: f.kind === 'approve' ? 'approved' : 'rejected',
          user: f.user,
          timestamp: f.at,
          ...(f.reason ? { reason: f.reason } : {}),
          policy: f.policy,
        };
        break;
      case 'tag':
        if (!view.tags.includes(f.tag)) view.tags.push(f.tag);
        break;
      case 'untag':
        view.tags = view.tags.filter((t) => t !== f.tag);
        break;
      case 'annotate':
        view.annotations.push({ timestamp: f.at, user: f.user, text: f.text });
        break;
      case 'link':
        if (!view.linked_issues.some((i) => sameIssue(i, f.issue))) view.linked_issues.push(f.issue);
        break;
      case 'unlink':
        view.linked_issues = view.linked_issues.filter((i) => !sameIssue(i, f.issue));
        break;
    }
  }
  return view;
}

/** The manifest as readers see it: its facts applied. */
export function withFacts(m: Manifest, facts: Fact[]): Manifest {
  return facts.length === 0 ? m : { ...m, ...applyFacts(m, facts) };
}

function bad(where: string, what: string): CheckpointError {
  return new CheckpointError(
    'INVALID_DATA',
    `${where}: ${what}`,
    'the volume was damaged or tampered with: run `pai-checkpoint verify --all`',
  );
}

const text = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** A fact as stored (hostile data: every field checked); INVALID_DATA naming `where` otherwise. */
export function parseFact(raw: string, where: string, checkpoint: string): Fact {
  const v = parseJsonText(raw, where) as Record<string, unknown> | null;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw bad(where, 'not a JSON object');
  if (v['v'] !== 1) throw bad(where, `version ${JSON.stringify(v['v'])} is not 1`);
  if (v['checkpoint'] !== checkpoint)
    throw bad(where, `it is about checkpoint ${JSON.stringify(v['checkpoint'])}, not ${checkpoint}`);
  if (!text(v['at']) || Number.isNaN(Date.parse(v['at'])) || !text(v['user']))
    throw bad(where, 'no valid "at" and "user"');
  const base: FactBase = { v: 1, checkpoint, at: v['at'], user: v['user'] };
  const kind = v['kind'];
  try {
    if (kind === 'tag' || kind === 'untag') return { ...base, kind, tag: checkTag(String(v['tag'] ?? '')) };
    if (kind === 'annotate') return { ...base, kind, text: checkAnnotation(String(v['text'] ?? '')) };
    if (kind === 'approve' || kind === 'reject') {
      if (
        !text(v['policy']) ||
        (v['reason'] !== undefined && typeof v['reason'] !== 'string') ||
        (kind === 'reject' && !text(v['reason']))
      )
        throw bad(where, 'a decision needs a policy (and a rejection a reason)');
      return { ...base, kind, policy: v['policy'], ...(text(v['reason']) ? { reason: v['reason'] } : {}) };
    }
    if (kind === 'link' || kind === 'unlink') {
      const i = v['issue'] as Record<string, unknown> | null;
      if (
        typeof i !== 'object' ||
        i === null ||
        !text(i['tracker']) ||
        !text(i['id']) ||
        (i['url'] !== undefined && !text(i['url']))
      )
        throw bad(where, 'no valid "issue"');
      return {
        ...base,
        kind,
        issue: { tracker: i['tracker'], id: i['id'], ...(text(i['url']) ? { url: i['url'] } : {}) },
      };
    }
  } catch (err) {
    if (err instanceof CheckpointError && err.code === 'USAGE') throw bad(where, err.message);
    throw err;
  }
  throw bad(where, `unknown kind ${JSON.stringify(kind)}`);
}

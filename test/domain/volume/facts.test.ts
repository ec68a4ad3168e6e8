import { describe, expect, test } from 'vitest';
import { CheckpointError } from '../../../src/core/errors.js';
import {
  applyFacts,
  checkAnnotation,
  checkTag,
  checkTags,
  parseFact,
  TAGS_MAX,
  parseIssueRef,
  tagMatches,
  type Fact,
} from '../../../src/domain/volume/facts.js';

const usage = (f: () => unknown) => {
  try {
    f();
  } catch (err) {
    expect(err).toBeInstanceOf(CheckpointError);
    return `${(err as CheckpointError).code}: ${(err as CheckpointError).message}`;
  }
  throw new Error('no error');
};

describe('tags', () => {
  test('hierarchical segments of letters, digits and . _ + -; spaces, empty segments and other characters refused, naming them', () => {
    for (const ok of ['stable', 'milestone/v1.0', 'experiment/approach-a', 'a/b/c_d+e']) expect(checkTag(ok)).toBe(ok);
    expect(usage(() => checkTag(''))).toBe('USAGE: the tag is empty');
    expect(usage(() => checkTag('milestone//v1'))).toBe('USAGE: tag "milestone//v1" has an empty segment');
    expect(usage(() => checkTag('/stable'))).toBe('USAGE: tag "/stable" has an empty segment');
    expect(usage(() => checkTag('release candidate'))).toBe(
      'USAGE: tag "release candidate": segment "release candidate" has a character a tag cannot hold',
    );
    expect(usage(() => checkTag('a/.hidden'))).toBe(
      'USAGE: tag "a/.hidden": segment ".hidden" has a character a tag cannot hold',
    );
    expect(usage(() => checkTag('x'.repeat(201)))).toBe('USAGE: the tag is 201 characters long (at most 200)');
  });

  test('tags given together: each checked, repeats dropped, at most TAGS_MAX (issue 32, finding 15)', () => {
    expect(checkTags(['b', 'a/x', 'b'])).toEqual(['b', 'a/x']);
    expect(checkTags(Array.from({ length: TAGS_MAX }, (_, i) => `t${i}`))).toHaveLength(TAGS_MAX);
    expect(usage(() => checkTags(Array.from({ length: TAGS_MAX + 1 }, (_, i) => `t${i}`)))).toBe(
      `USAGE: ${TAGS_MAX + 1} tags given; at most ${TAGS_MAX} at once`,
    );
    expect(usage(() => checkTags(['ok', 'no good']))).toBe(
      'USAGE: tag "no good": segment "no good" has a character a tag cannot hold',
    );
  });

  test('--tag patterns: the whole tag or its leading segments; * and ? within a segment, ** across', () => {
    expect(tagMatches('milestone/v1.0', 'milestone/v1.0')).toBe(true);
    expect(tagMatches('milestone', 'milestone/v1.0')).toBe(true);
    expect(tagMatches('milestone', 'milestones')).toBe(false);
    expect(tagMatches('milestone/v1', 'milestone/v1.0')).toBe(false);
    expect(tagMatches('milestone/*', 'milestone/v1.0')).toBe(true);
    expect(tagMatches('milestone/*', 'milestone/v1.0/rc1')).toBe(true); // its first two segments match
    expect(tagMatches('*/v1.0', 'milestone/v1.0')).toBe(true);
    expect(tagMatches('*', 'milestone/v1.0')).toBe(true);
    expect(tagMatches('mile*', 'milestone/v1.0')).toBe(true);
    expect(tagMatches('milestone/v?.0', 'milestone/v1.0')).toBe(true);
    expect(tagMatches('milestone/v?.0', 'milestone/v10.0')).toBe(false);
    expect(tagMatches('**/rc1', 'milestone/v1.0/rc1')).toBe(true);
    expect(tagMatches('*/rc1', 'milestone/v1.0/rc1')).toBe(false);
    expect(tagMatches('v1.0', 'v1x0')).toBe(false); // "." is a dot, not any character
  });
});

describe('issue references (SPEC-07.12.03)', () => {
  test('GitHub and Linear issue URLs and Beads ids, normalised; anything else refused with the accepted forms', () => {
    expect(parseIssueRef('https://github.com/acme/app/issues/42')).toEqual({
      tracker: 'github',
      id: 'acme/app#42',
      url: 'https://github.com/acme/app/issues/42',
    });
    expect(parseIssueRef('github.com/acme/app.js/issues/7/')).toEqual({
      tracker: 'github',
      id: 'acme/app.js#7',
      url: 'https://github.com/acme/app.js/issues/7',
    });
    expect(parseIssueRef('https://github.com/acme/app/issues/42#issuecomment-1')).toMatchObject({ id: 'acme/app#42' });
    expect(parseIssueRef('https://linear.app/acme/issue/ENG-123/fix-the-thing')).toEqual({
      tracker: 'linear',
      id: 'ENG-123',
      url: 'https://linear.app/acme/issue/ENG-123',
    });
    expect(parseIssueRef('https://linear.app/acme/issue/eng-123')).toMatchObject({ id: 'ENG-123' });
    expect(parseIssueRef('ph-a1b2')).toEqual({ tracker: 'beads', id: 'ph-a1b2' });
    expect(parseIssueRef('PH-A1B2.3')).toEqual({ tracker: 'beads', id: 'ph-a1b2.3' });
    for (const bad of [
      'https://github.com/acme/app/pull/42',
      'https://gitlab.com/a/b/-/issues/1',
      'ENG-123',
      'ph-',
      '',
    ]) {
      expect(usage(() => parseIssueRef(bad))).toBe(`USAGE: "${bad}" is not an issue reference this knows`);
    }
  });
});

describe('facts applied to a manifest', () => {
  const base = { v: 1 as const, checkpoint: 'C1', user: 'ann' };
  const m = {
    approval: { status: 'auto_approved' as const, policy: 'auto' },
    tags: ['from-create'],
    annotations: [],
    linked_issues: [],
  };

  test('in order: tags as a set (an original one removable), annotations appended with time and user, links unique by tracker and id', () => {
    const gh = parseIssueRef('https://github.com/acme/app/issues/1');
    const facts: Fact[] = [
      { ...base, at: '2026-11-25T10:00:00.000Z', kind: 'tag', tag: 'stable' },
      { ...base, at: '2026-11-25T10:00:01.000Z', kind: 'tag', tag: 'stable' },
      { ...base, at: '2026-11-25T10:00:02.000Z', kind: 'untag', tag: 'from-create' },
      { ...base, at: '2026-11-25T10:00:03.000Z', kind: 'annotate', text: 'looks good' },
      { ...base, at: '2026-11-25T10:00:04.000Z', kind: 'link', issue: gh },
      { ...base, at: '2026-11-25T10:00:05.000Z', kind: 'link', issue: { ...gh, url: 'https://elsewhere' } },
      { ...base, at: '2026-11-25T10:00:06.000Z', kind: 'link', issue: parseIssueRef('ph-1') },
      { ...base, at: '2026-11-25T10:00:07.000Z', kind: 'unlink', issue: parseIssueRef('ph-1') },
    ];
    expect(applyFacts(m, facts)).toEqual({
      approval: m.approval,
      tags: ['stable'],
      annotations: [{ timestamp: '2026-11-25T10:00:03.000Z', user: 'ann', text: 'looks good' }],
      linked_issues: [gh],
    });
    expect(m.tags).toEqual(['from-create']); // the manifest itself is not changed
    // Order matters, and is the facts' order: untag then tag leaves the tag.
    expect(
      applyFacts(m, [facts[2]!, { ...base, at: '2026-11-25T10:00:09.000Z', kind: 'tag', tag: 'from-create' }]).tags,
    ).toEqual(['from-create']);
  });

  test("decisions: the last one counts, with its user, time, reason and policy; none leaves the manifest's own", () => {
    const approve: Fact = { ...base, at: '2026-11-25T11:00:00.000Z', kind: 'approve', policy: 'review' };
    const reject: Fact = {
      ...base,
      at: '2026-11-25T11:05:00.000Z',
      kind: 'reject',
      reason: 'tests fail',
      policy: 'review',
    };
    expect(applyFacts(m, []).approval).toEqual({ status: 'auto_approved', policy: 'auto' });
    expect(applyFacts(m, [approve]).approval).toEqual({
      status: 'approved',
      user: 'ann',
      timestamp: '2026-11-25T11:00:00.000Z',
      policy: 'review',
    });
    expect(applyFacts(m, [approve, reject]).approval).toEqual({
      status: 'rejected',
      user: 'ann',
      timestamp: '2026-11-25T11:05:00.000Z',
      reason: 'tests fail',
      policy: 'review',
    });
    expect(applyFacts(m, [reject, approve]).approval.status).toBe('approved');
    const where = 'w';
    expect(parseFact(JSON.stringify(reject), where, 'C1')).toEqual(reject);
    expect(usage(() => parseFact(JSON.stringify({ ...reject, reason: undefined }), where, 'C1'))).toBe(
      'INVALID_DATA: w: a decision needs a policy (and a rejection a reason)',
    );
    expect(usage(() => parseFact(JSON.stringify({ ...approve, policy: '' }), where, 'C1'))).toBe(
      'INVALID_DATA: w: a decision needs a policy (and a rejection a reason)',
    );
  });

  test('a stored fact is hostile data: each field checked, INVALID_DATA naming where', () => {
    const where = 'vol/checkpoints/s/C1/facts/X.json';
    const ok = { ...base, at: '2026-11-25T10:00:00.000Z', kind: 'tag', tag: 'stable' };
    expect(parseFact(JSON.stringify(ok), where, 'C1')).toEqual(ok);
    const bad = (v: unknown) => usage(() => parseFact(typeof v === 'string' ? v : JSON.stringify(v), where, 'C1'));
    expect(bad('{')).toMatch(/^INVALID_DATA: /);
    expect(bad({ ...ok, checkpoint: 'C2' })).toBe(`INVALID_DATA: ${where}: it is about checkpoint "C2", not C1`);
    expect(bad({ ...ok, v: 2 })).toBe(`INVALID_DATA: ${where}: version 2 is not 1`);
    expect(bad({ ...ok, kind: 'merge' })).toBe(`INVALID_DATA: ${where}: unknown kind "merge"`);
    expect(bad({ ...ok, tag: 'a b' })).toBe(
      `INVALID_DATA: ${where}: tag "a b": segment "a b" has a character a tag cannot hold`,
    );
    expect(bad({ ...ok, at: 'yesterday' })).toBe(`INVALID_DATA: ${where}: no valid "at" and "user"`);
    expect(bad({ ...ok, kind: 'link', issue: { tracker: 'github' } })).toBe(`INVALID_DATA: ${where}: no valid "issue"`);
    expect(bad({ ...ok, kind: 'annotate', text: '   ' })).toBe(`INVALID_DATA: ${where}: the annotation is empty`);
  });

  test('annotations: trimmed, not blank, at most 4000 characters', () => {
    expect(checkAnnotation('  ship it \n')).toBe('ship it');
    expect(usage(() => checkAnnotation(' \n '))).toBe('USAGE: the annotation is empty');
    expect(usage(() => checkAnnotation('x'.repeat(4001)))).toBe(
      'USAGE: the annotation is 4001 characters long (at most 4000)',
    );
  });
});

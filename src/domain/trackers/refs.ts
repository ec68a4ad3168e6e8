import { parseIssueRef, type LinkedIssue } from '../volume/facts.js';

/**
 * SPEC-07.22.05 auto-linking: the issues a session's name, first prompt or git branch names —
 * issue URLs of GitHub and Linear, `#123` / `issue 123` / `issue-123` (a GitHub issue of the
 * project's repository), a name ending in `-123` (`ph-fix-auth-123`), Linear keys (`ENG-42`, when
 * Linear is configured), and the ids of the project's Beads issues.
 */
interface RefContext {
  /** `owner/repo` of GitHub short references (#123); none: they are not taken. */
  githubRepo?: string | undefined;
  /** Linear keys (ENG-42) are taken only when Linear is configured. */
  linear?: boolean;
  /** The ids the project's Beads file holds. */
  beadsIds?: ReadonlySet<string>;
}

export function issueRefsIn(text: string, c: RefContext, o: { name?: boolean } = {}): LinkedIssue[] {
  const out = new Map<string, LinkedIssue>();
  const add = (i: LinkedIssue) => out.set(`${i.tracker}\0${i.id}`, i);
  for (const url of text.match(/https?:\/\/\S+/g) ?? []) {
    try {
      add(parseIssueRef(url.replace(/[).,;:!?'"]+$/, '')));
    } catch {
      // not an issue URL
    }
  }
  const rest = text.replace(/https?:\/\/\S+/g, ' ');
  if (c.githubRepo) {
    const numbers = [...rest.matchAll(/(?:^|[\s(\[])#(\d+)\b/g), ...rest.matchAll(/\bissues?[-_ #]?(\d+)\b/gi)].map(
      (m) => m[1]!,
    );
    if (o.name) numbers.push(...(/-(\d+)$/.exec(rest.trim())?.slice(1) ?? []));
    for (const n of numbers)
      add({
        tracker: 'github',
        id: `${c.githubRepo}#${Number(n)}`,
        url: `https://github.com/${c.githubRepo}/issues/${Number(n)}`,
      });
  }
  if (c.linear) for (const m of rest.matchAll(/\b([A-Z][A-Z0-9]{1,9}-\d+)\b/g)) add({ tracker: 'linear', id: m[1]! });
  if (c.beadsIds?.size)
    for (const m of rest.matchAll(/\b([A-Za-z][A-Za-z0-9]*-[a-z0-9]+(?:\.\d+)*)\b/g))
      if (c.beadsIds.has(m[1]!)) add({ tracker: 'beads', id: m[1]! });
  return [...out.values()];
}

/** `owner/repo` of a GitHub remote URL (https or ssh), if it is one. */
export function githubRepoOf(remote: string | undefined): string | undefined {
  const m = /github\.com[:/]([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?\/?$/.exec(remote ?? '');
  return m ? `${m[1]}/${m[2]}` : undefined;
}

import { posix } from 'node:path';
import { storedPathProblem } from '../../core/stored-path.js';

/**
 * The checks of a workspace tree read back before anything of it is written (an archive's entries,
 * a stored tree's): each entry's type and path, and every link followed through the tree, so that
 * nothing lands outside the target or through a link that leads out of it.
 */

export interface ArchiveEntry {
  type: string;
  path: string;
  linkpath?: string | undefined;
  mode?: number | undefined;
}

export interface Problem {
  path: string;
  why: string;
}

const ALLOWED = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory', 'SymbolicLink', 'Link']);
export const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);
const MAX_LINK_HOPS = 40;

export function normal(p: string): string {
  return posix
    .normalize(p)
    .replace(/\/+$/, '')
    .replace(/^(\.\/)+/, '');
}

/** Why one entry is refused on its own (type, path, link target), or undefined. */
export function entryProblem(type: string, path: string, linkpath: string | undefined): string | undefined {
  if (!ALLOWED.has(type)) return `${type} entries are not restored`;
  const why = storedPathProblem(path);
  if (why) return why;
  if (type === 'SymbolicLink') {
    if (!linkpath) return 'symlink without a target';
    if (linkpath.includes('\0')) return 'symlink target contains a NUL byte';
  }
  if (type === 'Link') {
    if (!linkpath || storedPathProblem(linkpath)) return `hard link to a file outside the target (${linkpath})`;
  }
  return undefined;
}

/**
 * Problems of the tree as a whole, as the OS would see it once everything is extracted: an entry
 * beneath a symlink or a file, a symlink that — following other links of the archive — enters
 * `.git` or loops, a duplicate entry, a hard link to what is not an earlier file entry. Links that
 * lead out of the root (`x/y → ..` then `z → x/y/..` is inside by the letters, and outside once
 * x/y is followed) are no problem: they are added to `outside` as `path -> target`.
 */
export function treeProblems(entries: ArchiveEntry[], outside: string[] = []): Problem[] {
  const problems: Problem[] = [];
  const nodes = new Map<string, ArchiveEntry>();
  for (const e of entries) {
    const p = normal(e.path);
    const prev = nodes.get(p);
    if (prev && !(prev.type === 'Directory' && e.type === 'Directory'))
      problems.push({ path: e.path, why: 'duplicate entry' });
    if (e.type === 'Link' && !FILE_TYPES.has(nodes.get(normal(e.linkpath ?? ''))?.type ?? ''))
      problems.push({ path: e.path, why: `hard link to ${e.linkpath}, which is not a file earlier in the archive` });
    nodes.set(p, e);
  }
  const root = trieOf(nodes);
  for (const [p, e] of nodes) {
    // The ancestors through the trie: time in proportion to the path's length, not its square.
    const segs = p.split('/');
    let at: TrieNode | undefined = root;
    for (let i = 0; i < segs.length - 1 && at; i++) {
      at = at.children.get(segs[i]!);
      const up = at?.entry;
      if (up?.type === 'SymbolicLink') problems.push({ path: e.path, why: `written through the symlink ${up.path}` });
      else if (up && up.type !== 'Directory') problems.push({ path: e.path, why: `beneath the file ${up.path}` });
      if (up && up.type !== 'Directory') break;
    }
    if (e.type === 'SymbolicLink') {
      const why = linkEscapes(segs, e.linkpath ?? '', root);
      if (why === OUTSIDE) outside.push(`${p} -> ${e.linkpath}`);
      else if (why) problems.push({ path: e.path, why });
    }
  }
  return problems;
}

/** The archive's paths as a tree of segments (a node per folder or entry). */
interface TrieNode {
  entry?: ArchiveEntry | undefined;
  children: Map<string, TrieNode>;
}

function trieOf(nodes: Map<string, ArchiveEntry>): TrieNode {
  const root: TrieNode = { children: new Map() };
  for (const [p, e] of nodes) {
    let at = root;
    for (const seg of p.split('/')) {
      let next = at.children.get(seg);
      if (!next) at.children.set(seg, (next = { children: new Map() }));
      at = next;
    }
    at.entry = e;
  }
  return root;
}

const OUTSIDE = Symbol('outside');

/**
 * Resolves the symlink at `segs` against the archive's tree (its links included): why it is unsafe,
 * OUTSIDE once it leaves the root (what lies there is not the archive's to judge), or undefined.
 * The walk keeps the trie nodes it is in (undefined below a path the archive lacks).
 */
function linkEscapes(segs: string[], target: string, root: TrieNode): string | typeof OUTSIDE | undefined {
  if (posix.isAbsolute(target)) return OUTSIDE;
  const stack: (TrieNode | undefined)[] = [];
  for (const seg of segs.slice(0, -1)) stack.push((stack.length ? stack[stack.length - 1] : root)?.children.get(seg));
  const queue = target.split('/').reverse(); // next segment last
  let hops = 0;
  while (queue.length > 0) {
    const seg = queue.pop()!;
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (stack.length === 0) return OUTSIDE;
      stack.pop();
      continue;
    }
    if (storedPathProblem(seg)) return `symlink leads into ${seg} (${target})`;
    const node = (stack.length ? stack[stack.length - 1] : root)?.children.get(seg);
    stack.push(node);
    if (node?.entry?.type === 'SymbolicLink') {
      if (++hops > MAX_LINK_HOPS) return `symlink loop (${target})`;
      const next = node.entry.linkpath ?? '';
      if (posix.isAbsolute(next)) return OUTSIDE;
      stack.pop(); // the link is replaced by its target, resolved from the link's own folder
      queue.push(...next.split('/').reverse());
    }
  }
  return undefined;
}

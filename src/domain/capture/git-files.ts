import { readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';

/** What the environment snapshot records of a plugin's folder: where it came from and at which commit. */
export interface GitFacts {
  git_remote?: string;
  git_commit?: string;
  git_branch?: string;
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The repository `dir` lies in, as git finds it (the nearest `.git` upwards): its git dir and the
 * common dir holding refs and config (they differ in a linked worktree, whose `.git` is a file).
 */
function findRepo(dir: string): { gitDir: string; commonDir: string } | undefined {
  for (let d = resolve(dir); ; d = dirname(d)) {
    const dotGit = join(d, '.git');
    let gitDir: string | undefined;
    try {
      if (statSync(dotGit).isDirectory()) gitDir = dotGit;
      else {
        const target = /^gitdir:\s*(.+?)\s*$/m.exec(read(dotGit) ?? '')?.[1];
        if (target) gitDir = isAbsolute(target) ? target : resolve(d, target);
      }
    } catch {
      // no .git here
    }
    if (gitDir) {
      const common = read(join(gitDir, 'commondir'))?.trim();
      return { gitDir, commonDir: common ? resolve(gitDir, common) : gitDir };
    }
    if (dirname(d) === d) return undefined;
  }
}

/** A ref's commit: its loose file, else its line in packed-refs. */
function resolveRef(commonDir: string, gitDir: string, ref: string): string | undefined {
  for (const base of [gitDir, commonDir]) {
    const loose = read(join(base, ref))?.trim();
    if (loose && /^[0-9a-f]{40}$/.test(loose)) return loose;
  }
  for (const line of (read(join(commonDir, 'packed-refs')) ?? '').split('\n')) {
    const [sha, name] = line.split(' ');
    if (name === ref && sha && /^[0-9a-f]{40}$/.test(sha)) return sha;
  }
  return undefined;
}

/** `remote.origin.url` from the repository's config (the last one wins, as in git). */
function originUrl(config: string): string | undefined {
  let inOrigin = false;
  let url: string | undefined;
  for (const raw of config.split('\n')) {
    const line = raw.trim();
    const section = /^\[\s*([^\]\s]+)(?:\s+"([^"]*)")?\s*\]/.exec(line);
    if (section) {
      inOrigin = section[1]!.toLowerCase() === 'remote' && section[2] === 'origin';
      continue;
    }
    const kv = inOrigin ? /^url\s*=\s*(.*)$/i.exec(line) : null;
    if (kv) url = kv[1]!.replace(/^"(.*)"$/, '$1').trim();
  }
  return url || undefined;
}

/**
 * The origin URL, HEAD commit and branch of the repository `dir` is in, read from its files: what
 * `git config --get remote.origin.url`, `git rev-parse HEAD` and `git symbolic-ref --short HEAD`
 * print, without three processes per plugin at every checkpoint. Outside a repository, or for
 * what cannot be read (a SHA-256 repository, an unborn branch), the fact is left out.
 */
export function gitFacts(dir: string): GitFacts {
  const repo = findRepo(dir);
  if (!repo) return {};
  const facts: GitFacts = {};
  const url = originUrl(read(join(repo.commonDir, 'config')) ?? '');
  if (url) facts.git_remote = url;
  const head = read(join(repo.gitDir, 'HEAD'))?.trim() ?? '';
  const ref = /^ref:\s*(\S+)$/.exec(head)?.[1];
  const commit = ref ? resolveRef(repo.commonDir, repo.gitDir, ref) : /^[0-9a-f]{40}$/.test(head) ? head : undefined;
  if (commit) facts.git_commit = commit;
  if (ref?.startsWith('refs/heads/')) facts.git_branch = ref.slice('refs/heads/'.length);
  return facts;
}

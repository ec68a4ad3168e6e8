import { execFile } from 'node:child_process';
import { existsSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Every git call of ours (captures, the workspace listing, summaries' line counts, restores) runs
 * here, in one tamed environment. The repository is untrusted — one copied from someone else keeps
 * its .git/config — so nothing in it may choose a program that we run: `core.fsmonitor` (run by
 * status, ls-files and diff) and hooks (`core.hooksPath`) are turned off on the command line,
 * and every program the repository's own config names (a filter's clean/smudge/process, a diff
 * textconv, …: git runs them in status and diff) is emptied, key by key (repositoryPrograms). The
 * command line and the environment win over every config file; the user's own files (global,
 * system) are the user's and stay as they are. Besides: no terminal prompt, no remote helper that
 * runs a command (`ext::`), paths taken literally (a stored path like `:(glob)**` is no pattern),
 * no optional index lock (a capture must not block the user's own git), and C messages.
 */
const GIT_ENV = {
  LC_ALL: 'C',
  GIT_TERMINAL_PROMPT: '0',
  GIT_OPTIONAL_LOCKS: '0',
  GIT_ALLOW_PROTOCOL: 'file:git:http:https:ssh',
  GIT_LITERAL_PATHSPECS: '1',
};
const NO_PROGRAMS = ['-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null'];
const MAX_BUFFER = 256 * 1024 * 1024;

/** Keys whose value git runs as a program (`git config --list` lowercases section and key; a subsection keeps its case). */
const RUNS_PROGRAM =
  /^(filter\..+\.(clean|smudge|process)|diff\..+\.(textconv|command)|merge\..+\.driver|core\.(sshcommand|pager|editor|askpass)|credential\.(.+\.)?helper|gpg\.(.+\.)?program|diff\.external|sequence\.editor)$/i;

interface Tamed {
  /** GIT_CONFIG_COUNT/KEY_n/VALUE_n: the repository's programs emptied (keys need no quoting there, unlike `-c`). */
  env: Record<string, string>;
  /** The repository's config files and their mtimes: the answer holds while they do not change. */
  files: [string, number][];
  /** The repository's top level (none outside one). */
  top?: string;
}

const mtimeOf = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
const known = new Map<string, Promise<Tamed>>();

/** What empties the programs of the repository at `cwd` (read once a process, again when its config changes). */
async function repositoryPrograms(cwd: string): Promise<Tamed> {
  const cached = known.get(cwd);
  if (cached) {
    const t = await cached;
    // no file of its own yet (not a repository, or one without config): read again, it may be one now
    if (t.files.length && t.files.every(([file, mtime]) => mtimeOf(file) === mtime) && !repositoryBetween(cwd, t.top))
      return t;
  }
  const next = readPrograms(cwd);
  known.set(cwd, next);
  return next;
}

/** Whether a repository was made between `cwd` and the top level it had (a clone or `git init` inside): its own config is then the one git reads. */
function repositoryBetween(cwd: string, top: string | undefined): boolean {
  if (!top) return false;
  let dir: string;
  try {
    dir = realpathSync(cwd); // git names the top level by its real path
  } catch {
    return true; // gone: ask git again
  }
  const under = top === '/' ? '/' : `${top}/`;
  for (; dir !== top && dir.startsWith(under); dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return true;
  }
  return false;
}

async function readPrograms(cwd: string): Promise<Tamed> {
  const env = { ...process.env, ...GIT_ENV };
  const git = (args: string[]) =>
    run('git', [...NO_PROGRAMS, ...args], { cwd, env }).then(
      (r) => r.stdout,
      () => undefined,
    );
  // reading the configuration runs nothing; includes are followed (an included file counts as the repository's)
  const [scoped, toplevel] = await Promise.all([
    git(['config', '--includes', '--show-scope', '--show-origin', '--list', '-z']),
    git(['rev-parse', '--show-toplevel']),
  ]);
  const top = toplevel?.trim() || undefined; // the origins are relative to it
  if (!top) return { env: {}, files: [] };
  const keys: string[] = [];
  const files = new Map<string, number>();
  for (const { origin, key } of scoped === undefined ? await localEntries(git) : scopedEntries(scoped)) {
    if (origin.startsWith('file:')) {
      const file = resolve(top, origin.slice(5));
      files.set(file, mtimeOf(file));
    }
    if (!RUNS_PROGRAM.test(key)) continue;
    keys.push(key);
    if (key.startsWith('filter.')) keys.push(key.replace(/\.[^.]+$/, '.required'));
  }
  const base = Number(process.env['GIT_CONFIG_COUNT'] ?? 0) || 0;
  const tamed: Record<string, string> = {};
  const unique = [...new Set(keys)];
  unique.forEach((key, n) => {
    tamed[`GIT_CONFIG_KEY_${base + n}`] = key;
    tamed[`GIT_CONFIG_VALUE_${base + n}`] = key.endsWith('.required') ? 'false' : '';
  });
  if (unique.length) tamed['GIT_CONFIG_COUNT'] = String(base + unique.length);
  return { env: tamed, files: [...files], top };
}

/** The repository's own entries (scope local or worktree) of `config --show-scope --show-origin --list -z`: scope, origin, key\nvalue. */
function scopedEntries(listing: string): { origin: string; key: string }[] {
  const t = listing.split('\0');
  const out: { origin: string; key: string }[] = [];
  for (let i = 0; i + 2 < t.length; i += 3) {
    if (t[i] === 'local' || t[i] === 'worktree') out.push({ origin: t[i + 1]!, key: t[i + 2]!.split('\n')[0]! });
  }
  return out;
}

/** The same from a git before 2.26 (no --show-scope: the whole listing failed, and with it the taming): the repository's file asked for alone. */
async function localEntries(
  git: (args: string[]) => Promise<string | undefined>,
): Promise<{ origin: string; key: string }[]> {
  const t = ((await git(['config', '--local', '--includes', '--show-origin', '--list', '-z'])) ?? '').split('\0'); // origin, key\nvalue; …
  const out: { origin: string; key: string }[] = [];
  for (let i = 0; i + 1 < t.length; i += 2) out.push({ origin: t[i]!, key: t[i + 1]!.split('\n')[0]! });
  return out;
}

/** The top level of the repository `cwd` is in, or undefined outside one (or without git): found with the repository's config, once a process while it holds. */
export async function gitTopLevel(cwd: string): Promise<string | undefined> {
  return (await repositoryPrograms(cwd)).top;
}

async function envFor(cwd: string): Promise<NodeJS.ProcessEnv> {
  return { ...process.env, ...GIT_ENV, ...(await repositoryPrograms(cwd)).env };
}

/** git's standard output, as it is; throws when git fails or is missing. */
export async function gitOut(cwd: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', [...NO_PROGRAMS, ...args], {
    cwd,
    maxBuffer: MAX_BUFFER,
    env: await envFor(cwd),
  });
  return stdout;
}

/** The same as bytes (names that are not UTF-8 survive). */
export async function gitBytes(cwd: string, args: string[]): Promise<Buffer> {
  const { stdout } = await run('git', [...NO_PROGRAMS, ...args], {
    cwd,
    maxBuffer: MAX_BUFFER,
    encoding: 'buffer',
    env: await envFor(cwd),
  });
  return stdout;
}

/** git's standard output, or undefined when git fails (not a repository, no such revision, no git). */
export async function tryGitOut(cwd: string, args: string[]): Promise<string | undefined> {
  try {
    return await gitOut(cwd, args);
  } catch {
    return undefined;
  }
}

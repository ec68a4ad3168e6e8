import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Every git call of ours (captures, the workspace listing, summaries' line counts, restores) runs
 * here, in one tamed environment. The repository is untrusted — one copied from someone else keeps
 * its .git/config — so nothing in it may choose a program that we run: `core.fsmonitor` (run by
 * status, ls-files and diff) and hooks (`core.hooksPath`) are turned off on the command line,
 * which wins over every config file. Besides: no terminal prompt, no remote helper that runs a
 * command (`ext::`), paths taken literally (a stored path like `:(glob)**` is no pattern), no
 * optional index lock (a capture must not block the user's own git), and C messages.
 */
const GIT_ENV = { LC_ALL: 'C', GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', GIT_ALLOW_PROTOCOL: 'file:git:http:https:ssh', GIT_LITERAL_PATHSPECS: '1' };
const NO_PROGRAMS = ['-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null'];
const MAX_BUFFER = 256 * 1024 * 1024;

/** git's standard output, as it is; throws when git fails or is missing. */
export async function gitOut(cwd: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', [...NO_PROGRAMS, ...args], { cwd, maxBuffer: MAX_BUFFER, env: { ...process.env, ...GIT_ENV } });
  return stdout;
}

/** The same as bytes (names that are not UTF-8 survive). */
export async function gitBytes(cwd: string, args: string[]): Promise<Buffer> {
  const { stdout } = await run('git', [...NO_PROGRAMS, ...args], { cwd, maxBuffer: MAX_BUFFER, encoding: 'buffer', env: { ...process.env, ...GIT_ENV } });
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

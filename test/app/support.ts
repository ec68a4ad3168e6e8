import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createAppContext, type AppContext } from '../../src/app/context.js';
import { projectDirName } from '../../src/domain/restore/restore.js';
import { newSession, saveSession } from '../../src/domain/session/state.js';
import { assistantLine, sandbox, userLine, writeLines } from '../helpers.js';

const root = process.getuid?.() === 0;

/**
 * Makes `dir` a folder in which nothing can be created, replaced or removed — for root too (the
 * immutable attribute, as root ignores permissions), else by taking away its write permission.
 * Returns the undo (the test's clean-up needs it: nothing inside can be removed meanwhile).
 */
export function writeProtect(dir: string): () => void {
  if (root) {
    execFileSync('chattr', ['+i', dir], { stdio: 'ignore' });
    return () => execFileSync('chattr', ['-i', dir], { stdio: 'ignore' });
  }
  chmodSync(dir, 0o555);
  return () => chmodSync(dir, 0o755);
}

/** Whether this machine can write-protect a folder (chattr needs a file system that supports it). */
export const canWriteProtect = (() => {
  const dir = mkdtempSync(join(tmpdir(), 'pai-protect-'));
  try {
    const undo = writeProtect(dir);
    try {
      writeFileSync(join(dir, 'probe'), 'x');
      return false;
    } catch {
      return true;
    } finally {
      undo();
    }
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
})();

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
};
/** git in `cwd` (author set), its output trimmed. */
export const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: GIT_ENV }).trimEnd();

/**
 * A sandbox for use cases called in-process: a HOME with a PAI dir (MCP queries off), a project
 * that is a git repository with one commit (a.txt), and a session `S1` of that project with a
 * transcript (claude is /bin/true). `ctx()`
 * builds an AppContext on it; `answers` are what its `ask` returns, in turn (then it refuses).
 */
export function appSandbox(o: { git?: boolean } = {}) {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  const p = sb.project;
  writeFileSync(join(p, 'a.txt'), 'v1\n');
  if (o.git !== false) {
    git(p, 'init', '-q', '-b', 'main');
    git(p, 'add', '.');
    git(p, 'commit', '-q', '-m', 'init');
  }
  // Claude Code's transcript of S1, where it keeps it for this folder.
  const transcript = join(sb.claudeDir, 'projects', projectDirName(p), 'S1.jsonl');
  mkdirSync(dirname(transcript), { recursive: true });
  writeLines(transcript, [userLine('Improve a.txt'), assistantLine([{ type: 'text', text: 'Editing a.txt now.' }])]);
  saveSession(sb.paths, { ...newSession('S1', p, p, new Date()), transcriptPath: transcript });
  const env: Record<string, string> = {
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PATH: '/usr/bin:/bin',
    PAI_CHECKPOINT_CLAUDE: '/bin/true',
  };
  const volume = join(sb.paths.paiDir, 'volume');
  const ctx = (
    c: { cwd?: string; env?: Record<string, string>; answers?: string[]; warnings?: string[]; asked?: string[] } = {},
  ): AppContext => {
    const answers = c.answers ?? [];
    return createAppContext({
      paths: sb.paths,
      now: () => new Date(),
      env: { ...env, ...c.env },
      warn: (m) => c.warnings?.push(m),
      cwd: c.cwd ?? p,
      ...(c.answers
        ? {
            ask: async (question: string) => {
              c.asked?.push(question);
              const a = answers.shift();
              if (a === undefined) throw new Error(`unexpected question: ${question}`);
              return a;
            },
          }
        : {}),
    });
  };
  return { ...sb, env, volume, transcript, ctx };
}

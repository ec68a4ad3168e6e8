/**
 * Resume after the machine is gone, with the REAL Claude Code binary: a session changes files with
 * Write and Bash and commits one change locally (never pushed), and is killed with -9. Then, as on
 * a NEW machine (empty HOME but the user's signing key, workspace folder deleted, only the volume left), `pai-checkpoint
 * resume` restores every file byte-identical, the unpushed commit and the transcript, and
 * `claude --resume` continues the same conversation: the model receives the earlier messages.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { readManifest } from '../../src/domain/volume/read.js';
import { loadIndex } from '../../src/domain/volume/session-index.js';
import { LocalVolume } from '../../src/storage/local.js';
import { allText, startFakeApi } from './fake-api.js';
import {
  cleanupTempDirs,
  killProcessesInDir,
  makeHome,
  makeTempDir,
  REPO_ROOT,
  runClaude,
  spawnClaude,
  STREAM_ARGS,
  transcriptPath,
  waitUntil,
} from './harness.js';
import { copySigningKey, killPlugin, notesAndCommitScript } from './pai.js';

afterAll(() => cleanupTempDirs());

const GIT_ENV = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...GIT_ENV } }).trim();
const hashes = (dir: string) =>
  Object.fromEntries(
    ['notes.md', 'bash-made.txt', 'committed.txt', 'README.md'].map((f) => [
      f,
      createHash('sha256')
        .update(fs.readFileSync(path.join(dir, f)))
        .digest('hex'),
    ]),
  );

test('kill -9, then a new machine: resume restores files, the unpushed commit and the transcript; claude --resume continues', async () => {
  const root = makeTempDir('pai-e2e-newmachine-');
  const remote = path.join(root, 'origin.git');
  fs.mkdirSync(remote);
  git(remote, 'init', '-q', '--bare', '-b', 'main');
  const cwd = path.join(root, 'project');
  fs.mkdirSync(cwd);
  git(cwd, 'init', '-q', '-b', 'main');
  git(cwd, 'remote', 'add', 'origin', remote);
  fs.writeFileSync(path.join(cwd, 'README.md'), '# project\n');
  git(cwd, 'add', '.');
  git(cwd, 'commit', '-q', '-m', 'initial');
  git(cwd, 'push', '-q', '-u', 'origin', 'main');
  const volume = path.join(root, 'volume'); // the durable volume: all that survives the machine
  const env = { PAI_CHECKPOINT_VOLUME: volume, PAI_CHECKPOINT_PERIODIC_SECONDS: '1', ...GIT_ENV };

  const api = await startFakeApi(notesAndCommitScript(cwd));
  const home1 = makeHome(cwd);
  let sid = '';
  let before: Record<string, string> = {};
  let localCommit = '';
  try {
    const s1 = spawnClaude({
      home: home1,
      cwd,
      apiUrl: api.url,
      args: ['-p', 'Write notes and commit them', ...STREAM_ARGS],
      pluginDirs: [REPO_ROOT],
      allowedTools: 'Write Edit Read Bash',
      env,
      timeoutMs: 120_000,
    });
    sid = (await s1.waitForEvent((e) => e.type === 'system' && e.subtype === 'init', 30_000)).session_id!;
    // Wait for a checkpoint that has both the local commit and the Bash edit, then "lose the machine".
    const store = new LocalVolume(volume);
    await waitUntil(async () => {
      if (!fs.existsSync(path.join(cwd, 'bash-made.txt'))) return undefined;
      localCommit = git(cwd, 'rev-parse', 'HEAD');
      for (const e of (await loadIndex(store, sid)).checkpoints.slice().reverse()) {
        const m = await readManifest(store, sid, e.id).catch(() => undefined);
        if (m?.git?.head === localCommit && m.workspace?.uncommitted_files.includes('bash-made.txt')) return true;
      }
      return undefined;
    }, 60_000);
    before = hashes(cwd);
    s1.kill9();
    await s1.done;
    // The machine is lost with everything on it: the session's sidecar and workers too.
    await killPlugin(home1);
    killProcessesInDir(cwd);
  } finally {
    killProcessesInDir(cwd);
  }
  expect(git(cwd, 'log', '--format=%s', '-1')).toBe('local commit, never pushed');
  expect(git(remote, 'log', '--format=%s', 'main')).toBe('initial'); // never pushed

  // The new machine: no workspace, an empty HOME (no ~/.pai, no ~/.claude transcript).
  fs.rmSync(cwd, { recursive: true, force: true });
  const home2 = makeHome(cwd);
  copySigningKey(home1, home2); // the user's signing key goes with them; nothing else does
  const cli = (...args: string[]) =>
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'dist', 'cli.cjs'), 'resume', sid, ...args, '--json'], {
      cwd: root,
      // `true` stands in for claude here: the real binary resumes below, with the fake API.
      env: { PATH: process.env['PATH'] ?? '', HOME: home2.dir, PAI_CHECKPOINT_CLAUDE: 'true', ...env },
      encoding: 'utf8',
    });
  // --print is a dry run: it says what would be restored and writes nothing.
  expect(JSON.parse(cli('--print'))).toMatchObject({
    sessionId: sid,
    mode: 'resume',
    cwd,
    wouldRestore: { workspace: true, transcript: true },
    started: false,
  });
  expect(fs.existsSync(cwd)).toBe(false);
  // The recorded folder is not the current one: --yes confirms restoring there.
  const r = JSON.parse(cli('--yes'));
  expect(r).toMatchObject({
    sessionId: sid,
    mode: 'resume',
    cwd,
    command: ['true', '--resume', sid],
    started: true,
    exitCode: 0,
  });
  expect(hashes(cwd)).toEqual(before); // every file byte-identical
  expect(git(cwd, 'log', '--format=%s')).toBe('local commit, never pushed\ninitial');
  expect(git(cwd, 'rev-parse', 'HEAD')).toBe(localCommit);
  expect(fs.existsSync(transcriptPath(home2, cwd, sid))).toBe(true);

  // claude --resume on the new machine continues the same conversation.
  const turnsBefore = api.turns().length;
  const resumed = await runClaude({
    home: home2,
    cwd,
    apiUrl: api.url,
    args: ['-p', 'Please continue', '--resume', sid, ...STREAM_ARGS],
    pluginDirs: [REPO_ROOT],
    allowedTools: 'Write Edit Read Bash',
    env,
    timeoutMs: 90_000,
  });
  expect(resumed.code).toBe(0);
  const next = api.turns()[turnsBefore]!;
  const text = allText(next.body);
  expect(text).toContain('Write notes and commit them'); // the first prompt, from the restored transcript
  expect(text).toContain('local commit, never pushed'); // the earlier Bash tool call
  expect(text).toContain('Please continue');
  await api.close();
}, 240_000);

/**
 * A session moves between machines through an S3 volume, with the REAL Claude Code binary: on
 * machine A (its own HOME) a session writes files with Write and Bash, commits one change locally
 * (never pushed), and dies with kill -9 — its plugin processes with it — and its folder is gone.
 * On machine B (another HOME, only the volume and ONE secret in common: the volume key, which A's
 * checkpoints are encrypted with and whose derived key signs them — issue 32) `sessions` lists it
 * as crashed; without the key, `resume` names the key it needs and the commands that bring it (exit
 * 4); `key export --volume` on A and `key import --volume` on B move it, and then `resume --to`
 * restores the session into ANOTHER folder: files byte-identical,
 * the unpushed commit, the transcript under B's project folder for the new path with its paths
 * rewritten; `claude --resume` there continues the same conversation, and the model sees the
 * earlier tool calls with the new path.
 *
 * s3rver runs in this process: every child that talks to it must be started asynchronously (a
 * synchronous spawn would block the event loop the server answers on), so nothing here uses
 * execFileSync, not even for git.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { S3_CREDENTIALS, useS3 } from '../s3rver.js';
import { allText, sessionCwd, startFakeApi, type MessagesRequest } from './fake-api.js';
import {
  cleanupTempDirs,
  killProcessesInDir,
  makeHome,
  makeTempDir,
  projectDir,
  readTranscript,
  REPO_ROOT,
  runClaude,
  spawnClaude,
  STREAM_ARGS,
  transcriptPath,
  waitUntil,
  type Home,
} from './harness.js';
import { CLI, killPlugin, notesAndCommitScript, pluginLog, waitForPlugin } from './pai.js';

const s3 = useS3(['vol']);
afterAll(() => cleanupTempDirs());

const run = promisify(execFile);
const GIT_ENV = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
const git = async (cwd: string, ...args: string[]) =>
  (await run('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...GIT_ENV } })).stdout.trim();
const FILES = ['notes.md', 'bash-made.txt', 'committed.txt', 'README.md'];
const hashes = (dir: string) =>
  Object.fromEntries(
    FILES.map((f) => [
      f,
      createHash('sha256')
        .update(fs.readFileSync(path.join(dir, f)))
        .digest('hex'),
    ]),
  );

/** The plugin's CLI as a user runs it on one machine (its HOME, the S3 volume), asynchronously; the JSON it prints. */
async function cli(home: Home, env: Record<string, string>, args: string[], cwd: string): Promise<any> {
  const { stdout } = await run(process.execPath, [CLI, ...args, '--json'], {
    cwd,
    encoding: 'utf8',
    // `true` stands in for claude: the real binary resumes below, against the fake API.
    env: { PATH: process.env['PATH'] ?? '', HOME: home.dir, PAI_CHECKPOINT_CLAUDE: 'true', ...env },
    timeout: 60_000,
  });
  return JSON.parse(stdout);
}

/** Every string value of a parsed JSON value (the paths a transcript line carries). */
function strings(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) strings(x, out);
  return out;
}
const inside = (s: string, root: string) => s === root || s.startsWith(`${root}/`);

/** The tool calls the model is shown in a request (the earlier conversation's, when resumed). */
function toolUses(req: MessagesRequest): { name: string; input: Record<string, unknown> }[] {
  return req.messages.flatMap((m) =>
    Array.isArray(m.content) ? m.content.filter((b) => b['type'] === 'tool_use') : [],
  ) as { name: string; input: Record<string, unknown> }[];
}

/** Machine A is lost: its claude (already killed), its sidecar and workers, anything left in its folder. */
async function loseMachine(home: Home, cwd: string): Promise<void> {
  await killPlugin(home);
  killProcessesInDir(cwd);
}

test('kill -9 on machine A; on machine B `sessions` says crashed, `resume --to` another folder restores everything with the transcript`s paths rewritten, and claude --resume continues', async () => {
  const root = makeTempDir('pai-e2e-xmachine-');
  const remote = path.join(root, 'origin.git');
  fs.mkdirSync(remote);
  await git(remote, 'init', '-q', '--bare', '-b', 'main');
  const cwd = path.join(root, 'machine-a', 'project'); // P: the folder on machine A
  fs.mkdirSync(cwd, { recursive: true });
  await git(cwd, 'init', '-q', '-b', 'main');
  await git(cwd, 'remote', 'add', 'origin', remote);
  fs.writeFileSync(path.join(cwd, 'README.md'), '# project\n');
  await git(cwd, 'add', '.');
  await git(cwd, 'commit', '-q', '-m', 'initial');
  await git(cwd, 'push', '-q', '-u', 'origin', 'main');
  const moved = path.join(root, 'machine-b', 'work', 'project-on-b'); // Q: another path on machine B
  const volume = {
    PAI_CHECKPOINT_VOLUME: `s3://vol/xmachine-${path.basename(root)}`,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    AWS_REGION: 'us-east-1',
  };
  // A beats every second; B counts a session silent for 8 s as crashed (default 10 min). A encrypts with a volume key.
  const volumeKey = createHash('sha256').update(root).digest('hex');
  const envA = {
    ...volume,
    PAI_CHECKPOINT_KEY: volumeKey,
    PAI_CHECKPOINT_PERIODIC_SECONDS: '1',
    PAI_CHECKPOINT_HEARTBEAT_SECONDS: '1',
    ...GIT_ENV,
  };
  const envB = { ...volume, PAI_CHECKPOINT_STALE_SECONDS: '8', ...GIT_ENV };

  const api = await startFakeApi(notesAndCommitScript(cwd));
  const homeA = makeHome(cwd);
  const homeB = makeHome(moved);
  let sid = '';
  let before: Record<string, string> = {};
  let localCommit = '';
  try {
    const s1 = spawnClaude({
      home: homeA,
      cwd,
      apiUrl: api.url,
      args: ['-p', 'Write notes and commit them', ...STREAM_ARGS],
      pluginDirs: [REPO_ROOT],
      allowedTools: 'Write Edit Read Bash',
      env: envA,
      timeoutMs: 150_000,
    });
    sid = (await s1.waitForEvent((e) => e.type === 'system' && e.subtype === 'init', 30_000)).session_id!;
    // A checkpoint on S3 with both the local commit and the Bash edit.
    const inspected = new Set<string>();
    await waitUntil(
      async () => {
        if (!fs.existsSync(path.join(cwd, 'bash-made.txt'))) return undefined;
        localCommit = await git(cwd, 'rev-parse', 'HEAD');
        const rows: { id: string }[] = (
          await cli(homeA, envA, ['list', '--session', sid, '--all', '--all-triggers'], root)
        ).rows;
        for (const row of rows.filter((r) => !inspected.has(r.id)).slice(0, 3)) {
          const m = (await cli(homeA, envA, ['inspect', row.id], root)).checkpoint;
          if (m?.git?.head === localCommit && m.workspace?.uncommitted_files?.includes('bash-made.txt')) return true;
          inspected.add(row.id);
        }
        return undefined;
      },
      90_000,
      250,
    ).catch((err: unknown) => {
      throw new Error(`${String(err)}\nplugin log of A:\n${pluginLog(homeA)}`);
    });
    // Meanwhile B sees the session running: its heartbeat on the volume is fresh.
    let seen: unknown;
    await waitUntil(
      async () =>
        (seen = ((await cli(homeB, envB, ['sessions'], root)) as any[]).find((r) => r.sessionId === sid))?.status ===
        'running',
      20_000,
      250,
    ).catch((err: unknown) => {
      throw new Error(`${String(err)}; B saw ${JSON.stringify(seen)}`);
    });
    before = hashes(cwd);
    s1.kill9();
    await s1.done;
    // The machine is lost with everything on it (left running, its sidecar would take a crash
    // checkpoint of the folder being deleted below and write "crashed" itself).
    await loseMachine(homeA, cwd);
  } finally {
    killProcessesInDir(cwd);
  }
  expect(await git(cwd, 'log', '--format=%s', '-1')).toBe('local commit, never pushed');
  expect(await git(remote, 'log', '--format=%s', 'main')).toBe('initial'); // never pushed
  fs.rmSync(cwd, { recursive: true, force: true });
  // B shares the volume and, once moved, the volume key: nothing else (no signing key: none was made on A).
  expect(fs.existsSync(path.join(homeA.dir, '.pai', 'checkpoint', 'signing.key'))).toBe(false);
  const noKey = await run(process.execPath, [CLI, 'resume', sid, '--to', moved, '--print'], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '', HOME: homeB.dir, PAI_CHECKPOINT_CLAUDE: 'true', ...envB },
  }).then(
    () => ({ code: 0, stderr: '' }),
    (err: { code: number; stderr: string }) => ({ code: err.code, stderr: err.stderr }),
  );
  const keyId = (await cli(homeA, envA, ['key', 'status'], root)).volume.id as string;
  expect(noKey.code).toBe(4);
  expect(noKey.stderr).toContain(`is encrypted with the volume key ${keyId}, and this machine has no volume key`);
  expect(noKey.stderr).toMatch(
    /hint: set the volume key [0-9a-f]{16} here: on a machine that has it, `.*key export --volume -o volume\.key`; copy the file here, then `.*key import --volume volume\.key`/,
  );
  const keyFile = path.join(root, 'moved-volume.key');
  expect(await cli(homeA, envA, ['key', 'export', '--volume', '-o', keyFile], root)).toMatchObject({
    kind: 'volume',
    id: keyId,
    file: keyFile,
  });
  expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
  expect(await cli(homeB, envB, ['key', 'import', '--volume', keyFile], root)).toMatchObject({
    kind: 'volume',
    id: keyId,
    unchanged: false,
    configured: expect.stringContaining('[encryption] key_file'),
  });

  // B: no local state of the session; the volume's heartbeat goes stale, and it is listed as crashed.
  const crashed = await waitUntil(
    async () =>
      (await cli(homeB, envB, ['sessions', '--status', 'crashed'], root)).find((r: any) => r.sessionId === sid),
    30_000,
    500,
  );
  expect(crashed).toMatchObject({ sessionId: sid, status: 'crashed', project: cwd, sidecar_pid: null });

  // --print: what would happen, nothing written.
  expect(await cli(homeB, envB, ['resume', sid, '--to', moved, '--print'], root)).toMatchObject({
    sessionId: sid,
    mode: 'resume',
    cwd: moved,
    wouldRestore: { workspace: true, transcript: true, relocateFrom: cwd },
    started: false,
  });
  expect(fs.existsSync(moved)).toBe(false);
  const r = await cli(homeB, envB, ['resume', sid, '--to', moved, '--yes'], root);
  const placed = transcriptPath(homeB, moved, sid);
  expect(r).toMatchObject({
    sessionId: sid,
    mode: 'resume',
    cwd: moved,
    command: ['true', '--resume', sid],
    started: true,
    exitCode: 0,
  });
  expect(r.restored.transcript).toMatchObject({
    path: placed,
    action: 'restored',
    relocated: { from: cwd, to: moved, keptUnparsed: 0 },
  });
  expect(hashes(moved)).toEqual(before); // every file byte-identical, in the new folder
  expect(await git(moved, 'log', '--format=%s')).toBe('local commit, never pushed\ninitial');
  expect(await git(moved, 'rev-parse', 'HEAD')).toBe(localCommit);
  expect(fs.existsSync(projectDir(homeB, cwd))).toBe(false); // nothing under the old path's project folder

  // The transcript: every path of P now names Q; the count in the report is the lines that changed.
  const lines = readTranscript(placed);
  expect(lines.some((l) => l.type === '__unparsable__')).toBe(false);
  expect(lines.filter((l) => strings(l).some((s) => inside(s, moved))).length).toBe(
    r.restored.transcript.relocated.rewrittenLines,
  );
  expect(r.restored.transcript.relocated.rewrittenLines).toBeGreaterThanOrEqual(5);
  expect(lines.flatMap((l) => strings(l)).filter((s) => inside(s, cwd))).toEqual([]);
  expect(new Set(lines.filter((l) => 'cwd' in l).map((l) => l.cwd))).toEqual(new Set([moved]));
  const write = lines
    .flatMap((l) => (Array.isArray(l.message?.content) ? l.message.content : []))
    .find((b: any) => b.type === 'tool_use' && b.name === 'Write');
  expect(write.input.file_path).toBe(path.join(moved, 'notes.md'));
  expect(lines.find((l) => l.toolUseResult?.filePath)?.toolUseResult.filePath).toBe(path.join(moved, 'notes.md'));

  // claude --resume in Q on B continues the same conversation, with Q's paths.
  const turnsBefore = api.turns().length;
  try {
    const resumed = await runClaude({
      home: homeB,
      cwd: moved,
      apiUrl: api.url,
      args: ['-p', 'Please continue', '--resume', sid, ...STREAM_ARGS],
      pluginDirs: [REPO_ROOT],
      allowedTools: 'Write Edit Read Bash',
      env: envB,
      timeoutMs: 90_000,
    });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.sessionId).toBe(sid);
    const next = api.turns()[turnsBefore]!.body as MessagesRequest;
    const text = allText(next);
    expect(text).toContain('Write notes and commit them'); // the first prompt, from the restored transcript
    expect(text).toContain('local commit, never pushed'); // the earlier Bash tool call
    expect(text).toContain('Please continue');
    expect(sessionCwd(next)).toBe(moved);
    const calls = toolUses(next);
    expect(calls.find((c) => c.name === 'Write')?.input['file_path']).toBe(path.join(moved, 'notes.md'));
    expect(calls.flatMap((c) => strings(c.input)).filter((s) => s.includes(cwd))).toEqual([]); // no earlier call points at P
    await waitForPlugin(homeB, 60_000);
  } finally {
    await loseMachine(homeB, moved);
    await api.close();
  }
}, 300_000);

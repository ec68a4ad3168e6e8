// Issue 32, finding 9: `create` for a session whose worker kept capturing (a 2.2 GB transcript,
// checkpoints queued behind each other) waited 600 s and failed. A command now waits for the
// capture running when it asked, never for the queue behind it: the worker hands the lock over
// between captures. The first capture is held open by the summary's model (a stand-in `claude` that
// waits for a file), so the order of events is fixed by files, never by a clock.
import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { hostname } from 'node:os';
import { expect, test } from 'vitest';
import { captureJob, captureSession } from '../../src/app/capture.js';
import { appendTicket, captureHolder, captureLockPath } from '../../src/domain/session/queue.js';
import { loadSession, newSession, saveSession } from '../../src/domain/session/state.js';
import { loadIndex } from '../../src/domain/volume/session-index.js';
import { LocalVolume } from '../../src/storage/local.js';
import { assistantLine, DIST, sandbox, testPath, trackerCtx, userLine, waitFor, writeLines } from '../helpers.js';

const SID = '7c0ffee0-1111-4222-8333-000000000032';

function setup() {
  const sb = sandbox();
  const transcript = join(sb.home, 't.jsonl');
  writeLines(transcript, [userLine('Build it'), assistantLine([{ type: 'text', text: 'ok' }])]);
  writeFileSync(join(sb.project, 'a.txt'), 'a\n');
  mkdirSync(sb.paths.paiDir, { recursive: true });
  const state = newSession(SID, sb.project, sb.project, new Date());
  state.transcriptPath = transcript;
  saveSession(sb.paths, state);
  // The summary's model: says it started, then answers only once `go` exists.
  const claude = join(sb.home, 'claude-stand-in');
  writeFileSync(
    claude,
    `#!/bin/sh\ncat >/dev/null\ntouch "${sb.home}/started"\nwhile [ ! -e "${sb.home}/go" ]; do sleep 0.05; done\nprintf '## Session Summary: s\\n### Progress\\n- done\\n'\n`,
  );
  chmodSync(claude, 0o755);
  writeFileSync(
    join(sb.paths.paiDir, 'checkpoint.toml'),
    `[summary]\nengine = "model"\nclaude = "${claude}"\ntimeout_seconds = 120\n`,
  );
  const env = { HOME: sb.home, PAI_DIR: sb.paths.paiDir, PATH: testPath() };
  const ctx = trackerCtx(sb.paths, { env });
  return { ...sb, ctx, env, volume: join(sb.paths.paiDir, 'volume') };
}

test('create waits for the capture running when it asked, not for the queue behind it: the worker hands the lock over between captures', async () => {
  const { ctx, env, home, project, paths, volume } = setup();
  appendTicket(paths, SID, { trigger: 'stop', at: new Date().toISOString() });
  const job = captureJob(ctx, SID, { settleMs: 0, pollMs: 20 });
  await waitFor(() => existsSync(join(home, 'started')) || undefined, 60_000);
  // More work queued behind the running capture, then a command asks for the lock.
  appendTicket(paths, SID, { trigger: 'stop', at: new Date().toISOString() });
  const cli = spawn(
    process.execPath,
    [join(DIST, 'cli.cjs'), 'create', '--session', SID, '--name', 'by-hand', '--json'],
    { cwd: project, env },
  );
  let err = '';
  cli.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number>((done) => cli.once('close', (code) => done(code ?? -1)));
  const waiting = () => readdirSync(join(paths.stateDir, 'captures')).filter((n) => n.includes('.waiting.'));
  await waitFor(() => (waiting().length ? true : undefined), 60_000); // the command marked that it waits
  // What it tells (on a terminal) and would name when it gives up: the worker (this process), how long, what it takes.
  expect(captureHolder(paths, SID)).toMatch(
    new RegExp(`^process ${process.pid} on [^,]+, for \\d+ s, taking a stop checkpoint$`),
  );
  writeFileSync(join(home, 'go'), '');
  expect(await exited, err).toBe(0);
  expect(await job).toBe(2);
  const index = await loadIndex(new LocalVolume(volume), SID);
  expect(index.checkpoints.map((c) => c.name ?? c.trigger)).toEqual(['stop', 'by-hand', 'stop']);
  expect(waiting()).toEqual([]);
}, 120_000);

test('a command that cannot have the lock in time says who holds it (exit 5), and leaves no marker', async () => {
  const { env, project, paths } = setup();
  const holder = spawn('sleep', ['60']);
  try {
    // The lock as a worker of another process holds it: its pid, its host, since when.
    mkdirSync(join(paths.stateDir, 'captures'), { recursive: true });
    writeFileSync(captureLockPath(paths, SID), `${holder.pid} ${hostname()} ${Date.now() - 42_000} token -`);
    expect(captureHolder(paths, SID)).toMatch(new RegExp(`^process ${holder.pid} on .+, for 4\\d s$`));
    const r = await new Promise<{ code: number; err: string }>((done) => {
      const p = spawn(process.execPath, [join(DIST, 'cli.cjs'), 'create', '--session', SID], {
        cwd: project,
        env: { ...env, PAI_CHECKPOINT_LOCK_WAIT_SECONDS: '0' },
      });
      let e = '';
      p.stderr.on('data', (d: Buffer) => (e += d.toString()));
      p.once('close', (code) => done({ code: code ?? -1, err: e }));
    });
    expect(r.code).toBe(5);
    expect(r.err).toMatch(
      new RegExp(`its checkpoints are being written by process ${holder.pid} on .+, for 4\\d s; waited 0 ms`),
    );
    expect(readdirSync(join(paths.stateDir, 'captures')).filter((n) => n.includes('.waiting.'))).toEqual([]);
  } finally {
    holder.kill('SIGKILL');
  }
});

test('a checkpoint taken without the transcript (past its time limit) is told to the user once per session', async () => {
  const { ctx, paths, home } = setup();
  writeFileSync(join(home, 'go'), '');
  for (let i = 0; i < 2; i++) {
    const r = await captureSession(
      ctx,
      SID,
      { trigger: 'periodic', at: new Date().toISOString() },
      { transcriptLimitMs: 0 },
    );
    expect(r.manifest.conversation['transcript_omitted']).toMatch(/within 0 s/);
  }
  const notices = loadSession(paths, SID)!.notices ?? [];
  expect(notices.filter((n) => n.includes("without the session's transcript"))).toHaveLength(1);
  expect(notices.join('\n')).toMatch(
    /checkpoint \w+ was taken without the session's transcript: its copy was not brought up to date within 0 s/,
  );
});

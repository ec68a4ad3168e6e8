/**
 * The monitor (SPEC-03.14/15, issue 12) with the REAL Claude Code binary: machine A (its own
 * HOME) runs a session against the scripted model, its sidecar beating every second onto a
 * volume folder that machines B and C (other HOMEs, the user's signing key copied) watch with
 * `pai-checkpoint monitor --json` (timeout 3 s). The resumed claude runs headless on B, with the
 * plugin, against the same scripted model.
 *
 * 1 + 5: kill -9 of claude and its sidecar mid-phase → of two monitors exactly one resumes (the
 *        lease decides), within timeout + delay + 10 s: the workspace restored on B, and the
 *        resumed claude's first model request holds the earlier conversation.
 * 2 + 3: SIGSTOP of the sidecar past the timeout, SIGCONT within the resume delay → cancelled,
 *        nothing restored; SIGSTOP past timeout + delay → resumed on B; SIGCONT → A's sidecar sees
 *        the newer epoch, stops writing and says so once; the chain has no interleaved checkpoint.
 * 4:     SIGTERM of the sidecar (with claude's, as a container stop) → resumed without waiting
 *        for the timeout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { allText, startFakeApi, type FakeApi, type MessagesRequest, type Script } from './fake-api.js';
import {
  CLAUDE_BIN,
  claudeEnv,
  cleanupTempDirs,
  killProcessesInDir,
  makeHome,
  makeTempDir,
  REPO_ROOT,
  spawnClaude,
  STREAM_ARGS,
  waitUntil,
  type Home,
  type SpawnedClaude,
} from './harness.js';
import {
  CLI,
  copySigningKey,
  HEADER,
  killPlugin,
  pluginLog,
  pluginPids,
  sessionState,
  taskLine,
  waitForWorkers,
} from './pai.js';

afterAll(() => cleanupTempDirs());

const TIMEOUT_S = 3;

interface MonitorProc {
  child: ChildProcess;
  events: any[];
  stderr(): string;
  /** SIGTERM, and its exit code (0: a clean exit). */
  stop(): Promise<number | null>;
}

/** `pai-checkpoint monitor --json` on a machine (its HOME), headless, against the scripted model. */
/**
 * How long the monitor may take to say RESUMED or FAILED once a session is DEAD: the resume delay,
 * then the resumed claude's come-up bound ([monitor] start_seconds, 120 s by default: past it the
 * monitor says FAILED itself), and 10 s for the restore. Waiting that long is waiting for its answer.
 */
const answerWithinMs = (delaySeconds: number) => (delaySeconds + 120 + 10) * 1000;

function startMonitor(home: Home, api: FakeApi, volume: string, o: { delay: number; timeout?: number }): MonitorProc {
  const env = {
    ...claudeEnv(home, api.url),
    PAI_CHECKPOINT_VOLUME: volume,
    PAI_CHECKPOINT_CLAUDE: CLAUDE_BIN,
    PAI_CHECKPOINT_MONITOR_MODE: 'headless',
    PAI_CHECKPOINT_MONITOR_TIMEOUT_SECONDS: String(o.timeout ?? TIMEOUT_S),
    PAI_CHECKPOINT_MONITOR_RESUME_DELAY_SECONDS: String(o.delay),
    PAI_CHECKPOINT_MONITOR_POLL_SECONDS: '0.5',
    PAI_CHECKPOINT_MONITOR_WORKSPACE_ROOT: path.join(home.dir, 'resumed'),
    PAI_CHECKPOINT_MONITOR_CLAUDE_ARGS: JSON.stringify([
      '--plugin-dir',
      REPO_ROOT,
      '--allowedTools',
      'Write Edit Read Bash',
    ]),
    PAI_CHECKPOINT_HEARTBEAT_SECONDS: '1',
  };
  const child = spawn(process.execPath, [CLI, 'monitor', '--json'], {
    cwd: home.dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const events: any[] = [];
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString('utf8');
    for (let i = out.indexOf('\n'); i >= 0; i = out.indexOf('\n')) {
      events.push(JSON.parse(out.slice(0, i)));
      out = out.slice(i + 1);
    }
  });
  child.stderr!.on('data', (d: Buffer) => (err += d.toString('utf8')));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, events, stderr: () => err, stop: () => (child.kill('SIGTERM'), exited) };
}

const sessionJsonOf = (volume: string, sid: string): Record<string, any> | undefined => {
  try {
    return JSON.parse(fs.readFileSync(path.join(volume, 'sessions', sid, 'session.json'), 'utf8'));
  } catch {
    return undefined; // not there yet, or being replaced
  }
};

/** Machine A's session: a phase begun, notes.md written, then a long Bash call (mid-phase), its sidecar beating every second onto `volume`. */
async function startSession(
  api: FakeApi,
  volume: string,
): Promise<{ home: Home; cwd: string; s: SpawnedClaude; sid: string; sidecar: () => number }> {
  const root = makeTempDir('pai-e2e-monitor-');
  const cwd = path.join(root, 'project');
  fs.mkdirSync(cwd, { recursive: true });
  fs.writeFileSync(path.join(cwd, 'README.md'), '# project\n');
  const home = makeHome(cwd);
  const env = {
    PAI_CHECKPOINT_VOLUME: volume,
    PAI_CHECKPOINT_HEARTBEAT_SECONDS: '1',
    PAI_CHECKPOINT_PERIODIC_SECONDS: '1',
    PAI_CHECKPOINT_POLL_SECONDS: '1',
  };
  const s = spawnClaude({
    home,
    cwd,
    apiUrl: api.url,
    args: ['-p', 'Write the notes', ...STREAM_ARGS],
    pluginDirs: [REPO_ROOT],
    allowedTools: 'Write Edit Read Bash',
    env,
    timeoutMs: 240_000,
  });
  const sid = (await s.waitForEvent((e) => e.type === 'system' && e.subtype === 'init', 30_000)).session_id!;
  // A checkpoint holding notes.md, and a heartbeat on the volume.
  await waitUntil(
    () =>
      fs.existsSync(path.join(cwd, 'notes.md')) &&
      sessionState(home, sid)?.lastCheckpointId &&
      fs.existsSync(path.join(volume, 'sessions', sid, 'session.json')),
    60_000,
    100,
  ).catch((e: unknown) => {
    throw new Error(`${String(e)}\n${pluginLog(home)}`);
  });
  await s.waitForEvent((e) => e.type === 'assistant' && JSON.stringify(e).includes('sleep 120'), 30_000); // the long call is running
  // A few heartbeats on the volume during the long call (the sidecar beats every second), and no capture left running.
  const beats = new Set<string>();
  await waitUntil(() => (beats.add(sessionJsonOf(volume, sid)?.heartbeat_at ?? ''), beats.size >= 3), 30_000, 50);
  await waitForWorkers(home);
  const sidecar = () => pluginPids(home, ['sidecar.cjs'])[0] ?? 0;
  return { home, cwd, s, sid, sidecar };
}

const SCRIPT: Script = [
  (ctx) => [
    { type: 'text', text: `${taskLine('Write the notes')}\n${HEADER[1]}` },
    {
      type: 'tool_use',
      name: 'Write',
      input: {
        file_path: path.join(ctx.cwd ?? '/nonexistent', 'notes.md'),
        content: '# Notes\nwritten on machine A\n',
      },
    },
  ],
  [{ type: 'tool_use', name: 'Bash', input: { command: 'sleep 120', description: 'a long task' } }],
  'Resumed, and done.',
];

const turnFor = (api: FakeApi, from: number) =>
  api
    .turns()
    .slice(from)
    .find((t) => t.kind === 'turn' && JSON.stringify(t.body).includes('resumed automatically by pai-checkpoint'))
    ?.body as MessagesRequest | undefined;
const manifestsOf = (volume: string, sid: string) =>
  fs
    .readdirSync(path.join(volume, 'checkpoints', sid))
    .filter((n) => fs.existsSync(path.join(volume, 'checkpoints', sid, n, 'manifest.json')))
    .sort()
    .map((n) => JSON.parse(fs.readFileSync(path.join(volume, 'checkpoints', sid, n, 'manifest.json'), 'utf8')));

test('(1)+(5) kill -9 of claude and its sidecar: of two monitors exactly one resumes, within timeout + delay + 10 s; the workspace restored, the conversation continued', async () => {
  const volume = makeTempDir('pai-e2e-vol-');
  const api = await startFakeApi(SCRIPT);
  const a = await startSession(api, volume);
  const b = makeHome();
  const c = makeHome();
  copySigningKey(a.home, b);
  copySigningKey(a.home, c);
  const mb = startMonitor(b, api, volume, { delay: 1 });
  const mc = startMonitor(c, api, volume, { delay: 1 });
  try {
    await waitUntil(
      () => mb.events.some((e) => e.session === a.sid) && mc.events.some((e) => e.session === a.sid),
      20_000,
    );
    expect(mb.events.find((e) => e.session === a.sid)).toMatchObject({ state: 'HEALTHY', previous: null });
    const turnsBefore = api.turns().length;
    // The sidecar first: a sidecar that outlives claude by a poll writes `crashed` (DEAD at once); here nobody is left to say anything.
    await killPlugin(a.home);
    const killedAt = Date.now();
    a.s.kill9();
    const done = await waitUntil(
      () =>
        [...mb.events, ...mc.events].find(
          (e) => e.session === a.sid && (e.state === 'RESUMED' || e.state === 'FAILED'),
        ),
      (TIMEOUT_S + 1 + 10) * 1000,
      50,
    ).catch((e: unknown) => {
      throw new Error(
        `${String(e)}\nB: ${JSON.stringify(mb.events)}\n${mb.stderr()}\nC: ${JSON.stringify(mc.events)}\n${mc.stderr()}`,
      );
    });
    // The wait's limit above is the claim (timeout + delay + 10 s for the restore and claude's start).
    expect(done.state, JSON.stringify(done)).toBe('RESUMED');
    console.info(`kill -9 → RESUMED: ${Date.parse(done.at) - killedAt} ms (timeout ${TIMEOUT_S} s, delay 1 s)`);
    // The other monitor: TAKEN (the lease), never RESUMING.
    const [winner, loser] = mb.events.some((e) => e.state === 'RESUMED') ? [mb, mc] : [mc, mb];
    await waitUntil(() => loser.events.find((e) => e.session === a.sid && e.state === 'TAKEN'), 10_000);
    expect(loser.events.filter((e) => e.state === 'RESUMING')).toEqual([]);
    const states = winner.events.filter((e) => e.session === a.sid).map((e) => e.state);
    expect(states[0]).toBe('HEALTHY');
    const dead = states.indexOf('DEAD');
    expect(states.slice(dead, dead + 3)).toEqual(['DEAD', 'RESUMING', 'RESUMED']);
    expect(winner.events.find((e) => e.state === 'DEAD').reason).toMatch(/^no heartbeat for \d+ s \(timeout 3 s\)$/);
    expect(fs.readdirSync(path.join(volume, 'sessions', a.sid, 'lease'))).toEqual(['0000000001.json']);
    // The workspace restored on the winner's machine, byte-identical.
    expect(fs.readFileSync(path.join(done.folder, 'notes.md'), 'utf8')).toBe('# Notes\nwritten on machine A\n');
    // The resumed claude's first request holds the earlier conversation.
    const first = await waitUntil(() => turnFor(api, turnsBefore), 60_000, 100);
    const text = allText(first);
    expect(text).toContain('Write the notes'); // the first prompt, from A's transcript
    expect(text).toContain(taskLine('Write the notes')); // the model's first answer
    expect(JSON.stringify(first)).toContain(path.join(done.folder, 'notes.md')); // its tool calls point at the restored folder
  } finally {
    expect(await mb.stop()).toBe(0);
    expect(await mc.stop()).toBe(0);
    for (const dir of [a.cwd, path.join(b.dir, 'resumed'), path.join(c.dir, 'resumed')]) killProcessesInDir(dir); // the resumed claude too
    await Promise.all([killPlugin(a.home), killPlugin(b), killPlugin(c)]);
    await api.close();
  }
}, 240_000);

test('(2)+(3) SIGSTOP of the sidecar: SIGCONT within the delay cancels; past timeout + delay it is resumed on B, and the woken sidecar stops writing (no interleaved checkpoints)', async () => {
  const volume = makeTempDir('pai-e2e-vol-');
  const api = await startFakeApi(SCRIPT);
  const a = await startSession(api, volume);
  const b = makeHome();
  copySigningKey(a.home, b);
  const mb = startMonitor(b, api, volume, { delay: 5 });
  try {
    await waitUntil(() => mb.events.find((e) => e.session === a.sid && e.state === 'HEALTHY'), 20_000);
    const pid = a.sidecar();
    expect(pid).toBeGreaterThan(0);
    // (2) Stopped past the timeout, woken within the delay: cancelled, nothing restored.
    process.kill(pid, 'SIGSTOP');
    await waitUntil(() => mb.events.find((e) => e.session === a.sid && e.state === 'DEAD'), 20_000);
    process.kill(pid, 'SIGCONT');
    const cancelled = await waitUntil(
      () => mb.events.find((e) => e.session === a.sid && e.reason === 'its heartbeat came back: resume cancelled'),
      15_000,
    );
    expect(cancelled.state).toBe('HEALTHY');
    expect(fs.existsSync(path.join(b.dir, 'resumed'))).toBe(false);
    expect(fs.existsSync(path.join(volume, 'sessions', a.sid, 'lease'))).toBe(false);
    // (3) Stopped past timeout + delay: resumed on B.
    const turnsBefore = api.turns().length;
    process.kill(pid, 'SIGSTOP');
    const resumed = await waitUntil(
      () => mb.events.find((e) => e.session === a.sid && (e.state === 'RESUMED' || e.state === 'FAILED')),
      answerWithinMs(1),
    );
    expect(resumed.state, JSON.stringify(resumed)).toBe('RESUMED');
    await waitUntil(() => turnFor(api, turnsBefore), 60_000, 100);
    const lease = JSON.parse(fs.readFileSync(path.join(volume, 'sessions', a.sid, 'lease', '0000000001.json'), 'utf8'));
    // Woken: it sees the newer epoch, stops writing, tells the user once, and exits.
    process.kill(pid, 'SIGCONT');
    await waitUntil(() => sessionState(a.home, a.sid)?.fenced, 15_000);
    await waitUntil(() => !pluginPids(a.home, ['sidecar.cjs']).includes(pid), 15_000);
    expect(sessionState(a.home, a.sid).fenced).toEqual({ epoch: 1, host: lease.host, at: lease.taken_at });
    expect(
      fs.readFileSync(path.join(a.home.dir, '.pai', 'checkpoint', 'sidecars', `${a.sid}.notice`), 'utf8'),
    ).toContain(`this session was resumed on ${lease.host}`);
    // B's resumed session writes at epoch 1; nothing of epoch 0 came after the lease.
    await waitUntil(() => manifestsOf(volume, a.sid).some((m) => m.session_epoch === 1), 30_000);
    // Nothing of A can write any more: its sidecar exited (above) and no capture it started still runs.
    await waitForWorkers(a.home);
    const chain = manifestsOf(volume, a.sid);
    const epochs = chain.map((m) => m.session_epoch ?? 0);
    expect(epochs).toEqual([...epochs].sort((x, y) => x - y));
    expect(chain.filter((m) => (m.session_epoch ?? 0) === 0 && m.created_at > lease.taken_at)).toEqual([]);
  } finally {
    expect(await mb.stop()).toBe(0);
    for (const dir of [a.cwd, path.join(b.dir, 'resumed')]) killProcessesInDir(dir);
    a.s.kill9();
    await Promise.all([killPlugin(a.home), killPlugin(b)]);
    await api.close();
  }
}, 240_000);

test('(4) SIGTERM of the sidecar (and of claude, as a container stop): resumed without waiting for the timeout', async () => {
  const volume = makeTempDir('pai-e2e-vol-');
  const api = await startFakeApi(SCRIPT);
  const a = await startSession(api, volume);
  const b = makeHome();
  copySigningKey(a.home, b);
  const mb = startMonitor(b, api, volume, { delay: 1, timeout: 120 });
  try {
    await waitUntil(() => mb.events.find((e) => e.session === a.sid && e.state === 'HEALTHY'), 20_000);
    const stoppedAt = Date.now();
    process.kill(a.sidecar(), 'SIGTERM');
    a.s.child.kill('SIGTERM');
    const dead = await waitUntil(() => mb.events.find((e) => e.session === a.sid && e.state === 'DEAD'), 30_000);
    expect(dead.reason).toContain('stopped by SIGTERM');
    const resumed = await waitUntil(
      () => mb.events.find((e) => e.session === a.sid && (e.state === 'RESUMED' || e.state === 'FAILED')),
      answerWithinMs(1),
    );
    expect(resumed.state, JSON.stringify(resumed)).toBe('RESUMED');
    // Judged dead on the monitor's own clock before the timeout (120 s) since the last heartbeat it read.
    expect(Date.parse(dead.at) - Date.parse(dead.heartbeat_at)).toBeLessThan(120_000);
    console.info(`SIGTERM → RESUMED: ${Date.parse(resumed.at) - stoppedAt} ms (timeout 120 s, delay 1 s)`);
    expect(fs.readFileSync(path.join(resumed.folder, 'notes.md'), 'utf8')).toBe('# Notes\nwritten on machine A\n');
  } finally {
    expect(await mb.stop()).toBe(0);
    for (const dir of [a.cwd, path.join(b.dir, 'resumed')]) killProcessesInDir(dir);
    await Promise.all([killPlugin(a.home), killPlugin(b)]);
    await api.close();
  }
}, 240_000);

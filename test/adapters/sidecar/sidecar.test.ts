// The session sidecar as a real process (dist/sidecar.cjs), as SessionStart starts it: a real
// session state whose claude process is a stand-in (`sleep`), a real transcript file, real
// workers capturing into a real volume, and a real tmux server for the detach trigger.
// test/e2e/sidecar.e2e.test.ts drives it under the real Claude Code binary.
import { checkedTree, contentTreeOf, treePaths } from '../../../src/domain/restore/content.js';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { processStart } from '../../../src/core/lock.js';
import { sidecarFiles, sidecarPid } from '../../../src/domain/session/sidecar-files.js';
import { takeLease } from '../../../src/domain/session/lease.js';
import { keyringFor } from '../../../src/storage/open.js';
import { SealedVolume } from '../../../src/storage/sealed.js';
import { requestCapture } from '../../../src/domain/session/queue.js';
import { installationId } from '../../../src/core/paths.js';
import { loadSession, newSession, saveSession, type SessionState } from '../../../src/domain/session/state.js';
import { readManifest } from '../../../src/domain/volume/read.js';
import { loadIndex } from '../../../src/domain/volume/session-index.js';
import { LocalVolume } from '../../../src/storage/local.js';
import { parseTmuxState } from '../../../src/platform/tmux.js';
import {
  assistantLine,
  DIST,
  readJson,
  recordFiles,
  sandbox,
  tempDir,
  testPath,
  waitForWorkers,
} from '../../helpers.js';
import { attachTmuxClient } from '../../support/tmux-client.js';
import { httpService } from '../../support/services.js';

const SID = '7c0ffee0-1111-4222-8333-000000000009';

async function waitFor<T>(what: string, fn: () => T | undefined | false, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const alive = (p: ChildProcess) => p.exitCode === null && p.signalCode === null;
const exited = (p: ChildProcess) =>
  new Promise<number | null>((r) => (alive(p) ? p.once('exit', (code) => r(code)) : r(p.exitCode)));

/**
 * A session as SessionStart leaves it (its runtime state; claude is a `sleep` we can kill), a git
 * project, and a function that starts its sidecar.
 */
function setup(o: { toml?: string; env?: Record<string, string>; transcriptIn?: string } = {}) {
  const sb = sandbox();
  mkdirSync(sb.paths.sessionsDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), `[mcp]\nquery_servers = false\n${o.toml ?? ''}`);
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: sb.project });
  writeFileSync(join(sb.project, 'README.md'), '# project\n');
  const transcript = join(sb.home, o.transcriptIn ?? '', 'transcript.jsonl');
  if (!o.transcriptIn) writeFileSync(transcript, '');
  const claude = spawn('sleep', ['600'], { stdio: 'ignore' });
  const state: SessionState = {
    ...newSession(SID, sb.project, sb.project, new Date()),
    transcriptPath: transcript,
    host: hostname(),
    claudePid: claude.pid!,
  };
  const start = processStart(claude.pid!);
  if (start) state.claudeStart = start;
  saveSession(sb.paths, state);
  const env = {
    PATH: testPath(),
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    PAI_CHECKPOINT_HEARTBEAT_SECONDS: '1',
    PAI_CHECKPOINT_POLL_SECONDS: '1',
    ...o.env,
  };
  const started: ChildProcess[] = [];
  const startSidecar = (more: Record<string, string> = {}) => {
    const p = spawn(process.execPath, [join(DIST, 'sidecar.cjs'), SID], { env: { ...env, ...more }, stdio: 'ignore' });
    started.push(p);
    return p;
  };
  const say = (text: string, tool = 'Bash') =>
    appendFileSync(
      transcript,
      `${assistantLine([
        { type: 'text', text },
        { type: 'tool_use', name: tool, input: { command: 'true' } },
      ])}\n`,
    );
  const journal = (entry: Record<string, unknown>) => {
    mkdirSync(join(sb.paths.stateDir, 'sidecars'), { recursive: true });
    appendFileSync(sidecarFiles(sb.paths, SID).journal, `${JSON.stringify(entry)}\n`);
  };
  // Opened with the user's keys, as another machine of the user would: what it writes (a lease) is signed.
  const volume = new SealedVolume(
    new LocalVolume(join(sb.paths.paiDir, 'volume')),
    keyringFor({ signingFile: join(sb.paths.paiDir, 'checkpoint', 'signing.key') }),
  );
  const manifests = async () => {
    const out = [];
    for (const e of (await loadIndex(volume, SID)).checkpoints) out.push(await readManifest(volume, SID, e.id));
    return out.filter((m) => m !== undefined);
  };
  const withTrigger = async (trigger: string) =>
    (await manifests()).find(
      (m) => m.trigger === trigger || (m['coalesced_triggers'] as string[] | undefined)?.includes(trigger),
    );
  const cleanup = async () => {
    for (const p of started) if (alive(p)) p.kill('SIGKILL');
    claude.kill('SIGKILL');
    await waitForWorkers(sb.paths.paiDir);
  };
  return { ...sb, transcript, claude, env, startSidecar, say, journal, volume, manifests, withTrigger, cleanup };
}

describe('the session sidecar (dist/sidecar.cjs)', () => {
  test('follows the transcript with no hook: records at once, beats every second (state and volume, with figures), takes turns and the end from the journal, and exits', async () => {
    const w = setup();
    try {
      const sidecar = w.startSidecar();
      await waitFor('the sidecar`s pid in the state', () => loadSession(w.paths, SID)?.sidecarPid === sidecar.pid);
      expect(sidecarPid(w.paths, SID)).toBe(sidecar.pid);
      // A second sidecar of the same session exits at once; the first keeps its lock.
      const second = w.startSidecar();
      expect(await exited(second)).toBe(0);
      expect(sidecarPid(w.paths, SID)).toBe(sidecar.pid);

      w.say('🗒️ TASK: Follow the transcript\n━━━ 👁️ OBSERVE ━━━ 1/7');
      const records = await waitFor(
        'the phase record',
        () => recordFiles(w.paths).length === 1 && recordFiles(w.paths),
        5000,
      );
      expect(
        readJson<{ phaseNumber: number; taskSummary: string }>(join(w.paths.checkpointsDir, records[0]!)),
      ).toMatchObject({ phaseNumber: 1, taskSummary: 'Follow the transcript' });
      expect(await waitForAsync(() => w.withTrigger('phase'))).toBeTruthy();

      // The heartbeat moves by itself (no hook fires), here and on the volume.
      const beats = new Set<string>();
      await waitFor(
        'three heartbeats',
        () => (beats.add(loadSession(w.paths, SID)!.heartbeatAt), beats.size >= 3),
        10_000,
      );
      const remote = readJson<Record<string, any>>(join(w.volume.location, 'sessions', SID, 'session.json'));
      expect(remote).toMatchObject({
        session_id: SID,
        status: 'running',
        sidecar_pid: sidecar.pid,
        metrics: { tool_calls: 1, last_tool: 'Bash' },
      });
      // The volume moved with them: it holds the second of the three beats seen here, or a later one (not one from the start).
      expect(Date.parse(remote['heartbeat_at'])).toBeGreaterThanOrEqual(
        [...beats].map((b) => Date.parse(b)).sort((x, y) => x - y)[1]!,
      );

      // A turn ends (hooks/journal.sh appends Stop's payload): a stop checkpoint.
      w.journal({ hook_event_name: 'Stop', last_assistant_message: 'Looked around.' });
      expect(await waitForAsync(() => w.withTrigger('stop'))).toBeTruthy();
      // The session ends (SessionEnd journalled): the end is recorded, the sidecar hands over and exits.
      w.journal({ hook_event_name: 'SessionEnd', reason: 'prompt_input_exit' });
      expect(await exited(sidecar)).toBe(0);
      expect(loadSession(w.paths, SID)).toMatchObject({ endReason: 'prompt_input_exit', endedAt: expect.any(String) });
      expect(loadSession(w.paths, SID)?.crashedAt).toBeUndefined();
      expect(await waitForAsync(() => w.withTrigger('shutdown'))).toBeTruthy();
      expect(existsSync(sidecarFiles(w.paths, SID).lock)).toBe(false);
    } finally {
      await w.cleanup();
    }
  }, 60_000);

  test('a session whose end is journalled before the sidecar`s first look (a short `claude -p` on a busy machine): the sidecar hands over and exits, and session.started still reaches the webhook, once', async () => {
    const hook = await httpService();
    const w = setup({
      toml: [
        '[notifications]',
        'default_channel = "hook"',
        '[notifications.channels.hook]',
        'type = "webhook"',
        `url = "${hook.url}/hook"`,
        '[notifications.routing]',
        'info = ["hook"]',
      ].join('\n'),
    });
    try {
      w.journal({ hook_event_name: 'SessionEnd', reason: 'other' });
      const sidecar = w.startSidecar();
      expect(await exited(sidecar)).toBe(0);
      expect(loadSession(w.paths, SID)).toMatchObject({ endedAt: expect.any(String) });
      const events = () => hook.received.map((r) => (JSON.parse(r.body) as { event: string }).event);
      await waitFor('session.started at the webhook', () => events().includes('session.started'));
      const again = w.startSidecar(); // started once more by a hook: not raised twice
      expect(await exited(again)).toBe(0);
      await waitForWorkers(w.paths.paiDir);
      expect(events().filter((e) => e === 'session.started')).toHaveLength(1);
    } finally {
      await w.cleanup();
      await hook.close();
    }
  }, 60_000);

  test('the transcript`s folder appears after the sidecar started (Claude Code makes it with the first message): followed at once, not at the next poll', async () => {
    // No poll within the test's time: only a file event can bring the line.
    const w = setup({ transcriptIn: join('.claude', 'projects', '-p'), env: { PAI_CHECKPOINT_POLL_SECONDS: '3600' } });
    try {
      const sidecar = w.startSidecar();
      await waitFor('the sidecar', () => loadSession(w.paths, SID)?.sidecarPid === sidecar.pid);
      mkdirSync(join(w.home, '.claude', 'projects', '-p'), { recursive: true });
      await new Promise((r) => setTimeout(r, 100));
      w.say('━━━ 👁️ OBSERVE ━━━ 1/7');
      await waitFor('the record', () => recordFiles(w.paths).length === 1);
    } finally {
      await w.cleanup();
    }
  }, 60_000);

  test('claude killed without SessionEnd: a `crash` checkpoint of the workspace as it is now (a file Bash made after the last capture included); crashed; the sidecar exits', async () => {
    const w = setup();
    try {
      const sidecar = w.startSidecar();
      await waitFor('the sidecar', () => loadSession(w.paths, SID)?.sidecarPid === sidecar.pid);
      writeFileSync(join(w.project, 'bash-made.txt'), 'made after the last capture\n');
      w.claude.kill('SIGKILL');
      expect(await exited(sidecar)).toBe(0);
      const m = await waitForAsync(() => w.withTrigger('crash'));
      expect(m.workspace?.file_count).toBe(2);
      expect(loadSession(w.paths, SID)?.crashedAt).toEqual(expect.any(String));
      const ref = contentTreeOf(m);
      expect(ref).toBeDefined();
      expect(treePaths(await checkedTree(w.volume, ref!))).toContain('bash-made.txt');
    } finally {
      await w.cleanup();
    }
  }, 60_000);

  test('SIGTERM: a `shutdown` checkpoint, then exit (the checkpoint is committed by the time it has exited); the volume says it was interrupted (SPEC-03 Scenario 3: it needs a resume)', async () => {
    const w = setup();
    try {
      const sidecar = w.startSidecar();
      await waitFor('the sidecar', () => loadSession(w.paths, SID)?.sidecarPid === sidecar.pid);
      const status = () => readJson<Record<string, unknown>>(join(w.volume.location, 'sessions', SID, 'session.json'));
      await waitFor('a heartbeat on the volume', () =>
        existsSync(join(w.volume.location, 'sessions', SID, 'session.json')),
      );
      expect(status()).toMatchObject({
        status: 'running',
        heartbeat_seconds: 1,
        epoch: 0,
        installation: installationId(w.paths),
        claude_pid: w.claude.pid,
      });
      sidecar.kill('SIGTERM');
      expect(await exited(sidecar)).toBe(0);
      expect(await w.withTrigger('shutdown')).toBeTruthy();
      expect(status()).toMatchObject({
        status: 'interrupted',
        interrupted_by: 'SIGTERM',
        interrupted_at: expect.any(String),
      });
      expect(loadSession(w.paths, SID)).toMatchObject({ interruptedBy: 'SIGTERM' });
      // Restarted (a hook finds it gone while claude still runs): no resume is needed any more.
      const again = w.startSidecar();
      await waitFor('running again', () => status()['status'] === 'running');
      expect(loadSession(w.paths, SID)?.interruptedAt).toBeUndefined();
      again.kill('SIGKILL');
    } finally {
      await w.cleanup();
    }
  }, 60_000);

  test('SIGTERM to the sidecar and to claude, which reports its end: a sidecar a hook starts afterwards keeps the interruption (the monitor resumes the session), it does not call it ended', async () => {
    const w = setup();
    try {
      const sidecar = w.startSidecar();
      await waitFor('the sidecar', () => loadSession(w.paths, SID)?.sidecarPid === sidecar.pid);
      sidecar.kill('SIGTERM');
      expect(await exited(sidecar)).toBe(0);
      expect(loadSession(w.paths, SID)).toMatchObject({ interruptedBy: 'SIGTERM' });
      // claude, stopped by the same signal, runs SessionEnd ('other') after the sidecar is gone (the Node hook records it).
      const ended = loadSession(w.paths, SID)!;
      saveSession(w.paths, { ...ended, endedAt: new Date().toISOString(), endReason: 'other' });
      // A hook of that claude finds no sidecar and starts one: the session is over, so it exits at once.
      const again = w.startSidecar();
      expect(await exited(again)).toBe(0);
      expect(loadSession(w.paths, SID)).toMatchObject({ interruptedBy: 'SIGTERM', interruptedAt: expect.any(String) });
    } finally {
      await w.cleanup();
    }
  }, 60_000);

  test('taken over by another machine (a lease at the next epoch): the sidecar stops writing, tells the user once, and exits; a worker of the old epoch commits nothing', async () => {
    const w = setup();
    try {
      const sidecar = w.startSidecar();
      await waitFor('the sidecar', () => loadSession(w.paths, SID)?.sidecarPid === sidecar.pid);
      const lease = {
        epoch: 1,
        session_id: SID,
        host: 'machine-b',
        taken_at: new Date().toISOString(),
        by: 'monitor 1',
        reason: 'test',
      };
      expect(await takeLease(w.volume, lease)).toBe(true);
      expect(await exited(sidecar)).toBe(0);
      expect(loadSession(w.paths, SID)?.fenced).toEqual({ epoch: 1, host: 'machine-b', at: lease.taken_at });
      expect(JSON.parse(readFileSync(sidecarFiles(w.paths, SID).notice, 'utf8'))).toEqual({
        systemMessage: `pai-checkpoint: this session was resumed on machine-b at ${lease.taken_at}; continue there, or fork with \`pai-checkpoint resume --fork\`. Nothing more is checkpointed here.`,
      });
      expect(readFileSync(sidecarFiles(w.paths, SID).inhook, 'utf8')).toMatch(/^disabled: /);
      // A worker of the old epoch that did not hear of it yet: refused right before its manifest.
      const before = (await w.manifests()).length;
      const { fenced: _told, ...unaware } = loadSession(w.paths, SID)!;
      saveSession(w.paths, unaware);
      requestCapture(w.paths, SID, [{ trigger: 'manual', at: new Date().toISOString() }], () =>
        spawnSync(process.execPath, [join(DIST, 'worker.cjs'), 'capture', SID], { env: w.env, stdio: 'ignore' }),
      );
      expect((await w.manifests()).length).toBe(before);
      expect(loadSession(w.paths, SID)).toMatchObject({
        fenced: { epoch: 1, host: 'machine-b' },
        notices: [expect.stringContaining('this session was resumed on machine-b')],
      });
      expect(readFileSync(w.paths.logFile, 'utf8')).toContain('1 checkpoint request(s) dropped');
    } finally {
      await w.cleanup();
    }
  }, 60_000);

  test('periodic: due every periodic_seconds without any hook; skipped while nothing changed, taken again after a change', async () => {
    const w = setup({ toml: '[capture]\nperiodic_seconds = 1\n' });
    try {
      const sidecar = w.startSidecar();
      await waitFor('the sidecar', () => loadSession(w.paths, SID)?.sidecarPid === sidecar.pid);
      await waitForAsync(() => w.withTrigger('periodic'));
      const skipped = () =>
        (readFileSyncSafe(w.paths.logFile).match(/periodic checkpoint skipped: nothing changed since/g) ?? []).length;
      await waitFor('a skipped periodic checkpoint', () => skipped() >= 1, 15_000);
      const before = (await w.manifests()).length;
      writeFileSync(join(w.project, 'changed.txt'), 'new\n');
      await waitForAsync(async () => ((await w.manifests()).length > before ? true : undefined));
      const last = (await w.manifests()).at(-1)!;
      expect(last.trigger).toBe('periodic');
      expect(last.workspace?.file_count).toBe(2);
    } finally {
      await w.cleanup();
    }
  }, 60_000);

  test('inside tmux: a detaching client makes a `detach` checkpoint holding tmux_state.txt (layout, folders, pane lines); the hook is removed when the sidecar ends; restore --tmux recreates the layout', async () => {
    const sock = join(tempDir('pai-tmux-'), 'sock');
    const tmux = (...args: string[]) => spawnSync('tmux', ['-S', sock, ...args], { encoding: 'utf8' });
    const w = setup();
    try {
      const made = tmux('new-session', '-d', '-s', 'work', '-x', '120', '-y', '30', '-c', w.project);
      expect(made.status, made.stderr).toBe(0);
      const split = tmux('split-window', '-h', '-t', 'work', '-c', w.project);
      expect(split.status, split.stderr).toBe(0);
      expect(tmux('list-panes', '-t', 'work').stdout.trim().split('\n')).toHaveLength(2);
      tmux('send-keys', '-t', 'work:0.0', 'echo hello-from-pane', 'Enter');
      const pane = tmux('display-message', '-p', '-t', 'work:0.0', '#{pane_id}').stdout.trim();
      const server = tmux('display-message', '-p', '#{pid}').stdout.trim();
      const sidecar = w.startSidecar({ TMUX: `${sock},${server},0`, TMUX_PANE: pane });
      await waitFor('the detach hook', () => tmux('show-hooks', '-t', 'work').stdout.includes('client-detached['));
      // A client attaches, then detaches (as closing the terminal or prefix-d does).
      const client = attachTmuxClient(sock, 'work');
      await waitFor('the client', () => tmux('list-clients', '-t', 'work').stdout.trim() !== '');
      tmux('detach-client', '-s', 'work');
      const m = await waitForAsync(() => w.withTrigger('detach'));
      expect(m['tmux_layout']).toMatch(/^0:[^:]*:/);
      const text = readFileSync(join(w.volume.location, 'checkpoints', SID, m.id, 'tmux_state.txt'), 'utf8');
      const state = parseTmuxState(text);
      expect(state.session).toBe('work');
      expect(state.claudePane).toBe('0.0');
      expect(
        state.windows[0]!.panes.map((p) => p.cwd),
        text,
      ).toEqual([w.project, w.project]);
      expect(state.windows[0]!.panes[0]!.history.join('\n')).toContain('hello-from-pane');
      client.kill('SIGKILL');
      sidecar.kill('SIGTERM');
      await exited(sidecar);
      expect(tmux('show-hooks', '-t', 'work').stdout).not.toContain('client-detached[');

      // restore --tmux recreates the layout (SPEC-03.15 steps 3-4) on this terminal's tmux server: same
      // windows and pane shapes, each pane in its folder mapped into the restored tree; no command rerun.
      const tmpdir = tempDir('pai-tmux-default-');
      const to = join(tempDir('pai-restored-'), 'work');
      const r = spawnSync(process.execPath, [join(DIST, 'cli.cjs'), 'restore', m.id, '--to', to, '--tmux', '--json'], {
        env: { ...w.env, TMUX_TMPDIR: tmpdir },
        encoding: 'utf8',
      });
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout).tmux).toEqual({
        session: 'work',
        windows: 1,
        panes: 2,
        attach: ['tmux', 'attach', '-t', '=work'],
      });
      const restored = (...args: string[]) =>
        spawnSync('tmux', args, {
          env: { ...process.env, TMUX_TMPDIR: tmpdir, TMUX: '' },
          encoding: 'utf8',
        }).stdout.trim();
      try {
        const shapes = (out: string) => out.split('\n').sort();
        expect(
          shapes(restored('list-panes', '-t', '=work:', '-F', '#{pane_width}x#{pane_height} #{pane_current_path}')),
        ).toEqual(shapes(tmux('list-panes', '-t', '=work:', '-F', `#{pane_width}x#{pane_height} ${to}`).stdout.trim()));
      } finally {
        restored('kill-server');
      }
    } finally {
      tmux('kill-server');
      await w.cleanup();
    }
  }, 60_000);
});

function readFileSyncSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

async function waitForAsync<T>(fn: () => Promise<T | undefined> | T | undefined, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

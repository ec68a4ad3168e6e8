/**
 * One session lifecycle, and a monitor that resumes only the sessions that died with their work
 * open (issue 33 findings 1 and 2), with the REAL Claude Code binary against the scripted model.
 * Machine A (its HOME) runs the sessions onto a volume folder; machine B (another HOME with A's
 * signing key) runs `pai-checkpoint monitor --once --json` against it, resuming headless.
 *
 *   ended        a `-p` session that finished (SessionEnd)
 *   closed       an interactive session in tmux ended with `/exit`
 *   carried over a session killed mid-phase whose work "yes, continue" carried into a new session
 *   disabled     an interactive session in a project with `[capture] enabled = false`, `save` run
 *                during it, then `/exit` (finding 2: listed as crashed, then resumed)
 *   dead         a session killed mid-phase: resumed by the first `--once`, never by the second
 *                (then: already resumed)
 *   dies again   a session killed mid-phase, resumed with a claude that exits at once: FAILED
 *                with its reason, and not retried by the next `--once`
 *
 * And in tmux (finding 1's resumes sat at Claude Code's workspace-trust prompt while the monitor
 * said "the conversation continues"): the resumed folder gets the trust its own folder had on B and
 * claude comes up; a session whose folder B never trusted stops at the prompt: FAILED, saying so.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { parseVolumeStatus } from '../../src/domain/session/volume-status.js';
import { startFakeApi, type FakeApi, type MessagesRequest, type ScriptTurn, type TurnContext } from './fake-api.js';
import {
  CLAUDE_BIN,
  claudeEnv,
  cleanupTempDirs,
  killProcessesInDir,
  makeHome,
  makeTempDir,
  REPO_ROOT,
  spawnClaude,
  startTmuxClaude,
  STREAM_ARGS,
  waitUntil,
  type Home,
} from './harness.js';
import {
  CLI,
  copySigningKey,
  HEADER,
  killPlugin,
  pluginLog,
  records,
  sessionState,
  taskLine,
  waitForWorkers,
} from './pai.js';

afterAll(() => cleanupTempDirs());

const TIMEOUT_S = 3;

/** The first user prompt of a request: which scripted session it is. */
function firstPrompt(req: MessagesRequest): string {
  for (const m of req.messages) {
    if (m.role !== 'user') continue;
    const blocks =
      typeof m.content === 'string'
        ? [m.content]
        : m.content.filter((b) => b['type'] === 'text').map((b) => String(b['text']));
    const text = blocks.find((t) => t.trim() && !t.trimStart().startsWith('<'));
    if (text) return text;
  }
  return '';
}

const write = (ctx: TurnContext, name: string, content: string) => ({
  type: 'tool_use' as const,
  name: 'Write',
  input: { file_path: path.join(ctx.cwd ?? '/nonexistent', name), content },
});

/** Each session's script, chosen by its first prompt; a resumed one continues at its turn. */
function script(k: number, req: MessagesRequest, ctx: TurnContext): ScriptTurn {
  const prompt = firstPrompt(req);
  const resumed = JSON.stringify(req.messages.at(-1)).includes('resumed automatically by pai-checkpoint');
  if (resumed) return 'Resumed, and done.';
  // "yes, continue" picks the offered work up at its phase (2): it is carried over.
  if (prompt.includes('yes, continue'))
    return k === 0
      ? [{ type: 'text', text: `${taskLine('Notes [carried]')}\nContinuing.\n${HEADER[2]}` }]
      : 'Carried on, done.';
  if (prompt.includes('[work')) {
    // Its own task through Phase 1 into Phase 2 (a new session's Phase 1 of another task does not carry it over), a file written,
    // then a long call (a session killed in it dies mid-phase).
    const tag = /\[(\w+)\]\s*$/.exec(prompt)?.[1] ?? 'x';
    if (k === 0)
      return [
        { type: 'text', text: `${taskLine(`Notes [${tag}]`)}\n${HEADER[1]}\nLooked.\n${HEADER[2]}` },
        write(ctx, 'notes.md', '# Notes\n'),
      ];
    if (k === 1 && prompt.includes('[work:long]'))
      return [{ type: 'tool_use', name: 'Bash', input: { command: 'sleep 120', description: 'a long task' } }];
    return 'Done for now.';
  }
  return 'ok';
}

interface Machine {
  home: Home;
  env: Record<string, string>;
}

const sessionJson = (volume: string, sid: string) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(volume, 'sessions', sid, 'session.json'), 'utf8'));
  } catch {
    return undefined;
  }
};

/**
 * Until the session's last sign of life on the volume is older than the monitor's timeout. The
 * monitor judges by the later of the heartbeat and the last capture (parseVolumeStatus' lastSign):
 * a capture that finished after the last heartbeat (a loaded machine) keeps it alive that much longer.
 */
const silentPast = (volume: string, sid: string) =>
  waitUntil(
    () => {
      const sign = parseVolumeStatus(sid, sessionJson(volume, sid))?.lastSign;
      return sign !== undefined && Date.now() - sign > (TIMEOUT_S + 0.5) * 1000;
    },
    30_000,
    100,
  );

/** `pai-checkpoint monitor --once --json [...]` on machine B: its events. */
function monitorOnce(b: Machine, extra: string[] = [], env: Record<string, string> = {}): any[] {
  const r = spawnSync(process.execPath, [CLI, 'monitor', '--once', '--json', ...extra], {
    cwd: b.home.dir,
    env: { ...claudeEnv(b.home, b.env['API']!), ...b.env, ...env },
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (r.status !== 0) throw new Error(`monitor exited ${r.status}: ${r.stderr}`);
  return r.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

test('the monitor resumes only a session that died with work open, each death once; ended, /exit, carried over, disabled and already-resumed ones never; a claude that exits at once is FAILED, not retried', async () => {
  const volume = makeTempDir('pai-e2e-vol-');
  const api: FakeApi = await startFakeApi(script);
  const root = makeTempDir('pai-e2e-lifecycle-');
  const dirs = Object.fromEntries(
    ['ended', 'closed', 'carried', 'disabled', 'dead', 'again'].map((n) => [n, path.join(root, n)]),
  );
  for (const d of Object.values(dirs)) fs.mkdirSync(d, { recursive: true });
  fs.mkdirSync(path.join(dirs['disabled']!, '.pai'));
  fs.writeFileSync(path.join(dirs['disabled']!, '.pai', 'checkpoint.toml'), '[capture]\nenabled = false\n');
  const home = makeHome(Object.values(dirs));
  fs.mkdirSync(path.join(home.dir, '.pai'), { recursive: true });
  fs.writeFileSync(path.join(home.dir, '.pai', 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  const aEnv = {
    PAI_CHECKPOINT_VOLUME: volume,
    PAI_CHECKPOINT_HEARTBEAT_SECONDS: '1',
    PAI_CHECKPOINT_PERIODIC_SECONDS: '1',
  };
  const b: Machine = {
    home: makeHome(),
    env: {
      API: api.url,
      PAI_CHECKPOINT_VOLUME: volume,
      PAI_CHECKPOINT_CLAUDE: CLAUDE_BIN,
      PAI_CHECKPOINT_MONITOR_MODE: 'headless',
      PAI_CHECKPOINT_MONITOR_TIMEOUT_SECONDS: String(TIMEOUT_S),
      PAI_CHECKPOINT_MONITOR_RESUME_DELAY_SECONDS: '0',
      PAI_CHECKPOINT_MONITOR_START_SECONDS: '60',
      PAI_CHECKPOINT_MONITOR_WORKSPACE_ROOT: '',
      PAI_CHECKPOINT_MONITOR_CLAUDE_ARGS: JSON.stringify([
        '--plugin-dir',
        REPO_ROOT,
        '--allowedTools',
        'Write Edit Read Bash',
      ]),
    },
  };
  b.env['PAI_CHECKPOINT_MONITOR_WORKSPACE_ROOT'] = path.join(b.home.dir, 'resumed');
  const run = (cwd: string, prompt: string) =>
    spawnClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: ['-p', prompt, ...STREAM_ARGS],
      pluginDirs: [REPO_ROOT],
      allowedTools: 'Write Edit Read Bash',
      env: aEnv,
      timeoutMs: 180_000,
    });
  const silent = (sid: string) => silentPast(volume, sid);
  const sidOf = async (s: ReturnType<typeof spawnClaude>) =>
    (await s.waitForEvent((e) => e.type === 'system' && e.subtype === 'init', 30_000)).session_id!;
  /** A session killed mid-phase (kill -9 of claude and of its sidecar): nobody is left to say it ended. */
  const killedMidPhase = async (cwd: string, tag: string) => {
    const s = run(cwd, `Write the notes [work:long] ${tag}`);
    const sid = await sidOf(s);
    await waitUntil(() => sessionState(home, sid)?.lastCheckpointId && sessionJson(volume, sid), 60_000, 100);
    await s.waitForEvent((e) => e.type === 'assistant' && JSON.stringify(e).includes('sleep 120'), 30_000);
    await waitForWorkers(home);
    await killPlugin(home);
    s.kill9();
    return sid;
  };
  try {
    // ended: a -p session that finished.
    const ended = run(dirs['ended']!, 'Write the notes [work] [ended]');
    const endedSid = await sidOf(ended);
    await ended.done;
    // closed: an interactive session ended with /exit.
    const tmux = startTmuxClaude({
      home,
      cwd: dirs['closed']!,
      apiUrl: api.url,
      args: [],
      pluginDirs: [REPO_ROOT],
      allowedTools: 'Write Edit Read Bash',
      env: aEnv,
    });
    await tmux.waitForReady(30_000);
    await tmux.submit('Write the notes [work] [closed]');
    await tmux.waitFor(/Done for now/, 60_000);
    await tmux.waitForIdle();
    await tmux.submit('/exit');
    await waitUntil(() => tmux.exited(), 20_000, 100);
    const closedSid = await waitUntil(
      () =>
        fs
          .readdirSync(path.join(home.dir, '.pai', 'checkpoint', 'sessions'))
          .map((f) => f.replace(/\.json$/, ''))
          .find((id) => sessionState(home, id)?.cwd === dirs['closed']),
      10_000,
    );
    await tmux.kill();
    // carried over: killed mid-phase, then "yes, continue" in a new session of the same project.
    const carriedSid = await killedMidPhase(dirs['carried']!, '[carried]');
    const yes = run(dirs['carried']!, 'yes, continue');
    const yesSid = await sidOf(yes);
    await yes.done;
    // disabled (finding 2): an interactive session, `save` during it, then /exit — nothing of it reaches the volume.
    const offTmux = startTmuxClaude({
      home,
      cwd: dirs['disabled']!,
      apiUrl: api.url,
      args: [],
      pluginDirs: [REPO_ROOT],
      allowedTools: 'Write Edit Read Bash',
      env: aEnv,
    });
    await offTmux.waitForReady(30_000);
    await offTmux.submit('Write the notes [work] [disabled]');
    await offTmux.waitFor(/Done for now/, 60_000);
    await offTmux.waitForIdle();
    const offSid = await waitUntil(
      () =>
        fs
          .readdirSync(path.join(home.dir, '.pai', 'checkpoint', 'sessions'))
          .map((f) => f.replace(/\.json$/, ''))
          .find((id) => sessionState(home, id)?.cwd === dirs['disabled']),
      10_000,
    );
    const save = spawnSync(process.execPath, [CLI, 'save', '--phase', '2', '--session', offSid], {
      cwd: dirs['disabled']!,
      env: claudeEnv(home, api.url, aEnv),
      encoding: 'utf8',
    });
    expect(save.status, save.stdout + save.stderr).toBe(2);
    expect(save.stderr).toContain(
      `[capture] enabled = false in ${path.join(dirs['disabled']!, '.pai', 'checkpoint.toml')}`,
    );
    expect(records(home, { sessionId: offSid })).toEqual([]);
    await offTmux.submit('/exit');
    await waitUntil(() => offTmux.exited(), 20_000, 100);
    await offTmux.kill();
    // dead: killed mid-phase, nobody carries it on.
    const deadSid = await killedMidPhase(dirs['dead']!, '[dead]');
    await waitForWorkers(home);

    // What each lifecycle left on the volume (the signed statuses the monitor reads).
    await waitUntil(() => sessionJson(volume, carriedSid)?.status === 'carried_over', 30_000, 100).catch(
      (e: unknown) => {
        throw new Error(`${String(e)}\n${JSON.stringify(sessionJson(volume, carriedSid))}\n${pluginLog(home)}`);
      },
    );
    expect(sessionJson(volume, carriedSid)).toMatchObject({ status: 'carried_over', carried_over_by: yesSid });
    expect(sessionJson(volume, endedSid)).toMatchObject({ status: 'ended' });
    expect(sessionJson(volume, closedSid), pluginLog(home)).toMatchObject({ status: 'ended' }); // finding 1: /exit was taken for a crash
    expect(fs.existsSync(path.join(volume, 'sessions', offSid))).toBe(false);
    expect(fs.existsSync(path.join(volume, 'checkpoints', offSid))).toBe(false);
    await silent(deadSid);

    // The dry run first: what it would do, nothing started or written.
    copySigningKey(home, b.home);
    const leases = () =>
      fs
        .readdirSync(path.join(volume, 'sessions'))
        .filter((id) => fs.existsSync(path.join(volume, 'sessions', id, 'lease')));
    const dry = monitorOnce(b, ['--dry-run']);
    const said = (events: any[]) => Object.fromEntries(events.map((e) => [e.session, e.state]));
    expect(said(dry)).toMatchObject({
      [endedSid]: 'ENDED',
      [closedSid]: 'ENDED',
      [carriedSid]: 'CLOSED',
      [deadSid]: 'WOULD_RESUME',
    });
    expect(leases()).toEqual([]);
    expect(fs.existsSync(path.join(b.home.dir, 'resumed'))).toBe(false);

    // Two cron passes: the dead session is resumed once, and nothing else ever.
    const first = monitorOnce(b);
    const resumedIn = (events: any[]) => events.filter((e) => e.state === 'RESUMING').map((e) => e.session);
    expect(resumedIn(first), JSON.stringify(first)).toEqual([deadSid]);
    expect(
      first.find((e) => e.session === deadSid && e.state === 'RESUMED'),
      JSON.stringify(first),
    ).toBeDefined();
    const second = monitorOnce(b);
    expect(resumedIn(second), JSON.stringify(second)).toEqual([]);

    // dies again: killed mid-phase; the claude the monitor starts exits at once (an option it does not know).
    const againSid = await killedMidPhase(dirs['again']!, '[again]');
    await silent(againSid);
    const failing = { PAI_CHECKPOINT_MONITOR_CLAUDE_ARGS: JSON.stringify(['--no-such-option']) };
    const third = monitorOnce(b, [], failing);
    expect(resumedIn(third), JSON.stringify(third)).toEqual([againSid]);
    const failed = third.find((e) => e.session === againSid && (e.state === 'FAILED' || e.state === 'RESUMED'));
    expect(failed, JSON.stringify(third)).toMatchObject({
      state: 'FAILED',
      reason: expect.stringMatching(/^the resume did not come up: claude exited at once: .*no-such-option/),
    });
    expect(sessionJson(volume, againSid)).toMatchObject({ status: 'resume_failed', epoch: 1 });
    const fourth = monitorOnce(b, [], failing);
    expect(resumedIn(fourth), JSON.stringify(fourth)).toEqual([]);
    expect(leases().sort()).toEqual([againSid, deadSid].sort());
    expect(fs.readdirSync(path.join(volume, 'sessions', deadSid, 'lease'))).toEqual(['0000000001.json']);
  } finally {
    for (const d of [...Object.values(dirs), path.join(b.home.dir, 'resumed')]) killProcessesInDir(d);
    await Promise.all([killPlugin(home), killPlugin(b.home)]);
    await api.close();
  }
}, 600_000);

test('tmux: the resumed folder gets the trust the session`s own folder had, and claude comes up; an untrusted one stops at the trust prompt: FAILED, saying so, not retried', async () => {
  const volume = makeTempDir('pai-e2e-vol-');
  const api: FakeApi = await startFakeApi(script);
  const root = makeTempDir('pai-e2e-trust-');
  const [trusted, untrusted] = ['trusted', 'untrusted'].map((n) => path.join(root, n));
  for (const d of [trusted!, untrusted!]) fs.mkdirSync(d, { recursive: true });
  const home = makeHome([trusted!, untrusted!]);
  fs.mkdirSync(path.join(home.dir, '.pai'), { recursive: true });
  fs.writeFileSync(path.join(home.dir, '.pai', 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  const aEnv = {
    PAI_CHECKPOINT_VOLUME: volume,
    PAI_CHECKPOINT_HEARTBEAT_SECONDS: '1',
    PAI_CHECKPOINT_PERIODIC_SECONDS: '1',
  };
  // Machine B trusted the first session's folder once (Claude Code's trust is per folder), never the second's.
  const tmuxDir = makeTempDir('pai-e2e-tmux-');
  const b: Machine = {
    home: makeHome([trusted!]),
    env: {
      API: api.url,
      PAI_CHECKPOINT_VOLUME: volume,
      PAI_CHECKPOINT_CLAUDE: CLAUDE_BIN,
      PAI_CHECKPOINT_MONITOR_MODE: 'tmux',
      PAI_CHECKPOINT_MONITOR_TIMEOUT_SECONDS: String(TIMEOUT_S),
      PAI_CHECKPOINT_MONITOR_RESUME_DELAY_SECONDS: '0',
      PAI_CHECKPOINT_MONITOR_START_SECONDS: '60',
      PAI_CHECKPOINT_MONITOR_CLAUDE_ARGS: JSON.stringify([
        '--plugin-dir',
        REPO_ROOT,
        '--allowedTools',
        'Write Edit Read Bash',
      ]),
      TMUX_TMPDIR: tmuxDir,
    },
  };
  b.env['PAI_CHECKPOINT_MONITOR_WORKSPACE_ROOT'] = path.join(b.home.dir, 'resumed');
  const killed: string[] = [];
  try {
    for (const [cwd, tag] of [
      [trusted!, '[trusted]'],
      [untrusted!, '[untrusted]'],
    ] as const) {
      const s = spawnClaude({
        home,
        cwd,
        apiUrl: api.url,
        args: ['-p', `Write the notes [work:long] ${tag}`, ...STREAM_ARGS],
        pluginDirs: [REPO_ROOT],
        allowedTools: 'Write Edit Read Bash',
        env: aEnv,
        timeoutMs: 180_000,
      });
      const sid = (await s.waitForEvent((e) => e.type === 'system' && e.subtype === 'init', 30_000)).session_id!;
      await waitUntil(() => sessionState(home, sid)?.lastCheckpointId && sessionJson(volume, sid), 60_000, 100);
      await s.waitForEvent((e) => e.type === 'assistant' && JSON.stringify(e).includes('sleep 120'), 30_000);
      await waitForWorkers(home);
      await killPlugin(home);
      s.kill9();
      killed.push(sid);
    }
    const [ok, stuck] = killed as [string, string];
    for (const sid of killed) await silentPast(volume, sid);
    copySigningKey(home, b.home);
    const first = monitorOnce(b);
    const final = (sid: string) =>
      first.find((e) => e.session === sid && (e.state === 'RESUMED' || e.state === 'FAILED'));
    expect(final(ok), JSON.stringify(first)).toMatchObject({
      state: 'RESUMED',
      attach: expect.stringMatching(/^tmux attach -t pai-/),
    });
    const folder = final(ok).folder as string;
    expect(
      JSON.parse(fs.readFileSync(path.join(b.home.dir, '.claude.json'), 'utf8')).projects[fs.realpathSync(folder)],
    ).toMatchObject({ hasTrustDialogAccepted: true }); // (claude adds its own fields once it runs there)
    expect(final(stuck), JSON.stringify(first)).toMatchObject({
      state: 'FAILED',
      reason: expect.stringContaining('claude waits at its workspace-trust prompt'),
    });
    expect(sessionJson(volume, stuck)).toMatchObject({ status: 'resume_failed', epoch: 1 });
    const second = monitorOnce(b);
    expect(
      second.filter((e) => e.state === 'RESUMING'),
      JSON.stringify(second),
    ).toEqual([]);
  } finally {
    spawnSync('tmux', ['kill-server'], { env: { ...process.env, TMUX_TMPDIR: tmuxDir } });
    for (const d of [trusted!, untrusted!, path.join(b.home.dir, 'resumed')]) killProcessesInDir(d);
    await Promise.all([killPlugin(home), killPlugin(b.home)]);
    await api.close();
  }
}, 300_000);

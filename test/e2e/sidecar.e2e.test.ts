/**
 * The session sidecar with the REAL Claude Code binary (interactive, in tmux): it follows the
 * transcript while no per-tool-call hook runs, beats while a long tool runs, takes the last
 * checkpoint when claude is killed, survives being killed itself, and checkpoints on SIGTERM.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { paiPaths, type PaiPaths } from '../../src/core/paths.js';
import { readManifest } from '../../src/domain/volume/read.js';
import { loadIndex } from '../../src/domain/volume/session-index.js';
import { LocalVolume } from '../../src/storage/local.js';
import { startFakeApi, type FakeApi, type ScriptTurn } from './fake-api.js';
import {
  cleanupTempDirs,
  killProcessesInDir,
  makeHome,
  makeTempDir,
  REPO_ROOT,
  runClaude,
  startTmuxClaude,
  STREAM_ARGS,
  waitUntil,
  type Home,
  type TmuxSession,
} from './harness.js';
import {
  HEADER,
  pluginLog,
  pluginPids,
  records,
  sessionStartOutput,
  sessionState,
  taskLine,
  trackScript,
} from './pai.js';
import { attachTmuxClient } from '../support/tmux-client.js';

afterAll(() => cleanupTempDirs());

const bash = (command: string) => ({
  type: 'tool_use' as const,
  name: 'Bash',
  input: { command, description: command.slice(0, 40) },
});

interface World {
  cwd: string;
  home: Home;
  pai: PaiPaths;
  api: FakeApi;
  volume: LocalVolume;
  session: TmuxSession;
}

async function start(
  script: Parameters<typeof startFakeApi>[0],
  env: Record<string, string> = {},
  o: { inheritTmux?: boolean } = {},
): Promise<World> {
  const cwd = makeTempDir('pai-e2e-sidecar-');
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd });
  const home = makeHome(cwd);
  const pai = paiPaths({ paiDir: path.join(home.dir, '.pai') });
  fs.mkdirSync(pai.paiDir, { recursive: true });
  fs.writeFileSync(path.join(pai.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  const api = await startFakeApi(script);
  const session = startTmuxClaude({
    home,
    cwd,
    apiUrl: api.url,
    args: [],
    pluginDirs: [REPO_ROOT],
    allowedTools: 'Write Edit Read Bash',
    env,
    ...o,
  });
  await session.waitForReady(30_000);
  return { cwd, home, pai, api, volume: new LocalVolume(path.join(pai.paiDir, 'volume')), session };
}

async function stop(w: World): Promise<void> {
  await w.session.kill();
  await w.api.close();
  killProcessesInDir(w.cwd);
  for (const pid of pluginPids(w.home)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
}

/** What a failed expectation should show: the records, the checkpoints, the session's state, what runs, and the plugin's log. */
const diagnose = (w: World, sid: string) => {
  let index = '';
  try {
    index = fs.readFileSync(path.join(w.volume.location, 'checkpoints', sid, 'index.json'), 'utf8');
  } catch {
    index = '(no index)';
  }
  return [
    `records: ${JSON.stringify(records(w.home).map((r) => [r.sessionId.slice(0, 8), r.phaseNumber, r.completed]))}`,
    `index: ${index}`,
    `state: ${JSON.stringify(fs.existsSync(path.join(w.pai.sessionsDir, `${sid}.json`)) ? sessionState(w.home, sid) : null)}`,
    `plugin processes: ${pluginPids(w.home).join(', ') || 'none'}`,
    `claude: ${(() => {
      const pid = fs.existsSync(path.join(w.pai.sessionsDir, `${sid}.json`))
        ? (sessionState(w.home, sid).claudePid as number)
        : 0;
      try {
        return `${pid} ${fs.readFileSync(`/proc/${pid}/stat`, 'utf8').slice(0, 80)}`;
      } catch {
        return `${pid} gone`;
      }
    })()}`,
    `plugin.log:\n${pluginLog(w.home)}`,
  ].join('\n');
};

/** waitUntil, and on a timeout everything `diagnose` shows. */
const waitOr = <T>(w: World, sid: string, what: string, fn: () => T | Promise<T>, ms = 30_000) =>
  waitUntil(fn, ms).catch((err: unknown) => {
    throw new Error(`${what}: ${String(err)}\n${diagnose(w, sid)}`);
  });

const sessionId = (w: World) =>
  waitUntil(
    () =>
      fs.existsSync(w.pai.sessionsDir)
        ? fs
            .readdirSync(w.pai.sessionsDir)
            .find((f) => f.endsWith('.json'))
            ?.slice(0, -5)
        : undefined,
    15_000,
  );
const alive = (pid: number) => fs.existsSync(`/proc/${pid}`);
const phases = (w: World, sid: string) =>
  records(w.home, { sessionId: sid })
    .map((r) => r.phaseNumber)
    .sort();

async function checkpointWith(w: World, sid: string, trigger: string) {
  for (const e of (await loadIndex(w.volume, sid)).checkpoints.slice().reverse()) {
    const m = await readManifest(w.volume, sid, e.id);
    if (m && [m.trigger, ...((m['coalesced_triggers'] as string[] | undefined) ?? [])].includes(trigger)) return m;
  }
  return undefined;
}

/** The checkpoint's workspace as `pai-checkpoint export` writes it, extracted by GNU tar. */
function unpack(w: World, id: string): string {
  const out = makeTempDir('pai-e2e-out-');
  const env = { ...process.env, HOME: w.home.dir, PAI_DIR: w.pai.paiDir, PAI_CHECKPOINT_VOLUME: w.volume.location };
  execFileSync(
    'sh',
    ['-c', `node "${path.join(REPO_ROOT, 'dist', 'cli.cjs')}" export ${id} -o - | tar --zstd -x -C "${out}"`],
    { env },
  );
  return out;
}

describe('the session sidecar', () => {
  test('(1)+(3) heartbeats move while a long tool runs; kill -9 of claude → a crash checkpoint holding the Bash-made file, and the next start offers the phase', async () => {
    const w = await start(
      trackScript({
        file: [
          [
            { type: 'text', text: `${taskLine('Make a file with Bash')}\n${HEADER[1]}` },
            bash('echo made-by-bash > bash-made.txt'),
          ],
          [{ type: 'text', text: HEADER[2] }, bash('echo more >> bash-made.txt; sleep 60')],
          'Done.',
        ],
      }),
      { PAI_CHECKPOINT_HEARTBEAT_SECONDS: '1' },
    );
    try {
      await w.session.submit('Make a file [track:file]');
      const sid = (await sessionId(w))!;
      await waitOr(w, sid, 'phase 2', () => phases(w, sid).includes(2) || undefined);
      await waitOr(
        w,
        sid,
        'the Bash edit',
        () =>
          (fs.existsSync(path.join(w.cwd, 'bash-made.txt')) &&
            fs.readFileSync(path.join(w.cwd, 'bash-made.txt'), 'utf8').includes('more')) ||
          undefined,
      );
      // (3) The tool runs for a minute: no hook fires, yet the heartbeat moves, on the volume too.
      const beats = new Set<string>();
      const remote = new Set<string>();
      const doc = path.join(w.volume.location, 'sessions', sid, 'session.json');
      await waitUntil(
        () => {
          beats.add(sessionState(w.home, sid).heartbeatAt);
          if (fs.existsSync(doc)) remote.add(JSON.parse(fs.readFileSync(doc, 'utf8')).heartbeat_at);
          return (beats.size >= 3 && remote.size >= 3) || undefined;
        },
        30_000,
        100,
      ).catch(() => undefined); // the expectations below say what was missing
      expect(beats.size).toBeGreaterThanOrEqual(3);
      expect(remote.size).toBeGreaterThanOrEqual(3);
      const state = sessionState(w.home, sid);
      expect(state.sidecarPid).toBeGreaterThan(0);
      expect(alive(state.sidecarPid)).toBe(true);
      expect(state.metrics).toMatchObject({ turns: 1, toolCalls: 2, lastTool: 'Bash' });

      // (1) kill -9 of claude only: the sidecar sees it gone without SessionEnd.
      const claude = w.session.panePid()!;
      process.kill(claude, 'SIGKILL');
      const m = await waitOr(w, sid, 'the crash checkpoint', () => checkpointWith(w, sid, 'crash'), 60_000);
      const out = unpack(w, m.id);
      expect(fs.readFileSync(path.join(out, 'bash-made.txt'), 'utf8')).toBe('made-by-bash\nmore\n');
      await waitUntil(() => !alive(state.sidecarPid) || undefined, 10_000);
      expect(sessionState(w.home, sid).crashedAt).toBeTruthy();

      // The next session in the folder is offered the phase reached.
      killProcessesInDir(w.cwd);
      const next = await runClaude({
        home: w.home,
        cwd: w.cwd,
        apiUrl: w.api.url,
        args: ['-p', 'hello', ...STREAM_ARGS],
        pluginDirs: [REPO_ROOT],
        timeoutMs: 60_000,
      });
      expect(sessionStartOutput(next.events, 'startup').json.systemMessage.split('\n')[0]).toBe(
        'Checkpoint: Resume from Phase 2? (Make a file with Bash)',
      );
    } finally {
      await stop(w);
    }
  }, 180_000);

  test('(2) container death: claude and its sidecar killed together mid-turn → the next start still offers the last phase reached', async () => {
    const w = await start(
      trackScript({
        death: [
          [{ type: 'text', text: `${taskLine('Survive a container death')}\n${HEADER[1]}` }, bash('true')],
          [{ type: 'text', text: HEADER[3] }, bash('sleep 60')],
          'Done.',
        ],
      }),
    );
    try {
      await w.session.submit('Start [track:death]');
      const sid = (await sessionId(w))!;
      // The header's record, however long a loaded machine takes to write it (its latency is a figure of npm run bench).
      await waitOr(w, sid, 'the record of phase 3', () => phases(w, sid).includes(3) || undefined, 30_000);
      const sidecar = sessionState(w.home, sid).sidecarPid as number;
      process.kill(w.session.panePid()!, 'SIGKILL');
      process.kill(sidecar, 'SIGKILL');
      killProcessesInDir(w.cwd);
      const next = await runClaude({
        home: w.home,
        cwd: w.cwd,
        apiUrl: w.api.url,
        args: ['-p', 'hello', ...STREAM_ARGS],
        pluginDirs: [REPO_ROOT],
        timeoutMs: 60_000,
      });
      expect(sessionStartOutput(next.events, 'startup').json?.systemMessage?.split('\n')[0], diagnose(w, sid)).toBe(
        'Checkpoint: Resume from Phase 3? (Survive a container death)',
      );
    } finally {
      await stop(w);
    }
  }, 180_000);

  test('(6)+(4) a killed sidecar is restarted by the next hook and no phase is missed; SIGTERM to it → a shutdown checkpoint', async () => {
    const w = await start(
      (k) =>
        (
          [
            [{ type: 'text', text: `${taskLine('Keep going after the sidecar died')}\n${HEADER[1]}` }, bash('true')],
            'First turn done.',
            [{ type: 'text', text: HEADER[2] }, bash('true')],
            [{ type: 'text', text: HEADER[3] }, bash('echo planned > plan.txt')],
            'Second turn done.',
          ] as ScriptTurn[]
        )[k],
    );
    try {
      await w.session.submit('First');
      await w.session.waitFor(/First turn done\./, 60_000);
      const sid = (await sessionId(w))!;
      await waitOr(w, sid, 'phase 1', () => phases(w, sid).includes(1) || undefined, 15_000);
      const first = sessionState(w.home, sid).sidecarPid as number;
      process.kill(first, 'SIGKILL');
      await waitUntil(() => !alive(first) || undefined, 5000);
      await w.session.waitForIdle();
      await w.session.submit('Second');
      await w.session.waitFor(/Second turn done\./, 60_000);
      // The Stop hook found no sidecar: it did the turn's work and started a new one.
      await waitOr(
        w,
        sid,
        'phases 1, 2 and 3, each once',
        () => (phases(w, sid).join() === '1,2,3' ? true : undefined),
        15_000,
      );
      const second = await waitUntil(() => {
        const pid = sessionState(w.home, sid).sidecarPid as number;
        return pid !== first && alive(pid) ? pid : undefined;
      }, 15_000);

      // (4) SIGTERM: a shutdown checkpoint within the bound, then the sidecar exits.
      process.kill(second, 'SIGTERM');
      const m = await waitUntil(() => checkpointWith(w, sid, 'shutdown'), 20_000);
      expect(fs.readFileSync(path.join(unpack(w, m.id), 'plan.txt'), 'utf8')).toBe('planned\n');
      await waitUntil(() => !alive(second) || undefined, 10_000);
    } finally {
      await stop(w);
    }
  }, 180_000);

  test('(5) in tmux: a detaching client makes a `detach` checkpoint with tmux_state.txt; restore --tmux recreates the layout in a new tmux session', async () => {
    const w = await start(
      trackScript({
        tmux: [
          [{ type: 'text', text: `${taskLine('Work in tmux')}\n${HEADER[1]}` }, bash('echo in-tmux > tmux.txt')],
          'Observed.',
        ],
      }),
      {},
      { inheritTmux: true },
    );
    try {
      // A second pane beside claude's, as a user would keep a shell open.
      w.session.tmux(['split-window', '-h', '-d', '-t', `${w.session.name}:0`, '-c', w.cwd]);
      await w.session.submit('Go [track:tmux]');
      await w.session.waitFor(/Observed\./, 60_000);
      const sid = (await sessionId(w))!;
      await waitOr(
        w,
        sid,
        'the detach hook',
        () => w.session.tmux(['show-hooks', '-t', w.session.name]).includes('client-detached[') || undefined,
      );
      const sock = w.session.tmux(['display-message', '-p', '#{socket_path}']).trim();
      const client = attachTmuxClient(sock, w.session.name);
      try {
        await waitOr(w, sid, 'the client', () => w.session.tmux(['list-clients']).trim() || undefined);
        w.session.tmux(['detach-client', '-s', w.session.name]);
        const m = await waitOr(w, sid, 'the detach checkpoint', () => checkpointWith(w, sid, 'detach'), 60_000);
        expect(m.parts['tmux_state.txt']).toBeDefined();
        const state = fs.readFileSync(path.join(w.volume.location, 'checkpoints', sid, m.id, 'tmux_state.txt'), 'utf8');
        expect(state).toContain(`session ${JSON.stringify(w.session.name)} claude 0.0`);
        expect(state).toContain(`pane 0.1 - ${JSON.stringify(w.cwd)}`);
        expect(state).toContain('Observed.'); // claude's pane, as the user saw it

        // restore --to another folder --tmux: the files, and the layout as a new detached tmux session.
        const tmpdir = makeTempDir('pai-e2e-tmuxdir-');
        const to = path.join(makeTempDir('pai-e2e-to-'), 'work');
        const out = JSON.parse(
          execFileSync(
            'node',
            [path.join(REPO_ROOT, 'dist', 'cli.cjs'), 'restore', m.id, '--to', to, '--tmux', '--json'],
            { env: { PATH: process.env.PATH, HOME: w.home.dir, TMUX_TMPDIR: tmpdir }, encoding: 'utf8' },
          ),
        );
        expect(out.tmux).toMatchObject({ session: w.session.name, windows: 1, panes: 2 });
        expect(fs.readFileSync(path.join(to, 'tmux.txt'), 'utf8')).toBe('in-tmux\n');
        const restored = (args: string[]) =>
          execFileSync('tmux', args, { env: { PATH: process.env.PATH, TMUX_TMPDIR: tmpdir }, encoding: 'utf8' }).trim();
        try {
          expect(
            restored(['list-panes', '-t', `=${w.session.name}:`, '-F', '#{pane_current_path}']).split('\n'),
          ).toEqual([to, to]);
        } finally {
          restored(['kill-server']);
        }
      } finally {
        client.kill('SIGKILL');
      }
    } finally {
      await stop(w);
    }
  }, 180_000);
});

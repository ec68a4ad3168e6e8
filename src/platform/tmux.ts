import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * tmux, as the session's sidecar and the capture see it (SPEC-03.10 `tmux_layout`,
 * `tmux_state.txt`; SPEC-03.12 DETACH; SPEC-03.15 steps 3–4). Every call names the server by its
 * socket (from `$TMUX`), runs `tmux` without a shell (names and layouts are arguments, never
 * command text) and gives up after a few seconds: a hung tmux server must not hang a capture.
 */
interface TmuxPlace {
  /** The server's socket (first field of `$TMUX`). */
  socket: string;
  /** The pane the process runs in (`$TMUX_PANE`, e.g. `%3`), when known. */
  pane?: string;
}

interface TmuxPane {
  index: number;
  active: boolean;
  /** The pane's current folder. */
  cwd: string;
  /** What runs in it (`#{pane_current_command}`): recorded, never run again on restore. */
  command: string;
  /** The pane's last lines (its visible screen and history). */
  history: string[];
}

interface TmuxWindow {
  index: number;
  name: string;
  active: boolean;
  /** tmux's layout string (`select-layout` takes it back). */
  layout: string;
  panes: TmuxPane[];
}

export interface TmuxLayout {
  session: string;
  /** The pane claude ran in, as `window.pane`. */
  claudePane?: string;
  windows: TmuxWindow[];
}

const run = promisify(execFile);
const TIMEOUT_MS = 3000;

/** Where `env` says this process runs in tmux, or undefined outside tmux. */
export function tmuxPlace(env: Record<string, string | undefined>): TmuxPlace | undefined {
  const socket = env['TMUX']?.split(',')[0];
  if (!socket) return undefined;
  const pane = env['TMUX_PANE'];
  return pane ? { socket, pane } : { socket };
}

/** Runs tmux on the place's server; undefined when it fails (no server, no tmux, timeout). */
async function tmux(socket: string, args: string[]): Promise<string | undefined> {
  try {
    const { stdout } = await run('tmux', ['-S', socket, ...args], {
      timeout: TIMEOUT_MS,
      maxBuffer: 16 * 1024 * 1024,
      encoding: 'utf8',
    });
    return stdout;
  } catch {
    return undefined;
  }
}

/** The name of the tmux session the place's pane belongs to. */
export async function sessionName(place: TmuxPlace): Promise<string | undefined> {
  const out = await tmux(place.socket, [
    'display-message',
    '-p',
    ...(place.pane ? ['-t', place.pane] : []),
    '#{session_name}',
  ]);
  return out?.trim() || undefined;
}

const SEP = '\u001f'; // unit separator: never in a name, a path or a layout

/** A session as a target: '=' asks for the exact name (not a prefix), ':' makes it a session where tmux expects a window or pane. */
const exact = (session: string) => `=${session}:`;

/**
 * The session's windows and panes (names, layouts, folders, commands) and the last `lines` lines
 * of each pane. undefined when tmux cannot be asked.
 */
export async function captureLayout(place: TmuxPlace, lines = 200): Promise<TmuxLayout | undefined> {
  const session = await sessionName(place);
  if (!session) return undefined;
  const target = exact(session);
  const win = await tmux(place.socket, [
    'list-windows',
    '-t',
    target,
    '-F',
    ['#{window_index}', '#{window_active}', '#{window_layout}', '#{window_name}'].join(SEP),
  ]);
  const panes = await tmux(place.socket, [
    'list-panes',
    '-s',
    '-t',
    target,
    '-F',
    [
      '#{window_index}',
      '#{pane_index}',
      '#{pane_active}',
      '#{pane_id}',
      '#{pane_current_path}',
      '#{pane_current_command}',
    ].join(SEP),
  ]);
  if (win === undefined || panes === undefined) return undefined;
  const layout: TmuxLayout = { session, windows: [] };
  for (const row of win.split('\n').filter(Boolean)) {
    const [index, active, shape, ...name] = row.split(SEP);
    layout.windows.push({
      index: Number(index),
      name: name.join(SEP),
      active: active === '1',
      layout: shape ?? '',
      panes: [],
    });
  }
  for (const row of panes.split('\n').filter(Boolean)) {
    const [w, p, active, id, cwd, command] = row.split(SEP);
    const window = layout.windows.find((x) => x.index === Number(w));
    if (!window || id === undefined) continue;
    const text = await tmux(place.socket, ['capture-pane', '-p', '-J', '-t', id, '-S', `-${lines}`]);
    const history = (text ?? '').replace(/\n+$/, '').split('\n').slice(-lines);
    window.panes.push({
      index: Number(p),
      active: active === '1',
      cwd: cwd ?? '',
      command: command ?? '',
      history: history.length === 1 && history[0] === '' ? [] : history,
    });
    if (id === place.pane) layout.claudePane = `${w}.${p}`;
  }
  return layout;
}

/** Runs `command` (a shell command line) whenever a client detaches from the session; `index` keeps ours apart from the user's own hooks. */
export async function setDetachHook(socket: string, session: string, index: number, command: string): Promise<boolean> {
  return (
    (await tmux(socket, [
      'set-hook',
      '-t',
      exact(session),
      `client-detached[${index}]`,
      `run-shell -b ${quoteTmux(command)}`,
    ])) !== undefined
  );
}

export async function unsetDetachHook(socket: string, session: string, index: number): Promise<void> {
  await tmux(socket, ['set-hook', '-u', '-t', exact(session), `client-detached[${index}]`]);
}

/** A tmux command argument in double quotes (tmux's own quoting: backslash escapes `"`, `\`, `$`). */
function quoteTmux(s: string): string {
  return `"${s.replace(/[\\"$]/g, (c) => `\\${c}`)}"`;
}

interface NewLayoutOptions {
  /** Server socket (default: tmux's default server). */
  socket?: string | undefined;
  /** The new session's name (must not exist). */
  session: string;
  /** Every pane's folder, from its recorded one (the caller maps and checks them). */
  cwdOf: (window: TmuxWindow, pane: TmuxPane) => string;
  /** A command line typed into the pane claude ran in (e.g. `claude --resume <id>`). */
  claudeCommand?: string | undefined;
  env?: Record<string, string | undefined>;
}

/**
 * Recreates a recorded layout as a new, detached tmux session: its windows with their names,
 * each split into as many panes as recorded, in their folders, then the recorded layout applied.
 * Commands that ran in panes are not started again (they are stored data); only `claudeCommand`
 * is typed into claude's pane. Throws with tmux's words when the session cannot be made.
 */
export async function createLayout(layout: TmuxLayout, o: NewLayoutOptions): Promise<void> {
  const server = o.socket ? ['-S', o.socket] : [];
  const t = async (args: string[]) => {
    const { stdout } = await run('tmux', [...server, ...args], {
      timeout: TIMEOUT_MS,
      encoding: 'utf8',
      env: { ...process.env, ...o.env },
    });
    return stdout.trim();
  };
  const windows = [...layout.windows].sort((a, b) => a.index - b.index);
  let first = true;
  for (const w of windows) {
    const panes = [...w.panes].sort((a, b) => a.index - b.index);
    const p0 = panes[0];
    const cwd0 = p0 ? o.cwdOf(w, p0) : o.cwdOf(w, { index: 0, active: true, cwd: '', command: '', history: [] });
    const winId = first
      ? await t([
          'new-session',
          '-d',
          '-s',
          o.session,
          '-n',
          w.name || 'shell',
          '-c',
          cwd0,
          '-x',
          '200',
          '-y',
          '50',
          '-P',
          '-F',
          '#{window_id}',
        ])
      : await t([
          'new-window',
          '-d',
          '-t',
          exact(o.session),
          '-n',
          w.name || 'shell',
          '-c',
          cwd0,
          '-P',
          '-F',
          '#{window_id}',
        ]);
    first = false;
    const ids = [await t(['display-message', '-p', '-t', winId, '#{pane_id}'])];
    for (const p of panes.slice(1))
      ids.push(await t(['split-window', '-d', '-t', winId, '-c', o.cwdOf(w, p), '-P', '-F', '#{pane_id}']));
    if (w.layout) await t(['select-layout', '-t', winId, w.layout]).catch(() => undefined); // another tmux may not take it: the panes stay
    const active = panes.findIndex((p) => p.active);
    if (active > 0 && ids[active]) await t(['select-pane', '-t', ids[active]!]);
    const claude = layout.claudePane?.split('.');
    if (o.claudeCommand && claude && Number(claude[0]) === w.index) {
      const at = panes.findIndex((p) => p.index === Number(claude[1]));
      if (at >= 0 && ids[at])
        await t(['send-keys', '-t', ids[at]!, '-l', o.claudeCommand]).then(() =>
          t(['send-keys', '-t', ids[at]!, 'Enter']),
        );
    }
    if (w.active) await t(['select-window', '-t', winId]);
  }
}

/** Is tmux on PATH? */
export async function tmuxInstalled(): Promise<boolean> {
  try {
    await run('tmux', ['-V'], { timeout: TIMEOUT_MS });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts `argv` (executed directly, no shell) in a new detached tmux session `name`, in `cwd`,
 * with `vars` in its environment, on the default server of `env` (its TMUX_TMPDIR; a server
 * started now gets `env`). Throws with tmux's own words when it refuses (a name in use, no tmux).
 */
export async function newDetachedSession(o: {
  name: string;
  cwd: string;
  vars: Record<string, string>;
  argv: string[];
  env: NodeJS.ProcessEnv;
}): Promise<void> {
  const vars = Object.entries(o.vars).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
  try {
    await run('tmux', ['new-session', '-d', '-s', o.name, '-c', o.cwd, ...vars, '--', ...o.argv], {
      timeout: TIMEOUT_MS,
      env: o.env,
      encoding: 'utf8',
    });
  } catch (err) {
    const e = err as { stderr?: string; message?: string };
    throw new Error(`tmux new-session ${o.name}: ${(e.stderr || e.message || String(err)).trim()}`);
  }
}

/** The visible text of a session's active pane (on the default server of `env`), or undefined when it is gone. */
export async function paneText(session: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  try {
    const { stdout } = await run('tmux', ['capture-pane', '-p', '-t', `=${session}:`], {
      timeout: TIMEOUT_MS,
      env,
      encoding: 'utf8',
    });
    return stdout;
  } catch {
    return undefined;
  }
}

/** Is there a tmux session of this name on the server (`socket`, else the default server of `env`)? */
export async function hasSession(
  socket: string | undefined,
  session: string,
  env?: NodeJS.ProcessEnv,
): Promise<boolean> {
  try {
    await run('tmux', [...(socket ? ['-S', socket] : []), 'has-session', '-t', `=${session}`], {
      timeout: TIMEOUT_MS,
      ...(env ? { env } : {}),
    });
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// tmux_state.txt: the layout, then each pane's history

const HEADER = 'pai-checkpoint tmux state 1';

/**
 * tmux_state.txt (SPEC-03.10): readable by a person and parsed back for a restore. Fields are
 * JSON strings (names and folders may hold spaces); a pane's history follows its `history` line,
 * which says how many lines it has.
 */
export function renderTmuxState(layout: TmuxLayout): string {
  const q = JSON.stringify;
  const out = [HEADER, `session ${q(layout.session)}${layout.claudePane ? ` claude ${layout.claudePane}` : ''}`];
  for (const w of layout.windows) {
    out.push(`window ${w.index} ${w.active ? 'active' : '-'} ${q(w.layout)} ${q(w.name)}`);
    for (const p of w.panes)
      out.push(`pane ${w.index}.${p.index} ${p.active ? 'active' : '-'} ${q(p.cwd)} ${q(p.command)}`);
  }
  for (const w of layout.windows) {
    for (const p of w.panes) out.push('', `history ${w.index}.${p.index} ${p.history.length}`, ...p.history);
  }
  return `${out.join('\n')}\n`;
}

/** The summary a manifest keeps (`tmux_layout`): each window's index, name and layout. */
export function layoutSummary(layout: TmuxLayout): string {
  return layout.windows.map((w) => `${w.index}:${w.name}:${w.layout}`).join(' ');
}

/** Parses tmux_state.txt; throws (with the line number) on anything it does not expect: it is stored data. */
export function parseTmuxState(text: string): TmuxLayout {
  const lines = text.split('\n');
  const fail = (i: number, why: string) => new Error(`tmux_state.txt line ${i + 1}: ${why}`);
  if (lines[0] !== HEADER) throw fail(0, `expected "${HEADER}"`);
  const str = (s: string | undefined, i: number) => {
    try {
      const v: unknown = JSON.parse(s ?? '');
      if (typeof v === 'string' && !v.includes('\0')) return v;
    } catch {
      // below
    }
    throw fail(i, 'expected a quoted string');
  };
  const layout: TmuxLayout = { session: '', windows: [] };
  const byId = new Map<string, TmuxPane>();
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    let m: RegExpExecArray | null;
    if ((m = /^session ("(?:[^"\\]|\\.)*")(?: claude (\d+\.\d+))?$/.exec(line))) {
      layout.session = str(m[1], i);
      if (m[2]) layout.claudePane = m[2];
    } else if ((m = /^window (\d+) (active|-) ("(?:[^"\\]|\\.)*") ("(?:[^"\\]|\\.)*")$/.exec(line))) {
      layout.windows.push({
        index: Number(m[1]),
        active: m[2] === 'active',
        layout: str(m[3], i),
        name: str(m[4], i),
        panes: [],
      });
    } else if ((m = /^pane (\d+)\.(\d+) (active|-) ("(?:[^"\\]|\\.)*") ("(?:[^"\\]|\\.)*")$/.exec(line))) {
      const w = layout.windows.find((x) => x.index === Number(m![1]));
      if (!w) throw fail(i, `pane of an unknown window ${m[1]}`);
      const pane: TmuxPane = {
        index: Number(m[2]),
        active: m[3] === 'active',
        cwd: str(m[4], i),
        command: str(m[5], i),
        history: [],
      };
      w.panes.push(pane);
      byId.set(`${m[1]}.${m[2]}`, pane);
    } else if ((m = /^history (\d+\.\d+) (\d+)$/.exec(line))) {
      const pane = byId.get(m[1]!);
      const n = Number(m[2]);
      if (!pane) throw fail(i, `history of an unknown pane ${m[1]}`);
      if (i + n >= lines.length) throw fail(i, `history of ${n} lines runs past the end`);
      pane.history = lines.slice(i + 1, i + 1 + n);
      i += n;
    } else {
      throw fail(i, `unexpected "${line.slice(0, 40)}"`);
    }
  }
  if (!layout.session || layout.windows.length === 0) throw fail(1, 'no session or no window');
  return layout;
}

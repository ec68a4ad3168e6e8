import { statSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { errorMessage } from '../../core/errors.js';
import { storedPathProblem } from '../../core/stored-path.js';
import type { StorageBackend } from '../../storage/backend.js';
import {
  createLayout,
  hasSession,
  parseTmuxState,
  tmuxInstalled,
  tmuxPlace,
  type TmuxLayout,
} from '../../platform/tmux.js';
import { type Manifest, storedPartKey } from '../volume/manifest.js';

/** A tmux session recreated from a checkpoint's tmux_state.txt. */
export interface TmuxRestore {
  session: string;
  windows: number;
  panes: number;
  /** What puts the user in it (`tmux attach`, or `switch-client` from inside tmux). */
  attach: string[];
}

const MAX_NAME = 40;

/** A recorded session name made safe as a tmux target (stored data: no ':' '.' or control characters). */
function safeName(name: string): string {
  return (
    name
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_NAME) || 'pai-restored'
  );
}

/**
 * Each pane's folder in the restored tree: a recorded folder inside the checkpoint's workspace
 * root maps to the same place under `target` (when it exists there and its path is a clean
 * relative one); anything else — outside the workspace, gone, or forged — opens at `target`.
 */
function paneFolder(recorded: string, root: string | undefined, target: string): string {
  if (!root || !isAbsolute(recorded)) return target;
  const rel = relative(root, recorded);
  if (rel === '') return target;
  if (rel.startsWith('..') || isAbsolute(rel) || storedPathProblem(rel)) return target;
  const dir = join(target, rel);
  try {
    return statSync(dir).isDirectory() ? dir : target;
  } catch {
    return target;
  }
}

/**
 * Recreates the tmux layout a checkpoint recorded (SPEC-03.15 steps 3–4) as a new detached tmux
 * session: same windows (names, layouts), same number of panes, each in its folder mapped into
 * `target`; `claudeCommand` is typed into the pane claude ran in. On the tmux server this process
 * runs in (`$TMUX`), else the default one. Returns undefined when the checkpoint has no tmux
 * state; throws when tmux is missing or refuses (the caller reports it as a warning).
 */
export async function recreateTmux(
  store: StorageBackend,
  m: Manifest,
  o: { target: string; env: Record<string, string | undefined>; claudeCommand?: string | undefined },
): Promise<TmuxRestore | undefined> {
  if (!m.parts['tmux_state.txt']) return undefined;
  const text = await store.get(storedPartKey(m, 'tmux_state.txt'));
  if (!text) return undefined;
  let layout: TmuxLayout;
  try {
    layout = parseTmuxState(text.toString('utf8'));
  } catch (err) {
    throw new Error(`the checkpoint's tmux state is unreadable (${errorMessage(err)})`);
  }
  const place = tmuxPlace(o.env);
  const socket = place?.socket;
  if (!(await tmuxInstalled())) throw new Error('tmux is not installed');
  const base = safeName(layout.session);
  let session = base;
  for (let n = 2; await hasSession(socket, session); n++) session = `${base}-${n}`;
  const root = typeof m.workspace?.root === 'string' ? m.workspace.root : undefined;
  await createLayout(layout, {
    socket,
    session,
    cwdOf: (_w, p) => paneFolder(p.cwd, root, o.target),
    claudeCommand: o.claudeCommand,
    env: o.env,
  });
  return {
    session,
    windows: layout.windows.length,
    panes: layout.windows.reduce((n, w) => n + w.panes.length, 0),
    attach: place ? ['tmux', 'switch-client', '-t', `=${session}`] : ['tmux', 'attach', '-t', `=${session}`],
  };
}

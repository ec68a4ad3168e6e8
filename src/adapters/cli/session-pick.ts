import { CheckpointError } from '../../core/errors.js';
import { isSafeKey } from '../../core/keys.js';
import { listSessionIds, loadSession, type SessionState } from '../../domain/session/state.js';
import { currentProject, type CliEnv } from './context.js';

/**
 * The session a command acts for: `--session`, else the session it runs in
 * (CLAUDE_CODE_SESSION_ID, set for `!` commands), else the most recently active session of this
 * project (so `pai-checkpoint save` in a terminal next to Claude Code saves that session).
 */
export function pickSession(cli: CliEnv, explicit?: string): { sessionId: string; state?: SessionState; how: 'option' | 'env' | 'project' } {
  const check = (id: string) => {
    if (!isSafeKey(id)) throw new CheckpointError('INVALID_ID', `invalid session id "${id}"`);
    return id;
  };
  if (explicit) return withState(cli, check(explicit), 'option');
  const fromEnv = cli.env['CLAUDE_CODE_SESSION_ID'];
  if (fromEnv) return withState(cli, check(fromEnv), 'env');
  const project = currentProject(cli);
  let best: SessionState | undefined;
  for (const id of listSessionIds(cli.paths)) {
    const s = loadSession(cli.paths, id);
    if (s && s.project === project && (!best || s.heartbeatAt > best.heartbeatAt)) best = s;
  }
  if (best) return { sessionId: best.sessionId, state: best, how: 'project' };
  throw new CheckpointError('USAGE', `no Claude Code session known for ${project}`, 'run it inside Claude Code (/checkpoint:save), or pass --session <id>');
}

function withState(cli: CliEnv, sessionId: string, how: 'option' | 'env') {
  const state = loadSession(cli.paths, sessionId);
  return state ? { sessionId, state, how } : { sessionId, how };
}

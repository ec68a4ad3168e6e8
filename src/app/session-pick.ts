import { CheckpointError } from '../core/errors.js';
import { assertSafeKey } from '../core/keys.js';
import { listSessionIds, loadSession, type SessionState } from '../domain/session/state.js';
import type { AppContext } from './context.js';

/**
 * The session a command acts for: `--session`, else the session it runs in
 * (CLAUDE_CODE_SESSION_ID, set for `!` commands), else the most recently active session of this
 * project (so `pai-checkpoint save` in a terminal next to Claude Code saves that session).
 */
export function pickSession(
  ctx: AppContext,
  explicit?: string,
): { sessionId: string; state?: SessionState; how: 'option' | 'env' | 'project' } {
  if (explicit) return withState(ctx, assertSafeKey('session id', explicit), 'option');
  const fromEnv = ctx.env['CLAUDE_CODE_SESSION_ID'];
  if (fromEnv) return withState(ctx, fromEnvironment(fromEnv), 'env');
  let best: SessionState | undefined;
  for (const id of listSessionIds(ctx.paths)) {
    const s = loadSession(ctx.paths, id);
    if (s && s.project === ctx.project && (!best || s.heartbeatAt > best.heartbeatAt)) best = s;
  }
  if (best) return { sessionId: best.sessionId, state: best, how: 'project' };
  throw new CheckpointError(
    'USAGE',
    `no Claude Code session known for ${ctx.project}`,
    'run it inside Claude Code (/checkpoint:save), or pass --session <id>',
  );
}

/** CLAUDE_CODE_SESSION_ID, checked like any session id; the error says where the id came from. */
function fromEnvironment(id: string): string {
  try {
    return assertSafeKey('session id', id);
  } catch (err) {
    if (err instanceof CheckpointError)
      throw new CheckpointError(err.code, `CLAUDE_CODE_SESSION_ID: ${err.message}`, err.hint);
    throw err;
  }
}

function withState(ctx: AppContext, sessionId: string, how: 'option' | 'env') {
  const state = loadSession(ctx.paths, sessionId);
  return state ? { sessionId, state, how } : { sessionId, how };
}

import { safeUnlink } from '../../core/atomic.js';
import { errorMessage } from '../../core/errors.js';
import { withLockAsync } from '../../core/lock.js';
import { captureNow } from '../capture.js';
import { riskyCommand } from '../../domain/session/risky.js';
import {
  markRiskyHandled,
  riskyCallFile,
  riskyHandled,
  setRiskyPending,
  takeAbandonedRisky,
} from '../../domain/session/sidecar-files.js';
import { loadSession, saveSession, sessionLockPath } from '../../domain/session/state.js';
import { touchSession } from '../../domain/session/tracker.js';
import type { HookHandler } from './hook.js';

/** How much of a command a message quotes. */
const SHOWN = 120;

function shown(command: string): string {
  const one = command.replace(/\s+/g, ' ').trim();
  return one.length > SHOWN ? `${one.slice(0, SHOWN - 1)}…` : one;
}

/**
 * PreToolUse on Bash, for the calls hooks/risky.sh let through: when the command is risky
 * (domain/session/risky.ts, [risky] in checkpoint.toml), a `pre_risky` checkpoint is taken before
 * it runs — the hook returns only once the checkpoint is committed, so the user can always go back
 * to the moment before the command. It never stops the command: a checkpoint that cannot be
 * taken is said to the user, and the command runs. Runs without the session lock (the capture
 * takes it when it needs it), so the sidecar and other hooks are never held up by it.
 */
export const preToolUse: HookHandler = async (ctx, payload) => {
  const call = riskyCallFile(ctx.paths, payload.session_id, payload['tool_use_id']);
  try {
    return await riskyCheckpoint(ctx, payload);
  } finally {
    if (call) safeUnlink(call); // hooks/risky.sh's once-per-call file
  }
};

const riskyCheckpoint: HookHandler = async (ctx, payload) => {
  const input = payload['tool_input'];
  const command =
    payload['tool_name'] === 'Bash' && input && typeof input === 'object'
      ? (input as Record<string, unknown>)['command']
      : undefined;
  if (typeof command !== 'string') return undefined;
  const sessionId = payload.session_id;
  const earlier = takeAbandonedRisky(ctx.paths, sessionId);
  const known = loadSession(ctx.paths, sessionId);
  if (known?.disabled || known?.fenced) return earlier ? { systemMessage: `pai-checkpoint: ${earlier}` } : undefined;
  // Another hook of this call took its checkpoint already (it started first and has finished).
  if (riskyHandled(ctx.paths, sessionId, payload['tool_use_id'], command))
    return earlier ? { systemMessage: `pai-checkpoint: ${earlier}` } : undefined;
  const config = await ctx.configFor(known?.project ?? payload.cwd ?? process.cwd());
  const match = config.capture.enabled ? riskyCommand(command, config.risky) : undefined;
  if (!match) return earlier ? { systemMessage: `pai-checkpoint: ${earlier}` } : undefined;
  if (!known) {
    // No SessionStart seen (the plugin came in mid-session): the capture needs the session's folder and transcript.
    await withLockAsync(
      sessionLockPath(ctx.paths, sessionId),
      async () => saveSession(ctx.paths, touchSession(ctx, payload)),
      { timeoutMs: 3000 },
    );
  }
  const at = ctx.now().toISOString();
  const said = earlier ? `pai-checkpoint: ${earlier}\n` : '';
  setRiskyPending(ctx.paths, sessionId, { pid: process.pid, command: shown(command), rule: match.rule, at });
  try {
    const r = await captureNow(
      ctx,
      sessionId,
      { trigger: 'pre_risky', at, name: `before ${match.rule}`, risky: { command, rule: match.rule } },
      config.risky.waitSeconds * 1000,
    );
    for (const w of r.warnings) ctx.warn(`checkpoint ${r.manifest.id}: ${w}`);
    return {
      systemMessage: `${said}pai-checkpoint: checkpoint ${r.manifest.id} taken before \`${shown(command)}\` (${match.rule}); \`pai-checkpoint restore ${r.manifest.id}\` brings the files back`,
    };
  } catch (err) {
    ctx.warn(`pre_risky checkpoint before ${JSON.stringify(shown(command))} failed: ${errorMessage(err)}`);
    return {
      systemMessage: `${said}pai-checkpoint: no checkpoint could be taken before \`${shown(command)}\` (${errorMessage(err).slice(0, 200)}); the command runs without one`,
    };
  } finally {
    markRiskyHandled(ctx.paths, sessionId, payload['tool_use_id'], command);
    setRiskyPending(ctx.paths, sessionId, undefined);
  }
};

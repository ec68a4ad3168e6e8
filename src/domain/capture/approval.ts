import type { Config } from '../../core/config.js';
import type { Trigger } from '../../core/triggers.js';
import type { Manifest } from '../volume/manifest.js';

/** What the policy is told about a checkpoint being written (SPEC-07.20.02). */
interface ApprovalFacts {
  trigger: Trigger;
  /** The session's estimated cost so far (USD). */
  costUsd: number;
  /** Hours since the session started (undefined: not known). */
  hours?: number | undefined;
  /** Failed tool calls in the session so far. */
  errors: number;
}

/**
 * The approval a checkpoint is written with: `pending` when the default policy requires review
 * of its trigger, or when an escalation threshold is crossed (then the reason says which);
 * else `auto_approved`. The policy applied is recorded either way.
 */
export function approvalFor(config: Config['approval'], f: ApprovalFacts): Manifest['approval'] {
  const policy = config.defaultPolicy;
  if (config.policies[policy]?.requireReview.includes(f.trigger))
    return { status: 'pending', policy, reason: `policy ${policy} requires review of ${f.trigger} checkpoints` };
  const e = config.escalation;
  const crossed: string[] = [];
  if (e.costUsd !== undefined && f.costUsd > e.costUsd)
    crossed.push(`session cost $${f.costUsd.toFixed(2)} over $${e.costUsd}`);
  if (e.durationHours !== undefined && f.hours !== undefined && f.hours > e.durationHours)
    crossed.push(`session running ${f.hours.toFixed(1)} h, over ${e.durationHours} h`);
  if (e.errorCount !== undefined && f.errors >= e.errorCount)
    crossed.push(`${f.errors} failed tool call(s), ${e.errorCount} or more`);
  if (crossed.length) return { status: 'pending', policy, reason: `escalated: ${crossed.join('; ')}` };
  return { status: 'auto_approved', policy };
}

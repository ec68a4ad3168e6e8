import type { Trigger } from '../volume/manifest.js';
import { DEFAULTS } from '../../core/defaults.js';
import type { CaptureTicket } from './queue.js';
import type { SessionState } from './state.js';
import type { Context } from '../../core/context.js';
import type { TrackResult } from './tracker.js';


/**
 * Which session checkpoints are due (O(1): the session state is already loaded): a phase
 * transition (its record's ULID names the checkpoint), a tool that failed (`error`), the caller's
 * own triggers, and a periodic one when nothing else was asked for and the interval has passed.
 */
export function dueTickets(ctx: Context, state: SessionState, track: TrackResult | undefined, triggers: Trigger[] = [], extra: Partial<CaptureTicket> = {}): CaptureTicket[] {
  const at = ctx.now().toISOString();
  const tickets: CaptureTicket[] = [];
  const last = track?.created.at(-1);
  if (last) tickets.push({ trigger: 'phase', at, recordId: last.id });
  if (track?.toolErrors.length) tickets.push({ trigger: 'error', at, error: track.toolErrors.join('; ').slice(0, 500) });
  for (const trigger of triggers) tickets.push({ trigger, at, ...extra });
  const every = state.periodicSeconds ?? DEFAULTS.periodicSeconds; // until SessionStart has read the configuration
  const since = Date.parse(state.lastCaptureRequestAt ?? state.startedAt);
  if (tickets.length === 0 && every > 0 && ctx.now().getTime() - since >= every * 1000) tickets.push({ trigger: 'periodic', at });
  if (tickets.length > 0) state.lastCaptureRequestAt = at;
  return tickets;
}

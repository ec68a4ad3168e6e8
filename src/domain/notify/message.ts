import type { Priority } from '../../core/config.js';
import { sha256Hex } from '../../core/hash.js';

/**
 * SPEC-07.21.03/04: the events that notify a person, their default priority, and what a
 * notification says — the session (id, name), the event and its time, the command to act on it,
 * and its context (cost, duration, files changed). Channels (channels/) only lay this out.
 */
const EVENTS = {
  'session.started': 'info',
  'session.completed': 'notice',
  'session.error': 'warning',
  'checkpoint.needs_review': 'notice',
  'checkpoint.approved': 'info',
  'checkpoint.rejected': 'notice',
  'escalation.triggered': 'warning',
  'budget.threshold_reached': 'warning',
  'budget.exceeded': 'critical',
  'session.lost': 'critical',
  'session.resumed': 'notice',
  'notify.test': 'info',
  /** An issue tracker's operation (SPEC-07.22) waiting in the outbox: not a notification, routed nowhere. */
  'tracker.update': 'info',
} as const satisfies Record<string, Priority>;

export type NotifyEvent = keyof typeof EVENTS;

export interface Notification {
  /** Unique per event occurrence: the same key is delivered once per channel (dedup). */
  key: string;
  event: NotifyEvent;
  priority: Priority;
  at: string;
  /** "Session needs review", "Budget exceeded" … */
  title: string;
  session: { id: string; name?: string; project?: string };
  checkpoint?: string;
  /** The one line that says what happened. */
  summary: string;
  /** The command that acts on it (`pai-checkpoint review <session>` …). */
  action?: string;
  context: { status?: string; costUsd?: number; durationMs?: number; files?: number };
}

const TITLES: Record<NotifyEvent, string> = {
  'session.started': 'Session started',
  'session.completed': 'Session completed',
  'session.error': 'Session error',
  'checkpoint.needs_review': 'Session needs review',
  'checkpoint.approved': 'Checkpoint approved',
  'checkpoint.rejected': 'Checkpoint rejected',
  'escalation.triggered': 'Escalation: review needed',
  'budget.threshold_reached': 'Budget threshold reached',
  'budget.exceeded': 'Budget exceeded',
  'session.lost': 'Session lost',
  'session.resumed': 'Session resumed',
  'notify.test': 'Test notification',
  'tracker.update': 'Issue tracker update',
};

export interface NotificationInput {
  event: NotifyEvent;
  at: Date;
  session: Notification['session'];
  checkpoint?: string | undefined;
  summary: string;
  action?: string | undefined;
  context?: Notification['context'];
  /** Overrides the event's priority (a session.error that is critical). */
  priority?: Priority | undefined;
  /** What makes two raisings the same notification (default: event, session, checkpoint). */
  dedup?: string | undefined;
}

export function notification(i: NotificationInput): Notification {
  const dedup = i.dedup ?? `${i.event}\0${i.session.id}\0${i.checkpoint ?? ''}`;
  return {
    key: sha256Hex(dedup).slice(0, 32),
    event: i.event,
    priority: i.priority ?? EVENTS[i.event],
    at: i.at.toISOString(),
    title: TITLES[i.event],
    session: i.session,
    ...(i.checkpoint ? { checkpoint: i.checkpoint } : {}),
    summary: i.summary,
    ...(i.action ? { action: i.action } : {}),
    context: i.context ?? {},
  };
}

/** "12m", "2h 5m", "45s". */
function shortDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s}s`;
  const m = Math.round(s / 60);
  return m < 60 ? `${m}m` : `${Math.floor(m / 60)}h ${m % 60}m`;
}

/** The context line of SPEC-07.21.04's example: `Status: … | Cost: $0.45 | Duration: 12m | Files: 3`. */
export function contextLine(n: Notification): string {
  const c = n.context;
  return [
    c.status && `Status: ${c.status}`,
    c.costUsd !== undefined && `Cost: $${c.costUsd.toFixed(2)}`,
    c.durationMs !== undefined && `Duration: ${shortDuration(c.durationMs)}`,
    c.files !== undefined && `Files: ${c.files}`,
  ]
    .filter(Boolean)
    .join(' | ');
}

/** The plain text of a notification (ntfy, email, webhook's `text`). */
export function plainText(n: Notification): string {
  const lines = [
    `pai-checkpoint: ${n.title}`,
    '',
    `Session: ${n.session.id}${n.session.name ? ` (${n.session.name})` : ''}${n.session.project ? ` in ${n.session.project}` : ''}`,
    n.summary,
  ];
  const context = contextLine(n);
  if (context) lines.push(context);
  if (n.checkpoint) lines.push(`Checkpoint: ${n.checkpoint}`);
  lines.push(`Event: ${n.event} at ${n.at}`);
  if (n.action) lines.push('', n.action);
  return lines.join('\n');
}

import { appendFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readFileIfExists, safeUnlink, writeFileAtomicSync, ensureDir } from '../../core/atomic.js';
import { errnoCode } from '../../core/errors.js';
import { inert } from '../../core/inert.js';
import { jsonLines } from '../../core/json-lines.js';
import { inspectLock, pidAlive } from '../../core/lock.js';
import { assertSafeKey } from '../../core/keys.js';
import { sha256Hex } from '../../core/hash.js';
import type { PaiPaths } from '../../core/paths.js';
import { readNewLines } from '../transcript/tail.js';
import { riskyFilterFile, type RiskyConfig } from './risky.js';
import type { SessionState } from './state.js';

/**
 * The files through which a session's sidecar and its hooks meet, in `~/.pai/checkpoint/sidecars/`.
 * hooks/journal.sh builds the same names in shell (`$PAI_DIR/checkpoint/sidecars/$CLAUDE_CODE_SESSION_ID.*`):
 * keep the two in step.
 */
interface SidecarFiles {
  /** Held by the running sidecar (core/lock.ts: `pid host time token start`): at most one per session. */
  lock: string;
  /** The Stop and SessionEnd hooks' payloads, one JSON line each, appended by hooks/journal.sh; read by the sidecar. */
  journal: string;
  /** `{"systemMessage":…}` for the user, written by the sidecar, printed once by hooks/journal.sh (Stop). */
  notice: string;
  /** Present while the hooks do the sidecar's work for this session (it could not be started or is turned off). */
  inhook: string;
  /** What hooks/risky.sh filters Bash calls with (domain/session/risky.ts riskyFilterFile), written at SessionStart. */
  risky: string;
  /** Present while a pre_risky checkpoint is being taken (`{pid, command, rule, at}`): left behind, its capture was killed. */
  riskyPending: string;
  /** The Bash calls whose pre_risky checkpoint a hook took (or tried), one `<tool_use_id> <command hash>` a line: a hook Claude Code starts late for one of them does nothing. */
  riskyDone: string;
  /** A read-only slash command's output as `{"decision":"block","reason":…}`, written by the CLI, printed once by hooks/prompt.sh (writeSlashAnswer). */
  answer: string;
}

export function sidecarDir(paths: PaiPaths): string {
  return join(paths.stateDir, 'sidecars');
}

export function sidecarFiles(paths: PaiPaths, sessionId: string): SidecarFiles {
  const base = join(sidecarDir(paths), assertSafeKey('session id', sessionId));
  return {
    lock: `${base}.lock`,
    journal: `${base}.journal`,
    notice: `${base}.notice`,
    inhook: `${base}.inhook`,
    risky: `${base}.risky`,
    riskyPending: `${base}.risky-pending`,
    riskyDone: `${base}.risky-done`,
    answer: `${base}.answer`,
  };
}

/**
 * The sidecar lock's lease for a holder on another host (a state folder shared over the network):
 * refreshed every third of it. Long, so that an idle sidecar rarely wakes up for it; on the same
 * host a holder that is gone is seen at once.
 */
export const SIDECAR_LEASE_MS = 60_000;

/** The pid of the session's running sidecar, or undefined when none runs (no lock, or its holder is gone). */
/**
 * The sessions with a sidecar lock here (held or stale), from one listing of the folder: whoever asks
 * `sidecarPid` of many sessions (`sessions`) reads only these. Undefined when the folder cannot be
 * listed (each lock is then read on its own).
 */
export function sidecarLockIds(paths: PaiPaths): Set<string> | undefined {
  try {
    return new Set(
      readdirSync(sidecarDir(paths))
        .filter((n) => n.endsWith('.lock'))
        .map((n) => n.slice(0, -'.lock'.length)),
    );
  } catch (err) {
    return errnoCode(err) === 'ENOENT' ? new Set() : undefined;
  }
}

export function sidecarPid(paths: PaiPaths, sessionId: string): number | undefined {
  const info = inspectLock(sidecarFiles(paths, sessionId).lock, SIDECAR_LEASE_MS);
  return info && !info.stale ? info.pid : undefined;
}

/** What hooks/journal.sh journalled: a turn ended (Stop, with its final text), or the session ended (SessionEnd, with why). */
interface JournalEntry {
  event: string;
  lastAssistantMessage?: string;
  reason?: string;
}

/** The journal lines added since `state.journalOffset` (advanced); unparsable lines are skipped. */
export function readJournal(paths: PaiPaths, state: SessionState): JournalEntry[] {
  const out: JournalEntry[] = [];
  let midLine = false;
  for (;;) {
    const tail = readNewLines(sidecarFiles(paths, state.sessionId).journal, state.journalOffset ?? 0, undefined, {
      midLine,
    });
    if (!tail) return out;
    state.journalOffset = tail.offset;
    midLine = tail.midLine;
    for (const j of jsonLines(tail.lines) as Record<string, unknown>[]) {
      if (!j || typeof j !== 'object') continue; // a foreign line: nothing to act on
      const event = typeof j['hook_event_name'] === 'string' ? j['hook_event_name'] : 'Stop';
      const entry: JournalEntry = { event };
      if (typeof j['last_assistant_message'] === 'string') entry.lastAssistantMessage = j['last_assistant_message'];
      if (typeof j['reason'] === 'string') entry.reason = j['reason'];
      out.push(entry);
    }
    if (!tail.more) return out;
  }
}

/** Hands notices to hooks/journal.sh, which prints them once (added to any it has not printed yet). */
export function postNotice(paths: PaiPaths, sessionId: string, message: string): void {
  const file = sidecarFiles(paths, sessionId).notice;
  let earlier = '';
  try {
    earlier = (JSON.parse(readFileIfExists(file) ?? '{}') as { systemMessage?: string }).systemMessage ?? '';
  } catch {
    // unreadable: replaced
  }
  ensureDir(sidecarDir(paths));
  // journal.sh prints the file as it is, and Claude Code shows the message: inert here (core/inert.ts).
  writeFileAtomicSync(
    file,
    `${JSON.stringify({ systemMessage: inert(earlier ? `${earlier}\n${message}` : message) })}\n`,
    { fsync: false },
  );
}

/**
 * What a slash command printed, for the user to see as printed (issue 34, finding 15). Claude Code
 * runs a command file's `!` line before the UserPromptSubmit hooks (2.1.197, measured): the CLI
 * run by `/checkpoint:list` leaves its output here, and hooks/prompt.sh, which sees the prompt as
 * typed, answers `{"decision":"block","reason":<the output>}`: Claude Code shows the reason to the
 * user as it is and calls no model, so no turn ends and no `stop` checkpoint is taken. Every slash
 * run first removes an answer left by an earlier one (never shown for another command);
 * `text` undefined (a command that changes something) leaves none, and the model relays its output as before.
 */
export function writeSlashAnswer(paths: PaiPaths, sessionId: string, text: string | undefined): void {
  const file = sidecarFiles(paths, sessionId).answer;
  safeUnlink(file);
  if (text === undefined) return;
  ensureDir(sidecarDir(paths));
  writeFileAtomicSync(file, `${JSON.stringify({ decision: 'block', reason: text.replace(/\n+$/, '') })}\n`, {
    fsync: false,
  });
}

/**
 * The in-hook marker of a session another machine took over (domain/session/lease.ts): like a
 * project where pai-checkpoint is off, hooks/journal.sh does nothing for it but print the notice.
 */
export const FENCED_MARK = 'disabled: this session was resumed on another machine';

/** Why the session's hooks do its sidecar's work (the in-hook marker), or undefined when they do not. */
export function inHookReason(paths: PaiPaths, sessionId: string): string | undefined {
  return readFileIfExists(sidecarFiles(paths, sessionId).inhook)?.trim() || undefined;
}

/** Marks (or unmarks) the session as one whose hooks do the sidecar's work (best effort). */
export function setInHook(paths: PaiPaths, sessionId: string, reason: string | undefined): void {
  const file = sidecarFiles(paths, sessionId).inhook;
  if (reason === undefined) {
    safeUnlink(file);
    return;
  }
  try {
    ensureDir(sidecarDir(paths));
    writeFileAtomicSync(file, `${reason}\n`, { fsync: false });
  } catch {
    // The folder is unusable: without the marker hooks/journal.sh finds no sidecar, and runs the Node hook all the same.
  }
}

/** A pre_risky checkpoint being taken: by which process, before which command. */
interface RiskyPending {
  pid: number;
  command: string;
  rule: string;
  at: string;
}

/** The pid in a pre_risky marker's text (undefined when there is none, or the file is torn). */
function markerPid(text: string | undefined): number | undefined {
  try {
    const p = JSON.parse(text ?? '') as Partial<RiskyPending>;
    return typeof p.pid === 'number' ? p.pid : undefined;
  } catch {
    return undefined;
  }
}

/** Marks a pre_risky capture as under way (`undefined`: done, whatever its outcome, and said so). Best effort. */
export function setRiskyPending(paths: PaiPaths, sessionId: string, pending: RiskyPending | undefined): void {
  const file = sidecarFiles(paths, sessionId).riskyPending;
  if (!pending) {
    // Only our own marker: a hook running beside this one may have put its own since.
    if (markerPid(readFileIfExists(file)) === process.pid) safeUnlink(file);
    return;
  }
  try {
    ensureDir(sidecarDir(paths));
    writeFileAtomicSync(file, `${JSON.stringify(pending)}\n`, { fsync: false });
  } catch {
    // unmarked: a capture killed now goes unnoticed by the next hook, but its checkpoint was never listed
  }
}

/**
 * A pre_risky capture whose process died before it finished (killed, or its hook timed out):
 * what the user must hear — the command ran without the checkpoint it waited for — once (the
 * marker is taken). Undefined when there is none, or its process still runs.
 */
export function takeAbandonedRisky(paths: PaiPaths, sessionId: string): string | undefined {
  const file = sidecarFiles(paths, sessionId).riskyPending;
  const text = readFileIfExists(file);
  if (text === undefined) return undefined;
  let p: Partial<RiskyPending> = {};
  try {
    p = JSON.parse(text) as Partial<RiskyPending>;
  } catch {
    // torn: its writer is gone
  }
  if (typeof p.pid === 'number' && p.pid !== process.pid && pidAlive(p.pid)) return undefined;
  safeUnlink(file);
  const what = typeof p.command === 'string' ? `\`${p.command.slice(0, 80)}\`` : 'a risky command';
  return `the checkpoint before ${what}${typeof p.at === 'string' ? ` (${p.at})` : ''} did not finish (its hook was stopped): that command ran without one`;
}

/** How many handled calls `riskyDone` remembers (the duplicate hooks of one call start within seconds of each other). */
const RISKY_DONE_KEPT = 50;

const doneLine = (toolUseId: string, command: string) => `${toolUseId} ${sha256Hex(command).slice(0, 16)}`;

/**
 * Whether a hook already took (or tried) the pre_risky checkpoint of this Bash call: Claude Code
 * starts one hook per matching `if` rule, and on a busy machine one may start after the first has
 * finished and removed hooks/risky.sh's once-per-call file.
 */
export function riskyHandled(paths: PaiPaths, sessionId: string, toolUseId: unknown, command: string): boolean {
  if (typeof toolUseId !== 'string' || !toolUseId) return false;
  const line = doneLine(toolUseId, command);
  return (readFileIfExists(sidecarFiles(paths, sessionId).riskyDone) ?? '').split('\n').includes(line);
}

/** Remembers that this call's pre_risky checkpoint was taken or tried (the newest RISKY_DONE_KEPT). Best effort. */
export function markRiskyHandled(paths: PaiPaths, sessionId: string, toolUseId: unknown, command: string): void {
  if (typeof toolUseId !== 'string' || !toolUseId) return;
  const file = sidecarFiles(paths, sessionId).riskyDone;
  try {
    ensureDir(sidecarDir(paths));
    // Appended (one short write with O_APPEND: hooks of parallel calls that finish together each keep their line), trimmed now and then.
    appendFileSync(file, `${doneLine(toolUseId, command)}\n`);
    const lines = (readFileIfExists(file) ?? '').split('\n').filter(Boolean);
    if (lines.length > 2 * RISKY_DONE_KEPT)
      writeFileAtomicSync(file, `${lines.slice(-RISKY_DONE_KEPT).join('\n')}\n`, { fsync: false });
  } catch {
    // a hook started late for this call would take a second checkpoint
  }
}

/**
 * The file hooks/risky.sh creates (exclusively) for one Bash call, so that of the several hooks
 * Claude Code may start for it (one per matching `if` rule) one alone takes the checkpoint;
 * undefined for a tool call id that could not be a file name (risky.sh makes none then).
 */
export function riskyCallFile(paths: PaiPaths, sessionId: string, toolUseId: unknown): string | undefined {
  return typeof toolUseId === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(toolUseId)
    ? `${sidecarFiles(paths, sessionId).risky}-call-${toolUseId}`
    : undefined;
}

/** Writes what hooks/risky.sh filters this session's Bash calls with (`undefined`: no checkpoint can be taken, so off). Best effort. */
export function writeRiskyFilter(paths: PaiPaths, sessionId: string, config: RiskyConfig | undefined): void {
  try {
    ensureDir(sidecarDir(paths));
    writeFileAtomicSync(sidecarFiles(paths, sessionId).risky, config ? riskyFilterFile(config) : 'off\n', {
      fsync: false,
    });
  } catch {
    // without it hooks/risky.sh uses the built-in rules, and the Node hook reads the configuration itself
  }
}

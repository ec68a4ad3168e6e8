import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { readFileIfExists, writeFileAtomicSync } from '../../core/atomic.js';

/**
 * Claude Code's workspace trust (`~/.claude.json` → `projects.<path>.hasTrustDialogAccepted`): an
 * interactive claude started in a folder nobody trusted stops at the trust prompt. A session the
 * monitor resumes into a new folder (tmux) gets the trust its original folder had — the user gave
 * it to that work — and never more: an untrusted original leaves the prompt for the user.
 */
type TrustCarry = 'trusted' | 'carried' | 'untrusted';

/** `~/.claude.json` of this user: `$CLAUDE_CONFIG_DIR/.claude.json` when that is set. */
export function claudeJsonPath(env: Record<string, string | undefined>, home: string): string {
  return join(env['CLAUDE_CONFIG_DIR'] || home, '.claude.json');
}

function real(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

/**
 * Gives `to` the trust `from` has (`from` is the session's own folder, from its signed manifest;
 * `to` the folder the monitor chose). Other fields of the file are kept as they are; a file that
 * cannot be read as JSON is left alone ('untrusted': the prompt will say so).
 */
export function carryTrust(file: string, from: string, to: string): TrustCarry {
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(readFileIfExists(file) ?? '{}') as Record<string, unknown>;
  } catch {
    return 'untrusted';
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return 'untrusted';
  const projects = (typeof doc['projects'] === 'object' && doc['projects'] !== null ? doc['projects'] : {}) as Record<
    string,
    Record<string, unknown> | undefined
  >;
  const trusted = (p: string) =>
    projects[p]?.['hasTrustDialogAccepted'] === true || projects[real(p)]?.['hasTrustDialogAccepted'] === true;
  if (trusted(to)) return 'trusted';
  if (!trusted(from)) return 'untrusted';
  const key = real(to);
  projects[key] = { ...projects[key], hasTrustDialogAccepted: true };
  writeFileAtomicSync(file, `${JSON.stringify({ ...doc, projects }, null, 2)}\n`, { mode: 0o600 });
  return 'carried';
}

/** Does a tmux pane's text show Claude Code's workspace-trust prompt? */
export function showsTrustPrompt(paneText: string): boolean {
  return /one you trust|trust this folder|trust the files in this folder/i.test(paneText);
}

import { CheckpointError } from './errors.js';

const SAFE_KEY_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * Ids become path components only after this check: no separators, no `..`, no leading dot,
 * at most 128 chars. Claude Code session ids are UUIDs, checkpoint ids ULIDs or nanoids.
 */
export function assertSafeKey(kind: string, value: string): string {
  if (!SAFE_KEY_RE.test(value) || value.includes('..')) {
    throw new CheckpointError(
      'INVALID_ID',
      `invalid ${kind} ${JSON.stringify(value.slice(0, 80))}`,
      `a ${kind} is 1-128 characters of letters, digits, '.', '_' or '-'`,
    );
  }
  return value;
}

export function isSafeKey(value: string): boolean {
  return SAFE_KEY_RE.test(value) && !value.includes('..');
}

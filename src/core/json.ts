import { CheckpointError } from './errors.js';

/**
 * JSON.parse's complaint without the text it quotes: V8 says `Unexpected token 'r', "root:x:0:0"...
 * is not valid JSON`, and a file that should be JSON may be a planted link to a secret. Positions
 * are kept, content never.
 */
export function describeJsonError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if (/is not valid JSON$/.test(message)) return 'not valid JSON (unexpected character)';
  return message.replace(/'[^']*'/g, 'a character').replace(/"[^"]*"/g, '…');
}

/** Parses JSON text; INVALID_DATA naming `where` (never quoting the text) when it is not JSON. */
export function parseJsonText(text: string, where: string, hint?: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new CheckpointError('INVALID_DATA', `${where}: invalid JSON (${describeJsonError(err)})`, hint);
  }
}

import type * as z from 'zod/mini';
import { CheckpointError, errorMessage } from './errors.js';

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

/**
 * A schema's safeParse that really is safe: zod's length checks compare any input's `length` with
 * a number, even one the type check refused, so {"length": {"toString": 0}} where a string belongs
 * throws out of safeParse. Whatever it throws becomes INVALID_DATA naming `where`.
 */
export function safeParse<T extends z.ZodMiniType>(
  schema: T,
  value: unknown,
  where: string,
): ReturnType<T['safeParse']> {
  try {
    return schema.safeParse(value) as ReturnType<T['safeParse']>;
  } catch (err) {
    throw new CheckpointError(
      'INVALID_DATA',
      `${where}: a value of the wrong type (${errorMessage(err).slice(0, 80)})`,
      'fix or remove the file',
    );
  }
}

/**
 * One error type for everything the project reports to a person.
 * `code` is stable (tests and `--json` output use it); `hint` says what to do about it.
 */
export type ErrorCode =
  | 'USAGE'
  | 'NOT_FOUND'
  | 'AMBIGUOUS'
  | 'INVALID_DATA'
  | 'INVALID_ID'
  | 'LOCK_TIMEOUT'
  | 'LOCK_LOST'
  | 'IO'
  | 'TOO_LARGE'
  | 'CONFLICT'
  /** Stored data needs a key this machine does not have, or another one (exit 4, as INVALID_DATA). */
  | 'KEY';

/** Exit codes of the `pai-checkpoint` CLI (documented in the README). */
export const EXIT = {
  OK: 0,
  /** Internal or I/O failure. */
  FAILURE: 1,
  /** Bad command line. */
  USAGE: 2,
  /** The named checkpoint/session does not exist. */
  NOT_FOUND: 3,
  /** Stored data is invalid or unhealthy (unparsable file, failed doctor check), or needs a key this machine does not have. */
  INVALID_DATA: 4,
  /** Refused to overwrite something that is not ours, or a lock could not be taken. */
  CONFLICT: 5,
} as const;

export class CheckpointError extends Error {
  override name = 'CheckpointError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly hint?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function exitCodeFor(err: unknown): number {
  if (!(err instanceof CheckpointError)) return EXIT.FAILURE;
  switch (err.code) {
    case 'USAGE':
    case 'INVALID_ID':
    case 'AMBIGUOUS':
      return EXIT.USAGE;
    case 'NOT_FOUND':
      return EXIT.NOT_FOUND;
    case 'INVALID_DATA':
    case 'KEY':
      return EXIT.INVALID_DATA;
    case 'CONFLICT':
    case 'LOCK_TIMEOUT':
    case 'LOCK_LOST':
      return EXIT.CONFLICT;
    case 'IO':
    case 'TOO_LARGE':
      return EXIT.FAILURE;
  }
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

/** Node's errno code of a failed fs call, if any. */
export function errnoCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : undefined;
}

/**
 * A stored value quoted in a message, bounded whatever it is: a string's first 40 characters,
 * a number, boolean or null as written, anything else by its type (JSON.stringify of a value
 * nested 10,000 deep overflows the stack; of a 100 MB string, copies it into the message).
 */
export function quoteValue(v: unknown): string {
  if (typeof v === 'string')
    return v.length > 40 ? `${JSON.stringify(v.slice(0, 40))}… (${v.length} characters)` : JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  if (v === undefined) return 'missing';
  return Array.isArray(v) ? 'an array' : `a${typeof v === 'object' ? 'n object' : ` ${typeof v}`}`;
}

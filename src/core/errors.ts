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
  | 'CONFLICT';

/** Exit codes of the `pai-checkpoint` CLI (documented in the README). */
export const EXIT = {
  OK: 0,
  /** Internal or I/O failure. */
  FAILURE: 1,
  /** Bad command line. */
  USAGE: 2,
  /** The named checkpoint/session does not exist. */
  NOT_FOUND: 3,
  /** Stored data is invalid or unhealthy (unparsable file, failed doctor check). */
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

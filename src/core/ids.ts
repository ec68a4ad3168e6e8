import { monotonicFactory, decodeTime } from 'ulid';

let nextUlid = monotonicFactory();
let lastTime = -1;

/**
 * A new checkpoint id: a ULID (time-sortable, 26 chars of Crockford base32) whose time is `now`,
 * so the id, `createdAt` and the file name agree. Ids made in the same millisecond still sort in
 * creation order (monotonic); if the clock goes back, the id follows the clock.
 */
export function newCheckpointId(now: number = Date.now()): string {
  if (now < lastTime) nextUlid = monotonicFactory();
  lastTime = now;
  return nextUlid(now);
}

const ULID_RE = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export function isUlid(id: string): boolean {
  return ULID_RE.test(id);
}

/** Milliseconds encoded in a ULID, or undefined for anything else (e.g. a pai-seed nanoid). */
export function ulidTime(id: string): number | undefined {
  if (!isUlid(id)) return undefined;
  try {
    return decodeTime(id);
  } catch {
    return undefined;
  }
}

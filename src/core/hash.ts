import { createHash } from 'node:crypto';

/** The sha256 of a string (UTF-8) or bytes, as lowercase hex: every content hash, id and fingerprint of ours. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

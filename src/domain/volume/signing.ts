import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from '../../core/canonical.js';
import { CheckpointError, errorMessage } from '../../core/errors.js';
import type { Keyring } from '../../storage/sealed.js';

/**
 * Tamper evidence (Hive's security considerations): every manifest a volume opened with the
 * user's keys stores carries `signature` = HMAC-SHA256 of its canonical JSON without that field,
 * by the user's signing key (`<PAI_DIR>/checkpoint/signing.key`, made 0600 on first use; copy it
 * to the user's other machines). The checksum only finds damage, since anyone who can write the
 * volume can compute it again; the signature needs the key. Restore, resume and rollback refuse a
 * manifest that is unsigned or whose signature fails unless forced; `verify` reports it.
 */

type Raw = Record<string, unknown>;

function hmacOf(m: Raw, key: Buffer): Buffer {
  const { signature: _omit, ...rest } = m;
  return createHmac('sha256', key).update(canonicalJson(rest)).digest();
}

/** The manifest (or a fact: facts.ts) with its signature (the user's key is made on first use). */
export function signManifest<T extends Raw>(m: T, keyring: Keyring): T & { signature: { key_id: string; hmac_sha256: string } } {
  const key = keyring.signing(true)!;
  return { ...m, signature: { key_id: key.id, hmac_sha256: hmacOf(m, key.key).toString('hex') } };
}

/**
 * Why the stored manifest's (or fact's) signature does not hold, in words for the user, or
 * undefined when it does. `stored` is the object as stored (whatever its version).
 */
export function signatureProblem(stored: Raw, keyring: Keyring, what = 'manifest'): string | undefined {
  const sig = stored['signature'] as { key_id?: unknown; hmac_sha256?: unknown } | undefined;
  if (!sig) return `not signed (made before pai-checkpoint signed ${what}s, or its signature was removed)`;
  // A manifest's signature had its shape checked with the manifest (manifest.ts); a fact's is checked here.
  if (typeof sig !== 'object' || typeof sig.key_id !== 'string' || typeof sig.hmac_sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sig.hmac_sha256)) return 'its signature is malformed';
  let key;
  try {
    key = keyring.signing(false);
  } catch (err) {
    return `signed with key ${sig.key_id}, and the signing key here is unreadable: ${errorMessage(err)}`;
  }
  if (!key) return `signed with key ${sig.key_id}, and this machine has no signing key (${keyring.signingPath}): copy it from the machine that made the checkpoint`;
  if (key.id !== sig.key_id) return `signed with key ${sig.key_id}, not with this machine's signing key ${key.id} (${keyring.signingPath})`;
  const want = hmacOf(stored, key.key);
  return timingSafeEqual(want, Buffer.from(sig.hmac_sha256, 'hex')) ? undefined : `its signature does not match: the ${what} was changed after it was signed`;
}

/** A checkpoint refused for its signature: never passed over for an earlier one without a word. */
export class SignatureError extends CheckpointError {
  constructor(sessionId: string, id: string, why: string) {
    super('INVALID_DATA', `checkpoint ${sessionId}/${id}: ${why}`, 'if you trust the volume, pass --force to use it anyway; `pai-checkpoint verify --all` shows every checkpoint\'s signature');
  }
}

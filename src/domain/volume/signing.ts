import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from '../../core/canonical.js';
import { CheckpointError, errorMessage } from '../../core/errors.js';
import { KEY_HOWTO } from '../../core/secrets.js';
import type { StorageBackend } from '../../storage/backend.js';
import { keyringOf, type Keyring } from '../../storage/sealed.js';

/**
 * Tamper evidence (Hive's security considerations): every document a volume opened with the
 * user's keys stores and a decision reads — manifests, facts, session indexes, session statuses,
 * leases — carries `signature` = HMAC-SHA256 of its canonical JSON without that field. The key is
 * derived from the volume key when one is set (core/secrets.ts `derivedSigningKey`: that one
 * secret moves a session to another machine), else the user's own signing key
 * (`<PAI_DIR>/checkpoint/signing.key`, made 0600 on first use; `pai-checkpoint key export` and
 * `key import` move it). A checksum only finds damage, since anyone who can write the volume can
 * compute it again; the signature needs the key. Restore, resume and rollback refuse a manifest
 * that is unsigned or whose signature fails unless forced; `verify` reports it; an index or status
 * whose signature fails is not trusted (rebuilt from the signed manifests, or ignored).
 */

type Raw = Record<string, unknown>;

/** A signature as stored: the key's id, the HMAC, and the volume key it was derived from (absent: the user's signing key). */
interface Signature {
  key_id: string;
  hmac_sha256: string;
  volume_key_id?: string;
}

function hmacOf(m: Raw, key: Buffer): Buffer {
  const { signature: _omit, ...rest } = m;
  return createHmac('sha256', key).update(canonicalJson(rest)).digest();
}

/** The document (a manifest, fact, index, status or lease) with its signature (a signing key is made on first use). */
export function signManifest<T extends Raw>(m: T, keyring: Keyring): T & { signature: Signature } {
  const key = keyring.signing(true)!;
  return {
    ...m,
    signature: {
      key_id: key.id,
      hmac_sha256: hmacOf(m, key.key).toString('hex'),
      ...(key.volumeKeyId ? { volume_key_id: key.volumeKeyId } : {}),
    },
  };
}

/** Why a stored document's signature does not hold, what to do about it, and whether it is a key this machine lacks. */
export interface SignatureProblem {
  why: string;
  hint: string;
  /** The key that would check it is not here (or not readable): bring it, rather than suspect the volume. */
  missingKey: boolean;
}

const isId = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{16}$/.test(v);

/** The stored document's signature checked, or undefined when it holds. `stored` is the object as stored (whatever its version). */
export function checkSignature(stored: Raw, keyring: Keyring, what = 'manifest'): SignatureProblem | undefined {
  const tampered =
    "if you trust the volume, pass --force to use it anyway; `pai-checkpoint verify --all` shows every checkpoint's signature";
  const sig = stored['signature'] as Partial<Signature> | undefined;
  if (!sig)
    return {
      why: `not signed (made before pai-checkpoint signed ${what}s, or its signature was removed)`,
      hint: tampered,
      missingKey: false,
    };
  // A manifest's signature had its shape checked with the manifest (manifest.ts); any other document's is checked here.
  if (
    typeof sig !== 'object' ||
    !isId(sig.key_id) ||
    typeof sig.hmac_sha256 !== 'string' ||
    !/^[0-9a-f]{64}$/.test(sig.hmac_sha256) ||
    (sig.volume_key_id !== undefined && !isId(sig.volume_key_id))
  ) {
    return { why: 'its signature is malformed', hint: tampered, missingKey: false };
  }
  let key;
  try {
    key = keyring.verifying(sig.key_id);
  } catch (err) {
    return {
      why: `signed with key ${sig.key_id}, and the keys here are unreadable: ${errorMessage(err)}`,
      hint: 'fix the key file named above',
      missingKey: true,
    };
  }
  if (!key) {
    return sig.volume_key_id
      ? {
          why: `signed with a key derived from the volume key ${sig.volume_key_id}, which this machine does not have`,
          hint: KEY_HOWTO.volume(sig.volume_key_id),
          missingKey: true,
        }
      : {
          why: `signed with the signing key ${sig.key_id}, which this machine does not have (${keyring.signingPath})`,
          hint: KEY_HOWTO.signing(sig.key_id),
          missingKey: true,
        };
  }
  const want = hmacOf(stored, key.key);
  return timingSafeEqual(want, Buffer.from(sig.hmac_sha256, 'hex'))
    ? undefined
    : {
        why: `its signature does not match: the ${what} was changed after it was signed`,
        hint: tampered,
        missingKey: false,
      };
}

/** Why the stored document's signature does not hold, in words for the user, or undefined when it does. */
export function signatureProblem(stored: Raw, keyring: Keyring, what = 'manifest'): string | undefined {
  const p = checkSignature(stored, keyring, what);
  return p && (p.missingKey ? `${p.why}: ${p.hint}` : p.why);
}

/** A checkpoint refused for its signature: never passed over for an earlier one without a word. A key this machine lacks is exit 4 (KEY), naming it. */
export class SignatureError extends CheckpointError {
  constructor(sessionId: string, id: string, problem: SignatureProblem) {
    super(problem.missingKey ? 'KEY' : 'INVALID_DATA', `checkpoint ${sessionId}/${id}: ${problem.why}`, problem.hint);
  }
}

/**
 * `doc` signed with this machine's key, when the volume was opened with the user's keys and a key
 * is here (`create`: the user's signing key is made when there is none, as a writer of the
 * session's own documents does; a reader that rewrites a cache creates no key). Otherwise as it is.
 */
export function signedFor<T extends Raw>(store: StorageBackend, doc: T, create = false): T {
  const keyring = keyringOf(store);
  if (!keyring) return doc;
  const { signature: _old, ...plain } = doc;
  try {
    return keyring.signing(create) ? (signManifest(plain, keyring) as unknown as T) : (plain as T);
  } catch {
    return plain as T; // a key that cannot be read here signs nothing: readers with keys do not trust it
  }
}

/** Why a document read from `store` must not steer a decision (its signature does not hold), or undefined; a volume opened without keys (library use) checks nothing. */
export function untrusted(store: StorageBackend, doc: unknown, what: string): SignatureProblem | undefined {
  const keyring = keyringOf(store);
  if (!keyring) return undefined;
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
    return { why: `not a ${what}`, hint: 'the volume was damaged or tampered with', missingKey: false };
  return checkSignature(doc as Raw, keyring, what);
}

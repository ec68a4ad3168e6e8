import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { dirname, basename } from 'node:path';
import { createFileExclusiveSync, ensureDir, readFileIfExists } from './atomic.js';
import { CheckpointError, errorMessage } from './errors.js';

/**
 * The user's two secrets: the volume's encryption key and the manifests' signing key. Both are 32
 * random bytes, written as 64 hex digits (base64 is read too). Neither is ever written to the
 * volume or echoed: what is shown and stored is a key id, the first 16 hex digits of
 * HMAC-SHA256(key, "pai-checkpoint key id"), which names a key without revealing it.
 */
export interface Secret {
  readonly key: Buffer;
  readonly id: string;
  /** Where it came from (a file, or an environment variable), for messages. */
  readonly source: string;
}

const KEY_BYTES = 32;

/** A key that signs: the user's signing key, or one derived from a volume key (`volumeKeyId` names that key). */
export interface SigningSecret extends Secret {
  readonly volumeKeyId?: string;
}

export function keyId(key: Buffer): string {
  return createHmac('sha256', key).update('pai-checkpoint key id').digest('hex').slice(0, 16);
}

/** A key from its text (64 hex digits or base64 of 32 bytes, surrounding whitespace ignored). */
export function parseKey(text: string, source: string): Secret {
  const t = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(t)
    ? Buffer.from(t, 'hex')
    : /^[A-Za-z0-9+/]{43}=?$/.test(t)
      ? Buffer.from(t, 'base64')
      : undefined;
  if (key?.length !== KEY_BYTES) {
    throw new CheckpointError(
      'USAGE',
      `${source}: not a key (expected 64 hex digits: 32 random bytes)`,
      'make one with `openssl rand -hex 32`',
    );
  }
  return { key, id: keyId(key), source };
}

/**
 * A key file: refused when others may read it (as ssh refuses a private key), when it is not a
 * regular file, or when it holds no key. `undefined` when it does not exist.
 */
export function readKeyFile(path: string): Secret | undefined {
  let text: string | undefined;
  try {
    text = readFileIfExists(path);
  } catch (err) {
    throw new CheckpointError('USAGE', `key file ${path}: ${errorMessage(err)}`, 'point it at a file holding the key');
  }
  if (text === undefined) return undefined;
  const mode = statSync(path).mode & 0o777;
  if (mode & 0o077)
    throw new CheckpointError(
      'USAGE',
      `key file ${path} can be read by others (mode ${mode.toString(8).padStart(3, '0')})`,
      `chmod 600 ${path}`,
    );
  return parseKey(text, path);
}

/**
 * The signing key at `path`, created (0600, 32 random bytes) when there is none yet. Two
 * processes creating it at once agree: the file is created exclusively and the loser reads the
 * winner's.
 */
export function signingKey(path: string, create: boolean): Secret | undefined {
  const found = readKeyFile(path);
  if (found || !create) return found;
  ensureDir(dirname(path));
  try {
    createFileExclusiveSync(dirname(path), [basename(path)], `${randomBytes(KEY_BYTES).toString('hex')}\n`, {
      mode: 0o600,
    });
  } catch (err) {
    if (!readKeyFile(path))
      throw new CheckpointError(
        'IO',
        `could not create the signing key ${path} (${errorMessage(err)})`,
        'make its folder writable',
      );
  }
  return readKeyFile(path);
}

/**
 * The signing key of a volume key (issue 32: one secret moves a session): HKDF-SHA256 of the
 * volume key with its own label, so that the encryption key never signs and the signature never
 * reveals it. Manifests, facts, indexes, statuses and leases written under a volume key are signed
 * with it, so another machine needs the volume key alone.
 */
export function derivedSigningKey(volume: Secret): SigningSecret {
  const key = Buffer.from(hkdfSync('sha256', volume.key, Buffer.alloc(0), 'pai-checkpoint signing 1', KEY_BYTES));
  return {
    key,
    id: keyId(key),
    source: `derived from the volume key ${volume.id} (${volume.source})`,
    volumeKeyId: volume.id,
  };
}

/** Where the user's own file is, and how keys move between machines: what every message about a missing key says. */
export const KEY_HOWTO = {
  volume: (id: string) =>
    `set the volume key ${id} here: on a machine that has it, \`pai-checkpoint key export --volume -o volume.key\`; copy the file here, then \`pai-checkpoint key import --volume volume.key\` (or set [encryption] key_file in ~/.pai/checkpoint.toml, or PAI_CHECKPOINT_KEY)`,
  signing: (id: string) =>
    `put the signing key ${id} here: on the machine that has it, \`pai-checkpoint key export -o signing.key\`; copy the file here, then \`pai-checkpoint key import signing.key\``,
};

import { fileURLToPath } from 'node:url';
import type { Config } from '../core/config.js';
import { CheckpointError, errorMessage } from '../core/errors.js';
import {
  derivedSigningKey,
  parseKey,
  readKeyFile,
  signingKey,
  type Secret,
  type SigningSecret,
} from '../core/secrets.js';
import { redactUrl } from '../core/redact.js';
import { volumeScheme, type VolumeScheme } from '../core/volume-url.js';
import type { StorageBackend } from './backend.js';
import { LocalVolume } from './local.js';
import { S3Volume } from './s3.js';
import { SealedVolume, type Keyring } from './sealed.js';

/** Where a volume's location is set, for messages that tell the user what to change. */
const SETTING = '[volume] path in checkpoint.toml (or $PAI_CHECKPOINT_VOLUME)';

/** How to reach a remote volume: `[volume] endpoint` and `path_style`. */
interface VolumeAccess {
  /** An S3-compatible endpoint; else AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL; else AWS. */
  endpoint?: string | undefined;
  pathStyle?: boolean | undefined;
  env?: NodeJS.ProcessEnv | undefined;
  /** The user's keys (encryption, signing); without, nothing is encrypted or signed, and encrypted objects cannot be read. */
  keyring?: Keyring | undefined;
  /** `[volume] large`: an s3:// tier for workspaces over `max_local_mb` (opened with the same access and keys). */
  large?: string | undefined;
}

/**
 * Opens the volume at `location`, the one place that maps a location to a backend: a folder path
 * or a `file://` URL is a LocalVolume, `s3://bucket/prefix` an S3Volume (its SDK is loaded on
 * its first request); any other scheme is refused by name, so that it never becomes a folder
 * called `x:` in the current directory. Either is wrapped in a SealedVolume (storage/sealed.ts):
 * it encrypts with the keyring's key and reads encrypted objects.
 */
export function openVolumeAt(location: string, access: VolumeAccess = {}): StorageBackend {
  const large = access.large ? new SealedVolume(openBackend(access.large, access), access.keyring) : undefined;
  return new SealedVolume(openBackend(location, access), access.keyring, large);
}

function openBackend(location: string, access: VolumeAccess): StorageBackend {
  if (location === '') throw new CheckpointError('USAGE', 'no volume location given', `set ${SETTING} to a folder`);
  const scheme = volumeScheme(location, '', SETTING);
  return scheme ? OPENERS[scheme](location, access) : new LocalVolume(location);
}

/** One opener per scheme of core/volume-url.ts VOLUME_SCHEMES (the location is echoed without credentials: an S3 URL may carry keys). */
const OPENERS: Record<VolumeScheme, (location: string, access: VolumeAccess) => StorageBackend> = {
  file(location) {
    try {
      return new LocalVolume(fileURLToPath(location));
    } catch (err) {
      throw new CheckpointError(
        'USAGE',
        `volume ${redactUrl(location)}: not a local file URL (${errorMessage(err)})`,
        `set ${SETTING} to a folder or a file:///absolute/path URL`,
      );
    }
  },
  s3(location, access) {
    const env = access.env ?? process.env;
    const endpoint = access.endpoint ?? (env['AWS_ENDPOINT_URL_S3'] || env['AWS_ENDPOINT_URL'] || undefined);
    return new S3Volume({ url: location, endpoint, pathStyle: access.pathStyle });
  },
};

/** The volume the configuration names, with the user's keys. */
export function openVolume(config: Pick<Config, 'volume' | 'keys'>): StorageBackend {
  return openVolumeAt(config.volume.path, { ...config.volume, keyring: keyringFor(config.keys) });
}

/** The user's keys as the configuration names them, each read when first needed (and then kept). */
export function keyringFor(keys: Config['keys']): Keyring {
  let encryption: Secret | undefined | null = null;
  let ownSigning: Secret | undefined;
  let derived: SigningSecret | undefined;
  const readEncryption = (): Secret | undefined => {
    if (encryption !== null) return encryption;
    const e = keys.encryption;
    if (e && 'file' in e) {
      encryption = readKeyFile(e.file);
      if (!encryption)
        throw new CheckpointError(
          'KEY',
          `the encryption key file ${e.file} ([encryption] key_file) does not exist`,
          'make one with `openssl rand -hex 32 > <file> && chmod 600 <file>`, or bring it from the machine that made the checkpoints: `pai-checkpoint key export --volume` there, `pai-checkpoint key import --volume <file>` here',
        );
    } else {
      encryption = e ? parseKey(e.text, e.source) : undefined;
    }
    return encryption;
  };
  const derivedKey = (): SigningSecret | undefined => {
    const e = readEncryption();
    return e && (derived ??= derivedSigningKey(e));
  };
  return {
    signingPath: keys.signingFile,
    encryption: readEncryption,
    signing(create) {
      return derivedKey() ?? (ownSigning ??= signingKey(keys.signingFile, create));
    },
    verifying(id) {
      // Checking never creates a key, and a key that cannot be read here is one this machine does not have.
      const candidates = [() => derivedKey(), () => (ownSigning ??= signingKey(keys.signingFile, false))];
      for (const get of candidates) {
        try {
          const k = get();
          if (k?.id === id) return k;
        } catch {
          // unreadable: not this one
        }
      }
      return undefined;
    },
  };
}

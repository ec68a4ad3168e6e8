import { fileURLToPath } from 'node:url';
import { CheckpointError, errorMessage } from '../core/errors.js';
import { redactUrl } from '../core/redact.js';
import type { StorageBackend } from './backend.js';
import { LocalVolume } from './local.js';
import { S3Volume } from './s3.js';

/** Where a volume's location is set, for messages that tell the user what to change. */
const SETTING = '[volume] path in checkpoint.toml (or $PAI_CHECKPOINT_VOLUME)';

/** How to reach a remote volume: `[volume] endpoint` and `path_style`. */
export interface VolumeAccess {
  /** An S3-compatible endpoint; else AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL; else AWS. */
  endpoint?: string | undefined;
  pathStyle?: boolean | undefined;
  env?: NodeJS.ProcessEnv | undefined;
}

/**
 * Opens the volume at `location`, the one place that maps a location to a backend: a folder path
 * or a `file://` URL is a LocalVolume, `s3://bucket/prefix` an S3Volume (its SDK is loaded on
 * its first request); any other scheme is refused by name, so that it never becomes a folder
 * called `x:` in the current directory.
 */
export function openVolumeAt(location: string, access: VolumeAccess = {}): StorageBackend {
  if (location === '') throw new CheckpointError('USAGE', 'no volume location given', `set ${SETTING} to a folder`);
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(location)?.[1]?.toLowerCase();
  if (scheme === undefined) return new LocalVolume(location);
  // The location is echoed without credentials (an S3 URL may carry keys).
  const shown = redactUrl(location);
  if (scheme === 'file') {
    let path: string;
    try {
      path = fileURLToPath(location);
    } catch (err) {
      throw new CheckpointError('USAGE', `volume ${shown}: not a local file URL (${errorMessage(err)})`, `set ${SETTING} to a folder or a file:///absolute/path URL`);
    }
    return new LocalVolume(path);
  }
  if (scheme === 's3') {
    const env = access.env ?? process.env;
    const endpoint = access.endpoint ?? (env['AWS_ENDPOINT_URL_S3'] || env['AWS_ENDPOINT_URL'] || undefined);
    return new S3Volume({ url: location, endpoint, pathStyle: access.pathStyle });
  }
  throw new CheckpointError('USAGE', `volume ${shown}: the ${scheme}:// scheme is not supported (a folder, a file:// URL or s3://bucket/prefix is)`, `set ${SETTING} to a folder or an S3 location`);
}

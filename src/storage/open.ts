import { fileURLToPath } from 'node:url';
import { CheckpointError, errorMessage } from '../core/errors.js';
import { redactUrl } from '../core/redact.js';
import type { StorageBackend } from './backend.js';
import { LocalVolume } from './local.js';

/** Where a volume's location is set, for messages that tell the user what to change. */
const SETTING = '[volume] path in checkpoint.toml (or $PAI_CHECKPOINT_VOLUME)';

/**
 * Opens the volume at `location`, the one place that maps a location to a backend: a folder path
 * or a `file://` URL is a LocalVolume; any other scheme (`s3://…`) is refused by name until its
 * backend exists, so that it never becomes a folder called `s3:` in the current directory.
 */
export function openVolumeAt(location: string): StorageBackend {
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
  throw new CheckpointError('USAGE', `volume ${shown}: the ${scheme}:// scheme is not supported yet (a folder or a file:// URL is)`, `set ${SETTING} to a folder`);
}

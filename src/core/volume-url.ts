import { CheckpointError } from './errors.js';
import { isSafeKey } from './keys.js';
import { redactUrl, refuseVolumeUrlCredentials } from './redact.js';

/**
 * The volume schemes, the registry both the configuration and storage/open.ts ask: a location
 * without a scheme is a folder; one with a scheme named here is opened by that scheme's opener
 * (storage/open.ts OPENERS, typed by these names, so that a row here without an opener there
 * does not compile); any other scheme is refused by name, so that `x://…` never becomes a folder
 * called `x:` in the current directory. Each value is its form, for messages. Adding a scheme: a
 * backend in storage/ that passes the backend contract suite (test/storage/contract.ts), a row
 * here and an opener there.
 */
const VOLUME_SCHEMES = { file: 'a file:// URL', s3: 's3://bucket/prefix' } as const;
export type VolumeScheme = keyof typeof VOLUME_SCHEMES;

/**
 * The scheme of a volume location (lowercase), or undefined for a folder path. USAGE naming the
 * scheme, the location without credentials and `source` (the file or variable that set it) when
 * no opener takes it; an s3:// location's shape is checked here too, so that its error names
 * `source`; the hint says to set `setting` to a form that is.
 */
export function volumeScheme(location: string, source = '', setting = 'it'): VolumeScheme | undefined {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(location)?.[1]?.toLowerCase();
  if (scheme === undefined) return undefined;
  if (!(scheme in VOLUME_SCHEMES)) {
    const forms = ['a folder', ...Object.values(VOLUME_SCHEMES)];
    throw new CheckpointError(
      'USAGE',
      `${source ? `${source}: ` : ''}volume ${redactUrl(location)}: the ${scheme}:// scheme is not supported`,
      `set ${setting} to ${forms.slice(0, -1).join(', ')} or ${forms.at(-1)}`,
    );
  }
  if (scheme === 's3') parseS3Location(location, source);
  return scheme as VolumeScheme;
}

/**
 * The bucket and key prefix of an `s3://bucket` or `s3://bucket/prefix` volume location: the one
 * place its shape is checked. The configuration checks it where it is set, so that the error names
 * the file (or variable) that says it (`source`); storage/s3.ts again when it opens the volume.
 * USAGE naming the URL (without credentials, which are refused) when it is not one.
 */
export function parseS3Location(url: string, source = ''): { bucket: string; prefix: string } {
  refuseVolumeUrlCredentials(url, source);
  const m = /^s3:\/\/([^/?#]+)(\/[^?#]*)?$/i.exec(url);
  const bucket = m?.[1] ?? '';
  const prefix = (m?.[2] ?? '').replace(/^\/+|\/+$/g, '');
  // The prefix becomes the first segments of every key: safe names only (no "..", no empty segment).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || (prefix !== '' && !prefix.split('/').every(isSafeKey))) {
    throw new CheckpointError(
      'USAGE',
      `${source ? `${source}: ` : ''}volume ${url}: not an S3 location (s3://bucket or s3://bucket/prefix, with a bucket name of 3-63 lower-case letters, digits, "." and "-")`,
      'set [volume] path in checkpoint.toml (or $PAI_CHECKPOINT_VOLUME) to s3://<bucket>/<prefix>',
    );
  }
  return { bucket, prefix };
}

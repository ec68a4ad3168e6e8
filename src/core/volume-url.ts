import { CheckpointError } from './errors.js';
import { isSafeKey } from './keys.js';
import { refuseVolumeUrlCredentials } from './redact.js';

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

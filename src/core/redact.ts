import { CheckpointError } from './errors.js';

/**
 * Credentials never leave the machine inside a URL: `https://user:token@host/x` (or a token alone
 * as the user name, as GitHub tokens are used) is stored as `https://host/x`, and query parameters
 * with secret-looking names keep their name but lose their value. A restore then adds the remote
 * without the token, and git's own credential helper supplies one when it fetches.
 */
const SECRET_PARAM = /^(?:.*(?:token|secret|key|password|passwd|pwd|auth|signature|sig|credential)s?|code)$/i;

export function redactUrl(url: string): string {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/)([^/?#]*)(.*)$/s.exec(url);
  if (!scheme) return url; // scp-like `git@host:path` or a local path: no credentials to strip
  const [, prefix, authority = '', rest = ''] = scheme;
  const at = authority.lastIndexOf('@');
  const host = at >= 0 ? authority.slice(at + 1) : authority;
  const q = rest.indexOf('?');
  if (q < 0) return `${prefix}${host}${rest}`;
  const hash = rest.indexOf('#', q);
  const query = rest.slice(q + 1, hash < 0 ? undefined : hash);
  const cleaned = query
    .split('&')
    .map((kv) => {
      const eq = kv.indexOf('=');
      const name = eq < 0 ? kv : kv.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(decodeURIComponentSafe(name)) ? `${name}=REDACTED` : kv;
    })
    .join('&');
  return `${prefix}${host}${rest.slice(0, q)}?${cleaned}${hash < 0 ? '' : rest.slice(hash)}`;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * USAGE when a volume's URL carries credentials (`s3://KEY:SECRET@bucket/…`): they belong in the
 * AWS settings, never in a setting we store or print. The message shows the URL without them.
 */
export function refuseVolumeUrlCredentials(url: string, source = ''): void {
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*@/.test(url)) return;
  throw new CheckpointError('USAGE', `${source ? `${source}: ` : ''}volume ${redactUrl(url)}: credentials do not belong in the volume's URL`, 'remove them; set AWS_PROFILE, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or ~/.aws/credentials)');
}

/**
 * `message` with each of `secrets` (those of 4 characters or more, the longest first, so one that
 * holds another goes whole) replaced by what `mask` says (default `***`).
 */
export function maskSecrets(message: string, secrets: Iterable<string>, mask: (secret: string) => string = () => '***'): string {
  let out = message;
  for (const s of [...new Set(secrets)].filter((x) => x.length >= 4).sort((a, b) => b.length - a.length)) out = out.split(s).join(mask(s));
  return out;
}

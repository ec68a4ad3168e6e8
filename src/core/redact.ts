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
  throw new CheckpointError(
    'USAGE',
    `${source ? `${source}: ` : ''}volume ${redactUrl(url)}: credentials do not belong in the volume's URL`,
    'remove them; set AWS_PROFILE, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or ~/.aws/credentials)',
  );
}

/**
 * `message` with each of `secrets` (those of 4 characters or more, the longest first, so one that
 * holds another goes whole) replaced by what `mask` says (default `***`).
 */
export function maskSecrets(
  message: string,
  secrets: Iterable<string>,
  mask: (secret: string) => string = () => '***',
): string {
  let out = message;
  for (const s of [...new Set(secrets)].filter((x) => x.length >= 4).sort((a, b) => b.length - a.length))
    out = out.split(s).join(mask(s));
  return out;
}

/**
 * Well-known secret shapes (issue 16: what a transcript copy, a summary, a log line or a
 * notification must not carry): cloud and API keys by their documented prefixes, private keys,
 * bearer tokens, and the values of assignments whose name says secret. Each becomes
 * `[REDACTED:<kind>]`. JSON-safe: a value never takes a quote, a backslash or a control character,
 * so a JSON text stays JSON (a redacted transcript line still parses). Patterns are linear (no
 * nested quantifiers): a hostile text cannot stall them.
 */
const SECRET_PATTERNS: [kind: string, re: RegExp][] = [
  // The body never takes a quote: in JSON text a match then stays inside one string (a BEGIN in one
  // field and an END in a later one would otherwise swallow the fields between, or a line of JSONL).
  ['private-key', /-----BEGIN [A-Z ]{0,40}PRIVATE KEY-----[^"]{0,20000}?-----END [A-Z ]{0,40}PRIVATE KEY-----/g],
  ['aws-access-key-id', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g],
  ['github-token', /\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b/g],
  ['anthropic-key', /\bsk-ant-[A-Za-z0-9_-]{20,300}/g],
  ['openai-key', /\bsk-(?:proj-)?[A-Za-z0-9_-]{32,300}/g],
  ['slack-token', /\bxox[abposr]-[A-Za-z0-9-]{10,300}/g],
  ['slack-webhook', /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/_-]{10,300}/g],
  ['google-api-key', /\bAIza[0-9A-Za-z_-]{35}\b/g],
  ['stripe-key', /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,200}/g],
  ['bearer-token', /\b([Bb]earer\s+)[A-Za-z0-9._~+/=-]{20,2000}/g],
  // NAME=value, NAME: value, "NAME": "value" where NAME ends in a secret-looking word.
  [
    'secret-value',
    /\b([A-Za-z0-9_.-]{0,40}(?:password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credentials?)\\?"?\s{0,3}[=:]\s{0,3}\\?"?)([^\s"'\\,;&}\]{<>[]{6,500})/gi,
  ],
];

/** `text` with every well-known secret replaced (see SECRET_PATTERNS); the same text when none. */
export function redactSecretPatterns(text: string): string {
  let out = text;
  for (const [kind, re] of SECRET_PATTERNS) {
    re.lastIndex = 0;
    if (!re.test(out)) continue;
    re.lastIndex = 0;
    out = out.replace(re, (_whole: string, keep?: string) =>
      kind === 'bearer-token' || kind === 'secret-value' ? `${keep ?? ''}[REDACTED:${kind}]` : `[REDACTED:${kind}]`,
    );
  }
  return out;
}

import type { ChannelConfig, Config } from '../../core/config.js';
import { errorMessage } from '../../core/errors.js';
import { maskSecrets, redactUrl } from '../../core/redact.js';
import { httpPost } from '../../platform/http.js';
import type { Delivery } from './channels/channel.js';
import { CHANNELS, deliveryFor } from './channels/index.js';
import type { Notification } from './message.js';
import type { SendOutcome } from './outbox.js';

/** Sends one notification on one channel; every credential is taken out of an error before it is reported. */
export async function sendTo(
  config: Config,
  channel: string,
  n: Notification,
  env: Record<string, string | undefined>,
): Promise<SendOutcome> {
  const c: ChannelConfig | undefined = config.notifications.channels[channel];
  if (!c) return { ok: false, error: `no channel "${channel}" in [notifications.channels] any more` };
  let d: Delivery | undefined;
  try {
    d = deliveryFor(c, n, env);
    if (d.kind === 'smtp') {
      const smtp: unknown = await import('../../platform/smtp.js'); // dist/lib/smtp.cjs in the bundles
      const mod = smtp as typeof import('../../platform/smtp.js') & {
        default?: typeof import('../../platform/smtp.js');
      };
      const send = mod.sendMail ?? mod.default!.sendMail;
      const id = await send(d);
      return { ok: true, detail: `accepted by ${d.host}:${d.port}${id ? ` as ${id}` : ''}` };
    }
    const r = await httpPost(d.url, d.headers, d.body);
    if (r.status >= 200 && r.status < 300) return { ok: true, detail: `HTTP ${r.status}` };
    return {
      ok: false,
      error: scrub(`HTTP ${r.status}${r.body ? `: ${r.body.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`, d, c, env),
      ...(r.retryAfterMs !== undefined ? { retryAfterMs: r.retryAfterMs } : {}),
    };
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
    return { ok: false, error: scrub(`${errorMessage(err)}${cause}`, d, c, env) };
  }
}

/** The message without any credential of the channel: its URLs (a Slack webhook's path is its secret), tokens, secrets, passwords. */
function scrub(
  message: string,
  d: Delivery | undefined,
  c: ChannelConfig,
  env: Record<string, string | undefined>,
): string {
  const secrets = new Set<string>();
  if (d?.kind === 'http') {
    secrets.add(d.url);
    const u = new URL(d.url);
    secrets.add(`${u.pathname}${u.search}`); // a server that echoes the path (Slack's token is in it)
    for (const [k, v] of Object.entries(d.headers)) if (/^(authorization|x-signature)$/i.test(k)) secrets.add(v);
  }
  if (d?.kind === 'smtp' && d.auth) secrets.add(d.auth.pass);
  for (const k of CHANNELS[c.type].secrets) {
    const raw = c.fields[k];
    if (typeof raw !== 'string') continue;
    secrets.add(raw.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => env[name] ?? ''));
  }
  return maskSecrets(message, secrets, (s) =>
    d?.kind === 'http' && s === d.url ? `${redactUrl(new URL(s).origin)}/…` : '***',
  );
}

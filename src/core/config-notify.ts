import { CheckpointError } from './errors.js';
import { redactUrl } from './redact.js';
import {
  CHANNEL_TYPES,
  PRIORITIES,
  type ChannelConfig,
  type ChannelType,
  type Config,
  type FileConfig,
  type Priority,
} from './config-schema.js';

/**
 * The configuration's `[notifications]` and `[integrations]`, built from a file: each channel's
 * fields checked against its type, and every URL a secret is sent to checked (https, or a local
 * address).
 */

const CHANNEL_NEEDS: Record<ChannelType, string[]> = {
  slack: ['webhook_url'],
  discord: ['webhook_url'],
  ntfy: ['topic'],
  webhook: ['url'],
  email: ['smtp_host', 'from_address', 'to_address'],
};
const CHANNEL_MAY: Record<ChannelType, string[]> = {
  slack: ['username'],
  discord: ['username'],
  ntfy: ['server', 'token'],
  webhook: ['secret'],
  email: ['smtp_port', 'smtp_user', 'smtp_password'],
};

/**
 * `[notifications]`, checked: each channel's type (its name, or `type`), the fields that type needs
 * and no field of another type, URLs https (http only to a loopback address: local tools, tests)
 * unless they are `${VAR}` (checked when sending), routing naming defined channels only.
 */
export function notificationsConfig(n: FileConfig['notifications'], file: string): Config['notifications'] {
  const channels: Record<string, ChannelConfig> = Object.create(null) as Record<string, ChannelConfig>;
  for (const [name, c] of Object.entries(n?.channels ?? {})) {
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(name))
      throw new CheckpointError(
        'INVALID_DATA',
        `${file}: notifications.channels.${JSON.stringify(name)}: a channel name is letters, digits, "_" and "-" (at most 40)`,
        'rename the channel',
      );
    const type = c.type ?? (CHANNEL_TYPES as readonly string[]).find((t) => t === name);
    if (!type)
      throw new CheckpointError(
        'INVALID_DATA',
        `${file}: notifications.channels.${name}: no type`,
        `name the channel after its type (${CHANNEL_TYPES.join(', ')}) or set type = "…"`,
      );
    const t = type as ChannelType;
    const { type: _type, ...fields } = c;
    for (const need of CHANNEL_NEEDS[t])
      if (!(need in fields))
        throw new CheckpointError(
          'INVALID_DATA',
          `${file}: notifications.channels.${name}: ${need} is missing`,
          `a ${t} channel needs ${CHANNEL_NEEDS[t].join(', ')}`,
        );
    for (const k of Object.keys(fields))
      if (!CHANNEL_NEEDS[t].includes(k) && !CHANNEL_MAY[t].includes(k))
        throw new CheckpointError(
          'INVALID_DATA',
          `${file}: notifications.channels.${name}: ${k} is not a field of a ${t} channel`,
          `a ${t} channel takes ${[...CHANNEL_NEEDS[t], ...CHANNEL_MAY[t]].join(', ')}`,
        );
    for (const k of ['webhook_url', 'url', 'server'] as const) {
      const v = fields[k];
      const why = typeof v === 'string' ? insecureUrl(v) : undefined;
      if (why)
        throw new CheckpointError(
          'INVALID_DATA',
          `${file}: notifications.channels.${name}.${k}: ${why}`,
          'use an https URL (http is accepted only for 127.0.0.1, ::1 or localhost)',
        );
    }
    channels[name] = { name, type: t, fields: fields as Record<string, string | number> };
  }
  const fallback = n?.default_channel;
  if (fallback !== undefined && !channels[fallback])
    throw new CheckpointError(
      'INVALID_DATA',
      `${file}: notifications.default_channel: no channel "${fallback}"`,
      `define [notifications.channels.${fallback}]`,
    );
  const routing = Object.fromEntries(
    PRIORITIES.map((p) => [p, n?.routing?.[p] ?? (p === 'info' || !fallback ? [] : [fallback])]),
  ) as Record<Priority, string[]>;
  for (const p of PRIORITIES) {
    const unknown = routing[p].find((name) => !channels[name]);
    if (unknown)
      throw new CheckpointError(
        'INVALID_DATA',
        `${file}: notifications.routing.${p}: no channel "${unknown}"`,
        `define [notifications.channels.${unknown}], or use ${Object.keys(channels).join(', ') || 'a channel you define'}`,
      );
  }
  return { channels, routing };
}

/**
 * Why a channel URL may not be used (SPEC-07 security: https only, except loopback addresses for
 * local tools and tests), or undefined. A `${VAR}` URL is checked when it is expanded.
 */
export function insecureUrl(value: string): string | undefined {
  if (value.includes('${')) return undefined;
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return `${JSON.stringify(value)} is not a URL`;
  }
  if (u.protocol === 'https:') return undefined;
  const loopback = u.hostname === 'localhost' || u.hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(u.hostname);
  if (u.protocol === 'http:' && loopback) return undefined;
  return `${redactUrl(value)} is not https`;
}

/** `[integrations]`: API URLs https (or loopback), defaults filled in. */
export function integrationsConfig(i: FileConfig['integrations'], file: string): Config['integrations'] {
  const api = (section: string, v: string | undefined, fallback: string) => {
    const why = v === undefined ? undefined : insecureUrl(v);
    if (why)
      throw new CheckpointError(
        'INVALID_DATA',
        `${file}: integrations.${section}.api_url: ${why}`,
        'use an https URL (http is accepted only for 127.0.0.1, ::1 or localhost)',
      );
    return v ?? fallback;
  };
  const g = i?.github;
  const l = i?.linear;
  return {
    github: g
      ? {
          token: g.token,
          defaultRepo: g.default_repo,
          apiUrl: api('github', g.api_url, 'https://api.github.com'),
          createOnError: g.create_on_error ?? false,
        }
      : undefined,
    linear: l
      ? {
          apiKey: l.api_key,
          defaultTeam: l.default_team,
          apiUrl: api('linear', l.api_url, 'https://api.linear.app/graphql'),
          createOnError: l.create_on_error ?? false,
        }
      : undefined,
    beads: i?.beads?.enabled ?? true,
  };
}

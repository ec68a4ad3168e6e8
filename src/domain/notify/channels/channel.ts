import { insecureUrl, type ChannelConfig } from '../../../core/config.js';
import { CheckpointError } from '../../../core/errors.js';
import type { Notification } from '../message.js';

/**
 * The contract of a notification channel (SPEC-07.21.01): what it sends for a notification, as its
 * service documents it, and which of its fields are credentials. A channel is pure: the sender
 * (send.ts) carries its delivery out over HTTP or SMTP, so tests compare a request byte for byte
 * with what a stand-in server received. One file per channel in this folder, registered in
 * index.ts; every channel passes the shared contract suite (test/domain/notify/channel-contract.ts).
 */
export interface Channel {
  /** Its fields that hold a credential (a webhook URL's path, a token, a secret, a password): masked in every error and log line. */
  readonly secrets: readonly string[];
  /** What it sends for `n`; USAGE naming the field when one cannot be used (an unset `${VAR}`, an http URL). */
  delivery(fields: ChannelFields, n: Notification): Delivery;
}

/** A request for the sender: an HTTP POST, or a mail over SMTP. */
export type Delivery =
  | { kind: 'http'; url: string; headers: Record<string, string>; body: string }
  | {
      kind: 'smtp';
      host: string;
      port: number;
      secure: boolean;
      auth?: { user: string; pass: string };
      from: string;
      to: string;
      subject: string;
      text: string;
    };

/** A channel's fields as its delivery reads them. */
interface ChannelFields {
  /** The field as written (a number stays one), `${VAR}` not expanded. */
  raw(key: string): string | number | undefined;
  has(key: string): boolean;
  /** The field with its `${VAR}`s expanded. */
  text(key: string): string;
  /** text(key), which must be an https URL (http only to a loopback address). */
  url(key: string): string;
}

/** `${VAR}` replaced by the variable's value (secrets stay in the environment); USAGE naming the field when it is not set. */
export function expand(
  value: string | number | undefined,
  env: Record<string, string | undefined>,
  where: string,
): string {
  return String(value ?? '').replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    const v = env[name];
    if (v === undefined || v === '')
      throw new CheckpointError(
        'USAGE',
        `${where} uses \${${name}}, which is not set`,
        `export ${name}=… in the environment pai-checkpoint runs in`,
      );
    return v;
  });
}

/** The fields of a configured channel, read in `env`; every error names `notifications.channels.<name>.<field>`. */
export function channelFields(channel: ChannelConfig, env: Record<string, string | undefined>): ChannelFields {
  const text = (k: string) => expand(channel.fields[k], env, `notifications.channels.${channel.name}.${k}`);
  return {
    raw: (k) => channel.fields[k],
    has: (k) => channel.fields[k] !== undefined,
    text,
    url(k) {
      const v = text(k);
      const why = insecureUrl(v);
      if (why)
        throw new CheckpointError(
          'USAGE',
          `notifications.channels.${channel.name}.${k}: ${why}`,
          'use an https URL (http is accepted only for 127.0.0.1, ::1 or localhost)',
        );
      return v;
    },
  };
}

/** The session as a channel names it: `id (name)`. */
export const sessionLabel = (n: Notification): string =>
  `${n.session.id}${n.session.name ? ` (${n.session.name})` : ''}`;

/** A JSON body and its content type, for services that take JSON. */
export const jsonRequest = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

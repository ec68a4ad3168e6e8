import { createHmac } from 'node:crypto';
import { insecureUrl, type ChannelConfig, type Priority } from '../../core/config.js';
import { CheckpointError } from '../../core/errors.js';
import { contextLine, plainText, type Notification } from './message.js';

/**
 * What a channel sends for a notification, as each service documents it: Slack's and Discord's
 * incoming webhooks (blocks, embeds), ntfy's publish API (title, priority and tags as headers),
 * a generic JSON webhook (signed with `secret`), and mail over SMTP. Pure: the sender
 * (app/notify.ts) carries a delivery out; tests compare them with what real servers received.
 */
export type Delivery =
  | { kind: 'http'; url: string; headers: Record<string, string>; body: string }
  | { kind: 'smtp'; host: string; port: number; secure: boolean; auth?: { user: string; pass: string }; from: string; to: string; subject: string; text: string };

/** `${VAR}` replaced by the variable's value (secrets stay in the environment); USAGE naming the field when it is not set. */
export function expand(value: string | number | undefined, env: Record<string, string | undefined>, where: string): string {
  return String(value ?? '').replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    const v = env[name];
    if (v === undefined || v === '') throw new CheckpointError('USAGE', `${where} uses \${${name}}, which is not set`, `export ${name}=… in the environment pai-checkpoint runs in`);
    return v;
  });
}

const NTFY_PRIORITY: Record<Priority, string> = { info: '2', notice: '3', warning: '4', critical: '5' };
const DISCORD_COLOR: Record<Priority, number> = { info: 0x95a5a6, notice: 0x3498db, warning: 0xf39c12, critical: 0xe74c3c };

export function deliveryFor(channel: ChannelConfig, n: Notification, env: Record<string, string | undefined>): Delivery {
  const f = (k: string) => expand(channel.fields[k], env, `notifications.channels.${channel.name}.${k}`);
  const has = (k: string) => channel.fields[k] !== undefined;
  const url = (k: string) => {
    const v = f(k);
    const why = insecureUrl(v);
    if (why) throw new CheckpointError('USAGE', `notifications.channels.${channel.name}.${k}: ${why}`, 'use an https URL (http is accepted only for 127.0.0.1, ::1 or localhost)');
    return v;
  };
  const json = (body: unknown, headers: Record<string, string> = {}) => ({ headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const session = `${n.session.id}${n.session.name ? ` (${n.session.name})` : ''}`;
  const context = contextLine(n);
  switch (channel.type) {
    case 'slack': {
      const text = [`*Session:* ${session}`, n.summary, ...(context ? [context] : []), ...(n.action ? [`\`${n.action}\``] : [])].join('\n');
      const blocks = [
        { type: 'header', text: { type: 'plain_text', text: `pai-checkpoint: ${n.title}` } },
        { type: 'section', text: { type: 'mrkdwn', text } },
        { type: 'context', elements: [{ type: 'mrkdwn', text: `${n.event} · ${n.priority} · ${n.at}` }] },
      ];
      return { kind: 'http', url: url('webhook_url'), ...json({ text: `pai-checkpoint: ${n.title} — ${session}`, ...(has('username') ? { username: f('username') } : {}), blocks }) };
    }
    case 'discord': {
      const fields = [
        { name: 'Session', value: session, inline: false },
        ...(context ? [{ name: 'Context', value: context, inline: false }] : []),
        ...(n.action ? [{ name: 'Next', value: `\`${n.action}\``, inline: false }] : []),
      ];
      const embed = { title: `pai-checkpoint: ${n.title}`, description: n.summary, color: DISCORD_COLOR[n.priority], fields, footer: { text: `${n.event} · ${n.priority}` }, timestamp: n.at };
      return { kind: 'http', url: url('webhook_url'), ...json({ ...(has('username') ? { username: f('username') } : {}), embeds: [embed] }) };
    }
    case 'ntfy': {
      const server = has('server') ? url('server') : 'https://ntfy.sh';
      const headers: Record<string, string> = { Title: `pai-checkpoint: ${n.title}`, Priority: NTFY_PRIORITY[n.priority], Tags: `pai-checkpoint,${n.event}`, 'content-type': 'text/plain; charset=utf-8' };
      if (has('token')) headers['Authorization'] = `Bearer ${f('token')}`;
      return { kind: 'http', url: `${server.replace(/\/+$/, '')}/${encodeURIComponent(f('topic'))}`, headers, body: plainText(n) };
    }
    case 'webhook': {
      const body = JSON.stringify({ version: 1, event: n.event, priority: n.priority, title: n.title, text: plainText(n), notification: n });
      const headers: Record<string, string> = { 'content-type': 'application/json', 'X-PAI-Checkpoint-Event': n.event };
      if (has('secret')) headers['X-Signature'] = `sha256=${createHmac('sha256', f('secret')).update(body).digest('hex')}`;
      return { kind: 'http', url: url('url'), headers, body };
    }
    case 'email': {
      const port = Number(channel.fields['smtp_port'] ?? 587);
      return {
        kind: 'smtp',
        host: f('smtp_host'),
        port,
        secure: port === 465, // 465: TLS from the start; otherwise STARTTLS is required
        ...(has('smtp_user') ? { auth: { user: f('smtp_user'), pass: f('smtp_password') } } : {}),
        from: f('from_address'),
        to: f('to_address'),
        subject: `[pai-checkpoint] ${n.title}: ${session}`,
        text: plainText(n),
      };
    }
  }
}

import { contextLine } from '../message.js';
import { jsonRequest, sessionLabel, type Channel } from './channel.js';

/** Slack's incoming webhooks: a fallback text and Block Kit blocks (header, section, context). */
export const slack: Channel = {
  secrets: ['webhook_url'],
  delivery(f, n) {
    const session = sessionLabel(n);
    const context = contextLine(n);
    const text = [
      `*Session:* ${session}`,
      n.summary,
      ...(context ? [context] : []),
      ...(n.action ? [`\`${n.action}\``] : []),
    ].join('\n');
    const blocks = [
      { type: 'header', text: { type: 'plain_text', text: `pai-checkpoint: ${n.title}` } },
      { type: 'section', text: { type: 'mrkdwn', text } },
      { type: 'context', elements: [{ type: 'mrkdwn', text: `${n.event} · ${n.priority} · ${n.at}` }] },
    ];
    return {
      kind: 'http',
      url: f.url('webhook_url'),
      ...jsonRequest({
        text: `pai-checkpoint: ${n.title} — ${session}`,
        ...(f.has('username') ? { username: f.text('username') } : {}),
        blocks,
      }),
    };
  },
};

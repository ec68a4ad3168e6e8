import type { Priority } from '../../../core/config.js';
import { contextLine } from '../message.js';
import { jsonRequest, sessionLabel, type Channel } from './channel.js';

const COLOR: Record<Priority, number> = { info: 0x95a5a6, notice: 0x3498db, warning: 0xf39c12, critical: 0xe74c3c };

/** Discord's incoming webhooks: one embed, coloured by priority. */
export const discord: Channel = {
  secrets: ['webhook_url'],
  delivery(f, n) {
    const context = contextLine(n);
    const fields = [
      { name: 'Session', value: sessionLabel(n), inline: false },
      ...(context ? [{ name: 'Context', value: context, inline: false }] : []),
      ...(n.action ? [{ name: 'Next', value: `\`${n.action}\``, inline: false }] : []),
    ];
    const embed = {
      title: `pai-checkpoint: ${n.title}`,
      description: n.summary,
      color: COLOR[n.priority],
      fields,
      footer: { text: `${n.event} · ${n.priority}` },
      timestamp: n.at,
    };
    return {
      kind: 'http',
      url: f.url('webhook_url'),
      ...jsonRequest({ ...(f.has('username') ? { username: f.text('username') } : {}), embeds: [embed] }),
    };
  },
};

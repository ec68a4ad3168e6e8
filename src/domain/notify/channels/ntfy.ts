import type { Priority } from '../../../core/config.js';
import { plainText } from '../message.js';
import type { Channel } from './channel.js';

const PRIORITY: Record<Priority, string> = { info: '2', notice: '3', warning: '4', critical: '5' };

/** ntfy's publish API: the plain text as the body; title, priority and tags as headers (the topic is as good as a password). */
export const ntfy: Channel = {
  secrets: ['token', 'topic'],
  delivery(f, n) {
    const server = f.has('server') ? f.url('server') : 'https://ntfy.sh';
    const headers: Record<string, string> = {
      Title: `pai-checkpoint: ${n.title}`,
      Priority: PRIORITY[n.priority],
      Tags: `pai-checkpoint,${n.event}`,
      'content-type': 'text/plain; charset=utf-8',
    };
    if (f.has('token')) headers['Authorization'] = `Bearer ${f.text('token')}`;
    return {
      kind: 'http',
      url: `${server.replace(/\/+$/, '')}/${encodeURIComponent(f.text('topic'))}`,
      headers,
      body: plainText(n),
    };
  },
};

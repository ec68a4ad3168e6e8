import { createHmac } from 'node:crypto';
import { plainText } from '../message.js';
import type { Channel } from './channel.js';

/** A generic JSON webhook: the notification whole, signed with `secret` (HMAC-SHA256 of the body) when one is set. */
export const webhook: Channel = {
  secrets: ['url', 'secret'],
  delivery(f, n) {
    const body = JSON.stringify({
      version: 1,
      event: n.event,
      priority: n.priority,
      title: n.title,
      text: plainText(n),
      notification: n,
    });
    const headers: Record<string, string> = { 'content-type': 'application/json', 'X-PAI-Checkpoint-Event': n.event };
    if (f.has('secret'))
      headers['X-Signature'] = `sha256=${createHmac('sha256', f.text('secret')).update(body).digest('hex')}`;
    return { kind: 'http', url: f.url('url'), headers, body };
  },
};

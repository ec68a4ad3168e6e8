/**
 * Every notification channel through the shared contract (channel-contract.ts), each against a
 * stand-in of its service on 127.0.0.1. Typed by the channel types, so that a channel registered
 * without a stand-in here does not compile.
 */
import type { ChannelType } from '../../../src/core/config.js';
import { httpService, selfSigned, smtpService, type Received } from '../../support/services.js';
import { channelContract, standInDir, type ChannelFactory, type StandIn } from './channel-contract.js';

/** An HTTP service: accepting (200 or 204), or refusing with a 500 that echoes the request, credentials and all, as a careless server might. */
async function http(
  mode: 'accept' | 'refuse',
  fields: (url: string) => Record<string, string>,
  accepted = 200,
): Promise<StandIn> {
  const echo = (r: Received) =>
    `${r.method} ${r.path} ${r.headers['authorization'] ?? ''} ${r.headers['x-signature'] ?? ''} ${r.body}`;
  const s = await httpService((r) => (mode === 'accept' ? { status: accepted } : { status: 500, body: echo(r) }));
  return {
    fields: fields(s.url),
    received: () => s.received.map((r) => `${r.method} ${r.path}\n${JSON.stringify(r.headers)}\n${r.body}`),
    close: s.close,
  };
}

const FACTORIES: Record<ChannelType, ChannelFactory> = {
  slack: {
    type: 'slack',
    start: (mode) => http(mode, (url) => ({ webhook_url: `${url}/services/T000/B000/slacksecret`, username: 'pai' })),
  },
  discord: {
    type: 'discord',
    start: (mode) => http(mode, (url) => ({ webhook_url: `${url}/api/webhooks/123/discord-token` }), 204),
  },
  ntfy: {
    type: 'ntfy',
    start: (mode) => http(mode, (url) => ({ server: url, topic: 'alerts-7f3kq9', token: 'tk_ntfysecret' })),
  },
  webhook: {
    type: 'webhook',
    start: (mode) => http(mode, (url) => ({ url: `${url}/hook/hookpathsecret`, secret: 'hooksecret' })),
  },
  email: {
    type: 'email',
    // A real SMTP server (STARTTLS, AUTH); refusing: it holds another password.
    async start(mode) {
      const tls = selfSigned(standInDir());
      const smtp = await smtpService(tls, {
        user: 'alerts',
        pass: mode === 'accept' ? 'mailsecret' : 'another-password',
      });
      return {
        fields: {
          smtp_host: '127.0.0.1',
          smtp_port: smtp.port,
          smtp_user: 'alerts',
          smtp_password: 'mailsecret',
          from_address: 'pai@example.test',
          to_address: 'me@example.test',
        },
        env: { NODE_EXTRA_CA_CERTS: tls.caFile },
        received: () =>
          mode === 'accept'
            ? smtp.mails.map((m) => `${m.subject ?? ''}\n${m.text ?? ''}`)
            : smtp.logins.map((l) => `AUTH ${l}`),
        close: smtp.close,
      };
    },
  },
};

for (const factory of Object.values(FACTORIES)) channelContract(factory);

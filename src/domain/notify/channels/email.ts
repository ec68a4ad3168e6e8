import { plainText } from '../message.js';
import { sessionLabel, type Channel } from './channel.js';

/** Mail over SMTP (platform/smtp.ts): the plain text, to one address. */
export const email: Channel = {
  secrets: ['smtp_password'],
  delivery(f, n) {
    const port = Number(f.raw('smtp_port') ?? 587);
    return {
      kind: 'smtp',
      host: f.text('smtp_host'),
      port,
      secure: port === 465, // 465: TLS from the start; otherwise STARTTLS is required
      ...(f.has('smtp_user') ? { auth: { user: f.text('smtp_user'), pass: f.text('smtp_password') } } : {}),
      from: f.text('from_address'),
      to: f.text('to_address'),
      subject: `[pai-checkpoint] ${n.title}: ${sessionLabel(n)}`,
      text: plainText(n),
    };
  },
};

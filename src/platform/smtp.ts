import { createTransport } from 'nodemailer';

/**
 * Mail over SMTP with nodemailer (bundled apart, dist/lib/smtp.cjs: loaded only by a sender that
 * has a mail to send): TLS from the start on port 465, else STARTTLS required (never plain text
 * with a password), AUTH when a user is given. Certificates are checked against Node's CAs
 * (NODE_EXTRA_CA_CERTS adds a relay's own).
 */
export interface Mail {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string } | undefined;
  from: string;
  to: string;
  subject: string;
  text: string;
}

export async function sendMail(m: Mail, timeoutMs = 20_000): Promise<string> {
  const transport = createTransport({
    host: m.host,
    port: m.port,
    secure: m.secure,
    requireTLS: !m.secure,
    ...(m.auth ? { auth: m.auth } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    const info = await transport.sendMail({ from: m.from, to: m.to, subject: m.subject, text: m.text });
    return String(info.messageId ?? '');
  } finally {
    transport.close();
  }
}

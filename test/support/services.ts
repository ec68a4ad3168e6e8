/**
 * Stand-ins for the services notifications go to, on 127.0.0.1, started by the tests: an HTTP
 * server that records every request (method, path, headers, body) and answers each path as told
 * (Slack's and Discord's incoming webhooks, ntfy's publish endpoint and a generic webhook are all
 * plain POSTs), and a real SMTP server (smtp-server: STARTTLS with a certificate made by openssl,
 * AUTH PLAIN/LOGIN) whose received mail is parsed with mailparser.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Answer = { status: number; headers?: Record<string, string>; body?: string; delayMs?: number };

export async function httpService(
  answer: (r: Received, count: number) => Answer = () => ({ status: 200, body: 'ok' }),
) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: Received = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(r);
      const a = answer(r, received.filter((x) => x.path === r.path).length);
      setTimeout(() => {
        res.writeHead(a.status, a.headers ?? {});
        res.end(a.body ?? '');
      }, a.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A key and self-signed certificate for 127.0.0.1 / localhost (openssl), and a CA file that trusts it besides what this process trusts. */
export function selfSigned(dir: string): { key: string; cert: string; caFile: string } {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(certFile, 'utf8');
  const caFile = join(dir, 'ca.pem');
  const extra = process.env['NODE_EXTRA_CA_CERTS'];
  let existing = '';
  try {
    existing = extra ? readFileSync(extra, 'utf8') : '';
  } catch {
    // none readable
  }
  writeFileSync(caFile, `${existing}\n${cert}`);
  return { key: readFileSync(keyFile, 'utf8'), cert, caFile };
}

/** SMTP on 127.0.0.1 with STARTTLS required and AUTH (user/pass given); every accepted mail parsed. */
export async function smtpService(tls: { key: string; cert: string }, auth: { user: string; pass: string }) {
  const mails: ParsedMail[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    key: tls.key,
    cert: tls.cert,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: false,
    logger: false,
    onAuth(a, _session, cb) {
      logins.push(a.username ?? '');
      if (a.username === auth.user && a.password === auth.pass) cb(null, { user: a.username });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, _session, cb) {
      simpleParser(stream)
        .then((m) => {
          mails.push(m);
          cb();
        })
        .catch((err: Error) => cb(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, mails, logins, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

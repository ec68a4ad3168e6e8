/**
 * Notifications (SPEC-07.21) against stand-ins of the services on 127.0.0.1 (test/support/services.ts):
 * exact requests per channel, the outbox's retries (429 with Retry-After, 500s, a channel down),
 * deduplication, no secret in any log line, mail through a real SMTP server (STARTTLS + AUTH) sent
 * by the real sender process, and the events raised by the CLI and by captures, delivered by the
 * sender the CLI starts, with no session, sidecar or monitor running.
 */
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, test } from 'vitest';
import { defaultCliEnv } from '../../src/adapters/cli/context.js';
import { main } from '../../src/adapters/cli/main.js';
import { create } from '../../src/app/create.js';
import { checkpointEvents, crashedJob } from '../../src/app/events.js';
import { notifyLog } from '../../src/app/notify.js';
import { sendTo } from '../../src/domain/notify/send.js';
import { Monitor } from '../../src/app/orchestrator.js';
import { loadConfig, type Config } from '../../src/core/config.js';
import { createContext } from '../../src/core/context.js';
import type { PaiPaths } from '../../src/core/paths.js';
import { notification, plainText } from '../../src/domain/notify/message.js';
import { httpPost } from '../../src/platform/http.js';
import {
  deliverDue,
  enqueue,
  MAX_ATTEMPTS,
  notifyDir,
  outboxState,
  retryFailed,
} from '../../src/domain/notify/outbox.js';
import { newSession, saveSession } from '../../src/domain/session/state.js';
import type { Manifest } from '../../src/domain/volume/manifest.js';
import { putVolumeStatus } from '../../src/domain/session/volume-status.js';
import { assistantLine, DIST, sandbox, tempDir, userLine, waitFor, waitForWorkers, writeLines } from '../helpers.js';
import { httpService, selfSigned, smtpService, type Answer } from '../support/services.js';
import { appSandbox } from './support.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

async function service(answer?: Parameters<typeof httpService>[0]) {
  const s = await httpService(answer);
  closers.push(s.close);
  return s;
}

function setup(toml: string, env: Record<string, string> = {}) {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), `[mcp]\nquery_servers = false\n${toml}`);
  const fullEnv = {
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PATH: '/usr/bin:/bin',
    PAI_CHECKPOINT_CLAUDE: '/bin/echo',
    ...env,
  };
  const warnings: string[] = [];
  let t = Date.parse('2026-11-25T10:00:00.000Z');
  const ctx = createContext({ paths: sb.paths, now: () => new Date(t), env: fullEnv, warn: (m) => warnings.push(m) });
  const config = () => loadConfig({ paiDir: sb.paths.paiDir, env: fullEnv });
  return { ...sb, env: fullEnv, ctx, warnings, config, advance: (ms: number) => (t += ms) };
}

const n0 = (at = new Date('2026-11-25T10:00:00.000Z')) =>
  notification({
    event: 'checkpoint.needs_review',
    at,
    session: { id: 'sess-n', name: 'fix-auth', project: '/work/app' },
    checkpoint: '01CKPT',
    summary: 'Checkpoint 01CKPT (complete) awaits review.',
    action: 'pai-checkpoint review sess-n',
    context: { status: 'pending review', costUsd: 0.45, durationMs: 12 * 60_000, files: 3 },
  });

/** Until no sender runs (they are detached workers) and nothing waits in the outbox: after it, nothing more can arrive. */
const settled = async (paths: PaiPaths) => {
  await waitForWorkers(paths.paiDir);
  expect(outboxState(paths).waiting).toEqual([]);
};

const logText = (paths: { stateDir: string }) => readFileSync(join(notifyDir(paths as never), 'log.jsonl'), 'utf8');

describe('configuration', () => {
  test('channels are checked: type, needed fields, fields of another type, https, routing, your own file only', async () => {
    const bad = async (toml: string) => {
      const { config } = setup(toml);
      return config().then(
        () => 'loaded',
        (err: Error) => err.message.replace(/^.*checkpoint\.toml: /, ''),
      );
    };
    expect(await bad('[notifications.channels.pager]\nurl = "https://x.test"\n')).toBe(
      'notifications.channels.pager: no type',
    );
    expect(await bad('[notifications.channels.slack]\nusername = "x"\n')).toBe(
      'notifications.channels.slack: webhook_url is missing',
    );
    expect(await bad('[notifications.channels.ntfy]\ntopic = "t"\nwebhook_url = "https://x.test"\n')).toBe(
      'notifications.channels.ntfy: webhook_url is not a field of a ntfy channel',
    );
    expect(await bad('[notifications.channels.webhook]\nurl = "http://hooks.example.com/x"\n')).toBe(
      'notifications.channels.webhook.url: http://hooks.example.com/x is not https',
    );
    expect(await bad('[notifications]\ndefault_channel = "slack"\n')).toBe(
      'notifications.default_channel: no channel "slack"',
    );
    expect(
      await bad(
        '[notifications.channels.webhook]\nurl = "http://127.0.0.1:9/x"\n[notifications.routing]\nwarning = ["webhook", "email"]\n',
      ),
    ).toBe('notifications.routing.warning: no channel "email"');
    const ok = setup(
      '[notifications]\ndefault_channel = "team"\n[notifications.channels.team]\ntype = "slack"\nwebhook_url = "${SLACK_URL}"\n[budget]\nthreshold_usd = 5\n',
    );
    const c = await ok.config();
    expect(c.notifications.routing).toEqual({ info: [], notice: ['team'], warning: ['team'], critical: ['team'] });
    expect(c.notifications.channels['team']).toEqual({
      name: 'team',
      type: 'slack',
      fields: { webhook_url: '${SLACK_URL}' },
    });
    expect(c.budget).toEqual({ thresholdUsd: 5, limitUsd: undefined });
    // A project's file cannot send your sessions' news anywhere.
    mkdirSync(join(ok.project, '.pai'));
    writeFileSync(
      join(ok.project, '.pai', 'checkpoint.toml'),
      '[notifications.channels.webhook]\nurl = "https://evil.test/x"\n',
    );
    const withProject = await loadConfig({ paiDir: ok.paths.paiDir, project: ok.project, env: ok.env });
    expect(withProject.notifications).toEqual(c.notifications);
    expect(withProject.ignored.map((i) => i.key)).toEqual(['notifications']);
  });
});

describe('channels: the requests each service documents', () => {
  test('Slack, Discord, ntfy and a signed webhook receive exactly what they should', async () => {
    const s = await service((r) =>
      r.path.startsWith('/api/webhooks/') ? { status: 204 } : { status: 200, body: 'ok' },
    );
    const { config, env } = setup(
      [
        '[notifications.channels.slack]',
        'webhook_url = "${SLACK_URL}"',
        'username = "pai"',
        '[notifications.channels.discord]',
        `webhook_url = "${s.url}/api/webhooks/123/discord-token"`,
        '[notifications.channels.ntfy]',
        `server = "${s.url}"`,
        'topic = "pai-alerts"',
        'token = "${NTFY_TOKEN}"',
        '[notifications.channels.webhook]',
        `url = "${s.url}/hook"`,
        'secret = "${HOOK_SECRET}"',
      ].join('\n'),
      { SLACK_URL: `${s.url}/services/T000/B000/slacksecret`, NTFY_TOKEN: 'tk_ntfysecret', HOOK_SECRET: 'hooksecret' },
    );
    const c = await config();
    const n = n0();
    for (const ch of ['slack', 'discord', 'ntfy', 'webhook'])
      expect([ch, await sendTo(c, ch, n, env)]).toEqual([
        ch,
        { ok: true, detail: expect.stringMatching(/^HTTP 20[04]$/) },
      ]);
    const [slack, discord, ntfy, hook] = s.received;
    expect([slack!.method, slack!.path, slack!.headers['content-type']]).toEqual([
      'POST',
      '/services/T000/B000/slacksecret',
      'application/json',
    ]);
    expect(JSON.parse(slack!.body)).toEqual({
      text: 'pai-checkpoint: Session needs review — sess-n (fix-auth)',
      username: 'pai',
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: 'pai-checkpoint: Session needs review' } },
        {
          type: 'section',
          text: {
            type: 'mrkdwn',
            text: '*Session:* sess-n (fix-auth)\nCheckpoint 01CKPT (complete) awaits review.\nStatus: pending review | Cost: $0.45 | Duration: 12m | Files: 3\n`pai-checkpoint review sess-n`',
          },
        },
        {
          type: 'context',
          elements: [{ type: 'mrkdwn', text: 'checkpoint.needs_review · notice · 2026-11-25T10:00:00.000Z' }],
        },
      ],
    });
    expect(discord!.path).toBe('/api/webhooks/123/discord-token');
    expect(JSON.parse(discord!.body)).toEqual({
      embeds: [
        {
          title: 'pai-checkpoint: Session needs review',
          description: 'Checkpoint 01CKPT (complete) awaits review.',
          color: 0x3498db,
          fields: [
            { name: 'Session', value: 'sess-n (fix-auth)', inline: false },
            {
              name: 'Context',
              value: 'Status: pending review | Cost: $0.45 | Duration: 12m | Files: 3',
              inline: false,
            },
            { name: 'Next', value: '`pai-checkpoint review sess-n`', inline: false },
          ],
          footer: { text: 'checkpoint.needs_review · notice' },
          timestamp: '2026-11-25T10:00:00.000Z',
        },
      ],
    });
    expect([
      ntfy!.path,
      ntfy!.headers['title'],
      ntfy!.headers['priority'],
      ntfy!.headers['tags'],
      ntfy!.headers['authorization'],
    ]).toEqual([
      '/pai-alerts',
      'pai-checkpoint: Session needs review',
      '3',
      'pai-checkpoint,checkpoint.needs_review',
      'Bearer tk_ntfysecret',
    ]);
    expect(ntfy!.body).toBe(plainText(n));
    expect(ntfy!.body).toBe(
      'pai-checkpoint: Session needs review\n\nSession: sess-n (fix-auth) in /work/app\nCheckpoint 01CKPT (complete) awaits review.\nStatus: pending review | Cost: $0.45 | Duration: 12m | Files: 3\nCheckpoint: 01CKPT\nEvent: checkpoint.needs_review at 2026-11-25T10:00:00.000Z\n\npai-checkpoint review sess-n',
    );
    expect(hook!.headers['x-signature']).toBe(
      `sha256=${createHmac('sha256', 'hooksecret').update(hook!.body).digest('hex')}`,
    );
    expect(JSON.parse(hook!.body)).toMatchObject({
      version: 1,
      event: 'checkpoint.needs_review',
      priority: 'notice',
      title: 'Session needs review',
      notification: { key: n.key, session: { id: 'sess-n' } },
    });
  });

  test('a ${VAR} that is not set, or that expands to an http URL elsewhere, is an error naming the field', async () => {
    const { config, env } = setup('[notifications.channels.slack]\nwebhook_url = "${SLACK_URL}"\n');
    const c = await config();
    expect(await sendTo(c, 'slack', n0(), env)).toEqual({
      ok: false,
      error: 'notifications.channels.slack.webhook_url uses ${SLACK_URL}, which is not set',
    });
    expect(await sendTo(c, 'slack', n0(), { ...env, SLACK_URL: 'http://hooks.example.com/x' })).toEqual({
      ok: false,
      error: 'notifications.channels.slack.webhook_url: *** is not https',
    });
  });
});

describe('the outbox', () => {
  test('429 with Retry-After, a 500, then delivered; raised twice, sent once; the log says each step and holds no secret', async () => {
    const answers: Answer[] = [
      { status: 429, headers: { 'retry-after': '30' }, body: 'slow down /services/T1/B1/slacksecret' },
      { status: 500, body: 'oops' },
      { status: 200, body: 'ok' },
    ];
    const s = await service(() => answers.shift()!);
    const { config, env, ctx, paths, advance } = setup(
      '[notifications.channels.slack]\nwebhook_url = "${SLACK_URL}"\n',
      { SLACK_URL: `${s.url}/services/T1/B1/slacksecret` },
    );
    const c: Config = await config();
    const send = (ch: string, n: ReturnType<typeof n0>) => sendTo(c, ch, n, env);
    const n = n0(ctx.now());
    expect(enqueue(paths, n, ['slack'], ctx.now())).toEqual({ queued: ['slack'], duplicates: [] });
    expect(await deliverDue(paths, send, ctx.now)).toEqual({
      sent: 0,
      retried: 1,
      failed: 0,
      nextAt: ctx.now().getTime() + 30_000,
    });
    advance(29_000);
    expect(await deliverDue(paths, send, ctx.now)).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
      nextAt: ctx.now().getTime() + 1_000,
    });
    advance(1_000);
    expect(await deliverDue(paths, send, ctx.now)).toMatchObject({ retried: 1, nextAt: ctx.now().getTime() + 10_000 }); // the 500: 5 s × 2
    advance(10_000);
    expect(await deliverDue(paths, send, ctx.now)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(s.received).toHaveLength(3);
    // The same notification again (the same event of the same checkpoint): nothing more is sent.
    expect(enqueue(paths, n, ['slack'], ctx.now())).toEqual({ queued: [], duplicates: ['slack'] });
    expect(await deliverDue(paths, send, ctx.now)).toEqual({ sent: 0, retried: 0, failed: 0 });
    const log = notifyLog(ctx).log.map((l) => [l.status, l.attempt ?? null, l.error ?? null]);
    expect(log).toEqual([
      ['queued', null, null],
      ['retry', 1, 'HTTP 429: slow down ***'],
      ['retry', 2, 'HTTP 500: oops'],
      ['sent', 3, null],
      ['duplicate', null, null],
    ]);
    expect(logText(paths)).not.toContain('slacksecret');
  });

  test('raised again while a sender is sending it (two captures raising one budget event, under load): queued once, sent once', async () => {
    const { ctx, paths } = setup('');
    const n = n0(ctx.now());
    expect(enqueue(paths, n, ['hook'], ctx.now())).toEqual({ queued: ['hook'], duplicates: [] });
    const sent: string[] = [];
    let again: ReturnType<typeof enqueue> | undefined;
    // The second raise comes while the sender holds the first in sending/ (neither in the outbox nor sent yet).
    const send = async (ch: string) => {
      again ??= enqueue(paths, n, [ch], ctx.now());
      sent.push(ch);
      return { ok: true as const };
    };
    expect(await deliverDue(paths, send, ctx.now)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(again).toEqual({ queued: [], duplicates: ['hook'] });
    expect(await deliverDue(paths, send, ctx.now)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(sent).toEqual(['hook']);
  });

  test('a channel that is down: tried MAX_ATTEMPTS times with backoff, then kept as given up; --retry queues it again; never a secret in the log', async () => {
    const s = await service();
    await s.close(); // nothing listens there now
    closers.length = 0;
    const { config, env, ctx, paths, advance } = setup(
      '[notifications.channels.ntfy]\nserver = "${NTFY_URL}"\ntopic = "secret-topic"\ntoken = "${NTFY_TOKEN}"\n',
      { NTFY_URL: s.url, NTFY_TOKEN: 'tk_verysecret' },
    );
    const c = await config();
    enqueue(paths, n0(ctx.now()), ['ntfy'], ctx.now());
    const delays: number[] = [];
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      const r = await deliverDue(paths, (ch, n) => sendTo(c, ch, n, env), ctx.now);
      if (r.nextAt !== undefined) {
        delays.push(r.nextAt - ctx.now().getTime());
        advance(r.nextAt - ctx.now().getTime());
      }
    }
    expect(delays).toEqual([5, 10, 20, 40, 80, 160, 320].map((sec) => sec * 1000));
    const state = notifyLog(ctx);
    expect([state.waiting.length, state.failed.length, state.failed[0]?.attempts]).toEqual([0, 1, MAX_ATTEMPTS]);
    expect(state.log.at(-1)).toMatchObject({
      status: 'failed',
      attempt: MAX_ATTEMPTS,
      error: expect.stringMatching(/^fetch failed: connect ECONNREFUSED 127\.0\.0\.1:\d+$/),
    });
    expect(logText(paths)).not.toMatch(/secret-topic|tk_verysecret/);
    // `notify log --retry` (without starting a sender here): queued again, due now, attempts reset.
    expect(retryFailed(paths, ctx.now())).toBe(1);
    const again = notifyLog(ctx);
    expect([again.waiting.map((p) => [p.attempts, p.next_at]), again.failed.length]).toEqual([
      [[0, ctx.now().getTime()]],
      0,
    ]);
  });
});

test('a slow server: the request is cut off at its time limit and tried again later', async () => {
  const s = await service(() => ({ status: 200, body: 'ok', delayMs: 1500 }));
  const { ctx, paths } = setup('');
  enqueue(paths, n0(ctx.now()), ['slow'], ctx.now());
  const send = async () => {
    try {
      const r = await httpPost(`${s.url}/slow`, { 'content-type': 'text/plain' }, 'x', 200);
      return { ok: true as const, detail: `HTTP ${r.status}` };
    } catch (err) {
      return { ok: false as const, error: (err as Error).message };
    }
  };
  // It did not wait for the answer: the attempt ended by its own 200 ms timeout (the error says so).
  expect(await deliverDue(paths, send, ctx.now)).toMatchObject({ sent: 0, retried: 1 });
  expect(notifyLog(ctx).log.at(-1)).toMatchObject({
    status: 'retry',
    attempt: 1,
    error: 'The operation was aborted due to timeout',
  });
});

describe('mail', () => {
  test('the sender process sends through a real SMTP server with STARTTLS and AUTH; the mail says what SPEC-07.21.04 asks', async () => {
    const dir = tempDir();
    const tls = selfSigned(dir);
    const smtp = await smtpService(tls, { user: 'alerts', pass: 'mailsecret' });
    closers.push(smtp.close);
    const { ctx, paths, env } = setup(
      [
        '[notifications.channels.email]',
        'smtp_host = "127.0.0.1"',
        `smtp_port = ${smtp.port}`,
        'smtp_user = "alerts"',
        'smtp_password = "${SMTP_PASSWORD}"',
        'from_address = "pai@example.test"',
        'to_address = "${ALERT_EMAIL}"',
        '[notifications.routing]',
        'critical = ["email"]',
      ].join('\n'),
      { SMTP_PASSWORD: 'mailsecret', ALERT_EMAIL: 'me@example.test', NODE_EXTRA_CA_CERTS: tls.caFile },
    );
    const n = notification({
      event: 'budget.exceeded',
      at: ctx.now(),
      session: { id: 'sess-m' },
      checkpoint: '01MAIL',
      summary: "The session's estimated cost is $21.00, over $20.00.",
      action: 'pai-checkpoint review sess-m',
      context: { costUsd: 21, files: 4 },
    });
    enqueue(paths, n, ['email'], ctx.now());
    // The real sender (dist/worker.cjs notify outbox), asynchronously: the SMTP server lives in this process.
    await promisify(execFile)(process.execPath, [join(DIST, 'worker.cjs'), 'notify', 'outbox'], { env });
    expect(smtp.logins).toEqual(['alerts']);
    expect(smtp.mails).toHaveLength(1);
    const m = smtp.mails[0]!;
    expect([m.subject, m.from?.text, (m.to as { text: string }).text]).toEqual([
      '[pai-checkpoint] Budget exceeded: sess-m',
      'pai@example.test',
      'me@example.test',
    ]);
    expect(m.text?.trimEnd()).toBe(plainText(n));
    expect(notifyLog(ctx).log.at(-1)).toMatchObject({
      status: 'sent',
      channel: 'email',
      detail: expect.stringMatching(/^accepted by 127\.0\.0\.1:\d+ as <.+>$/),
    });
    expect(logText(paths)).not.toContain('mailsecret');
  });
});

describe('events, delivered by the sender the command starts', () => {
  test('a complete checkpoint needs review and completes the session; the budget is passed once; approve and reject are told — within seconds, with nothing else running', async () => {
    const s = await service();
    const { project, home, paths, env } = setup(
      [
        '[notifications]',
        'default_channel = "hook"',
        '[notifications.channels.hook]',
        'type = "webhook"',
        `url = "${s.url}/hook"`,
        '[notifications.routing]',
        'info = ["hook"]',
        '[budget]',
        'threshold_usd = 5',
        'limit_usd = 100',
      ].join('\n'),
    );
    writeFileSync(join(project, 'app.py'), 'print(1)\n');
    // A transcript that cost ~$15 (1 M input tokens of an Opus model).
    const transcript = join(home, 't.jsonl');
    const priced = JSON.parse(assistantLine([{ type: 'text', text: 'Done.' }], 'a-1')) as {
      message: Record<string, unknown>;
    };
    priced.message['id'] = 'msg_1';
    priced.message['model'] = 'claude-opus-4-1';
    priced.message['usage'] = { input_tokens: 1_000_000, output_tokens: 0 };
    writeLines(transcript, [userLine('Fix the login'), JSON.stringify(priced)]);
    const st = newSession('sess-notify-1', project, project, new Date());
    st.transcriptPath = transcript;
    saveSession(paths, st);
    const run = (...argv: string[]) => main(argv, defaultCliEnv({ cwd: project, env, warnings: [] }));
    const events = () =>
      s.received.map(
        (r) => JSON.parse(r.body) as { event: string; notification: { checkpoint?: string; summary: string } },
      );
    const created = await run('create', '--trigger', 'complete', '--json');
    const id = JSON.parse(created.stdout).id as string;
    await waitFor(() => (events().length >= 3 ? true : undefined)).catch((err: Error) => {
      throw new Error(
        `${err.message}: ${created.stderr} ${JSON.stringify(notifyLog(createContext({ paths, env, now: () => new Date(), warn: () => undefined })))} ${readFileSync(paths.logFile, 'utf8')}`,
      );
    });
    expect(events().map((e) => [e.event, e.notification.checkpoint])).toEqual(
      expect.arrayContaining([
        ['checkpoint.needs_review', id],
        ['session.completed', id],
        ['budget.threshold_reached', id],
      ]),
    );
    expect(events().find((e) => e.event === 'budget.threshold_reached')!.notification.summary).toBe(
      "The session's estimated cost is $15.00, over $5.00.",
    );
    // The budget is told once per session: a second checkpoint over it says nothing more of it.
    await run('create');
    expect((await run('approve', id, '--reason', 'fine')).exitCode).toBe(0);
    await waitFor(() => (events().some((e) => e.event === 'checkpoint.approved') ? true : undefined));
    expect((await run('reject', id, '--reason', 'on second thought')).exitCode).toBe(0);
    await waitFor(() => (events().some((e) => e.event === 'checkpoint.rejected') ? true : undefined));
    expect(events().filter((e) => e.event.startsWith('budget.'))).toHaveLength(1);
    expect(events().find((e) => e.event === 'checkpoint.rejected')!.notification.summary).toMatch(
      /^Rejected by \S+: on second thought\.$/,
    );
    // notify log and notify test through the CLI.
    // The server saw the last request before it answered it: the sender logs it as sent just after.
    const log = await waitFor(() => {
      const l = notifyLog(createContext({ paths, env, now: () => new Date(), warn: () => undefined }), {
        limit: 1000,
      }).log; // whole lines only: the sender may be writing one
      return l.filter((x) => x.status === 'sent').length >= 5 ? l : undefined;
    });
    expect(log.filter((l) => l.status === 'sent')).toHaveLength(5); // needs_review, completed, budget, approved, rejected
    expect(JSON.parse((await run('notify', 'log', '--json')).stdout).waiting).toEqual([]);
    const t = await run('notify', 'test', 'hook');
    expect([t.exitCode, t.stdout]).toEqual([0, 'hook: sent (HTTP 200)\n']);
    expect(events().at(-1)!.event).toBe('notify.test');
    expect((await run('notify', 'test', 'nope')).exitCode).toBe(3);
    expect(readdirSync(join(notifyDir(paths), 'sent')).length).toBeGreaterThanOrEqual(5);
  }, 60_000);

  test('the monitor tells of a crash (session.error), of a session it resumed (session.resumed) and of one nobody can continue (session.lost)', async () => {
    const s = await service();
    const sb = appSandbox();
    writeFileSync(
      join(sb.paths.paiDir, 'checkpoint.toml'),
      `[mcp]\nquery_servers = false\n[notifications.channels.hook]\ntype = "webhook"\nurl = "${s.url}/hook"\n[notifications.routing]\nnotice = ["hook"]\nwarning = ["hook"]\ncritical = ["hook"]\n`,
    );
    // A claude that comes up as the real one's SessionStart does: the session's state at the epoch it was given (a resume is RESUMED only then).
    const claude = join(sb.home, 'fake-claude');
    writeFileSync(
      claude,
      `#!/usr/bin/env node\nrequire('fs').writeFileSync(${JSON.stringify(join(sb.paths.sessionsDir, 'S1.json'))}, JSON.stringify({ v: 1, sessionId: 'S1', epoch: Number(process.env.PAI_CHECKPOINT_EPOCH) }));\n`,
      { mode: 0o755 },
    );
    const ctx = sb.ctx({ env: { PAI_CHECKPOINT_CLAUDE: claude } });
    await create(ctx, { session: 'S1' });
    const store = await ctx.volume();
    const stale = new Date(Date.now() - 200_000).toISOString();
    await putVolumeStatus(store, {
      session_id: 'S1',
      status: 'running',
      cwd: sb.project,
      host: 'machine-a',
      installation: 'elsewhere',
      heartbeat_at: stale,
      heartbeat_seconds: 30,
      epoch: 0,
    });
    await putVolumeStatus(store, {
      session_id: 'S9',
      status: 'running',
      heartbeat_at: stale,
      epoch: 0,
      host: 'machine-a',
    });
    const config: Config['monitor'] = {
      timeoutSeconds: 90,
      resumeDelaySeconds: 0,
      pollSeconds: 1,
      maxSilenceHours: 24,
      workspaceRoot: join(sb.home, 'resumed'),
      claudeArgs: [],
    };
    await new Monitor(ctx, store, config, 'headless', () => undefined).run(true);
    const got = () =>
      s.received.map(
        (r) =>
          JSON.parse(r.body) as {
            event: string;
            priority: string;
            notification: { session: { id: string }; summary: string; action?: string };
          },
      );
    await waitFor(() => (got().length >= 4 ? true : undefined));
    expect(
      got()
        .map((e) => [e.event, e.priority, e.notification.session.id, e.notification.action])
        .sort(),
    ).toEqual([
      ['session.error', 'warning', 'S1', 'pai-checkpoint recover S1'],
      ['session.error', 'warning', 'S9', 'pai-checkpoint recover S9'],
      ['session.lost', 'critical', 'S9', 'pai-checkpoint recover S9'],
      ['session.resumed', 'notice', 'S1', 'pai-checkpoint sessions S1'],
    ]);
    expect(got().find((e) => e.event === 'session.lost')!.notification.summary).toBe(
      'LOST: session S9 lost: no heartbeat for 3 min (timeout 2 min), and it has no checkpoint to resume from',
    );
  });

  test('failed tool calls in bursts: the third (and sixth …) failure of a session is told once, a single one is not', async () => {
    const s = await service();
    const { ctx, config, paths } = setup(
      `[notifications.channels.hook]\ntype = "webhook"\nurl = "${s.url}/hook"\n[notifications.routing]\nwarning = ["hook"]\n`,
    );
    const c = await config();
    const m = (id: string, errors: number) =>
      ({
        id,
        session_id: 'sess-e',
        created_at: ctx.now().toISOString(),
        trigger: 'error',
        approval: { status: 'auto_approved' },
        workspace: null,
        metrics: { cost_estimate_usd: 0, files_modified: 0, tools_invoked: [], tool_errors: errors },
      }) as unknown as Manifest;
    for (const [id, errors] of [
      ['01A', 1],
      ['01B', 3],
      ['01C', 4],
      ['01D', 6],
    ] as const)
      await checkpointEvents(ctx, m(id, errors), c);
    const got = () =>
      s.received.map(
        (r) => JSON.parse(r.body) as { event: string; notification: { checkpoint: string; summary: string } },
      );
    await waitFor(() => (got().length >= 2 ? true : undefined));
    await settled(paths); // nothing more comes
    expect(
      got()
        .map((e) => [e.event, e.notification.checkpoint, e.notification.summary])
        .sort(),
    ).toEqual([
      ['session.error', '01B', '3 tool calls of the session failed.'],
      ['session.error', '01D', '6 tool calls of the session failed.'],
    ]);
  });

  test('a crash found by the next SessionStart: the worker job tells session.error with the last heartbeat', async () => {
    const s = await service();
    const { ctx, paths, project } = setup(
      `[notifications.channels.hook]\ntype = "webhook"\nurl = "${s.url}/hook"\n[notifications.routing]\nwarning = ["hook"]\n`,
    );
    saveSession(paths, {
      ...newSession('sess-crash', project, project, new Date('2026-11-25T09:00:00.000Z')),
      heartbeatAt: '2026-11-25T09:30:00.000Z',
    });
    await crashedJob(ctx, 'sess-crash');
    await crashedJob(ctx, 'sess-crash'); // told once
    await waitFor(() => (s.received.length ? true : undefined));
    await settled(paths); // nothing more comes
    expect(
      s.received
        .map((r) => JSON.parse(r.body) as { event: string; notification: Record<string, unknown> })
        .map((e) => [e.event, e.notification['summary'], e.notification['action'], e.notification['context']]),
    ).toEqual([
      [
        'session.error',
        'The session crashed: its process is gone and it did not end (last heartbeat 2026-11-25T09:30:00.000Z).',
        'pai-checkpoint recover sess-crash',
        { status: 'crashed', durationMs: 30 * 60_000 },
      ],
    ]);
  });

  test('budget.exceeded (critical) once the limit is passed, told once per session; a bad token is retried and logged without the token', async () => {
    let tokenFixed = false;
    const s = await service((r) =>
      r.path === '/hook' || tokenFixed ? { status: 200 } : { status: 401, body: '{"message":"Bad credentials"}' },
    );
    const { ctx, config, paths } = setup(
      `[notifications.channels.hook]\ntype = "webhook"\nurl = "${s.url}/hook"\n[notifications.channels.chat]\ntype = "slack"\nwebhook_url = "${s.url}/services/T/B/\${SLACK_TOKEN}"\n[notifications.routing]\ncritical = ["hook", "chat"]\n[budget]\nthreshold_usd = 5\nlimit_usd = 20\n`,
    );
    const env = { ...ctx.env, SLACK_TOKEN: 'xoxb-badtoken' };
    const c = await config();
    const m = (id: string, cost: number) =>
      ({
        id,
        session_id: 'sess-b',
        created_at: ctx.now().toISOString(),
        trigger: 'stop',
        approval: { status: 'auto_approved' },
        workspace: null,
        metrics: { cost_estimate_usd: cost, files_modified: 2, tools_invoked: [], tool_errors: 0 },
      }) as unknown as Manifest;
    await checkpointEvents({ ...ctx, env }, m('01X', 25), c);
    await checkpointEvents({ ...ctx, env }, m('01Y', 30), c); // over it still: not told again
    await waitFor(() =>
      s.received.some((r) => r.path === '/hook') && notifyLog(ctx).log.some((l) => l.status === 'retry')
        ? true
        : undefined,
    );
    const hook = s.received
      .filter((r) => r.path === '/hook')
      .map((r) => JSON.parse(r.body) as { event: string; priority: string; notification: { summary: string } });
    expect(hook.map((e) => [e.event, e.priority, e.notification.summary])).toEqual([
      ['budget.exceeded', 'critical', "The session's estimated cost is $25.00, over $20.00."],
    ]);
    expect(notifyLog(ctx).log.find((l) => l.status === 'retry')).toMatchObject({
      channel: 'chat',
      error: 'HTTP 401: {"message":"Bad credentials"}',
    });
    expect(logText(paths)).not.toContain('xoxb-badtoken');
    // The token put right on the service's side: the next try (5 s later) delivers it, and the sender ends.
    tokenFixed = true;
    await waitFor(() =>
      notifyLog(ctx).log.some((l) => l.channel === 'chat' && l.status === 'sent') ? true : undefined,
    );
    const chat = notifyLog(ctx).log.filter((l) => l.channel === 'chat');
    expect(chat.filter((l) => l.status !== 'duplicate').map((l) => [l.status, l.attempt ?? null])).toEqual([
      ['queued', null],
      ['retry', 1],
      ['sent', 2],
    ]);
    expect(chat.filter((l) => l.status === 'duplicate')).toHaveLength(1); // the second checkpoint over the limit
  }, 40_000);
});

/**
 * Notifications with the REAL Claude Code binary: a headless session under the strict approval
 * policy and a tiny budget; its checkpoints (written by the plugin's hooks, sidecar and worker)
 * need review and pass the budget, and the routed channel — a webhook on 127.0.0.1 — is told,
 * by the sender the capture started, with nothing else running.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { httpService } from '../support/services.js';
import { startFakeApi } from './fake-api.js';
import { cleanupTempDirs, makeHome, makeTempDir, REPO_ROOT, runClaude, STREAM_ARGS, waitUntil } from './harness.js';

afterAll(() => cleanupTempDirs());

test('a real session that needs review and passes its budget: checkpoint.needs_review and budget.threshold_reached reach the webhook', async () => {
  const hook = await httpService();
  const api = await startFakeApi(['Done.']);
  try {
    const cwd = makeTempDir('pai-e2e-notify-');
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd });
    fs.writeFileSync(path.join(cwd, 'a.txt'), 'x\n');
    const home = makeHome(cwd);
    const paiDir = path.join(home.dir, '.pai');
    fs.mkdirSync(paiDir, { recursive: true });
    fs.writeFileSync(
      path.join(paiDir, 'checkpoint.toml'),
      ['[mcp]', 'query_servers = false', '[approval]', 'default_policy = "strict"', '[budget]', 'threshold_usd = 0.000001', '[notifications]', 'default_channel = "hook"', '[notifications.channels.hook]', 'type = "webhook"', `url = "${hook.url}/hook"`].join('\n'),
    );
    const r = await runClaude({ home, cwd, apiUrl: api.url, args: ['-p', 'Say done', ...STREAM_ARGS], pluginDirs: [REPO_ROOT], allowedTools: 'Read', env: {}, timeoutMs: 60_000 });
    expect(r.code, r.stderr.slice(-500)).toBe(0);
    const sid = (r.events.find((e) => e['type'] === 'system' && e['subtype'] === 'init') as { session_id?: string } | undefined)?.session_id;
    expect(sid).toMatch(/^[0-9a-f-]{36}$/);
    type Told = { event: string; priority: string; notification: { session: { id: string }; checkpoint?: string; action?: string } };
    const told = () => hook.received.map((x) => JSON.parse(x.body) as Told);
    await waitUntil(() => (told().some((e) => e.event === 'checkpoint.needs_review') && told().some((e) => e.event === 'budget.threshold_reached')) || undefined, 60_000);
    for (const e of told()) expect(e.notification.session.id).toBe(sid);
    const review = told().find((e) => e.event === 'checkpoint.needs_review')!;
    expect(review).toMatchObject({ priority: 'notice', notification: { checkpoint: expect.stringMatching(/^[0-9A-Z]{26}$/), action: `pai-checkpoint review ${sid}` } });
    expect(told().filter((e) => e.event === 'budget.threshold_reached')).toHaveLength(1);
    expect(hook.received.every((x) => x.method === 'POST' && x.path === '/hook' && x.headers['x-pai-checkpoint-event'] !== undefined)).toBe(true);
  } finally {
    await hook.close();
    await api.close();
  }
}, 120_000);

/**
 * Notifications with the REAL Claude Code binary: a headless session under the strict approval
 * policy and a tiny budget; its checkpoints (written by the plugin's hooks, sidecar and worker)
 * need review and pass the budget, and the routed channel — a webhook on 127.0.0.1 — is told,
 * by the sender the capture started, with nothing else running; the project's in-progress Beads
 * issue is linked to the session and gets the checkpoint's reference in its notes (SPEC-07.22.04).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { httpService } from '../support/services.js';
import { startFakeApi } from './fake-api.js';
import { cleanupTempDirs, makeHome, makeTempDir, REPO_ROOT, runClaude, STREAM_ARGS, waitUntil } from './harness.js';

afterAll(() => cleanupTempDirs());

test('a real session that needs review and passes its budget: session.started, checkpoint.needs_review and budget.threshold_reached reach the webhook; its Beads issue gets the checkpoint in its notes', async () => {
  const hook = await httpService();
  const api = await startFakeApi(['Done.']);
  try {
    const cwd = makeTempDir('pai-e2e-notify-');
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd });
    fs.writeFileSync(path.join(cwd, 'a.txt'), 'x\n');
    // A Beads issue in progress in the project: the session is linked to it and leaves its checkpoint in its notes.
    fs.mkdirSync(path.join(cwd, '.beads'));
    const beads = path.join(cwd, '.beads', 'issues.jsonl');
    fs.writeFileSync(beads, `${JSON.stringify({ id: 'ph-e2e', title: 'Say done', status: 'in_progress' })}\n`);
    const home = makeHome(cwd);
    const paiDir = path.join(home.dir, '.pai');
    fs.mkdirSync(paiDir, { recursive: true });
    fs.writeFileSync(
      path.join(paiDir, 'checkpoint.toml'),
      [
        '[mcp]',
        'query_servers = false',
        '[approval]',
        'default_policy = "strict"',
        '[budget]',
        'threshold_usd = 0.000001',
        '[notifications]',
        'default_channel = "hook"',
        '[notifications.channels.hook]',
        'type = "webhook"',
        `url = "${hook.url}/hook"`,
        '[notifications.routing]',
        'info = ["hook"]',
        'notice = ["hook"]',
        'warning = ["hook"]',
        'critical = ["hook"]',
      ].join('\n'),
    );
    const r = await runClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: ['-p', 'Say done', ...STREAM_ARGS],
      pluginDirs: [REPO_ROOT],
      allowedTools: 'Read',
      env: {},
      timeoutMs: 60_000,
    });
    expect(r.code, r.stderr.slice(-500)).toBe(0);
    const sid = (
      r.events.find((e) => e['type'] === 'system' && e['subtype'] === 'init') as { session_id?: string } | undefined
    )?.session_id;
    expect(sid).toMatch(/^[0-9a-f-]{36}$/);
    type Told = {
      event: string;
      priority: string;
      notification: { session: { id: string }; checkpoint?: string; action?: string };
    };
    const told = () => hook.received.map((x) => JSON.parse(x.body) as Told);
    await waitUntil(
      () =>
        ['session.started', 'checkpoint.needs_review', 'budget.threshold_reached'].every((ev) =>
          told().some((e) => e.event === ev),
        )
          ? true
          : undefined,
      60_000,
    );
    expect(told().filter((e) => e.event === 'session.started')).toHaveLength(1); // by the session's sidecar, once
    for (const e of told()) expect(e.notification.session.id).toBe(sid);
    const review = told().find((e) => e.event === 'checkpoint.needs_review')!;
    expect(review).toMatchObject({
      priority: 'notice',
      notification: { checkpoint: expect.stringMatching(/^[0-9A-Z]{26}$/), action: `pai-checkpoint review ${sid}` },
    });
    expect(told().filter((e) => e.event === 'budget.threshold_reached')).toHaveLength(1);
    expect(
      hook.received.every(
        (x) => x.method === 'POST' && x.path === '/hook' && x.headers['x-pai-checkpoint-event'] !== undefined,
      ),
    ).toBe(true);
    const notes = await waitUntil(
      () => (JSON.parse(fs.readFileSync(beads, 'utf8').split('\n')[0]!) as { notes?: string }).notes,
      30_000,
    );
    expect(notes).toMatch(
      new RegExp(`^Work on this issue is under way in checkpoint [0-9A-Z]{26} of session ${sid} \\(pai-checkpoint\\)`),
    );
  } finally {
    await hook.close();
    await api.close();
  }
}, 120_000);

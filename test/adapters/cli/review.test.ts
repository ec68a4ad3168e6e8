/**
 * `review` (SPEC-07.20.03) through the CLI on real checkpoints: what awaits review, a session's
 * screen (turns, tokens, cost, files with +/- lines since the last accepted checkpoint), and the
 * keyboard loop (keys injected as answers): diff, log, reject without a reason, approve, continue.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { printScreen } from '../../../src/adapters/cli/commands/review.js';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { assistantLine, readEvents, sandbox, userLine, writeLines } from '../../helpers.js';

async function setup() {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  const p = (f: string) => join(sb.project, f);
  writeFileSync(p('auth.py'), 'def login():\n    return False\n');
  const transcript = join(sb.home, 't.jsonl');
  writeLines(transcript, [userLine('Fix the login'), assistantLine([{ type: 'text', text: 'Looking.' }], 'a-1')]);
  const s = newSession('sess-review-1', sb.project, sb.project, new Date());
  s.transcriptPath = transcript;
  saveSession(sb.paths, s);
  const env = {
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PATH: '/usr/bin:/bin',
    PAI_CHECKPOINT_CLAUDE: '/bin/echo',
  };
  const questions: string[] = [];
  const run = (argv: string[], answers?: string[]) =>
    main(
      argv,
      defaultCliEnv({
        cwd: sb.project,
        env,
        warnings: [],
        ...(answers ? { ask: async (q: string) => (questions.push(q), answers.shift() ?? 'q') } : {}),
      }),
    );
  const json = async (...argv: string[]) => JSON.parse((await run([...argv, '--json'])).stdout);
  const a = (await json('create')).id as string; // manual: auto_approved by the default policy
  writeFileSync(p('auth.py'), 'def login(user):\n    check(user)\n    return True\n');
  mkdirSync(p('tests'));
  writeFileSync(p('tests/test_auth.py'), 'def test_login():\n    assert login("a")\n');
  appendFileSync(
    transcript,
    [userLine('Add a test'), assistantLine([{ type: 'text', text: 'Added tests/test_auth.py.' }], 'a-2')]
      .map((l) => `${l}\n`)
      .join(''),
  );
  const b = (await json('create', '--trigger', 'complete')).id as string; // complete: pending under the default policy
  return { ...sb, run, json, a, b, questions };
}

describe('review', () => {
  test('what awaits review, and a session screen: turns, tokens, cost, files with +/- lines since the last accepted checkpoint', async () => {
    const { json, run, a, b, project } = await setup();
    expect(await json('review')).toEqual({
      sessions: [
        {
          sessionId: 'sess-review-1',
          project,
          status: expect.any(String),
          pending: [
            {
              id: b,
              trigger: 'complete',
              createdAt: expect.any(String),
              reason: 'policy auto requires review of complete checkpoints',
              policy: 'auto',
            },
          ],
        },
      ],
    });
    const screen = await json('review', 'sess-rev');
    expect(screen).toMatchObject({
      sessionId: 'sess-review-1',
      pending: [b],
      checkpoint: { id: b, trigger: 'complete', approval: { status: 'pending' } },
      base: { id: a, approval: 'auto_approved' },
      summary: { turns: 2, tokens: 0, costUsd: 0 },
    });
    expect(
      screen.summary.files.map((f: { status: string; path: string; added: number; removed: number }) => [
        f.status,
        f.path,
        f.added,
        f.removed,
      ]),
    ).toEqual([
      ['M', 'auth.py', 3, 2],
      ['A', 'tests/test_auth.py', 2, 0],
    ]);
    const now = new Date(Date.parse(screen.checkpoint.createdAt) + 5 * 60_000);
    expect(printScreen(screen, now).split('\n')).toEqual([
      `Session: sess-review-1  (${project})`,
      `Status: ${screen.status} (1 pending review)`,
      '',
      `Latest checkpoint: ${b}`,
      '  Trigger: complete',
      `  Created: 5 min ago (${screen.checkpoint.createdAt})`,
      '  Approval: pending — policy auto requires review of complete checkpoints',
      '',
      'Summary:',
      '  Conversation turns: 2',
      '  Tokens used: 0',
      '  Estimated cost: $0.00',
      `  Files modified: 2 since ${a} (the last auto-approved)`,
      '    M auth.py (+3, -2)',
      '    A tests/test_auth.py (+2, -0)',
      '',
      'Actions:',
      '  [a]pprove  [r]eject  [d]iff  [l]og  [c]ontinue session  [q]uit',
    ]);
    // Without a terminal (and as a slash command): the screen, and the commands that act on it.
    const piped = (await run(['review', 'sess-review-1'])).stdout;
    expect(piped).toContain(
      `Actions:\n  approve:   pai-checkpoint approve ${b} [--reason "…"]\n  reject:    pai-checkpoint reject ${b} --reason "…"\n  diff:      pai-checkpoint diff ${a} ${b} --patch\n  log:       pai-checkpoint diff ${a} ${b} --conversation\n  continue:  pai-checkpoint resume sess-review-1\n`,
    );
    const slash = (await run(['slash', 'review'])).stdout;
    expect(slash).toMatch(
      new RegExp(
        `^SESSION +CHECKPOINT +TRIGGER +AGE +WHY +PROJECT\\nsess-rev +${b} +complete +\\d+ s ago +policy auto requires review of complete checkpoints +`,
      ),
    );
    expect((await run(['review', 'nope-nope'])).exitCode).toBe(3);
  });

  test('the keys: d diff, l log, an unknown key, r without a reason, a with one (the screen again), q; every decision is a fact and an event', async () => {
    const { run, json, paths, b, questions } = await setup();
    // One session awaits review: `review` alone goes straight to its screen.
    const shown: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (shown.push(String(chunk)), true));
    const r = await run(['review', '--json'].slice(0, 1), ['d', 'l', 'x', 'r', '', 'a', 'looks right', 'q']).finally(
      () => spy.mockRestore(),
    );
    expect(r.exitCode).toBe(0);
    // What the terminal showed, in order: the screen, the patch, the turns, the keys, the refusal, the decision, the screen again.
    const screen = shown.join('');
    const order = [
      `Latest checkpoint: ${b}`,
      '--- a/auth.py\n+++ b/auth.py\n',
      '+++ b/tests/test_auth.py\n',
      'turn(s) added\n\n> Add a test\n  Added tests/test_auth.py.',
      'Keys: a approve, r reject, d diff, l log, c continue the session, q quit.',
      'Not rejected: a rejection needs a reason.',
      `Approved ${b}.`,
      '  Approval: approved by ',
    ];
    expect(order.map((t) => screen.indexOf(t))).toEqual([...order.map((t) => screen.indexOf(t))].sort((x, y) => x - y));
    expect(order.filter((t) => !screen.includes(t))).toEqual([]);
    expect(r.stdout).toBe(`Approved ${b} (looks right).\n`);
    expect(questions).toEqual([
      '>',
      '>',
      '>',
      '>',
      'Reason (required):',
      '>',
      'Reason (optional; Enter for none):',
      '>',
    ]);
    const listed = await json('list', '--detailed');
    expect(listed.rows.find((row: { id: string }) => row.id === b).approval).toMatchObject({
      status: 'approved',
      user: userInfo().username,
      reason: 'looks right',
    });
    expect(
      readEvents(paths)
        .filter((e) => e.data.action === 'checkpoint.approve')
        .map((e) => e.data),
    ).toEqual([
      expect.objectContaining({ checkpoint_id: b, user: userInfo().username, reason: 'looks right', policy: 'auto' }),
    ]);
    expect(await json('review')).toEqual({ sessions: [] });
    expect((await run(['review'])).stdout).toBe('Nothing awaits review.\n');
  });

  test('c continues the session (claude --resume): after a rejection, from the checkpoint before it', async () => {
    const { run, a, b, questions } = await setup();
    const r = await run(['review', 'sess-review-1', '--json'].slice(0, 2), ['r', 'tests fail', 'c']);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(
        `^Rejected ${b} \\(tests fail\\)\\.\\nRestored ${a} into .* \\(transcript only; the workspace was there\\)\\.\\nwarning: newer checkpoint ${b} \\(\\w+\\) was passed over: rejected \\(tests fail\\); to take it: \`pai-checkpoint resume --from ${b} --force\`\\nClaude Code exited \\(0\\)\\.\\n$`,
      ),
    );
    expect(questions).toEqual(['>', 'Reason (required):', '>']);
  });
});

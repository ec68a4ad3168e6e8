/**
 * What the hooks show the user and the model is inert (issue 32 item 6): Claude Code decodes a
 * hook's JSON and shows `systemMessage` on the user's terminal, so a stored task holding ESC/OSC
 * sequences, a C1 CSI or a bidi override must reach it as visible text, not as live controls —
 * the SessionStart resume offer (dist/hooks/session-start.cjs) and the sidecar's notice as
 * hooks/journal.sh prints it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createCheckpointSync } from '../../../src/domain/records/api.js';
import { postNotice, setInHook } from '../../../src/domain/session/sidecar-files.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { ROOT, runHookProcess, sandbox, testPath } from '../../helpers.js';

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const TASK =
  'Build \u001b[2J\u001b]0;pwned\u0007\u001b]8;;http://evil.example/\u001b\\the form\u001b]8;;\u001b\\ \u009b1m\u202eevil';
const SHOWN = 'Build ␛[2J␛]0;pwned␇␛]8;;http://evil.example/␛\\the form␛]8;;␛\\ \\u009b1m\\u202eevil';

test('the SessionStart resume offer quotes a stored task inert, to the user and to the model', () => {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  const crashed = 'c0ffee00-aaaa-4bbb-8ccc-dddddddddddd';
  const dead = Number(
    spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout,
  );
  createCheckpointSync(
    'PLAN',
    3,
    TASK,
    [],
    { project: sb.project, cwd: sb.project },
    { paiDir: sb.paths.paiDir, sessionId: crashed },
  );
  saveSession(sb.paths, {
    ...newSession(crashed, sb.project, sb.project, new Date(Date.now() - 90_000)),
    claudePid: dead,
  });
  const r = runHookProcess(
    'session-start',
    {
      session_id: '0b7e2c1a-1111-4222-8333-444455556666',
      transcript_path: join(sb.home, 't.jsonl'),
      cwd: sb.project,
      hook_event_name: 'SessionStart',
      source: 'startup',
    },
    { HOME: sb.home, PAI_DIR: sb.paths.paiDir },
  );
  expect(r.code).toBe(0);
  expect(r.json.systemMessage).toContain(`Resume from Phase 3? (${SHOWN})`);
  expect(r.json.systemMessage).not.toMatch(CONTROL);
  expect(r.json.hookSpecificOutput.additionalContext).toContain(SHOWN);
  expect(r.json.hookSpecificOutput.additionalContext).not.toMatch(CONTROL);
  expect(r.stdout).not.toMatch(CONTROL);
});

test('the sidecar`s notice, as hooks/journal.sh prints it, is inert', () => {
  const sb = sandbox();
  const session = 'sess-notice';
  setInHook(sb.paths, session, 'disabled: [capture] enabled = false in this project'); // journal.sh then prints the notice and exits
  postNotice(sb.paths, session, `pai-checkpoint: checkpoint "${TASK}" was not taken`);
  const r = spawnSync('sh', [join(ROOT, 'hooks', 'journal.sh'), 'stop'], {
    input: '{}',
    encoding: 'utf8',
    env: { PATH: testPath(), HOME: sb.home, PAI_DIR: sb.paths.paiDir, CLAUDE_CODE_SESSION_ID: session },
  });
  expect(r.status).toBe(0);
  const shown = (JSON.parse(r.stdout) as { systemMessage: string }).systemMessage;
  expect(shown).toBe(`pai-checkpoint: checkpoint "${SHOWN}" was not taken`);
});

/**
 * Hostile transcripts against the built hooks as processes (issue items 9 and 10). Each hook runs
 * under the budget Claude Code gives it in hooks/hooks.json (10 s): a hook that overruns is
 * killed there, so the test kills it at the same point and fails.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { listCheckpoints } from '../../../src/domain/records/api.js';
import { loadSession } from '../../../src/domain/session/state.js';
import { assistantLine, DIST, sandbox, testPath } from '../../helpers.js';

const SID = 'eeeeeeee-1111-4222-8333-444455556666';
const hooksJson = JSON.parse(readFileSync(join(DIST, '..', 'hooks', 'hooks.json'), 'utf8'));
const BUDGET_MS = 1000 * (hooksJson.hooks.Stop[0].hooks[0].timeout as number);

function setup() {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(
    join(sb.paths.paiDir, 'checkpoint.toml'),
    '[mcp]\nquery_servers = false\n[capture]\nperiodic_seconds = 0\n',
  );
  const env = {
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PATH: testPath(),
    PAI_CHECKPOINT_SIDECAR: '0',
  };
  const hook = (name: string, event: string, transcript: string, extra: Record<string, unknown> = {}) => {
    const r = spawnSync(process.execPath, [join(DIST, 'hooks', `${name}.cjs`)], {
      input: JSON.stringify({
        session_id: SID,
        transcript_path: transcript,
        cwd: sb.project,
        hook_event_name: event,
        ...extra,
      }),
      env,
      encoding: 'utf8',
      timeout: BUDGET_MS,
    });
    expect(r.signal, `${name} overran its ${BUDGET_MS} ms budget`).toBeNull();
    expect(r.status, r.stderr).toBe(0);
    return r;
  };
  return { ...sb, hook };
}

test('a 1 MB line of ━ (the quadratic case) costs the Stop hook well under their budget, and the header after it is still seen', async () => {
  const { home, paths, hook } = setup();
  const transcript = join(home, 't.jsonl');
  writeFileSync(transcript, '');
  hook('session-start', 'SessionStart', transcript, { source: 'startup' });
  const hostile = '━'.repeat(1 << 20);
  appendFileSync(
    transcript,
    `${assistantLine([
      { type: 'text', text: `${hostile}\n━━━ ${hostile}` },
      { type: 'tool_use', name: 'Bash', input: { command: 'true' }, id: 't1' },
    ])}\n`,
  );
  appendFileSync(
    transcript,
    `${assistantLine([
      { type: 'text', text: '🗒️ TASK: Survive hostile text\n━━━ 📋 PLAN ━━━ 3/7' },
      { type: 'tool_use', name: 'Bash', input: { command: 'true' }, id: 't2' },
    ])}\n`,
  );
  hook('stop', 'Stop', transcript, { last_assistant_message: 'Planned.', stop_hook_active: false });
  expect(loadSession(paths, SID)?.phase?.number).toBe(3);
  hook('stop', 'Stop', transcript, {
    last_assistant_message: `${hostile}\n━━━ 🔨 BUILD ━━━ 4/7`,
    stop_hook_active: false,
  });
  expect(loadSession(paths, SID)?.phase?.number).toBe(4);
  const records = await listCheckpoints({ sessionId: SID }, { paiDir: paths.paiDir });
  expect(records.map((r) => r.phaseNumber).sort()).toEqual([3, 4]);
  expect(records.map((r) => r.taskSummary)).toEqual(['Survive hostile text', 'Survive hostile text']);
});

test('a transcript path that is a FIFO: SessionStart, Stop and PreCompact return at once, and say so once in the log', () => {
  const { home, paths, hook } = setup();
  const fifo = join(home, 'fifo.jsonl');
  execFileSync('mkfifo', [fifo]);
  hook('session-start', 'SessionStart', fifo, { source: 'resume' });
  hook('stop', 'Stop', fifo, { last_assistant_message: 'done', stop_hook_active: false });
  hook('pre-compact', 'PreCompact', fifo, { trigger: 'auto', custom_instructions: '' });
  hook('stop', 'Stop', fifo, { last_assistant_message: 'done again', stop_hook_active: false });
  const log = readFileSync(paths.logFile, 'utf8');
  expect(log.match(/transcript not read: .*FIFO/g)).toHaveLength(1);
});

test('a phase header after more than 8 MB of new transcript (one long tool output) is still recorded (item 15)', async () => {
  const { home, paths, hook } = setup();
  const transcript = join(home, 't.jsonl');
  writeFileSync(transcript, '');
  hook('session-start', 'SessionStart', transcript, { source: 'startup' });
  const big = 'x'.repeat(1 << 20);
  for (let i = 0; i < 9; i++) appendFileSync(transcript, `${assistantLine([{ type: 'text', text: big }])}\n`);
  appendFileSync(
    transcript,
    `${assistantLine([
      { type: 'text', text: '🗒️ TASK: Read a huge log\n━━━ 🧠 THINK ━━━ 2/7' },
      { type: 'tool_use', name: 'Bash', input: { command: 'true' }, id: 't9' },
    ])}\n`,
  );
  hook('stop', 'Stop', transcript, { last_assistant_message: 'Read.', stop_hook_active: false });
  expect(loadSession(paths, SID)?.phase?.number).toBe(2);
  expect((await listCheckpoints({ sessionId: SID }, { paiDir: paths.paiDir })).map((r) => r.taskSummary)).toEqual([
    'Read a huge log',
  ]);
});

import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { appendTicket, captureLockPath, captureRunning, coalesce, hasTickets } from '../../src/checkpoint/queue.js';
import { captureJob } from '../../src/checkpoint/run.js';
import { loadIndex, readManifest, verifyCheckpoint } from '../../src/checkpoint/store.js';
import { acquire } from '../../src/core/lock.js';
import { listCheckpoints } from '../../src/records/api.js';
import { loadSession, newSession, saveSession } from '../../src/session/state.js';
import { LocalVolume } from '../../src/storage/local.js';
import { assistantLine, runHookProcess, sandbox, trackerCtx } from '../helpers.js';

const SID = '7d2e0c5b-aaaa-4bbb-8ccc-000000000001';

function setup() {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: sb.project });
  writeFileSync(join(sb.project, 'a.txt'), 'a\n');
  const transcript = join(sb.home, 't.jsonl');
  writeFileSync(transcript, '');
  const env = { HOME: sb.home, PAI_DIR: sb.paths.paiDir, PATH: '/usr/bin:/bin' };
  const hook = (name: string, event: string, extra: Record<string, unknown> = {}) => runHookProcess(name, { session_id: SID, transcript_path: transcript, cwd: sb.project, hook_event_name: event, ...extra }, env);
  const store = new LocalVolume(join(sb.paths.paiDir, 'volume'));
  const until = async <T>(fn: () => Promise<T | undefined>, ms = 30_000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const v = await fn();
      if (v !== undefined) return v;
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { ...sb, transcript, hook, store, until };
}

test('a phase transition in PostToolUse becomes a session checkpoint with the record`s id, taken by the detached worker', async () => {
  const { transcript, hook, store, until, paths, project } = setup();
  appendFileSync(transcript, `${assistantLine([{ type: 'text', text: '━━━ 📋 PLAN ━━━ 3/7' }, { type: 'tool_use', name: 'Bash', input: { command: 'echo made > bash.txt' }, id: 'toolu_1' }])}\n`);
  writeFileSync(join(project, 'bash.txt'), 'made\n'); // what the Bash tool did
  expect(hook('post-tool-use', 'PostToolUse', { tool_name: 'Bash', tool_use_id: 'toolu_1', tool_input: {}, tool_response: {} })).toMatchObject({ code: 0, stdout: '' });
  const [record] = await listCheckpoints({}, { paiDir: paths.paiDir });
  const entry = await until(async () => (await loadIndex(store, SID)).checkpoints.find((e) => e.id === record!.id));
  expect(entry.trigger).toBe('phase');
  expect((await verifyCheckpoint(store, SID, entry.id)).ok).toBe(true);
  const m = (await readManifest(store, SID, entry.id))!;
  expect(m.workspace?.uncommitted_files).toEqual(expect.arrayContaining(['bash.txt']));
  expect(m['pai']).toMatchObject({ phase: 3, phase_name: 'PLAN' });
  expect(loadSession(paths, SID)?.lastCheckpointId).toBe(entry.id);

  // Stop: a `stop` checkpoint; the tree is unchanged, so the archive is reused; the phase record is refreshed in place.
  hook('stop', 'Stop', { last_assistant_message: 'Done for now.', stop_hook_active: false });
  const stop = await until(async () => (await loadIndex(store, SID)).checkpoints.find((e) => e.trigger === 'stop'));
  expect((await readManifest(store, SID, stop.id))!.workspace).toMatchObject({ reused_from: entry.id });
  // The worker refreshes the record right after committing the checkpoint.
  const records = await until(async () => {
    const r = await listCheckpoints({}, { paiDir: paths.paiDir });
    return r[0]?.metadata['sessionCheckpointId'] === stop.id ? r : undefined;
  });
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({ id: record!.id, phaseNumber: 3, metadata: { trigger: 'phase', sessionCheckpointId: stop.id } });

  // A tool failure: an `error` checkpoint; PreCompact: the PAI state for the summariser and a `pre_compact` checkpoint.
  hook('post-tool-use-failure', 'PostToolUseFailure', { tool_name: 'Bash', error: 'exit 1', tool_input: {} });
  await until(async () => (await loadIndex(store, SID)).checkpoints.find((e) => e.trigger === 'error'));
  const pre = hook('pre-compact', 'PreCompact', { trigger: 'manual', custom_instructions: null });
  expect(pre.stdout).toContain('Keep this PAI Algorithm state in the summary, verbatim:\npai-checkpoint: PAI Algorithm state preserved across compaction.');
  expect(pre.stdout).toContain('Current phase: 3/7 PLAN.');
  await until(async () => (await loadIndex(store, SID)).checkpoints.find((e) => e.trigger === 'pre_compact'));
  await until(async () => (!captureRunning(paths, SID) && !hasTickets(paths, SID) ? true : undefined)); // let the worker finish
});

test('tickets that arrive while a capture runs are coalesced into one capture, recorded as the most significant trigger', async () => {
  const { paths, store, project } = setup();
  saveSession(paths, newSession(SID, project, project, new Date()));
  const ctx = trackerCtx(paths, { env: { PATH: '/usr/bin:/bin', HOME: paths.paiDir } });
  const busy = acquire(captureLockPath(paths, SID)); // another worker is capturing
  const at = new Date().toISOString();
  for (const trigger of ['periodic', 'stop', 'error', 'phase'] as const) appendTicket(paths, SID, { trigger, at, ...(trigger === 'error' ? { error: 'Bash: exit 1' } : {}) });
  expect(await captureJob(ctx, SID)).toBe(0); // busy: leaves the tickets to the holder
  busy.release();
  expect(await captureJob(ctx, SID)).toBe(1);
  expect((await loadIndex(store, SID)).checkpoints.map((e) => e.trigger)).toEqual(['error']);
  expect(coalesce([{ trigger: 'stop', at }, { trigger: 'phase', at, recordId: 'R1' }, { trigger: 'manual', at, name: 'n' }])).toEqual({ trigger: 'manual', at, recordId: 'R1', name: 'n' });
});

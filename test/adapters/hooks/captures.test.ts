import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  appendTicket,
  captureLockPath,
  captureRunning,
  coalesce,
  hasTickets,
  pendingFile,
  sweepTakenTickets,
} from '../../../src/domain/session/queue.js';
import type { PaiPaths } from '../../../src/core/paths.js';
import { captureJob } from '../../../src/app/capture.js';
import { readManifest } from '../../../src/domain/volume/read.js';
import { loadIndex } from '../../../src/domain/volume/session-index.js';
import { verifyCheckpoint } from '../../../src/domain/volume/verify.js';
import { acquire } from '../../../src/core/lock.js';
import { listCheckpoints } from '../../../src/domain/records/api.js';
import { loadSession, newSession, saveSession } from '../../../src/domain/session/state.js';
import { LocalVolume } from '../../../src/storage/local.js';
import { assistantLine, DIST, runHookProcess, sandbox, trackerCtx, userLine } from '../../helpers.js';

const SID = '7d2e0c5b-aaaa-4bbb-8ccc-000000000001';

function setup() {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(
    join(sb.paths.paiDir, 'checkpoint.toml'),
    '[mcp]\nquery_servers = false\n[capture]\nworkspace_format = "archive"\n',
  );
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: sb.project });
  writeFileSync(join(sb.project, 'a.txt'), 'a\n');
  const transcript = join(sb.home, 't.jsonl');
  writeFileSync(transcript, '');
  const env = { HOME: sb.home, PAI_DIR: sb.paths.paiDir, PATH: '/usr/bin:/bin' };
  const hook = (name: string, event: string, extra: Record<string, unknown> = {}) =>
    runHookProcess(
      name,
      { session_id: SID, transcript_path: transcript, cwd: sb.project, hook_event_name: event, ...extra },
      env,
    );
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

test('a phase transition (read at the turn`s end, without a sidecar) becomes a session checkpoint with the record`s id, taken by the detached worker', async () => {
  const { transcript, hook, store, until, paths, project } = setup();
  appendFileSync(
    transcript,
    `${assistantLine([
      { type: 'text', text: '━━━ 📋 PLAN ━━━ 3/7' },
      { type: 'tool_use', name: 'Bash', input: { command: 'echo made > bash.txt' }, id: 'toolu_1' },
    ])}\n`,
  );
  writeFileSync(join(project, 'bash.txt'), 'made\n'); // what the Bash tool did
  expect(hook('stop', 'Stop', { last_assistant_message: 'Planned.', stop_hook_active: false })).toMatchObject({
    code: 0,
    stdout: '',
  });
  const [record] = await listCheckpoints({}, { paiDir: paths.paiDir });
  const entry = await until(async () => (await loadIndex(store, SID)).checkpoints.find((e) => e.id === record!.id));
  expect(entry.trigger).toBe('phase');
  expect((await verifyCheckpoint(store, SID, entry.id)).ok).toBe(true);
  const m = (await readManifest(store, SID, entry.id))!;
  expect(m.workspace?.uncommitted_files).toEqual(expect.arrayContaining(['bash.txt']));
  expect(m['pai']).toMatchObject({ phase: 3, phase_name: 'PLAN' });
  // The worker notes the checkpoint in the session's state right after committing it.
  expect(await until(async () => (loadSession(paths, SID)?.lastCheckpointId === entry.id ? true : undefined))).toBe(
    true,
  );

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
  expect(records[0]).toMatchObject({
    id: record!.id,
    phaseNumber: 3,
    metadata: { trigger: 'phase', sessionCheckpointId: stop.id },
  });

  // A tool failure: an `error` checkpoint; PreCompact: the PAI state for the summariser and a `pre_compact` checkpoint.
  appendFileSync(
    transcript,
    `${assistantLine([{ type: 'tool_use', name: 'Bash', input: { command: 'false' }, id: 'toolu_f' }])}\n${userLine([{ type: 'tool_result', tool_use_id: 'toolu_f', content: 'Exit code 1', is_error: true }])}\n`,
  );
  hook('stop', 'Stop', { last_assistant_message: 'It failed.', stop_hook_active: false });
  await until(async () => (await loadIndex(store, SID)).checkpoints.find((e) => e.trigger === 'error'));
  const pre = hook('pre-compact', 'PreCompact', { trigger: 'manual', custom_instructions: null });
  expect(pre.stdout).toContain(
    'Keep this PAI Algorithm state in the summary, verbatim:\npai-checkpoint: PAI Algorithm state preserved across compaction.',
  );
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
  for (const trigger of ['periodic', 'stop', 'error', 'phase'] as const)
    appendTicket(paths, SID, { trigger, at, ...(trigger === 'error' ? { error: 'Bash: exit 1' } : {}) });
  expect(await captureJob(ctx, SID)).toBe(0); // busy: leaves the tickets to the holder
  busy.release();
  expect(await captureJob(ctx, SID)).toBe(1);
  const [entry] = (await loadIndex(store, SID)).checkpoints;
  expect(entry!.trigger).toBe('error');
  expect((await readManifest(store, SID, entry!.id))!['coalesced_triggers']).toEqual(['phase', 'stop', 'periodic']); // what else it stands for
  expect(
    coalesce([
      { trigger: 'stop', at },
      { trigger: 'phase', at, recordId: 'R1' },
      { trigger: 'manual', at, name: 'n' },
    ]),
  ).toEqual({ trigger: 'manual', at, recordId: 'R1', name: 'n', coalesced: ['phase', 'stop'] });
});

test('after a capture, routine requests settle before they are taken (a burst of phases costs few captures); anything else is taken at once', async () => {
  const { paths, store, project } = setup();
  saveSession(paths, newSession(SID, project, project, new Date()));
  const ctx = trackerCtx(paths, { env: { PATH: '/usr/bin:/bin', HOME: paths.paiDir } });
  const at = new Date().toISOString();
  appendTicket(paths, SID, { trigger: 'phase', at, recordId: 'R1' });
  const job = captureJob(ctx, SID, { settleMs: 3000 }); // takes R1 at once (no wait after a quiet spell)
  appendTicket(paths, SID, { trigger: 'phase', at, recordId: 'R2' }); // arrives during R1's capture
  // R1's checkpoint is committed (its taken tickets are gone) and R2 still waits: the worker is
  // settling. (Without a settle it takes R2 in the same tick it finishes R1: no timer sees this.)
  const settling = () =>
    hasTickets(paths, SID) && !readdirSync(join(paths.stateDir, 'captures')).some((n) => n.endsWith('.taken'));
  let finished = false;
  void job.then(() => (finished = true));
  while (!settling()) {
    if (finished) throw new Error('the worker took R2 without letting it settle');
    await new Promise((r) => setTimeout(r, 20));
  }
  // The next phase arrives now, inside the settle: the worker takes it with R2.
  appendTicket(paths, SID, { trigger: 'phase', at, recordId: 'R3' });
  appendTicket(paths, SID, { trigger: 'stop', at });
  expect(await job).toBe(2);
  const checkpoints = (await loadIndex(store, SID)).checkpoints;
  expect(checkpoints.map((e) => e.trigger)).toEqual(['phase', 'phase']);
  expect((await readManifest(store, SID, checkpoints[1]!.id))!['coalesced_triggers']).toEqual(['stop']);

  // An error among them: no waiting (a settle this long would time the test out).
  appendTicket(paths, SID, { trigger: 'phase', at, recordId: 'R4' });
  const errorJob = captureJob(ctx, SID, { settleMs: 600_000 });
  appendTicket(paths, SID, { trigger: 'phase', at, recordId: 'R5' });
  appendTicket(paths, SID, { trigger: 'error', at, error: 'Bash: exit 1' });
  expect(await errorJob).toBe(2);
  expect((await loadIndex(store, SID)).checkpoints.map((e) => e.trigger)).toEqual(['phase', 'phase', 'phase', 'error']);
});

describe('tickets are durable (item 11)', () => {
  const brokenVolume = (paths: PaiPaths) => {
    writeFileSync(
      join(paths.paiDir, 'checkpoint.toml'),
      `[mcp]\nquery_servers = false\n[volume]\npath = "${join(paths.paiDir, 'not-a-folder')}"\n`,
    );
    writeFileSync(join(paths.paiDir, 'not-a-folder'), 'a file where the volume should be\n');
    return () => rmSync(join(paths.paiDir, 'not-a-folder'));
  };

  test('a volume that stays broken: 3 attempts with pauses, the user is told, then the tickets are dropped with a log line', async () => {
    const { paths, project } = setup();
    brokenVolume(paths);
    saveSession(paths, newSession(SID, project, project, new Date()));
    const ctx = trackerCtx(paths, { env: { PATH: '/usr/bin:/bin', HOME: paths.paiDir } });
    const at = new Date().toISOString();
    appendTicket(paths, SID, { trigger: 'stop', at });
    appendTicket(paths, SID, { trigger: 'phase', at, recordId: '01KAAAAAAAAAAAAAAAAAAAAAAA' });

    expect(await captureJob(ctx, SID, { retryMs: 10 })).toBe(0);
    expect(hasTickets(paths, SID)).toBe(false); // dropped after the third failure…
    expect(readFileSync(paths.logFile, 'utf8')).toMatch(
      new RegExp(
        `capture ${SID} error: gave up on 2 checkpoint request\\(s\\) after 3 failed attempts: stop@${at.replace(/\./g, '\\.')}, phase@`,
      ),
    ); // …and said so
    expect(readFileSync(paths.logFile, 'utf8').match(/error: phase checkpoint failed/g)).toHaveLength(3);
    const s = loadSession(paths, SID)!;
    expect(s.lastCaptureError).toMatch(/phase: cannot write to the volume .*not-a-folder is a file, not a folder/);
    expect(s.notices).toEqual([
      expect.stringMatching(
        /^a session checkpoint failed: .*is a file, not a folder .*\(it is retried\); `pai-checkpoint doctor` checks the volume$/,
      ),
      expect.stringMatching(/\(given up after 3 attempts; the next one is taken as usual\)/),
    ]);
    expect(readdirSync(join(paths.stateDir, 'captures')).filter((f) => f.endsWith('.taken'))).toEqual([]);
  });

  test('a failure that passes: the same worker retries, and takes the tickets that arrived meanwhile (nothing stranded)', async () => {
    const { paths, project, until } = setup();
    const repair = brokenVolume(paths);
    const store = new LocalVolume(join(paths.paiDir, 'not-a-folder')); // a folder, once repaired
    saveSession(paths, newSession(SID, project, project, new Date()));
    const ctx = trackerCtx(paths, { env: { PATH: '/usr/bin:/bin', HOME: paths.paiDir } });
    appendTicket(paths, SID, { trigger: 'stop', at: new Date().toISOString() });
    const job = captureJob(ctx, SID, { retryMs: 1500 });
    await until(async () => loadSession(paths, SID)?.lastCaptureError, 10_000); // the first attempt failed
    repair();
    appendTicket(paths, SID, { trigger: 'manual', at: new Date().toISOString(), name: 'late' }); // the hook saw the lock: no new worker
    expect(await job).toBe(1);
    expect((await loadIndex(store, SID)).checkpoints).toEqual([
      expect.objectContaining({ trigger: 'manual', name: 'late' }),
    ]);
    expect(hasTickets(paths, SID)).toBe(false);
    expect(loadSession(paths, SID)!.lastCaptureError).toBeUndefined();
  });

  test('tickets a killed worker had taken are requeued by the next worker and captured', async () => {
    const { paths, project, store } = setup();
    saveSession(paths, newSession(SID, project, project, new Date()));
    const dead = spawnSync(process.execPath, ['-e', '']).pid!; // a pid that has exited
    mkdirSync(join(paths.stateDir, 'captures'), { recursive: true });
    const taken = `${pendingFile(paths, SID)}.${dead}.0badf00d.taken`;
    writeFileSync(taken, `${JSON.stringify({ trigger: 'manual', at: new Date().toISOString(), name: 'survivor' })}\n`);
    const live = `${pendingFile(paths, SID)}.${process.pid}.0000beef.taken`; // a live worker's: not touched
    writeFileSync(live, `${JSON.stringify({ trigger: 'stop', at: new Date().toISOString() })}\n`);
    const ctx = trackerCtx(paths, { env: { PATH: '/usr/bin:/bin', HOME: paths.paiDir } });
    expect(await captureJob(ctx, SID)).toBe(1);
    const [entry] = (await loadIndex(store, SID)).checkpoints;
    expect(entry).toMatchObject({ trigger: 'manual', name: 'survivor' });
    expect(existsSync(taken)).toBe(false);
    expect(existsSync(live)).toBe(true);
  });

  test('a killed worker`s tickets whose phase checkpoint it had committed are captured again under a new id, not failed on the conflict', async () => {
    const { paths, project, store } = setup();
    saveSession(paths, newSession(SID, project, project, new Date()));
    const ctx = trackerCtx(paths, { env: { PATH: '/usr/bin:/bin', HOME: paths.paiDir } });
    const recordId = '01JZ0000000000000000000001';
    appendTicket(paths, SID, { trigger: 'phase', at: new Date().toISOString(), recordId });
    expect(await captureJob(ctx, SID)).toBe(1);
    // The worker was killed after its commit, before finishing its tickets: they are left taken.
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(
      `${pendingFile(paths, SID)}.${dead}.0badf00d.taken`,
      `${JSON.stringify({ trigger: 'phase', at: new Date().toISOString(), recordId })}\n${JSON.stringify({ trigger: 'stop', at: new Date().toISOString() })}\n`,
    );
    expect(await captureJob(ctx, SID, { retryMs: 1 })).toBe(1);
    const entries = (await loadIndex(store, SID)).checkpoints;
    expect(entries).toHaveLength(2);
    expect(entries[0]!.id).toBe(recordId);
    expect(entries[1]).toMatchObject({ trigger: 'phase' });
    expect(entries[1]!.id).not.toBe(recordId);
    expect(hasTickets(paths, SID)).toBe(false);
    const log = existsSync(paths.logFile) ? readFileSync(paths.logFile, 'utf8') : '';
    expect(log).not.toMatch(/ error: /);
    expect(log).toContain(`checkpoint ${recordId} was committed by a worker that ended before finishing its tickets`);
  });

  test('prune`s sweep removes taken tickets of ended sessions an hour old, never a live worker`s or fresh ones', () => {
    const { paths } = setup();
    mkdirSync(join(paths.stateDir, 'captures'), { recursive: true });
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    const file = (pid: number, hex: string) => `${pendingFile(paths, SID)}.${pid}.${hex}.taken`;
    const old = (Date.now() - 2 * 3_600_000) / 1000;
    for (const [pid, hex, aged] of [
      [dead, 'aa', true],
      [dead, 'bb', false],
      [process.pid, 'cc', true],
    ] as const) {
      writeFileSync(file(pid, hex), '{"trigger":"stop","at":"x"}\n');
      if (aged) utimesSync(file(pid, hex), old, old);
    }
    expect(sweepTakenTickets(paths, 3_600_000)).toBe(1);
    expect([existsSync(file(dead, 'aa')), existsSync(file(dead, 'bb')), existsSync(file(process.pid, 'cc'))]).toEqual([
      false,
      true,
      true,
    ]);
  });

  test('an exception that escapes the worker is logged (never a silent death), and its tickets stay for the next worker', async () => {
    const { paths, project, home } = setup();
    saveSession(paths, newSession(SID, project, project, new Date()));
    appendTicket(paths, SID, { trigger: 'stop', at: new Date().toISOString() });
    const boom = join(home, 'boom.cjs');
    // Loaded before the worker: throws from a timer while the capture runs.
    writeFileSync(boom, "setTimeout(() => { throw new RangeError('Invalid string length (injected)'); }, 5);\n");
    const r = spawnSync(process.execPath, ['--require', boom, join(DIST, 'worker.cjs'), 'capture', SID], {
      env: { HOME: home, PAI_DIR: paths.paiDir, PATH: '/usr/bin:/bin' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(readFileSync(paths.logFile, 'utf8')).toMatch(
      new RegExp(`worker ${SID} error: uncaught exception: RangeError: Invalid string length \\(injected\\)`),
    );
    const left =
      hasTickets(paths, SID) || readdirSync(join(paths.stateDir, 'captures')).some((f) => f.endsWith('.taken'));
    expect(left).toBe(true);
  });
});

test('an archive over warn_mb reaches the user once, as the next hook`s systemMessage (not only plugin.log)', async () => {
  const { paths, project, hook, transcript, until } = setup();
  writeFileSync(
    join(paths.paiDir, 'checkpoint.toml'),
    '[mcp]\nquery_servers = false\n[capture]\nwarn_mb = 1\nworkspace_format = "archive"\n',
  );
  writeFileSync(join(project, 'data.bin'), randomBytes(2_500_000));
  saveSession(paths, { ...newSession(SID, project, project, new Date()), transcriptPath: transcript });
  const ctx = trackerCtx(paths, { env: { PATH: '/usr/bin:/bin', HOME: paths.paiDir } });
  appendTicket(paths, SID, { trigger: 'stop', at: new Date().toISOString() });
  expect(await captureJob(ctx, SID)).toBe(1);
  const r = hook('stop', 'Stop', { last_assistant_message: 'Read it.', stop_hook_active: false });
  expect(r.json?.systemMessage).toMatch(
    /^pai-checkpoint: the workspace archive is 3 MB \(over 1 MB\); exclude build output or data with \[capture\] excludes/,
  );
  await until(async () => (!captureRunning(paths, SID) && !hasTickets(paths, SID) ? true : undefined)); // the turn's own `stop` capture
  // Said once: the next capture of a changed (still large) tree adds no second notice.
  writeFileSync(join(project, 'more.bin'), randomBytes(100_000));
  appendTicket(paths, SID, { trigger: 'stop', at: new Date().toISOString() });
  expect(await captureJob(ctx, SID)).toBe(1);
  expect(loadSession(paths, SID)!.notices ?? []).toEqual([]);
});

test('locks left by another host: an expired capture lease lets the hook start a worker; a session lock dated in the future does not stall the hook', async () => {
  const { paths, project, hook, transcript, store, until } = setup();
  saveSession(paths, { ...newSession(SID, project, project, new Date()), transcriptPath: transcript });
  mkdirSync(join(paths.stateDir, 'captures'), { recursive: true });
  const capture = captureLockPath(paths, SID);
  writeFileSync(capture, `4242 old-container ${Date.now()} cafe`); // a capture that died with its container
  const old = (Date.now() - 120_000) / 1000;
  utimesSync(capture, old, old);
  expect(captureRunning(paths, SID)).toBe(false);
  const session = join(paths.sessionsDir, `${SID}.json.lock`);
  writeFileSync(session, `4242 other-host ${Date.now()} beef`);
  const future = (Date.now() + 3_600_000) / 1000;
  utimesSync(session, future, future);

  appendFileSync(
    transcript,
    `${assistantLine([
      { type: 'text', text: '━━━ 📋 PLAN ━━━ 3/7' },
      { type: 'tool_use', name: 'Bash', input: { command: 'true' }, id: 'toolu_2' },
    ])}\n`,
  );
  const r = hook('stop', 'Stop', { last_assistant_message: 'Planned.', stop_hook_active: false });
  expect(r.code).toBe(0);
  expect(loadSession(paths, SID)?.phase?.number).toBe(3); // the hook got the session lock and did its work
  await until(async () => (await loadIndex(store, SID)).checkpoints.find((e) => e.trigger === 'phase')); // and a worker captured
});

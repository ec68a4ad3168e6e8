// Issue 32, finding 9: with a transcript of gigabytes, every hook that reads it (SessionStart, the
// Stop hook's Node fallback, PreCompact, Subagent; SessionEnd hands it to a worker) reads a bounded
// part of it with the real limits: from the stored offset, at most LOOK_BYTES; a transcript first
// seen here from near its end. The transcript is a sparse 3 GiB file (holes of NUL bytes: one
// "line" of 3 GiB) with real lines at its end, so the test costs no disk and little time; what a
// hook read is shown by the offset it stored, never by a clock.
import { closeSync, mkdirSync, openSync, statSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { HookContext } from '../../../src/app/hooks/hook.js';
import { sessionStart } from '../../../src/app/hooks/session-start.js';
import { stop } from '../../../src/app/hooks/stop.js';
import { preCompact } from '../../../src/app/hooks/pre-compact.js';
import { subagent } from '../../../src/app/hooks/subagent.js';
import { sessionEnd } from '../../../src/app/hooks/session-end.js';
import { loadSession, newSession, saveSession } from '../../../src/domain/session/state.js';
import { FIRST_LOOK_BYTES, LOOK_BYTES, type HookPayload } from '../../../src/domain/session/tracker.js';
import { listCheckpoints } from '../../../src/domain/records/api.js';
import { assistantLine, sandbox, trackerCtx } from '../../helpers.js';

const SID = '5a1d0c3e-1111-4222-8333-00000000a9a9';
const GiB = 1024 ** 3;
const H = (n: number, name: string) => `━━━ ✨ ${name} ━━━ ${n}/7`;

/** A sparse file of `size` bytes whose last bytes are real transcript lines (a header among them). */
function hugeTranscript(path: string, size: number, tail: string[]): number {
  const text = Buffer.from(`\n${tail.map((l) => `${l}\n`).join('')}`);
  writeFileSync(path, '');
  truncateSync(path, size - text.length);
  const fd = openSync(path, 'r+');
  try {
    writeSync(fd, text, 0, text.length, size - text.length);
  } finally {
    closeSync(fd);
  }
  return statSync(path).size;
}

function setup() {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(sb.paths.seedPath, '{\n  "version": "1.0.0",\n  "state": {}\n}\n');
  const transcript = join(sb.home, 'huge.jsonl');
  const size = hugeTranscript(transcript, 3 * GiB, [assistantLine([{ type: 'text', text: H(4, 'BUILD') }])]);
  const workers: string[][] = [];
  const ctx: HookContext & { warnings: string[] } = {
    ...trackerCtx(sb.paths, { env: { HOME: sb.home, CLAUDE_CONFIG_DIR: sb.claudeDir, PAI_CHECKPOINT_SIDECAR: '0' } }),
    cliPath: '/plugin/dist/cli.cjs',
    startWorker: (args) => workers.push(args),
    startSidecar: async () => 'no sidecar in this test',
  };
  const payload = (event: string, extra: Record<string, unknown> = {}): HookPayload => ({
    session_id: SID,
    transcript_path: transcript,
    cwd: sb.project,
    hook_event_name: event,
    ...extra,
  });
  /** The session as a hook left it before this 3 GiB came: seen, read up to byte 0. */
  const seen = () => {
    const s = newSession(SID, sb.project, sb.project, new Date());
    s.transcriptPath = transcript;
    saveSession(sb.paths, s);
  };
  const phases = async () =>
    (await listCheckpoints({ sessionId: SID }, { paiDir: sb.paths.paiDir })).map((r) => r.phaseNumber);
  return { ...sb, ctx, transcript, size, payload, seen, phases, workers };
}

describe('hooks on a 3 GiB transcript read a bounded part of it', () => {
  test('SessionStart of a session first seen here: reads from near the end, finds the phase there, says what it passed over', async () => {
    const { ctx, payload, size, paths, phases } = setup();
    await sessionStart(ctx, payload('SessionStart', { source: 'resume' }));
    const s = loadSession(paths, SID)!;
    expect(s.transcriptOffset).toBe(size);
    expect(s.transcriptSkipped).toBeGreaterThanOrEqual(size - FIRST_LOOK_BYTES);
    expect(await phases()).toEqual([4]);
    expect(ctx.warnings.join('\n')).toMatch(/first look at this session here/);
  });

  test("Stop's Node fallback, session first seen: the same bounded first look", async () => {
    const { ctx, payload, size, paths, phases } = setup();
    await stop(ctx, payload('Stop', { last_assistant_message: 'Done.' }));
    const s = loadSession(paths, SID)!;
    expect(s.transcriptOffset).toBe(size);
    expect(s.transcriptSkipped).toBeGreaterThanOrEqual(size - FIRST_LOOK_BYTES);
    expect(await phases()).toEqual([4]);
  });

  test.each([
    ['Stop', stop, { last_assistant_message: H(5, 'EXECUTE') }],
    ['PreCompact', preCompact, { trigger: 'auto' }],
    ['SubagentStop', subagent, {}],
  ] as const)(
    '%s on a session seen before with 3 GiB new: reads at most LOOK_BYTES from the stored offset; the rest is left for the next looks',
    async (event, handler, extra) => {
      const { ctx, payload, paths, seen, phases } = setup();
      seen();
      await handler(ctx, payload(event, extra));
      const s = loadSession(paths, SID)!;
      expect(s.transcriptOffset).toBeGreaterThan(0);
      expect(s.transcriptOffset).toBeLessThanOrEqual(LOOK_BYTES);
      expect(s.transcriptSkipped).toBeUndefined(); // nothing of a session seen before is passed over
      // Stop's final text is not taken before the backlog is read (it would come before older headers).
      expect(s.pendingText).toBeUndefined();
      expect(await phases()).toEqual([]);
    },
  );

  test('SessionEnd reads nothing (its worker does, look by look)', async () => {
    const { ctx, payload, paths, seen, workers } = setup();
    seen();
    await sessionEnd(ctx, payload('SessionEnd', { reason: 'other' }));
    expect(loadSession(paths, SID)!.transcriptOffset).toBe(0);
    expect(workers).toEqual([['session-end', SID]]);
  });
});

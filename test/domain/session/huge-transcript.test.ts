// Issue 32, finding 9: a look at the transcript (a hook's, the sidecar's, the session-end
// worker's) reads a bounded number of bytes, from the stored offset; a backlog is read by the
// next looks, in order; a transcript first seen here is read from near its end. Bounded is shown by
// what is read (TrackResult.read, the offsets), never by a clock; the limits are lowered through
// `limits` so that the files stay small.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { newSession, saveSession, loadSession } from '../../../src/domain/session/state.js';
import { catchUp, touchSession, type LookLimits } from '../../../src/domain/session/tracker.js';
import { followSession } from '../../../src/app/follow.js';
import { sidecarFiles } from '../../../src/domain/session/sidecar-files.js';
import { assistantLine, fakeClock, sandbox, trackerCtx, userLine } from '../../helpers.js';

const H = (n: number, name: string) => `━━━ ✨ ${name} ━━━ ${n}/7`;
const LIMITS: LookLimits = { maxBytes: 32 * 1024, window: 8 * 1024, firstLookBytes: 16 * 1024 };
/** A tool result of about 1 KB: what fills a transcript between headers. */
const filler = (i: number) => userLine([{ type: 'tool_result', tool_use_id: `toolu_${i}`, content: 'x'.repeat(1000) }]);

function setup() {
  const sb = sandbox();
  const clock = fakeClock();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(sb.paths.seedPath, '{\n  "version": "1.0.0",\n  "state": {}\n}\n');
  const ctx = trackerCtx(sb.paths, { now: clock.now, env: { CLAUDE_CONFIG_DIR: sb.claudeDir } });
  const transcript = join(sb.home, 'transcript.jsonl');
  writeFileSync(transcript, '');
  const say = (...texts: string[]) =>
    appendFileSync(transcript, `${assistantLine(texts.map((text) => ({ type: 'text' as const, text })))}\n`);
  const fill = (kb: number) =>
    appendFileSync(transcript, Array.from({ length: kb }, (_, i) => `${filler(i)}\n`).join(''));
  return { ...sb, clock, ctx, transcript, say, fill };
}

describe('a look reads at most its budget', () => {
  test('a backlog of a session seen before is read over several looks, each within the budget, in order, nothing skipped', async () => {
    const { ctx, transcript, say, fill, project } = setup();
    const state = newSession('sess-1', project, project, new Date());
    state.transcriptPath = transcript; // seen: its state says where reading stands (0)
    say(H(1, 'OBSERVE'));
    fill(100);
    say(H(2, 'THINK'));
    fill(100);
    say(H(3, 'PLAN'));
    const phases: number[] = [];
    let looks = 0;
    for (;;) {
      const r = await catchUp(ctx, state, { limits: LIMITS });
      looks++;
      expect(r.read).toBeLessThanOrEqual(32 * 1024);
      phases.push(...r.created.map((c) => c.phaseNumber));
      if (!r.more) break;
      expect(looks).toBeLessThan(20);
    }
    expect(phases).toEqual([1, 2, 3]);
    expect(looks).toBeGreaterThan(5); // ~205 KB at 32 KB a look
    expect(state.transcriptSkipped).toBeUndefined();
  });

  test('a long transcript first seen here is read from near its end: what was passed over is said, not counted', async () => {
    const { ctx, transcript, say, fill, paths } = setup();
    appendFileSync(transcript, `${userLine('Build the old thing')}\n`);
    say(H(1, 'OBSERVE'));
    fill(200);
    say(H(5, 'EXECUTE'));
    const state = touchSession(ctx, { session_id: 'sess-1', transcript_path: transcript, cwd: '/w' });
    expect(state.transcriptUnseen).toBe(true);
    const r = await catchUp(ctx, state, { limits: LIMITS });
    expect(r.created.map((c) => c.phaseNumber)).toEqual([5]);
    expect(r.read).toBeLessThanOrEqual(16 * 1024 + 8 * 1024);
    expect(state.transcriptSkipped).toBeGreaterThan(180_000);
    expect(state.transcriptUnseen).toBeUndefined();
    expect(ctx.warnings.join('\n')).toMatch(
      /first look at this session here: its first \d+ bytes \(of \d+\) were not read/,
    );
    // Seen from now on: what comes next is read whole.
    say(H(6, 'VERIFY'));
    expect((await catchUp(ctx, state, { limits: LIMITS })).created.map((c) => c.phaseNumber)).toEqual([6]);
    saveSession(paths, state);
    expect(loadSession(paths, 'sess-1')!.transcriptOffset).toBe(state.transcriptOffset);
  });

  test('a transcript that does not exist yet at the first look is read from its start when it comes', async () => {
    const { ctx, transcript } = setup();
    const later = join(transcript, '..', 'later.jsonl');
    const state = touchSession(ctx, { session_id: 'sess-1', transcript_path: later, cwd: '/w' });
    await catchUp(ctx, state, { limits: LIMITS });
    writeFileSync(later, '');
    appendFileSync(later, `${assistantLine([{ type: 'text', text: H(1, 'OBSERVE') }])}\n`);
    appendFileSync(later, Array.from({ length: 60 }, (_, i) => `${filler(i)}\n`).join(''));
    let phases: number[] = [];
    for (let r = await catchUp(ctx, state, { limits: LIMITS }); ; r = await catchUp(ctx, state, { limits: LIMITS })) {
      phases = [...phases, ...r.created.map((c) => c.phaseNumber)];
      if (!r.more) break;
    }
    expect(phases).toEqual([1]);
    expect(state.transcriptSkipped).toBeUndefined();
  });

  test("Stop's final text is not taken from the payload while a backlog is left: the backlog's headers come first, in order", async () => {
    const { ctx, transcript, say, fill, project } = setup();
    const state = newSession('sess-1', project, project, new Date());
    state.transcriptPath = transcript;
    say(H(3, 'PLAN'));
    fill(100);
    const first = await catchUp(ctx, state, { finalText: H(4, 'BUILD'), waitMs: 0, limits: LIMITS });
    expect(first.more).toBe(true);
    expect(state.pendingText).toBeUndefined();
    say(H(4, 'BUILD')); // the final text reaches the transcript after the backlog
    const phases = [...first.created.map((c) => c.phaseNumber)];
    for (let r = await catchUp(ctx, state, { limits: LIMITS }); ; r = await catchUp(ctx, state, { limits: LIMITS })) {
      phases.push(...r.created.map((c) => c.phaseNumber));
      if (!r.more) break;
    }
    expect(phases).toEqual([3, 4]);
  });
});

describe("the sidecar's look (app/follow.ts)", () => {
  test('with a backlog, the turns journalled are handled by the look that reaches their end; each look within the budget', async () => {
    const { ctx, transcript, say, fill, paths, project } = setup();
    const state = newSession('sess-1', project, project, new Date());
    state.transcriptPath = transcript;
    saveSession(paths, state);
    say(H(1, 'OBSERVE'));
    fill(100);
    say(H(7, 'LEARN'));
    mkdirSync(join(paths.stateDir, 'sidecars'), { recursive: true });
    writeFileSync(
      sidecarFiles(paths, 'sess-1').journal,
      `${JSON.stringify({ hook_event_name: 'Stop', last_assistant_message: H(7, 'LEARN') })}\n`,
    );
    const first = await followSession(ctx, 'sess-1', { limits: LIMITS });
    expect(first.more).toBe(true);
    expect(first.tickets.map((t) => t.trigger)).not.toContain('stop');
    expect(loadSession(paths, 'sess-1')!.journalOffset ?? 0).toBe(0);
    const triggers: string[] = first.tickets.map((t) => t.trigger);
    let looks = 1;
    for (let r = first; r.more; looks++) {
      r = await followSession(ctx, 'sess-1', { limits: LIMITS });
      triggers.push(...r.tickets.map((t) => t.trigger));
    }
    expect(looks).toBeGreaterThan(2);
    // The turn ended with LEARN: read in order, the run is complete when the turn's end is handled.
    expect(triggers).toContain('complete');
    expect(loadSession(paths, 'sess-1')!.runCompleted).toBe(true);
  });
});

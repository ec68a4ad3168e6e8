import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { mkdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createCheckpointSync } from '../../../src/domain/records/api.js';
import {
  compactionKeep,
  findOffer,
  formatAgo,
  formatClock,
  openTasks,
  recreateTasksLines,
  logOffer,
  offerMessages,
  renderCompactContext,
  renderResumeContext,
} from '../../../src/domain/session/resume.js';
import { saveLocalSummary } from '../../../src/domain/summary/local.js';
import { newSession, saveSession, type SessionState } from '../../../src/domain/session/state.js';
import { fakeClock, readEvents, sandbox, trackerCtx } from '../../helpers.js';

const deadPid = () =>
  Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);

function state(over: Partial<SessionState> = {}): SessionState {
  return { ...newSession('s', '/p', '/p', new Date('2026-11-21T10:00:00Z')), ...over };
}

test('formatClock: the local time of day when it is today, the local date and time before', () => {
  const tz = process.env.TZ;
  process.env.TZ = 'UTC';
  try {
    const now = new Date('2026-11-27T18:05:00Z');
    expect(formatClock(new Date('2026-11-27T16:04:31Z'), now)).toBe('16:04');
    expect(formatClock(new Date('2026-11-25T09:30:00Z'), now)).toBe('2026-11-25 09:30');
  } finally {
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
  }
});

test('formatAgo', () => {
  expect([5_000, 125_000, 3 * 3600_000, 5 * 86400_000].map(formatAgo)).toEqual(['5 s', '2 min', '3 h', '5 days']);
});

/** A time of day as the offer shows it (this machine's local time). */
const hhmm = (ms: number) => formatClock(new Date(ms), new Date(ms));

function setup() {
  const sb = sandbox();
  const clock = fakeClock();
  const ctx = trackerCtx(sb.paths, { now: clock.now });
  mkdirSync(sb.paths.paiDir, { recursive: true });
  const rec = (sessionId: string, n: number, name: string, project: string, task = 'Build the login form') => {
    clock.advance(1000);
    return createCheckpointSync(
      name,
      n,
      task,
      [
        { id: '1', subject: 'form renders', status: 'completed' },
        { id: '2', subject: 'errors shown', status: 'pending' },
      ],
      { project, cwd: project, completedPhases: Array.from({ length: n - 1 }, (_, i) => i + 1) },
      { paiDir: sb.paths.paiDir, sessionId, now: clock.now },
    );
  };
  return { ...sb, clock, ctx, rec };
}

describe('findOffer', () => {
  test('nothing unfinished: no offer', () => {
    const { ctx } = setup();
    expect(findOffer(ctx, state({ sessionId: 'cur' }))).toBeUndefined();
  });

  test('a crashed session of this project is offered and reported as crashed', () => {
    const { ctx, rec, paths, clock } = setup();
    const r = rec('old', 3, 'PLAN', '/p');
    saveSession(paths, {
      ...state({ sessionId: 'old', claudePid: deadPid(), host: hostname() }),
      heartbeatAt: new Date(clock.now().getTime() - 120_000).toISOString(),
    });
    const offer = findOffer(ctx, state({ sessionId: 'cur' }))!;
    expect(offer.record.id).toBe(r.checkpointId);
    expect(offer.crashed).toMatchObject({ sessionId: 'old', firstReport: true });
    expect(offer.crashed!.agoMs).toBe(120_000);
    const m = offerMessages(offer);
    expect(m.systemMessage.split('\n')).toEqual([
      'Checkpoint: Resume from Phase 3? (Build the login form)',
      `Session old crashed 2 min ago (at ${hhmm(clock.now().getTime() - 120_000)}); its work up to Phase 3 was saved.`,
      'Say "yes, continue" to pick it up in this session, or run /checkpoint:resume.',
    ]);
    expect(m.additionalContext).toContain('Current phase: 3/7 PLAN');
    expect(m.additionalContext).toContain('Completed phases: 1 OBSERVE, 2 THINK.');
    expect(m.additionalContext).toContain('- [ ] errors shown (pending)');
    logOffer(ctx, 'cur', offer);
    expect(readEvents(paths).map((e) => e.data.action)).toEqual([
      'checkpoint_created',
      'resume_offered',
      'session_crashed',
    ]);
    expect(findOffer(ctx, state({ sessionId: 'cur' }))!.crashed!.firstReport).toBe(false); // reported once
  });

  test('a session still running elsewhere is not offered; another project comes second and says where', () => {
    const { ctx, rec, paths } = setup();
    rec('other-proj', 2, 'THINK', '/q');
    rec('live', 4, 'BUILD', '/p');
    saveSession(paths, state({ sessionId: 'live', claudePid: process.pid, host: hostname(), claudeStart: '' }));
    const offer = findOffer(ctx, state({ sessionId: 'cur' }))!;
    expect(offer.record.sessionId).toBe('other-proj');
    expect(offer.otherProject).toBe('/q');
    expect(offerMessages(offer).systemMessage).toBe(
      `Checkpoint: Resume from Phase 2? (Build the login form) — in /q\nSession other-pr stopped 1 s ago (at ${hhmm(Date.parse(offer.record.createdAt))}); its work up to Phase 2 was saved.\nSay "yes, continue" to pick it up in this session, or run /checkpoint:resume.`,
    );
  });

  test('issue 33 (7): a session ended with its work open is offered in the crash offer`s shape: session, how, when (ago and the time), phase, task', () => {
    const { ctx, rec, paths, clock } = setup();
    rec('ended-session', 4, 'BUILD', '/p');
    const endedAt = clock.now().getTime() - 2 * 3600_000;
    saveSession(paths, {
      ...state({ sessionId: 'ended-session' }),
      endedAt: new Date(endedAt).toISOString(),
      endReason: 'prompt_input_exit',
    });
    const offer = findOffer(ctx, state({ sessionId: 'cur' }))!;
    expect(offer.origin).toMatchObject({ sessionId: 'ended-session', how: 'ended', agoMs: 2 * 3600_000 });
    expect(offer.crashed).toBeUndefined();
    expect(offerMessages(offer).systemMessage.split('\n')).toEqual([
      'Checkpoint: Resume from Phase 4? (Build the login form)',
      `Session ended-se ended 2 h ago (at ${hhmm(endedAt)}); its work up to Phase 4 was saved.`,
      'Say "yes, continue" to pick it up in this session, or run /checkpoint:resume.',
    ]);
    expect(offerMessages(offer).additionalContext).toContain(
      'PAI Algorithm work left unfinished (its session ended 2 h ago).',
    );
  });

  test('issue 33 (6): a live session is never offered its own work (inside it, after compaction, after `claude --resume`); other sessions` work still is', () => {
    const { ctx, rec, paths, clock } = setup();
    rec('cur', 3, 'PLAN', '/p');
    expect(findOffer(ctx, state({ sessionId: 'cur' }))).toBeUndefined();
    const other = rec('old', 2, 'THINK', '/p');
    saveSession(paths, {
      ...state({ sessionId: 'old', claudePid: deadPid(), host: hostname() }),
      heartbeatAt: clock.now().toISOString(),
    });
    const offer = findOffer(ctx, state({ sessionId: 'cur' }))!;
    expect(offer.record.id).toBe(other.checkpointId);
    expect(offer.more).toBe(0); // its own is not counted either
  });

  test('issue 33 (3): the offer`s context asks the model to recreate the open ISC criteria as tasks, in the words /checkpoint:resume uses', () => {
    const { ctx, rec } = setup();
    rec('old', 3, 'PLAN', '/p');
    const context = offerMessages(findOffer(ctx, state({ sessionId: 'cur' }))!).additionalContext;
    const ask = recreateTasksLines([{ subject: 'errors shown', status: 'pending' }]);
    expect(ask).toEqual([
      'Open tasks to recreate with TaskCreate (one call each, this subject), so that the task list goes on:',
      '1. errors shown',
    ]);
    expect(context).toContain(ask.join('\n'));
    expect(context).toContain(
      'so that the work is carried over into this session, and recreate its open tasks as listed below',
    );
    expect(context).not.toContain('1. form renders'); // done: not recreated
    expect(recreateTasksLines(openTasks([{ subject: 'a', status: 'completed' }]))).toEqual([]);
    expect(recreateTasksLines([{ subject: 'b', status: 'in_progress' }])[1]).toBe(
      '1. b (in progress: set it so with TaskUpdate)',
    );
  });

  test('a time that cannot be read (a hand-edited state) is said to be unknown, never "NaN"', () => {
    const { ctx, rec, paths } = setup();
    rec('odd', 2, 'THINK', '/p');
    saveSession(paths, {
      ...state({ sessionId: 'odd', claudePid: deadPid(), host: hostname() }),
      heartbeatAt: 'yesterday-ish',
    });
    expect(offerMessages(findOffer(ctx, state({ sessionId: 'cur' }))!).systemMessage.split('\n')[1]).toBe(
      'Session odd crashed (at an unknown time); its work up to Phase 2 was saved.',
    );
  });

  test('more unfinished sessions are counted', () => {
    const { ctx, rec } = setup();
    rec('a', 2, 'THINK', '/p');
    rec('b', 5, 'EXECUTE', '/p');
    rec('c', 6, 'VERIFY', '/z');
    const offer = findOffer(ctx, state({ sessionId: 'cur' }))!;
    expect(offer.record.sessionId).toBe('b');
    expect(offer.more).toBe(2);
    expect(offerMessages(offer).systemMessage).toContain(
      '2 more unfinished sessions: `pai-checkpoint list --all --open`',
    ); // rendered as /checkpoint:list by the hook
  });
});

test('resume and compact contexts', () => {
  const { rec } = setup();
  const r = rec('x', 4, 'BUILD', '/p');
  const text = renderResumeContext(r.record, { left: 'crashed 3 min ago' });
  expect(text).toContain(
    `Checkpoint ${r.checkpointId} — PAI Algorithm work left unfinished (its session crashed 3 min ago).`,
  );
  expect(text).toContain('ISC criteria (1/2 done):');
  expect(text).toContain('continue the Algorithm from Phase 4 (BUILD)');
  const s = state({
    phase: { number: 5, name: 'EXECUTE', at: '' },
    completedPhases: [3, 1, 2, 4],
    latestRecordId: 'L',
  });
  const c = renderCompactContext(s, [{ id: '1', subject: 'a', status: 'completed' }], 'the task')!;
  expect(c.split('\n')).toEqual([
    'pai-checkpoint: PAI Algorithm state preserved across compaction.',
    'Task: the task',
    'Current phase: 5/7 EXECUTE.',
    'Completed phases: 1 OBSERVE, 2 THINK, 3 PLAN, 4 BUILD.',
    'ISC criteria:',
    '- [x] a (completed)',
    'Latest checkpoint: L.',
  ]);
  expect(renderCompactContext(state(), [], '')).toBeUndefined();
});

test('the resume context of unfinished work carries the agent`s state: pending phases, a progress estimate, and the session summary`s decisions, files, failed approaches and blockers (bounded); the compaction is told what to keep', () => {
  const { ctx, rec } = setup();
  const r = rec('x', 4, 'BUILD', '/p');
  const summary = {
    markdown: '## Session Summary: x\n',
    checkpoint: 'C1',
    decisions: Array.from({ length: 10 }, (_, i) => `decision ${i}`),
    failed_approaches: ['Tried `npm test`: (exit 1) — fixed by `npm test`'],
    blockers: ['blocked on the API key'],
    files: [
      { path: 'src/a.ts', added: 12, removed: 3 },
      { path: 'logo.png', added: 0, removed: 0, binary: true },
      { path: 'notes.md', added: 0, removed: 0, uncounted: true },
    ],
  };
  saveLocalSummary(ctx.paths, 'x', summary);
  const text = findOffer(ctx, state({ sessionId: 'cur' }))!;
  expect(text.summary).toEqual(summary); // the offer reads this machine's copy of the session's summary
  const lines = renderResumeContext(r.record, { summary }).split('\n');
  expect(lines).toContain('Pending phases: 5 EXECUTE, 6 VERIFY, 7 LEARN.');
  expect(lines).toContain(`Progress: about ${Math.round((100 * 3) / 7)} % (3 of 7 phases done; ISC 1/2 done).`);
  expect(lines).toContain('Decisions made (10):');
  expect(lines.filter((l) => l.startsWith('- decision'))).toEqual([
    '- decision 2',
    '- decision 3',
    '- decision 4',
    '- decision 5',
    '- decision 6',
    '- decision 7',
    '- decision 8',
    '- decision 9',
  ]);
  expect(lines).toEqual(
    expect.arrayContaining([
      'Files modified (3):',
      '- src/a.ts (+12 −3)',
      '- logo.png (binary)',
      '- notes.md',
      'Failed approaches (1):',
      'Blockers (1):',
      '- blocked on the API key',
    ]),
  );
  expect(offerMessages(text).additionalContext).toContain('Decisions made (10):');
  // A finished record tells what it recorded, not what is pending.
  expect(renderResumeContext({ ...r.record, completed: true }, { summary })).not.toContain('Pending phases');
  expect(compactionKeep(summary)!.split('\n')).toEqual(
    expect.arrayContaining([
      'Keep these from the session so far in the summary (pai-checkpoint, checkpoint C1):',
      'Failed approaches (do not repeat them):',
      '- blocked on the API key',
    ]),
  );
  expect(compactionKeep({ ...summary, decisions: [], failed_approaches: [], blockers: [] })).toBeUndefined();
});

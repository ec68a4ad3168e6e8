import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { mkdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createCheckpointSync } from '../../../src/domain/records/api.js';
import { compactionKeep, findOffer, formatAgo, logOffer, offerMessages, renderCompactContext, renderResumeContext } from '../../../src/domain/session/resume.js';
import { saveLocalSummary } from '../../../src/domain/summary/local.js';
import { newSession, saveSession, type SessionState } from '../../../src/domain/session/state.js';
import { fakeClock, readEvents, sandbox, trackerCtx } from '../../helpers.js';

const deadPid = () => Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);

function state(over: Partial<SessionState> = {}): SessionState {
  return { ...newSession('s', '/p', '/p', new Date('2026-11-21T10:00:00Z')), ...over };
}

test('formatAgo', () => {
  expect([5_000, 125_000, 3 * 3600_000, 5 * 86400_000].map(formatAgo)).toEqual(['5 s', '2 min', '3 h', '5 days']);
});

function setup() {
  const sb = sandbox();
  const clock = fakeClock();
  const ctx = trackerCtx(sb.paths, { now: clock.now });
  mkdirSync(sb.paths.paiDir, { recursive: true });
  const rec = (sessionId: string, n: number, name: string, project: string, task = 'Build the login form') => {
    clock.advance(1000);
    return createCheckpointSync(name, n, task, [{ id: '1', subject: 'form renders', status: 'completed' }, { id: '2', subject: 'errors shown', status: 'pending' }], { project, cwd: project, completedPhases: Array.from({ length: n - 1 }, (_, i) => i + 1) }, { paiDir: sb.paths.paiDir, sessionId, now: clock.now });
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
    saveSession(paths, { ...state({ sessionId: 'old', claudePid: deadPid(), host: hostname() }), heartbeatAt: new Date(clock.now().getTime() - 120_000).toISOString() });
    const offer = findOffer(ctx, state({ sessionId: 'cur' }))!;
    expect(offer.record.id).toBe(r.checkpointId);
    expect(offer.crashed).toMatchObject({ sessionId: 'old', firstReport: true });
    expect(offer.crashed!.agoMs).toBe(120_000);
    const m = offerMessages(offer);
    expect(m.systemMessage.split('\n')).toEqual(['Checkpoint: Resume from Phase 3? (Build the login form)', 'The previous session old crashed 2 min ago; its work up to Phase 3 was saved.', 'Say "yes, continue" to pick it up in this session, or run /checkpoint:resume.']);
    expect(m.additionalContext).toContain('Current phase: 3/7 PLAN');
    expect(m.additionalContext).toContain('Completed phases: 1 OBSERVE, 2 THINK.');
    expect(m.additionalContext).toContain('- [ ] errors shown (pending)');
    logOffer(ctx, 'cur', offer);
    expect(readEvents(paths).map((e) => e.data.action)).toEqual(['checkpoint_created', 'resume_offered', 'session_crashed']);
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
    expect(offerMessages(offer).systemMessage).toBe('Checkpoint: Resume from Phase 2? (Build the login form) — in /q\nSay "yes, continue" to pick it up in this session, or run /checkpoint:resume.');
  });

  test('more unfinished sessions are counted', () => {
    const { ctx, rec } = setup();
    rec('a', 2, 'THINK', '/p');
    rec('b', 5, 'EXECUTE', '/p');
    rec('c', 6, 'VERIFY', '/z');
    const offer = findOffer(ctx, state({ sessionId: 'cur' }))!;
    expect(offer.record.sessionId).toBe('b');
    expect(offer.more).toBe(2);
    expect(offerMessages(offer).systemMessage).toContain('2 more unfinished sessions: `pai-checkpoint list --all --open`'); // rendered as /checkpoint:list by the hook
  });
});

test('resume and compact contexts', () => {
  const { rec } = setup();
  const r = rec('x', 4, 'BUILD', '/p');
  const text = renderResumeContext(r.record, { crashedAgo: '3 min' });
  expect(text).toContain(`Checkpoint ${r.checkpointId} — PAI Algorithm work left unfinished (its session crashed 3 min ago).`);
  expect(text).toContain('ISC criteria (1/2 done):');
  expect(text).toContain('continue the Algorithm from Phase 4 (BUILD)');
  const s = state({ phase: { number: 5, name: 'EXECUTE', at: '' }, completedPhases: [3, 1, 2, 4], latestRecordId: 'L' });
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
    files: [{ path: 'src/a.ts', added: 12, removed: 3 }, { path: 'logo.png', added: 0, removed: 0, binary: true }, { path: 'notes.md', added: 0, removed: 0, uncounted: true }],
  };
  saveLocalSummary(ctx.paths, 'x', summary);
  const text = findOffer(ctx, state({ sessionId: 'cur' }))!;
  expect(text.summary).toEqual(summary); // the offer reads this machine's copy of the session's summary
  const lines = renderResumeContext(r.record, { summary }).split('\n');
  expect(lines).toContain('Pending phases: 5 EXECUTE, 6 VERIFY, 7 LEARN.');
  expect(lines).toContain(`Progress: about ${Math.round((100 * 3) / 7)} % (3 of 7 phases done; ISC 1/2 done).`);
  expect(lines).toContain('Decisions made (10):');
  expect(lines.filter((l) => l.startsWith('- decision'))).toEqual(['- decision 2', '- decision 3', '- decision 4', '- decision 5', '- decision 6', '- decision 7', '- decision 8', '- decision 9']);
  expect(lines).toEqual(expect.arrayContaining(['Files modified (3):', '- src/a.ts (+12 −3)', '- logo.png (binary)', '- notes.md', 'Failed approaches (1):', 'Blockers (1):', '- blocked on the API key']));
  expect(offerMessages(text).additionalContext).toContain('Decisions made (10):');
  // A finished record tells what it recorded, not what is pending.
  expect(renderResumeContext({ ...r.record, completed: true }, { summary })).not.toContain('Pending phases');
  expect(compactionKeep(summary)!.split('\n')).toEqual(expect.arrayContaining(['Keep these from the session so far in the summary (pai-checkpoint, checkpoint C1):', 'Failed approaches (do not repeat them):', '- blocked on the API key']));
  expect(compactionKeep({ ...summary, decisions: [], failed_approaches: [], blockers: [] })).toBeUndefined();
});

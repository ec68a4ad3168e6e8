/**
 * The browser's reducer (adapters/browse/state.ts), key by key: what each key does to the state
 * and which effect it asks for; nothing written without a y; live reloads keep the selection.
 * And draw.ts: every line fits its column at 80×24.
 */
import { describe, expect, test } from 'vitest';
import { drawBody } from '../../../src/adapters/browse/draw.js';
import {
  initialState,
  keysFor,
  reduce,
  type Effect,
  type Event,
  type Key,
  type State,
} from '../../../src/adapters/browse/state.js';
import type { ListRow } from '../../../src/app/list.js';
import type { SessionRow } from '../../../src/app/sessions.js';
import type { Timeline } from '../../../src/app/timeline.js';

const row = (id: string, o: Partial<SessionRow> = {}): SessionRow => ({
  sessionId: id,
  status: 'running',
  lastCheckpoint: `${id}-c2`,
  lastCheckpointAt: '2026-11-28T10:00:00.000Z',
  checkpoints: 2,
  heartbeat_at: '2026-11-28T10:00:00.000Z',
  sidecar_pid: null,
  pending: [],
  project: '/w/p',
  ...o,
});
const cp = (id: string, at: string, o: Partial<ListRow> = {}): ListRow =>
  ({
    id,
    sessionId: 's',
    createdAt: at,
    trigger: 'stop',
    approval: { status: 'auto_approved' },
    tags: [],
    is_clean: true,
    sizeBytes: 2048,
    ...o,
  }) as ListRow;
const timeline = (session: string, ids = ['c1', 'c2']): Timeline => ({
  session: row(session),
  checkpoints: ids.map((id, i) =>
    cp(`${session}-${id}`, `2026-11-28T10:0${i}:00.000Z`, { phaseNumber: i + 1, phase: i ? 'THINK' : 'OBSERVE' }),
  ),
  phases: ids.map((id, i) => ({
    number: i + 1,
    name: i ? 'THINK' : 'OBSERVE',
    from: `2026-11-28T10:0${i}:00.000Z`,
    to: `2026-11-28T10:0${i + 1}:00.000Z`,
    checkpoints: [`${session}-${id}`],
  })),
  shortIds: {},
});

/** Feeds events in turn; the effects asked for, in order. */
function run(s: State, ...events: (Event | string | Key)[]): { state: State; effects: Effect[] } {
  const effects: Effect[] = [];
  for (const e of events) {
    const event: Event =
      typeof e === 'string' ? { type: 'key', key: { input: e } } : 'type' in e ? e : { type: 'key', key: e };
    const step = reduce(s, event);
    s = step.state;
    if (step.effect) effects.push(step.effect);
  }
  return { state: s, effects };
}

const ENTER: Key = { input: '', name: 'enter' };
const ESC: Key = { input: '', name: 'escape' };
const NOW = Date.parse('2026-11-28T10:05:00.000Z');

function loaded(): State {
  const s = initialState({ now: NOW, height: 20 });
  return run(
    s,
    { type: 'sessions', rows: [row('A'), row('B', { status: 'crashed' }), row('C', { pending: ['C-c2'] })], now: NOW },
    { type: 'timeline', timeline: timeline('A') },
  ).state;
}

describe('browse state', () => {
  test('the first load selects the newest session and asks for its timeline; j/k and ↑/↓ move, each asking for the new one; the ends hold', () => {
    const first = reduce(initialState({ now: NOW, height: 20 }), { type: 'tick' });
    expect(first.effect).toEqual({ kind: 'refresh' });
    const s = reduce(first.state, { type: 'sessions', rows: [row('A'), row('B')], now: NOW });
    expect(s.effect).toEqual({ kind: 'timeline', session: 'A' });
    const r = run(loaded(), 'j', { input: '', name: 'down' }, 'j', 'k');
    expect(r.effects).toEqual([
      { kind: 'timeline', session: 'B' },
      { kind: 'timeline', session: 'C' },
      { kind: 'timeline', session: 'B' },
    ]);
    expect(r.state.selected).toBe(1);
    expect(run(loaded(), 'k').effects).toEqual([]); // already the first
  });

  test('live: new rows keep the selected session where it moved; a late timeline of another session is dropped; a reloaded one keeps the checkpoint', () => {
    let s = run(loaded(), 'j').state; // B
    s = run(s, { type: 'sessions', rows: [row('C'), row('A'), row('B')], now: NOW + 2000 }).state;
    expect(s.sessions[s.selected]!.sessionId).toBe('B');
    expect(s.now).toBe(NOW + 2000);
    s = run(s, { type: 'timeline', timeline: timeline('A') }).state;
    expect(s.timeline).toBeUndefined(); // A's answer came after the move to B
    s = run(s, { type: 'timeline', timeline: timeline('B') }, ENTER, 'k').state;
    expect(s.mark).toBe(0); // the newest was selected, k went to the older
    s = run(s, { type: 'timeline', timeline: timeline('B', ['c0', 'c1', 'c2', 'c3']) }).state;
    expect(s.timeline!.checkpoints[s.mark]!.id).toBe('B-c1'); // the same checkpoint, now the second
  });

  test('Enter opens a session, then a checkpoint (a page); d and D ask for the diffs; Esc goes back one view at a time', () => {
    let r = run(loaded(), ENTER);
    expect(keysFor(r.state, 80)).toContain('a approve');
    r = run(r.state, ENTER);
    expect(r.effects).toEqual([{ kind: 'checkpoint', id: 'A-c2' }]);
    let s = run(r.state, {
      type: 'page',
      view: 'checkpoint',
      id: 'A-c2',
      title: 'Checkpoint A-c2',
      lines: Array.from({ length: 50 }, (_, i) => `line ${i}`),
    }).state;
    expect(s.stack).toEqual(['sessions', 'session', 'checkpoint']);
    s = run(s, 'j', 'j', { input: '', name: 'pagedown' }).state;
    expect(s.page!.scroll).toBe(22);
    s = run(s, { input: '', name: 'pagedown' }, { input: '', name: 'pagedown' }).state;
    expect(s.page!.scroll).toBe(30); // the last screenful, no further
    expect(run(s, 'd').effects).toEqual([{ kind: 'diff', id: 'A-c2', against: 'previous' }]);
    expect(run(s, 'D').effects).toEqual([{ kind: 'diff', id: 'A-c2', against: 'worktree' }]);
    s = run(s, ESC).state;
    expect(s.stack).toEqual(['sessions', 'session']);
    expect(s.page).toBeUndefined();
    s = run(s, ESC, ESC).state;
    expect(s.stack).toEqual(['sessions']);
    expect(run(s, 'd').state.message).toMatch(/Open a session/);
  });

  test('approve asks for a reason, then for a y; anything else writes nothing; reject needs a reason; tag and note likewise', () => {
    let s = run(loaded(), ENTER, 'a').state;
    expect(s.ask).toEqual({ kind: 'approve', id: 'A-c2', text: '' });
    s = run(s, 'o', 'k', 'q', { input: '', name: 'backspace' }).state; // q is text here, not quit
    expect(s.ask!.text).toBe('ok');
    let r = run(s, ENTER);
    expect(r.effects).toEqual([]);
    expect(r.state.confirm!.question).toBe('Approve A-c2 ("ok")? y writes it');
    expect(run(r.state, 'n')).toMatchObject({ effects: [], state: { message: 'Nothing written.' } });
    r = run(r.state, 'y');
    expect(r.effects).toEqual([{ kind: 'write', action: 'approve', id: 'A-c2', text: 'ok' }]);
    // After a write: the message, and the timeline read again.
    expect(run(r.state, { type: 'written', message: 'Approved A-c2.' })).toMatchObject({
      effects: [{ kind: 'timeline', session: 'A' }],
      state: { message: 'Approved A-c2.' },
    });
    expect(run(loaded(), ENTER, 'x', ENTER)).toMatchObject({
      effects: [],
      state: { message: 'Nothing written: a rejection needs a reason.' },
    });
    expect(run(loaded(), ENTER, 'x', 'b', 'a', 'd', ENTER, 'y').effects).toEqual([
      { kind: 'write', action: 'reject', id: 'A-c2', text: 'bad' },
    ]);
    expect(run(loaded(), ENTER, 't', 'v', '1', ENTER, 'y').effects).toEqual([
      { kind: 'write', action: 'tag', id: 'A-c2', text: 'v1' },
    ]);
    expect(run(loaded(), ENTER, 'n', 'h', 'i', ENTER, 'y').effects).toEqual([
      { kind: 'write', action: 'annotate', id: 'A-c2', text: 'hi' },
    ]);
    expect(run(loaded(), ENTER, 't', 'v', ESC)).toMatchObject({ effects: [], state: { message: 'Cancelled.' } });
  });

  test('r, w and R close the browser with the command to run, each after a y; q quits; / searches and Enter opens a hit', () => {
    expect(run(loaded(), 'j', 'r', 'y').effects.at(-1)).toEqual({ kind: 'exit', argv: ['resume', 'B'] });
    expect(run(loaded(), 'r', 'n').effects).toEqual([]);
    expect(run(loaded(), ENTER, 'w', 'y').effects).toEqual([{ kind: 'exit', argv: ['rewind', 'A-c2'] }]);
    expect(run(loaded(), ENTER, 'R', ...'/tmp/x', ENTER, 'y').effects).toEqual([
      { kind: 'exit', argv: ['restore', 'A-c2', '--to', '/tmp/x'] },
    ]);
    expect(run(loaded(), 'q').effects).toEqual([{ kind: 'quit' }]);
    expect(run(loaded(), { input: '', name: 'ctrl-c' }).effects).toEqual([{ kind: 'quit' }]);
    const r = run(loaded(), '/', ...'tag:v1', ENTER);
    expect(r.effects).toEqual([{ kind: 'search', query: 'tag:v1' }]);
    const hit = {
      ...cp('B-c1', '2026-11-28T10:00:00.000Z'),
      sessionId: 'B',
      score: 10,
      matched: [],
      tags: ['v1'],
      annotations: [],
      linked_issues: [],
    };
    const s = run(r.state, {
      type: 'search',
      result: { query: 'tag:v1', terms: [], rows: [hit], total: 1, shortIds: {}, problems: [] },
    }).state;
    expect(s.stack.at(-1)).toBe('search');
    expect(run(s, ENTER).effects).toEqual([{ kind: 'checkpoint', id: 'B-c1' }]);
    expect(run(s, 'r', 'y').effects).toEqual([{ kind: 'exit', argv: ['resume', 'B'] }]); // the hit's session
    expect(run(s, '?').state.stack.at(-1)).toBe('help');
  });

  test('at 80×24 every line of the body fits its column, and the status line fits the screen in every view', () => {
    const s = run(loaded(), {
      type: 'timeline',
      timeline: {
        ...timeline('A'),
        summary: {
          markdown: '# S\n- progress '.padEnd(300, 'x'),
          decisions: [],
          failed_approaches: [],
          blockers: ['stuck'],
          files: [],
          checkpoint: 'A-c2',
        },
      },
    }).state;
    const d = {
      cols: 80,
      height: 20,
      color: true,
      ago: (ms: number) => `${Math.round(ms / 1000)} s`,
      bytes: (n: number) => `${n} B`,
    };
    for (const state of [s, run(s, ENTER).state]) {
      const columns = drawBody(state, d);
      expect(columns.reduce((n, c) => n + c.width, 0)).toBe(80);
      for (const c of columns) {
        expect(c.lines.length).toBeLessThanOrEqual(20);
        for (const l of c.lines) expect(l.text.length, l.text).toBeLessThanOrEqual(c.width);
      }
      expect(keysFor(state, 80).length).toBeLessThanOrEqual(80);
    }
    const body = drawBody(s, d)[2]!.lines.map((l) => l.text);
    expect(body).toContain('phases: 1 OBSERVE → 2 THINK');
    expect(body.some((l) => l.startsWith('blocker: stuck'))).toBe(true);
  });
});

import type { SearchResult } from '../../app/search.js';
import type { SessionRow } from '../../app/sessions.js';
import type { Timeline } from '../../app/timeline.js';

/**
 * The browser's state and keys, as plain functions: `reduce(state, event)` returns the next state
 * and at most one effect (a load, a write, leaving), which the Ink screen (ui.ts) runs through a
 * `BrowseSource` and answers with another event. Nothing here draws or reads the volume: the tests
 * drive it key by key.
 */

/** Where the browser's data come from and where its writes go: use cases of app/, wired by the `browse` command. */
export interface BrowseSource {
  /** The sessions shown on the left (this project's, or every project's with --all), newest first. */
  sessions(): Promise<SessionRow[]>;
  timeline(session: string): Promise<Timeline>;
  /** One checkpoint, as lines: its files changed since the previous checkpoint, environment changes, lineage, summary. */
  checkpoint(id: string): Promise<string[]>;
  /** The unified diff of a checkpoint against the previous one of its session, or against the working tree. */
  diff(id: string, against: 'previous' | 'worktree'): Promise<string[]>;
  search(query: string): Promise<SearchResult>;
  /** Writes one fact (after the confirmation on screen) and says what was written. */
  write(action: WriteAction, id: string, text: string): Promise<string>;
}

export type WriteAction = 'approve' | 'reject' | 'tag' | 'annotate';

/** A key as the screen reads it: the character typed, or the name of a special key. */
export interface Key {
  input: string;
  name?: 'up' | 'down' | 'enter' | 'escape' | 'backspace' | 'pageup' | 'pagedown' | 'ctrl-c';
}

type View = 'sessions' | 'session' | 'checkpoint' | 'diff' | 'search' | 'help';

/** A question on the bottom line: a text to type (a reason, a tag, a note, a query, a folder). */
interface Ask {
  kind: WriteAction | 'search' | 'restore';
  id: string;
  text: string;
}

export type Effect =
  | { kind: 'refresh' }
  | { kind: 'timeline'; session: string }
  | { kind: 'checkpoint'; id: string }
  | { kind: 'diff'; id: string; against: 'previous' | 'worktree' }
  | { kind: 'search'; query: string }
  | { kind: 'write'; action: WriteAction; id: string; text: string }
  /** The browser closes and the CLI runs this command as if typed. */
  | { kind: 'exit'; argv: string[] }
  | { kind: 'quit' };

export interface State {
  /** The views opened, the current last (Esc pops one). */
  stack: View[];
  sessions: SessionRow[];
  /** The selected session (index in `sessions`). */
  selected: number;
  timeline?: Timeline;
  /** The selected checkpoint in the timeline. */
  mark: number;
  search?: SearchResult;
  hit: number;
  /** A checkpoint's page or a diff: its lines, scrolled. */
  page?: { id: string; title: string; lines: string[]; scroll: number };
  ask?: Ask;
  confirm?: { question: string; effect: Effect };
  /** What the last action did, or why it did not (the bottom line). */
  message?: string;
  loading: boolean;
  /** The clock of the last load (ages are shown against it). */
  now: number;
  /** Body lines on screen (a page scrolls by this much). */
  height: number;
  /** The session to select once the sessions are loaded (--session). */
  want?: string;
}

export type Event =
  | { type: 'key'; key: Key }
  | { type: 'tick' }
  | { type: 'sessions'; rows: SessionRow[]; now: number }
  | { type: 'timeline'; timeline: Timeline }
  | { type: 'page'; view: 'checkpoint' | 'diff'; id: string; title: string; lines: string[] }
  | { type: 'search'; result: SearchResult }
  | { type: 'written'; message: string }
  | { type: 'error'; message: string }
  | { type: 'resize'; height: number };

interface Step {
  state: State;
  effect?: Effect;
}

export function initialState(o: { now: number; height: number; session?: string | undefined }): State {
  return {
    stack: o.session ? ['sessions', 'session'] : ['sessions'],
    sessions: [],
    selected: 0,
    mark: 0,
    hit: 0,
    loading: true,
    now: o.now,
    height: o.height,
    ...(o.session ? { want: o.session } : {}),
  };
}

export const viewOf = (s: State): View => s.stack.at(-1) ?? 'sessions';
const selectedSession = (s: State): SessionRow | undefined => s.sessions[s.selected];

/** The checkpoint the keys act on: the page's, the search hit's, or the one selected in the timeline. */
function currentCheckpoint(s: State): string | undefined {
  const view = viewOf(s);
  if ((view === 'checkpoint' || view === 'diff') && s.page) return s.page.id;
  if (view === 'search') return s.search?.rows[s.hit]?.id;
  if (view === 'session') return s.timeline?.checkpoints[s.mark]?.id;
  return undefined;
}

/** The keys that apply where the user is: what the status line names (in fewer words on a narrow screen). */
export function keysFor(s: State, width = 200): string {
  if (s.confirm) return 'y yes · any other key: no';
  if (s.ask) return 'type, Enter to go on · Esc cancels';
  const view = viewOf(s);
  if (view === 'help') return 'Esc back · q quit';
  if (view === 'sessions') return '↑↓/jk move · Enter open · r resume · / search · ? keys · q quit';
  if (view === 'diff') return '↑↓/jk PgUp/PgDn scroll · Esc back · q quit';
  if (width >= 120) {
    const acts = 'd diff · D vs tree · a approve · x reject · t tag · n note · r resume · w rewind · R restore';
    return view === 'checkpoint'
      ? `↑↓ scroll · ${acts} · Esc back · ? keys`
      : `↑↓/jk move · Enter open · ${acts} · / search · Esc back · ? keys`;
  }
  const acts = 'd/D diff·a approve·x reject·t tag·n note·r resume·w rewind·R restore';
  return view === 'checkpoint' ? `${acts}·Esc·?` : `⏎ open·${acts}·?`;
}

export const HELP: readonly string[] = [
  '↑/↓, j/k     move (in a page or a diff: scroll; PgUp/PgDn a screen)',
  'Enter        open: a session (its timeline), then a checkpoint (files changed, summary, environment, lineage)',
  'Esc          back',
  "/            search, with `pai-checkpoint search`'s query syntax (tag:, issue:, phase:, trigger:, approval:, …)",
  'd            diff of the checkpoint against the previous one of its session',
  'D            diff of the checkpoint against the working tree',
  'a / x        approve / reject the checkpoint, asking for a reason',
  't / n        tag / annotate the checkpoint',
  'r            resume the session (the browser closes and `pai-checkpoint resume <session>` runs)',
  'w            rewind to the checkpoint (the browser closes and `pai-checkpoint rewind <id>` runs)',
  'R            restore the checkpoint into a new folder (asks for it; then `pai-checkpoint restore <id> --to <folder>`)',
  '?            this list',
  'q            quit',
  'Nothing is written before you answer y to the question on the bottom line.',
];

export function reduce(s: State, e: Event): Step {
  switch (e.type) {
    case 'key':
      return onKey(s, e.key);
    case 'tick':
      return { state: s, effect: { kind: 'refresh' } };
    case 'sessions':
      return onSessions(s, e.rows, e.now);
    case 'timeline':
      if (e.timeline.session.sessionId !== selectedSession(s)?.sessionId) return { state: s };
      return {
        state: { ...s, timeline: e.timeline, mark: clamp(sameMark(s, e.timeline), e.timeline.checkpoints.length) },
      };
    case 'page':
      return {
        state: {
          ...s,
          loading: false,
          message: '',
          page: { id: e.id, title: e.title, lines: e.lines, scroll: 0 },
          stack: [...s.stack.filter((v) => v !== e.view), e.view],
        },
      };
    case 'search':
      return {
        state: {
          ...s,
          loading: false,
          search: e.result,
          hit: 0,
          stack: [...s.stack.filter((v) => v !== 'search'), 'search'],
          message: `${e.result.total} match(es) for ${e.result.query}`,
        },
      };
    case 'written': {
      const session = selectedSession(s)?.sessionId;
      return {
        state: { ...s, message: e.message },
        effect: session ? { kind: 'timeline', session } : { kind: 'refresh' },
      };
    }
    case 'error':
      return { state: { ...s, loading: false, message: e.message } };
    case 'resize':
      return { state: { ...s, height: e.height } };
  }
}

const clamp = (i: number, n: number) => Math.max(0, Math.min(i, n - 1));

/** A reloaded timeline keeps the selected checkpoint (new ones appear around it); a new session starts at its newest. */
function sameMark(s: State, t: Timeline): number {
  const id = s.timeline?.session.sessionId === t.session.sessionId ? s.timeline.checkpoints[s.mark]?.id : undefined;
  const at = id ? t.checkpoints.findIndex((c) => c.id === id) : -1;
  return at >= 0 ? at : t.checkpoints.length - 1;
}

/** New rows keep the selected session where it went (a live list reorders as sessions checkpoint). */
function onSessions(s: State, rows: SessionRow[], now: number): Step {
  const id = s.want ?? selectedSession(s)?.sessionId;
  const at = id ? rows.findIndex((r) => r.sessionId === id) : -1;
  const selected = at >= 0 ? at : clamp(s.selected, rows.length);
  const state = { ...s, sessions: rows, selected, now, loading: false };
  delete state.want;
  const session = rows[selected]?.sessionId;
  return { state, ...(session ? { effect: { kind: 'timeline', session } as const } : {}) };
}

function onKey(s: State, key: Key): Step {
  if (key.name === 'ctrl-c') return { state: s, effect: { kind: 'quit' } };
  if (s.confirm) {
    const { effect } = s.confirm;
    const state: State = {
      ...s,
      confirm: undefined as never,
      message: key.input === 'y' ? 'Working…' : 'Nothing written.',
    };
    delete state.confirm;
    return key.input === 'y' ? { state, effect } : { state };
  }
  if (s.ask) return onAsk(s, s.ask, key);
  const view = viewOf(s);
  if (key.name === 'escape') return { state: back(s) };
  if (key.input === 'q') return { state: s, effect: { kind: 'quit' } };
  if (key.input === '?') return { state: { ...s, stack: [...s.stack.filter((v) => v !== 'help'), 'help'] } };
  if (key.input === '/') return { state: { ...s, ask: { kind: 'search', id: '', text: '' }, message: '' } };
  if (view === 'help') return { state: s };
  const moved = move(s, view, key);
  if (moved) return moved;
  if (key.name === 'enter') return open(s, view);
  return act(s, key.input);
}

function back(s: State): State {
  const state = { ...s, stack: s.stack.length > 1 ? s.stack.slice(0, -1) : s.stack, message: '' };
  if (viewOf(state) !== 'checkpoint' && viewOf(state) !== 'diff') delete state.page;
  return state;
}

const UP = (k: Key) => k.name === 'up' || k.input === 'k';
const DOWN = (k: Key) => k.name === 'down' || k.input === 'j';

/** ↑/↓ (j/k): the selection of the view, or a page's scroll; undefined when the key is no move. */
function move(s: State, view: View, key: Key): Step | undefined {
  const by = UP(key) ? -1 : DOWN(key) ? 1 : key.name === 'pageup' ? -s.height : key.name === 'pagedown' ? s.height : 0;
  if (by === 0) return undefined;
  if ((view === 'checkpoint' || view === 'diff') && s.page) {
    const scroll = Math.max(0, Math.min(s.page.scroll + by, s.page.lines.length - s.height));
    return { state: { ...s, page: { ...s.page, scroll } } };
  }
  if (view === 'search') return { state: { ...s, hit: clamp(s.hit + by, s.search?.rows.length ?? 0) } };
  if (view === 'session') return { state: { ...s, mark: clamp(s.mark + by, s.timeline?.checkpoints.length ?? 0) } };
  const selected = clamp(s.selected + by, s.sessions.length);
  if (selected === s.selected) return { state: s };
  const session = s.sessions[selected]!.sessionId;
  const state = { ...s, selected, mark: 0 };
  delete state.timeline;
  return { state, effect: { kind: 'timeline', session } };
}

function open(s: State, view: View): Step {
  if (view === 'sessions')
    return selectedSession(s) ? { state: { ...s, stack: [...s.stack, 'session'] } } : { state: s };
  const id = currentCheckpoint(s);
  if ((view === 'session' || view === 'search') && id)
    return { state: { ...s, loading: true, message: `Opening ${id}…` }, effect: { kind: 'checkpoint', id } };
  return { state: s };
}

/** The keys that act on the session or the checkpoint: each write asks first, then confirms. */
function act(s: State, input: string): Step {
  const view = viewOf(s);
  const session = selectedSession(s)?.sessionId;
  if (input === 'r') {
    const target = view === 'sessions' || view === 'session' ? session : (s.search?.rows[s.hit]?.sessionId ?? session);
    if (!target) return { state: s };
    return {
      state: {
        ...s,
        confirm: {
          question: `Resume session ${target}? The browser closes and \`pai-checkpoint resume ${target}\` runs.`,
          effect: { kind: 'exit', argv: ['resume', target] },
        },
      },
    };
  }
  const id = currentCheckpoint(s);
  if (!id || view === 'sessions')
    return 'dDaxtnwR'.includes(input) && input
      ? { state: { ...s, message: 'Open a session (Enter) and select a checkpoint first.' } }
      : { state: s };
  const ask = (kind: Ask['kind']): Step => ({ state: { ...s, ask: { kind, id, text: '' }, message: '' } });
  switch (input) {
    case 'd':
      return {
        state: { ...s, loading: true, message: `Comparing ${id} with the previous checkpoint…` },
        effect: { kind: 'diff', id, against: 'previous' },
      };
    case 'D':
      return {
        state: { ...s, loading: true, message: `Comparing ${id} with the working tree…` },
        effect: { kind: 'diff', id, against: 'worktree' },
      };
    case 'a':
      return ask('approve');
    case 'x':
      return ask('reject');
    case 't':
      return ask('tag');
    case 'n':
      return ask('annotate');
    case 'R':
      return ask('restore');
    case 'w':
      return {
        state: {
          ...s,
          confirm: {
            question: `Rewind to ${id}? The browser closes and \`pai-checkpoint rewind ${id}\` runs.`,
            effect: { kind: 'exit', argv: ['rewind', id] },
          },
        },
      };
  }
  return { state: s };
}

const ASKED: Record<Ask['kind'], string> = {
  approve: 'Reason for approving (optional)',
  reject: 'Reason for rejecting (required)',
  tag: 'Tag',
  annotate: 'Note',
  search: 'Search',
  restore: 'Restore into the new folder',
};

/** The question on the bottom line: what it asks. */
export const askPrompt = (a: Ask) => `${ASKED[a.kind]}${a.kind === 'search' ? '' : ` (${a.id})`}: `;

/** Typing an answer: Enter goes on (a search runs; a write or a restore asks for confirmation), Esc cancels. */
function onAsk(s: State, a: Ask, key: Key): Step {
  if (key.name === 'escape') {
    const state = { ...s, message: 'Cancelled.' };
    delete state.ask;
    return { state };
  }
  if (key.name === 'backspace') return { state: { ...s, ask: { ...a, text: a.text.slice(0, -1) } } };
  if (key.name !== 'enter')
    return key.name || !key.input
      ? { state: s }
      : { state: { ...s, ask: { ...a, text: a.text + key.input.replace(/[\u0000-\u001f\u007f]/g, '') } } };
  const text = a.text.trim();
  const state = { ...s };
  delete state.ask;
  if (a.kind === 'search')
    return text
      ? { state: { ...state, loading: true, message: `Searching ${text}…` }, effect: { kind: 'search', query: text } }
      : { state };
  if (a.kind === 'restore') {
    if (!text) return { state: { ...state, message: 'Not restored: a folder is needed.' } };
    return {
      state: {
        ...state,
        confirm: {
          question: `Restore ${a.id} into ${text}? The browser closes and \`pai-checkpoint restore ${a.id} --to ${text}\` runs.`,
          effect: { kind: 'exit', argv: ['restore', a.id, '--to', text] },
        },
      },
    };
  }
  if (!text && a.kind !== 'approve')
    return {
      state: {
        ...state,
        message: `Nothing written: ${a.kind === 'reject' ? 'a rejection needs a reason' : `the ${a.kind === 'tag' ? 'tag' : 'note'} is empty`}.`,
      },
    };
  const what =
    a.kind === 'approve'
      ? `Approve ${a.id}${text ? ` ("${text}")` : ''}`
      : a.kind === 'reject'
        ? `Reject ${a.id} ("${text}")`
        : a.kind === 'tag'
          ? `Tag ${a.id} "${text}"`
          : `Annotate ${a.id}: "${text}"`;
  return {
    state: {
      ...state,
      confirm: { question: `${what}? y writes it`, effect: { kind: 'write', action: a.kind, id: a.id, text } },
    },
  };
}

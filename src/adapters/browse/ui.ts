import { Box, render, Text, useApp, useInput, useStdout, type Key as InkKey } from 'ink';
import { createElement as h, useEffect, useRef, useState, type ReactElement } from 'react';
import { inert } from '../../core/inert.js';
import { errorMessage } from '../../core/errors.js';
import { drawBody, type Draw, type Line } from './draw.js';
import {
  initialState,
  keysFor,
  reduce,
  askPrompt,
  type BrowseSource,
  type Effect,
  type Event,
  type Key,
  type State,
} from './state.js';

/**
 * The browser's screen (Ink, React for terminals: Claude Code's own UI library). Ink redraws in
 * place and, with incremental rendering, only the lines that changed, so a heartbeat or a new
 * checkpoint updates its line without a flicker. The state and the keys are state.ts's reducer;
 * what each line says is draw.ts; this file only wires keys, timers and effects to them.
 */

interface BrowseOptions {
  source: BrowseSource;
  /** Colours (false under NO_COLOR). */
  color: boolean;
  /** Open this session's timeline first. */
  session?: string | undefined;
  /** How often the sessions and the open timeline are read again (live heartbeats and checkpoints). */
  pollMs: number;
  /** Ages and sizes, as the other commands write them. */
  ago: (ms: number) => string;
  bytes: (n: number) => string;
  title: string;
  /** The terminal (default the process's); a test gives its own streams, and Ink's debug mode (every frame written at once). */
  terminal?: { stdin: NodeJS.ReadStream; stdout: NodeJS.WriteStream; debug?: boolean };
}

const ALT_SCREEN_ON = '\u001b[?1049h\u001b[H';
const ALT_SCREEN_OFF = '\u001b[?1049l';

/** Runs the browser until `q` (or r, w, R: then the command to run as if typed). The terminal is given back as it was. */
export async function runBrowse(o: BrowseOptions): Promise<{ then?: string[] }> {
  let then: string[] | undefined;
  const { stdin, stdout, debug = false } = o.terminal ?? { stdin: process.stdin, stdout: process.stdout };
  // The alternate screen: the browser takes the whole terminal and leaves the scrollback as it was.
  stdout.write(ALT_SCREEN_ON);
  const instance = render(
    h(App, {
      ...o,
      leave: (argv?: string[]) => {
        then = argv;
      },
    }),
    { exitOnCtrlC: false, patchConsole: false, stdin, stdout, debug },
  );
  try {
    await instance.waitUntilExit();
  } finally {
    instance.cleanup();
    stdout.write(ALT_SCREEN_OFF);
    // Ink leaves stdin unref'd: the command handed back (w: rewind, whose rollback asks "[y/N]" on
    // the terminal) would end the process at its question, unanswered. Stdin is given back as it
    // was: paused (nothing read, so q still exits) and keeping the process alive while a question reads it.
    stdin.pause();
    stdin.ref();
  }
  return then ? { then } : {};
}

function toKey(input: string, k: InkKey): Key {
  if (k.ctrl && input === 'c') return { input, name: 'ctrl-c' };
  const name = k.upArrow
    ? 'up'
    : k.downArrow
      ? 'down'
      : k.return
        ? 'enter'
        : k.escape
          ? 'escape'
          : k.backspace || k.delete
            ? 'backspace'
            : k.pageUp
              ? 'pageup'
              : k.pageDown
                ? 'pagedown'
                : undefined;
  return name ? { input: '', name } : { input: k.ctrl || k.meta ? '' : input };
}

/** The events an effect ends in: what was loaded, written or refused (an error is shown, never thrown). */
async function perform(source: BrowseSource, effect: Exclude<Effect, { kind: 'quit' | 'exit' }>): Promise<Event[]> {
  try {
    switch (effect.kind) {
      case 'refresh': {
        const rows = await source.sessions();
        return [{ type: 'sessions', rows, now: Date.now() }];
      }
      case 'timeline':
        return [{ type: 'timeline', timeline: await source.timeline(effect.session) }];
      case 'checkpoint':
        return [
          {
            type: 'page',
            view: 'checkpoint',
            id: effect.id,
            title: `Checkpoint ${effect.id}`,
            lines: await source.checkpoint(effect.id),
          },
        ];
      case 'diff':
        return [
          {
            type: 'page',
            view: 'diff',
            id: effect.id,
            title: `Diff of ${effect.id} against ${effect.against === 'previous' ? 'the previous checkpoint' : 'the working tree'}`,
            lines: await source.diff(effect.id, effect.against),
          },
        ];
      case 'search':
        return [{ type: 'search', result: await source.search(effect.query) }];
      case 'write':
        return [{ type: 'written', message: await source.write(effect.action, effect.id, effect.text) }];
    }
  } catch (err) {
    // The use cases' errors say what to do in their hint (CheckpointError; read by shape: this bundle has its own copy of the class).
    const hint = (err as { hint?: unknown }).hint;
    return [{ type: 'error', message: `${errorMessage(err)}${typeof hint === 'string' ? ` (${hint})` : ''}` }];
  }
}

function useSize(): { cols: number; rows: number } {
  const { stdout } = useStdout();
  const [size, setSize] = useState({ cols: stdout.columns || 80, rows: stdout.rows || 24 });
  useEffect(() => {
    const onResize = () => setSize({ cols: stdout.columns || 80, rows: stdout.rows || 24 });
    stdout.on('resize', onResize);
    return () => void stdout.off('resize', onResize);
  }, [stdout]);
  return size;
}

function App(o: BrowseOptions & { leave: (argv?: string[]) => void }): ReactElement {
  const app = useApp();
  const { cols, rows } = useSize();
  const height = bodyHeight(rows);
  const [state, setState] = useState<State>(() => initialState({ now: Date.now(), height, session: o.session }));
  const ref = useRef(state);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Once the browser has closed, a read still under way ends there: nothing more is read or drawn
  // (after r, w or R the command it hands back runs in this process, claude with it).
  const open = useRef(true);
  const dispatch = (e: Event): void => {
    if (!open.current) return;
    const step = reduce(ref.current, e);
    ref.current = step.state;
    setState(step.state);
    const effect = step.effect;
    if (!effect) return;
    if (effect.kind === 'quit' || effect.kind === 'exit') {
      open.current = false;
      clearTimeout(timer.current);
      o.leave(effect.kind === 'exit' ? effect.argv : undefined);
      app.exit();
      return;
    }
    void perform(o.source, effect).then((events) => {
      events.forEach(dispatch);
      // The next read a poll's length after this one ended: on a large volume reads never pile up.
      if (effect.kind === 'refresh' && open.current)
        timer.current = setTimeout(() => dispatch({ type: 'tick' }), o.pollMs);
    });
  };
  // Keys typed faster than a frame (or pasted) arrive together, as one text: each counts, an Enter
  // among them too (a folder typed and Enter pressed in one read of the terminal).
  useInput((input, key) => {
    const k = toKey(input, key);
    if (k.name || k.input.length <= 1) dispatch({ type: 'key', key: k });
    else
      for (const c of k.input) dispatch({ type: 'key', key: c === '\r' ? { input: '', name: 'enter' } : { input: c } });
  });
  useEffect(() => {
    dispatch({ type: 'tick' });
    return () => {
      open.current = false;
      clearTimeout(timer.current);
    };
  }, []);
  useEffect(() => {
    if (height !== ref.current.height) dispatch({ type: 'resize', height });
  }, [height]);
  const draw: Draw = { cols, height, color: o.color, ago: o.ago, bytes: o.bytes };
  return screen(state, draw, o.title);
}

/** The body's lines: the terminal's rows less the title, the message and the status line, and one row Ink needs free to redraw in place. */
const bodyHeight = (rows: number) => Math.max(6, rows - 4);

function line(l: Line, key: number, color: boolean): ReactElement {
  return h(
    Text,
    {
      key,
      wrap: 'truncate',
      ...(color && l.color ? { color: l.color } : {}),
      ...(l.inverse ? { inverse: true } : {}),
      ...(l.bold ? { bold: true } : {}),
      ...(l.dim && color ? { dimColor: true } : {}),
    },
    inert(l.text) || ' ',
  );
}

function screen(s: State, d: Draw, title: string): ReactElement {
  const columns = drawBody(s, d);
  const bottom = s.confirm
    ? `${s.confirm.question} [y/N]`
    : s.ask
      ? `${askPrompt(s.ask)}${s.ask.text}█`
      : (s.message ?? (s.loading ? 'Loading…' : ''));
  return h(
    Box,
    { flexDirection: 'column', width: d.cols, height: d.height + 3 },
    line({ text: title, bold: true }, 0, d.color),
    h(
      Box,
      { flexDirection: 'row', height: d.height },
      ...columns.map((c, i) =>
        h(
          Box,
          { key: i, flexDirection: 'column', width: c.width, height: d.height },
          ...c.lines.map((l, j) => line(l, j, d.color)),
        ),
      ),
    ),
    line({ text: bottom, ...(s.confirm ? { color: 'yellow', bold: true } : {}) }, 1, d.color),
    line({ text: keysFor(s, d.cols), inverse: true }, 2, d.color),
  );
}

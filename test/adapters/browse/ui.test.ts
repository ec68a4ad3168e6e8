/**
 * The browser's screen (ui.ts, Ink) in a terminal of streams, over the real use cases on a real
 * volume (the `browse` command's source), its reads counted: it polls the volume while it is open
 * and stops reading once it closes — r, w and R hand main a command (claude, a rewind) that may run
 * for hours in the same process, and the browser must not go on reading the volume meanwhile.
 * Time is the test's: setTimeout (the poll's timer) is faked, so "no read for ten poll intervals"
 * is counted in the code's own interval, not waited for on a clock.
 */
import { PassThrough, Writable } from 'node:stream';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { runBrowse } from '../../../src/adapters/browse/ui.js';
import type { BrowseSource } from '../../../src/adapters/browse/state.js';
import { browseSource } from '../../../src/adapters/cli/commands/browse.js';
import { appContext, defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { create } from '../../../src/app/create.js';
import { appSandbox } from '../../app/support.js';

const POLL_MS = 1000;

/** A terminal of 100×30 made of streams: what the screen wrote, and a wait for a text to appear in it. */
function terminal() {
  let written = '';
  const waiting: { text: string; done: () => void }[] = [];
  const stdout = Object.assign(
    new Writable({
      write(chunk: Buffer, _enc, cb) {
        written += chunk.toString('utf8');
        for (const w of waiting.filter((x) => written.includes(x.text))) {
          waiting.splice(waiting.indexOf(w), 1);
          w.done();
        }
        cb();
      },
    }),
    { columns: 100, rows: 30, isTTY: true },
  );
  const stdin = Object.assign(new PassThrough(), {
    isTTY: true,
    setRawMode: () => stdin,
    ref: () => stdin,
    unref: () => stdin,
  });
  return {
    stdin: stdin as unknown as NodeJS.ReadStream,
    stdout: stdout as unknown as NodeJS.WriteStream,
    key: (k: string) => void stdin.write(k),
    shows: (text: string) =>
      written.includes(text) ? Promise.resolve() : new Promise<void>((done) => waiting.push({ text, done })),
  };
}

/** Resolves once `count()` reaches `n`: `bump()` is called where the count grows. */
function counter() {
  let count = 0;
  const waiting: { n: number; done: () => void }[] = [];
  return {
    count: () => count,
    bump() {
      count++;
      for (const w of waiting.filter((x) => count >= x.n)) w.done();
    },
    reached: (n: number) => (count >= n ? Promise.resolve() : new Promise<void>((done) => waiting.push({ n, done }))),
  };
}

/**
 * The real source, its reads counted. A poll reads the sessions, then the selected session's
 * timeline, and the next poll's timer is set in the same step as the timeline read starts: once
 * `timelines` reached n, the n-th poll's timer is there. `hold()` keeps the next sessions read from
 * answering until released.
 */
function counted(source: BrowseSource) {
  const sessions = counter();
  const answered = counter();
  const timelines = counter();
  let gate: Promise<void> | undefined;
  const counting: BrowseSource = {
    ...source,
    async sessions() {
      sessions.bump();
      if (gate) await gate;
      const rows = await source.sessions();
      answered.bump();
      return rows;
    },
    timeline(session) {
      timelines.bump();
      return source.timeline(session);
    },
  };
  return {
    source: counting,
    calls: () => ({ sessions: sessions.count(), timeline: timelines.count() }),
    sessions,
    answered,
    timelines,
    hold() {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      return () => {
        gate = undefined;
        release();
      };
    },
  };
}

/** Every callback already due runs (a real turn of the event loop: setImmediate is not faked). */
const settle = () => new Promise((r) => setImmediate(r));

async function opened() {
  const sb = appSandbox();
  await create(sb.ctx(), { session: 'S1' });
  const cli = defaultCliEnv({ cwd: sb.project, env: sb.env, paths: sb.paths });
  const reads = counted(browseSource(appContext(cli), cli, { all: false }));
  const term = terminal();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const closed = runBrowse({
    source: reads.source,
    color: false,
    pollMs: POLL_MS,
    ago: (ms) => `${Math.round(ms / 1000)} s`,
    bytes: (n) => `${n} B`,
    title: 'browse',
    terminal: { stdin: term.stdin, stdout: term.stdout, debug: true },
  });
  // Open: the sessions and the timeline read, then again one poll interval later (the poll this test stops).
  await reads.timelines.reached(1);
  await term.shows('Session S1');
  await vi.advanceTimersByTimeAsync(POLL_MS);
  await reads.timelines.reached(2);
  return { reads, term, closed };
}

/** r, then y: the browser closes and hands back `resume S1`. */
async function resumeFromBrowser(term: ReturnType<typeof terminal>, closed: ReturnType<typeof runBrowse>) {
  term.key('r');
  await term.shows('Resume session S1?');
  term.key('y');
  expect(await closed).toEqual({ then: ['resume', 'S1'] });
}

afterEach(() => void vi.useRealTimers());

describe('browse: the screen stops reading the volume once it closes', () => {
  test('closed between two polls: no read in the ten poll intervals after (the next poll is cancelled)', async () => {
    const { reads, term, closed } = await opened();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await reads.timelines.reached(3); // still polling while open
    await resumeFromBrowser(term, closed);
    const after = reads.calls();
    await settle();
    await vi.advanceTimersByTimeAsync(10 * POLL_MS);
    expect(reads.calls()).toEqual(after);
  });

  test('closed while a read is under way: its answer starts nothing (no timeline read, no next poll)', async () => {
    const { reads, term, closed } = await opened();
    const release = reads.hold();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await reads.sessions.reached(3); // the third poll has started; its read waits
    await resumeFromBrowser(term, closed);
    const after = reads.calls();
    release();
    await reads.answered.reached(3);
    await settle();
    await vi.advanceTimersByTimeAsync(10 * POLL_MS);
    expect(reads.calls()).toEqual(after);
  });
});

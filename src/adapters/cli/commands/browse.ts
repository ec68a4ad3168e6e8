import type { AppContext } from '../../../app/context.js';
import { diffCheckpoints } from '../../../app/diff.js';
import { formatBytes } from '../../../app/format.js';
import { inspect } from '../../../app/inspect.js';
import { search } from '../../../app/search.js';
import { sessions, type SessionRow } from '../../../app/sessions.js';
import { sessionTimeline } from '../../../app/timeline.js';
import { allCheckpoints, requireCheckpoint } from '../../../app/volume.js';
import { CheckpointError } from '../../../core/errors.js';
import { formatAgo } from '../../../domain/session/resume.js';
import type { BrowseSource, WriteAction } from '../../browse/state.js';
import type { Output } from '../command.js';
import type { CliEnv } from '../context.js';
import { printDiff } from '../print.js';
import { printInspect } from '../print-inspect.js';
import { runAnnotate, runApprove, runReject, runTag } from '../facts.js';

/** How often the browser reads the sessions and the open timeline again: heartbeats beat every few seconds. */
const POLL_MS = 2000;

/**
 * `browse`: the full-screen browser. Its screen (Ink and React, in dist/browse.mjs: an ES module
 * the CommonJS CLI imports only here, so no other command loads it) gets its data from the use
 * cases below; r, w and R close it and hand main the command to run as if typed.
 */
export async function run(ctx: AppContext, o: { all?: boolean; session?: string }, cli: CliEnv): Promise<Output> {
  if (cli.slash || !process.stdin.isTTY || !process.stdout.isTTY) {
    throw new CheckpointError(
      'USAGE',
      'browse needs a terminal (its input and output both)',
      'run it in a terminal; in a script, `pai-checkpoint sessions` and `pai-checkpoint list` print the same data',
    );
  }
  // A session named on the command line is checked before the screen opens: a wrong id is a plain error.
  const start = o.session ? (await sessions(ctx, { session: o.session }))[0] : undefined;
  if (o.session && !start)
    throw new CheckpointError(
      'NOT_FOUND',
      `session ${o.session} has no checkpoint of its own`,
      'see `pai-checkpoint sessions`',
    );
  const source = browseSource(ctx, cli, { all: Boolean(o.all) || start !== undefined });
  // The sessions are read while the screen's module loads (~0.2 s of parsing): the first screen needs both.
  let first: Promise<SessionRow[]> | undefined = source.sessions();
  first.catch(() => undefined); // its error is shown by the screen, which asks for it first
  const read = source.sessions;
  source.sessions = () => {
    const rows = first ?? read();
    first = undefined;
    return rows;
  };
  const { runBrowse } = await import('../../browse/ui.js');
  const r = await runBrowse({
    source,
    color: !cli.env['NO_COLOR'],
    session: start?.sessionId,
    pollMs: POLL_MS,
    ago: formatAgo,
    bytes: formatBytes,
    title: `pai-checkpoint browse — ${o.all || start ? 'every project' : ctx.project}`,
  });
  return { data: r, text: '', streamed: true, ...(r.then ? { then: r.then } : {}) };
}

/** The checkpoint before `id` in its session (safety copies are not the session's state): what `d` compares with. */
async function previousOf(ctx: AppContext, id: string): Promise<string | undefined> {
  const store = await ctx.volume();
  const { sessionId, entry } = await requireCheckpoint(store, id);
  const own = (await allCheckpoints(store, sessionId))
    .map((f) => f.entry)
    .filter((e) => !e.safety || e.id === entry.id);
  own.sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? -1 : 1));
  return own[own.findIndex((e) => e.id === entry.id) - 1]?.id;
}

const lines = (text: string) => text.split('\n');

/** The browser's data and writes: the use cases of app/ (exported for ui.test.ts, which counts its reads). */
export function browseSource(ctx: AppContext, cli: CliEnv, o: { all: boolean }): BrowseSource {
  const writers: Record<WriteAction, (id: string, text: string) => Promise<Output>> = {
    approve: (id, text) => runApprove(ctx, { id, ...(text ? { reason: text } : {}) }, cli),
    reject: (id, text) => runReject(ctx, { id, reason: text }, cli),
    tag: (id, text) => runTag(ctx, { id, tag: text }, cli),
    annotate: (id, text) => runAnnotate(ctx, { id, text }, cli),
  };
  return {
    sessions: async () => (await sessions(ctx)).filter((r) => o.all || !r.project || r.project === ctx.project),
    timeline: (session) => sessionTimeline(ctx, session),
    async checkpoint(id) {
      const r = await inspect(ctx, id);
      const previous = r.checkpoint ? await previousOf(ctx, r.id) : undefined;
      const since = previous
        ? [...lines(printDiff(await diffCheckpoints(ctx, previous, r.id))), '']
        : r.checkpoint
          ? ['The first checkpoint of its session.', '']
          : [];
      return [...since, ...lines(printInspect(r))];
    },
    async diff(id, against) {
      const previous = against === 'previous' ? await previousOf(ctx, id) : undefined;
      if (against === 'previous' && !previous)
        throw new CheckpointError(
          'NOT_FOUND',
          `${id} is the first checkpoint of its session: there is nothing earlier to compare it with`,
          'D compares it with the working tree',
        );
      const r = previous
        ? await diffCheckpoints(ctx, previous, id, { patch: true })
        : await diffCheckpoints(ctx, id, undefined, { patch: true });
      // The changes first (what d is pressed for), then the comparison's summary as `diff` prints it.
      const { patches = [], ...rest } = r;
      return [
        ...patches.flatMap((p) => lines(p.diff.replace(/\n$/, ''))),
        ...(patches.length ? [''] : []),
        ...lines(printDiff(rest)),
      ];
    },
    search: (query) => search(ctx, query, { all: o.all, limit: 100 }),
    write: async (action, id, text) => (await writers[action](id, text)).text,
  };
}

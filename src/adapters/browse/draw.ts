import type { ListRow } from '../../app/list.js';
import type { SessionRow } from '../../app/sessions.js';
import type { Timeline } from '../../app/timeline.js';
import { HELP, viewOf, type State } from './state.js';

/**
 * What the browser's body says, line by line, as plain data (ui.ts draws it with Ink; tests read
 * it). Each line fits its column: the screen never wraps, at 80×24 or larger.
 */

export interface Line {
  text: string;
  color?: 'green' | 'red' | 'yellow' | 'cyan' | 'magenta';
  inverse?: boolean;
  bold?: boolean;
  dim?: boolean;
}

interface Column {
  width: number;
  lines: Line[];
}

/** The screen's measures and the formats of the other commands. */
export interface Draw {
  cols: number;
  /** Body lines. */
  height: number;
  color: boolean;
  ago: (ms: number) => string;
  bytes: (n: number) => string;
}

const fit = (text: string, width: number) => (text.length > width ? `${text.slice(0, Math.max(0, width - 1))}…` : text);
const base = (p: string | undefined) => (p ? (p.split('/').filter(Boolean).at(-1) ?? p) : '-');

export function drawBody(s: State, d: Draw): Column[] {
  const view = viewOf(s);
  if (view === 'help')
    return [
      { width: d.cols, lines: [{ text: 'Keys', bold: true }, ...HELP.map((text) => ({ text: fit(text, d.cols) }))] },
    ];
  if ((view === 'checkpoint' || view === 'diff') && s.page)
    return [{ width: d.cols, lines: page(s.page, d, view === 'diff') }];
  if (view === 'search') return [{ width: d.cols, lines: searchLines(s, d) }];
  const left = Math.max(28, Math.floor(d.cols * 0.35));
  const right = d.cols - left - 1;
  const rule = Array.from({ length: d.height }, () => ({ text: '│', dim: true }));
  return [
    { width: left, lines: sessionLines(s, d, left) },
    { width: 1, lines: rule },
    {
      width: right,
      lines: s.timeline
        ? timelineLines(s.timeline, s, d, right)
        : [
            {
              text: s.sessions.length
                ? 'Loading the timeline…'
                : s.loading
                  ? 'Loading…'
                  : 'No sessions with checkpoints here (--all: every project).',
            },
          ],
    },
  ];
}

/** The first line to show so that `at` is on screen, `per` lines an item. */
function windowStart(at: number, count: number, room: number): number {
  if (count <= room) return 0;
  return Math.max(0, Math.min(at - Math.floor(room / 2), count - room));
}

const STATUS_COLOR: Partial<Record<string, Line['color']>> = {
  running: 'green',
  crashed: 'red',
  interrupted: 'red',
  resume_failed: 'red',
  resuming: 'cyan',
  carried_over: 'magenta',
};

function sessionLines(s: State, d: Draw, width: number): Line[] {
  const room = Math.floor(d.height / 2);
  const first = windowStart(s.selected, s.sessions.length, room);
  const focus = viewOf(s) === 'sessions';
  return s.sessions.slice(first, first + room).flatMap((r, i) => {
    const selected = first + i === s.selected;
    const beat = r.heartbeat_at ?? r.lastCheckpointAt;
    const pending = r.pending.length ? ` · ${r.pending.length} pending` : '';
    const top = `${selected ? '›' : ' '} ${r.sessionId.slice(0, 8)} ${r.status} ${d.ago(s.now - Date.parse(beat))}${pending}`;
    const color = r.pending.length ? 'yellow' : STATUS_COLOR[r.status];
    const second = `  ${base(r.project)} · ${r.phase ?? 'no phase'} · ${r.task ?? ''}`;
    return [
      { text: fit(top, width), ...(color ? { color } : {}), ...(selected ? { inverse: focus, bold: true } : {}) },
      { text: fit(second, width), dim: !selected },
    ];
  });
}

function sessionHead(r: SessionRow, s: State, d: Draw, width: number): Line[] {
  const beat = r.heartbeat_at ? `heartbeat ${d.ago(s.now - Date.parse(r.heartbeat_at))} ago` : 'no heartbeat';
  return [
    { text: fit(`Session ${r.sessionId} · ${base(r.project)}`, width), bold: true },
    {
      text: fit(`${r.status} · ${beat} · phase ${r.phase ?? '-'} · ${r.checkpoints} checkpoint(s)`, width),
      ...(STATUS_COLOR[r.status] ? { color: STATUS_COLOR[r.status]! } : {}),
    },
    { text: fit(`Task: ${r.task ?? '-'}`, width) },
  ];
}

/** The phases as bands over the session's time (each column a slice of it, the digit its phase) and the checkpoints as marks under them. */
function bands(t: Timeline, mark: number, width: number): Line[] {
  const times = t.checkpoints.map((c) => Date.parse(c.createdAt));
  const start = Math.min(...times);
  const end = Math.max(...times, ...t.phases.map((p) => Date.parse(p.to)));
  const span = Math.max(1, end - start);
  const cols = Math.max(10, width - 2);
  const at = (ms: number) => Math.min(cols - 1, Math.round(((ms - start) / span) * (cols - 1)));
  const band = Array.from({ length: cols }, () => '·');
  for (const p of t.phases)
    for (let x = at(Date.parse(p.from)); x <= at(Date.parse(p.to)); x++) band[x] = String(p.number);
  const marks = Array.from({ length: cols }, () => ' ');
  t.checkpoints.forEach((c, i) => {
    const x = at(Date.parse(c.createdAt));
    if (marks[x] !== '▲')
      marks[x] =
        i === mark ? '▲' : c.approval?.status === 'pending' ? '?' : c.approval?.status === 'rejected' ? 'x' : '|';
  });
  const legend = t.phases.map((p) => `${p.number} ${p.name}`).join(' → ');
  return [
    { text: band.join(''), color: 'cyan' },
    { text: marks.join('') },
    { text: fit(legend ? `phases: ${legend}` : 'no PAI phases', width), dim: true },
  ];
}

function checkpointLine(c: ListRow, t: Timeline, d: Draw): string {
  const approval = c.approval?.status.replace('auto_approved', 'auto') ?? 'record';
  const clean = c.is_clean === undefined ? '' : c.is_clean ? 'clean' : 'UNCLEAN';
  const size = c.sizeBytes === undefined ? '' : d.bytes(c.sizeBytes);
  const tags = c.tags?.length ? c.tags.map((x) => `#${x}`).join(' ') : '';
  return [
    t.shortIds[c.id] ?? c.id,
    c.createdAt.slice(11, 19),
    c.safety ? 'safety' : c.trigger,
    approval,
    clean,
    size,
    tags,
  ]
    .filter(Boolean)
    .join(' ');
}

function summaryLines(t: Timeline, width: number, room: number): Line[] {
  const sm = t.summary;
  if (!sm || room < 2) return [];
  const text = [
    ...sm.markdown.split('\n').filter((l) => l.trim() && !l.startsWith('#')),
    ...sm.blockers.map((b) => `blocker: ${b}`),
  ];
  return [{ text: 'Summary', bold: true }, ...text.slice(0, room - 1).map((l) => ({ text: fit(l.trim(), width) }))];
}

function timelineLines(t: Timeline, s: State, d: Draw, width: number): Line[] {
  const head = [...sessionHead(t.session, s, d, width), ...(t.checkpoints.length ? bands(t, s.mark, width) : [])];
  const summary = summaryLines(t, width, Math.min(5, Math.floor((d.height - head.length) / 3)));
  const room = Math.max(1, d.height - head.length - summary.length - 1);
  const first = windowStart(s.mark, t.checkpoints.length, room);
  const focus = viewOf(s) === 'session';
  const rows = t.checkpoints.slice(first, first + room).map((c, i): Line => {
    const selected = first + i === s.mark;
    const color =
      c.approval?.status === 'pending'
        ? 'yellow'
        : c.approval?.status === 'rejected' || c.is_clean === false
          ? 'red'
          : undefined;
    return {
      text: fit(`${selected && focus ? '›' : ' '} ${checkpointLine(c, t, d)}`, width),
      ...(color ? { color } : {}),
      ...(selected && focus ? { inverse: true } : {}),
    };
  });
  return [...head, { text: `Checkpoints (${t.checkpoints.length}, oldest first)`, bold: true }, ...rows, ...summary];
}

function page(p: NonNullable<State['page']>, d: Draw, diff: boolean): Line[] {
  const room = d.height - 1;
  const shown = p.lines.slice(p.scroll, p.scroll + room).map((text): Line => {
    const color = !diff
      ? undefined
      : text.startsWith('+++') || text.startsWith('---')
        ? undefined
        : text.startsWith('+')
          ? 'green'
          : text.startsWith('-')
            ? 'red'
            : text.startsWith('@@')
              ? 'cyan'
              : undefined;
    return {
      text: fit(text.replace(/\t/g, '  '), d.cols),
      ...(color ? { color } : {}),
      ...(diff && text.startsWith('diff ') ? { bold: true } : {}),
    };
  });
  const where =
    p.lines.length > room
      ? ` (lines ${p.scroll + 1}-${Math.min(p.lines.length, p.scroll + room)} of ${p.lines.length})`
      : '';
  return [{ text: fit(`${p.title}${where}`, d.cols), bold: true }, ...shown];
}

function searchLines(s: State, d: Draw): Line[] {
  const r = s.search;
  if (!r) return [];
  const room = d.height - 1;
  const first = windowStart(s.hit, r.rows.length, room);
  const rows = r.rows.slice(first, first + room).map((c, i): Line => {
    const selected = first + i === s.hit;
    const text = [
      selected ? '›' : ' ',
      r.shortIds[c.id] ?? c.id,
      c.sessionId.slice(0, 8),
      c.trigger,
      c.approval?.status ?? '',
      c.tags.map((x) => `#${x}`).join(' '),
      c.name ?? '',
      c.taskSummary ?? '',
    ]
      .filter(Boolean)
      .join(' ');
    return { text: fit(text, d.cols), ...(selected ? { inverse: true } : {}) };
  });
  return [
    {
      text: fit(
        `Search: ${r.query} — ${r.total} match(es)${r.total > r.rows.length ? `, the best ${r.rows.length}` : ''}`,
        d.cols,
      ),
      bold: true,
    },
    ...rows,
  ];
}

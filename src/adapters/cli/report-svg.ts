import type { ListRow } from '../../app/list.js';
import type { CurvePoint } from '../../app/report.js';
import type { PhaseBand } from '../../app/timeline.js';
import { esc } from './report-text.js';

/**
 * The report's two charts as inline SVG (no script, no external anything): the session's phases as
 * bands over time with its checkpoints as marks, and the context and token curves on the same time
 * axis. Drawn in a 1000-unit wide viewBox that the page scales to its width; every mark carries a
 * <title> a browser shows on hover. Labels that would overlap are left out (the tables below name
 * every phase and checkpoint).
 */

const W = 1000;
const LEFT = 56;
const RIGHT = 16;
/** Approximate width of one character of the charts' 12-unit font. */
const CHAR = 6.6;

/**
 * Maps a time to x. Piecewise linear through the session's times, with every idle gap longer than
 * GAP_CAP_MS drawn as that long (a session resumed a week later would otherwise squeeze all its
 * work into both ends); such gaps are returned as `breaks` for the charts to mark. A span under a
 * minute is widened so one checkpoint sits in the middle.
 */
interface TimeAxis {
  t0: number;
  t1: number;
  x(at: string): number;
  /** The time at x (the inverse of x over the drawn span), for tick labels. */
  timeAt(x: number): number;
  /** Gaps drawn shorter than they were: where (x) and how long they really were. */
  breaks: { x: number; ms: number }[];
}

const GAP_CAP_MS = 30 * 60_000;

export function timeAxis(times: string[]): TimeAxis {
  const ms = [...new Set(times.map((t) => Date.parse(t)).filter((n) => Number.isFinite(n)))].sort((a, b) => a - b);
  if (ms.length === 0) ms.push(0);
  if (ms.at(-1)! - ms[0]! < 60_000) ms.splice(0, ms.length, ms[0]! - 30_000, ms.at(-1)! + 30_000);
  // Drawn length of each stretch between two consecutive times, and the running total at each time.
  const drawn = ms.slice(1).map((t, i) => Math.min(t - ms[i]!, GAP_CAP_MS));
  const at = [0];
  for (const d of drawn) at.push(at.at(-1)! + d);
  const total = at.at(-1)!;
  const scale = (W - LEFT - RIGHT) / total;
  const segment = (t: number) => {
    let lo = 0;
    let hi = ms.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (ms[mid]! <= t) lo = mid;
      else hi = mid;
    }
    return lo;
  };
  const xOf = (t: number) => {
    const c = Math.min(Math.max(t, ms[0]!), ms.at(-1)!);
    const i = segment(c);
    const real = ms[i + 1]! - ms[i]! || 1;
    return LEFT + (at[i]! + ((c - ms[i]!) / real) * (drawn[i] ?? 0)) * scale;
  };
  const timeAt = (x: number) => {
    const d = (x - LEFT) / scale;
    let i = 0;
    while (i < drawn.length - 1 && at[i + 1]! <= d) i++;
    const part = drawn[i] ? (d - at[i]!) / drawn[i]! : 0;
    return ms[i]! + part * ((ms[i + 1] ?? ms[i]!) - ms[i]!);
  };
  const breaks = drawn.flatMap((d, i) =>
    ms[i + 1]! - ms[i]! > d ? [{ x: round(xOf(ms[i]!) + (d * scale) / 2), ms: ms[i + 1]! - ms[i]! }] : [],
  );
  return {
    t0: ms[0]!,
    t1: ms.at(-1)!,
    x: (iso) => round(xOf(Number.isFinite(Date.parse(iso)) ? Date.parse(iso) : ms[0]!)),
    timeAt,
    breaks,
  };
}

/** 3 d, 5 h, 40 min: how long a gap really was. */
function duration(ms: number): string {
  if (ms >= 2 * 86_400_000) return `${Math.round(ms / 86_400_000)} d`;
  if (ms >= 2 * 3_600_000) return `${Math.round(ms / 3_600_000)} h`;
  return `${Math.round(ms / 60_000)} min`;
}

/** The gaps drawn shorter, as a dashed break from `y1` to `y2`, labelled with how long each was where the label fits. */
function breakMarks(axis: TimeAxis, y1: number, y2: number): string {
  let free = 0;
  return axis.breaks
    .map((b) => {
      const label = duration(b.ms);
      const fits = b.x - (label.length * CHAR) / 2 >= free;
      if (fits) free = b.x + (label.length * CHAR) / 2 + 8;
      const text = fits ? `<text x="${b.x}" y="${y1 + 12}" text-anchor="middle" class="gaplabel">${label}</text>` : '';
      // The line starts under its label: through it, it would read as one more character.
      return `<g><title>${esc(`${label} without a checkpoint (drawn shorter)`)}</title><line x1="${b.x}" y1="${fits ? y1 + 16 : y1}" x2="${b.x}" y2="${y2}" class="gap"/>${text}</g>`;
    })
    .join('');
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Five time labels under a chart at `y`; the first starts at its tick, the last ends at its. */
function ticks(axis: TimeAxis, y: number): string {
  const span = axis.t1 - axis.t0;
  const label = (t: number) => {
    const iso = new Date(t).toISOString();
    return span < 600_000
      ? iso.slice(11, 19)
      : span < 86_400_000
        ? iso.slice(11, 16)
        : `${iso.slice(5, 10)} ${iso.slice(11, 16)}`;
  };
  const out: string[] = [];
  for (let i = 0; i <= 4; i++) {
    const x = round(LEFT + (i / 4) * (W - LEFT - RIGHT));
    const t = axis.timeAt(x);
    const anchor = i === 0 ? 'start' : i === 4 ? 'end' : 'middle';
    out.push(
      `<line x1="${x}" y1="${y - 14}" x2="${x}" y2="${y - 10}" class="axis"/><text x="${x}" y="${y}" text-anchor="${anchor}" class="tick">${label(t)}</text>`,
    );
  }
  return out.join('');
}

/** The mark of one checkpoint: its approval's colour, hollow when unclean, a square for a phase record alone, a diamond above when tagged. */
function mark(c: ListRow, x: number, title: string, line: boolean): string {
  // The approval's status names the mark's class: only one of ours (a volume's index may hold anything).
  const status = c.approval?.status ?? 'none';
  const approval = ['auto_approved', 'approved', 'pending', 'rejected'].includes(status) ? status : 'none';
  const cls = `m ${approval}${c.is_clean === false ? ' unclean' : ''}`;
  const shape =
    c.sizeBytes === undefined
      ? `<rect x="${x - 4}" y="62" width="8" height="8" class="${cls}"/>`
      : `<circle cx="${x}" cy="66" r="4.5" class="${cls}"/>`;
  const tag = c.tags?.length ? `<path d="M${x} 78l4 5-4 5-4-5z" class="tag"/>` : '';
  return `<g><title>${title}</title>${line ? `<line x1="${x}" y1="8" x2="${x}" y2="56" class="tickmark"/>` : ''}${shape}${tag}</g>`;
}

/** The timeline: phase bands (labelled where the label fits), checkpoint marks, the time axis. */
export function timelineSvg(
  phases: PhaseBand[],
  checkpoints: ListRow[],
  axis: TimeAxis,
  titleOf: (c: ListRow) => string,
): string {
  const parts: string[] = [];
  const labels: string[] = [];
  for (const b of phases) {
    const [x1, x2] = [axis.x(b.from), axis.x(b.to)];
    const w = Math.max(x2 - x1, 3);
    const label = `${b.number} ${b.name}`;
    parts.push(
      `<g><title>${esc(`phase ${label}: ${b.from} → ${b.to}, ${b.checkpoints.length} checkpoint(s)`)}</title><rect x="${x1}" y="8" width="${round(w)}" height="48" class="band p${Number(b.number) % 8 || 0}"/></g>`,
    );
    if (w >= label.length * CHAR + 10)
      labels.push(`<text x="${round(x1 + 5)}" y="48" class="bandlabel">${esc(label)}</text>`);
  }
  // A line through the bands per checkpoint reads as a hatching past a hundred or so.
  // Plain marks first: an approval, a rejection, a pending review or an unclean one is drawn over them, never hidden.
  const plain = (c: ListRow) => (c.approval?.status ?? 'auto_approved') === 'auto_approved' && c.is_clean !== false;
  for (const c of [...checkpoints.filter(plain), ...checkpoints.filter((c) => !plain(c))])
    parts.push(mark(c, axis.x(c.createdAt), titleOf(c), checkpoints.length <= 120));
  // Labels last: drawn over the marks, which would otherwise strike through them.
  return `<svg viewBox="0 0 ${W} 112" role="img" aria-label="timeline" class="chart">${parts.join('')}${labels.join('')}${breakMarks(axis, 8, 56)}${ticks(axis, 108)}</svg>`;
}

/** One panel of the curve chart: a line over the points that have a value, y from 0 to `max`, gridlines labelled by `fmt`. */
function panel(
  points: { at: string; v: number }[],
  axis: TimeAxis,
  top: number,
  height: number,
  max: number,
  fmt: (v: number) => string,
  cls: string,
): string {
  const y = (v: number) => round(top + height - (Math.min(v, max) / max) * height);
  const grid = [0, 0.5, 1].map(
    (f) =>
      `<line x1="${LEFT}" y1="${y(max * f)}" x2="${W - RIGHT}" y2="${y(max * f)}" class="grid"/><text x="${LEFT - 6}" y="${y(max * f) + 4}" text-anchor="end" class="tick">${fmt(max * f)}</text>`,
  );
  const line = points.map((p) => `${axis.x(p.at)},${y(p.v)}`).join(' ');
  const dots =
    points.length <= 60
      ? points.map((p) => `<circle cx="${axis.x(p.at)}" cy="${y(p.v)}" r="2.5" class="${cls}dot"/>`).join('')
      : '';
  return `${grid.join('')}<polyline points="${line}" class="${cls}"/>${dots}`;
}

/** The context curve (% of the window the last request filled, compactions marked) and the conversation's tokens, as recorded per checkpoint. */
export function curveSvg(curve: CurvePoint[], axis: TimeAxis): string {
  const ctx = curve.filter((p) => p.percent !== undefined).map((p) => ({ at: p.at, v: p.percent! }));
  const tok = curve.filter((p) => p.tokens !== undefined && p.tokens > 0).map((p) => ({ at: p.at, v: p.tokens! }));
  const parts: string[] = [];
  if (ctx.length) {
    parts.push(`<text x="${LEFT}" y="12" class="caption">context: % of the model's window</text>`);
    parts.push(panel(ctx, axis, 22, 110, Math.max(100, ...ctx.map((p) => p.v)), (v) => `${Math.round(v)}%`, 'ctx'));
    let before = curve.find((p) => p.compactions !== undefined)?.compactions ?? 0;
    for (const p of curve) {
      if (p.compactions === undefined || p.compactions <= before) continue;
      before = p.compactions;
      const x = axis.x(p.at);
      parts.push(
        `<g><title>${esc(`compaction before ${p.id} (${p.compactions} so far)`)}</title><line x1="${x}" y1="22" x2="${x}" y2="132" class="compaction"/></g>`,
      );
    }
  }
  if (tok.length) {
    const top = ctx.length ? 168 : 22;
    parts.push(`<text x="${LEFT}" y="${top - 10}" class="caption">tokens of the conversation so far</text>`);
    parts.push(panel(tok, axis, top, 80, Math.max(...tok.map((p) => p.v)), compact, 'tok'));
  }
  if (!parts.length) return '';
  const height = (ctx.length ? 146 : 0) + (tok.length ? 114 : 0) + 16;
  return `<svg viewBox="0 0 ${W} ${height}" role="img" aria-label="context and tokens" class="chart">${parts.join('')}${breakMarks(axis, 22, height - 20)}${ticks(axis, height - 4)}</svg>`;
}

/** 1234567 → 1.2M: the axis labels of the token panel. */
export function compact(n: number): string {
  if (n >= 1e6) return `${round(n / 1e6)}M`;
  if (n >= 1e3) return `${Math.round(n / 1e3)}k`;
  return String(Math.round(n));
}

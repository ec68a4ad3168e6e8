import { formatBytes } from '../../app/format.js';
import type { ListRow } from '../../app/list.js';
import type { CurvePoint, ReportChanges, ReportData, ReportSummary } from '../../app/report.js';
import { approvalText, issueText, printEnvChanges } from './print.js';
import { compact, curveSvg, timeAxis, timelineSvg } from './report-svg.js';
import { esc } from './report-text.js';

/**
 * The session report as ONE self-contained HTML file (issue 36): inline CSS, inline SVG, no script,
 * no font, style or image from anywhere, and a Content-Security-Policy that forbids every fetch —
 * so it opens the same offline, attached to a pull request or mailed, and a hostile string in it
 * can neither run nor call home. Every stored string passes `esc` (./report-text.ts).
 */
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

const CSS = `
:root{color-scheme:light;--fg:#1d232b;--mute:#5b6673;--line:#d9dee4;--bg:#fff;--soft:#f4f6f8}
*{box-sizing:border-box}
body{margin:0;background:var(--soft);color:var(--fg);font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{max-width:1180px;margin:0 auto;padding:24px 28px 48px}
h1{font-size:22px;margin:0 0 4px;overflow-wrap:anywhere}
h2{font-size:16px;margin:0 0 10px}
h3{font-size:13px;margin:14px 0 6px;color:var(--mute);text-transform:uppercase;letter-spacing:.04em}
section{background:var(--bg);border:1px solid var(--line);border-radius:8px;padding:16px 18px;margin:16px 0}
.meta{color:var(--mute);margin:0;display:flex;flex-wrap:wrap;gap:4px 18px}
.meta b{color:var(--fg);font-weight:600}
code,pre,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:12px}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:4px 8px;border-bottom:1px solid var(--line);vertical-align:top}
th{font-size:12px;color:var(--mute);font-weight:600;white-space:nowrap}
td.n{text-align:right;white-space:nowrap}
td.wrap{overflow-wrap:anywhere}
td.nw{white-space:nowrap}
tr.sub td{border-top:0;color:var(--mute);font-size:13px;padding-top:0}
tr:has(+tr.sub) td{border-bottom:0}
.scroll{overflow-x:auto}
.pill{display:inline-block;padding:0 6px;border-radius:9px;font-size:12px;background:var(--soft);border:1px solid var(--line);margin:0 3px 2px 0}
.pill.approved{background:#e3f5e8;border-color:#9fd3ad}.pill.pending{background:#fff4d6;border-color:#e8c766}.pill.rejected{background:#fde4e4;border-color:#e49c9c}
.pill.unclean{background:#fde4e4;border-color:#e49c9c}
ul{margin:4px 0 8px;padding-left:20px}
.empty{color:var(--mute);font-style:italic}
.chart{width:100%;height:auto;display:block}
.chart text{font:12px system-ui,sans-serif;fill:var(--fg)}
.chart .tick{fill:var(--mute);font-size:11px}.chart .caption{fill:var(--mute)}
.chart .axis,.chart .grid{stroke:var(--line);stroke-width:1}
.band{opacity:.85}.bandlabel{font-weight:600}
.p0{fill:#e6e9ee}.p1{fill:#dbe9f9}.p2{fill:#e4dcf7}.p3{fill:#fbe3c8}.p4{fill:#d5f0dc}.p5{fill:#f9d9dc}.p6{fill:#d7eef0}.p7{fill:#ece6d2}
.tickmark{stroke:#7a8694;stroke-width:.6;opacity:.35}
.m{stroke:#fff;stroke-width:1.2}.m.auto_approved,.m.none{fill:#7a8694}.m.approved{fill:#2f9e57}.m.pending{fill:#d99a00}.m.rejected{fill:#d23c3c}
.m.unclean{fill:#fff;stroke:#d23c3c;stroke-width:2}
.tag{fill:#6a4fc9}
.ctx,.tok{fill:none;stroke-width:2}.ctx{stroke:#2f6fd6}.tok{stroke:#6a4fc9}.ctxdot{fill:#2f6fd6}.tokdot{fill:#6a4fc9}
.gap{stroke:#5b6673;stroke-dasharray:2 3;stroke-width:1.2}.chart .gaplabel{font-size:11px;fill:#5b6673;paint-order:stroke;stroke:#fff;stroke-width:3px}
.compaction{stroke:#d99a00;stroke-dasharray:4 3;stroke-width:1.5}
.legend{display:flex;flex-wrap:wrap;gap:4px 16px;color:var(--mute);font-size:12px;margin:6px 0 10px}
.dot{display:inline-block;width:10px;height:10px;border-radius:50%;vertical-align:-1px;margin-right:4px}
details{border:1px solid var(--line);border-radius:6px;margin:6px 0;background:var(--bg)}
summary{cursor:pointer;padding:6px 10px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px;overflow-wrap:anywhere}
pre{margin:0;padding:8px 10px;overflow-x:auto;background:#fbfcfd;border-top:1px solid var(--line);white-space:pre}
pre span{display:block}.da{background:#e6f6ea}.dd{background:#fcebeb}.dh{color:#6a4fc9}
.add{color:#2f9e57}.del{color:#d23c3c}
`;

/** The report of `r` as one HTML document. */
export function renderReport(r: ReportData): string {
  const t = r.timeline;
  const task = t.checkpoints.findLast((c) => c.taskSummary)?.taskSummary;
  const title = task ?? `Session ${t.session.sessionId}`;
  const body = [
    header(r, title),
    timelineSection(r),
    summarySection(r.summary),
    curveSection(r),
    changesSection(r.changes, r.changesError, t.shortIds),
    checkpointsSection(r),
    environmentSection(r),
  ].join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`pai-checkpoint report: ${title}`)}</title>
<style>${CSS}</style></head>
<body><main>
${body}
</main></body></html>
`;
}

const when = (iso: string | null | undefined) => (iso ? esc(iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z')) : '—');

function header(r: ReportData, title: string): string {
  const s = r.timeline.session;
  const first = r.timeline.checkpoints[0]?.createdAt;
  const items: [string, string][] = [
    ['session', `<code>${esc(s.sessionId)}</code>`],
    ['project', esc(s.project ?? '—')],
    ['status', esc(s.status)],
    ['phase', esc(s.phase ?? '—')],
    ['checkpoints', String(r.timeline.checkpoints.length)],
    ['from', when(first)],
    ['to', when(s.lastCheckpointAt)],
    ['heartbeat', when(s.heartbeat_at)],
  ];
  if (s.pending.length) items.push(['awaiting review', String(s.pending.length)]);
  return `<header><h1>${esc(title)}</h1><p class="meta">${items.map(([k, v]) => `<span>${k} <b>${v}</b></span>`).join('')}</p><p class="meta"><span>report written ${when(r.generatedAt)} by pai-checkpoint</span></p></header>`;
}

/** A checkpoint's one-line title for its mark: id, time, trigger, phase, approval, tags, clean. */
function markTitle(c: ListRow): string {
  const bits = [
    c.id,
    c.createdAt,
    c.safety ? 'safety copy' : c.trigger,
    c.name && `"${c.name}"`,
    c.phaseNumber !== undefined && `phase ${c.phaseNumber} ${c.phase ?? ''}`,
    c.approval && c.approval.status,
    c.tags?.length && `tags ${c.tags.join(', ')}`,
    c.is_clean === false && 'unclean',
  ];
  return esc(bits.filter(Boolean).join(' · '));
}

function timelineSection(r: ReportData): string {
  const t = r.timeline;
  const axis = timeAxis([...t.checkpoints.map((c) => c.createdAt), ...t.phases.map((b) => b.to)]);
  const legend = `<div class="legend"><span><i class="dot" style="background:#7a8694"></i>auto-approved</span><span><i class="dot" style="background:#2f9e57"></i>approved</span><span><i class="dot" style="background:#d99a00"></i>pending</span><span><i class="dot" style="background:#d23c3c"></i>rejected</span><span><i class="dot" style="border:2px solid #d23c3c"></i>unclean (a tool call failed before it)</span><span>◆ tagged</span><span>■ phase record only</span></div>`;
  const rows = t.phases.map(
    (b) =>
      `<tr><td>${esc(b.number)}</td><td>${esc(b.name)}</td><td>${when(b.from)}</td><td>${when(b.to)}</td><td class="n">${b.checkpoints.length}</td></tr>`,
  );
  const phases = rows.length
    ? `<h3>Phases</h3><table><tr><th>#</th><th>phase</th><th>from</th><th>to</th><th>checkpoints</th></tr>${rows.join('')}</table>`
    : '<p class="empty">No PAI phase was recorded in this session.</p>';
  return `<section id="timeline"><h2>Timeline</h2>${timelineSvg(t.phases, t.checkpoints, axis, markTitle)}${legend}${phases}</section>`;
}

const list = (items: string[]) =>
  items.length ? `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>` : '<p class="empty">none</p>';

function summarySection(s: ReportSummary | undefined): string {
  if (!s)
    return '<section id="summary"><h2>Summary</h2><p class="empty">This session has no summary yet (one is written with each checkpoint).</p></section>';
  const parts = [
    ['Progress', s.progress],
    ['Decisions', s.decisions],
    ['Failed approaches', s.failed_approaches],
    ['Blockers', s.blockers],
    ['Context', s.context],
  ] as const;
  return `<section id="summary"><h2>Summary <span class="pill">of <code>${esc(s.checkpoint)}</code></span></h2>${parts.map(([h, items]) => `<h3>${h}</h3>${list([...items])}`).join('')}</section>`;
}

function curveSection(r: ReportData): string {
  const svg = curveSvg(
    r.curve,
    timeAxis([...r.timeline.checkpoints.map((c) => c.createdAt), ...r.timeline.phases.map((b) => b.to)]),
  );
  const last = r.curve.findLast((p) => p.percent !== undefined);
  const facts = last
    ? `<p class="meta"><span>last: <b>${esc(last.percent)}%</b> of ${esc(compact(last.window ?? 0))} tokens${last.model ? ` (${esc(last.model)})` : ''}</span><span>compactions <b>${esc(last.compactions ?? 0)}</b></span><span>turns <b>${esc(r.curve.at(-1)?.turns ?? 0)}</b></span><span>cost estimate <b>$${esc(Number(r.curve.at(-1)?.costUsd ?? 0).toFixed(2))}</b></span></p>`
    : '';
  const body =
    svg ||
    '<p class="empty">Its checkpoints recorded no context or token figures (checkpoints before manifest 1.6 have none).</p>';
  return `<section id="context"><h2>Context and tokens</h2>${facts}${body}</section>`;
}

/** One diff as lines coloured by their first character. */
function diffPre(diff: string): string {
  const cls = (l: string) =>
    l.startsWith('@@')
      ? 'dh'
      : l.startsWith('+') && !l.startsWith('+++')
        ? 'da'
        : l.startsWith('-') && !l.startsWith('---')
          ? 'dd'
          : '';
  return `<pre>${diff
    .split('\n')
    .map((l) => {
      const c = cls(l);
      return `<span${c ? ` class="${c}"` : ''}>${esc(l) || ' '}</span>`;
    })
    .join('')}</pre>`;
}

function changesSection(
  c: ReportChanges | undefined,
  error: string | undefined,
  short: Record<string, string>,
): string {
  const head = '<section id="files"><h2>Files changed</h2>';
  if (!c)
    return `${head}<p class="empty">${error ? `The changes could not be read: ${esc(error)}` : 'One checkpoint only: nothing to compare it with.'}</p></section>`;
  const span = `<p class="meta"><span>from the session's first checkpoint <code>${esc(short[c.from] ?? c.from)}</code> to its last <code>${esc(short[c.to] ?? c.to)}</code></span><span><b>${c.files.length}</b> file(s)</span></p>`;
  const num = (n: number | undefined, cls: string, sign: string) =>
    n === undefined ? '' : n === 0 ? '<span class="empty">0</span>' : `<span class="${cls}">${sign}${n}</span>`;
  const rows = c.files.map(
    (f) =>
      `<tr><td><code>${esc(f.status)}</code></td><td class="wrap"><code>${esc(f.path)}</code></td><td class="n">${num(f.added, 'add', '+')}</td><td class="n">${num(f.removed, 'del', '−')}</td><td>${f.binary ? 'binary' : f.large ? 'large' : ''}</td></tr>`,
  );
  const table = c.files.length
    ? `<table><tr><th></th><th>path</th><th>added</th><th>removed</th><th></th></tr>${rows.join('')}</table>`
    : '<p class="empty">No file changed.</p>';
  // Open until about 300 lines are shown: the rest one click away, so the page stays a page.
  let shown = 0;
  const diffs = c.patches.map((p) => {
    const open = shown < 300;
    shown += p.diff.split('\n').length;
    return `<details${open ? ' open' : ''}><summary>${esc(p.path)}${p.cut ? ` — first ${p.cut.shown} of ${p.cut.lines} lines` : ''}</summary>${diffPre(p.diff)}</details>`;
  });
  const omitted = c.omitted.length
    ? `<p class="empty">Diffs left out (the report keeps its size): ${c.omitted.map((p) => `<code>${esc(p)}</code>`).join(', ')} — <code>pai-checkpoint diff ${esc(c.from)} ${esc(c.to)} --file &lt;path&gt;</code> shows one.</p>`
    : '';
  return `${head}${span}${table}${diffs.length ? `<h3>Diffs</h3>${diffs.join('')}` : ''}${omitted}</section>`;
}

/** A checkpoint's row, and under it a row of its label, notes, links and task (the task only where it changed). */
function checkpointRow(c: ListRow, i: number, point: CurvePoint | undefined, task: string | undefined): string {
  const approval = c.approval
    ? `<span class="pill ${esc(c.approval.status)}">${esc(approvalText(c.approval))}</span>`
    : '';
  const tags = (c.tags ?? []).map((t) => `<span class="pill">${esc(t)}</span>`).join('');
  const notes = [
    c.name && `label: “${c.name}”`,
    task && `task: ${task}`,
    ...(c.annotations ?? []).map((a) => `note by ${a.user ?? '?'}: ${a.text}`),
    ...(c.linked_issues ?? []).map((l) => `issue: ${issueText(l)}`),
  ].filter((x): x is string => Boolean(x));
  const context = c.context
    ? `${c.context.percent}%${c.context.compactions ? ` (${c.context.compactions} compact.)` : ''}`
    : '';
  const row = `<tr><td class="n">${i + 1}</td><td class="nw">${when(c.createdAt)}</td><td><code>${esc(c.id)}</code></td><td>${esc(c.safety ? 'safety copy' : c.trigger)}</td><td class="nw">${c.phaseNumber !== undefined ? esc(`${c.phaseNumber} ${c.phase ?? ''}`) : ''}</td><td class="wrap">${approval}${tags}${c.is_clean === false ? '<span class="pill unclean">unclean</span>' : ''}</td><td class="n">${c.sizeBytes !== undefined ? esc(formatBytes(c.sizeBytes)) : 'record'}</td><td class="n">${esc(context)}</td><td class="n">${point?.tokens ? esc(compact(point.tokens)) : ''}</td></tr>`;
  return notes.length
    ? `${row}<tr class="sub"><td></td><td colspan="8" class="wrap">${notes.map(esc).join('<br>')}</td></tr>`
    : row;
}

function checkpointsSection(r: ReportData): string {
  const points = new Map(r.curve.map((p) => [p.id, p]));
  let task: string | undefined;
  const rows = r.timeline.checkpoints.map((c, i) => {
    const changed = c.taskSummary && c.taskSummary !== task ? c.taskSummary : undefined;
    if (c.taskSummary) task = c.taskSummary;
    return checkpointRow(c, i, points.get(c.id), changed);
  });
  return `<section id="checkpoints"><h2>Checkpoints</h2><div class="scroll"><table><tr><th>#</th><th>time (UTC)</th><th>id</th><th>trigger</th><th>phase</th><th>approval, tags</th><th>size</th><th>context</th><th>tokens</th></tr>${rows.join('')}</table></div></section>`;
}

function environmentSection(r: ReportData): string {
  const e = r.environment;
  const head = '<section id="environment"><h2>Environment</h2>';
  if (!e) return `${head}<p class="empty">No checkpoint of this session recorded its environment.</p></section>`;
  const sections = e.sections.map(
    ([s, rows]) =>
      `<h3>${esc(s)}</h3><table>${rows.map(([k, v]) => `<tr><td class="wrap" style="width:32%"><code>${esc(k)}</code></td><td class="wrap"><code>${esc(v)}</code></td></tr>`).join('')}</table>`,
  );
  const changes = r.changes
    ? `<h3>Changed during the session</h3><pre>${esc(printEnvChanges(r.changes.environment).join('\n'))}</pre>`
    : '';
  return `${head}<p class="meta"><span>as captured with <code>${esc(e.checkpoint)}</code> at ${when(e.capturedAt)}; secret-looking variables were withheld at capture</span></p>${sections.join('')}${changes}</section>`;
}

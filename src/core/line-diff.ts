/**
 * Line diffs: Myers' O(ND) algorithm over the lines between the common head and tail (most edits
 * are small), as +/- counts and as a unified diff (`diff -u` / `git diff` format). An edit of more
 * than MAX_EDITS lines is not searched for its shortest script (memory grows with its square): it
 * is shown as the middle replaced, and its counts come from the lines each side has that the other
 * lacks (`approximate`).
 */
const MAX_EDITS = 2000;

/** A run of lines: equal on both sides, removed from `a`, or added from `b`. */
interface Run {
  op: '=' | '-' | '+';
  /** First line of the run in a (for '=' and '-') or in b (for '+'). */
  at: number;
  n: number;
}

interface LineDiff {
  /** Lines with their terminators ("\n"; the last may have none). */
  a: string[];
  b: string[];
  /** Runs in order; the lines of a and b are each covered once, in order. */
  runs: Run[];
  added: number;
  removed: number;
  approximate: boolean;
}

/** A text's lines, each with its "\n" (the last one without, when the text does not end in one). */
export function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

export function diffLines(aText: string, bText: string, maxEdits = MAX_EDITS): LineDiff {
  const a = splitLines(aText);
  const b = splitLines(bText);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const runs: Run[] = [];
  const push = (op: Run['op'], at: number, n: number) => {
    if (n === 0) return;
    const last = runs.at(-1);
    if (last && last.op === op && last.at + last.n === at) last.n += n;
    else runs.push({ op, at, n });
  };
  push('=', 0, head);
  const middle = myers(a, b, head, a.length - tail, head, b.length - tail, maxEdits);
  let approximate = false;
  if (middle) for (const r of middle) push(r.op, r.at, r.n);
  else {
    approximate = true;
    push('-', head, a.length - tail - head);
    push('+', head, b.length - tail - head);
  }
  push('=', a.length - tail, tail);
  let added = 0;
  let removed = 0;
  for (const r of runs) {
    if (r.op === '+') added += r.n;
    if (r.op === '-') removed += r.n;
  }
  if (approximate) [added, removed] = unmatched(a.slice(head, a.length - tail), b.slice(head, b.length - tail));
  return { a, b, runs, added, removed, approximate };
}

/** Lines of b that a lacks, and of a that b lacks (as multisets). */
function unmatched(a: string[], b: string[]): [added: number, removed: number] {
  const counts = new Map<string, number>();
  for (const l of a) counts.set(l, (counts.get(l) ?? 0) + 1);
  let added = 0;
  for (const l of b) {
    const c = counts.get(l) ?? 0;
    if (c > 0) counts.set(l, c - 1);
    else added++;
  }
  let removed = 0;
  for (const c of counts.values()) removed += c;
  return [added, removed];
}

/** The shortest edit script of a[a0..a1) into b[b0..b1), or undefined when it needs more than `maxEdits` edits. */
function myers(
  a: string[],
  b: string[],
  a0: number,
  a1: number,
  b0: number,
  b1: number,
  maxEdits: number,
): Run[] | undefined {
  const n = a1 - a0;
  const m = b1 - b0;
  if (n === 0 || m === 0) {
    return [...(n ? [{ op: '-' as const, at: a0, n }] : []), ...(m ? [{ op: '+' as const, at: b0, n: m }] : [])];
  }
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  let v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2)); // V before step d, k in [-d-1, d+1]
    const next = v;
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[a0 + x] === b[b0 + y]) {
        x++;
        y++;
      }
      next[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, d, n, m, a0, b0);
    }
    v = next;
  }
  return undefined;
}

/** Walks the saved V arrays back from (n, m) into runs, in order. */
function backtrack(trace: Int32Array[], last: number, n: number, m: number, a0: number, b0: number): Run[] {
  const out: Run[] = [];
  const add = (op: Run['op'], at: number, len: number) => {
    if (len <= 0) return;
    const first = out[0];
    if (first && first.op === op && at + len === first.at) {
      first.at = at;
      first.n += len;
    } else out.unshift({ op, at, n: len });
  };
  let x = n;
  let y = m;
  for (let d = last; d > 0; d--) {
    const v = trace[d]!; // index of k is k + d + 1
    const k = x - y;
    const at = (kk: number) => v[kk + d + 1]!;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    const startX = down ? prevX : prevX + 1; // after the edit, before the snake
    add('=', a0 + startX, x - startX);
    if (down) add('+', b0 + prevY, 1);
    else add('-', a0 + prevX, 1);
    x = prevX;
    y = prevY;
  }
  add('=', a0, x); // the snake of d = 0
  return out;
}

/**
 * A unified diff of one file (`--- a/<path>` `+++ b/<path>` and hunks with `context` lines), as
 * `git diff` writes it; "" when the texts are equal.
 */
export function unifiedDiff(d: LineDiff, names: { a: string; b: string }, context = 3): string {
  if (!d.runs.some((r) => r.op !== '=')) return '';
  // Each run's position on both sides.
  const placed: { op: Run['op']; ai: number; bi: number; n: number }[] = [];
  let ai = 0;
  let bi = 0;
  for (const r of d.runs) {
    placed.push({ op: r.op, ai, bi, n: r.n });
    if (r.op !== '+') ai += r.n;
    if (r.op !== '-') bi += r.n;
  }
  const out = [`--- ${names.a}\n`, `+++ ${names.b}\n`];
  const line = (prefix: string, l: string) =>
    out.push(prefix + l, ...(l.endsWith('\n') ? [] : ['\n\\ No newline at end of file\n']));
  let i = 0;
  while (i < placed.length) {
    // A hunk: from the first change, through changes closer than 2×context, with context around.
    while (i < placed.length && placed[i]!.op === '=') i++;
    if (i >= placed.length) break;
    let j = i;
    for (;;) {
      const next = placed[j + 1];
      if (next && next.op !== '=') j++;
      else if (next && next.n <= 2 * context && placed[j + 2])
        j += 2; // equal runs never follow each other
      else break;
    }
    const before = i > 0 ? Math.min(context, placed[i - 1]!.n) : 0;
    const after = j + 1 < placed.length ? Math.min(context, placed[j + 1]!.n) : 0;
    const aStart = placed[i]!.ai - before;
    const bStart = placed[i]!.bi - before;
    const body: [string, string][] = [];
    for (let c = aStart; c < placed[i]!.ai; c++) body.push([' ', d.a[c]!]);
    for (let r = i; r <= j; r++) {
      const p = placed[r]!;
      for (let c = 0; c < p.n; c++)
        body.push(p.op === '=' ? [' ', d.a[p.ai + c]!] : p.op === '-' ? ['-', d.a[p.ai + c]!] : ['+', d.b[p.bi + c]!]);
    }
    const endA = placed[j]!.ai + (placed[j]!.op === '+' ? 0 : placed[j]!.n);
    for (let c = endA; c < endA + after; c++) body.push([' ', d.a[c]!]);
    const aLen = body.filter(([p]) => p !== '+').length;
    const bLen = body.filter(([p]) => p !== '-').length;
    const range = (start: number, len: number) =>
      len === 1 ? `${start + 1}` : `${len === 0 ? start : start + 1},${len}`;
    out.push(`@@ -${range(aStart, aLen)} +${range(bStart, bLen)} @@\n`);
    for (const [p, l] of body) line(p, l);
    i = j + 1;
  }
  return out.join('');
}

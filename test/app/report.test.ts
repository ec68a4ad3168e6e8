import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { renderReport } from '../../src/adapters/cli/report-html.js';
import { timeAxis } from '../../src/adapters/cli/report-svg.js';
import { create } from '../../src/app/create.js';
import { sessionReport } from '../../src/app/report.js';
import { readManifest } from '../../src/domain/volume/read.js';
import { appSandbox } from './support.js';

test("a report's figures are the manifests' own; a long diff is cut and says so; one checkpoint has nothing to compare", async () => {
  const { ctx, project: p } = appSandbox();
  const first = await create(ctx(), { session: 'S1' });
  const alone = await sessionReport(ctx(), 'S1');
  expect(alone.changes).toBeUndefined();
  expect(renderReport(alone)).toContain('One checkpoint only: nothing to compare it with.');
  writeFileSync(join(p, 'long.txt'), Array.from({ length: 1000 }, (_, i) => `line ${i}`).join('\n'));
  const last = await create(ctx(), { session: 'S1' });
  const r = await sessionReport(ctx(), 'S1');
  const store = await ctx().volume();
  for (const [point, id] of [
    [r.curve[0], first.id],
    [r.curve[1], last.id],
  ] as const) {
    const m = (await readManifest(store, 'S1', id))!;
    expect(point).toMatchObject({
      id,
      at: m.created_at,
      tokens: m.conversation.tokens_used,
      turns: m.conversation.turn_count,
      costUsd: m.metrics.cost_estimate_usd,
    });
    if (m.conversation.context)
      expect(point).toMatchObject({
        percent: m.conversation.context.budget_percent,
        compactions: m.conversation.context.compactions,
        window: m.conversation.context.window,
      });
  }
  expect(r.changes).toMatchObject({ from: first.id, to: last.id, omitted: [] });
  const patch = r.changes!.patches.find((x) => x.path === 'long.txt')!;
  expect(patch.cut).toEqual({ shown: 400, lines: expect.any(Number) });
  expect(patch.cut!.lines).toBeGreaterThan(1000);
  expect(patch.diff.split('\n')).toHaveLength(400);
  expect(renderReport(r)).toContain(`long.txt — first 400 of ${patch.cut!.lines} lines`);
});

test('the time axis draws an idle gap of days as half an hour, and marks it; times outside it stay in order', () => {
  const times = [
    '2026-11-20T10:00:00Z',
    '2026-11-20T10:10:00Z',
    '2026-11-20T10:20:00Z',
    '2026-11-27T10:20:00Z',
    '2026-11-27T10:30:00Z',
  ];
  const axis = timeAxis(times);
  const xs = times.map((t) => axis.x(t));
  expect([...xs].sort((a, b) => a - b)).toEqual(xs);
  expect(axis.breaks).toHaveLength(1);
  expect(axis.breaks[0]!.ms).toBe(7 * 86_400_000);
  // 10 + 10 + 30 (the gap, capped) + 10 minutes drawn: each 10-minute stretch takes a sixth of the width.
  const width = xs[4]! - xs[0]!;
  expect((xs[1]! - xs[0]!) / width).toBeCloseTo(1 / 6, 2);
  expect((xs[3]! - xs[2]!) / width).toBeCloseTo(3 / 6, 2);
  // x is rounded to a tenth of a unit (a minute of this width is 15 units): back to the same minute.
  expect(Math.abs(axis.timeAt(xs[3]!) - Date.parse('2026-11-27T10:20:00Z'))).toBeLessThan(60_000);
  // A session of one moment is widened so its checkpoint sits in the middle.
  const one = timeAxis(['2026-11-20T10:00:00Z']);
  expect(one.breaks).toEqual([]);
  expect(one.x('2026-11-20T10:00:00Z')).toBeCloseTo((56 + 1000 - 16) / 2, 0);
});

test("what a volume's writer controls is rendered inert even where our types expect a number or one of our words", async () => {
  const { ctx } = appSandbox();
  await create(ctx(), { session: 'S1' });
  await create(ctx(), { session: 'S1' });
  const r = await sessionReport(ctx(), 'S1');
  const evil = '"><script>alert(1)</script>';
  // An index entry read from the volume as it was written: any JSON where a phase number, an approval or a context should be.
  const c = r.timeline.checkpoints[0]! as unknown as Record<string, unknown>;
  Object.assign(c, {
    phaseNumber: evil,
    phase: evil,
    approval: { status: evil },
    context: { percent: evil, compactions: evil },
    sizeBytes: evil,
    tags: [evil],
  });
  r.timeline.phases = [
    {
      number: evil as unknown as number,
      name: evil,
      from: evil,
      to: evil,
      checkpoints: [r.timeline.checkpoints[0]!.id],
    },
  ];
  const html = renderReport(r);
  expect(html).not.toMatch(/<script/i);
  expect(html).toContain('<td>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</td>');
  expect(html).toContain('class="m none"');
});

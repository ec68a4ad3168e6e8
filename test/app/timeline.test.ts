import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { create } from '../../src/app/create.js';
import { save } from '../../src/app/save.js';
import { sessionTimeline } from '../../src/app/timeline.js';
import { appSandbox } from './support.js';

test("a session's timeline: its checkpoints oldest first with approval, tags and clean; its phases as bands; its shortest ids", async () => {
  const { ctx, project: p } = appSandbox();
  const saved = async (name: string, phase: number) => {
    const { id } = await save(ctx(), { session: 'S1', name, phase, task: 'Ship it' });
    if (!id) throw new Error(`save ${name} took no checkpoint`);
    return { id };
  };
  const think = await saved('thinking', 2);
  writeFileSync(join(p, 'b.txt'), 'b\n');
  const manual = await create(ctx(), { session: 'S1', name: 'by hand', tags: ['milestone/v1'] });
  const plan = await saved('planning', 3);
  const t = await sessionTimeline(ctx(), 'S1');
  expect(t.session).toMatchObject({ sessionId: 'S1', checkpoints: 3, lastCheckpoint: plan.id });
  expect(t.checkpoints.map((c) => [c.id, c.trigger, c.phaseNumber, c.tags, c.approval?.status, c.is_clean])).toEqual([
    [think.id, 'manual', 2, [], 'auto_approved', true],
    [manual.id, 'manual', 2, ['milestone/v1'], 'auto_approved', true],
    [plan.id, 'manual', 3, [], 'auto_approved', true],
  ]);
  const at = (id: string) => t.checkpoints.find((c) => c.id === id)!.createdAt;
  // The manual checkpoint was taken in phase 2 (the session's phase then): it belongs to phase 2's band.
  expect(t.phases).toEqual([
    { number: 2, name: 'THINK', from: at(think.id), to: at(plan.id), checkpoints: [think.id, manual.id] },
    { number: 3, name: 'PLAN', from: at(plan.id), to: expect.any(String), checkpoints: [plan.id] },
  ]);
  expect(t.phases[1]!.to >= at(plan.id)).toBe(true);
  expect(Object.keys(t.shortIds).sort()).toEqual([think.id, manual.id, plan.id].sort());
  for (const [id, short] of Object.entries(t.shortIds)) expect(id.startsWith(short)).toBe(true);
  await expect(sessionTimeline(ctx(), 'nope')).rejects.toMatchObject({ code: 'NOT_FOUND' });
});

/**
 * Whenever resume passes over a newer checkpoint it says which, why and the command that takes it
 * (issue 33, finding 5: a crash checkpoint held for review was passed over, and a rejected one
 * without a word); --json carries the same as `passedOver`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { create } from '../../src/app/create.js';
import { resumeSession } from '../../src/app/resume.js';
import { assistantLine, userLine, writeLines } from '../helpers.js';
import { reseal } from '../support/forge.js';
import { appSandbox } from './support.js';

test('newer checkpoints awaiting review (a crash), not clean and rejected: each named with why and how to take it', async () => {
  const { ctx, project: p, transcript, volume } = appSandbox();
  const a = (await create(ctx(), { session: 'S1' })).id;
  // b: after a failed tool call (not clean); c: what a crash left (held for review by the auto policy); d: rejected.
  const failed = [
    assistantLine([{ type: 'tool_use', name: 'Bash', input: { command: 'false' }, id: 'toolu_1' }]),
    userLine([{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'exit 1', is_error: true }]),
  ];
  writeLines(transcript, [...readFileSync(transcript, 'utf8').trim().split('\n'), ...failed]);
  writeFileSync(join(p, 'a.txt'), 'v2\n');
  const b = (await create(ctx(), { session: 'S1' })).id;
  writeFileSync(join(p, 'a.txt'), 'v3\n');
  const c = (await create(ctx(), { session: 'S1', trigger: 'crash' })).id;
  writeFileSync(join(p, 'a.txt'), 'v4\n');
  const d = (await create(ctx(), { session: 'S1' })).id;
  reseal(volume, 'S1', d, {
    manifest: (m) => (m['approval'] = { ...m['approval'], status: 'rejected', reason: 'it deleted the tests' }),
  });

  const r = await resumeSession(ctx(), { target: 'S1', print: true });
  expect(r.checkpointId).toBe(a);
  expect(r.passedOver).toEqual([
    {
      id: d,
      trigger: 'manual',
      reason: 'rejected',
      detail: 'it deleted the tests',
      take: `\`pai-checkpoint resume --from ${d} --force\``,
    },
    {
      id: c,
      trigger: 'crash',
      reason: 'awaiting review',
      detail: 'policy auto requires review of crash checkpoints',
      take: `\`pai-checkpoint approve ${c}\`, then resume again; or \`pai-checkpoint resume --from ${c}\``,
    },
    {
      id: b,
      trigger: 'manual',
      reason: 'unclean',
      detail: 'a tool call failed since the one before',
      take: `\`pai-checkpoint resume --from ${b}\``,
    },
  ]);
  expect(r.warnings).toEqual([
    `newer checkpoint ${d} (manual) was passed over: rejected (it deleted the tests); to take it: \`pai-checkpoint resume --from ${d} --force\``,
    `newer checkpoint ${c} (crash) was passed over: awaiting review (policy auto requires review of crash checkpoints); to take it: \`pai-checkpoint approve ${c}\`, then resume again; or \`pai-checkpoint resume --from ${c}\``,
    `newer checkpoint ${b} (manual) was passed over: unclean (a tool call failed since the one before); to take it: \`pai-checkpoint resume --from ${b}\``,
  ]);
});

test('an approved checkpoint outranks a newer auto-approved one: that one is named too', async () => {
  const { ctx, project: p, volume } = appSandbox();
  const a = (await create(ctx(), { session: 'S1' })).id;
  writeFileSync(join(p, 'a.txt'), 'v2\n');
  const b = (await create(ctx(), { session: 'S1' })).id;
  reseal(volume, 'S1', a, { manifest: (m) => (m['approval'] = { ...m['approval'], status: 'approved' }) });
  const r = await resumeSession(ctx(), { target: 'S1', print: true });
  expect(r.checkpointId).toBe(a);
  expect(r.passedOver).toEqual([
    {
      id: b,
      trigger: 'manual',
      reason: 'outranked',
      detail: `${a} is approved`,
      take: `\`pai-checkpoint resume --from ${b}\``,
    },
  ]);
});

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { appendEvent } from '../../../src/domain/records/events.js';
import { tempDir } from '../../helpers.js';

/** pai-seed F-008's event schema, as pai-seed validates it when it reads the log. */
const systemEventSchema = z.object({
  id: z.string().min(1),
  timestamp: z.string().datetime(),
  sessionId: z.string().min(1),
  type: z.enum([
    'session_start',
    'session_end',
    'skill_invoked',
    'isc_verified',
    'learning_extracted',
    'proposal_accepted',
    'proposal_rejected',
    'error',
    'custom',
  ]),
  data: z.record(z.string(), z.unknown()),
});

test('events are pai-seed F-008 lines in the day file of their timestamp', () => {
  const dir = join(tempDir(), 'events');
  appendEvent(
    dir,
    'checkpoint_created',
    { checkpointId: 'A', phase: 'PLAN', phaseNumber: 3 },
    's1',
    new Date('2026-11-20T23:59:59.000Z'),
  );
  appendEvent(dir, 'resume_offered', { checkpointId: 'A' }, '', new Date('2026-11-21T00:00:01.000Z'));
  expect(readdirSync(dir).sort()).toEqual(['events-2026-11-20.jsonl', 'events-2026-11-21.jsonl']);
  const a = readFileSync(join(dir, 'events-2026-11-20.jsonl'), 'utf8');
  expect(a.endsWith('\n')).toBe(true);
  const ev = systemEventSchema.parse(JSON.parse(a));
  expect(ev).toMatchObject({
    sessionId: 's1',
    type: 'custom',
    data: { action: 'checkpoint_created', checkpointId: 'A', phaseNumber: 3 },
  });
  const b = systemEventSchema.parse(JSON.parse(readFileSync(join(dir, 'events-2026-11-21.jsonl'), 'utf8')));
  expect(b.sessionId).toBe('unknown');
});

test('concurrent appends never interleave lines', async () => {
  const dir = join(tempDir(), 'events');
  const big = 'x'.repeat(3000);
  await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      Promise.resolve().then(() => appendEvent(dir, 'checkpoint_created', { i, big }, 's')),
    ),
  );
  const lines = readdirSync(dir).flatMap((n) => readFileSync(join(dir, n), 'utf8').split('\n').filter(Boolean));
  expect(lines).toHaveLength(200);
  for (const l of lines) systemEventSchema.parse(JSON.parse(l));
});

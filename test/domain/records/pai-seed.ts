/**
 * pai-seed's F-010 record format, restated from its source (src/checkpoint.ts), to prove both
 * directions of compatibility: their reader accepts our files, and we read theirs.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const paiSeedCheckpointSchema = z.object({
  id: z.string().min(1),
  sessionId: z.string().min(1),
  phase: z.string().min(1),
  phaseNumber: z.number().min(1).max(7),
  createdAt: z.string().datetime(),
  completed: z.boolean(),
  taskSummary: z.string(),
  iscCriteria: z.array(
    z.object({ id: z.string(), subject: z.string(), status: z.enum(['pending', 'in_progress', 'completed']) }),
  ),
  metadata: z.record(z.string(), z.unknown()),
});

export const PAI_SEED_FILE_PATTERN = /^ckpt-.*\.json$/;

export function paiSeedFilename(timestamp: string, phase: string): string {
  const safeTs = timestamp.replace(/:/g, '-').replace(/\.\d+Z$/, 'Z');
  return `ckpt-${safeTs}-${phase.toLowerCase().replace(/[^a-z0-9]/g, '-')}.json`;
}

/** Writes a record exactly as pai-seed's createCheckpoint does (nanoid-like id, 2-space JSON). */
export function writePaiSeedRecord(
  dir: string,
  r: {
    id: string;
    sessionId: string;
    phase: string;
    phaseNumber: number;
    createdAt: string;
    completed?: boolean;
    taskSummary?: string;
  },
): string {
  mkdirSync(dir, { recursive: true });
  const state = { iscCriteria: [], metadata: {}, completed: false, taskSummary: '', ...r };
  const name = paiSeedFilename(r.createdAt, r.phase);
  writeFileSync(join(dir, name), JSON.stringify(state, null, 2));
  return name;
}

import * as z from 'zod/mini';
import { describeJsonError } from '../../core/json.js';

export { PHASES, phaseName } from './phases.js';

export const iscCriterionSchema = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'in_progress', 'completed']),
});

/**
 * pai-seed's F-010 `CheckpointState`, field for field (loose: unknown top-level fields of a
 * foreign record survive a rewrite). Our extras live only in `metadata`.
 */
export const checkpointStateSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  sessionId: z.string().check(z.minLength(1)),
  phase: z.string().check(z.minLength(1)),
  phaseNumber: z.number().check(z.gte(1), z.lte(7)),
  createdAt: z.iso.datetime(),
  completed: z.boolean(),
  taskSummary: z.string(),
  iscCriteria: z.array(iscCriterionSchema),
  metadata: z.record(z.string(), z.unknown()),
});

export type IscCriterion = z.infer<typeof iscCriterionSchema>;
export type CheckpointState = z.infer<typeof checkpointStateSchema>;

/** What pai-checkpoint puts in `metadata` (all optional: foreign records have none of it). */
interface RecordMetadata {
  /** Always 'pai-checkpoint' for our records. */
  source?: string;
  /** The ULID that names the session checkpoint on the volume (same as the record id). */
  checkpointId?: string;
  /** Session working directory. */
  cwd?: string;
  /** Project root (CLAUDE_PROJECT_DIR, else cwd): "this project first" compares this. */
  project?: string;
  transcriptPath?: string;
  /** What made this record: 'phase', 'manual', … */
  trigger?: string;
  /** Label of a named (manual) checkpoint. */
  name?: string;
  /** Phase numbers already passed in this Algorithm run. */
  completedPhases?: number[];
}

export function metadataOf(record: CheckpointState): RecordMetadata {
  const m = record.metadata;
  const str = (k: string) => (typeof m[k] === 'string' ? (m[k] as string) : undefined);
  const out: RecordMetadata = {};
  for (const k of ['source', 'checkpointId', 'cwd', 'project', 'transcriptPath', 'trigger', 'name'] as const) {
    const v = str(k);
    if (v !== undefined) out[k] = v;
  }
  const cp = m['completedPhases'];
  if (Array.isArray(cp)) out.completedPhases = cp.filter((n): n is number => typeof n === 'number');
  return out;
}

type ParseResult = { ok: true; record: CheckpointState } | { ok: false; error: string };

/** Parses and validates one record; the error names the field and what was wrong. */
export function parseRecord(text: string): ParseResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return { ok: false, error: text.trim() === '' ? 'empty file' : `invalid JSON (${describeJsonError(err)})` };
  }
  const parsed = checkpointStateSchema.safeParse(raw);
  if (parsed.success) return { ok: true, record: parsed.data };
  const issues = parsed.error.issues.slice(0, 3).map((i) => {
    const where = i.path.length ? i.path.join('.') : '(root)';
    const detail = 'expected' in i && i.expected ? `expected ${String(i.expected)}` : i.code.replace(/_/g, ' ');
    return `${where}: ${detail}`;
  });
  return { ok: false, error: `not an F-010 record (${issues.join('; ')})` };
}

import { join } from 'node:path';
import { readCheckpointRef } from '../../core/seed.js';
import { errorMessage } from '../../core/errors.js';
import { scanCheckpoints } from '../../records/api.js';
import { metadataOf, type CheckpointState } from '../../records/schema.js';
import { renderResumeContext } from '../../session/resume.js';
import type { CliEnv } from '../context.js';
import { resolveRecord } from '../resolve.js';

export interface InspectResult {
  file: string;
  record: CheckpointState;
  /** seed.json's checkpointRef names this record. */
  isCheckpointRef: boolean;
  lineage: { previous?: string; next?: string };
}

export async function inspect(cli: CliEnv, id: string): Promise<InspectResult> {
  const dir = cli.paths.checkpointsDir;
  const found = resolveRecord(dir, id);
  const session = scanCheckpoints({ sessionId: found.record.sessionId }, { checkpointsDir: dir }).records.map((r) => r.record);
  // Newest first: the next record is the one before it in the list.
  const at = session.findIndex((r) => r.id === found.record.id);
  const lineage: InspectResult['lineage'] = {};
  const prev = session[at + 1];
  const next = at > 0 ? session[at - 1] : undefined;
  if (prev) lineage.previous = prev.id;
  if (next) lineage.next = next.id;
  let ref: string | undefined;
  try {
    ref = readCheckpointRef(cli.paths.seedPath);
  } catch (err) {
    cli.warnings.push(errorMessage(err));
  }
  return { file: join(dir, found.file), record: found.record, isCheckpointRef: ref === found.record.id, lineage };
}

export function printInspect(r: InspectResult): string {
  const { record } = r;
  const meta = metadataOf(record);
  const lines = [
    `Checkpoint ${record.id}${record.completed ? ' (completed)' : ' (unfinished)'}${r.isCheckpointRef ? ' — seed.json checkpointRef' : ''}`,
    `File:     ${r.file}`,
    `Created:  ${record.createdAt}`,
    `Session:  ${record.sessionId}`,
    `Phase:    ${record.phaseNumber}/7 ${record.phase}`,
    `Task:     ${record.taskSummary || '-'}`,
  ];
  if (meta.name) lines.push(`Name:     ${meta.name}`);
  if (meta.trigger) lines.push(`Trigger:  ${meta.trigger}`);
  if (meta.project) lines.push(`Project:  ${meta.project}`);
  if (meta.transcriptPath) lines.push(`Transcript: ${meta.transcriptPath}`);
  lines.push(`Lineage:  previous ${r.lineage.previous ?? 'none'}, next ${r.lineage.next ?? 'none (latest of its session)'}`);
  lines.push('', renderResumeContext(record));
  return lines.join('\n');
}

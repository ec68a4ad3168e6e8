import { join } from 'node:path';
import { CheckpointError, errorMessage } from '../../core/errors.js';
import { readCheckpointRef } from '../../core/seed.js';
import type { Manifest } from '../../checkpoint/manifest.js';
import { loadIndex, readManifest } from '../../checkpoint/store.js';
import { findRecord, scanCheckpoints } from '../../records/api.js';
import { metadataOf, type CheckpointState } from '../../records/schema.js';
import { renderResumeContext } from '../../session/resume.js';
import type { CliEnv } from '../context.js';
import { resolveRecord } from '../resolve.js';
import { findCheckpoint, volumeFor } from '../volume.js';
import { formatBytes } from './create.js';

export interface InspectResult {
  id: string;
  /** The session checkpoint's manifest, if there is one. */
  checkpoint?: Manifest;
  /** Other checkpoints of the session that name this one as parent. */
  children: string[];
  /** The phase record with this id, if there is one. */
  record?: CheckpointState;
  file?: string;
  /** seed.json's checkpointRef names this record. */
  isCheckpointRef: boolean;
  /** Previous / next record of the same session. */
  lineage: { previous?: string; next?: string };
}

export async function inspect(cli: CliEnv, id: string): Promise<InspectResult> {
  const { store } = await volumeFor(cli);
  const found = await findCheckpoint(store, id);
  const fullId = found?.entry.id ?? id;
  const dir = cli.paths.checkpointsDir;
  let record = findRecord(dir, fullId);
  if (!record && !found) record = resolveRecord(dir, id); // throws NOT_FOUND / AMBIGUOUS
  const result: InspectResult = { id: record?.record.id ?? fullId, children: [], isCheckpointRef: false, lineage: {} };
  if (found) {
    try {
      const m = await readManifest(store, found.sessionId, found.entry.id);
      if (m) result.checkpoint = m;
    } catch (err) {
      throw new CheckpointError('INVALID_DATA', `checkpoint ${found.entry.id}: ${errorMessage(err)}`, 'run `pai-checkpoint verify` on it');
    }
    result.children = (await loadIndex(store, found.sessionId)).checkpoints.filter((e) => e.parent === found.entry.id).map((e) => e.id);
  }
  if (record) {
    result.record = record.record;
    result.file = join(dir, record.file);
    const session = scanCheckpoints({ sessionId: record.record.sessionId }, { checkpointsDir: dir }).records.map((r) => r.record);
    const at = session.findIndex((r) => r.id === record!.record.id);
    const prev = session[at + 1];
    const next = at > 0 ? session[at - 1] : undefined;
    if (prev) result.lineage.previous = prev.id;
    if (next) result.lineage.next = next.id;
    try {
      result.isCheckpointRef = readCheckpointRef(cli.paths.seedPath) === record.record.id;
    } catch (err) {
      cli.warnings.push(errorMessage(err));
    }
  }
  return result;
}

export function printInspect(r: InspectResult): string {
  const lines = [`Checkpoint ${r.id}${r.isCheckpointRef ? ' — seed.json checkpointRef' : ''}`];
  const m = r.checkpoint;
  if (m) {
    lines.push(
      `Session:   ${m.session_id}`,
      `Created:   ${m.created_at} (${m.trigger}${m.name ? `, "${m.name}"` : ''})`,
      `Lineage:   parent ${m.parent_checkpoint_id ?? 'none'}, depth ${m.checkpoint_chain_depth}, children ${r.children.length ? r.children.join(', ') : 'none'}`,
      `Approval:  ${m.approval.status}${m.tags.length ? `; tags ${m.tags.join(', ')}` : ''}`,
      `Conversation: ${m.conversation.turn_count} turn(s), ${m.conversation.tokens_used} tokens, ~$${m.metrics.cost_estimate_usd.toFixed(2)}${m.conversation.has_resume_token ? ', transcript stored (resumable anywhere)' : ''}`,
    );
    if (m.workspace) lines.push(`Workspace: ${m.workspace.root ?? ''} — ${m.workspace.file_count} files, ${formatBytes(m.workspace.size_bytes)}${m.workspace['reused_from'] ? ` (unchanged since ${String(m.workspace['reused_from'])})` : ''}; uncommitted: ${m.workspace.uncommitted_files.length ? m.workspace.uncommitted_files.slice(0, 8).join(', ') : 'none'}`);
    if (m.git) lines.push(`Git:       ${m.git.branch ?? '(detached)'} @ ${m.git.head?.slice(0, 12) ?? '(no commits)'}${m.git.dirty ? ', dirty' : ''}${m.git.has_stash ? ', stash' : ''}${m['git'] && typeof m.git['unpushed_commits'] === 'number' && m.git['unpushed_commits'] > 0 ? `, ${m.git['unpushed_commits']} unpushed commit(s) in the bundle` : ''}`);
    if (m.environment?.claude_code) lines.push(`Claude Code: ${m.environment.claude_code.version}`);
    lines.push('Parts:');
    for (const [name, p] of Object.entries(m.parts)) lines.push(`  ${name.padEnd(28)} ${formatBytes(p.size).padStart(10)}  sha256:${p.sha256.slice(0, 16)}…`);
    const warnings = Array.isArray(m['warnings']) ? (m['warnings'] as string[]) : [];
    for (const w of warnings) lines.push(`warning: ${w}`);
  } else {
    lines.push('(no session checkpoint on the volume: phase record only)');
  }
  if (r.record) {
    const meta = metadataOf(r.record);
    lines.push('', `Phase record: ${r.file} (${r.record.completed ? 'completed' : 'unfinished'})`, `Previous/next in its session: ${r.lineage.previous ?? 'none'} / ${r.lineage.next ?? 'none (latest)'}`);
    if (meta.trigger) lines.push(`Trigger:   ${meta.trigger}`);
    lines.push('', renderResumeContext(r.record));
  }
  return lines.join('\n');
}

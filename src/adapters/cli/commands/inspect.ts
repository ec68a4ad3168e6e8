import { join } from 'node:path';
import { CheckpointError, errorMessage } from '../../../core/errors.js';
import { readCheckpointRef } from '../../../domain/records/seed.js';
import type { Manifest } from '../../../domain/volume/manifest.js';
import { loadIndex, readManifest } from '../../../domain/volume/store.js';
import { findRecord, scanCheckpoints } from '../../../domain/records/api.js';
import { metadataOf, type CheckpointState } from '../../../domain/records/schema.js';
import { renderResumeContext } from '../../../domain/session/resume.js';
import { formatBytes, type CliEnv } from '../context.js';
import { resolveRecord } from '../resolve.js';
import { findCheckpoint, volumeFor } from '../volume.js';

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
  /** The checkpoints of the same session just before and after this one (records and session checkpoints alike). */
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
  // One lineage over everything the session has, so that "next" never says "latest" while a
  // later session checkpoint exists (a periodic one has no record, a pai-seed record no checkpoint).
  const sessionId = record?.record.sessionId ?? found?.sessionId;
  if (sessionId) {
    const ids = new Set(scanCheckpoints({ sessionId }, { checkpointsDir: dir }).records.map((r) => r.record.id));
    for (const e of (await loadIndex(store, sessionId)).checkpoints) ids.add(e.id);
    const sorted = [...ids].sort();
    const at = sorted.indexOf(result.id);
    if (at > 0) result.lineage.previous = sorted[at - 1]!;
    if (at >= 0 && at < sorted.length - 1) result.lineage.next = sorted[at + 1]!;
  }
  if (record) {
    result.record = record.record;
    result.file = join(dir, record.file);
    try {
      result.isCheckpointRef = readCheckpointRef(cli.paths.seedPath) === record.record.id;
    } catch (err) {
      cli.warnings.push(errorMessage(err));
    }
  }
  return result;
}

function provenanceLine(m: Manifest): string[] {
  const p = m['provenance'] as Record<string, unknown> | undefined;
  if (!p) return [];
  if (p['kind'] === 'safety') return [`Origin:    a safety copy of the folder, taken before ${String(p['reason'] ?? 'a restore or rollback')} (never picked by resume)`];
  if (p['resumed_from']) return [`Origin:    taken when resuming from ${String(p['resumed_from'])} with ${JSON.stringify(p['overrides'] ?? {})}`];
  return [`Origin:    ${JSON.stringify(p)}`];
}

export function printInspect(r: InspectResult): string {
  const lines = [`Checkpoint ${r.id}${r.isCheckpointRef ? ' — seed.json checkpointRef' : ''}`];
  const m = r.checkpoint;
  if (m) {
    lines.push(
      `Session:   ${m.session_id}`,
      `Created:   ${m.created_at} (${m.trigger}${m.name ? `, "${m.name}"` : ''})`,
      `Lineage:   parent ${m.parent_checkpoint_id ?? 'none'}, depth ${m.checkpoint_chain_depth}, children ${r.children.length ? r.children.join(', ') : 'none'}; previous/next in its session: ${r.lineage.previous ?? 'none'} / ${r.lineage.next ?? 'none (latest)'}`,
      `Approval:  ${m.approval.status}${m.tags.length ? `; tags ${m.tags.join(', ')}` : ''}`,
      ...provenanceLine(m),
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
    lines.push('', `Phase record: ${r.file} (${r.record.completed ? 'completed' : 'unfinished'})`);
    if (!m) lines.push(`Previous/next in its session: ${r.lineage.previous ?? 'none'} / ${r.lineage.next ?? 'none (latest)'}`);
    if (meta.trigger) lines.push(`Trigger:   ${meta.trigger}`);
    lines.push('', renderResumeContext(r.record));
  }
  return lines.join('\n');
}

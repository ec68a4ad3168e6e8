import { formatBytes } from '../../app/format.js';
import type { InspectResult } from '../../app/inspect.js';
import { metadataOf } from '../../domain/records/schema.js';
import type { Manifest } from '../../domain/volume/manifest.js';
import { renderResumeContext } from '../../domain/session/resume.js';
import { annotationLine, approvalText, issueText } from './print.js';

// What `inspect` prints of a checkpoint, in a module of its own: `browse` shows the same.

function provenanceLine(m: Manifest): string[] {
  const p = m['provenance'] as Record<string, unknown> | undefined;
  if (!p) return [];
  if (p['kind'] === 'safety')
    return [
      `Origin:    a safety copy of the folder, taken before ${String(p['reason'] ?? 'a restore or rollback')} (never picked by resume)`,
    ];
  if (p['resumed_from'])
    return [
      `Origin:    taken when resuming from ${String(p['resumed_from'])} with ${JSON.stringify(p['overrides'] ?? {})}`,
    ];
  return [`Origin:    ${JSON.stringify(p)}`];
}

/** SPEC-07.32.03's context metrics, when the manifest has them (1.6+). */
function contextLine(m: Manifest): string[] {
  const c = m.conversation.context;
  if (!c) return [];
  const k = (n: number) => (n >= 10_000 ? `${Math.round(n / 1000)}k` : String(n));
  return [
    `Context:   ${k(c.tokens_used)} of ${k(c.window)} tokens (${c.budget_percent} %)${c.model ? ` on ${c.model}` : ''}; ${c.compactions} compaction(s)${c.compression_applied ? ', one since the previous checkpoint' : ''}`,
  ];
}

/**
 * The files' size is what they hold (`unpacked_bytes`: the sum the stored tree or archive holds);
 * `size_bytes` is what this checkpoint stored — the archive, or only the content new to the volume
 * (0 B for an unchanged tree), so it never stands for the files' size.
 */
function workspaceSize(w: NonNullable<Manifest['workspace']>): string {
  const unpacked = typeof w['unpacked_bytes'] === 'number' ? w['unpacked_bytes'] : undefined;
  const stored =
    w.format === 'content'
      ? `${formatBytes(w.size_bytes)} new content stored`
      : `a ${formatBytes(w.size_bytes)} archive`;
  return `${w.file_count} files${unpacked === undefined ? '' : `, ${formatBytes(unpacked)}`} (${stored})`;
}

export function printInspect(r: InspectResult): string {
  const lines = [`Checkpoint ${r.id}${r.isCheckpointRef ? ' — seed.json checkpointRef' : ''}`];
  const m = r.checkpoint;
  if (m) {
    lines.push(
      `Session:   ${m.session_id}`,
      `Created:   ${m.created_at} (${m.trigger}${m.name ? `, "${m.name}"` : ''})`,
      ...(m.risky
        ? [
            `Before:    \`${m.risky.command.replace(/\s+/g, ' ').slice(0, 200)}\` (${m.risky.rule}): the files as they were before it ran`,
          ]
        : []),
      `Lineage:   parent ${m.parent_checkpoint_id ?? 'none'}, depth ${m.checkpoint_chain_depth}, children ${r.children.length ? r.children.join(', ') : 'none'}; previous/next in its session: ${r.lineage.previous ?? 'none'} / ${r.lineage.next ?? 'none (latest)'}`,
      `Approval:  ${approvalText(m.approval)}${m.tags.length ? `; tags ${m.tags.join(', ')}` : ''}`,
      ...(m.linked_issues.length ? [`Issues:    ${m.linked_issues.map(issueText).join(', ')}`] : []),
      ...provenanceLine(m),
      `Conversation: ${m.conversation.turn_count} turn(s), ${m.conversation.tokens_used} tokens, ~$${m.metrics.cost_estimate_usd.toFixed(2)}${m.conversation.has_resume_token ? ', transcript stored (resumable anywhere)' : ''}`,
      ...contextLine(m),
    );
    if (m.workspace)
      lines.push(
        `Workspace: ${m.workspace.root ?? ''} — ${workspaceSize(m.workspace)}${m.workspace['reused_from'] ? ` (unchanged since ${String(m.workspace['reused_from'])})` : ''}; uncommitted: ${m.workspace.uncommitted_files.length ? m.workspace.uncommitted_files.slice(0, 8).join(', ') : 'none'}`,
      );
    if (m.git)
      lines.push(
        `Git:       ${m.git.branch ?? '(detached)'} @ ${m.git.head?.slice(0, 12) ?? '(no commits)'}${m.git.dirty ? ', dirty' : ''}${m.git.has_stash ? ', stash' : ''}${m['git'] && typeof m.git['unpushed_commits'] === 'number' && m.git['unpushed_commits'] > 0 ? `, ${m.git['unpushed_commits']} unpushed commit(s) in the bundle` : ''}`,
      );
    if (m.environment?.claude_code) lines.push(`Claude Code: ${m.environment.claude_code.version}`);
    if (m.sealed !== undefined)
      lines.push(
        `Sealed:    its label, tags, notes, task, paths, git and environment are encrypted with the volume key ${m.encryption?.key_id ?? '?'}, which this machine does not have (\`pai-checkpoint key import --volume <file>\` sets it)`,
      );
    lines.push('Parts:');
    for (const [name, p] of Object.entries(m.parts))
      lines.push(`  ${name.padEnd(28)} ${formatBytes(p.size).padStart(10)}  sha256:${p.sha256.slice(0, 16)}…`);
    if (m.annotations.length)
      lines.push(`Annotations (${m.annotations.length}):`, ...m.annotations.map(annotationLine));
    const warnings = Array.isArray(m['warnings']) ? (m['warnings'] as string[]) : [];
    for (const w of warnings) lines.push(`warning: ${w}`);
    const summary = m['session_summary'] as { markdown?: unknown; engine?: unknown } | undefined;
    if (typeof summary?.markdown === 'string')
      lines.push('', `Summary (${String(summary.engine ?? 'builtin')}):`, summary.markdown.trimEnd());
  } else {
    lines.push('(no session checkpoint on the volume: phase record only)');
  }
  if (r.record) {
    const meta = metadataOf(r.record);
    lines.push('', `Phase record: ${r.file} (${r.record.completed ? 'completed' : 'unfinished'})`);
    if (!m)
      lines.push(
        `Previous/next in its session: ${r.lineage.previous ?? 'none'} / ${r.lineage.next ?? 'none (latest)'}`,
      );
    if (meta.trigger) lines.push(`Trigger:   ${meta.trigger}`);
    lines.push('', renderResumeContext(r.record));
  }
  return lines.join('\n');
}

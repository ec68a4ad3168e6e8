import { newCheckpointId } from '../../src/core/ids.js';
import type { ManifestDraft } from '../../src/domain/volume/commit.js';

/** A manifest draft for session `sess-1` with every required field (overridable). */
export function draft(over: Partial<ManifestDraft> = {}): ManifestDraft {
  return {
    id: newCheckpointId(),
    session_id: 'sess-1',
    created_at: new Date().toISOString(),
    trigger: 'manual',
    parent_checkpoint_id: null,
    checkpoint_chain_depth: 1,
    conversation: { turn_count: 3, last_message_id: 'msg_1', tokens_used: 1200, has_resume_token: true },
    workspace: { path: 'workspace.tar.zst', size_bytes: 5, file_count: 1, uncommitted_files: [] },
    git: null,
    metrics: { cost_estimate_usd: 0.01, tools_invoked: ['Bash'], files_modified: 1 },
    approval: { status: 'auto_approved', policy: 'default' },
    environment: { captured_at: new Date().toISOString() },
    tags: [],
    annotations: [],
    linked_issues: [],
    ...over,
  };
}

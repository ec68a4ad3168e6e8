import { statSync } from 'node:fs';
import type { StorageBackend } from '../../storage/backend.js';
import type { Manifest } from '../volume/manifest.js';
import { readManifest } from '../volume/read.js';
import { loadIndex } from '../volume/session-index.js';
import { gitHead } from './git.js';
import { listWorkspace } from './workspace.js';

/**
 * Would a periodic checkpoint only repeat the session's last one? It would when the transcript
 * was not written since that checkpoint began (mtime before its `created_at`, same size), the
 * tree is the same (the listing's stat fingerprint, as the workspace part compares) and git's
 * branch and HEAD did not move. Returns that checkpoint, or undefined when something changed or
 * it cannot tell (then the checkpoint is taken). Costs one listing of the tree: far less than
 * a capture, and only every `periodic_seconds`.
 */
export async function unchangedSince(
  store: StorageBackend,
  req: { sessionId: string; cwd: string; transcriptPath?: string | undefined },
  excludes: readonly string[],
): Promise<Manifest | undefined> {
  const last = (await loadIndex(store, req.sessionId)).checkpoints.at(-1);
  const parent = last ? await readManifest(store, req.sessionId, last.id).catch(() => undefined) : undefined;
  if (!parent?.workspace || parent.workspace.root !== req.cwd) return undefined;
  if (req.transcriptPath) {
    let st;
    try {
      st = statSync(req.transcriptPath);
    } catch {
      return undefined;
    }
    if (st.size !== parent.conversation['transcript_bytes'] || st.mtimeMs >= Date.parse(parent.created_at))
      return undefined;
  }
  const git = await gitHead(req.cwd);
  if (git.head !== (parent.git?.head ?? null) || git.branch !== (parent.git?.branch ?? null)) return undefined;
  const listing = await listWorkspace(req.cwd, { excludes: [...excludes] });
  return listing.fingerprint === parent.workspace['fingerprint'] ? parent : undefined;
}

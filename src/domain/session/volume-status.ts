import { getJson, putJson, type StorageBackend } from '../../storage/backend.js';
import { sessionStatusKey } from '../../storage/layout.js';
import { signedFor, untrusted, type SignatureProblem } from '../volume/signing.js';
import { openPrivate, sealPrivate } from '../volume/private-text.js';

/**
 * `sessions/<session>/session.json` on the volume, written and read here only: what other machines
 * and the monitor know of a session (app/session-status.ts fills it in). It steers the monitor —
 * a silent heartbeat makes it resume the session — so it is signed like a manifest, and a status
 * whose signature does not hold (someone who can write the volume but has not the key) is never
 * acted on.
 */
export type StatusDocument = Record<string, unknown> & { session_id: string };

/** What a status keeps readable under a volume key (the rest — the session's folder — is sealed: ../volume/private-text.ts). */
const STATUS_PUBLIC = ['session_id', 'status', 'host', 'installation', 'heartbeat_at', 'heartbeat_seconds', 'epoch', 'claude_pid', 'claude_start', 'interrupted_at', 'interrupted_by', 'sidecar_pid', 'last_checkpoint_id', 'last_capture_at', 'phase', 'metrics', 'claude_version', 'resumed_from', 'carried_over_at', 'carried_over_by', 'resume_failure'] as const;

/** Stores a session's status, its folder sealed under the volume key and signed with this machine's key, when the volume was opened with keys. */
export function putVolumeStatus(store: StorageBackend, doc: StatusDocument): Promise<void> {
  const { docs, sealed } = sealPrivate(store, [doc], STATUS_PUBLIC);
  return putJson(store, sessionStatusKey(doc.session_id), signedFor(store, { ...docs[0]!, ...(sealed ? { sealed } : {}) }, true)).then(() => undefined);
}

/** A session's status as stored (undefined: none), and why it must not be trusted when its signature does not hold. */
export async function getVolumeStatus(store: StorageBackend, sessionId: string): Promise<{ doc: unknown; untrusted?: SignatureProblem } | undefined> {
  const doc = await getJson<unknown>(store, sessionStatusKey(sessionId));
  if (doc === undefined) return undefined;
  const problem = untrusted(store, doc, 'session status');
  if (problem) return { doc, untrusted: problem };
  const { sealed, signature: _s, ...rest } = doc as Record<string, unknown>;
  const opened = openPrivate(store, [rest], sealed, `${store.location}/${sessionStatusKey(sessionId)}`);
  return { doc: opened.docs[0] };
}

import { getJson, putJson, type StorageBackend } from '../../storage/backend.js';
import { sessionStatusKey } from '../../storage/layout.js';
import { signedFor, untrusted, type SignatureProblem } from '../volume/signing.js';

/**
 * `sessions/<session>/session.json` on the volume, written and read here only: what other machines
 * and the monitor know of a session (app/session-status.ts fills it in). It steers the monitor —
 * a silent heartbeat makes it resume the session — so it is signed like a manifest, and a status
 * whose signature does not hold (someone who can write the volume but has not the key) is never
 * acted on.
 */
export type StatusDocument = Record<string, unknown> & { session_id: string };

/** Stores a session's status, signed with this machine's key when the volume was opened with keys. */
export function putVolumeStatus(store: StorageBackend, doc: StatusDocument): Promise<void> {
  return putJson(store, sessionStatusKey(doc.session_id), signedFor(store, doc, true)).then(() => undefined);
}

/** A session's status as stored (undefined: none), and why it must not be trusted when its signature does not hold. */
export async function getVolumeStatus(store: StorageBackend, sessionId: string): Promise<{ doc: unknown; untrusted?: SignatureProblem } | undefined> {
  const doc = await getJson<unknown>(store, sessionStatusKey(sessionId));
  if (doc === undefined) return undefined;
  const problem = untrusted(store, doc, 'session status');
  return problem ? { doc, untrusted: problem } : { doc };
}

import { CheckpointError } from '../../core/errors.js';
import { newCheckpointId } from '../../core/ids.js';
import { KEY_HOWTO } from '../../core/secrets.js';
import type { StorageBackend } from '../../storage/backend.js';
import { factKey } from '../../storage/layout.js';
import { keyringOf } from '../../storage/sealed.js';
import { applyFacts, type Fact, type FactView } from './facts.js';
import { type ManifestProblem, readFacts, readManifest } from './read.js';
import { indexEntry, writeIndex, writerView } from './session-index.js';
import { signManifest } from './signing.js';

/**
 * Adds a fact to a checkpoint: created once under a new id (never overwriting: another writer's
 * fact of the same instant gets its own), then the index entry recomputed from the manifest and
 * every fact of the checkpoint. The index is written NOT settled: this writer may run on another
 * machine than the session's (a reviewer tagging a running session), with whose writer it shares
 * no lock, and readers check a not-settled index against a listing (manifests and fact counts).
 * NOT_FOUND when the session has no such checkpoint.
 */
export async function addFact(
  store: StorageBackend,
  sessionId: string,
  fact: Fact,
): Promise<{ key: string; view: FactView; problems: ManifestProblem[] }> {
  const view = await writerView(store, sessionId);
  const entry = view.index.checkpoints.find((e) => e.id === fact.checkpoint);
  const manifest = entry ? await readManifest(store, sessionId, fact.checkpoint) : undefined;
  if (!entry || !manifest)
    throw new CheckpointError(
      'NOT_FOUND',
      `session ${sessionId} has no checkpoint ${fact.checkpoint}`,
      'run `pai-checkpoint list --all` to see the ids',
    );
  // Signed by the key the checkpoint was signed with, or it would not count where the checkpoint does (readFactKeys).
  const keyring = keyringOf(store);
  const mine = keyring?.signing(false);
  if (keyring && manifest.signature && mine?.id !== manifest.signature.key_id) {
    const sig = manifest.signature as { key_id: string; volume_key_id?: string };
    const theirs = sig.volume_key_id
      ? `a key derived from the volume key ${sig.volume_key_id}`
      : `the signing key ${sig.key_id}`;
    throw new CheckpointError(
      'KEY',
      `checkpoint ${fact.checkpoint} is signed with ${theirs}, ${mine ? `not with this machine's ${mine.volumeKeyId ? `(derived from the volume key ${mine.volumeKeyId})` : `signing key ${mine.id}`}` : 'which this machine does not have'}: a fact (${fact.kind}) written here would not count`,
      sig.volume_key_id ? KEY_HOWTO.volume(sig.volume_key_id) : KEY_HOWTO.signing(sig.key_id),
    );
  }
  const signed = keyring ? signManifest(fact as unknown as Record<string, unknown>, keyring) : fact;
  let key: string;
  for (let tries = 0; ; tries++) {
    key = factKey(sessionId, fact.checkpoint, newCheckpointId(Date.parse(fact.at)));
    if (await store.create(key, `${JSON.stringify(signed)}\n`)) break;
    if (tries >= 8)
      throw new CheckpointError(
        'CONFLICT',
        `could not write a fact of checkpoint ${fact.checkpoint} under a new name`,
        'try again',
      );
  }
  const { facts, problems } = await readFacts(store, sessionId, fact.checkpoint);
  const fresh = indexEntry(manifest, facts, facts.length + problems.length);
  view.index.checkpoints = view.index.checkpoints.map((e) =>
    e.id === fresh.id ? { ...fresh, ...(e.verified ? { verified: e.verified } : {}) } : e,
  );
  await writeIndex(store, view.index, false);
  return { key, view: applyFacts(manifest, facts), problems };
}

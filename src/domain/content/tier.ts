import { CheckpointError } from '../../core/errors.js';
import type { StorageBackend } from '../../storage/backend.js';
import { largeTierOf } from '../../storage/sealed.js';

/**
 * The volume that holds a checkpoint's workspace content: its own, or the large tier
 * (SPEC-03.13) its manifest names. The manifest is stored data, so the tier it names is never
 * opened as such: it must be the `[volume] large` configured here.
 */
export function contentVolume(
  store: StorageBackend,
  m: { id: string; workspace: null | Record<string, unknown> },
): StorageBackend {
  const tier = m.workspace?.['tier'];
  if (tier === undefined) return store;
  const large = largeTierOf(store);
  if (!large)
    throw new CheckpointError(
      'USAGE',
      `the workspace of checkpoint ${m.id} is on the large tier ${String(tier)}, and no [volume] large is set here`,
      `set [volume] large = ${JSON.stringify(String(tier))} in checkpoint.toml`,
    );
  if (large.location !== tier)
    throw new CheckpointError(
      'USAGE',
      `the workspace of checkpoint ${m.id} is on the large tier ${String(tier)}, not on ${large.location} ([volume] large)`,
      `set [volume] large = ${JSON.stringify(String(tier))} in checkpoint.toml`,
    );
  return large;
}

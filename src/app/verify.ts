import { DEFAULTS } from '../core/defaults.js';
import { CheckpointError } from '../core/errors.js';
import { deleteCheckpoint, findOrphans, listSessions, loadIndex, markVerified, rebuildIndex, verifyCheckpoint } from '../domain/volume/store.js';
import { loadContentIndex } from '../domain/content/repo.js';
import { checkpointOfKey } from '../storage/layout.js';
import type { AppContext } from './context.js';
import { findCheckpoint, withSessionLock } from './volume.js';

export interface VerifyOptions {
  id?: string;
  all?: boolean;
  /** Also remove orphans (captures that died before their manifest, older than an hour) and rewrite indexes. */
  repair?: boolean;
  /** Re-hash every blob of workspaces stored by content (restic's --read-data); without it they are found, not read. */
  readData?: boolean;
}

export interface VerifyReport {
  results: {
    sessionId: string;
    id: string;
    ok: boolean;
    problems: { part: string; error: string }[];
    /** 'signed' (its signature holds), or why not (then also among the problems). */
    signature?: string;
    /** 'sizes': encrypted under a key not set here, so its parts were found and sized, not re-hashed. */
    checked?: 'contents' | 'sizes';
    /** The key id it is encrypted with. */
    encryptedWith?: string;
  }[];
  /** Orphan folders found (and removed with --repair). */
  orphans: { sessionId: string; id: string; removed: boolean }[];
  ok: boolean;
}

/** Re-hashes one checkpoint or every one (and finds the captures that never finished; --repair removes them). */
export async function verify(ctx: AppContext, o: VerifyOptions): Promise<VerifyReport> {
  if (!o.id && !o.all) throw new CheckpointError('USAGE', 'name a checkpoint id, or --all');
  const store = await ctx.volume();
  const report: VerifyReport = { results: [], orphans: [], ok: true };
  const at = ctx.now().toISOString();
  let unrecorded: string | undefined;
  // Once for every checkpoint; unreadable (encrypted under a key not set here): each checkpoint reports why.
  const index = await loadContentIndex(store).catch(() => undefined);
  const check = async (sessionId: string, id: string) => {
    const v = await verifyCheckpoint(store, sessionId, id, { index, readData: o.readData, withoutKey: 'sizes' });
    const r: VerifyReport['results'][number] = { sessionId, id, ok: v.ok, problems: v.problems };
    if (v.signature) r.signature = v.signature;
    if (v.checked) r.checked = v.checked;
    if (v.manifest?.encryption) r.encryptedWith = v.manifest.encryption.key_id;
    report.results.push(r);
    // A read-only volume can be verified; only the VERIFIED column cannot be updated.
    unrecorded ??= await markVerified(store, sessionId, id, v.ok, at);
  };
  if (o.id) {
    const found = await findCheckpoint(store, o.id);
    if (!found) throw new CheckpointError('NOT_FOUND', `no session checkpoint ${o.id} on ${store.location}`, 'run `pai-checkpoint list --all` to see the ids');
    await check(found.sessionId, found.entry.id);
  } else {
    for (const sessionId of await listSessions(store)) {
      // Manifests that cannot be read are not in the index: report them from a rebuild.
      const { problems } = await rebuildIndex(store, sessionId);
      for (const p of problems) report.results.push({ sessionId, id: checkpointOfKey(p.key)?.id ?? p.key, ok: false, problems: [{ part: 'manifest.json', error: p.error }] });
      for (const e of (await loadIndex(store, sessionId)).checkpoints) await check(sessionId, e.id);
      for (const id of await findOrphans(store, sessionId, DEFAULTS.leftoverAgeMs, ctx.now().getTime())) {
        const removed = o.repair ? await withSessionLock(ctx, sessionId, () => deleteCheckpoint(store, sessionId, id)) : false;
        report.orphans.push({ sessionId, id, removed });
      }
    }
  }
  if (unrecorded) ctx.warn(`results not recorded in the index: ${unrecorded}`);
  report.ok = report.results.every((r) => r.ok);
  return report;
}

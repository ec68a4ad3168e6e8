import { DEFAULTS } from '../core/defaults.js';
import { CheckpointError } from '../core/errors.js';
import { deleteCheckpoint } from '../domain/volume/delete.js';
import { findOrphans } from '../domain/volume/orphans.js';
import { listSessions } from '../domain/volume/read.js';
import { loadIndex, markVerified, rebuildIndex } from '../domain/volume/session-index.js';
import { verifyCheckpoint } from '../domain/volume/verify.js';
import { loadContentIndex } from '../domain/content/repo.js';
import { checkpointOfKey, MANIFEST } from '../storage/layout.js';
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
    /** Written by a newer pai-checkpoint: not damaged; upgrading reads it (never delete it for this). */
    newerVersion?: true;
  }[];
  /** Orphan folders found (and removed with --repair). */
  orphans: { sessionId: string; id: string; removed: boolean }[];
  ok: boolean;
}

type Problem = VerifyReport['results'][number]['problems'][number];

/** Re-hashes one checkpoint or every one (and finds the captures that never finished; --repair removes them). */
export async function verify(ctx: AppContext, o: VerifyOptions): Promise<VerifyReport> {
  if (!o.id && !o.all) throw new CheckpointError('USAGE', 'name a checkpoint id, or --all');
  const store = await ctx.volume();
  const report: VerifyReport = { results: [], orphans: [], ok: true };
  const at = ctx.now().toISOString();
  let unrecorded: string | undefined;
  // Once for every checkpoint; unreadable (encrypted under a key not set here): each checkpoint reports why.
  const index = await loadContentIndex(store).catch(() => undefined);
  /** One checkpoint, once; `found`: what the rebuild found wrong with it besides its manifest (its facts). */
  const check = async (sessionId: string, id: string, found: Problem[] = []) => {
    const v = await verifyCheckpoint(store, sessionId, id, { index, readData: o.readData, withoutKey: 'sizes' });
    const problems = [...v.problems, ...found];
    const r: VerifyReport['results'][number] = { sessionId, id, ok: problems.length === 0, problems };
    if (v.signature) r.signature = v.signature;
    if (v.checked) r.checked = v.checked;
    if (v.manifest?.encryption) r.encryptedWith = v.manifest.encryption.key_id;
    if (v.newerVersion) r.newerVersion = true;
    report.results.push(r);
    // A read-only volume can be verified; only the VERIFIED column cannot be updated.
    unrecorded ??= await markVerified(store, sessionId, id, r.ok, at);
  };
  if (o.id) {
    const found = await findCheckpoint(store, o.id);
    if (!found)
      throw new CheckpointError(
        'NOT_FOUND',
        `no session checkpoint ${o.id} on ${store.location}`,
        'run `pai-checkpoint list --all` to see the ids',
      );
    await check(found.sessionId, found.entry.id);
  } else {
    for (const sessionId of await listSessions(store)) {
      // A manifest that cannot be read is left out of a rebuilt index, while a stored one may still
      // list it: the checkpoints of both, each checked once, with what the rebuild found besides.
      const ids = (await loadIndex(store, sessionId, { warn: ctx.warn })).checkpoints.map((e) => e.id);
      const found = new Map<string, Problem[]>();
      for (const p of (await rebuildIndex(store, sessionId)).problems) {
        const at = checkpointOfKey(p.key);
        if (!at) {
          report.results.push({ sessionId, id: p.key, ok: false, problems: [{ part: MANIFEST, error: p.error }] });
          continue;
        }
        if (!ids.includes(at.id)) ids.push(at.id);
        // The manifest's own problems verifyCheckpoint finds again; the others (a fact) are added to them.
        if (at.part !== MANIFEST) found.set(at.id, [...(found.get(at.id) ?? []), { part: at.part, error: p.error }]);
      }
      for (const id of ids) await check(sessionId, id, found.get(id));
      for (const id of await findOrphans(store, sessionId, DEFAULTS.leftoverAgeMs, ctx.now().getTime())) {
        const removed = o.repair
          ? await withSessionLock(ctx, sessionId, () => deleteCheckpoint(store, sessionId, id))
          : false;
        report.orphans.push({ sessionId, id, removed });
      }
    }
  }
  if (unrecorded) ctx.warn(`results not recorded in the index: ${unrecorded}`);
  report.ok = report.results.every((r) => r.ok);
  return report;
}

import { CheckpointError } from '../core/errors.js';
import type { Manifest } from '../domain/volume/manifest.js';
import { readManifest } from '../domain/volume/read.js';
import { loadIndex, type IndexEntry } from '../domain/volume/session-index.js';
import { loadVerified, type LoadResult } from '../domain/volume/verify.js';
import { SignatureError } from '../domain/volume/signing.js';
import type { StorageBackend } from '../storage/backend.js';

/**
 * Which checkpoint of a session a resume continues from: the newest that verifies and that no
 * reviewer rejected (a safety capture, a failed or an undecided one only when nothing better is
 * there), and what was passed over on the way, in words.
 */
const APPROVAL_ORDER: Record<string, number> = { approved: 0, auto_approved: 1, pending: 2, rejected: 3 };

/** Taken by a restore or rollback of this session's folder, not by the session itself. */
function isSafety(m: Manifest): boolean {
  const p = m['provenance'];
  return typeof p === 'object' && p !== null && (p as Record<string, unknown>)['kind'] === 'safety';
}

/** The manifest with its approval as decided since (the index entry's view of its facts: domain/volume/facts.ts). */
export function decided(m: Manifest, e: Pick<IndexEntry, 'approval'> | undefined): Manifest {
  return e?.approval ? { ...m, approval: e.approval } : m;
}

const problemsOf = (v: { problems: { part: string; error: string }[] }) =>
  v.problems.map((p) => `${p.part}: ${p.error}`).join('; ');

/**
 * A newer checkpoint of the session that resume did not take, why, and the command that takes it
 * (finding 5 of issue 33: a crash checkpoint held for review was passed over without a word).
 * `outranked`: an older one was approved (approved comes first).
 */
export interface PassedOver {
  id: string;
  trigger: string;
  reason: 'awaiting review' | 'unclean' | 'failed verify' | 'rejected' | 'outranked';
  /** The approval's reason, what failed to verify, or which checkpoint outranked it. */
  detail?: string;
  /** The command that resumes from it (with what must come first, e.g. an approval), commands in backticks; none for one that does not verify. */
  take?: string;
}

/** Says why each newer checkpoint than `m` was not taken (see PassedOver). */
function passedOverFor(manifests: Manifest[], m: Manifest, failed: Map<string, string>, force: boolean): PassedOver[] {
  const out: PassedOver[] = [];
  const from = (id: string, force = '') => `\`pai-checkpoint resume --from ${id}${force}\``;
  for (const c of manifests.filter((x) => x.id > m.id).sort((a, b) => (a.id < b.id ? 1 : -1))) {
    const base = { id: c.id, trigger: c.trigger };
    const why = c.approval.reason;
    if (failed.has(c.id))
      out.push({ ...base, reason: 'failed verify', ...(failed.get(c.id) ? { detail: failed.get(c.id)! } : {}) });
    else if (c.approval.status === 'rejected' && !force)
      out.push({ ...base, reason: 'rejected', ...(why ? { detail: why } : {}), take: from(c.id, ' --force') });
    else if (c.approval.status === 'pending' && m.approval.status !== 'pending')
      out.push({
        ...base,
        reason: 'awaiting review',
        ...(why ? { detail: why } : {}),
        take: `\`pai-checkpoint approve ${c.id}\`, then resume again; or ${from(c.id)}`,
      });
    else if (c.is_clean === false && m.is_clean !== false)
      out.push({ ...base, reason: 'unclean', detail: 'a tool call failed since the one before', take: from(c.id) });
    else
      out.push({
        ...base,
        reason: 'outranked',
        detail: `${m.id} is ${m.approval.status === 'approved' ? 'approved' : 'of a higher approval rank'}`,
        take: from(c.id),
      });
  }
  return out;
}

/** One warning line for a checkpoint passed over. */
function passedOverText(p: PassedOver): string {
  return `newer checkpoint ${p.id} (${p.trigger}) was passed over: ${p.reason}${p.detail ? ` (${p.detail})` : ''}${p.take ? `; to take it: ${p.take}` : ''}`;
}

/**
 * The newest usable checkpoint of a session: its own checkpoints only (a safety checkpoint taken
 * before a restore or rollback is a copy of whatever was in the folder, never the session's
 * state); approved > auto_approved > pending; never rejected without force; must verify. One that
 * does not verify falls back to an earlier one (loadVerified, which says which failed); a safety
 * copy or a rejected checkpoint it falls back to is passed over for the next candidate. Every
 * newer checkpoint not taken goes into `passed` (and a warning) with why and how to take it.
 */
export async function pickCheckpoint(
  store: StorageBackend,
  sessionId: string,
  force: boolean,
  warnings: string[],
  passed: PassedOver[] = [],
): Promise<Manifest> {
  const own = (await loadIndex(store, sessionId)).checkpoints.filter((e) => !e.safety);
  const manifests: Manifest[] = [];
  for (const e of own.slice(-20).reverse()) {
    const m = await readManifest(store, sessionId, e.id).catch(() => undefined);
    if (m && !isSafety(m)) manifests.push(decided(m, e));
  }
  const usable = (m: Manifest) => !isSafety(m) && (force || m.approval.status !== 'rejected');
  // Approved first (SPEC-07.20.05), then, within a rank, clean ones (Hive: no tool call failed since the one before), newest first.
  const rank = (m: Manifest) => APPROVAL_ORDER[m.approval.status] ?? 9;
  const unclean = (m: Manifest) => (m.is_clean === false ? 1 : 0);
  const candidates = manifests
    .filter(usable)
    .sort((a, b) => rank(a) - rank(b) || unclean(a) - unclean(b) || (a.id < b.id ? 1 : -1));
  const ownIds = new Set(own.map((e) => e.id));
  const tried = new Set<string>();
  const warned = new Set<string>();
  /** Checkpoints that did not verify: what failed ('' when the load failed without saying). */
  const failed = new Map<string, string>();
  for (let start = candidates[0]; start;) {
    tried.add(start.id);
    const loaded: LoadResult | undefined = await loadVerified(store, sessionId, start.id, { force }).catch(
      (err: unknown) => {
        // Named, never passed over: a changed manifest, or a key this machine lacks (every older checkpoint needs it too).
        if (err instanceof SignatureError || (err instanceof CheckpointError && err.code === 'KEY')) throw err;
        return undefined;
      },
    );
    for (const f of loaded?.fellBackFrom ?? []) {
      if (ownIds.has(f.id) && !warned.has(f.id))
        warnings.push(`checkpoint ${f.id} does not verify (${problemsOf(f)}); trying an earlier one`);
      warned.add(f.id);
      failed.set(f.id, problemsOf(f));
      tried.add(f.id);
    }
    const m =
      loaded &&
      decided(
        loaded.manifest,
        own.find((e) => e.id === loaded.manifest.id),
      );
    if (m && usable(m)) {
      if (m.approval.status === 'pending') warnings.push(`checkpoint ${m.id} is still pending approval`);
      if (m.approval.status === 'rejected') warnings.push(`checkpoint ${m.id} was rejected; resuming anyway (--force)`);
      // SPEC-07.20.05 passes over newer checkpoints (awaiting review, unclean, …): say which, why, and how to take one.
      for (const t of tried) if (t > m.id && !failed.has(t)) failed.set(t, '');
      const over = passedOverFor(manifests, m, failed, force);
      passed.push(...over);
      warnings.push(...over.filter((x) => x.reason !== 'failed verify' || !warned.has(x.id)).map(passedOverText));
      return m;
    }
    // Nothing usable at or before `start` down to `m` (to the first checkpoint when nothing verified):
    // go on with a candidate outside that stretch (a newer one of a lower approval rank, or an older one).
    const from = start.id;
    const floor = m?.id ?? '';
    start = candidates.find((c) => !tried.has(c.id) && (c.id > from || c.id < floor));
  }
  throw new CheckpointError(
    'NOT_FOUND',
    `session ${sessionId} has no usable checkpoint`,
    manifests.some((m) => m.approval.status === 'rejected')
      ? 'only rejected checkpoints: pass --force to use one'
      : 'see `pai-checkpoint verify --all`',
  );
}

import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { CheckpointError, errorMessage } from '../../core/errors.js';
import { KEY_HOWTO } from '../../core/secrets.js';
import type { StorageBackend } from '../../storage/backend.js';
import { MANIFEST, manifestKey } from '../../storage/layout.js';
import { keyringOf, sealedSize } from '../../storage/sealed.js';
import type { ContentIndex } from '../content/repo.js';
import { contentVolume } from '../content/tier.js';
import { verifyContent } from '../content/verify.js';
import { type Manifest, manifestChecksum, NewerVersionError, parseManifest, storedPartKey } from './manifest.js';
import { manifestOpener } from './read.js';
import { loadIndex } from './session-index.js';
import { checkSignature, SignatureError, type SignatureProblem } from './signing.js';

/** Checking a checkpoint against its manifest (checksum, signature, every part), and loading one for use that verifies. */

interface VerifyResult {
  sessionId: string;
  id: string;
  ok: boolean;
  /** Which part failed and how. */
  problems: { part: string; error: string }[];
  manifest?: Manifest;
  /**
   * The manifest's signature, on a volume opened with the user's keys: 'signed' (it holds), or
   * why not. Absent on a volume opened without keys (nothing is signed or checked there).
   */
  signature?: string;
  /** 'contents': every part re-hashed; 'sizes': encrypted under a key not set here, so only present and of the right size. */
  checked?: 'contents' | 'sizes';
  /** Its manifest was written by a newer pai-checkpoint: not damaged, only unreadable here (upgrade; never delete it). */
  newerVersion?: true;
  /** Why the signature does not hold, with what to do (a key this machine lacks is not tampering). */
  signatureProblem?: SignatureProblem;
}

async function sha256Of(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    const b = chunk as Buffer;
    hash.update(b);
    size += b.length;
  }
  return { size, sha256: hash.digest('hex') };
}

interface VerifyOptions {
  /** Workspace content: re-hash every blob (restic's --read-data), not only find it. */
  readData?: boolean | undefined;
  /** The volume's content index, when checking many checkpoints. */
  index?: ContentIndex | undefined;
  /** A signature that does not hold is reported in `signature`, not as a problem (restore --force). */
  force?: boolean | undefined;
  /**
   * Encrypted under a key not set here: check what can be checked without it (presence and
   * sizes), as `verify` does; otherwise (restore, resume) that is an error naming the key.
   */
  withoutKey?: 'sizes' | 'error' | undefined;
}

/** Why this machine cannot decrypt the checkpoint's parts, or undefined when it can (or they are not encrypted). */
function keyProblem(store: StorageBackend, m: Manifest): string | undefined {
  if (!m.encryption) return undefined;
  const want = m.encryption.key_id;
  let key;
  try {
    key = keyringOf(store)?.encryption();
  } catch (err) {
    return `checkpoint ${m.session_id}/${m.id} is encrypted with key id ${want}, and the key set could not be read: ${errorMessage(err)}`;
  }
  if (!key)
    return `checkpoint ${m.session_id}/${m.id} is encrypted with the volume key ${want}, and this machine has no volume key`;
  return key.id === want
    ? undefined
    : `checkpoint ${m.session_id}/${m.id} is encrypted with the volume key ${want}, not with the key set here (${key.id}, from ${key.source})`;
}

/** Each part present with the size its encryption gives it (what can be checked without the key). */
async function checkSizes(store: StorageBackend, m: Manifest, problems: VerifyResult['problems']): Promise<void> {
  for (const [name, want] of Object.entries(m.parts)) {
    const st = await store.stat(storedPartKey(m, name)).catch((err: unknown) => {
      problems.push({ part: name, error: `unreadable (${errorMessage(err)})` });
      return null;
    });
    if (st === undefined) problems.push({ part: name, error: 'missing' });
    else if (st && st.size !== sealedSize(want.size))
      problems.push({
        part: name,
        error: `${st.size} bytes stored, ${sealedSize(want.size)} expected for ${want.size} bytes encrypted`,
      });
  }
}

/** Each part of the checkpoint read whole: its size and sha256 against the manifest's. */
async function checkParts(
  store: StorageBackend,
  sessionId: string,
  id: string,
  m: Manifest,
  problems: VerifyResult['problems'],
): Promise<void> {
  for (const [name, want] of Object.entries(m.parts)) {
    try {
      const stream = await store.open(storedPartKey({ session_id: sessionId, id, parts: m.parts }, name));
      if (!stream) {
        problems.push({ part: name, error: 'missing' });
        continue;
      }
      const got = await sha256Of(stream);
      if (got.size !== want.size) problems.push({ part: name, error: `size ${got.size}, manifest says ${want.size}` });
      else if (got.sha256 !== want.sha256) problems.push({ part: name, error: 'sha256 mismatch (corrupted)' });
    } catch (err) {
      problems.push({ part: name, error: `unreadable (${errorMessage(err)})` });
    }
  }
}

/**
 * Re-reads the manifest (checksum, and signature on a volume opened with the user's keys) and
 * every part (size and sha256 of the plaintext, streamed); a workspace stored by content: its
 * tree, and every blob it names found in a pack that is there (re-hashed with `readData`).
 * Encrypted under a key not set here: see `withoutKey`.
 */
export async function verifyCheckpoint(
  store: StorageBackend,
  sessionId: string,
  id: string,
  o: VerifyOptions = {},
): Promise<VerifyResult> {
  const result: VerifyResult = { sessionId, id, ok: false, problems: [] };
  const key = manifestKey(sessionId, id);
  let text: string | undefined;
  try {
    text = (await store.get(key))?.toString('utf8');
  } catch (err) {
    // Stored data that is no manifest (a FIFO, a file of gigabytes) is this checkpoint's problem; the volume failing is verify's.
    if (!(err instanceof CheckpointError && err.code === 'INVALID_DATA')) throw err;
    result.problems.push({ part: MANIFEST, error: errorMessage(err) });
    return result;
  }
  if (text === undefined) {
    result.problems.push({ part: MANIFEST, error: 'missing' });
    return result;
  }
  let parsed: ReturnType<typeof parseManifest>;
  try {
    parsed = parseManifest(text, `${store.location}/${key}`, manifestOpener(store));
  } catch (err) {
    result.problems.push({ part: MANIFEST, error: errorMessage(err) });
    if (err instanceof NewerVersionError) result.newerVersion = true;
    return result;
  }
  const m = (result.manifest = parsed.manifest);
  if (manifestChecksum(parsed.stored) !== parsed.stored['checksum'])
    result.problems.push({
      part: MANIFEST,
      error: 'checksum mismatch (the manifest was changed after it was written)',
    });
  if (m.id !== id || m.session_id !== sessionId)
    result.problems.push({ part: MANIFEST, error: `names checkpoint ${m.session_id}/${m.id}, not ${sessionId}/${id}` });
  const keyring = keyringOf(store);
  if (keyring) {
    const problem = checkSignature(parsed.stored, keyring);
    const why = problem && (problem.missingKey ? `${problem.why}: ${problem.hint}` : problem.why);
    // `verify` without the key (sizes) cannot check the signature either: said, not a fault of the checkpoint.
    const unchecked = problem?.missingKey && o.withoutKey === 'sizes';
    result.signature = unchecked ? `not checked here: ${why}` : (why ?? 'signed');
    if (problem) result.signatureProblem = problem;
    if (why && !o.force && !unchecked) result.problems.push({ part: `${MANIFEST} (signature)`, error: why });
  }
  const locked = keyProblem(store, m);
  if (locked && o.withoutKey !== 'sizes')
    throw new CheckpointError('KEY', locked, KEY_HOWTO.volume(m.encryption!.key_id));
  if (locked) {
    result.checked = 'sizes';
    await checkSizes(store, m, result.problems);
    result.ok = result.problems.length === 0;
    return result;
  }
  result.checked = 'contents';
  await checkParts(store, sessionId, id, m, result.problems);
  const w = m.workspace;
  if (w?.format === 'content') {
    if (!w.tree) result.problems.push({ part: 'workspace (content)', error: 'the manifest names no tree' });
    else {
      // On the large tier: checked there (the volume's own content index does not hold it).
      const tiered = w.tier !== undefined;
      try {
        const content = tiered ? contentVolume(store, m) : store;
        result.problems.push(...(await verifyContent(content, w.tree, tiered ? { readData: o.readData } : o)).problems);
      } catch (err) {
        result.problems.push({ part: 'workspace (content)', error: errorMessage(err) });
      }
    }
  }
  result.ok = result.problems.length === 0;
  return result;
}

/**
 * The error for a checkpoint that did not verify: its signature (a key this machine lacks is exit
 * 4 naming the key and how to bring it; a changed manifest says --force), else every problem,
 * with `hint` (what to use instead).
 */
export function verifyFailure(v: VerifyResult, hint?: string): CheckpointError {
  if (v.signatureProblem && v.problems.some((p) => p.part === `${MANIFEST} (signature)`))
    return new SignatureError(v.sessionId, v.id, v.signatureProblem);
  return new CheckpointError(
    'INVALID_DATA',
    `checkpoint ${v.id} does not verify (${v.problems.map((p) => `${p.part}: ${p.error}`).join('; ')})`,
    hint,
  );
}

export interface LoadResult {
  manifest: Manifest;
  /** Checkpoints that failed verification before this one was used (newest first), with why. */
  fellBackFrom: VerifyResult[];
}

/**
 * Loads a checkpoint for use, verifying it first; a corrupt or partial one falls back to its
 * parent (then the parent's parent, …), and the caller shows `fellBackFrom` as a warning. One
 * whose signature fails is refused (SignatureError) unless `force`.
 */
export async function loadVerified(
  store: StorageBackend,
  sessionId: string,
  id: string,
  o: { force?: boolean | undefined } = {},
): Promise<LoadResult> {
  const failed: VerifyResult[] = [];
  const index = await loadIndex(store, sessionId);
  let next: string | null = id;
  const seen = new Set<string>();
  while (next && !seen.has(next)) {
    seen.add(next);
    const v = await verifyCheckpoint(store, sessionId, next, o);
    if (v.ok && v.manifest) return { manifest: v.manifest, fellBackFrom: failed };
    // A manifest whose signature fails may have been forged: refused, not replaced by its parent.
    if (v.signatureProblem && !o.force) throw new SignatureError(sessionId, next, v.signatureProblem);
    failed.push(v);
    // The parent from the manifest if it could be read, else the previous checkpoint in the index.
    const at = index.checkpoints.findIndex((e) => e.id === next);
    next =
      v.manifest?.parent_checkpoint_id ??
      index.checkpoints[at - 1]?.id ??
      (at < 0 ? (index.checkpoints.filter((e) => e.id < next!).at(-1)?.id ?? null) : null);
  }
  const why = failed.map((f) => `${f.id}: ${f.problems.map((p) => `${p.part} ${p.error}`).join(', ')}`).join('; ');
  throw new CheckpointError(
    'INVALID_DATA',
    `no usable checkpoint at or before ${sessionId}/${id} (${why})`,
    'run `pai-checkpoint verify --all` to see every problem',
  );
}

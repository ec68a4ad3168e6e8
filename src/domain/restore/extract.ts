import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { lstatSync } from 'node:fs';
import { chmod, lstat, mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { CheckpointError, errnoCode, errorMessage } from '../../core/errors.js';
import { pidAlive } from '../../core/lock.js';
import { decompressStream, requireZstd, type Zstd } from '../../platform/codec.js';
import { exited, stderrOf } from '../../platform/spawn.js';
import { entryProblem, FILE_TYPES, normal, treeProblems, type ArchiveEntry, type Problem } from './tree-check.js';

/**
 * Restoring a `workspace.tar.zst` safely. The archive is treated as hostile (the volume may have
 * been tampered with) and ONE bad entry refuses the whole archive, with nothing written to the
 * target. Refused: absolute paths, `..`, `.git` at any depth (a planted `.git/config` runs commands
 * at the next `git status`), anything but files, folders and links, an entry written through a
 * symlink, a symlink whose target — resolved against the whole tree, links included — enters a
 * `.git` or loops, a hard link to anything but a file of the archive, and an archive that expands
 * beyond the size its manifest records. setuid/setgid bits are stripped.
 *
 * A symlink that leads out of the tree (`lnk -> ../outside`, `/etc/x`) is data like any other
 * (a project may commit one): it is restored as a link and reported (`outsideLinks`), and never
 * followed — nothing is written beneath a link, the merge and the deletions lstat every step
 * (core/stored-path.ts resolveInside), so no write of a restore reaches outside its target.
 *
 * Speed: the check (node-tar's parser on one decompressed stream) runs in parallel with GNU tar
 * extracting a second stream into a staging folder next to the target; only after both succeed
 * is the staging folder moved into place (one rename for a new target) or merged into it.
 *
 * Merging into an existing folder never deletes what a safety checkpoint does not hold: an entry
 * in the way that is not in `held` (an ignored file, a folder where the checkpoint has a file) is
 * moved aside into the `displaced` folder next to the target, and reported.
 */
interface ExtractOptions {
  /** Most bytes the decompressed tar stream may have (from the manifest); refused beyond it. */
  maxTarBytes?: number | undefined;
  /** Paths (relative, '/') that a safety checkpoint of the target holds: only these may be replaced. */
  held?: ReadonlySet<string> | undefined;
  /** Where what is in the way goes (default `<target>.pai-displaced-<time>` next to the target). */
  displacedDir?: string | undefined;
}

export interface ExtractReport {
  files: number;
  dirs: number;
  links: number;
  /** Files the target had that the archive replaced (held by the safety checkpoint). */
  replaced: number;
  /** What was in the way and not held by a safety checkpoint: moved here, never deleted. */
  displaced?: { dir: string; paths: string[] };
  /** Files whose setuid/setgid bits were not restored. */
  strippedModes?: number;
  /** Links restored that lead out of the target (as links, never followed), as `path -> target`. */
  outsideLinks?: string[];
}

/** The archive decompressed (by the codec's zstd), cut off — and the archive refused — past `maxBytes`. */
function decompress(archive: string, maxBytes: number, zstd: Zstd): Readable {
  const tooLarge = () =>
    new CheckpointError(
      'INVALID_DATA',
      `the workspace archive expands beyond ${maxBytes} bytes, more than its manifest records`,
      'the archive was tampered with or damaged; nothing was written',
    );
  return decompressStream({ file: archive }, { zstd, name: 'workspace archive', maxBytes, tooLarge });
}

interface Scan {
  problems: Problem[];
  files: number;
  dirs: number;
  links: number;
  /** Files whose mode has setuid/setgid bits. */
  privileged: { path: string; mode: number }[];
  /** Links that lead out of the tree (`path -> target`). */
  outside: string[];
}

async function validate(archive: string, maxBytes: number, zstd: Zstd): Promise<Scan> {
  const tar = await import('tar');
  const out: Scan = { problems: [], files: 0, dirs: 0, links: 0, privileged: [], outside: [] };
  const entries: ArchiveEntry[] = [];
  const stream = decompress(archive, maxBytes, zstd);
  const parser = new tar.Parser({
    strict: true,
    onReadEntry: (entry) => {
      const why = entryProblem(entry.type, entry.path, entry.linkpath);
      if (why) out.problems.push({ path: entry.path, why });
      else if (entry.type === 'Directory') out.dirs++;
      else if (entry.type === 'SymbolicLink' || entry.type === 'Link') out.links++;
      else out.files++;
      entries.push({ type: entry.type, path: entry.path, linkpath: entry.linkpath, mode: entry.mode });
      if (FILE_TYPES.has(entry.type) && entry.mode !== undefined && (entry.mode & 0o6000) !== 0)
        out.privileged.push({ path: normal(entry.path), mode: entry.mode });
      entry.resume();
    },
  });
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('warn', (code: string, message: string) => {
      if (code === 'TAR_ENTRY_INVALID' || code === 'TAR_BAD_ARCHIVE' || code === 'TAR_ENTRY_ERROR')
        out.problems.push({ path: '(archive)', why: message });
    });
    // A damaged archive can make the parser emit 'error' more than once: every one is heard.
    parser.on('error', reject);
    parser.once('end', () => resolve());
    stream.once('error', reject);
    stream.pipe(parser as unknown as NodeJS.WritableStream);
  });
  // The stream ends only once zstd succeeded; a parser that gives up first stops zstd.
  await Promise.all([parsed, finished(stream)]).catch((err: unknown) => {
    stream.destroy();
    throw err;
  });
  if (out.problems.length === 0) out.problems.push(...treeProblems(entries, out.outside));
  return out;
}

async function extractTo(archive: string, dir: string, maxBytes: number, zstd: Zstd): Promise<void> {
  const stream = decompress(archive, maxBytes, zstd);
  const t = spawn('tar', ['-x', '-C', dir, '--no-same-owner'], { stdio: ['pipe', 'ignore', 'pipe'] });
  const tarDone = exited(t, 'tar -x', [0], stderrOf(t));
  stream.once('error', () => t.kill('SIGKILL'));
  // tar may exit after the end-of-archive blocks without reading the padding behind them: what is
  // left is drained, so that zstd still finishes (its exit code and the size limit still count).
  // A tar that failed reads nothing any more: zstd is stopped.
  tarDone.then(
    () => {
      stream.unpipe();
      stream.resume();
    },
    () => stream.destroy(),
  );
  stream.pipe(t.stdin!);
  t.stdin!.on('error', () => undefined);
  // Both are awaited, so neither child outlives a failure of the other.
  const [z, x] = await Promise.allSettled([finished(stream), tarDone]);
  if (z.status === 'rejected' && (z.reason instanceof CheckpointError || x.status === 'fulfilled')) throw z.reason;
  if (x.status === 'rejected') throw x.reason;
}

async function isEmptyDir(dir: string): Promise<boolean | undefined> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return undefined;
    throw err;
  }
}

interface MergeState {
  held: ReadonlySet<string>;
  displacedDir: string;
  displaced: string[];
  replaced: number;
}

/**
 * Moves what is in the way of a restore aside (never deletes it): to `<displacedDir>/<rel>`, or
 * `<rel>.1`, `.2`… when one restore moves two things from the same path (git's, then the
 * archive's). Returns the path it went to, relative to `displacedDir`.
 */
export async function moveAside(abs: string, rel: string, displacedDir: string): Promise<string> {
  let r = rel;
  for (let n = 1; lstatSync(join(displacedDir, r), { throwIfNoEntry: false }); n++) r = `${rel}.${n}`;
  const to = join(displacedDir, r);
  await mkdir(dirname(to), { recursive: true, mode: 0o700 });
  await rename(abs, to);
  return r;
}

/** Moves every entry of `from` into `to`; what is in the way is replaced only when held. */
async function merge(from: string, to: string, rel: string, s: MergeState): Promise<void> {
  for (const e of await readdir(from, { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    const src = join(from, e.name);
    const dst = join(to, e.name);
    const existing = await lstat(dst).catch(() => undefined);
    if (e.isDirectory() && existing?.isDirectory()) {
      await merge(src, dst, r, s);
      continue;
    }
    if (existing) {
      if (!existing.isDirectory() && s.held.has(r)) {
        await rm(dst, { force: true });
        s.replaced++;
      } else {
        s.displaced.push(await moveAside(dst, r, s.displacedDir));
      }
    }
    await rename(src, dst);
  }
}

const STAGING_RE = /\.pai-restore-(\d+)-[0-9a-f]+$/;

/** Staging folders next to `target` left by a restore whose process died (kill -9, power cut). */
async function sweepStaging(parent: string, base: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(parent);
  } catch {
    return;
  }
  for (const n of names) {
    const m = STAGING_RE.exec(n);
    if (m && n.startsWith(`.${base}.pai-restore-`) && !pidAlive(Number(m[1])))
      await rm(join(parent, n), { recursive: true, force: true });
  }
}

/** Where a restore into `target` moves what is in the way: `<target>.pai-displaced-<time>`, next to it. */
export function displacedDirOf(target: string): string {
  return `${target}.pai-displaced-${new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
}

/** An archive checked and extracted into a staging folder next to its target; the target is untouched. */
export interface StagedWorkspace {
  /** Moves the staged tree into the target (one rename for a new or empty target, else a merge). */
  commit(o?: Pick<ExtractOptions, 'held' | 'displacedDir'>): Promise<ExtractReport>;
  /** Removes the staging folder (and the target's parent folders this staging created); idempotent. */
  discard(): Promise<void>;
}

/**
 * Checks the archive and extracts it into a staging folder next to `target`, touching nothing
 * else: a restore stages first, so that a refused archive leaves no trace even after git would
 * have been restored. Throws INVALID_DATA naming the first bad entries, with the staging removed.
 */
export async function stageWorkspace(
  archive: string,
  target: string,
  o: Pick<ExtractOptions, 'maxTarBytes'> & { only?: readonly string[] | undefined } = {},
): Promise<StagedWorkspace> {
  const maxBytes = o.maxTarBytes ?? Number.MAX_SAFE_INTEGER;
  const zstd = await requireZstd('restore a workspace'); // before anything is created
  return stage(
    target,
    async (staging) => {
      const [check, extracted] = await Promise.allSettled([
        validate(archive, maxBytes, zstd),
        extractTo(archive, staging, maxBytes, zstd),
      ]);
      if (check.status === 'rejected') {
        const reason: unknown = check.reason;
        if (reason instanceof CheckpointError) throw reason;
        throw new CheckpointError(
          'INVALID_DATA',
          `workspace archive unreadable: ${errorMessage(reason)}`,
          'the archive is damaged or not a pai-checkpoint archive; nothing was written',
        );
      }
      refuseProblems(archive, check.value.problems);
      if (extracted.status === 'rejected') {
        const reason: unknown = extracted.reason;
        throw reason instanceof CheckpointError
          ? reason
          : new CheckpointError('IO', `extraction failed: ${errorMessage(reason)}`);
      }
      const { files, dirs, links, privileged, outside } = check.value;
      for (const p of privileged) {
        const abs = join(staging, p.path);
        const st = await lstat(abs).catch(() => undefined);
        if (st?.isFile()) await chmod(abs, st.mode & 0o1777);
      }
      const base: ExtractReport = { files, dirs, links, replaced: 0 };
      if (privileged.length) base.strippedModes = privileged.length;
      if (outside.length) base.outsideLinks = outside.sort();
      return base;
    },
    o.only,
  );
}

/** Whether `path` is one of `chosen` or beneath one. */
export function isChosen(path: string, chosen: readonly string[]): boolean {
  return chosen.some((c) => path === c || path.startsWith(`${c}/`));
}

/** The error for chosen paths a checkpoint does not hold (NOT_FOUND, exit 3), naming them. */
export function notHeld(missing: readonly string[]): CheckpointError {
  return new CheckpointError(
    'NOT_FOUND',
    `the checkpoint holds no ${missing.map((p) => JSON.stringify(p)).join(', ')}: nothing was restored`,
    'name files or folders relative to the workspace root, as `pai-checkpoint inspect <id>` or `diff <id>` lists them',
  );
}

/**
 * `restore <id> <path>…`: the staged snapshot (checked as a whole already) cut down to the chosen
 * paths, so that the commit — rename or merge — can place nothing else. A chosen path the
 * snapshot does not hold (or holds only beneath a link) is NOT_FOUND, naming it. `base`, the
 * report, then counts what is left.
 */
async function keepOnly(staging: string, only: readonly string[], base: ExtractReport): Promise<void> {
  const missing: string[] = [];
  for (const p of only) {
    const segs = p.split('/');
    for (let i = 1; i <= segs.length; i++) {
      const st = await lstat(join(staging, ...segs.slice(0, i))).catch(() => undefined);
      if (!st || (i < segs.length && !st.isDirectory())) {
        missing.push(p);
        break;
      }
    }
  }
  if (missing.length) throw notHeld(missing);
  const counts = { files: 0, dirs: 0, links: 0 };
  const walk = async (dir: string, rel: string): Promise<void> => {
    for (const e of await readdir(dir, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      const abs = join(dir, e.name);
      if (isChosen(r, only)) {
        if (e.isDirectory()) counts.dirs++;
        else if (e.isSymbolicLink()) counts.links++;
        else counts.files++;
        if (e.isDirectory()) await walk(abs, r);
      } else if (e.isDirectory() && only.some((c) => c.startsWith(`${r}/`))) await walk(abs, r);
      else await rm(abs, { recursive: true, force: true });
    }
  };
  await walk(staging, '');
  Object.assign(base, counts);
  const outsideLinks = base.outsideLinks?.filter((l) => isChosen(l.slice(0, l.indexOf(' -> ')), only));
  if (outsideLinks?.length) base.outsideLinks = outsideLinks;
  else delete base.outsideLinks;
}

/** Throws INVALID_DATA naming the first problems (of an archive or a stored tree), if any. */
export function refuseProblems(what: string, problems: Problem[]): void {
  if (problems.length === 0) return;
  const list = problems
    .slice(0, 5)
    .map((p) => `${p.path}: ${p.why}`)
    .join('; ');
  throw new CheckpointError(
    'INVALID_DATA',
    `refusing to restore ${what}: ${list}`,
    'it was tampered with or is not a pai-checkpoint snapshot; nothing was written',
  );
}

/**
 * A staging folder next to `target`, filled by `fill` (which has checked everything it writes);
 * a failure removes it, leaving the target untouched.
 */
export async function stage(
  target: string,
  fill: (staging: string) => Promise<ExtractReport>,
  only?: readonly string[],
): Promise<StagedWorkspace> {
  const parent = dirname(target);
  const created = await mkdir(parent, { recursive: true });
  await sweepStaging(parent, basename(target));
  const staging = join(parent, `.${basename(target)}.pai-restore-${process.pid}-${randomBytes(4).toString('hex')}`);
  await mkdir(staging, { mode: 0o700 });
  const discard = async () => {
    await rm(staging, { recursive: true, force: true });
    // Folders made only to hold the staging folder go too (nothing else was put in them).
    for (let d = parent; created && d.startsWith(created) && (await isEmptyDir(d)) === true; d = dirname(d))
      await rmdir(d).catch(() => undefined);
  };
  try {
    const base = await fill(staging);
    if (only) await keepOnly(staging, only, base);
    return {
      discard,
      async commit(c = {}) {
        const report = { ...base };
        const empty = await isEmptyDir(target);
        if (empty !== false) {
          if (empty) await rmdir(target);
          await rename(staging, target);
          return report;
        }
        const s: MergeState = {
          held: c.held ?? new Set(),
          displacedDir: c.displacedDir ?? displacedDirOf(target),
          displaced: [],
          replaced: 0,
        };
        await merge(staging, target, '', s);
        report.replaced = s.replaced;
        if (s.displaced.length) report.displaced = { dir: s.displacedDir, paths: s.displaced.sort() };
        return report;
      },
    };
  } catch (err) {
    await discard();
    throw err;
  }
}

/**
 * Extracts the archive into `target` (created if missing): stage, then commit. The caller has
 * taken a safety checkpoint before restoring over user files and passes what it holds as `held`.
 */
export async function extractWorkspace(
  archive: string,
  target: string,
  o: ExtractOptions = {},
): Promise<ExtractReport> {
  const staged = await stageWorkspace(archive, target, o);
  try {
    return await staged.commit(o);
  } finally {
    await staged.discard();
  }
}

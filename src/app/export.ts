import { createWriteStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { commitOutputFile, outputFile, TEMP_PREFIX } from '../core/atomic.js';
import { CheckpointError } from '../core/errors.js';
import { checkedTree, contentTreeOf, exportTar } from '../domain/restore/content.js';
import { contentVolume } from '../domain/content/tier.js';
import { readManifest } from '../domain/volume/read.js';
import { verifyCheckpoint, verifyFailure } from '../domain/volume/verify.js';
import { defaultTarget } from '../domain/restore/restore.js';
import { realPathOf } from '../domain/restore/target.js';
import { tryGit } from '../domain/restore/git.js';
import { storedPartKey } from '../domain/volume/manifest.js';
import type { AppContext } from './context.js';
import { requireCheckpoint } from './volume.js';

interface ExportResult {
  id: string;
  sessionId: string;
  /** The file written, or '-' for stdout. */
  output: string;
  files: number;
  bytes: number;
}

/**
 * The SPEC-03 `workspace.tar.zst` of any checkpoint, for users who carry a snapshot by hand: a
 * checkpoint stored by content is written as a tar stream from its tree (each blob checked); one
 * stored as an archive is copied as it is. A file is written under a temp name and renamed, so an
 * interrupted export leaves no partial archive; only a new name or a regular file is written
 * (core/atomic.ts outputFile), checked before a byte is read. `-o -`: standard output, not a terminal.
 */
export async function exportWorkspace(
  ctx: AppContext,
  idOrPrefix: string,
  o: { output?: string | undefined; stdout?: Stdout | undefined },
): Promise<ExportResult> {
  const store = await ctx.volume();
  const found = await requireCheckpoint(store, idOrPrefix);
  const { sessionId } = found;
  const id = found.entry.id;
  const output = o.output ?? (await defaultOutput(ctx, store, sessionId, id));
  if (!output)
    throw new CheckpointError('USAGE', '-o needs a file name', 'name the file to write, or - for standard output');
  const to = output === '-' ? { stdout: toStdout(o.stdout) } : { file: outputFile(resolve(ctx.cwd, output)) };
  const { stream, files } = await workspaceStream(ctx, store, sessionId, id);
  let bytes = 0;
  stream.on('data', (c: Buffer) => (bytes += c.length));
  if ('stdout' in to) {
    await pipeline(stream, to.stdout, { end: false });
    return { id, sessionId, output, files, bytes };
  }
  const temp = join(
    dirname(to.file),
    `${TEMP_PREFIX}${basename(to.file)}.${process.pid}.${randomBytes(6).toString('hex')}`,
  );
  try {
    await pipeline(stream, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
    commitOutputFile(temp, to.file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  return { id, sessionId, output: to.file, files, bytes };
}

/**
 * Without -o: `<id>.workspace.tar.zst` in the current folder — unless that folder is inside the
 * checkpoint's workspace or a project (Claude Code's, or a git work tree), where the next checkpoint would capture the
 * archive (and grow by its size): then a USAGE error asking for -o. Never a guessed folder elsewhere.
 */
async function defaultOutput(
  ctx: AppContext,
  store: Awaited<ReturnType<AppContext['volume']>>,
  sessionId: string,
  id: string,
): Promise<string> {
  const m = await readManifest(store, sessionId, id);
  const here = realPathOf(ctx.cwd);
  const inside = (dir: string | undefined) =>
    dir !== undefined && (here === realPathOf(dir) || here.startsWith(`${realPathOf(dir).replace(/\/+$/, '')}/`));
  // The project: the one Claude Code names, else the git work tree the current folder is in (ctx.project is the cwd outside Claude Code).
  const repo = (await tryGit(ctx.cwd, ['rev-parse', '--show-toplevel']))?.trim() || undefined;
  const workspace = [m && defaultTarget(m), ctx.env['CLAUDE_PROJECT_DIR'] || undefined, repo].find(inside);
  if (workspace)
    throw new CheckpointError(
      'USAGE',
      `export without -o would write into ${workspace}, where the next checkpoint would capture the archive`,
      `name the file outside the workspace: \`pai-checkpoint export ${id} -o ~/${id}.workspace.tar.zst\` (or -o - for standard output)`,
    );
  return `${id}.workspace.tar.zst`;
}

type Stdout = Writable & { isTTY?: boolean };

/** `-o -`: standard output, unless it is a terminal (a binary archive is no text to show). */
function toStdout(stdout: Stdout | undefined): Stdout {
  if (!stdout) throw new CheckpointError('USAGE', '-o - needs a standard output');
  if (stdout.isTTY)
    throw new CheckpointError(
      'USAGE',
      '-o - writes a binary archive, and standard output is a terminal',
      'pipe it (`| tar --zstd -tvf -`) or redirect it (`> file`)',
    );
  return stdout;
}

/** The checkpoint's workspace as a workspace.tar.zst stream, once the checkpoint verifies. */
async function workspaceStream(
  ctx: AppContext,
  store: Awaited<ReturnType<AppContext['volume']>>,
  sessionId: string,
  id: string,
): Promise<{ stream: Readable; files: number }> {
  const v = await verifyCheckpoint(store, sessionId, id);
  if (!v.ok || !v.manifest) throw verifyFailure(v, 'export an earlier checkpoint of the session');
  const m = v.manifest;
  const ref = contentTreeOf(m);
  if (ref) {
    const content = contentVolume(store, m); // its own volume, or the large tier
    const tree = await checkedTree(content, ref);
    return {
      stream: exportTar(content, tree, { level: (await ctx.config()).capture.zstdLevel }),
      files: tree.entries.length,
    };
  }
  const stream = m.parts['workspace.tar.zst']
    ? await store.open(storedPartKey({ ...m, session_id: sessionId, id }, 'workspace.tar.zst'))
    : undefined;
  if (!stream) throw new CheckpointError('NOT_FOUND', `checkpoint ${id} has no workspace snapshot`);
  return { stream, files: m.workspace?.file_count ?? 0 };
}

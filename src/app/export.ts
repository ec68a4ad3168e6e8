import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CheckpointError } from '../core/errors.js';
import { checkedTree, contentTreeOf, exportTar } from '../domain/restore/content.js';
import { contentVolume } from '../domain/content/tier.js';
import { verifyCheckpoint, verifyFailure } from '../domain/volume/store.js';
import { partKey } from '../storage/layout.js';
import type { AppContext } from './context.js';
import { requireCheckpoint } from './volume.js';

export interface ExportResult {
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
 * interrupted export leaves no partial archive.
 */
export async function exportWorkspace(ctx: AppContext, idOrPrefix: string, o: { output?: string | undefined; stdout?: Writable | undefined }): Promise<ExportResult> {
  const store = await ctx.volume();
  const found = await requireCheckpoint(store, idOrPrefix);
  const { sessionId } = found;
  const id = found.entry.id;
  const v = await verifyCheckpoint(store, sessionId, id);
  if (!v.ok || !v.manifest) throw verifyFailure(v, 'export an earlier checkpoint of the session');
  const m = v.manifest;
  const ref = contentTreeOf(m);
  let stream: Readable | undefined;
  let files = m.workspace?.file_count ?? 0;
  if (ref) {
    const content = contentVolume(store, m); // its own volume, or the large tier
    const tree = await checkedTree(content, ref);
    files = tree.entries.length;
    stream = exportTar(content, tree, { level: (await ctx.config()).capture.zstdLevel });
  } else if (m.parts['workspace.tar.zst']) stream = await store.open(partKey(sessionId, id, 'workspace.tar.zst'));
  if (!stream) throw new CheckpointError('NOT_FOUND', `checkpoint ${id} has no workspace snapshot`);
  let bytes = 0;
  stream.on('data', (c: Buffer) => (bytes += c.length));
  const output = o.output ?? `${id}.workspace.tar.zst`;
  if (output === '-') {
    if (!o.stdout) throw new CheckpointError('USAGE', '-o - needs a standard output');
    await pipeline(stream, o.stdout, { end: false });
    return { id, sessionId, output, files, bytes };
  }
  const file = resolve(ctx.cwd, output);
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  try {
    await pipeline(stream, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  return { id, sessionId, output: file, files, bytes };
}

/**
 * Issue 34 finding 8: `inspect` showed the workspace as "4 files, 0 B" — the bytes this checkpoint
 * stored (none new for an unchanged tree) stood for the files' size. The figure is checked against
 * what the checkpoint holds: the sizes in the stored tree (content) or in the stored archive.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { printInspect } from '../../src/adapters/cli/print-inspect.js';
import { create } from '../../src/app/create.js';
import { formatBytes } from '../../src/app/format.js';
import { inspect } from '../../src/app/inspect.js';
import { checkedTree, contentTreeOf } from '../../src/domain/restore/content.js';
import { partKey } from '../../src/storage/layout.js';
import { appSandbox } from './support.js';

/** The files' bytes as the checkpoint stores them: the tree's sizes, or the archive's (tar's own listing). */
async function storedBytes(sb: ReturnType<typeof appSandbox>, id: string): Promise<number> {
  const m = (await inspect(sb.ctx(), id)).checkpoint!;
  const ref = contentTreeOf(m);
  if (ref)
    return (await checkedTree(await sb.ctx().volume(), ref)).entries.reduce((n, e) => n + (e[1] === 'f' ? e[3] : 0), 0);
  const archive = join(sb.paths.paiDir, 'volume', partKey(m.session_id, m.id, 'workspace.tar.zst'));
  const listing = execFileSync('sh', ['-c', 'zstd -dc "$1" | tar -tvf -', 'sh', archive], { encoding: 'utf8' });
  return listing
    .split('\n')
    .filter((l) => l.startsWith('-'))
    .reduce((n, l) => n + Number(l.split(/\s+/)[2]), 0);
}

describe('inspect: the workspace size is what its files hold', () => {
  test.each(['content', 'archive'])('stored as %s: first and unchanged checkpoints', async (format) => {
    const sb = appSandbox();
    appendFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), `[capture]\nworkspace_format = "${format}"\n`);
    writeFileSync(join(sb.project, 'b.txt'), 'b'.repeat(3000));
    writeFileSync(join(sb.project, 'c.txt'), 'c'.repeat(700));
    writeFileSync(join(sb.project, 'd.txt'), 'd'.repeat(12_345));
    for (const _ of [1, 2]) {
      const { id } = await create(sb.ctx(), { session: 'S1' });
      const truth = await storedBytes(sb, id);
      expect(truth).toBe(3 + 3000 + 700 + 12_345); // a.txt holds "v1\n"
      const line = printInspect(await inspect(sb.ctx(), id))
        .split('\n')
        .find((l) => l.startsWith('Workspace:'))!;
      expect(line).toContain(`— 4 files, ${formatBytes(truth)} (`);
    }
  });
});

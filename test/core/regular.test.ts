import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import {
  openNonBlockingSync,
  openRegular,
  READ_WHOLE_MAX_BYTES,
  readRegularFileSync,
  RefusedFileError,
} from '../../src/core/regular.js';
import { tempDir } from '../helpers.js';

test('regular files are read; missing is undefined; a FIFO, a folder or a device is refused at once', async () => {
  const d = tempDir();
  writeFileSync(join(d, 'f'), 'text');
  expect(readRegularFileSync(join(d, 'f'))).toBe('text');
  expect(readRegularFileSync(join(d, 'missing'))).toBeUndefined();
  execFileSync('mkfifo', [join(d, 'fifo')]);
  mkdirSync(join(d, 'dir'));
  // A FIFO without a writer would block open() forever: this returns (throws) at once.
  expect(() => readRegularFileSync(join(d, 'fifo'))).toThrow(/fifo: a FIFO, not a regular file/);
  await expect(openRegular(join(d, 'fifo'))).rejects.toThrow(/a FIFO, not a regular file/);
  expect(() => readRegularFileSync(join(d, 'dir'))).toThrow(/a directory, not a regular file/);
  expect(() => readRegularFileSync('/dev/zero')).toThrow(/a special file, not a regular file/);
});

test('noFollow refuses a symlink in the last component, and never reads its target', () => {
  const d = tempDir();
  writeFileSync(join(d, 'secret'), 'root:x:0:0');
  symlinkSync(join(d, 'secret'), join(d, 'link'));
  expect(readRegularFileSync(join(d, 'link'))).toBe('root:x:0:0');
  expect(() => readRegularFileSync(join(d, 'link'), { noFollow: true })).toThrow(
    /link: a symbolic link, not a regular file; not read$/,
  );
});

test('a socket is refused as not a regular file, by the type-unchecked open too', async () => {
  const d = tempDir();
  const server = createServer();
  await new Promise<void>((r) => server.listen(join(d, 'sock'), r));
  try {
    expect(() => readRegularFileSync(join(d, 'sock'))).toThrow(/sock: a socket, not a regular file/);
    expect(() => openNonBlockingSync(join(d, 'sock'))).toThrow(expect.objectContaining({ code: 'INVALID_DATA' }));
    await expect(openRegular(join(d, 'sock'))).rejects.toThrow(/a socket, not a regular file/);
    expect(openNonBlockingSync(join(d, 'missing'))).toBeUndefined();
  } finally {
    server.close();
  }
});

test('a file read whole is refused above its size limit, by one fstat, naming the file (a 2 GB seed.json is never read)', async () => {
  const d = tempDir();
  const big = join(d, 'seed.json');
  execFileSync('truncate', ['-s', String(2 * 1024 ** 3), big]); // sparse: no disk used
  expect(() => readRegularFileSync(big)).toThrow(
    expect.objectContaining({ code: 'INVALID_DATA', reason: 'too-large', path: big }),
  );
  expect(() => readRegularFileSync(big)).toThrow(
    new RegExp(
      `^${big.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: too large \\(2147483648 bytes; at most ${READ_WHOLE_MAX_BYTES} are read\\); not read$`,
    ),
  );
  writeFileSync(join(d, 'small'), 'x'.repeat(100));
  expect(() => readRegularFileSync(join(d, 'small'), { maxBytes: 99 })).toThrow(
    /too large \(100 bytes; at most 99 are read\)/,
  );
  expect(readRegularFileSync(join(d, 'small'), { maxBytes: 100 })).toHaveLength(100);
  // The opens that stream have no limit unless asked.
  const fh = await openRegular(big);
  await fh?.close();
  await expect(openRegular(big, { maxBytes: 1 << 20 })).rejects.toBeInstanceOf(RefusedFileError);
});

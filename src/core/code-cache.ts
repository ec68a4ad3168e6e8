import {
  closeSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  unlinkSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';
import { Script } from 'node:vm';
import { errnoCode } from './errors.js';

// Running a CommonJS bundle with V8's code cache (Node 20 has no module.enableCompileCache). A hook
// is a fresh Node process each time: about a third of SessionStart's own time was V8 compiling its
// bundle (the top level at load, then each function at its first call). The cache V8 makes after a
// run holds the bytecode of every function that ran, so the next start compiles next to nothing.
//
// The cache file starts with a line naming what it was made from: the Node version and platform,
// and the bundle file's inode, size and mtime (a plugin update or a rebuild writes a new file). V8
// itself checks only its own version, its flags and the source's length, and would run a stale
// cache of a changed bundle of the same length: the line is what keeps that from happening. The
// cache is code: it lives in the user's own state folder (0700), which already names the plugin
// the hooks run (plugin-root), never on the volume or in a project.

const WRAPPER = '(function (exports, require, module, __filename, __dirname) { ';

/**
 * What ties a cache to one bundle file in one Node (the ctime too: a file rewritten in place with
 * its size and mtime put back still gets a new one). The line stored also carries the data's CRC-32:
 * V8's release build checks no sum of its own, and a cache damaged past its header crashed Node
 * (a fatal check, SIGSEGV) at every start instead of being compiled again.
 */
function cacheKey(st: Stats): string {
  return `v8-code-cache ${process.version} ${process.platform}-${process.arch} ${st.ino} ${st.size} ${st.mtimeMs} ${st.ctimeMs}`;
}

/** The cached data for `key`, or undefined (none, another bundle's or Node's, damaged, unreadable). */
function readCache(cacheFile: string, key: string): Buffer | undefined {
  let data: Buffer;
  try {
    data = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  const head = Buffer.byteLength(key);
  const end = data.indexOf(0x0a, head);
  if (end < 0 || data.toString('latin1', 0, head + 1) !== `${key} `) return undefined;
  const body = data.subarray(end + 1);
  return body.length > 0 && data.toString('latin1', head + 1, end) === crc32(body).toString(16) ? body : undefined;
}

/**
 * A folder only this user can write: the cache is code that runs as the user, so one in a folder
 * another user owns or may write (a shared PAI_DIR), or a link, is never read or written.
 */
function ownFolder(dir: string): boolean {
  let st: Stats;
  try {
    st = lstatSync(dir);
  } catch (err) {
    return errnoCode(err) === 'ENOENT'; // made 0700 when first written
  }
  return st.isDirectory() && st.uid === process.getuid?.() && (st.mode & 0o022) === 0;
}

/**
 * Written whole or not at all (a temp file renamed), so a hook running meanwhile never reads half of
 * one. Only into a state folder that exists: a detached worker ending after its PAI_DIR was removed
 * never makes it again.
 */
function writeCache(cacheFile: string, key: string, data: Buffer): void {
  const temp = `${cacheFile}.${process.pid}.tmp`;
  try {
    try {
      mkdirSync(dirname(cacheFile), { mode: 0o700 });
    } catch (err) {
      if (errnoCode(err) !== 'EEXIST') throw err;
    }
    writeFileSync(temp, Buffer.concat([Buffer.from(`${key} ${crc32(data).toString(16)}\n`, 'latin1'), data]), {
      mode: 0o600,
    });
    renameSync(temp, cacheFile);
  } catch {
    try {
      unlinkSync(temp);
    } catch {
      // never written
    }
  }
}

function readBundle(file: string): { source: string; key: string } {
  const fd = openSync(file, 'r');
  try {
    const st = fstatSync(fd);
    const key = cacheKey(st);
    const size = st.size;
    const buf = Buffer.alloc(size);
    let off = 0;
    while (off < size) {
      const n = readSync(fd, buf, off, size - off, off);
      if (n === 0) break;
      off += n;
    }
    return { source: buf.toString('utf8', 0, off), key };
  } finally {
    closeSync(fd);
  }
}

/**
 * Runs `file` (a CommonJS bundle) as `require(file)` would, compiled with the code cache kept in
 * `cacheDir` (undefined: none, plain compile). `req` is the loader's require: the loader lies in the
 * bundle's folder, so the bundle's relative requires (../lib/*.cjs) resolve alike (node:module's
 * createRequire would cost a module load of its own). A cache that is missing, stale or refused by V8 is
 * written anew when the process exits (once per bundle and Node version); a folder that cannot be
 * written only costs the compile.
 */
export function runBundle(file: string, cacheDir: string | undefined, req: NodeJS.Require): void {
  const { source, key } = readBundle(file);
  const cacheFile = cacheDir && ownFolder(cacheDir) ? join(cacheDir, `${file.split(/[\\/]/).pop()}.v8`) : undefined;
  const cachedData = cacheFile ? readCache(cacheFile, key) : undefined;
  // The shebang is a comment to Node's loader only; the wrapper is Module.wrap's, on the first line (line numbers hold).
  // No import() in the bundle: Node 20 loses its callback in a script compiled from a cache (scripts/build.mjs).
  const script = new Script(`${WRAPPER}${source.replace(/^#!.*/, '')}\n});`, { filename: file, cachedData });
  if (cacheFile && (!cachedData || script.cachedDataRejected))
    // After the run: the cache then holds the functions that ran, not only the top level.
    process.once('exit', () => {
      try {
        writeCache(cacheFile, key, script.createCachedData());
      } catch {
        // no cache this time: the next start compiles
      }
    });
  const mod = { exports: {} as unknown, filename: file, id: file, loaded: false };
  const fn = script.runInThisContext() as (...args: unknown[]) => void;
  fn.call(mod.exports, mod.exports, req, mod, file, dirname(file));
}

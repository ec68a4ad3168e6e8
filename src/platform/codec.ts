import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { CheckpointError, errorMessage } from '../core/errors.js';
import { endAfter, exited, stderrOf } from './spawn.js';
import { commandOnPath } from './which.js';
import { ZstdFrameSplitter, type ZstdFrame } from './zstd-frames.js';

/**
 * zstd, in one place: which compressor runs, how, and what its failures say. Everything that
 * compresses or decompresses (workspace archives, transcripts, restore, rollback) asks this module.
 *
 * Which: the `zstd` command when it is on PATH (streaming, multi-threaded, and a child's output
 * pipe — GNU tar's — can be handed to it at the OS level, so the archive never passes through
 * this process); else the optional `@mongodb-js/zstd` binding (its install downloads a prebuilt
 * binary, so it may be missing); else a CheckpointError that names both and how to install either.
 *
 * The binding works on whole buffers only. Compressing, the input is cut into independent frames
 * of 8 MiB (concatenated frames are one valid zstd stream: any zstd reads the result). Decompressing,
 * the input is split at frame boundaries (zstd-frames.ts) and decompressed one frame at a time, so
 * memory stays bounded by the largest frame — never by the archive. A frame that may expand past
 * BINDING_FRAME_LIMIT (64 MiB) is refused before it is read whole: such a frame was not written by
 * the binding (the `zstd` command writes a whole archive as ONE frame), and decompressing it in
 * memory could exhaust it; the error says to install the zstd command, which streams any frame.
 */

/** The optional binding's API (one frame per call). */
export interface ZstdBinding {
  compress(buf: Buffer, level: number): Promise<Buffer>;
  decompress(buf: Buffer): Promise<Buffer>;
}

/** The zstd that runs: the command (its absolute path) or the binding. */
export type Zstd = { kind: 'cli'; command: string } | { kind: 'binding'; binding: ZstdBinding };

/** Uncompressed bytes per frame the binding writes. */
export const BINDING_FRAME_BYTES = 8 * 1024 * 1024;
/** Most bytes one frame may expand to when the binding decompresses it (whole, in memory). */
export const BINDING_FRAME_LIMIT = 64 * 1024 * 1024;

/**
 * A zstd frame of no content (single segment, content size 0, one empty raw block): what stands
 * for an empty stream where no frame was written (zero bytes are no zstd stream: `zstd -d` fails).
 */
export const EMPTY_ZSTD_FRAME: Buffer = Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0x20, 0x00, 0x01, 0x00, 0x00]);

const BINDING = '@mongodb-js/zstd';
const INSTALL =
  'install the zstd command (apt-get install zstd, brew install zstd), or the binding: `npm i @mongodb-js/zstd` in the plugin folder';

/** The `zstd` command on PATH, or undefined. A file test per PATH entry: no process is started. */
export function zstdOnPath(path = process.env['PATH'] ?? ''): Zstd | undefined {
  const command = commandOnPath('zstd', path);
  return command ? { kind: 'cli', command } : undefined;
}

/** The binding, when it is installed and loads. */
async function loadBinding(): Promise<ZstdBinding | undefined> {
  try {
    const name = BINDING; // not a literal at the call: the bundler leaves it to Node's resolution at run time
    const mod = (await import(name)) as Partial<ZstdBinding> & { default?: Partial<ZstdBinding> };
    const api = typeof mod.compress === 'function' ? mod : mod.default;
    if (typeof api?.compress !== 'function' || typeof api.decompress !== 'function') return undefined;
    return { compress: api.compress.bind(api), decompress: api.decompress.bind(api) };
  } catch {
    return undefined;
  }
}

/** The zstd of this machine (the command first), or undefined when there is none. */
async function findZstd(): Promise<Zstd | undefined> {
  const cli = zstdOnPath();
  if (cli) return cli;
  const binding = await loadBinding();
  return binding ? { kind: 'binding', binding } : undefined;
}

/** The error when no zstd can be had; `purpose` says what needed it ("restore a workspace"). */
export function noZstdError(purpose = 'compress or decompress checkpoints'): CheckpointError {
  return new CheckpointError(
    'IO',
    `no zstd compressor found: zstd is not installed (neither the \`zstd\` command on PATH nor the ${BINDING} package), and it is needed to ${purpose}`,
    INSTALL,
  );
}

/** findZstd, or the error naming both. */
export async function requireZstd(purpose?: string): Promise<Zstd> {
  const z = await findZstd();
  if (!z) throw noZstdError(purpose);
  return z;
}

/**
 * One buffer compressed by the zstd command into one frame recording its size (the content
 * store's packs, from a pack worker: the command's native zstd runs in its own process, on
 * another core, while the worker hashes the next batch). Rejects when zstd fails or cannot start.
 */
export function compressWithCommand(command: string, data: Uint8Array, level: number): Promise<Buffer> {
  const child = spawn(command, ['-q', `-${level}`, '-c', `--stream-size=${data.length}`], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const out: Buffer[] = [];
  child.stdout!.on('data', (d: Buffer) => out.push(d));
  child.stdin!.on('error', () => undefined); // zstd may exit early; its exit code says why
  child.stdin!.end(data);
  return exited(child, 'zstd', [0], stderrOf(child)).then(() => Buffer.concat(out));
}

/** What a codec stream reads: a file, a stream piped through this process, or a child's stdout pipe. */
type ZstdSource =
  | { file: string }
  | { stream: Readable }
  /** A child's stdout: handed to the zstd command at the OS level (read here only by the binding). */
  | { pipe: Readable };

interface CodecOptions {
  /**
   * Which zstd: a given one, 'cli' or 'binding' to insist on one kind, or (default) the command
   * when on PATH, else the binding, else noZstdError.
   */
  zstd?: Zstd | 'cli' | 'binding' | undefined;
  /** What the caller does, for noZstdError ("restore a transcript"). */
  purpose?: string | undefined;
  /** The input's name in messages (a file, a part). */
  name?: string | undefined;
  /** Most bytes the output may have: past it the stream errors with `tooLarge` and zstd is stopped. */
  maxBytes?: number | undefined;
  /** The error for `maxBytes` (default: TOO_LARGE naming the limit). */
  tooLarge?: ((maxBytes: number) => Error) | undefined;
}

export interface CompressOptions extends CodecOptions {
  /** zstd level (default 3). */
  level?: number | undefined;
}

/**
 * The source, zstd-compressed. The stream errors if zstd or the source fails, or `maxBytes` is
 * passed, and ends only once zstd has succeeded; destroying it stops zstd.
 */
export function compressStream(source: ZstdSource, o: CompressOptions = {}): Readable {
  const level = o.level ?? 3;
  return codecStream(source, o, (zstd) =>
    zstd.kind === 'cli'
      ? cliEngine(zstd.command, ['-q', `-${level}`, '-T0', '-c'], source, 'zstd')
      : inProcess(source, binder(zstd.binding, level)),
  );
}

/**
 * The source, decompressed; as compressStream. Without the command, frame by frame (see above).
 * Input that zstd cannot decompress fails with INVALID_DATA "<name> unreadable: <zstd's reason>".
 */
export function decompressStream(source: ZstdSource, o: CodecOptions = {}): Readable {
  const name = o.name ?? ('file' in source ? source.file : 'zstd input');
  const unreadable = (err: unknown) =>
    new CheckpointError(
      'INVALID_DATA',
      `${name} unreadable: ${errorMessage(err)}`,
      'the file is damaged or not zstd-compressed',
    );
  return codecStream(source, o, (zstd) =>
    zstd.kind === 'cli'
      ? cliEngine(zstd.command, ['-d', '-q', '-c'], source, 'zstd -d', unreadable)
      : inProcess(source, unbinder(zstd.binding, name, unreadable)),
  );
}

/** A running compressor or decompressor: its output, its success, and how to stop it. */
interface Engine {
  output: Readable;
  done: Promise<void>;
  kill(): void;
}

function codecStream(source: ZstdSource, o: CodecOptions, start: (zstd: Zstd) => Engine): Readable {
  const limit = limiter(o.maxBytes, o.tooLarge);
  const input = 'file' in source ? undefined : 'stream' in source ? source.stream : source.pipe;
  input?.on('error', (err) => limit.destroy(err));
  let engine: Engine | undefined;
  const begin = (zstd: Zstd): Promise<void> => {
    if (limit.destroyed) return Promise.resolve(); // the consumer gave up meanwhile
    engine = start(zstd);
    engine.output.on('error', (err) => limit.destroy(err));
    engine.output.pipe(limit);
    return engine.done;
  };
  // The command is found without waiting, so a child's pipe is handed over before this process
  // could read a byte of it (data read here would be missing from the archive).
  let done: Promise<void>;
  try {
    const chosen = choose(o);
    done = chosen instanceof Promise ? chosen.then(begin) : begin(chosen);
  } catch (err) {
    done = Promise.reject(err); // spawn can throw (bad arguments): the stream reports it
  }
  return endAfter(limit, done, () => {
    engine?.kill();
    input?.destroy();
  });
}

function choose(o: CodecOptions): Zstd | Promise<Zstd> {
  if (typeof o.zstd === 'object') return o.zstd;
  if (o.zstd !== 'binding') {
    const cli = zstdOnPath();
    if (cli) return cli;
    if (o.zstd === 'cli')
      return Promise.reject(
        new CheckpointError(
          'IO',
          `the zstd command is not on PATH (it is needed to ${o.purpose ?? 'run zstd'})`,
          INSTALL,
        ),
      );
  }
  return loadBinding().then((binding) => {
    if (binding) return { kind: 'binding', binding } as const;
    throw o.zstd === 'binding'
      ? new CheckpointError('IO', `the ${BINDING} binding is not installed`, INSTALL)
      : noZstdError(o.purpose);
  });
}

/** `failed` rewrites the error of a zstd that ran and failed (not of one that could not start). */
function cliEngine(
  command: string,
  args: string[],
  source: ZstdSource,
  name: string,
  failed?: (err: unknown) => Error,
): Engine {
  const stdin = 'file' in source ? 'ignore' : 'pipe' in source ? source.pipe : 'pipe';
  const child = spawn(command, 'file' in source ? [...args, '--', source.file] : args, {
    stdio: [stdin, 'pipe', 'pipe'],
  });
  if ('pipe' in source) source.pipe.destroy(); // zstd holds the pipe now; this process must never read from it
  if ('stream' in source) {
    child.stdin!.on('error', () => undefined); // zstd may exit early; its exit code says why
    source.stream.pipe(child.stdin!);
  }
  const done = exited(child, name, [0], stderrOf(child)).catch((err: unknown) => {
    throw failed && child.pid !== undefined ? failed(err) : err;
  });
  return { output: child.stdout!, done, kill: () => child.kill('SIGKILL') };
}

/** The binding's work, in this process: `transform` over the source's bytes. */
function inProcess(source: ZstdSource, transform: Transform): Engine {
  let input: Readable;
  if ('file' in source) {
    input = createReadStream(source.file);
    input.once('error', (err: Error) => transform.destroy(err));
  } else input = 'stream' in source ? source.stream : source.pipe;
  input.pipe(transform);
  return {
    output: transform,
    done: Promise.resolve(),
    kill: () => {
      transform.destroy();
      if ('file' in source) input.destroy();
    },
  };
}

/** Compression by the binding: independent frames of BINDING_FRAME_BYTES (the last one shorter). */
function binder(binding: ZstdBinding, level: number): Transform {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Compresses whole frames while there are any (and the rest too when `all`). */
  const emit = async (self: Transform, all: boolean) => {
    let rest = Buffer.concat(pending);
    pending = [];
    while (rest.length >= BINDING_FRAME_BYTES || (all && rest.length > 0)) {
      const frame = rest.subarray(0, BINDING_FRAME_BYTES);
      rest = rest.subarray(frame.length);
      self.push(await binding.compress(frame, level));
    }
    if (rest.length) pending.push(rest);
    pendingBytes = rest.length;
  };
  return new Transform({
    transform(chunk: Buffer, _e, done) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < BINDING_FRAME_BYTES) return done();
      emit(this, false).then(() => done(), done);
    },
    flush(done) {
      emit(this, true).then(() => done(), done);
    },
  });
}

/** Decompression by the binding: one frame at a time (skippable frames are skipped). */
function unbinder(binding: ZstdBinding, name: string, failed: (err: unknown) => Error): Transform {
  const splitter = new ZstdFrameSplitter(
    BINDING_FRAME_LIMIT,
    name,
    (at, bound) =>
      new CheckpointError(
        'TOO_LARGE',
        `${name} holds a zstd frame (at byte ${at}) that expands to ${bound > BINDING_FRAME_LIMIT * 4 ? 'far ' : ''}more than ${BINDING_FRAME_LIMIT / 1024 / 1024} MiB; without the zstd command such a frame would be decompressed whole in memory, so it is refused (archives the ${BINDING} binding writes have frames of ${BINDING_FRAME_BYTES / 1024 / 1024} MiB; the zstd command writes one frame per file)`,
        'install the zstd command (apt-get install zstd, brew install zstd): it decompresses any frame as a stream',
      ),
  );
  const decode = async (self: Transform, frames: ZstdFrame[]) => {
    for (const frame of frames) {
      const out = await binding.decompress(frame.data).catch((err: unknown) => {
        throw failed(`the ${BINDING} binding: ${errorMessage(err)}`);
      });
      if (out.length > frame.bound)
        throw new CheckpointError(
          'INVALID_DATA',
          `${name}: a zstd frame expanded to ${out.length} bytes, more than its headers allow (${frame.bound})`,
          'the file is damaged',
        );
      self.push(out);
    }
  };
  return new Transform({
    transform(chunk: Buffer, _e, done) {
      let frames: ZstdFrame[];
      try {
        frames = splitter.write(chunk);
      } catch (err) {
        return done(err as Error);
      }
      decode(this, frames).then(() => done(), done);
    },
    flush(done) {
      try {
        splitter.end();
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
}

function limiter(maxBytes: number | undefined, tooLarge: ((maxBytes: number) => Error) | undefined): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _e, next) {
      total += chunk.length;
      if (maxBytes !== undefined && total > maxBytes) {
        next(tooLarge?.(maxBytes) ?? new CheckpointError('TOO_LARGE', `zstd output passed ${maxBytes} bytes`));
        return;
      }
      next(null, chunk);
    },
  });
}

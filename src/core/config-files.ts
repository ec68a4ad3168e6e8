import { resolve } from 'node:path';
import { fileSchema, type FileConfig } from './config-schema.js';
import { CheckpointError, errnoCode, errorMessage } from './errors.js';
import { safeParse } from './json.js';
import { readRegularFileSync, RefusedFileError } from './regular.js';
import { applyProjectFile, WHOLE_FILE, type IgnoredSetting } from './config-trust.js';

// The checkpoint.toml files read: the user's, then the project's layered on it as far as core/config-trust.ts lets it.

/** A checkpoint.toml is a few KB: one larger than this is not one (and is not read). */
const CONFIG_MAX_BYTES = 1024 * 1024;

/**
 * The text of a configuration file; undefined when there is none. Only a regular file is read:
 * a FIFO in its place would block every command and hook for ever, /dev/zero never end, and a
 * folder is no file (an error naming it, not the defaults without a word).
 */
function readConfigText(file: string): string | undefined {
  try {
    return readRegularFileSync(file, { maxBytes: CONFIG_MAX_BYTES });
  } catch (err) {
    if (err instanceof RefusedFileError)
      throw new CheckpointError(
        'INVALID_DATA',
        err.message,
        'make it a TOML file (see the README for the keys), or remove it',
      );
    if (errnoCode(err) === 'ENOTDIR') return undefined; // a file where its folder would be (a project's .pai): no such file
    throw new CheckpointError(
      'INVALID_DATA',
      `${file}: unreadable (${errorMessage(err)})`,
      'make it readable, or remove it',
    );
  }
}

function readToml(file: string, text: string, parse: (text: string) => unknown): FileConfig {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (err) {
    throw new CheckpointError(
      'INVALID_DATA',
      `${file}: invalid TOML (${errorMessage(err).split('\n')[0]})`,
      'fix the file; see the README for the keys',
    );
  }
  const parsed = safeParse(fileSchema, JSON.parse(JSON.stringify(raw)), file);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    const keys = 'keys' in i && Array.isArray(i.keys) ? ` ${i.keys.join(', ')}` : '';
    throw new CheckpointError(
      'INVALID_DATA',
      `${file}: ${[...i.path].join('.') || '(top level)'}: ${i.code === 'unrecognized_keys' ? `unknown key${keys}` : i.code.replace(/_/g, ' ')}`,
      'see the README for the keys and their types',
    );
  }
  return parsed.data;
}

/**
 * The project's file, as far as it may change the user's (core/config-trust.ts): what it sets that
 * only the user may set is ignored and returned, never fatal, and so is a project file that cannot
 * be read or parsed (the user's settings stay in force: a repository cannot turn checkpoints off by
 * a bad file any more than by a bad key).
 */
function projectLayer(
  mine: FileConfig,
  file: string,
  text: string,
  parse: (t: string) => unknown,
): { merged: FileConfig; ignored: IgnoredSetting[]; stricterPolicy?: string | undefined } {
  let theirs: FileConfig;
  try {
    theirs = readToml(file, text, parse);
  } catch (err) {
    return { merged: mine, ignored: [{ file, key: WHOLE_FILE, why: errorMessage(err) }] };
  }
  const { merged, ignored, stricter } = applyProjectFile(
    mine as Record<string, unknown>,
    theirs as Record<string, unknown>,
    file,
  );
  const policy = stricter['approval.default_policy'];
  return { merged: merged as FileConfig, ignored, stricterPolicy: typeof policy === 'string' ? policy : undefined };
}

/**
 * The user's checkpoint.toml, then the project's layered on it (config-trust.ts decides what a project may set).
 * userOff: the user's own file turned capture off (before the project's layer).
 */
export async function readLayers(
  userFile: string,
  projectFile: string | undefined,
): Promise<{
  c: FileConfig;
  sources: string[];
  ignored: IgnoredSetting[];
  stricterPolicy: string | undefined;
  userOff: boolean;
}> {
  const sources: string[] = [];
  const ignored: IgnoredSetting[] = [];
  let parse: ((t: string) => unknown) | undefined;
  let c: FileConfig = {};
  const userText = readConfigText(userFile);
  if (userText !== undefined) {
    parse ??= (await import('smol-toml')).parse;
    c = readToml(userFile, userText, parse);
    sources.push(userFile);
  }
  const userOff = c.capture?.enabled === false;
  let stricterPolicy: string | undefined;
  if (projectFile && resolve(projectFile) !== resolve(userFile)) {
    let text: string | undefined;
    try {
      text = readConfigText(projectFile);
    } catch (err) {
      ignored.push({ file: projectFile, key: WHOLE_FILE, why: errorMessage(err) });
    }
    if (text !== undefined) {
      parse ??= (await import('smol-toml')).parse;
      const layer = projectLayer(c, projectFile, text, parse);
      c = layer.merged;
      ignored.push(...layer.ignored);
      stricterPolicy = layer.stricterPolicy;
      sources.push(projectFile);
    }
  }
  return { c, sources, ignored, stricterPolicy, userOff };
}

import { existsSync, lstatSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { createFileExclusiveSync, ensureDir, readFileIfExists, writeFileAtomicSync } from '../core/atomic.js';
import { CheckpointError, errnoCode, errorMessage } from '../core/errors.js';
import { parseKey, readKeyFile, signingKey, type Secret } from '../core/secrets.js';
import { keyringFor } from '../storage/open.js';
import type { AppContext } from './context.js';

/**
 * `pai-checkpoint key status | export | import` (issue 32: one secret moves a session). With a
 * volume key set, everything this machine signs is signed with a key derived from it, so the volume
 * key is the one secret another machine needs; without one, the user's signing key signs, and
 * these commands move it (a new or regular file only, mode 0600, never a key replaced).
 */

interface KeyStatus {
  /** The volume (encryption) key: its id and where it is set; undefined: none. */
  volume?: { id: string; source: string } | undefined;
  /** The key that signs what this machine writes now, and where it comes from. */
  signs?: { id: string; source: string; derived: boolean } | undefined;
  /** The user's own signing key file (kept to check what it signed), and its id when it exists. */
  signingFile: { path: string; id?: string | undefined };
}

export async function keyStatus(ctx: AppContext): Promise<KeyStatus> {
  const keys = (await ctx.config()).keys;
  const keyring = keyringFor(keys);
  const volume = keyring.encryption();
  const signs = keyring.signing(false);
  const own = signingKey(keys.signingFile, false);
  return {
    ...(volume ? { volume: { id: volume.id, source: volume.source } } : {}),
    ...(signs ? { signs: { id: signs.id, source: signs.source, derived: signs.volumeKeyId !== undefined } } : {}),
    signingFile: { path: keys.signingFile, ...(own ? { id: own.id } : {}) },
  };
}

/** The key to export: the volume key (`volume`), else the user's signing key. USAGE naming what is missing. */
export async function exportKey(ctx: AppContext, o: { volume?: boolean | undefined }): Promise<Secret> {
  const keys = (await ctx.config()).keys;
  if (o.volume) {
    const key = keyringFor(keys).encryption();
    if (!key)
      throw new CheckpointError(
        'USAGE',
        'no volume key is set here',
        'set [encryption] key_file in ~/.pai/checkpoint.toml (or PAI_CHECKPOINT_KEY); `pai-checkpoint key status` shows the keys',
      );
    return key;
  }
  const key = signingKey(keys.signingFile, false);
  if (!key)
    throw new CheckpointError(
      'USAGE',
      `there is no signing key here (${keys.signingFile})`,
      keys.encryption
        ? 'with a volume key set, the volume key signs: move it with `key export --volume`'
        : 'it is made with the first checkpoint',
    );
  return key;
}

/** Writes an exported key to a NEW file (0600): an existing name — a file, a FIFO, a device, a link — is never written to. */
export function writeKeyFile(path: string, key: Secret): string {
  const target = resolve(path);
  try {
    createFileExclusiveSync(dirname(target), [basename(target)], `${key.key.toString('hex')}\n`, { mode: 0o600 });
  } catch (err) {
    if (existsSync(target) || lstatIfAny(target))
      throw new CheckpointError('CONFLICT', `${target} exists: a key is written to a new file only`, 'name a new file');
    throw new CheckpointError(
      'USAGE',
      `${target}: not written (${errnoCode(err) === 'ENOENT' ? 'no such folder' : errorMessage(err)})`,
      'name a new file in an existing folder',
    );
  }
  return target;
}

function lstatIfAny(p: string): boolean {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
}

interface ImportResult {
  kind: 'volume' | 'signing';
  id: string;
  file: string;
  /** The file already held this key: nothing was written. */
  unchanged: boolean;
  /** The [encryption] key_file line added to the user's checkpoint.toml (volume keys), if one was. */
  configured?: string;
  /** What the user must still do (PAI_CHECKPOINT_KEY wins over the file; an [encryption] section without key_file). */
  note?: string;
}

/** Reads a key from `text` (a file's content or stdin) and installs it as this machine's volume or signing key. */
export async function importKey(
  ctx: AppContext,
  text: string,
  source: string,
  o: { volume?: boolean | undefined },
): Promise<ImportResult> {
  const key = parseKey(text, source);
  const keys = (await ctx.config()).keys;
  if (!o.volume) {
    const file = keys.signingFile;
    return { kind: 'signing', id: key.id, file, unchanged: installKeyFile(file, key, 'signing key') };
  }
  const configured = keys.encryption && 'file' in keys.encryption ? keys.encryption.file : undefined;
  const file = configured ?? join(ctx.paths.stateDir, 'volume.key');
  const unchanged = installKeyFile(file, key, 'volume key');
  const out: ImportResult = { kind: 'volume', id: key.id, file, unchanged };
  if (keys.encryption && 'text' in keys.encryption)
    out.note = `${keys.encryption.source} is set and wins over the file: unset it, or set it to this key`;
  else if (!configured) Object.assign(out, configureKeyFile(join(ctx.paths.paiDir, 'checkpoint.toml'), file));
  return out;
}

/** Writes the key to `file` (0600) unless it holds it already; a different key there is never replaced. True when it held it. */
function installKeyFile(file: string, key: Secret, what: string): boolean {
  let existing: Secret | undefined;
  try {
    existing = readKeyFile(file);
  } catch (err) {
    throw new CheckpointError(
      'CONFLICT',
      `${file} is there and is not a usable ${what}: ${errorMessage(err)}`,
      'move it away, then import again',
    );
  }
  if (existing?.id === key.id) return true;
  if (existing)
    throw new CheckpointError(
      'CONFLICT',
      `${file} holds another ${what} (${existing.id}); it is never replaced (what it signed or encrypted would become unreadable)`,
      `move it away if you are sure, then import again`,
    );
  ensureDir(dirname(file));
  createFileExclusiveSync(dirname(file), [basename(file)], `${key.key.toString('hex')}\n`, { mode: 0o600 });
  return false;
}

/** Adds `[encryption] key_file` to the user's own checkpoint.toml (made 0600 when new), unless it has an [encryption] section. */
function configureKeyFile(toml: string, keyFile: string): Pick<ImportResult, 'configured' | 'note'> {
  const text = readFileIfExists(toml) ?? '';
  const line = `key_file = ${JSON.stringify(keyFile)}`;
  if (/^\s*\[\s*encryption\s*\]/m.test(text)) return { note: `add ${line} to the [encryption] section of ${toml}` };
  const mode = existsSync(toml) ? statSync(toml).mode & 0o777 : 0o600;
  writeFileAtomicSync(
    toml,
    `${text}${text && !text.endsWith('\n') ? '\n' : ''}${text ? '\n' : ''}[encryption]\n${line}\n`,
    { mode },
  );
  return { configured: `${toml}: [encryption] ${line}` };
}

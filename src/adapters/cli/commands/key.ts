import { readFileSync } from 'node:fs';
import type { AppContext } from '../../../app/context.js';
import { resolve } from 'node:path';
import { exportKey, importKey, keyStatus, writeKeyFile } from '../../../app/keys.js';
import { CheckpointError, errorMessage } from '../../../core/errors.js';
import { readRegularFileSync } from '../../../core/regular.js';
import type { Output } from '../command.js';

// key status | export | import (app/keys.ts).

export interface KeyCommandOptions {
  /** status, export or import. */
  action: string;
  /** import: the file holding the key (- for stdin). */
  file?: string;
  output?: string;
  volume?: boolean;
}

const USAGE = 'pai-checkpoint key status | key export [--volume] -o <file>|- | key import [--volume] <file>|-';

export async function run(ctx: AppContext, o: KeyCommandOptions): Promise<Output> {
  switch (o.action) {
    case 'status': {
      if (o.file || o.output || o.volume)
        throw new CheckpointError('USAGE', 'key status takes no other argument', USAGE);
      const s = await keyStatus(ctx);
      const lines = [
        `Volume key: ${s.volume ? `${s.volume.id} (${s.volume.source}): parts, packs and memory are encrypted with it` : 'none (nothing is encrypted)'}`,
        `Signs: ${s.signs ? `${s.signs.id}, ${s.signs.derived ? `derived from the volume key: another machine needs the volume key only (\`key export --volume\`)` : `the signing key ${s.signingFile.path}: another machine needs it (\`key export\`)`}` : `nothing yet (${s.signingFile.path} is made with the first checkpoint)`}`,
        ...(s.signs?.derived && s.signingFile.id
          ? [
              `Signing key file: ${s.signingFile.id} (${s.signingFile.path}): kept to check what it signed before the volume key was set`,
            ]
          : []),
      ];
      return { data: s, text: lines.join('\n') };
    }
    case 'export': {
      if (o.file)
        throw new CheckpointError(
          'USAGE',
          `key export takes no file argument ("${o.file}")`,
          'give the file with -o <file> (or -o - for stdout)',
        );
      if (!o.output)
        throw new CheckpointError(
          'USAGE',
          'key export needs -o <file> (or -o - to print it): a key is a secret, it is not printed unasked',
          USAGE,
        );
      const key = await exportKey(ctx, o);
      const what = o.volume ? 'volume key' : 'signing key';
      if (o.output === '-')
        return { data: { kind: o.volume ? 'volume' : 'signing', id: key.id }, text: key.key.toString('hex') };
      const file = writeKeyFile(resolve(ctx.cwd, o.output), key);
      return {
        data: { kind: o.volume ? 'volume' : 'signing', id: key.id, file },
        text: `Wrote the ${what} ${key.id} to ${file} (mode 600). Copy it to the other machine and run \`pai-checkpoint key import${o.volume ? ' --volume' : ''} <file>\` there; then delete this copy.`,
      };
    }
    case 'import': {
      if (o.output) throw new CheckpointError('USAGE', 'key import takes no -o', USAGE);
      if (!o.file) throw new CheckpointError('USAGE', 'key import needs the file holding the key (- for stdin)', USAGE);
      const text = o.file === '-' ? readStdin() : readKeyText(resolve(ctx.cwd, o.file));
      const r = await importKey(ctx, text, o.file === '-' ? 'stdin' : o.file, o);
      const said = r.unchanged
        ? `${r.file} already holds the ${r.kind} key ${r.id}: nothing changed.`
        : `Installed the ${r.kind} key ${r.id} as ${r.file} (mode 600).`;
      return {
        data: r,
        text: [said, r.configured && `Set ${r.configured}.`, r.note && `Still to do: ${r.note}.`]
          .filter(Boolean)
          .join('\n'),
      };
    }
    default:
      throw new CheckpointError('USAGE', `unknown key action "${o.action}"`, USAGE);
  }
}

function readStdin(): string {
  try {
    return readFileSync(0, 'utf8');
  } catch (err) {
    throw new CheckpointError(
      'USAGE',
      `could not read the key from stdin: ${errorMessage(err)}`,
      'pipe the key file in, or give its path',
    );
  }
}

/** A key file to import: a regular file of at most a few hundred bytes (a FIFO or a device is not read). */
function readKeyText(path: string): string {
  let text: string | undefined;
  try {
    text = readRegularFileSync(path, { maxBytes: 4096 });
  } catch (err) {
    throw new CheckpointError('USAGE', `${path}: ${errorMessage(err)}`, 'give the file `key export` wrote');
  }
  if (text === undefined)
    throw new CheckpointError('USAGE', `${path}: no such file`, 'give the file `key export` wrote');
  return text;
}

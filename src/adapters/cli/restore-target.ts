import { captureCheckpoint } from '../../domain/capture/create.js';
import type { Manifest } from '../../domain/volume/manifest.js';
import { defaultTarget, type SafetyCheckpoint } from '../../domain/restore/restore.js';
import { assertRestoreTarget, realPathOf } from '../../domain/restore/target.js';
import { CheckpointError } from '../../core/errors.js';
import { resolveClaudeDir } from '../../core/paths.js';
import { confirm, currentProject, type CliEnv } from './context.js';
import { volumeFor, withSessionLock } from './volume.js';
import { homedir } from 'node:os';
import { resolve } from 'node:path';

/**
 * Where a restore, rollback or resume of checkpoint `m` writes. `--to` is the user's own choice.
 * Without it, the folder the manifest records — which anyone who can write the volume can forge —
 * is used only when it is the current project, or when the user confirms that exact path (a yes
 * on the terminal, or --yes). Either way, restore.ts refuses the home, its hidden folders and
 * system folders.
 */
export async function chooseTarget(cli: CliEnv, m: Manifest, o: { to?: string | undefined; yes?: boolean | undefined; action: string }): Promise<string> {
  const home = cli.env['HOME'] || homedir();
  if (o.to) return assertRestoreTarget(resolve(cli.cwd, o.to), home);
  const recorded = defaultTarget(m);
  if (!recorded) throw new CheckpointError('USAGE', `checkpoint ${m.id} records no workspace folder`, 'pass --to <dir>');
  const target = assertRestoreTarget(recorded, home);
  if (realPathOf(target) === realPathOf(currentProject(cli))) return target;
  if (!(await confirm(cli, `${o.action} into ${target} (where checkpoint ${m.id} was taken)?`, o.yes))) {
    throw new CheckpointError('USAGE', `not confirmed: nothing was written to ${target}`, `pass --to <dir> to choose the folder, or run it from ${target}`);
  }
  return target;
}

/**
 * A safety checkpoint of `dir` before its files are overwritten: named (retention keeps it) and
 * marked as safety in its provenance, so it never outranks the session's own checkpoints when a
 * session is resumed. Returns what its archive holds: only that may be replaced.
 */
export function safetyCapture(cli: CliEnv, sessionId: string, name: string) {
  return async (dir: string): Promise<SafetyCheckpoint> => {
    const { config, store } = await volumeFor(cli);
    const r = await withSessionLock(cli, sessionId, () =>
      captureCheckpoint(store, { sessionId, trigger: 'manual', cwd: dir, name, provenance: { kind: 'safety', reason: name } }, { config, env: cli.env, claudeDir: resolveClaudeDir(cli.env), stateDir: cli.paths.stateDir, now: cli.now }),
    );
    return { id: r.manifest.id, held: new Set(r.archived) };
  };
}

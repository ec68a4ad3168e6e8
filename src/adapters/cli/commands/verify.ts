import type { AppContext } from '../../../app/context.js';
import { verify, type VerifyOptions, type VerifyReport } from '../../../app/verify.js';
import { EXIT } from '../../../core/errors.js';
import type { Output } from '../command.js';

export async function run(ctx: AppContext, o: VerifyOptions): Promise<Output> {
  const r = await verify(ctx, o);
  return { data: r, text: printVerify(r), exitCode: r.ok ? EXIT.OK : EXIT.INVALID_DATA };
}

export function printVerify(r: VerifyReport): string {
  const lines = r.results.map((x) => {
    const notes = [
      x.signature === 'signed' ? 'signed' : '',
      x.checked === 'sizes'
        ? `encrypted with key ${x.encryptedWith}, not set here: parts found and sized, not re-hashed`
        : '',
    ]
      .filter(Boolean)
      .join('; ');
    return x.ok
      ? `ok    ${x.id} (${x.sessionId})${notes ? `: ${notes}` : ''}`
      : `FAIL  ${x.id} (${x.sessionId}): ${x.problems.map((p) => `${p.part}: ${p.error}`).join('; ')}`;
  });
  for (const o of r.orphans)
    lines.push(
      `${o.removed ? 'removed' : 'orphan'}  ${o.id} (${o.sessionId}): a capture that never finished${o.removed ? '' : ' — `verify --all --repair` removes it'}`,
    );
  if (r.results.length === 0) lines.push('No session checkpoints.');
  lines.push(r.ok ? `${r.results.length} checkpoint(s) verified.` : failedLine(r));
  return lines.join('\n');
}

/** What the failures mean and what to do: a damaged checkpoint is passed over or deleted; one written by a newer version is only unreadable here. */
function failedLine(r: VerifyReport): string {
  const failed = r.results.filter((x) => !x.ok);
  const newer = failed.filter((x) => x.newerVersion).length;
  const them = newer === 1 ? 'it' : 'them';
  const upgrade = `written by a newer pai-checkpoint (not damaged): upgrade pai-checkpoint to read ${them}; do not delete ${them}`;
  const head = `${failed.length} of ${r.results.length} checkpoint(s) failed`;
  if (newer === failed.length) return `${head}: ${upgrade}.`;
  return `${head}: resume falls back to the parent; \`pai-checkpoint delete <id>\` removes one.${newer ? ` ${newer} of them ${newer === 1 ? 'was' : 'were'} ${upgrade}.` : ''}`;
}

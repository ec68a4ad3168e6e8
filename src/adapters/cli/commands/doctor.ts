import type { AppContext } from '../../../app/context.js';
import { doctor, type CheckLevel, type DoctorResult } from '../../../app/doctor.js';
import { EXIT } from '../../../core/errors.js';
import type { Output } from '../command.js';
import { cliPath, VERSION } from '../version.js';

export async function run(ctx: AppContext): Promise<Output> {
  const r = await doctor(ctx, { cliPath: cliPath(), version: VERSION });
  return { data: r, text: printDoctor(r), exitCode: r.healthy ? EXIT.OK : EXIT.INVALID_DATA };
}

const ICON: Record<CheckLevel, string> = { ok: 'ok  ', info: 'info', warn: 'WARN', fail: 'FAIL' };

export function printDoctor(r: DoctorResult): string {
  const lines = [`pai-checkpoint ${r.version}`];
  for (const c of r.checks) lines.push(`${ICON[c.level]}  ${c.name}: ${c.detail}`);
  lines.push(
    r.off
      ? 'Not checked: pai-checkpoint is off in this project.'
      : r.healthy
        ? 'Healthy.'
        : 'Problems found (FAIL above).',
  );
  return lines.join('\n');
}

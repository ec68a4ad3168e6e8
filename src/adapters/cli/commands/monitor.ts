import type { AppContext } from '../../../app/context.js';
import { Monitor, type MonitorEvent } from '../../../app/orchestrator.js';
import type { MonitorMode } from '../../../core/config.js';
import { CheckpointError } from '../../../core/errors.js';
import { inertJson } from '../../../core/inert.js';
import { MONITOR_MODES } from '../../../core/config.js';
import { tmuxInstalled } from '../../../platform/tmux.js';
import type { Output } from '../command.js';
import { printErr, printOut, type CliEnv } from '../context.js';

export interface MonitorCliOptions {
  once?: boolean;
  /** One pass that says what would be done for each session; nothing started, nothing written. */
  dryRun?: boolean;
  json?: boolean;
  mode?: string;
  printSystemdUnit?: boolean;
}

/**
 * `pai-checkpoint monitor`: runs in the foreground until SIGTERM or SIGINT (a resume under way
 * finishes first), printing one line per state change of a session — JSON with --json — as it
 * happens; warnings go to stderr as they come.
 */
export async function run(ctx: AppContext, o: MonitorCliOptions, cli: CliEnv): Promise<Output> {
  if (o.printSystemdUnit) {
    const unit = systemdUnit(cli, ctx.env);
    return { data: { unit }, text: unit.trimEnd() };
  }
  if (o.mode !== undefined && !(MONITOR_MODES as readonly string[]).includes(o.mode))
    throw new CheckpointError('USAGE', `--mode must be ${MONITOR_MODES.join(', ')}, got "${o.mode}"`);
  const config = await ctx.config();
  const store = await ctx.volume();
  const tmux = await tmuxInstalled();
  const mode = (o.mode as MonitorMode | undefined) ?? config.monitor.mode ?? (tmux ? 'tmux' : 'notify');
  if (mode === 'tmux' && !tmux)
    throw new CheckpointError(
      'USAGE',
      'mode tmux: tmux is not installed here',
      'install tmux, or run with --mode headless or --mode notify ([monitor] mode)',
    );
  const live: AppContext = { ...ctx, warn: (m) => printErr(`warning: ${m}\n`) };
  const monitor = new Monitor(
    live,
    store,
    config.monitor,
    mode,
    (e) => printOut(`${o.json ? inertJson(e) : line(e)}\n`),
    { dryRun: Boolean(o.dryRun) },
  );
  const stop = () => monitor.stop();
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  const m = config.monitor;
  if (!o.json)
    printErr(
      `${o.dryRun ? 'Dry run (nothing is started or written): looking at' : 'Watching'} ${store.location}${o.once || o.dryRun ? ' once' : ` every ${m.pollSeconds} s`}: DEAD after ${m.timeoutSeconds} s of silence, resumed ${m.resumeDelaySeconds} s later (mode ${mode}, into ${m.workspaceRoot}).\n`,
    );
  try {
    await monitor.run(Boolean(o.once || o.dryRun));
  } finally {
    process.off('SIGTERM', stop);
    process.off('SIGINT', stop);
  }
  return { data: null, text: '', streamed: true };
}

/** A state change for people: time, session, the change, why; then how to reach a resumed session. */
function line(e: MonitorEvent): string {
  const out = [`${e.at.slice(11, 19)}  ${e.session}  ${e.previous ? `${e.previous} → ` : ''}${e.state}  ${e.reason}`];
  if (e.checkpoint) out.push(`    from checkpoint ${e.checkpoint}${e.folder ? ` into ${e.folder}` : ''}`);
  for (const w of e.warnings ?? []) out.push(`    warning: ${w}`);
  if (e.command)
    out.push(
      `    ${e.state === 'NOTIFIED' || e.state === 'WOULD_RESUME' ? 'to resume' : 'runs'}: ${e.command.join(' ')}`,
    );
  if (e.attach) out.push(`    attach: ${e.attach}`);
  if (e.log) out.push(`    output: ${e.log}`);
  return out.join('\n');
}

/**
 * A systemd user unit that runs the monitor (docs/pai-checkpoint-monitor.service is the same with
 * placeholders). KillMode=process: stopping the monitor must not take the tmux server and the
 * sessions it resumed with it (they run in its cgroup).
 */
export function systemdUnit(cli: CliEnv, env: Record<string, string | undefined>): string {
  const quote = (s: string) => (/[\s"\\]/.test(s) ? JSON.stringify(s) : s);
  const pass = ['PAI_DIR', 'PAI_CHECKPOINT_VOLUME', 'AWS_PROFILE', 'AWS_REGION', 'AWS_ENDPOINT_URL_S3', 'PATH'].filter(
    (k) => env[k],
  );
  return [
    '# ~/.config/systemd/user/pai-checkpoint-monitor.service',
    '# systemctl --user daemon-reload && systemctl --user enable --now pai-checkpoint-monitor',
    '# (loginctl enable-linger "$USER" keeps it running while you are logged out)',
    '[Unit]',
    'Description=pai-checkpoint monitor: resumes Claude Code sessions whose heartbeat stopped',
    'Wants=network-online.target',
    'After=network-online.target',
    '',
    '[Service]',
    'Type=simple',
    `ExecStart=${quote(process.execPath)} ${quote(cli.cliPath ?? 'pai-checkpoint')} monitor`,
    ...pass.map((k) => `Environment=${quote(`${k}=${env[k]}`)}`),
    'Restart=on-failure',
    'RestartSec=10',
    '# Only the monitor is stopped: the tmux sessions and claude processes it started keep running.',
    'KillMode=process',
    'TimeoutStopSec=120',
    '',
    '[Install]',
    'WantedBy=default.target',
    '',
  ].join('\n');
}

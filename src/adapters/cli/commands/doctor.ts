import { accessSync, constants, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { errorMessage } from '../../../core/errors.js';
import { breakIfStale } from '../../../core/lock.js';
import { CAPTURE_LEASE_MS } from '../../../domain/session/queue.js';
import { readCheckpointRef } from '../../../domain/records/seed.js';
import { findRecord, scanCheckpoints } from '../../../domain/records/api.js';
import { listSessionIds, loadSession } from '../../../domain/session/state.js';
import { DEFAULT_STALE_MS, sessionStatus } from '../../../domain/session/resume.js';
import { formatBytes, type CliEnv } from '../context.js';
import { dispatcherPath, dispatcherTarget } from './setup.js';
import { listSessions, loadIndex } from '../../../domain/volume/store.js';
import { volumeFor } from '../volume.js';

export type CheckLevel = 'ok' | 'info' | 'warn' | 'fail';

export interface Check {
  name: string;
  level: CheckLevel;
  detail: string;
}

export interface DoctorResult {
  version: string;
  checks: Check[];
  healthy: boolean;
}

function writable(dir: string): string | undefined {
  try {
    if (!existsSync(dir)) return undefined;
    accessSync(dir, constants.W_OK);
    return undefined;
  } catch (err) {
    return errorMessage(err);
  }
}

/**
 * Stale lock files in `dir`, removed (by the rule every lock taker applies: its process is gone, or
 * its lease ran out): `path (why)` for each.
 */
function clearStaleLocks(dir: string, leaseMs?: number): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.lock'));
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const n of names) {
    const why = breakIfStale(join(dir, n), leaseMs);
    if (why) out.push(`${join(dir, n)} (${why})`);
  }
  return out;
}

export async function doctor(cli: CliEnv, options: { cliPath: string; version: string }): Promise<DoctorResult> {
  const checks: Check[] = [];
  const add = (name: string, level: CheckLevel, detail: string) => checks.push({ name, level, detail });
  const { paths } = cli;

  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  add('node', major > 20 || (major === 20 && minor >= 17) ? 'ok' : 'fail', `${process.version} at ${process.execPath} (needs >= 20.17)`);

  for (const [name, dir] of [['PAI dir', paths.paiDir], ['records dir', paths.checkpointsDir], ['events dir', paths.eventsDir], ['state dir', paths.stateDir]] as const) {
    const problem = writable(dir);
    if (problem) add(name, 'fail', `${dir}: not writable (${problem})`);
    else add(name, existsSync(dir) ? 'ok' : 'info', existsSync(dir) ? dir : `${dir} (created on first use)`);
  }

  let staleMs = DEFAULT_STALE_MS;
  try {
    const { config, store } = await volumeFor(cli);
    staleMs = config.session.staleSeconds * 1000;
    add('configuration', 'ok', config.sources.length ? config.sources.join(', ') : 'defaults (no checkpoint.toml)');
    const sessions = await listSessions(store);
    let count = 0;
    let failed = 0;
    for (const s of sessions) {
      for (const e of (await loadIndex(store, s)).checkpoints) {
        count++;
        if (e.verified && !e.verified.ok) failed++;
      }
    }
    const bytes = count ? await store.usage?.('').catch(() => undefined) : undefined;
    const onDisk = bytes !== undefined ? `, ${formatBytes(bytes)} on disk (\`pai-checkpoint usage\`)` : '';
    const st = statSync(config.volume.path, { throwIfNoEntry: false });
    const problem = st && !st.isDirectory() ? 'it is a file, not a folder' : writable(config.volume.path);
    add('volume', problem ? 'fail' : failed ? 'warn' : 'ok', problem ? `${config.volume.path}: ${problem.startsWith('it is') ? problem : `not writable (${problem})`}: no session checkpoint can be taken` : `${config.volume.path}: ${count} session checkpoint(s) in ${sessions.length} session(s)${onDisk}${failed ? `, ${failed} failed verification (\`pai-checkpoint verify --all\`)` : ''}`);
  } catch (err) {
    add('configuration', 'fail', errorMessage(err));
  }

  const scan = scanCheckpoints({}, { checkpointsDir: paths.checkpointsDir });
  const open = scan.records.filter((r) => !r.record.completed).length;
  add('records', 'ok', `${scan.records.length} record(s), ${open} unfinished`);
  if (scan.problems.length > 0) {
    add('invalid records', 'warn', scan.problems.slice(0, 5).map((p) => `${p.file}: ${p.error}`).join('; ') + (scan.problems.length > 5 ? ` (+${scan.problems.length - 5} more)` : ''));
  }

  try {
    const ref = readCheckpointRef(paths.seedPath);
    if (!existsSync(paths.seedPath)) add('seed.json', 'info', `${paths.seedPath} not found (pai-seed not set up; checkpointRef is skipped)`);
    else if (ref === undefined) add('seed.json', 'ok', `${paths.seedPath}: no checkpointRef`);
    else if (findRecord(paths.checkpointsDir, ref)) add('seed.json', 'ok', `${paths.seedPath}: checkpointRef ${ref}`);
    else add('seed.json', 'warn', `${paths.seedPath}: checkpointRef ${ref} names no record (cleaned up or lost)`);
  } catch (err) {
    add('seed.json', 'fail', errorMessage(err));
  }

  const locks = [...clearStaleLocks(paths.sessionsDir), ...clearStaleLocks(join(paths.stateDir, 'captures'), CAPTURE_LEASE_MS), ...clearStaleLocks(dirname(paths.seedPath)), ...clearStaleLocks(paths.checkpointsDir)];
  add('locks', locks.length ? 'warn' : 'ok', locks.length ? `cleared ${locks.length} stale lock(s): ${locks.join(', ')}` : 'no stale locks');

  const now = cli.now().getTime();
  const counts = { running: 0, ended: 0, crashed: 0, unknown: 0 };
  for (const id of listSessionIds(paths)) counts[sessionStatus(loadSession(paths, id), now, staleMs)]++;
  add('sessions', 'ok', `${counts.running} running, ${counts.ended} ended, ${counts.crashed} crashed`);

  const dPath = dispatcherPath(cli.env);
  if (!existsSync(dPath)) {
    add('/checkpoint dispatcher', 'info', `not installed (${dPath}); run \`pai-checkpoint setup\` or /checkpoint:setup`);
  } else {
    const target = dispatcherTarget(readFileSync(dPath, 'utf8'));
    if (!target) add('/checkpoint dispatcher', 'warn', `${dPath} is not pai-checkpoint's: /checkpoint runs that file`);
    else if (!existsSync(target)) add('/checkpoint dispatcher', 'fail', `${dPath} points at ${target}, which is gone; run \`pai-checkpoint setup\` again`);
    else add('/checkpoint dispatcher', 'ok', `${dPath} → ${target}`);
  }

  const pluginRoot = dirname(dirname(options.cliPath));
  const hooksJson = join(pluginRoot, 'hooks', 'hooks.json');
  add('plugin', existsSync(hooksJson) ? 'ok' : 'warn', existsSync(hooksJson) ? `${pluginRoot} (v${options.version})` : `${hooksJson} not found: is this CLI inside the plugin?`);

  try {
    const v = execFileSync('claude', ['--version'], { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    add('claude', 'ok', v);
  } catch {
    add('claude', 'info', 'claude not on PATH');
  }

  try {
    const day = new Date(now - 86_400_000).toISOString();
    const errors = readFileSync(paths.logFile, 'utf8').split('\n').filter((l) => l.includes(' error: ') && l.slice(0, 24) >= day);
    add('hook errors (24 h)', errors.length ? 'warn' : 'ok', errors.length ? `${errors.length} in ${paths.logFile}; last: ${errors.at(-1)?.slice(0, 200)}` : 'none');
  } catch {
    add('hook errors (24 h)', 'ok', 'none (no log yet)');
  }

  return { version: options.version, checks, healthy: !checks.some((c) => c.level === 'fail') };
}

const ICON: Record<CheckLevel, string> = { ok: 'ok  ', info: 'info', warn: 'WARN', fail: 'FAIL' };

export function printDoctor(r: DoctorResult): string {
  const lines = [`pai-checkpoint ${r.version}`];
  for (const c of r.checks) lines.push(`${ICON[c.level]}  ${c.name}: ${c.detail}`);
  lines.push(r.healthy ? 'Healthy.' : 'Problems found (FAIL above).');
  return lines.join('\n');
}

import { ignoredNotice } from '../core/config-trust.js';
import { accessSync, constants, existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { errorMessage } from '../core/errors.js';
import { cliOnPath } from '../core/hint.js';
import { breakIfStale } from '../core/lock.js';
import { findRecord, scanCheckpoints } from '../domain/records/api.js';
import { readCheckpointRef } from '../domain/records/seed.js';
import { CAPTURE_LEASE_MS } from '../domain/session/queue.js';
import { DEFAULT_STALE_MS } from '../domain/session/resume.js';
import { captureOff, lifecycleOf, type Lifecycle } from '../domain/session/lifecycle.js';
import { inHookReason, SIDECAR_LEASE_MS, sidecarDir, sidecarPid } from '../domain/session/sidecar-files.js';
import { listSessionIds, loadSession } from '../domain/session/state.js';
import { listSessions } from '../domain/volume/read.js';
import { loadIndex } from '../domain/volume/session-index.js';
import type { StorageBackend } from '../storage/backend.js';
import { keyringOf, type Keyring } from '../storage/sealed.js';
import type { AppContext } from './context.js';
import { formatBytes } from './format.js';
import { dispatcherPath, dispatcherTarget, userBinDir } from './setup.js';

export type CheckLevel = 'ok' | 'info' | 'warn' | 'fail';

interface Check {
  name: string;
  level: CheckLevel;
  detail: string;
}

export interface DoctorResult {
  version: string;
  checks: Check[];
  healthy: boolean;
  /** pai-checkpoint is off in this project (naming the file): nothing else was checked for it. */
  off?: string;
}

interface DoctorOptions {
  /** The CLI file that runs (its plugin is checked). */
  cliPath: string;
  version: string;
}

/** One health check: what it found, as one or more lines. */
type CheckFn = (ctx: AppContext, o: DoctorOptions) => Check | Check[] | Promise<Check | Check[]>;

const check = (name: string, level: CheckLevel, detail: string): Check => ({ name, level, detail });

/** Every check, in the order they are shown. */
const CHECKS: CheckFn[] = [
  checkNode,
  checkDirs,
  checkVolume,
  checkRecords,
  checkSeed,
  checkLocks,
  checkSessions,
  checkSidecars,
  checkDispatcher,
  checkCommand,
  checkPlugin,
  checkClaude,
  checkHookErrors,
];

/** Health checks: configuration, volume, paths, versions, records, seed.json, locks (stale ones cleared), sessions, dispatcher, hook errors. */
export async function doctor(ctx: AppContext, options: DoctorOptions): Promise<DoctorResult> {
  // Capture off in this project: that is the whole report (a sidecar or a volume would be checked for nothing).
  const off = await ctx.config().then(captureOff, () => undefined);
  if (off)
    return {
      version: options.version,
      checks: [
        check(
          'capture',
          'info',
          `${off}; nothing is recorded or checkpointed for ${ctx.project}, and nothing else was checked`,
        ),
      ],
      healthy: true,
      off,
    };
  const checks: Check[] = [];
  for (const fn of CHECKS) checks.push(...[await fn(ctx, options)].flat());
  return { version: options.version, checks, healthy: !checks.some((c) => c.level === 'fail') };
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

function checkNode(): Check {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  return check(
    'node',
    major > 20 || (major === 20 && minor >= 17) ? 'ok' : 'fail',
    `${process.version} at ${process.execPath} (needs >= 20.17)`,
  );
}

function checkDirs({ paths }: AppContext): Check[] {
  const dirs = [
    ['PAI dir', paths.paiDir],
    ['records dir', paths.checkpointsDir],
    ['events dir', paths.eventsDir],
    ['state dir', paths.stateDir],
  ] as const;
  return dirs.map(([name, dir]) => {
    const problem = writable(dir);
    if (problem) return check(name, 'fail', `${dir}: not writable (${problem})`);
    return check(name, existsSync(dir) ? 'ok' : 'info', existsSync(dir) ? dir : `${dir} (created on first use)`);
  });
}

/** The configuration, and the volume it names. */
async function checkVolume(ctx: AppContext): Promise<Check[]> {
  const out: Check[] = [];
  try {
    const config = await ctx.config();
    const store = await ctx.volume();
    out.push(
      check('configuration', 'ok', config.sources.length ? config.sources.join(', ') : 'defaults (no checkpoint.toml)'),
    );
    const ignored = ignoredNotice(config.ignored);
    if (ignored) out.push(check('project configuration', 'warn', ignored));
    out.push(await volumeCheck(store, store.location));
    const keyring = keyringOf(store);
    if (keyring) out.push(...keyChecks(keyring, store.location.startsWith('/')));
  } catch (err) {
    out.push(check('configuration', 'fail', errorMessage(err)));
  }
  return out;
}

/** What keeps a local volume from being written, or undefined. */
function localProblem(path: string): string | undefined {
  const st = statSync(path, { throwIfNoEntry: false });
  if (st && !st.isDirectory()) return 'it is a file, not a folder';
  const denied = writable(path);
  return denied ? `not writable (${denied})` : undefined;
}

/**
 * A remote volume's probe: an object put, read back, listed and deleted. Returns what failed, in
 * the backend's words (bucket, credentials, permission, endpoint, clock), or undefined.
 */
async function probeRemote(store: StorageBackend): Promise<string | undefined> {
  const key = `probe/doctor-${process.pid}-${Date.now()}.json`;
  const body = `{"probe":${Date.now()}}`;
  let step = 'put';
  try {
    await store.put(key, body);
    step = 'get';
    if ((await store.get(key))?.toString() !== body)
      return `get ${key}: the object read back differs from the one written`;
    step = 'list';
    if (!(await store.list('probe/')).includes(key)) return `list probe/: the object written is not listed`;
    step = 'delete';
    await store.delete(key);
    return undefined;
  } catch (err) {
    return `${step} failed: ${errorMessage(err)}`;
  }
}

/**
 * A remote volume's conditional writes: a fresh probe object is created, then created again, which
 * must be refused (it is there). Not every S3-compatible store honours If-None-Match: one that
 * ignores it answers the second create with success, and then two monitors racing for one session
 * (a lease is such a create) both win. Returns what is wrong, and what it breaks, or undefined.
 */
async function probeCreate(store: StorageBackend): Promise<string | undefined> {
  const key = `probe/doctor-${process.pid}-${Date.now()}-create.json`;
  const monitor = '`pai-checkpoint monitor` cannot take a session over on it';
  try {
    if (!(await store.create(key, '{"probe":"create"}')))
      return `create ${key}: a new object was refused as if it were there: ${monitor}`;
    if (await store.create(key, '{"probe":"again"}'))
      return 'it ignores conditional writes (If-None-Match): two `pai-checkpoint monitor` processes on it could both take over one session; run only one monitor on it';
    return undefined;
  } catch (err) {
    return `create failed: ${errorMessage(err)}: ${monitor}`;
  } finally {
    await store.delete(key).catch(() => undefined);
  }
}

/** The volume: a writable folder (a remote one: probed, its conditional writes too), how many checkpoints it holds, how many failed verification. */
async function volumeCheck(store: StorageBackend, path: string): Promise<Check> {
  const local = path.startsWith('/');
  const problem = local ? localProblem(path) : await probeRemote(store);
  if (problem) return check('volume', 'fail', `${path}: ${problem}: no session checkpoint can be taken`);
  const unconditional = local ? undefined : await probeCreate(store);
  if (unconditional) return check('volume', 'fail', `${path}: ${unconditional}`);
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
  return check(
    'volume',
    failed ? 'warn' : 'ok',
    `${path}: ${count} session checkpoint(s) in ${sessions.length} session(s)${onDisk}${failed ? `, ${failed} failed verification (\`pai-checkpoint verify --all\`)` : ''}`,
  );
}

/** The user's keys: encryption (on, with its id and source; off; unreadable) and the signing key. */
function keyChecks(keyring: Keyring, local: boolean): Check[] {
  const out: Check[] = [];
  try {
    const key = keyring.encryption();
    if (key) out.push(check('encryption', 'ok', `on: key ${key.id} from ${key.source}`));
    else
      out.push(
        check(
          'encryption',
          local ? 'ok' : 'warn',
          `off${local ? '' : ': parts and packs go to the remote volume unencrypted (set [encryption] key_file, see the README)'}`,
        ),
      );
  } catch (err) {
    out.push(check('encryption', 'fail', `${errorMessage(err)}: no session checkpoint can be taken`));
  }
  try {
    const signing = keyring.signing(false);
    const detail = !signing
      ? `${keyring.signingPath} is made with the first checkpoint`
      : signing.volumeKeyId
        ? `key ${signing.id}, derived from the volume key: another machine needs the volume key only (\`key export --volume\`)`
        : `key ${signing.id} (${keyring.signingPath}); move it to your other machines with \`key export\` / \`key import\` to resume there`;
    out.push(check('signing key', 'ok', detail));
  } catch (err) {
    out.push(check('signing key', 'fail', errorMessage(err)));
  }
  return out;
}

function checkRecords({ paths }: AppContext): Check[] {
  const scan = scanCheckpoints({}, { checkpointsDir: paths.checkpointsDir });
  const open = scan.records.filter((r) => !r.record.completed).length;
  const out = [check('records', 'ok', `${scan.records.length} record(s), ${open} unfinished`)];
  if (scan.problems.length > 0) {
    out.push(
      check(
        'invalid records',
        'warn',
        scan.problems
          .slice(0, 5)
          .map((p) => `${p.file}: ${p.error}`)
          .join('; ') + (scan.problems.length > 5 ? ` (+${scan.problems.length - 5} more)` : ''),
      ),
    );
  }
  return out;
}

function checkSeed({ paths }: AppContext): Check {
  try {
    const ref = readCheckpointRef(paths.seedPath);
    if (!existsSync(paths.seedPath))
      return check('seed.json', 'info', `${paths.seedPath} not found (pai-seed not set up; checkpointRef is skipped)`);
    if (ref === undefined) return check('seed.json', 'ok', `${paths.seedPath}: no checkpointRef`);
    if (findRecord(paths.checkpointsDir, ref))
      return check('seed.json', 'ok', `${paths.seedPath}: checkpointRef ${ref}`);
    return check('seed.json', 'warn', `${paths.seedPath}: checkpointRef ${ref} names no record (cleaned up or lost)`);
  } catch (err) {
    return check('seed.json', 'fail', errorMessage(err));
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

function checkLocks({ paths }: AppContext): Check {
  const locks = [
    ...clearStaleLocks(paths.sessionsDir),
    ...clearStaleLocks(join(paths.stateDir, 'captures'), CAPTURE_LEASE_MS),
    ...clearStaleLocks(sidecarDir(paths), SIDECAR_LEASE_MS),
    ...clearStaleLocks(dirname(paths.seedPath)),
    ...clearStaleLocks(paths.checkpointsDir),
  ];
  return check(
    'locks',
    locks.length ? 'warn' : 'ok',
    locks.length ? `cleared ${locks.length} stale lock(s): ${locks.join(', ')}` : 'no stale locks',
  );
}

async function checkSessions(ctx: AppContext): Promise<Check> {
  // The configured staleness; the default when the configuration cannot be read (reported above).
  const staleMs = await ctx.config().then(
    (c) => c.session.staleSeconds * 1000,
    () => DEFAULT_STALE_MS,
  );
  const now = ctx.now().getTime();
  const counts: Partial<Record<Lifecycle, number>> = {};
  for (const id of listSessionIds(ctx.paths)) {
    const l = lifecycleOf(loadSession(ctx.paths, id), now, staleMs);
    counts[l] = (counts[l] ?? 0) + 1;
  }
  const more = (['interrupted', 'carried_over', 'disabled'] as const)
    .filter((l) => counts[l])
    .map((l) => `, ${counts[l]} ${l.replace('_', ' ')}`)
    .join('');
  return check(
    'sessions',
    'ok',
    `${counts.running ?? 0} running, ${counts.ended ?? 0} ended, ${counts.crashed ?? 0} crashed${more}`,
  );
}

/**
 * Every running session should have its sidecar; a session whose sidecar could not be started (or
 * is turned off) has its phases recorded by the hooks at the end of each turn instead: said here
 * with the reason.
 */
async function checkSidecars(ctx: AppContext): Promise<Check> {
  const staleMs = await ctx.config().then(
    (c) => c.session.staleSeconds * 1000,
    () => DEFAULT_STALE_MS,
  );
  const now = ctx.now().getTime();
  let running = 0;
  const without: string[] = [];
  for (const id of listSessionIds(ctx.paths)) {
    if (lifecycleOf(loadSession(ctx.paths, id), now, staleMs) !== 'running') continue;
    if (sidecarPid(ctx.paths, id) !== undefined) running++;
    else without.push(`${id.slice(0, 8)} (${inHookReason(ctx.paths, id) ?? 'not running; the next hook starts it'})`);
  }
  if (without.length === 0) return check('sidecars', 'ok', `${running} running, one per running session`);
  return check(
    'sidecars',
    'warn',
    `${running} running; ${without.length} running session(s) without one, their phases recorded at each turn's end: ${without.slice(0, 5).join(', ')}`,
  );
}

function checkDispatcher(ctx: AppContext): Check {
  const path = dispatcherPath(ctx.env);
  if (!existsSync(path))
    return check('/checkpoint dispatcher', 'info', `not installed (${path}); run \`pai-checkpoint setup\``);
  const target = dispatcherTarget(readFileSync(path, 'utf8'));
  if (!target)
    return check('/checkpoint dispatcher', 'warn', `${path} is not pai-checkpoint's: /checkpoint runs that file`);
  if (!existsSync(target))
    return check(
      '/checkpoint dispatcher',
      'fail',
      `${path} points at ${target}, which is gone; run \`pai-checkpoint setup\` again`,
    );
  return check('/checkpoint dispatcher', 'ok', `${path} → ${target}`);
}

/** `pai-checkpoint` as a command in a terminal: on PATH, linked by `setup` but its folder off PATH, or neither. */
function checkCommand(ctx: AppContext, o: DoctorOptions): Check {
  const name = 'pai-checkpoint command';
  if (cliOnPath(o.cliPath, ctx.env['PATH'])) return check(name, 'ok', 'on PATH');
  const link = join(userBinDir(ctx.env), 'pai-checkpoint');
  let linked = false;
  try {
    linked = realpathSync(link) === realpathSync(o.cliPath);
  } catch {
    // no link, or one to a file that is gone
  }
  if (linked)
    return check(
      name,
      'info',
      `${link} is this CLI, but ${dirname(link)} is not on PATH: add \`export PATH="${dirname(link)}:$PATH"\` to your shell's profile`,
    );
  return check(name, 'info', `not on PATH; run \`pai-checkpoint setup\` to link it into ${dirname(link)}`);
}

function checkPlugin(_ctx: AppContext, o: DoctorOptions): Check {
  const pluginRoot = dirname(dirname(o.cliPath));
  const hooksJson = join(pluginRoot, 'hooks', 'hooks.json');
  return check(
    'plugin',
    existsSync(hooksJson) ? 'ok' : 'warn',
    existsSync(hooksJson) ? `${pluginRoot} (v${o.version})` : `${hooksJson} not found: is this CLI inside the plugin?`,
  );
}

function checkClaude(): Check {
  try {
    return check(
      'claude',
      'ok',
      execFileSync('claude', ['--version'], {
        encoding: 'utf8',
        timeout: 10_000,
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
    );
  } catch {
    return check('claude', 'info', 'claude not on PATH');
  }
}

function checkHookErrors({ paths, now }: AppContext): Check {
  try {
    const day = new Date(now().getTime() - 86_400_000).toISOString();
    const errors = readFileSync(paths.logFile, 'utf8')
      .split('\n')
      .filter((l) => l.includes(' error: ') && l.slice(0, 24) >= day);
    return check(
      'hook errors (24 h)',
      errors.length ? 'warn' : 'ok',
      errors.length ? `${errors.length} in ${paths.logFile}; last: ${errors.at(-1)?.slice(0, 200)}` : 'none',
    );
  } catch {
    return check('hook errors (24 h)', 'ok', 'none (no log yet)');
  }
}

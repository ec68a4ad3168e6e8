import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  fileSchema,
  MONITOR_MODES,
  type ApprovalPolicy,
  type Config,
  type FileConfig,
  type MonitorMode,
} from './config-schema.js';
import { integrationsConfig, notificationsConfig } from './config-notify.js';
import { sidecarFromEnv } from './config-env.js';
import { CheckpointError, errnoCode, errorMessage } from './errors.js';
import { DEFAULTS } from './defaults.js';
import { safeParse } from './json.js';
import { redactUrl, refuseVolumeUrlCredentials } from './redact.js';
import { readRegularFileSync, RefusedFileError } from './regular.js';
import { volumeScheme } from './volume-url.js';
import { TRIGGERS } from './triggers.js';
import { applyProjectFile, ignoredWhy, SETTINGS_TRUST, WHOLE_FILE, type IgnoredSetting } from './config-trust.js';

/**
 * Configuration: `<PAI_DIR>/checkpoint.toml` (the user's), then `<project>/.pai/checkpoint.toml`
 * (a project's: only where core/config-trust.ts lets a repository's file change the user's, the rest
 * ignored and said), then the environment variables (the user's: they win over both). Every key and
 * variable, with its default, is described once, in the README's "Configuration" section (the TOML
 * example and the table of variables): this module holds the schema, not a second copy of it.
 * An unknown key in the user's file is an error naming it, so that a typo never silently does nothing;
 * a project's file with one is ignored whole, and said (a repository cannot turn the user's
 * checkpoints off by a bad key).
 */

// The schema's names, from the configuration's one entry.
export {
  CHANNEL_TYPES,
  MONITOR_MODES,
  PRIORITIES,
  settingKeys,
  type ApprovalPolicy,
  type ChannelConfig,
  type ChannelType,
  type Config,
  type MonitorMode,
  type Priority,
} from './config-schema.js';
export { insecureUrl } from './config-notify.js';

/**
 * The built-in policies: SPEC-07.20.02's, with this plugin's other triggers added — phase, stop,
 * pre_compact, context, pre_risky, handoff and manual (the user asked for it) are auto-approved by auto and review; shutdown
 * (SIGTERM: a container stopped) is treated as detach. crash is reviewed like error (what a dead
 * session left may be half-done: resume says when it passes over one, and how to take it). strict
 * reviews everything.
 */
export const BUILTIN_POLICIES: Record<'auto' | 'review' | 'strict', ApprovalPolicy> = {
  auto: {
    autoApprove: [
      'periodic',
      'detach',
      'shutdown',
      'phase',
      'stop',
      'pre_compact',
      'manual',
      'context',
      'pre_risky',
      'handoff',
    ],
    requireReview: ['complete', 'error', 'crash'],
  },
  review: {
    autoApprove: ['periodic', 'phase', 'stop', 'pre_compact', 'manual', 'context', 'pre_risky', 'handoff'],
    requireReview: ['complete', 'error', 'crash', 'detach', 'shutdown'],
  },
  strict: { autoApprove: [], requireReview: [...TRIGGERS] },
};

function expandHome(p: string): string {
  return p === '~' || p.startsWith('~/') ? join(homedir(), p.slice(1)) : p;
}

/**
 * The volume folder from where it was set: a URL scheme (s3://, https://…) is refused by name
 * (it would otherwise become a folder called `s3:` inside the current directory); a relative path
 * is relative to the folder of the file that set it, or to PAI_DIR for the environment variable.
 */
function volumePathFrom(value: string, base: string, source: string): string {
  // a URL is checked here, so that its error names the file; storage/open.ts opens it
  return volumeScheme(value, source) ? value : resolve(base, expandHome(value));
}

/** `[volume] large`: an s3:// location (credentials in it refused), or undefined. */
function largeTier(value: string | undefined, source: string): string | undefined {
  if (value === undefined) return undefined;
  if (!/^s3:\/\//i.test(value))
    throw new CheckpointError(
      'INVALID_DATA',
      `${source}: [volume] large: ${redactUrl(value)} is not an s3:// location`,
      'set it to s3://bucket/prefix (the tier for workspaces over [capture] max_local_mb)',
    );
  refuseVolumeUrlCredentials(value, `${source}: [volume] large`);
  return value;
}

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

function num(env: Record<string, string | undefined>, name: string): number | undefined {
  const v = env[name];
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0)
    throw new CheckpointError('INVALID_DATA', `environment variable ${name}=${JSON.stringify(v)} is not a number`);
  return n;
}

/** `[session]` with its PAI_CHECKPOINT_* variables (each wins over the files). */
function sessionSettings(env: Record<string, string | undefined>, s: FileConfig['session']): Config['session'] {
  return {
    staleSeconds: num(env, 'PAI_CHECKPOINT_STALE_SECONDS') ?? s?.stale_seconds ?? DEFAULTS.staleSeconds,
    sidecar: sidecarFromEnv(env) ?? s?.sidecar ?? true,
    heartbeatSeconds: num(env, 'PAI_CHECKPOINT_HEARTBEAT_SECONDS') ?? s?.heartbeat_seconds ?? DEFAULTS.heartbeatSeconds,
    pollSeconds: num(env, 'PAI_CHECKPOINT_POLL_SECONDS') ?? s?.poll_seconds ?? DEFAULTS.pollSeconds,
    shutdownSeconds: num(env, 'PAI_CHECKPOINT_SHUTDOWN_SECONDS') ?? s?.shutdown_seconds ?? DEFAULTS.shutdownSeconds,
  };
}

/**
 * A session's timings: the configuration's, else — a sidecar whose configuration did not load
 * keeps its session going — the defaults (not the variables: the same as a configuration of no file).
 */
export function sessionTimings(config: Config | undefined): Config['session'] {
  return config?.session ?? sessionSettings({}, undefined);
}

const MONITOR_ENV = 'PAI_CHECKPOINT_MONITOR_';

/** `[monitor]` with its PAI_CHECKPOINT_MONITOR_* variables (each wins over the files). */
function monitorConfig(
  env: Record<string, string | undefined>,
  m: FileConfig['monitor'],
  file: string,
): Config['monitor'] {
  const mode = env[`${MONITOR_ENV}MODE`] || m?.mode;
  if (mode !== undefined && !(MONITOR_MODES as readonly string[]).includes(mode)) {
    throw new CheckpointError(
      'INVALID_DATA',
      `${MONITOR_ENV}MODE=${JSON.stringify(mode)} is not a monitor mode`,
      `set it to ${MONITOR_MODES.join(', ')}`,
    );
  }
  const root = env[`${MONITOR_ENV}WORKSPACE_ROOT`] || m?.workspace_root;
  return {
    timeoutSeconds:
      positive(env, `${MONITOR_ENV}TIMEOUT_SECONDS`) ?? m?.timeout_seconds ?? DEFAULTS.monitorTimeoutSeconds,
    resumeDelaySeconds:
      num(env, `${MONITOR_ENV}RESUME_DELAY_SECONDS`) ?? m?.resume_delay_seconds ?? DEFAULTS.monitorResumeDelaySeconds,
    pollSeconds: positive(env, `${MONITOR_ENV}POLL_SECONDS`) ?? m?.poll_seconds ?? DEFAULTS.monitorPollSeconds,
    maxSilenceHours:
      positive(env, `${MONITOR_ENV}MAX_SILENCE_HOURS`) ?? m?.max_silence_hours ?? DEFAULTS.monitorMaxSilenceHours,
    // A relative root in a file is relative to that file's folder; in the variable, to the home folder.
    workspaceRoot: root
      ? resolve(env[`${MONITOR_ENV}WORKSPACE_ROOT`] ? homedir() : dirname(file), expandHome(root))
      : join(homedir(), 'pai-sessions'),
    mode: mode as MonitorMode | undefined,
    claudeArgs: claudeArgs(env[`${MONITOR_ENV}CLAUDE_ARGS`]) ?? m?.claude_args ?? [],
    startSeconds: positive(env, `${MONITOR_ENV}START_SECONDS`) ?? m?.start_seconds,
  };
}

/** A number above zero (zero would make the monitor spin or declare every session dead). */
function positive(env: Record<string, string | undefined>, name: string): number | undefined {
  const n = num(env, name);
  if (n === 0) throw new CheckpointError('INVALID_DATA', `environment variable ${name}=0 must be more than 0`);
  return n;
}

/** PAI_CHECKPOINT_MONITOR_CLAUDE_ARGS: a JSON array of strings (arguments may hold spaces). */
function claudeArgs(raw: string | undefined): string[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    v = undefined;
  }
  if (!Array.isArray(v) || !v.every((a) => typeof a === 'string'))
    throw new CheckpointError(
      'INVALID_DATA',
      `${MONITOR_ENV}CLAUDE_ARGS must be a JSON array of strings, got ${JSON.stringify(raw.slice(0, 100))}`,
      'e.g. ["--permission-mode","acceptEdits"]',
    );
  return v as string[];
}

/**
 * `[approval]` of the user's file: the built-in policies with the configured ones over them; the
 * default policy must be one of them. A project's `default_policy` (`project`) only adds the
 * reviews it asks for (config-trust.ts: `stricter`): the policy applied is then the user's with its
 * triggers added, under a name that says both; one this does not know is ignored and said.
 */
function approvalConfig(
  a: FileConfig['approval'],
  file: string,
  project?: { policy: string; file: string; ignored: IgnoredSetting[] },
): Config['approval'] {
  // Without a prototype: a policy named "toString" or "__proto__" is a name like any other, not Object's member.
  const policies: Record<string, ApprovalPolicy> = Object.assign(
    Object.create(null) as Record<string, ApprovalPolicy>,
    BUILTIN_POLICIES,
  );
  for (const [name, p] of Object.entries(a?.policies ?? {})) {
    const builtIn = (BUILTIN_POLICIES as Record<string, ApprovalPolicy | undefined>)[name];
    const both = (p.auto_approve ?? []).filter((t) => (p.require_review ?? []).includes(t));
    if (both.length)
      throw new CheckpointError(
        'INVALID_DATA',
        `${file}: approval.policies.${name}: ${both.join(', ')} is in both auto_approve and require_review`,
        'keep each trigger in one of the two lists',
      );
    // A trigger it does not list keeps what the built-in policy of that name says (SPEC-07.20.02 lists only four triggers).
    const requireReview = [
      ...new Set([
        ...(p.require_review ?? []),
        ...(builtIn?.requireReview ?? []).filter((t) => !(p.auto_approve ?? []).includes(t)),
      ]),
    ];
    const autoApprove = [
      ...new Set([
        ...(p.auto_approve ?? []),
        ...(builtIn?.autoApprove ?? []).filter((t) => !requireReview.includes(t)),
      ]),
    ];
    policies[name] = { autoApprove, requireReview };
  }
  const defaultPolicy = a?.default_policy ?? 'auto';
  if (!policies[defaultPolicy])
    throw new CheckpointError(
      'INVALID_DATA',
      `${file}: approval.default_policy: no policy "${defaultPolicy}"`,
      `use ${Object.keys(policies).join(', ')}, or define [approval.policies.${defaultPolicy}]`,
    );
  const e = a?.escalation;
  const escalation = {
    costUsd: e?.cost_threshold_usd,
    durationHours: e?.duration_threshold_hours,
    errorCount: e?.error_count_threshold,
  };
  return {
    defaultPolicy: project ? stricterPolicy(policies, defaultPolicy, project) : defaultPolicy,
    policies,
    escalation,
  };
}

/** The user's default policy with the reviews a project's policy adds (registered in `policies` under `<user's>+<project's>`). */
function stricterPolicy(
  policies: Record<string, ApprovalPolicy>,
  mine: string,
  project: { policy: string; file: string; ignored: IgnoredSetting[] },
): string {
  const theirs = policies[project.policy];
  if (!theirs) {
    project.ignored.push({
      file: project.file,
      key: 'approval.default_policy',
      why: `no policy "${project.policy}" (a project may name ${Object.keys(policies).join(', ')})`,
    });
    return mine;
  }
  const base = policies[mine]!;
  const fewer = base.requireReview.filter((t) => !theirs.requireReview.includes(t));
  if (fewer.length)
    project.ignored.push({
      file: project.file,
      key: 'approval.default_policy',
      why: `${ignoredWhy(SETTINGS_TRUST['approval.default_policy']!)}: policy "${project.policy}" would not review ${fewer.join(', ')} (only the reviews it adds count)`,
    });
  const added = theirs.requireReview.filter((t) => !base.requireReview.includes(t));
  if (!added.length) return mine;
  const name = `${mine}+${project.policy}`;
  policies[name] = {
    requireReview: [...base.requireReview, ...added],
    autoApprove: base.autoApprove.filter((t) => !added.includes(t)),
  };
  return name;
}

/** Context windows when no `[context.windows]` entry matches: 1M for the long-context variants, 200k for the rest. */
export const DEFAULT_WINDOWS: [RegExp, number][] = [
  [/\[1m\]|-1m\b/i, 1_000_000],
  [/.*/, 200_000],
];

/** `[context.windows]` of the user's file, then the defaults; a pattern that is not a regular expression is an error naming it. */
function contextWindows(windows: Record<string, number> | undefined, file: string): [RegExp, number][] {
  const out: [RegExp, number][] = [];
  for (const [pattern, tokens] of Object.entries(windows ?? {})) {
    try {
      out.push([new RegExp(pattern, 'i'), tokens]);
    } catch (err) {
      throw new CheckpointError(
        'INVALID_DATA',
        `${file}: context.windows: ${JSON.stringify(pattern)} is not a regular expression (${errorMessage(err)})`,
        'write a model name, or a pattern such as "sonnet"',
      );
    }
  }
  return [...out, ...DEFAULT_WINDOWS];
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

/** Loads the configuration (async: the TOML parser is loaded only when a file exists). */
export async function loadConfig(o: {
  paiDir: string;
  project?: string | undefined;
  env?: Record<string, string | undefined>;
}): Promise<Config> {
  const env = o.env ?? process.env;
  const userFile = join(o.paiDir, 'checkpoint.toml');
  const projectFile = o.project ? join(o.project, '.pai', 'checkpoint.toml') : undefined;
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
  const base = dirname(userFile); // every path a file sets comes from the user's own file (config-trust.ts)
  let volume = c.volume?.path
    ? volumePathFrom(c.volume.path, base, `${userFile}: [volume] path`)
    : join(o.paiDir, 'volume');
  if (env['PAI_CHECKPOINT_VOLUME'])
    volume = volumePathFrom(env['PAI_CHECKPOINT_VOLUME'], o.paiDir, 'PAI_CHECKPOINT_VOLUME');
  const keyFile = c.encryption?.key_file;
  const envKey = env['PAI_CHECKPOINT_KEY'];
  const encryption = envKey
    ? { text: envKey, source: 'PAI_CHECKPOINT_KEY' }
    : keyFile
      ? { file: resolve(o.paiDir, expandHome(keyFile)) }
      : undefined;
  const excludes = [...(c.capture?.excludes ?? DEFAULTS.excludes), ...(c.capture?.extra_excludes ?? [])];
  return {
    volume: {
      path: volume,
      endpoint: c.volume?.endpoint,
      pathStyle: c.volume?.path_style,
      large: largeTier(c.volume?.large, userFile),
    },
    keys: { encryption, signingFile: join(o.paiDir, 'checkpoint', 'signing.key') },
    capture: {
      enabled: c.capture?.enabled ?? true,
      ...(c.capture?.enabled === false ? { disabledBy: userOff ? userFile : projectFile } : {}),
      periodicSeconds:
        num(env, 'PAI_CHECKPOINT_PERIODIC_SECONDS') ?? c.capture?.periodic_seconds ?? DEFAULTS.periodicSeconds,
      excludes: [...new Set(excludes)],
      warnBytes: (c.capture?.warn_mb ?? DEFAULTS.warnMb) * 1e6,
      maxLocalBytes: (c.capture?.max_local_mb ?? DEFAULTS.maxLocalMb) * 1e6,
      zstdLevel: c.capture?.zstd_level ?? DEFAULTS.zstdLevel,
      workspaceFormat: c.capture?.workspace_format ?? 'content',
      envAllow: c.capture?.env_allow ?? [],
      redactSecrets: c.capture?.redact_secrets ?? true,
      includeIgnored: c.capture?.include_ignored ?? [],
    },
    retention: {
      keepLast: c.retention?.keep_last ?? DEFAULTS.keepLast,
      maxAgeDays: c.retention?.max_age_days ?? DEFAULTS.maxAgeDays,
    },
    mcp: {
      queryServers: c.mcp?.query_servers ?? true,
      timeoutMs: c.mcp?.timeout_ms ?? DEFAULTS.mcpTimeoutMs,
      allowServers: c.mcp?.allow_servers ?? [],
      stateFiles: { ...c.mcp?.state_files },
    },
    prices: { ...c.prices },
    session: sessionSettings(env, c.session),
    records: {
      retentionDays:
        num(env, 'PAI_CHECKPOINT_RETENTION_DAYS') ?? c.records?.retention_days ?? DEFAULTS.recordRetentionDays,
    },
    monitor: monitorConfig(env, c.monitor, userFile),
    approval: approvalConfig(
      c.approval,
      userFile,
      stricterPolicy && projectFile ? { policy: stricterPolicy, file: projectFile, ignored } : undefined,
    ),
    notifications: notificationsConfig(c.notifications, userFile),
    integrations: integrationsConfig(c.integrations, userFile),
    budget: { thresholdUsd: c.budget?.threshold_usd, limitUsd: c.budget?.limit_usd },
    summary: {
      engine: c.summary?.engine ?? 'builtin',
      model: c.summary?.model ?? DEFAULTS.summaryModel,
      timeoutSeconds: c.summary?.timeout_seconds ?? DEFAULTS.summaryTimeoutSeconds,
      claude: c.summary?.claude ?? 'claude',
    },
    context: {
      warnPercent: c.context?.warn_percent ?? DEFAULTS.contextWarnPercent,
      windows: contextWindows(c.context?.windows, userFile),
    },
    memory: { inject: c.memory?.inject ?? true, budgetTokens: c.memory?.budget_tokens ?? DEFAULTS.memoryBudgetTokens },
    risky: {
      enabled: c.risky?.enabled ?? true,
      defaults: c.risky?.defaults ?? true,
      commands: [...new Set(c.risky?.commands ?? [])],
      waitSeconds: c.risky?.wait_seconds ?? DEFAULTS.riskyWaitSeconds,
    },
    sources,
    ignored,
  };
}

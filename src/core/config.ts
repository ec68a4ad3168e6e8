import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import * as z from 'zod/mini';
import { sidecarFromEnv } from './config-env.js';
import { CheckpointError, errnoCode, errorMessage } from './errors.js';
import { DEFAULTS } from './defaults.js';
import { safeParse } from './json.js';
import { redactUrl, refuseVolumeUrlCredentials } from './redact.js';
import { readRegularFileSync, RefusedFileError } from './regular.js';
import { volumeScheme } from './volume-url.js';
import { TRIGGERS, type Trigger } from './triggers.js';
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
const positiveInt = z.int().check(z.gte(0));
/** SPEC-07.21.01's channels, and SPEC-07.21.02's priorities (lowest first). */
export const CHANNEL_TYPES = ['slack', 'discord', 'ntfy', 'webhook', 'email'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];
export const PRIORITIES = ['info', 'notice', 'warning', 'critical'] as const;
export type Priority = (typeof PRIORITIES)[number];
/** The fields each channel type needs (`server` of ntfy and `smtp_port` of email have defaults). */
const CHANNEL_NEEDS: Record<ChannelType, string[]> = { slack: ['webhook_url'], discord: ['webhook_url'], ntfy: ['topic'], webhook: ['url'], email: ['smtp_host', 'from_address', 'to_address'] };
const CHANNEL_MAY: Record<ChannelType, string[]> = { slack: ['username'], discord: ['username'], ntfy: ['server', 'token'], webhook: ['secret'], email: ['smtp_port', 'smtp_user', 'smtp_password'] };
const triggerList = z.array(z.enum(TRIGGERS));
/** How the monitor continues a session it takes over (app/orchestrator.ts). */
export const MONITOR_MODES = ['tmux', 'headless', 'notify'] as const;
export type MonitorMode = (typeof MONITOR_MODES)[number];
const price = z.strictObject({ input: z.number(), output: z.number(), cache_creation: z.number(), cache_read: z.number() });

const fileSchema = z.strictObject({
  volume: z.optional(z.strictObject({ path: z.optional(z.string()), endpoint: z.optional(z.url()), path_style: z.optional(z.boolean()), large: z.optional(z.string()) })),
  encryption: z.optional(z.strictObject({ key_file: z.optional(z.string()) })),
  capture: z.optional(
    z.strictObject({
      enabled: z.optional(z.boolean()),
      periodic_seconds: z.optional(positiveInt),
      excludes: z.optional(z.array(z.string())),
      extra_excludes: z.optional(z.array(z.string())),
      warn_mb: z.optional(positiveInt),
      max_local_mb: z.optional(positiveInt),
      zstd_level: z.optional(z.int().check(z.gte(1), z.lte(19))),
      workspace_format: z.optional(z.enum(['content', 'archive'])),
      env_allow: z.optional(z.array(z.string())),
      redact_secrets: z.optional(z.boolean()),
      include_ignored: z.optional(z.array(z.string().check(z.minLength(1)))),
    }),
  ),
  retention: z.optional(z.strictObject({ keep_last: z.optional(positiveInt), max_age_days: z.optional(z.number().check(z.gte(0))) })),
  mcp: z.optional(z.strictObject({ query_servers: z.optional(z.boolean()), timeout_ms: z.optional(positiveInt), allow_servers: z.optional(z.array(z.string())), state_files: z.optional(z.record(z.string(), z.array(z.string()))) })),
  prices: z.optional(z.record(z.string(), price)),
  session: z.optional(z.strictObject({ stale_seconds: z.optional(positiveInt), sidecar: z.optional(z.boolean()), heartbeat_seconds: z.optional(positiveInt), poll_seconds: z.optional(positiveInt), shutdown_seconds: z.optional(positiveInt) })),
  records: z.optional(z.strictObject({ retention_days: z.optional(z.number().check(z.gt(0))) })),
  approval: z.optional(
    z.strictObject({
      default_policy: z.optional(z.string().check(z.minLength(1))),
      policies: z.optional(z.record(z.string(), z.strictObject({ auto_approve: z.optional(triggerList), require_review: z.optional(triggerList) }))),
      escalation: z.optional(
        z.strictObject({
          cost_threshold_usd: z.optional(z.number().check(z.gt(0))),
          duration_threshold_hours: z.optional(z.number().check(z.gt(0))),
          error_count_threshold: z.optional(z.int().check(z.gte(1))),
        }),
      ),
    }),
  ),
  notifications: z.optional(
    z.strictObject({
      default_channel: z.optional(z.string().check(z.minLength(1))),
      channels: z.optional(
        z.record(
          z.string(),
          z.strictObject({
            type: z.optional(z.enum(CHANNEL_TYPES)),
            webhook_url: z.optional(z.string()),
            username: z.optional(z.string()),
            server: z.optional(z.string()),
            topic: z.optional(z.string()),
            token: z.optional(z.string()),
            url: z.optional(z.string()),
            secret: z.optional(z.string()),
            smtp_host: z.optional(z.string()),
            smtp_port: z.optional(z.int().check(z.gte(1), z.lte(65535))),
            smtp_user: z.optional(z.string()),
            smtp_password: z.optional(z.string()),
            from_address: z.optional(z.string()),
            to_address: z.optional(z.string()),
          }),
        ),
      ),
      routing: z.optional(z.strictObject(Object.fromEntries(PRIORITIES.map((p) => [p, z.optional(z.array(z.string()))])) as Record<Priority, z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString>>>)),
    }),
  ),
  integrations: z.optional(
    z.strictObject({
      github: z.optional(z.strictObject({ token: z.string(), default_repo: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/))), api_url: z.optional(z.string()), create_on_error: z.optional(z.boolean()) })),
      linear: z.optional(z.strictObject({ api_key: z.string(), default_team: z.optional(z.string()), api_url: z.optional(z.string()), create_on_error: z.optional(z.boolean()) })),
      beads: z.optional(z.strictObject({ enabled: z.optional(z.boolean()) })),
    }),
  ),
  budget: z.optional(z.strictObject({ threshold_usd: z.optional(z.number().check(z.gt(0))), limit_usd: z.optional(z.number().check(z.gt(0))) })),
  summary: z.optional(z.strictObject({ engine: z.optional(z.enum(['builtin', 'model'])), model: z.optional(z.string().check(z.minLength(1))), timeout_seconds: z.optional(z.number().check(z.gt(0))), claude: z.optional(z.string().check(z.minLength(1))) })),
  context: z.optional(z.strictObject({ warn_percent: z.optional(z.number().check(z.gt(0), z.lte(100))), windows: z.optional(z.record(z.string(), z.int().check(z.gt(0)))) })),
  // budget_tokens: at most SPEC-07.32.01's 10 % of a 200,000-token window (domain/memory/context.ts MEMORY_CONTEXT_MAX_TOKENS).
  memory: z.optional(z.strictObject({ inject: z.optional(z.boolean()), budget_tokens: z.optional(z.int().check(z.gte(0), z.lte(20_000))) })),
  risky: z.optional(z.strictObject({ enabled: z.optional(z.boolean()), defaults: z.optional(z.boolean()), commands: z.optional(z.array(z.string().check(z.minLength(1)))), wait_seconds: z.optional(z.number().check(z.gt(0), z.lte(300))) })),
  monitor: z.optional(
    z.strictObject({
      timeout_seconds: z.optional(z.number().check(z.gt(0))),
      resume_delay_seconds: z.optional(z.number().check(z.gte(0))),
      poll_seconds: z.optional(z.number().check(z.gt(0))),
      max_silence_hours: z.optional(z.number().check(z.gt(0))),
      workspace_root: z.optional(z.string()),
      mode: z.optional(z.enum(MONITOR_MODES)),
      claude_args: z.optional(z.array(z.string())),
      start_seconds: z.optional(z.number().check(z.gt(0))),
    }),
  ),
});

type FileConfig = z.infer<typeof fileSchema>;

/** Every key a checkpoint.toml may hold, dotted; a table of names (`[prices.<model>]`) is one key. For the trust table's test. */
export function settingKeys(): string[] {
  const walk = (schema: z.ZodMiniType, prefix: string): string[] => {
    const def = schema._zod.def as { type: string; innerType?: z.ZodMiniType; shape?: Record<string, z.ZodMiniType> };
    if (def.type === 'optional') return walk(def.innerType!, prefix);
    if (def.type !== 'object' || !def.shape) return [prefix];
    return Object.entries(def.shape).flatMap(([k, v]) => walk(v, prefix ? `${prefix}.${k}` : k));
  };
  return walk(fileSchema, '');
}

export interface Config {
  /** `large`: the S3 tier a local volume sends workspaces over `capture.maxLocalBytes` to (SPEC-03.13). */
  volume: { path: string; endpoint?: string | undefined; pathStyle?: boolean | undefined; large?: string | undefined };
  /**
   * The user's keys (core/secrets.ts): the encryption key as PAI_CHECKPOINT_KEY's text or a file
   * (neither: no encryption), and the signing key's file (`<PAI_DIR>/checkpoint/signing.key`).
   */
  keys: { encryption?: { text: string; source: string } | { file: string } | undefined; signingFile: string };
  capture: {
    enabled: boolean;
    /** The file whose `[capture] enabled = false` turned pai-checkpoint off (the user's own when it says so, else the project's); absent while it is on. */
    disabledBy?: string | undefined;
    periodicSeconds: number;
    excludes: string[];
    warnBytes: number;
    maxLocalBytes: number;
    zstdLevel: number;
    workspaceFormat: 'content' | 'archive';
    envAllow: string[];
    /** Well-known secret shapes replaced in what a checkpoint stores of the conversation (core/redact.ts). */
    redactSecrets: boolean;
    /** Git-ignored paths (relative to the project) captured anyway, only when encryption is on. */
    includeIgnored: string[];
  };
  retention: { keepLast: number; maxAgeDays: number };
  mcp: { queryServers: boolean; timeoutMs: number; allowServers: string[]; stateFiles: Record<string, string[]> };
  prices: Record<string, { input: number; output: number; cache_creation: number; cache_read: number }>;
  session: { staleSeconds: number; sidecar: boolean; heartbeatSeconds: number; pollSeconds: number; shutdownSeconds: number };
  records: { retentionDays: number };
  /** `mode` undefined: tmux when it is installed, else notify (decided where tmux is looked for). */
  monitor: { timeoutSeconds: number; resumeDelaySeconds: number; pollSeconds: number; maxSilenceHours: number; workspaceRoot: string; mode?: MonitorMode | undefined; claudeArgs: string[]; /** Seconds a resumed claude has to show it came up (`start_seconds`; unset: app/orchestrator.ts's 120). */ startSeconds?: number | undefined };
  /** SPEC-07.20: the policy checkpoints are written under, every policy (built-in and configured), escalation thresholds. */
  approval: { defaultPolicy: string; policies: Record<string, ApprovalPolicy>; escalation: { costUsd?: number | undefined; durationHours?: number | undefined; errorCount?: number | undefined } };
  /** SPEC-07.21: channels by name (values as written: `${VAR}` is read when sending), and which priorities go where. */
  notifications: { channels: Record<string, ChannelConfig>; routing: Record<Priority, string[]> };
  /**
   * SPEC-07.22's issue trackers (values as written: `${VAR}` is read when used). GitHub's repository
   * defaults to the project's origin on github.com; Beads is on (auto-detected `.beads/`) unless disabled.
   */
  integrations: {
    github?: { token: string; defaultRepo?: string | undefined; apiUrl: string; createOnError: boolean } | undefined;
    linear?: { apiKey: string; defaultTeam?: string | undefined; apiUrl: string; createOnError: boolean } | undefined;
    beads: boolean;
  };
  /** A session's estimated cost that raises budget.threshold_reached / budget.exceeded. */
  budget: { thresholdUsd?: number | undefined; limitUsd?: number | undefined };
  /** SPEC-07.30: who writes the summary at each checkpoint (`model`: only from the user's own file). */
  summary: { engine: 'builtin' | 'model'; model: string; timeoutSeconds: number; claude: string };
  /** SPEC-07.32.03: context windows by model-name pattern (configured first), and the share that refreshes the summary. */
  context: { warnPercent: number; windows: [RegExp, number][] };
  /** SPEC-07.31: project memory given to each session at its start. */
  memory: { inject: boolean; budgetTokens: number };
  /** The agent seed's checkpoint before a risky Bash command: the rules (domain/session/risky.ts), and how long to wait for a running capture. */
  risky: { enabled: boolean; defaults: boolean; commands: string[]; waitSeconds: number };
  /** The files that were read, for `doctor`. */
  sources: string[];
  /** What a project's file set and was not obeyed (core/config-trust.ts), for the SessionStart notice and `doctor`. */
  ignored: IgnoredSetting[];
}

/** One notification channel: its type and its fields as written (strings may hold `${VAR}`). */
export interface ChannelConfig {
  name: string;
  type: ChannelType;
  fields: Record<string, string | number>;
}

/** Which triggers a human must review (pending) and which are auto-approved; a trigger in neither: auto_approved. */
export interface ApprovalPolicy {
  autoApprove: Trigger[];
  requireReview: Trigger[];
}

/**
 * The built-in policies: SPEC-07.20.02's, with this plugin's other triggers added — phase, stop,
 * pre_compact, context, pre_risky, handoff and manual (the user asked for it) are auto-approved by auto and review; shutdown
 * (SIGTERM: a container stopped) is treated as detach. crash is reviewed like error (what a dead
 * session left may be half-done: resume says when it passes over one, and how to take it). strict
 * reviews everything.
 */
export const BUILTIN_POLICIES: Record<'auto' | 'review' | 'strict', ApprovalPolicy> = {
  auto: { autoApprove: ['periodic', 'detach', 'shutdown', 'phase', 'stop', 'pre_compact', 'manual', 'context', 'pre_risky', 'handoff'], requireReview: ['complete', 'error', 'crash'] },
  review: { autoApprove: ['periodic', 'phase', 'stop', 'pre_compact', 'manual', 'context', 'pre_risky', 'handoff'], requireReview: ['complete', 'error', 'crash', 'detach', 'shutdown'] },
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
  if (!/^s3:\/\//i.test(value)) throw new CheckpointError('INVALID_DATA', `${source}: [volume] large: ${redactUrl(value)} is not an s3:// location`, 'set it to s3://bucket/prefix (the tier for workspaces over [capture] max_local_mb)');
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
    if (err instanceof RefusedFileError) throw new CheckpointError('INVALID_DATA', err.message, 'make it a TOML file (see the README for the keys), or remove it');
    if (errnoCode(err) === 'ENOTDIR') return undefined; // a file where its folder would be (a project's .pai): no such file
    throw new CheckpointError('INVALID_DATA', `${file}: unreadable (${errorMessage(err)})`, 'make it readable, or remove it');
  }
}

function readToml(file: string, text: string, parse: (text: string) => unknown): FileConfig {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (err) {
    throw new CheckpointError('INVALID_DATA', `${file}: invalid TOML (${errorMessage(err).split('\n')[0]})`, 'fix the file; see the README for the keys');
  }
  const parsed = safeParse(fileSchema, JSON.parse(JSON.stringify(raw)), file);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    const keys = 'keys' in i && Array.isArray(i.keys) ? ` ${i.keys.join(', ')}` : '';
    throw new CheckpointError('INVALID_DATA', `${file}: ${[...i.path].join('.') || '(top level)'}: ${i.code === 'unrecognized_keys' ? `unknown key${keys}` : i.code.replace(/_/g, ' ')}`, 'see the README for the keys and their types');
  }
  return parsed.data;
}

function num(env: Record<string, string | undefined>, name: string): number | undefined {
  const v = env[name];
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new CheckpointError('INVALID_DATA', `environment variable ${name}=${JSON.stringify(v)} is not a number`);
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
function monitorConfig(env: Record<string, string | undefined>, m: FileConfig['monitor'], file: string): Config['monitor'] {
  const mode = env[`${MONITOR_ENV}MODE`] || m?.mode;
  if (mode !== undefined && !(MONITOR_MODES as readonly string[]).includes(mode)) {
    throw new CheckpointError('INVALID_DATA', `${MONITOR_ENV}MODE=${JSON.stringify(mode)} is not a monitor mode`, `set it to ${MONITOR_MODES.join(', ')}`);
  }
  const root = env[`${MONITOR_ENV}WORKSPACE_ROOT`] || m?.workspace_root;
  return {
    timeoutSeconds: positive(env, `${MONITOR_ENV}TIMEOUT_SECONDS`) ?? m?.timeout_seconds ?? DEFAULTS.monitorTimeoutSeconds,
    resumeDelaySeconds: num(env, `${MONITOR_ENV}RESUME_DELAY_SECONDS`) ?? m?.resume_delay_seconds ?? DEFAULTS.monitorResumeDelaySeconds,
    pollSeconds: positive(env, `${MONITOR_ENV}POLL_SECONDS`) ?? m?.poll_seconds ?? DEFAULTS.monitorPollSeconds,
    maxSilenceHours: positive(env, `${MONITOR_ENV}MAX_SILENCE_HOURS`) ?? m?.max_silence_hours ?? DEFAULTS.monitorMaxSilenceHours,
    // A relative root in a file is relative to that file's folder; in the variable, to the home folder.
    workspaceRoot: root ? resolve(env[`${MONITOR_ENV}WORKSPACE_ROOT`] ? homedir() : dirname(file), expandHome(root)) : join(homedir(), 'pai-sessions'),
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
  if (!Array.isArray(v) || !v.every((a) => typeof a === 'string')) throw new CheckpointError('INVALID_DATA', `${MONITOR_ENV}CLAUDE_ARGS must be a JSON array of strings, got ${JSON.stringify(raw.slice(0, 100))}`, 'e.g. ["--permission-mode","acceptEdits"]');
  return v as string[];
}

/**
 * `[approval]` of the user's file: the built-in policies with the configured ones over them; the
 * default policy must be one of them. A project's `default_policy` (`project`) only adds the
 * reviews it asks for (config-trust.ts: `stricter`): the policy applied is then the user's with its
 * triggers added, under a name that says both; one this does not know is ignored and said.
 */
function approvalConfig(a: FileConfig['approval'], file: string, project?: { policy: string; file: string; ignored: IgnoredSetting[] }): Config['approval'] {
  // Without a prototype: a policy named "toString" or "__proto__" is a name like any other, not Object's member.
  const policies: Record<string, ApprovalPolicy> = Object.assign(Object.create(null) as Record<string, ApprovalPolicy>, BUILTIN_POLICIES);
  for (const [name, p] of Object.entries(a?.policies ?? {})) {
    const builtIn = (BUILTIN_POLICIES as Record<string, ApprovalPolicy | undefined>)[name];
    const both = (p.auto_approve ?? []).filter((t) => (p.require_review ?? []).includes(t));
    if (both.length) throw new CheckpointError('INVALID_DATA', `${file}: approval.policies.${name}: ${both.join(', ')} is in both auto_approve and require_review`, 'keep each trigger in one of the two lists');
    // A trigger it does not list keeps what the built-in policy of that name says (SPEC-07.20.02 lists only four triggers).
    const requireReview = [...new Set([...(p.require_review ?? []), ...(builtIn?.requireReview ?? []).filter((t) => !(p.auto_approve ?? []).includes(t))])];
    const autoApprove = [...new Set([...(p.auto_approve ?? []), ...(builtIn?.autoApprove ?? []).filter((t) => !requireReview.includes(t))])];
    policies[name] = { autoApprove, requireReview };
  }
  const defaultPolicy = a?.default_policy ?? 'auto';
  if (!policies[defaultPolicy]) throw new CheckpointError('INVALID_DATA', `${file}: approval.default_policy: no policy "${defaultPolicy}"`, `use ${Object.keys(policies).join(', ')}, or define [approval.policies.${defaultPolicy}]`);
  const e = a?.escalation;
  const escalation = { costUsd: e?.cost_threshold_usd, durationHours: e?.duration_threshold_hours, errorCount: e?.error_count_threshold };
  return { defaultPolicy: project ? stricterPolicy(policies, defaultPolicy, project) : defaultPolicy, policies, escalation };
}

/** The user's default policy with the reviews a project's policy adds (registered in `policies` under `<user's>+<project's>`). */
function stricterPolicy(policies: Record<string, ApprovalPolicy>, mine: string, project: { policy: string; file: string; ignored: IgnoredSetting[] }): string {
  const theirs = policies[project.policy];
  if (!theirs) {
    project.ignored.push({ file: project.file, key: 'approval.default_policy', why: `no policy "${project.policy}" (a project may name ${Object.keys(policies).join(', ')})` });
    return mine;
  }
  const base = policies[mine]!;
  const fewer = base.requireReview.filter((t) => !theirs.requireReview.includes(t));
  if (fewer.length) project.ignored.push({ file: project.file, key: 'approval.default_policy', why: `${ignoredWhy(SETTINGS_TRUST['approval.default_policy']!)}: policy "${project.policy}" would not review ${fewer.join(', ')} (only the reviews it adds count)` });
  const added = theirs.requireReview.filter((t) => !base.requireReview.includes(t));
  if (!added.length) return mine;
  const name = `${mine}+${project.policy}`;
  policies[name] = { requireReview: [...base.requireReview, ...added], autoApprove: base.autoApprove.filter((t) => !added.includes(t)) };
  return name;
}

/**
 * `[notifications]`, checked: each channel's type (its name, or `type`), the fields that type needs
 * and no field of another type, URLs https (http only to a loopback address: local tools, tests)
 * unless they are `${VAR}` (checked when sending), routing naming defined channels only.
 */
function notificationsConfig(n: FileConfig['notifications'], file: string): Config['notifications'] {
  const channels: Record<string, ChannelConfig> = Object.create(null) as Record<string, ChannelConfig>;
  for (const [name, c] of Object.entries(n?.channels ?? {})) {
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(name)) throw new CheckpointError('INVALID_DATA', `${file}: notifications.channels.${JSON.stringify(name)}: a channel name is letters, digits, "_" and "-" (at most 40)`, 'rename the channel');
    const type = c.type ?? (CHANNEL_TYPES as readonly string[]).find((t) => t === name);
    if (!type) throw new CheckpointError('INVALID_DATA', `${file}: notifications.channels.${name}: no type`, `name the channel after its type (${CHANNEL_TYPES.join(', ')}) or set type = "…"`);
    const t = type as ChannelType;
    const { type: _type, ...fields } = c;
    for (const need of CHANNEL_NEEDS[t]) if (!(need in fields)) throw new CheckpointError('INVALID_DATA', `${file}: notifications.channels.${name}: ${need} is missing`, `a ${t} channel needs ${CHANNEL_NEEDS[t].join(', ')}`);
    for (const k of Object.keys(fields)) if (!CHANNEL_NEEDS[t].includes(k) && !CHANNEL_MAY[t].includes(k)) throw new CheckpointError('INVALID_DATA', `${file}: notifications.channels.${name}: ${k} is not a field of a ${t} channel`, `a ${t} channel takes ${[...CHANNEL_NEEDS[t], ...CHANNEL_MAY[t]].join(', ')}`);
    for (const k of ['webhook_url', 'url', 'server'] as const) {
      const v = fields[k];
      const why = typeof v === 'string' ? insecureUrl(v) : undefined;
      if (why) throw new CheckpointError('INVALID_DATA', `${file}: notifications.channels.${name}.${k}: ${why}`, 'use an https URL (http is accepted only for 127.0.0.1, ::1 or localhost)');
    }
    channels[name] = { name, type: t, fields: fields as Record<string, string | number> };
  }
  const fallback = n?.default_channel;
  if (fallback !== undefined && !channels[fallback]) throw new CheckpointError('INVALID_DATA', `${file}: notifications.default_channel: no channel "${fallback}"`, `define [notifications.channels.${fallback}]`);
  const routing = Object.fromEntries(PRIORITIES.map((p) => [p, n?.routing?.[p] ?? (p === 'info' || !fallback ? [] : [fallback])])) as Record<Priority, string[]>;
  for (const p of PRIORITIES) {
    const unknown = routing[p].find((name) => !channels[name]);
    if (unknown) throw new CheckpointError('INVALID_DATA', `${file}: notifications.routing.${p}: no channel "${unknown}"`, `define [notifications.channels.${unknown}], or use ${Object.keys(channels).join(', ') || 'a channel you define'}`);
  }
  return { channels, routing };
}

/**
 * Why a channel URL may not be used (SPEC-07 security: https only, except loopback addresses for
 * local tools and tests), or undefined. A `${VAR}` URL is checked when it is expanded.
 */
export function insecureUrl(value: string): string | undefined {
  if (value.includes('${')) return undefined;
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return `${JSON.stringify(value)} is not a URL`;
  }
  if (u.protocol === 'https:') return undefined;
  const loopback = u.hostname === 'localhost' || u.hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(u.hostname);
  if (u.protocol === 'http:' && loopback) return undefined;
  return `${redactUrl(value)} is not https`;
}

/** `[integrations]`: API URLs https (or loopback), defaults filled in. */
function integrationsConfig(i: FileConfig['integrations'], file: string): Config['integrations'] {
  const api = (section: string, v: string | undefined, fallback: string) => {
    const why = v === undefined ? undefined : insecureUrl(v);
    if (why) throw new CheckpointError('INVALID_DATA', `${file}: integrations.${section}.api_url: ${why}`, 'use an https URL (http is accepted only for 127.0.0.1, ::1 or localhost)');
    return v ?? fallback;
  };
  const g = i?.github;
  const l = i?.linear;
  return {
    github: g ? { token: g.token, defaultRepo: g.default_repo, apiUrl: api('github', g.api_url, 'https://api.github.com'), createOnError: g.create_on_error ?? false } : undefined,
    linear: l ? { apiKey: l.api_key, defaultTeam: l.default_team, apiUrl: api('linear', l.api_url, 'https://api.linear.app/graphql'), createOnError: l.create_on_error ?? false } : undefined,
    beads: i?.beads?.enabled ?? true,
  };
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
      throw new CheckpointError('INVALID_DATA', `${file}: context.windows: ${JSON.stringify(pattern)} is not a regular expression (${errorMessage(err)})`, 'write a model name, or a pattern such as "sonnet"');
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
function projectLayer(mine: FileConfig, file: string, text: string, parse: (t: string) => unknown): { merged: FileConfig; ignored: IgnoredSetting[]; stricterPolicy?: string | undefined } {
  let theirs: FileConfig;
  try {
    theirs = readToml(file, text, parse);
  } catch (err) {
    return { merged: mine, ignored: [{ file, key: WHOLE_FILE, why: errorMessage(err) }] };
  }
  const { merged, ignored, stricter } = applyProjectFile(mine as Record<string, unknown>, theirs as Record<string, unknown>, file);
  const policy = stricter['approval.default_policy'];
  return { merged: merged as FileConfig, ignored, stricterPolicy: typeof policy === 'string' ? policy : undefined };
}

/** Loads the configuration (async: the TOML parser is loaded only when a file exists). */
export async function loadConfig(o: { paiDir: string; project?: string | undefined; env?: Record<string, string | undefined> }): Promise<Config> {
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
  let volume = c.volume?.path ? volumePathFrom(c.volume.path, base, `${userFile}: [volume] path`) : join(o.paiDir, 'volume');
  if (env['PAI_CHECKPOINT_VOLUME']) volume = volumePathFrom(env['PAI_CHECKPOINT_VOLUME'], o.paiDir, 'PAI_CHECKPOINT_VOLUME');
  const keyFile = c.encryption?.key_file;
  const envKey = env['PAI_CHECKPOINT_KEY'];
  const encryption = envKey ? { text: envKey, source: 'PAI_CHECKPOINT_KEY' } : keyFile ? { file: resolve(o.paiDir, expandHome(keyFile)) } : undefined;
  const excludes = [...(c.capture?.excludes ?? DEFAULTS.excludes), ...(c.capture?.extra_excludes ?? [])];
  return {
    volume: { path: volume, endpoint: c.volume?.endpoint, pathStyle: c.volume?.path_style, large: largeTier(c.volume?.large, userFile) },
    keys: { encryption, signingFile: join(o.paiDir, 'checkpoint', 'signing.key') },
    capture: {
      enabled: c.capture?.enabled ?? true,
      ...(c.capture?.enabled === false ? { disabledBy: userOff ? userFile : projectFile } : {}),
      periodicSeconds: num(env, 'PAI_CHECKPOINT_PERIODIC_SECONDS') ?? c.capture?.periodic_seconds ?? DEFAULTS.periodicSeconds,
      excludes: [...new Set(excludes)],
      warnBytes: (c.capture?.warn_mb ?? DEFAULTS.warnMb) * 1e6,
      maxLocalBytes: (c.capture?.max_local_mb ?? DEFAULTS.maxLocalMb) * 1e6,
      zstdLevel: c.capture?.zstd_level ?? DEFAULTS.zstdLevel,
      workspaceFormat: c.capture?.workspace_format ?? 'content',
      envAllow: c.capture?.env_allow ?? [],
      redactSecrets: c.capture?.redact_secrets ?? true,
      includeIgnored: c.capture?.include_ignored ?? [],
    },
    retention: { keepLast: c.retention?.keep_last ?? DEFAULTS.keepLast, maxAgeDays: c.retention?.max_age_days ?? DEFAULTS.maxAgeDays },
    mcp: { queryServers: c.mcp?.query_servers ?? true, timeoutMs: c.mcp?.timeout_ms ?? DEFAULTS.mcpTimeoutMs, allowServers: c.mcp?.allow_servers ?? [], stateFiles: { ...c.mcp?.state_files } },
    prices: { ...c.prices },
    session: sessionSettings(env, c.session),
    records: { retentionDays: num(env, 'PAI_CHECKPOINT_RETENTION_DAYS') ?? c.records?.retention_days ?? DEFAULTS.recordRetentionDays },
    monitor: monitorConfig(env, c.monitor, userFile),
    approval: approvalConfig(c.approval, userFile, stricterPolicy && projectFile ? { policy: stricterPolicy, file: projectFile, ignored } : undefined),
    notifications: notificationsConfig(c.notifications, userFile),
    integrations: integrationsConfig(c.integrations, userFile),
    budget: { thresholdUsd: c.budget?.threshold_usd, limitUsd: c.budget?.limit_usd },
    summary: { engine: c.summary?.engine ?? 'builtin', model: c.summary?.model ?? DEFAULTS.summaryModel, timeoutSeconds: c.summary?.timeout_seconds ?? DEFAULTS.summaryTimeoutSeconds, claude: c.summary?.claude ?? 'claude' },
    context: { warnPercent: c.context?.warn_percent ?? DEFAULTS.contextWarnPercent, windows: contextWindows(c.context?.windows, userFile) },
    memory: { inject: c.memory?.inject ?? true, budgetTokens: c.memory?.budget_tokens ?? DEFAULTS.memoryBudgetTokens },
    risky: { enabled: c.risky?.enabled ?? true, defaults: c.risky?.defaults ?? true, commands: [...new Set(c.risky?.commands ?? [])], waitSeconds: c.risky?.wait_seconds ?? DEFAULTS.riskyWaitSeconds },
    sources,
    ignored,
  };
}

import * as z from 'zod/mini';
import { TRIGGERS, type Trigger } from './triggers.js';
import type { IgnoredSetting } from './config-trust.js';

/**
 * The schema of a checkpoint.toml (every key, its type, what a channel or a price holds): what
 * core/config.ts checks a file against before it builds the configuration from it. The README's
 * "Configuration" section says what each key does.
 */

const positiveInt = z.int().check(z.gte(0));
/** SPEC-07.21.01's channels, and SPEC-07.21.02's priorities (lowest first). */
export const CHANNEL_TYPES = ['slack', 'discord', 'ntfy', 'webhook', 'email'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];
export const PRIORITIES = ['info', 'notice', 'warning', 'critical'] as const;
export type Priority = (typeof PRIORITIES)[number];
/** The fields each channel type needs (`server` of ntfy and `smtp_port` of email have defaults). */
const triggerList = z.array(z.enum(TRIGGERS));
/** How the monitor continues a session it takes over (app/orchestrator.ts). */
export const MONITOR_MODES = ['tmux', 'headless', 'notify'] as const;
export type MonitorMode = (typeof MONITOR_MODES)[number];
const price = z.strictObject({
  input: z.number(),
  output: z.number(),
  cache_creation: z.number(),
  cache_read: z.number(),
});

export const fileSchema = z.strictObject({
  volume: z.optional(
    z.strictObject({
      path: z.optional(z.string()),
      endpoint: z.optional(z.url()),
      path_style: z.optional(z.boolean()),
      large: z.optional(z.string()),
    }),
  ),
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
  retention: z.optional(
    z.strictObject({ keep_last: z.optional(positiveInt), max_age_days: z.optional(z.number().check(z.gte(0))) }),
  ),
  mcp: z.optional(
    z.strictObject({
      query_servers: z.optional(z.boolean()),
      timeout_ms: z.optional(positiveInt),
      allow_servers: z.optional(z.array(z.string())),
      state_files: z.optional(z.record(z.string(), z.array(z.string()))),
    }),
  ),
  prices: z.optional(z.record(z.string(), price)),
  session: z.optional(
    z.strictObject({
      stale_seconds: z.optional(positiveInt),
      sidecar: z.optional(z.boolean()),
      heartbeat_seconds: z.optional(positiveInt),
      poll_seconds: z.optional(positiveInt),
      shutdown_seconds: z.optional(positiveInt),
    }),
  ),
  records: z.optional(z.strictObject({ retention_days: z.optional(z.number().check(z.gt(0))) })),
  approval: z.optional(
    z.strictObject({
      default_policy: z.optional(z.string().check(z.minLength(1))),
      policies: z.optional(
        z.record(
          z.string(),
          z.strictObject({ auto_approve: z.optional(triggerList), require_review: z.optional(triggerList) }),
        ),
      ),
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
      routing: z.optional(
        z.strictObject(
          Object.fromEntries(PRIORITIES.map((p) => [p, z.optional(z.array(z.string()))])) as Record<
            Priority,
            z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString>>
          >,
        ),
      ),
    }),
  ),
  integrations: z.optional(
    z.strictObject({
      github: z.optional(
        z.strictObject({
          token: z.string(),
          default_repo: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/))),
          api_url: z.optional(z.string()),
          create_on_error: z.optional(z.boolean()),
        }),
      ),
      linear: z.optional(
        z.strictObject({
          api_key: z.string(),
          default_team: z.optional(z.string()),
          api_url: z.optional(z.string()),
          create_on_error: z.optional(z.boolean()),
        }),
      ),
      beads: z.optional(z.strictObject({ enabled: z.optional(z.boolean()) })),
    }),
  ),
  budget: z.optional(
    z.strictObject({
      threshold_usd: z.optional(z.number().check(z.gt(0))),
      limit_usd: z.optional(z.number().check(z.gt(0))),
    }),
  ),
  summary: z.optional(
    z.strictObject({
      engine: z.optional(z.enum(['builtin', 'model'])),
      model: z.optional(z.string().check(z.minLength(1))),
      timeout_seconds: z.optional(z.number().check(z.gt(0))),
      claude: z.optional(z.string().check(z.minLength(1))),
    }),
  ),
  context: z.optional(
    z.strictObject({
      warn_percent: z.optional(z.number().check(z.gt(0), z.lte(100))),
      windows: z.optional(z.record(z.string(), z.int().check(z.gt(0)))),
    }),
  ),
  // budget_tokens: at most SPEC-07.32.01's 10 % of a 200,000-token window (domain/memory/context.ts MEMORY_CONTEXT_MAX_TOKENS).
  memory: z.optional(
    z.strictObject({
      inject: z.optional(z.boolean()),
      budget_tokens: z.optional(z.int().check(z.gte(0), z.lte(20_000))),
    }),
  ),
  risky: z.optional(
    z.strictObject({
      enabled: z.optional(z.boolean()),
      defaults: z.optional(z.boolean()),
      commands: z.optional(z.array(z.string().check(z.minLength(1)))),
      wait_seconds: z.optional(z.number().check(z.gt(0), z.lte(300))),
    }),
  ),
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

export type FileConfig = z.infer<typeof fileSchema>;

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

/** The configuration as core/config.ts builds it from the files and the environment. */
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
  session: {
    staleSeconds: number;
    sidecar: boolean;
    heartbeatSeconds: number;
    pollSeconds: number;
    shutdownSeconds: number;
  };
  records: { retentionDays: number };
  /** `mode` undefined: tmux when it is installed, else notify (decided where tmux is looked for). */
  monitor: {
    timeoutSeconds: number;
    resumeDelaySeconds: number;
    pollSeconds: number;
    maxSilenceHours: number;
    workspaceRoot: string;
    mode?: MonitorMode | undefined;
    claudeArgs: string[];
    /** Seconds a resumed claude has to show it came up (`start_seconds`; unset: app/orchestrator.ts's 120). */ startSeconds?:
      number | undefined;
  };
  /** SPEC-07.20: the policy checkpoints are written under, every policy (built-in and configured), escalation thresholds. */
  approval: {
    defaultPolicy: string;
    policies: Record<string, ApprovalPolicy>;
    escalation: { costUsd?: number | undefined; durationHours?: number | undefined; errorCount?: number | undefined };
  };
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

import { DEFAULTS } from './defaults.js';
import { CheckpointError } from './errors.js';

/**
 * The settings variables that code reads before (or without) a configuration: the hooks' fast paths,
 * a lock's wait, the claude that `resume` starts. They belong to the configuration (core/config.ts
 * reads the rest, and asks this module for these); they live apart only because core/config.ts loads
 * the schema library, which the hot hooks must not parse at each start. Nothing else reads a
 * PAI_CHECKPOINT_ setting (lint rule 9); the README's "Configuration" section describes each.
 */
type Env = Record<string, string | undefined>;

/**
 * What a configuration of no file says of the settings that code uses before (or without) one: a
 * session state written before SessionStart read its configuration, a library caller without one.
 * The one place besides the configuration that knows these defaults (lint rule 6).
 */
export const UNCONFIGURED = {
  periodicSeconds: DEFAULTS.periodicSeconds,
  staleSeconds: DEFAULTS.staleSeconds,
  excludes: DEFAULTS.excludes,
  recordRetentionDays: DEFAULTS.recordRetentionDays,
} as const;

/** PAI_CHECKPOINT_DISABLE=1 turns every hook off. */
export function hooksDisabled(env: Env): boolean {
  return env['PAI_CHECKPOINT_DISABLE'] === '1';
}

/**
 * Where the Node hooks that open no connection (hooks/hooks.json's SessionStart and PreCompact,
 * hooks/journal.sh's) are given NODE_EXTRA_CA_CERTS: Node 20 reads that file at its start, before
 * any code runs (~45 ms for a system bundle, 2/3 of a bare start where it is set, as Claude Code's
 * docs advise behind a corporate proxy), so they start without it. Not a setting.
 */
const EXTRA_CA_CERTS_KEPT = 'PAI_CHECKPOINT_NODE_EXTRA_CA_CERTS';

/**
 * Puts NODE_EXTRA_CA_CERTS back as the user had it (unset when it was unset or empty), first thing
 * in every bundle: the programs a hook starts (the sidecar, a worker: S3, webhooks, mail) need it.
 */
export function restoreExtraCaCerts(env: Env): void {
  if (!(EXTRA_CA_CERTS_KEPT in env)) return;
  const kept = env[EXTRA_CA_CERTS_KEPT];
  delete env[EXTRA_CA_CERTS_KEPT];
  if (kept) env['NODE_EXTRA_CA_CERTS'] = kept;
  else delete env['NODE_EXTRA_CA_CERTS'];
}

/** PAI_CHECKPOINT_SIDECAR: `0` no sidecar, any other value a sidecar; unset or empty: as the files say (undefined). */
export function sidecarFromEnv(env: Env): boolean | undefined {
  const v = env['PAI_CHECKPOINT_SIDECAR'];
  return v ? v !== '0' : undefined;
}

/** How long a command waits for a lock: PAI_CHECKPOINT_LOCK_WAIT_SECONDS (checked when a lock is taken, not before). */
export function lockWaitSeconds(env: Env): number {
  const raw = env['PAI_CHECKPOINT_LOCK_WAIT_SECONDS'];
  const waitS = raw === undefined || raw === '' ? DEFAULTS.lockWaitSeconds : Number(raw);
  if (!Number.isFinite(waitS) || waitS < 0)
    throw new CheckpointError(
      'USAGE',
      `PAI_CHECKPOINT_LOCK_WAIT_SECONDS="${raw}" is not a number of seconds`,
      'unset it, or set it to 0 or more',
    );
  return waitS;
}

/** The Claude Code binary that `resume` starts: PAI_CHECKPOINT_CLAUDE, else `claude` on PATH. */
export function claudeCommand(env: Env): string {
  return env['PAI_CHECKPOINT_CLAUDE'] || 'claude';
}

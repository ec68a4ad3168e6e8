import { homedir, hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { sha256Hex } from './hash.js';

type Env = Record<string, string | undefined>;

/** Root of PAI's files: `$PAI_DIR`, else `~/.pai`. */
export function resolvePaiDir(env: Env = process.env): string {
  const dir = env['PAI_DIR'];
  return dir ? resolve(dir) : join(homedir(), '.pai');
}

/** pai-seed's F-010 directory resolution: an explicit dir wins, else `<PAI_DIR>/checkpoints`. */
export function resolveCheckpointsDir(dir?: string): string {
  return dir ? resolve(dir) : join(resolvePaiDir(), 'checkpoints');
}

/** Claude Code's config dir: `$CLAUDE_CONFIG_DIR`, else `~/.claude`. */
export function resolveClaudeDir(env: Env = process.env): string {
  const dir = env['CLAUDE_CONFIG_DIR'];
  return dir ? resolve(dir) : join(homedir(), '.claude');
}

/** Where every file of ours and pai-seed's lives. All roots can be overridden (tests, odd set-ups). */
export interface PaiPaths {
  /** `~/.pai` */
  paiDir: string;
  /** F-010 phase records: `~/.pai/checkpoints` */
  checkpointsDir: string;
  /** pai-seed's seed: `~/.pai/seed.json` */
  seedPath: string;
  /** F-008 event log dir: `~/.pai/events` */
  eventsDir: string;
  /** This plugin's own runtime state: `~/.pai/checkpoint` */
  stateDir: string;
  /** Per-session runtime state (heartbeat, transcript offset, phase): `~/.pai/checkpoint/sessions` */
  sessionsDir: string;
  /** Internal errors of hooks (they fail open, so this is where the details go). */
  logFile: string;
  /** Scratch folders of captures and restores (see platform/workdir.ts): `~/.pai/checkpoint/tmp` */
  scratchDir: string;
  /** V8's compiled code of the hooks' bundles (core/code-cache.ts): `~/.pai/checkpoint/code-cache` */
  codeCacheDir: string;
}

export interface PathOptions {
  paiDir?: string | undefined;
  checkpointsDir?: string | undefined;
  seedPath?: string | undefined;
  eventsDir?: string | undefined;
}

export function paiPaths(options: PathOptions = {}): PaiPaths {
  const paiDir = options.paiDir ? resolve(options.paiDir) : resolvePaiDir();
  const stateDir = join(paiDir, 'checkpoint');
  return {
    paiDir,
    checkpointsDir: options.checkpointsDir ? resolve(options.checkpointsDir) : join(paiDir, 'checkpoints'),
    seedPath: options.seedPath ? resolve(options.seedPath) : join(paiDir, 'seed.json'),
    eventsDir: options.eventsDir ? resolve(options.eventsDir) : join(paiDir, 'events'),
    stateDir,
    sessionsDir: join(stateDir, 'sessions'),
    logFile: join(stateDir, 'plugin.log'),
    scratchDir: join(stateDir, 'tmp'),
    codeCacheDir: join(stateDir, 'code-cache'),
  };
}

/**
 * This installation (host name and PAI_DIR): the sessions it runs write it into their status on
 * the volume, so a monitor knows which sessions' processes it may look at itself. Two HOMEs on
 * one host are two machines here, as they share no state.
 */
export function installationId(paths: PaiPaths): string {
  return sha256Hex(`${hostname()}\0${paths.paiDir}`).slice(0, 16);
}

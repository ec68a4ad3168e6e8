import { statSync } from 'node:fs';
import { join } from 'node:path';
import { readFileIfExists, writeFileAtomicSync } from '../../core/atomic.js';
import { CheckpointError } from '../../core/errors.js';
import { resolveClaudeDir } from '../../core/paths.js';
import type { PaiPaths } from '../../core/paths.js';
import { longestRun, type RiskyConfig } from './risky.js';
import { IF_TEXTS } from './risky-triggers.js';

export { IF_TEXTS };

/**
 * Which Bash calls Claude Code hands to hooks/risky.sh. Claude Code starts a PreToolUse hook only
 * for the calls its `if` rule matches (permission-rule syntax: `Bash(*rm *)` is any simple command
 * holding `rm `); an ordinary call then starts no process at all. The plugin's hooks/hooks.json
 * holds one rule per text of IF_TEXTS (risky-triggers.ts: the built-in rules' texts). The user's
 * own `[risky] commands` cannot be in that file: `pai-checkpoint risky install` writes a rule for
 * each of them into Claude Code's settings, whose hook finds the plugin through `plugin-root`
 * (written at every SessionStart, so a plugin update moves it along).
 */

/** Marks the hooks `risky install` wrote (it replaces or removes only these). */
const RISKY_HOOK_MARK = '# pai-checkpoint risky';

/** The file through which the hooks in Claude Code's settings find the plugin: `<state>/plugin-root`. */
export function pluginRootFile(paths: PaiPaths): string {
  return join(paths.stateDir, 'plugin-root');
}

/** Records where the plugin is (SessionStart); best effort, and only when it changed. */
export function writePluginRoot(paths: PaiPaths, root: string): void {
  try {
    if (readFileIfExists(pluginRootFile(paths)) !== `${root}\n`)
      writeFileAtomicSync(pluginRootFile(paths), `${root}\n`, { fsync: false });
  } catch {
    // the settings' hooks then exit at once, and the next SessionStart tries again
  }
}

/**
 * The command a settings hook runs (shell form, POSIX: bash, zsh and sh run it alike): the
 * plugin's risky.sh, found through plugin-root; when the plugin is gone it exits 0 at once (an
 * exit 2 would block the command).
 */
export const RISKY_HOOK_SCRIPT = `r=; read -r r 2>/dev/null < "\${PAI_DIR:-$HOME/.pai}/checkpoint/plugin-root"; [ -f "$r/hooks/risky.sh" ] && exec sh "$r/hooks/risky.sh"; exit 0 ${RISKY_HOOK_MARK}`;

/** A user pattern's literal parts, as Claude Code compares them (quotes off, blanks collapsed). */
function literalParts(pattern: string): string[] {
  return pattern
    .split('*')
    .map((p) => p.replace(/['"]/g, '').replace(/\s+/g, ' '))
    .filter(Boolean);
}

/** Whether every command the pattern matches already starts the plugin's hook (a part holds one of IF_TEXTS). */
export function coveredByPlugin(pattern: string): boolean {
  return literalParts(pattern).some((part) => IF_TEXTS.some((t) => part.includes(t)));
}

/**
 * The `if` rule for one of the user's patterns: its longest run without blanks, quotes, `*`,
 * backslashes or parentheses, anywhere in a simple command (`terraform destroy*` → `Bash(*terraform*)`:
 * wrapped ones such as `sudo terraform destroy` included). A pattern without such a run matches
 * every command: `Bash(*)`.
 */
export function ifRuleFor(pattern: string): string {
  const longest = longestRun(pattern, /[*\s'"\\()]+/);
  return longest ? `Bash(*${longest}*)` : 'Bash(*)';
}

/** The user's patterns that need a rule in Claude Code's settings, each with it. */
export function rulesNeeded(config: RiskyConfig): { pattern: string; rule: string }[] {
  if (!config.enabled) return [];
  return config.commands.filter((p) => !coveredByPlugin(p)).map((pattern) => ({ pattern, rule: ifRuleFor(pattern) }));
}

export type SettingsScope = 'local' | 'project' | 'user';

/** Claude Code's settings files: the project's own (`local`, not shared), the project's shared one, the user's. */
export function settingsFile(scope: SettingsScope, project: string, env: Record<string, string | undefined>): string {
  if (scope === 'user') return join(resolveClaudeDir(env), 'settings.json');
  return join(project, '.claude', scope === 'local' ? 'settings.local.json' : 'settings.json');
}

interface HookEntry {
  type?: unknown;
  if?: unknown;
  command?: unknown;
  [k: string]: unknown;
}
interface MatcherGroup {
  matcher?: unknown;
  hooks?: unknown;
  [k: string]: unknown;
}

function isOurs(h: unknown): boolean {
  const e = h as HookEntry | null;
  return !!e && typeof e === 'object' && typeof e.command === 'string' && e.command.endsWith(RISKY_HOOK_MARK);
}

/** A settings file's object (`{}` when absent); a file that is not a JSON object is an error naming it. */
function readSettings(file: string): Record<string, unknown> {
  const text = readFileIfExists(file);
  if (text === undefined || !text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new CheckpointError(
      'INVALID_DATA',
      `${file} is not valid JSON (${(err as Error).message})`,
      'fix the file (Claude Code reads it too), then run this again',
    );
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new CheckpointError(
      'INVALID_DATA',
      `${file} does not hold a JSON object`,
      'fix the file (Claude Code reads it too), then run this again',
    );
  return value as Record<string, unknown>;
}

/** The `if` rules of our hooks in a settings file (none when it cannot be read). */
export function installedRules(file: string): string[] {
  let settings: Record<string, unknown>;
  try {
    settings = readSettings(file);
  } catch {
    return [];
  }
  const groups = (settings['hooks'] as Record<string, unknown> | undefined)?.['PreToolUse'];
  if (!Array.isArray(groups)) return [];
  return groups
    .flatMap((g: MatcherGroup) =>
      g && Array.isArray(g.hooks) ? g.hooks.filter(isOurs).map((h: HookEntry) => h.if) : [],
    )
    .filter((r): r is string => typeof r === 'string');
}

/** The user's patterns whose rule none of the three settings files holds: said at SessionStart. */
export function missingRules(
  config: RiskyConfig,
  project: string,
  env: Record<string, string | undefined>,
): { pattern: string; rule: string }[] {
  const needed = rulesNeeded(config);
  if (!needed.length) return [];
  const have = new Set(
    (['local', 'project', 'user'] as const).flatMap((s) => installedRules(settingsFile(s, project, env))),
  );
  return needed.filter((n) => !have.has(n.rule));
}

interface RiskyHooksChange {
  file: string;
  /** The rules now in the file (ours). */
  rules: string[];
  /** Ours that were there before. */
  before: string[];
  written: boolean;
}

/**
 * Writes our hooks into a settings file: ours (marked) replaced by one PreToolUse group holding a
 * hook per rule, or removed when `rules` is empty; everything else in the file is kept as it is.
 * Nothing is written when nothing changes, or with `dryRun`.
 */
export function updateRiskyHooks(
  file: string,
  rules: string[],
  o: { dryRun?: boolean | undefined } = {},
): RiskyHooksChange {
  const settings = readSettings(file);
  const before = installedRules(file);
  const unique = [...new Set(rules)];
  if (before.length === unique.length && before.every((r, i) => r === unique[i]))
    return { file, rules: unique, before, written: false };
  const shape = (what: string) =>
    new CheckpointError(
      'INVALID_DATA',
      `${file}: ${what}`,
      'fix the file as Claude Code documents it (or move it away), then run this again',
    );
  if (
    settings['hooks'] !== undefined &&
    (!settings['hooks'] || typeof settings['hooks'] !== 'object' || Array.isArray(settings['hooks']))
  )
    throw shape('"hooks" is not an object');
  const hooks = { ...((settings['hooks'] as Record<string, unknown> | undefined) ?? {}) };
  if (hooks['PreToolUse'] !== undefined && !Array.isArray(hooks['PreToolUse']))
    throw shape('"hooks.PreToolUse" is not a list');
  // Ours taken out; a group left empty by that goes too (one the user left empty stays).
  const groups = ((hooks['PreToolUse'] as MatcherGroup[] | undefined) ?? []).flatMap((g) => {
    if (!g || !Array.isArray(g.hooks) || !g.hooks.some(isOurs)) return [g];
    const theirs = g.hooks.filter((h) => !isOurs(h));
    return theirs.length ? [{ ...g, hooks: theirs }] : [];
  });
  if (unique.length) {
    groups.push({
      matcher: 'Bash',
      hooks: unique.map((rule) => ({ type: 'command', if: rule, command: RISKY_HOOK_SCRIPT, timeout: 600 })),
    });
  }
  if (groups.length) hooks['PreToolUse'] = groups;
  else delete hooks['PreToolUse'];
  const next = { ...settings };
  if (Object.keys(hooks).length) next['hooks'] = hooks;
  else delete next['hooks'];
  if (!o.dryRun) {
    let mode = 0o600;
    try {
      mode = statSync(file).mode & 0o777; // kept as it was
    } catch {
      // a new file: only its owner's
    }
    writeFileAtomicSync(file, `${JSON.stringify(next, null, 2)}\n`, { mode });
  }
  return { file, rules: unique, before, written: !o.dryRun };
}

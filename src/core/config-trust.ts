import { DEFAULTS } from './defaults.js';

/**
 * Who may set each key of checkpoint.toml (issue 32): the one table a key is added to, so that no
 * key is added without that decision (test/core/config-trust.test.ts walks the schema against it,
 * and the README's table of settings is this table).
 *
 * The principle: a repository's own `.pai/checkpoint.toml` is written by whoever wrote the
 * repository, not by the user who clones it. It may make its own tree's checkpoints safer or
 * quieter — turn them off, exclude more, review more, keep more — and tune what concerns its own
 * tree alone. It never chooses a command, a path outside the project, an endpoint, a credential, a
 * key, a model, what is redacted or recorded, where anything is sent, and never turns a protection
 * off. A key it may not set is ignored (never fatal: a repository must not be able to turn your
 * checkpoints off by a bad key either) and named to the user at session start and by `doctor`.
 */
type Scope =
  /** The user's own file and the environment only. */
  | 'user'
  /** A project's file too, and it wins: it tunes only that project's own checkpoints. */
  | 'project'
  /** A project may turn it off, never on. */
  | 'off'
  /** A project may turn it on (a protection), never off. */
  | 'on'
  /** A project may raise it (keep more), never lower it. */
  | 'more'
  /** A project may lower it (a stricter threshold, a smaller budget), never raise it. */
  | 'less'
  /** A project's entries are added to the user's (or the default list). */
  | 'add'
  /** A project's policy counts only for the reviews it adds to the user's policy. */
  | 'stricter';

interface KeyTrust {
  scope: Scope;
  /** Why, in a few words (shown when a project's value is ignored). */
  why: string;
  /** The value a directional key starts from when the user's file does not set it (undefined: none, e.g. no threshold). */
  base?: unknown;
}

const user = (why: string): KeyTrust => ({ scope: 'user', why });

/**
 * Every key (dotted, as in the file) or whole section a file may hold, with what it decides. A
 * section entry covers every key below it; only `user` may be given to a whole section (a key
 * added to it later inherits the safe answer).
 */
export const SETTINGS_TRUST: Record<string, KeyTrust> = {
  volume: user('where your checkpoints are stored'),
  encryption: user('your key'),
  'capture.enabled': { scope: 'off', why: 'whether its own tree is captured', base: true },
  'capture.periodic_seconds': { scope: 'project', why: 'how often its own session is captured' },
  'capture.excludes': { scope: 'add', why: 'what of its own tree is left out', base: DEFAULTS.excludes },
  'capture.extra_excludes': { scope: 'add', why: 'what of its own tree is left out', base: [] },
  'capture.warn_mb': { scope: 'project', why: 'when its own workspace is called large' },
  'capture.max_local_mb': user('which volume a workspace is sent to'),
  'capture.zstd_level': { scope: 'project', why: 'how its own workspace is compressed' },
  'capture.workspace_format': { scope: 'project', why: 'how its own workspace is stored' },
  'capture.env_allow': user('which of your environment variables are recorded'),
  'capture.redact_secrets': { scope: 'on', why: 'whether secrets are redacted (a protection)', base: true },
  'capture.include_ignored': user('which ignored files (secrets, often) are recorded'),
  'retention.keep_last': { scope: 'more', why: 'how many of your checkpoints are kept', base: DEFAULTS.keepLast },
  'retention.max_age_days': { scope: 'more', why: 'how long your checkpoints are kept', base: DEFAULTS.maxAgeDays },
  'mcp.query_servers': { scope: 'off', why: 'whether MCP servers are started and asked for their state', base: true },
  'mcp.timeout_ms': user('how long the servers pai-checkpoint starts may run'),
  'mcp.allow_servers': user("which of a project's servers pai-checkpoint may start"),
  'mcp.state_files': user('files read for a server (paths that may leave the project)'),
  prices: user('the costs approvals and budgets decide by'),
  session: user('the sidecar, and the heartbeat the monitor decides by'),
  records: user('when the phase records of every project are deleted'),
  'approval.default_policy': { scope: 'stricter', why: 'which checkpoints a person must review' },
  'approval.policies': user('what your policies mean'),
  'approval.escalation.cost_threshold_usd': { scope: 'less', why: 'when a checkpoint waits for a person' },
  'approval.escalation.duration_threshold_hours': { scope: 'less', why: 'when a checkpoint waits for a person' },
  'approval.escalation.error_count_threshold': { scope: 'less', why: 'when a checkpoint waits for a person' },
  notifications: user('where news of your sessions is sent'),
  'integrations.github': user('a token, and where issues are written'),
  'integrations.linear': user('a token, and where issues are written'),
  'integrations.beads.enabled': { scope: 'off', why: 'whether its Beads issues are updated', base: true },
  budget: user('your budget'),
  summary: user('a command to run, and a model that spends your tokens'),
  'context.warn_percent': { scope: 'project', why: "when its own session's summary is refreshed" },
  'context.windows': user('patterns run at every checkpoint (one can be made to take minutes)'),
  'memory.inject': { scope: 'off', why: 'whether its memory is given to its sessions', base: true },
  'memory.budget_tokens': { scope: 'less', why: 'how much room its memory takes', base: DEFAULTS.memoryBudgetTokens },
  'risky.enabled': { scope: 'on', why: 'the checkpoint before a risky command (a protection)', base: true },
  'risky.defaults': { scope: 'on', why: 'the built-in rules of risky commands (a protection)', base: true },
  'risky.commands': { scope: 'add', why: 'which commands count as risky', base: [] },
  'risky.wait_seconds': user('how long your commands wait'),
  monitor: user('the command, arguments and folders of a resumed session'),
};

/** A key of a project's file that was not obeyed, and why. */
export interface IgnoredSetting {
  file: string;
  /** Dotted, as in the file (`summary.claude`), or `(file)` when the whole file was ignored. */
  key: string;
  why: string;
}

type Tree = Record<string, unknown>;

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

function get(t: Tree, path: string[]): unknown {
  let v: unknown = t;
  for (const p of path) v = isTree(v) ? v[p] : undefined;
  return v;
}

function set(t: Tree, path: string[], value: unknown): void {
  let at = t;
  for (const p of path.slice(0, -1)) {
    const next = at[p];
    at = at[p] = isTree(next) ? { ...next } : {};
  }
  at[path.at(-1)!] = value;
}

/** The table entry that covers `key` (itself, or the section above it). */
export function trustOf(key: string): { key: string; trust: KeyTrust } | undefined {
  const parts = key.split('.');
  for (let n = parts.length; n >= 1; n--) {
    const k = parts.slice(0, n).join('.');
    const trust = SETTINGS_TRUST[k];
    if (trust) return { key: k, trust };
  }
  return undefined;
}

/** The value a project's file may give a directional key, or why not (undefined: as the user has it). */
function directional(t: KeyTrust, mine: unknown, theirs: unknown): { value: unknown } | { ignored: true } {
  const cur = mine ?? t.base;
  switch (t.scope) {
    case 'off':
      return theirs === false ? { value: false } : cur === false ? { ignored: true } : { value: cur };
    case 'on':
      return theirs === true ? { value: true } : cur === true ? { ignored: true } : { value: cur };
    case 'more':
      return typeof cur === 'number' && (theirs as number) < cur ? { ignored: true } : { value: theirs };
    case 'less':
      return typeof cur === 'number' && (theirs as number) > cur ? { ignored: true } : { value: theirs };
    case 'add':
      return { value: [...new Set([...((cur as unknown[] | undefined) ?? []), ...(theirs as unknown[])])] };
    default:
      return { value: theirs };
  }
}

/**
 * The user's file with what a project's file may add or change applied (see SETTINGS_TRUST), and
 * the project's keys that were ignored. `stricter` keys are not merged here: the caller gets them
 * in `stricter` (the approval policy is merged where policies are known).
 */
export function applyProjectFile(
  mine: Tree,
  theirs: Tree,
  file: string,
): { merged: Tree; ignored: IgnoredSetting[]; stricter: Record<string, unknown> } {
  const merged: Tree = structuredClone(mine);
  const ignored: IgnoredSetting[] = [];
  const stricter: Record<string, unknown> = {};
  for (const key of leafKeys(theirs)) {
    const path = key.split('.');
    const value = get(theirs, path);
    const found = trustOf(key);
    // The schema is checked first: a key it holds has an entry (config-trust.test.ts); none means a
    // section left empty, which sets nothing.
    if (!found) continue;
    const { trust } = found;
    if (trust.scope === 'user') {
      ignored.push({ file, key, why: ignoredWhy(trust) });
      continue;
    }
    if (trust.scope === 'stricter') {
      stricter[key] = value;
      continue;
    }
    const r = directional(trust, get(mine, path), value);
    if ('ignored' in r) ignored.push({ file, key, why: ignoredWhy(trust) });
    else set(merged, path, r.value);
  }
  return { merged, ignored, stricter };
}

/** Dotted keys down to the table's entries (a section the table names whole is one key). */
function leafKeys(t: Tree, prefix = ''): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(t)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (SETTINGS_TRUST[key] || !isTree(v)) out.push(key);
    else out.push(...leafKeys(v, key));
  }
  return out;
}

const SCOPE_WORDS: Record<Scope, string> = {
  user: 'your own file only',
  project: 'a project too (it wins)',
  off: 'a project may turn it off, never on',
  on: 'a project may turn it on, never off',
  more: 'a project may raise it, never lower it',
  less: 'a project may lower it, never raise it',
  add: 'a project adds to yours',
  stricter: 'a project may add reviews, never remove one',
};

/** Why a project's value was not obeyed: who may set the key, and what it decides. */
export function ignoredWhy(t: KeyTrust): string {
  return `${SCOPE_WORDS[t.scope]}: ${t.why}`;
}

/** The README's table of settings: every entry, who may set it and why (test/core/config-trust.test.ts keeps the README equal to it). */
export function trustTableMarkdown(): string {
  const rows = Object.entries(SETTINGS_TRUST).map(([key, t]) => `| \`${key}\` | ${SCOPE_WORDS[t.scope]} | ${t.why} |`);
  return ['| setting | who may set it | what it decides |', '|---|---|---|', ...rows].join('\n');
}

/** What the SessionStart notice and `doctor` say: a line per project file. */
export function ignoredNotice(ignored: IgnoredSetting[]): string | undefined {
  if (!ignored.length) return undefined;
  const byFile = new Map<string, IgnoredSetting[]>();
  for (const i of ignored) byFile.set(i.file, [...(byFile.get(i.file) ?? []), i]);
  return [...byFile]
    .map(([file, list]) => {
      const whole = list.find((i) => i.key === WHOLE_FILE);
      if (whole) return `${file} was not used, your own settings apply: ${whole.why}`;
      return `${file}: ${list.length === 1 ? 'this setting was' : 'these settings were'} ignored (a project's file may make its own checkpoints safer or quieter, nothing else) — ${list.map((i) => `${i.key} (${i.why})`).join('; ')}`;
    })
    .join('\n');
}

/** The key of an IgnoredSetting that stands for the whole file (unreadable, not TOML, an unknown key). */
export const WHOLE_FILE = '(file)';

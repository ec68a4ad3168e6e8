/**
 * SPEC-07.10.05: what changed between two environment snapshots — Claude Code, plugins, MCP
 * servers, runtimes, packages, variables — one line per changed value, each section's names sorted.
 */
export interface EnvChange {
  section: string;
  /** The item and its field: `version`, `checkpoint@pai git_commit`, `npm:tar`. */
  name: string;
  /** Absent: the item was not there before (added) / is not there after (removed). */
  from?: string;
  to?: string;
}

/** The order sections are shown in; others (added by newer versions) follow, sorted. */
const ENV_SECTIONS = [
  'captured',
  'claude_code',
  'plugins',
  'mcp_servers',
  'runtimes',
  'packages',
  'package_lists',
  'pip packages',
  'npm packages',
  'env',
  'env_redacted',
];

/** Every value of a snapshot as `section → name → text` (nested records flattened to `item field`). */
/** A snapshot as recorded (domain/capture/environment.ts EnvironmentSnapshot, or a manifest's `environment`). */
type Snapshot = Record<string, unknown> | null | undefined;

export function flattenEnvironment(e: Snapshot): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [section, value] of Object.entries(e ?? {})) {
    if (section === 'captured_at' || value === undefined || value === null) continue;
    const names = new Map<string, string>();
    const put = (name: string, v: unknown) => names.set(name, typeof v === 'string' ? v : JSON.stringify(v));
    if (Array.isArray(value)) put('', value.join(', '));
    else if (typeof value !== 'object') put('', value);
    else
      for (const [item, v] of Object.entries(value as Record<string, unknown>)) {
        if (v && typeof v === 'object' && !Array.isArray(v))
          for (const [field, fv] of Object.entries(v as Record<string, unknown>)) put(`${item} ${field}`, fv);
        else put(item, v);
      }
    out.set(section, names);
  }
  return out;
}

/**
 * Values only a capture inside Claude Code has (its hooks' variables, this plugin's own entry, from
 * CLAUDE_PLUGIN_ROOT): between a checkpoint taken there and one taken in a terminal they come and
 * go with where the capture ran, not with what is installed.
 */
const CLAUDE_ONLY: Record<string, RegExp> = {
  plugins: /^checkpoint \(this plugin\) /,
  env: /^(?:CLAUDE_PROJECT_DIR|CLAUDE_CODE_ENTRYPOINT|CLAUDE_PLUGIN_ROOT|CLAUDE_PLUGIN_DATA)$/,
};

function insideClaude(e: Map<string, Map<string, string>>): boolean {
  return (
    [...(e.get('plugins')?.keys() ?? [])].some((n) => CLAUDE_ONLY['plugins']!.test(n)) ||
    [...(e.get('env')?.keys() ?? [])].some((n) => CLAUDE_ONLY['env']!.test(n))
  );
}

const where = (inside: boolean) => (inside ? 'inside Claude Code' : 'outside Claude Code');

export function environmentDiff(a: Snapshot, b: Snapshot): EnvChange[] {
  const x = flattenEnvironment(a);
  const y = flattenEnvironment(b);
  const [xin, yin] = [insideClaude(x), insideClaude(y)];
  // Captured in different places: said once, and the values only one place has are not "changes".
  const changes: EnvChange[] = xin === yin ? [] : [{ section: 'captured', name: '', from: where(xin), to: where(yin) }];
  for (const section of sectionOrder([...x.keys(), ...y.keys()])) {
    const xs = x.get(section) ?? new Map<string, string>();
    const ys = y.get(section) ?? new Map<string, string>();
    for (const name of [...new Set([...xs.keys(), ...ys.keys()])].sort()) {
      const from = xs.get(name);
      const to = ys.get(name);
      if (from === to) continue;
      if (xin !== yin && (from === undefined || to === undefined) && CLAUDE_ONLY[section]?.test(name)) continue;
      if (section === 'env' && from !== undefined && to !== undefined) changes.push(...listChanges(name, from, to));
      else
        changes.push({ section, name, ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) });
    }
  }
  return changes;
}

/**
 * A search path (PATH, NODE_PATH, …) by its entries: one change per entry removed or added, not
 * two copies of the whole string; only reordered (or not a list), the whole values.
 */
function listChanges(name: string, from: string, to: string): EnvChange[] {
  if (!name.endsWith('PATH')) return [{ section: 'env', name, from, to }];
  const [xs, ys] = [from.split(':'), to.split(':')];
  const removed = xs.filter((e) => !ys.includes(e));
  const added = ys.filter((e) => !xs.includes(e));
  if (removed.length + added.length === 0) return [{ section: 'env', name, from, to }];
  return [
    ...removed.map((e) => ({ section: 'env', name, from: e })),
    ...added.map((e) => ({ section: 'env', name, to: e })),
  ];
}

/** The sections in the order they are shown: ENV_SECTIONS first, then others sorted. */
export function sectionOrder(sections: Iterable<string>): string[] {
  const rank = (section: string) => {
    const i = ENV_SECTIONS.indexOf(section);
    return i < 0 ? ENV_SECTIONS.length : i;
  };
  return [...new Set(sections)].sort((s, t) => rank(s) - rank(t) || (s < t ? -1 : 1));
}

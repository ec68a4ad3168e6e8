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
const ENV_SECTIONS = ['claude_code', 'plugins', 'mcp_servers', 'runtimes', 'packages', 'package_lists', 'pip packages', 'npm packages', 'env', 'env_redacted'];

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
        if (v && typeof v === 'object' && !Array.isArray(v)) for (const [field, fv] of Object.entries(v as Record<string, unknown>)) put(`${item} ${field}`, fv);
        else put(item, v);
      }
    out.set(section, names);
  }
  return out;
}

export function environmentDiff(a: Snapshot, b: Snapshot): EnvChange[] {
  const x = flattenEnvironment(a);
  const y = flattenEnvironment(b);
  const sections = sectionOrder([...x.keys(), ...y.keys()]);
  const changes: EnvChange[] = [];
  for (const section of sections) {
    const xs = x.get(section) ?? new Map<string, string>();
    const ys = y.get(section) ?? new Map<string, string>();
    for (const name of [...new Set([...xs.keys(), ...ys.keys()])].sort()) {
      const from = xs.get(name);
      const to = ys.get(name);
      if (from === to) continue;
      changes.push({ section, name, ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) });
    }
  }
  return changes;
}

/** The sections in the order they are shown: ENV_SECTIONS first, then others sorted. */
export function sectionOrder(sections: Iterable<string>): string[] {
  const rank = (section: string) => {
    const i = ENV_SECTIONS.indexOf(section);
    return i < 0 ? ENV_SECTIONS.length : i;
  };
  return [...new Set(sections)].sort((s, t) => rank(s) - rank(t) || (s < t ? -1 : 1));
}

import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { canonicalJson } from '../../core/canonical.js';
import { redactUrl } from '../../core/redact.js';
import { commandOnPath } from '../../platform/which.js';
import { gitFacts, type GitFacts } from './git-files.js';
import { configuredMcpServers } from './mcp.js';
import { sha256Hex } from '../../core/hash.js';

/**
 * SPEC-07.10 environment snapshot (basics): Claude Code version, binary sha256 and path; plugin
 * versions (manifest version and git remote/commit/branch); MCP servers (source type, version id,
 * config hash — never the config itself, which may hold keys); Node/npm/Python/git versions with
 * key packages; and non-secret environment variables by allow-list, with secret-looking names
 * and values redacted.
 */
export interface EnvironmentSnapshot {
  captured_at: string;
  claude_code?: { version: string; binary_hash?: string; install_path?: string };
  plugins?: Record<
    string,
    {
      version?: string;
      manifest_version?: string;
      git_remote?: string;
      git_commit?: string;
      git_branch?: string;
      installed_at?: string;
      last_updated?: string;
      path?: string;
    }
  >;
  mcp_servers?: Record<
    string,
    { source_type: 'npm' | 'git' | 'local' | 'docker' | 'remote' | 'unknown'; version_id?: string; config_hash: string }
  >;
  runtimes?: Record<string, string>;
  packages?: Record<string, string>;
  /** SPEC-07.10.04: the full lists (`pip freeze`, every installed npm package), stored once on the volume under their sha256. */
  package_lists?: Partial<Record<PackageListKind, { sha256: string; count: number }>>;
  env?: Record<string, string>;
  /** Names whose values were withheld as secrets. */
  env_redacted?: string[];
  [extra: string]: unknown;
}

const run = promisify(execFile);

async function out(
  cmd: string,
  args: string[],
  cwd?: string,
  env?: Record<string, string | undefined>,
): Promise<string | undefined> {
  try {
    const { stdout, stderr } = await run(cmd, args, {
      timeout: 10_000,
      ...(cwd ? { cwd } : {}),
      ...(env ? { env: { ...process.env, ...env } } : {}),
    });
    return (stdout || stderr).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Allow-listed variable names (plus `extra`); everything else is left out. */
const ENV_ALLOW = [
  'SHELL',
  'LANG',
  'LC_ALL',
  'LC_CTYPE',
  'TERM',
  'TZ',
  'USER',
  'HOME',
  'PWD',
  'PATH',
  'EDITOR',
  'NODE_ENV',
  'VIRTUAL_ENV',
  'CONDA_DEFAULT_ENV',
  'CLAUDE_CODE_ENTRYPOINT',
  'CLAUDE_PROJECT_DIR',
  'PAI_DIR',
];

const SECRET_NAME = /(KEY|TOKEN|SECRET|PASSW|CREDENTIAL|AUTH|COOKIE|PRIVATE|SIGNATURE|SESSION_?ID)/i;
const SECRET_VALUE = [
  /\bsk-[A-Za-z0-9_-]{16,}/, // Anthropic / OpenAI style
  /\bgh[pousr]_[A-Za-z0-9]{20,}/, // GitHub
  /\bxox[abpr]-[A-Za-z0-9-]{10,}/, // Slack
  /\bAKIA[0-9A-Z]{16}\b/, // AWS access key
  /\bBearer\s+[A-Za-z0-9._-]{16,}/i,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /:\/\/[^/\s:@]+:[^/\s@]+@/, // credentials in a URL
  /\b[A-Za-z0-9+/_-]{40,}\b/, // long opaque token
];

export function looksSecret(name: string, value: string): boolean {
  return SECRET_NAME.test(name) || SECRET_VALUE.some((re) => re.test(value));
}

/** Allow-listed, non-secret variables; `redacted` lists the allowed names that were withheld. */
export function safeEnv(
  env: Record<string, string | undefined>,
  extra: string[] = [],
): { env: Record<string, string>; redacted: string[] } {
  const out: Record<string, string> = {};
  const redacted: string[] = [];
  for (const name of [...new Set([...ENV_ALLOW, ...extra])].sort()) {
    const value = env[name];
    if (value === undefined) continue;
    if (looksSecret(name, value)) redacted.push(name);
    else out[name] = value;
  }
  return { env: out, redacted };
}

const sha256 = (s: string) => sha256Hex(s);

async function fileHash(path: string): Promise<string> {
  const h = createHash('sha256');
  for await (const chunk of createReadStream(path)) h.update(chunk as Buffer);
  return h.digest('hex');
}

/**
 * Results of slow probes (hashing the ~200 MB claude binary, `claude --version`, python's
 * packages), cached in `cacheFile` under a key made of the probed binary's path, size and mtime:
 * a different or updated install is a different key, so the cache is never stale.
 */
function readMemo<T>(cacheFile: string): Record<string, T> {
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, T>;
  } catch {
    return {}; // no cache yet
  }
}

async function memo<T>(
  cacheFile: string | undefined,
  key: string,
  compute: () => Promise<T | undefined>,
): Promise<T | undefined> {
  if (cacheFile) {
    const cache = readMemo<T>(cacheFile);
    if (key in cache) return cache[key];
  }
  const value = await compute();
  if (cacheFile && value !== undefined) await remember(cacheFile, { [key]: value });
  return value;
}

/** Adds `entries` to the cache file (best effort). */
async function remember(cacheFile: string, entries: Record<string, unknown>): Promise<void> {
  try {
    const { writeFileAtomicSync } = await import('../../core/atomic.js');
    // Read again right before the write (probes run side by side: each wrote back the file as it
    // found it before its own probe, and the one written last dropped the others' results, so the
    // next capture ran a 0.5 s python probe again — found timing bench/transcript.mjs under strace).
    // Keep the newest 50 entries: keys of replaced installs are never asked for again.
    const kept = Object.entries(readMemo<unknown>(cacheFile)).filter(([k]) => !(k in entries));
    writeFileAtomicSync(
      cacheFile,
      JSON.stringify(Object.fromEntries([...kept, ...Object.entries(entries)].slice(-50))),
      { fsync: false },
    );
  } catch {
    // caching is best effort
  }
}

function statKey(path: string): string | undefined {
  try {
    const st = statSync(path);
    return `${path}\0${st.size}\0${st.mtimeMs}`;
  } catch {
    return undefined;
  }
}

/** A command's real path on PATH (no process started). */
function which(cmd: string, path: string | undefined): string | undefined {
  const found = commandOnPath(cmd, path);
  try {
    return found && realpathSync(found);
  } catch {
    return undefined;
  }
}

/** npm's version from its package.json (starting npm takes ~250 ms). */
function npmVersion(path: string | undefined): string | undefined {
  const cli = which('npm', path);
  if (!cli) return undefined;
  let dir = dirname(cli);
  for (let i = 0; i < 3; i++, dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'npm' && pkg.version) return pkg.version;
    } catch {
      // keep looking up
    }
  }
  return undefined;
}

type McpConfig = Record<string, unknown>;

/** Where an MCP server comes from, and what identifies its version. */
export function mcpSource(config: McpConfig): {
  source_type: NonNullable<EnvironmentSnapshot['mcp_servers']>[string]['source_type'];
  version_id?: string;
} {
  const type = String(config['type'] ?? '');
  if (typeof config['url'] === 'string' || type === 'http' || type === 'sse')
    return { source_type: 'remote', version_id: String(config['url'] ?? '') };
  const command = String(config['command'] ?? '');
  const args = Array.isArray(config['args']) ? config['args'].map(String) : [];
  const base = command.split('/').pop() ?? '';
  if (['npx', 'bunx', 'pnpx'].includes(base) || (base === 'npm' && args[0] === 'exec')) {
    const pkg = args.find((a) => !a.startsWith('-') && a !== 'exec');
    return pkg ? { source_type: 'npm', version_id: pkg } : { source_type: 'npm' };
  }
  if (base === 'uvx' || base === 'pipx') {
    const pkg = args.find((a) => !a.startsWith('-') && a !== 'run');
    return pkg ? { source_type: 'local', version_id: `${base}:${pkg}` } : { source_type: 'local' };
  }
  if (base === 'docker' || base === 'podman') {
    const image = args.filter((a) => !a.startsWith('-')).at(-1);
    return image ? { source_type: 'docker', version_id: image } : { source_type: 'docker' };
  }
  if (command.startsWith('/') || command.startsWith('.')) {
    try {
      const st = statSync(command);
      return { source_type: 'local', version_id: `${command}@${st.size}:${Math.round(st.mtimeMs)}` };
    } catch {
      return { source_type: 'local', version_id: command };
    }
  }
  return command ? { source_type: 'unknown', version_id: command } : { source_type: 'unknown' };
}

function gitInfo(dir: string): GitFacts {
  const facts = gitFacts(dir);
  return facts.git_remote ? { ...facts, git_remote: redactUrl(facts.git_remote) } : facts;
}

interface EnvironmentOptions {
  cwd: string;
  home: string;
  claudeDir: string;
  env: Record<string, string | undefined>;
  /** The claude process (for its binary path); else `claude` on PATH. */
  claudePid?: number | undefined;
  /** File to cache the binary hash in. */
  hashCacheFile?: string | undefined;
  /** More variable names to record (still redacted if secret-looking). */
  extraEnv?: string[];
  now?: Date;
  /** python3's facts when the caller probes them already (one probe for the snapshot and the package lists). */
  python?: Promise<PythonFacts | undefined>;
}

export async function captureEnvironment(o: EnvironmentOptions): Promise<EnvironmentSnapshot> {
  const snap: EnvironmentSnapshot = { captured_at: (o.now ?? new Date()).toISOString() };
  const claude = await claudeCode(o);
  if (claude) snap.claude_code = claude;
  const plugins = await installedPlugins(o);
  if (plugins) snap.plugins = plugins;
  const servers = configuredMcpServers(o.home, o.cwd);
  if (Object.keys(servers).length) {
    snap.mcp_servers = Object.fromEntries(
      Object.entries(servers).map(([name, { config }]) => [
        name,
        { ...mcpSource(config), config_hash: sha256(canonicalJson(config)) },
      ]),
    );
  }
  const npm = npmVersion(o.env['PATH']);
  const gitBin = which('git', o.env['PATH']);
  const [gitV, python] = await Promise.all([
    gitBin ? memo(o.hashCacheFile, `git\0${statKey(gitBin)}`, () => out(gitBin, ['--version'])) : undefined,
    o.python ?? pythonFacts(o),
  ]);
  snap.runtimes = {
    node: process.version.replace(/^v/, ''),
    ...(npm ? { npm } : {}),
    ...(python ? { python: python.version } : {}),
    ...(gitV ? { git: gitV.replace(/^git version\s+/, '') } : {}),
  };
  const packages = {
    ...nodePackages(o.cwd),
    ...Object.fromEntries(Object.entries(python?.packages ?? {}).map(([n, v]) => [`pypi:${n}`, v])),
  };
  if (Object.keys(packages).length) snap.packages = packages;
  const { env, redacted } = safeEnv(o.env, o.extraEnv);
  snap.env = env;
  if (redacted.length) snap.env_redacted = redacted;
  return snap;
}

/** The claude binary of the session (its process's, else `claude` on PATH): version and hash, cached by the binary's stat. */
async function claudeCode(o: EnvironmentOptions): Promise<EnvironmentSnapshot['claude_code']> {
  let binary: string | undefined;
  if (o.claudePid && process.platform === 'linux') {
    try {
      binary = realpathSync(`/proc/${o.claudePid}/exe`);
    } catch {
      // gone or not ours to read
    }
  }
  binary ??= which('claude', o.env['PATH']); // else `claude` on the session's PATH
  const claudeKey = binary ? statKey(binary) : undefined;
  if (!binary || !claudeKey) return undefined;
  const bin = binary;
  const claude = await memo(o.hashCacheFile, `claude\0${claudeKey}`, async () => {
    const version = await out(bin, ['--version']);
    return version
      ? { version: version.replace(/\s*\(Claude Code\)\s*$/, ''), binary_hash: await fileHash(bin) }
      : undefined;
  });
  return claude ? { version: claude.version, install_path: bin, binary_hash: claude.binary_hash } : undefined;
}

/** Plugins installed through a marketplace, and this plugin (where it runs from). */
async function installedPlugins(o: EnvironmentOptions): Promise<EnvironmentSnapshot['plugins']> {
  let plugins: NonNullable<EnvironmentSnapshot['plugins']> = {};
  try {
    // Claude Code's record of each install (version 2: a list per plugin, one per scope).
    const installed = JSON.parse(readFileSync(join(o.claudeDir, 'plugins', 'installed_plugins.json'), 'utf8')) as {
      plugins?: Record<string, Install[] | Install>;
    };
    for (const [id, installs] of Object.entries(installed.plugins ?? {})) {
      const inst = Array.isArray(installs) ? installs[0] : installs;
      if (!inst || typeof inst !== 'object') continue;
      const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
      const fields = {
        version: str(inst.version),
        installed_at: str(inst.installedAt),
        last_updated: str(inst.lastUpdated),
        git_commit: str(inst.gitCommitSha),
      };
      const path = str(inst.installPath);
      const found = path ? { path, ...withManifestVersion(path), ...gitInfo(path) } : {};
      plugins[id] = Object.fromEntries(Object.entries({ ...fields, ...found }).filter(([, v]) => v !== undefined));
    }
  } catch {
    // no plugins installed through a marketplace
  }
  const pluginRoot = o.env['CLAUDE_PLUGIN_ROOT'];
  if (pluginRoot) {
    const version = withManifestVersion(pluginRoot).manifest_version;
    plugins = {
      ...plugins,
      'checkpoint (this plugin)': { ...(version ? { version } : {}), path: pluginRoot, ...gitInfo(pluginRoot) },
    };
  }
  return Object.keys(plugins).length ? plugins : undefined;
}

/** An install as installed_plugins.json records it. */
interface Install {
  version?: unknown;
  installPath?: unknown;
  installedAt?: unknown;
  lastUpdated?: unknown;
  gitCommitSha?: unknown;
}

/** The version its `.claude-plugin/plugin.json` declares, if it can be read. */
function withManifestVersion(dir: string): { manifest_version?: string } {
  try {
    const v = (JSON.parse(readFileSync(join(dir, '.claude-plugin', 'plugin.json'), 'utf8')) as { version?: unknown })
      .version;
    return typeof v === 'string' && v ? { manifest_version: v } : {};
  } catch {
    return {};
  }
}

/** What python3 on PATH says of itself: its version, a few key packages' versions, and every distribution (`pip freeze`'s lines). */
interface PythonFacts {
  version: string;
  packages: Record<string, string>;
  freeze: string[];
}

const KEY_PYTHON_PACKAGES = ['anthropic', 'modal', 'aiohttp', 'requests', 'pydantic'];

/**
 * Everything in one run (python's start is most of a probe's cost): the distributions are read
 * through importlib.metadata, so that no pip is needed, and named as pip freeze names them.
 */
const PYTHON_PROBE = `import json, site, sys, importlib.metadata as m
def version(n):
  try: return m.version(n)
  except Exception: return None
names = sorted({f"{d.metadata['Name']}=={d.version}" for d in m.distributions() if d.metadata['Name']}, key=str.lower)
print(json.dumps({"version": sys.version.split()[0], "sites": site.getsitepackages() + [site.getusersitepackages()], "key": {n: version(n) for n in ${JSON.stringify(KEY_PYTHON_PACKAGES)}}, "freeze": names}))`;

/**
 * python3's facts, cached under a key made of the binary and its site-packages folders (packages
 * change without the binary changing; installing or upgrading one changes a folder's mtime). The
 * folders are known from the first probe of that binary; until then the key is taken after the
 * probe, so a package installed during that first probe (tens of milliseconds) is seen only at the
 * next change of its folder.
 */
export async function pythonFacts(
  o: Pick<EnvironmentOptions, 'env' | 'hashCacheFile'>,
): Promise<PythonFacts | undefined> {
  const bin = which('python3', o.env['PATH']);
  const binKey = bin && statKey(bin);
  if (!bin || !binKey) return undefined;
  const cache = o.hashCacheFile ? readMemo<unknown>(o.hashCacheFile) : {};
  const sitesKey = `pysites\0${binKey}`;
  const factsKey = (sites: string[]) => `pyfacts\0${binKey}\0${sites.map((d) => statKey(d) ?? `${d}\0-`).join('|')}`;
  const knownSites = cache[sitesKey];
  const before = Array.isArray(knownSites) ? factsKey(knownSites.map(String)) : undefined;
  if (before && isPythonFacts(cache[before])) return cache[before];
  let probed: { version: string; sites: string[]; key: Record<string, unknown>; freeze: string[] };
  try {
    probed = JSON.parse((await out(bin, ['-c', PYTHON_PROBE])) ?? '') as typeof probed;
  } catch {
    return undefined; // not a python we can ask
  }
  const packages = Object.fromEntries(
    Object.entries(probed.key ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  const facts = {
    version: String(probed.version),
    packages,
    freeze: Array.isArray(probed.freeze) ? probed.freeze.map(String) : [],
  };
  const sites = Array.isArray(probed.sites) ? probed.sites.map(String) : [];
  if (o.hashCacheFile) await remember(o.hashCacheFile, { [sitesKey]: sites, [before ?? factsKey(sites)]: facts });
  return facts;
}

function isPythonFacts(v: unknown): v is PythonFacts {
  const f = v as Partial<PythonFacts> | undefined;
  return (
    typeof f?.version === 'string' && typeof f.packages === 'object' && f.packages !== null && Array.isArray(f.freeze)
  );
}

/** The installed versions of the project's declared npm packages (the first 50). */
function nodePackages(cwd: string): Record<string, string> {
  const packages: Record<string, string> = {};
  try {
    const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).slice(0, 50)) {
      try {
        packages[`npm:${name}`] = (
          JSON.parse(readFileSync(join(cwd, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
        ).version;
      } catch {
        // declared but not installed
      }
    }
  } catch {
    // not a Node project
  }
  return packages;
}

export type PackageListKind = 'pip' | 'npm';

/**
 * SPEC-07.10.04: the full package lists, one `name==version` (pip) or `name@version` (npm) line
 * each, sorted: every Python distribution python3 has (what `pip freeze` lists, read through
 * importlib.metadata so that no pip is needed; cached like the key packages), and every package
 * installed in the project's node_modules (npm's own `node_modules/.package-lock.json`, else
 * package-lock.json). The capture stores each once on the volume under its sha256.
 */
export async function packageLists(
  o: Pick<EnvironmentOptions, 'cwd' | 'env' | 'hashCacheFile' | 'python'>,
): Promise<Partial<Record<PackageListKind, string>>> {
  const lists: Partial<Record<PackageListKind, string>> = {};
  const npm = npmPackageList(o.cwd);
  if (npm) lists.npm = npm;
  const freeze = (await (o.python ?? pythonFacts(o)))?.freeze;
  if (freeze?.length) lists.pip = `${freeze.join('\n')}\n`;
  return lists;
}

function npmPackageList(cwd: string): string | undefined {
  for (const file of [join(cwd, 'node_modules', '.package-lock.json'), join(cwd, 'package-lock.json')]) {
    try {
      const lock = JSON.parse(readFileSync(file, 'utf8')) as {
        packages?: Record<string, { version?: unknown; name?: unknown }>;
      };
      const lines = new Set<string>();
      // Each installed copy by where it is: `a/node_modules/b@2.0.0` is b as a nests it (another b may be hoisted).
      for (const [where, p] of Object.entries(lock.packages ?? {})) {
        if (!where.startsWith('node_modules/') || typeof p.version !== 'string') continue;
        lines.add(`${where.slice('node_modules/'.length)}@${p.version}`);
      }
      if (lines.size) return `${[...lines].sort().join('\n')}\n`;
    } catch {
      // no such lock file
    }
  }
  return undefined;
}

/** A stored list as `name → version` (the first `==` of a pip line, the last `@` of an npm one). */
export function parsePackageList(kind: PackageListKind, text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const at = kind === 'pip' ? line.indexOf('==') : line.lastIndexOf('@');
    if (at > 0) out.set(line.slice(0, at), line.slice(at + (kind === 'pip' ? 2 : 1)));
    else out.set(line, '');
  }
  return out;
}

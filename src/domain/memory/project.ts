import { basename, resolve } from 'node:path';
import { domainToASCII } from 'node:url';
import { CheckpointError } from '../../core/errors.js';
import { isSafeKey } from '../../core/keys.js';
import { gitFacts } from '../capture/git-files.js';
import { sha256Hex } from '../../core/hash.js';

/**
 * Which project a memory belongs to: one id per project, the same on every machine and for every
 * clone, and always a safe key segment (storage/layout.ts `memory/<project>.json`).
 *
 * A repository is named by its `origin` remote, host and path: `github.com/acme/app` and
 * `evil.example/acme/app` are two projects (whoever can publish under a host is the only one who
 * can name its projects: a clone from another host must never read, or write, the memory a
 * session starts with). The remote is read from the repository's config file
 * (domain/capture/git-files.ts, as `git config remote.origin.url` prints it) rather than by running
 * git, so the session-start hook can name the project without a process. Anything else is named by
 * its folder: the folder's name and a hash of its absolute path, so two `app/` folders keep two
 * memories.
 *
 * The id of a remote is `<host>-<path>-<16 hex>`: a readable part, and the first 64 bits of the
 * SHA-256 of the canonical remote (`canonicalRemote`), which alone tells projects apart — the
 * readable part is for people and may be shared (`acme/app-x` and `acme-app/x` read alike). 64 bits:
 * finding another remote of the same id is 2^64 work, not the 2^32 of a short hash.
 */

const MAX = 128;
/** Hex digits of the canonical remote's hash in an id (64 bits). */
const REMOTE_HASH = 16;

/** Lower-case letters, digits, ".", "_", "-"; runs of anything else one "-"; no leading or trailing punctuation, no "..". */
function clean(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/^[^a-z0-9]+/, '')
    .replace(/[._-]+$/, '');
}

const hashOf = (s: string, hex: number) => sha256Hex(s).slice(0, hex);
const shortHash = (s: string) => hashOf(s, 8);

/** A cleaned name made to fit: at most MAX characters (a long one keeps its end and gets a hash), never ending in `.json`. */
function fit(name: string, whole: string): string {
  let id = name.length > MAX ? `${clean(name.slice(-(MAX - 9)))}-${shortHash(whole)}` : name;
  // `memory/<a>.json` (a project's view) and `memory/<a>.json/` (the folder of a project named
  // `<a>.json`) must never be the same path on a folder volume.
  if (id.endsWith('.json')) id = `${id.slice(0, -5)}-json`;
  return id;
}

/** A remote as git takes it: its host ('' for a local path or `file:` URL) and its path, percent-decoded; undefined when it cannot be read. */
function splitRemote(url: string): { host: string; path: string } | undefined {
  const u = url.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(u);
  if (scheme) {
    try {
      const parsed = new URL(u);
      const local = scheme[1]!.toLowerCase() === 'file';
      return { host: local ? '' : decodeURIComponent(parsed.hostname), path: decodeURIComponent(parsed.pathname) };
    } catch {
      return undefined;
    }
  }
  const scp = /^(?:[^@/]+@)?([^:/]+):(?!\/\/)(.+)$/.exec(u); // user@host:owner/repo (not a Windows drive: the host has no slash)
  return scp && !/^[a-z]:[\\/]/i.test(u) ? { host: scp[1]!, path: scp[2]! } : { host: '', path: u };
}

/** A host as one spelling: lower-case, IDN as punycode, without a trailing dot. */
function normalHost(host: string): string {
  const lower = host.toLowerCase();
  return (domainToASCII(lower) || lower).replace(/\.+$/, '');
}

/** A path's segments: no empty or `.` ones, `\\` as `/`, the last without `.git`. */
function pathSegments(path: string, drop: readonly string[] = []): string[] {
  const segs = path
    .replace(/\\/g, '/')
    .split('/')
    .filter((s) => s && s !== '.' && !drop.includes(s));
  if (segs.length) segs[segs.length - 1] = segs[segs.length - 1]!.replace(/\.git$/i, '');
  return segs.filter(Boolean);
}

/**
 * The remote as one string, the same for every way git lets one write it: `<host>/<path>` for a
 * server — scheme (https, ssh, git), user and password, and port left out; the host lower-case,
 * IDN as punycode, without a trailing dot; the path's segments without empty and `.` ones and the
 * last without `.git`; all lower-case — and `file:<path>` for a local path or `file:` URL.
 * `https://github.com/Acme/App.git`, `git@github.com:acme/app`, `ssh://git@github.com:22/acme/app/`
 * are all `github.com/acme/app`. Undefined when the URL names no path.
 *
 * Left out on purpose: the scheme and the port (the same repository over https and ssh is one
 * project, and a host's ports are its owner's), the case of the path (GitHub, GitLab and Bitbucket
 * ignore it; a server that does not is one owner's, who decides what its paths mean). Kept: the
 * host as written — an ssh alias (`git@work-github:acme/app`) is a host of its own, the id cannot
 * look inside ~/.ssh/config.
 */
export function canonicalRemote(url: string): string | undefined {
  const r = splitRemote(url);
  if (!r) return undefined;
  const segs = pathSegments(r.path).map((s) => s.toLowerCase());
  if (segs.length === 0) return undefined;
  if (!r.host) return `file:${/^[\\/]/.test(r.path) ? '/' : ''}${segs.join('/')}`;
  const host = normalHost(r.host);
  return host ? `${host}/${segs.join('/')}` : undefined;
}

/**
 * The project id a git remote URL gives: `<host>-<path segments joined by "-">-<16 hex>`, cleaned
 * and cut to fit (`github.com-acme-app-…`; a local path: `local-<path>-…`), the hex digits being
 * the hash of `canonicalRemote` — so every form of one remote gives one id and two hosts never
 * share one. Credentials in a URL never reach the id. Undefined when the URL names no path.
 */
export function projectIdFromRemote(url: string): string | undefined {
  const canonical = canonicalRemote(url);
  if (!canonical) return undefined;
  const parts = canonical.startsWith('file:') ? ['local', ...canonical.slice(5).split('/')] : canonical.split('/');
  const readable = clean(parts.filter((p) => p && p !== '..' && p !== '~').join('-')).slice(-(MAX - REMOTE_HASH - 1));
  return `${clean(readable) || 'project'}-${hashOf(canonical, REMOTE_HASH)}`;
}

/**
 * The id the remote had before ids named the host (`owner-repo`: every host's `acme/app` was
 * `acme-app`). Only `memory migrate` and the notice of `memory show` use it: memory kept under it
 * may have been written from a clone of any host, so it is never read for a project by itself.
 */
export function legacyProjectIdFromRemote(url: string): string | undefined {
  const r = splitRemote(url);
  const segs = r ? pathSegments(r.path, ['..', '~']) : [];
  if (segs.length === 0) return undefined;
  const name = clean(segs.join('-'));
  return name ? fit(name, url.trim()) : undefined;
}

/** The project id of a folder that is no repository with an origin: `<folder name>-<8 hex of its absolute path>`. */
export function projectIdFromFolder(folder: string): string {
  const abs = resolve(folder);
  const name = clean(basename(abs)).slice(0, MAX - 9) || 'project';
  return `${name.replace(/[._-]+$/, '')}-${shortHash(abs)}`;
}

/** The project id of `folder`: its repository's origin, else the folder itself. */
export function projectIdFor(folder: string): string {
  const remote = gitFacts(folder).git_remote;
  return (remote && projectIdFromRemote(remote)) || projectIdFromFolder(folder);
}

/** The id `folder`'s origin had before ids named the host (legacyProjectIdFromRemote); undefined for a folder without one (its id did not change). */
export function legacyProjectIdFor(folder: string): string | undefined {
  const remote = gitFacts(folder).git_remote;
  return remote && projectIdFromRemote(remote) ? legacyProjectIdFromRemote(remote) : undefined;
}

/** A project id given by a person (`--project`), checked: USAGE naming the flag when it cannot be a key. */
export function checkProjectId(id: string, flag = '--project'): string {
  const hint =
    'a project id is 1-128 letters, digits, ".", "_" or "-", starting with a letter or digit, not ending in ".json" (`pai-checkpoint memory show` names the current one)';
  if (!id) throw new CheckpointError('USAGE', `${flag} is empty`, hint);
  if (!isSafeKey(id) || id.toLowerCase().endsWith('.json'))
    throw new CheckpointError('USAGE', `${flag} ${JSON.stringify(id.slice(0, 80))} cannot be a project id`, hint);
  return id;
}

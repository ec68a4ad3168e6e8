import { createHash } from 'node:crypto';
import { basename, resolve } from 'node:path';
import { CheckpointError } from '../../core/errors.js';
import { isSafeKey } from '../../core/keys.js';
import { gitFacts } from '../capture/git-files.js';

/**
 * Which project a memory belongs to: one id per project, the same on every machine and for every
 * clone, and always a safe key segment (storage/layout.ts `memory/<project>.json`).
 *
 * A repository is named by its `origin` remote (`github.com/Acme/App.git`, `git@github.com:acme/app`
 * → `acme-app`): the remote is read from the repository's config file (domain/capture/git-files.ts,
 * as `git config remote.origin.url` prints it) rather than by running git, so the session-start
 * hook can name the project without a process. Anything else is named by its folder: the folder's
 * name and a hash of its absolute path, so two `app/` folders keep two memories.
 */

const MAX = 128;

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

const shortHash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 8);

/** A cleaned name made to fit: at most MAX characters (a long one keeps its end and gets a hash), never ending in `.json`. */
function fit(name: string, whole: string): string {
  let id = name.length > MAX ? `${clean(name.slice(-(MAX - 9)))}-${shortHash(whole)}` : name;
  // `memory/<a>.json` (a project's view) and `memory/<a>.json/` (the folder of a project named
  // `<a>.json`) must never be the same path on a folder volume.
  if (id.endsWith('.json')) id = `${id.slice(0, -5)}-json`;
  return id;
}

/**
 * The project id a git remote URL gives: its path without `.git`, its segments joined by "-"
 * (`owner-repo`), lower-case. Takes https/ssh/git URLs, scp-like `user@host:path` and local paths;
 * credentials in a URL never reach the id. Undefined when the URL names no path.
 */
export function projectIdFromRemote(url: string): string | undefined {
  const u = url.trim();
  let path: string;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(u);
  if (scheme) {
    try {
      path = decodeURIComponent(new URL(u).pathname);
    } catch {
      return undefined;
    }
  } else {
    const scp = /^(?:[^@/]+@)?[^:/]+:(?!\/\/)(.+)$/.exec(u); // user@host:owner/repo (not a Windows drive: the host has no slash)
    path = scp && !/^[a-z]:[\\/]/i.test(u) ? scp[1]! : u;
  }
  const segs = path
    .replace(/\\/g, '/')
    .split('/')
    .filter((s) => s && s !== '.' && s !== '..' && s !== '~');
  if (segs.length === 0) return undefined;
  segs[segs.length - 1] = segs[segs.length - 1]!.replace(/\.git$/i, '');
  const name = clean(segs.filter(Boolean).join('-'));
  return name ? fit(name, u) : undefined;
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

/** A project id given by a person (`--project`), checked: USAGE naming the flag when it cannot be a key. */
export function checkProjectId(id: string, flag = '--project'): string {
  const hint = 'a project id is 1-128 letters, digits, ".", "_" or "-", starting with a letter or digit, not ending in ".json" (`pai-checkpoint memory show` names the current one)';
  if (!id) throw new CheckpointError('USAGE', `${flag} is empty`, hint);
  if (!isSafeKey(id) || id.toLowerCase().endsWith('.json')) throw new CheckpointError('USAGE', `${flag} ${JSON.stringify(id.slice(0, 80))} cannot be a project id`, hint);
  return id;
}

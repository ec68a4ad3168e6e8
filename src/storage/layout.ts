import { assertSafeKey } from '../core/keys.js';

/**
 * The volume's layout: every key the project reads or writes on a volume is made (or taken apart)
 * here, and nowhere else.
 *
 *   checkpoints/<session>/<id>/manifest.json    a checkpoint exists once its manifest does (written last)
 *   checkpoints/<session>/<id>/<part>           its parts: conversation.json, workspace.tar.zst,
 *                                               git/state.json, mcp_state/<server>.json, …
 *   checkpoints/<session>/<id>/facts/<fact>.json  a tag, annotation or link added later (created once; domain/volume/facts.ts)
 *   checkpoints/<session>/index.json            the session's index (a cache of the manifests and their facts)
 *   sessions/<session>/session.json             the session's status, for other machines
 *   sessions/<session>/lease/<epoch>.json       who took the session over at that epoch (the monitor; created once)
 *   sessions/<session>/monitor/<report>.json    a monitor's report of the session (created once: reported once)
 *   content/packs/<xx>/<sha256>                 a pack of workspace blobs (zstd), named by its bytes' hash
 *   content/index/<sha256>.json                 which blobs each pack holds (one file per capture that wrote packs)
 *   content/locks/<id>.json                     volume locks: captures share, garbage collection is exclusive
 *   content/roots/<session>/<id>.json           on a large tier: a tree a checkpoint of another volume references
 *   parts/<xx>/<name>                           a small checkpoint part stored once by content and named in
 *                                               manifests (2.0) that hold it: `shared` in their part entry
 *   environment/<sha256>.txt                    a full package list (pip freeze, npm's installed packages), named
 *                                               by its hash: stored once, referenced by manifests (SPEC-07.10.04)
 *   sessions/<session>/summary.md               the session's latest summary (SPEC-07.30.03)
 *   memory/<project>.json                       project memory in SPEC-07.31.01's shape (a view, rewritten)
 *   memory/<project>/…                          its changes (each created once) and snapshots (domain/memory)
 *
 * Session and checkpoint ids become key segments only after `assertSafeKey`; part names are
 * checked with the whole key by the backend (`checkKey`).
 */

/** The folder of every session's checkpoints (a prefix: list it by level to get the sessions). */
export const CHECKPOINTS = 'checkpoints/';
/** The folder of every session's status. */
export const SESSIONS = 'sessions/';
/** A checkpoint's manifest: the part written last, which makes the checkpoint exist. */
export const MANIFEST = 'manifest.json';
/** A session's index, next to its checkpoint folders. */
export const INDEX = 'index.json';

/** `checkpoints/<session>/`: the session's checkpoints and its index. */
export function sessionPrefix(sessionId: string): string {
  return `${CHECKPOINTS}${assertSafeKey('session id', sessionId)}/`;
}

/** `checkpoints/<session>/<id>/`: one checkpoint's folder. */
export function checkpointPrefix(sessionId: string, id: string): string {
  return `${sessionPrefix(sessionId)}${assertSafeKey('checkpoint id', id)}/`;
}

/** `checkpoints/<session>/<id>/<part>`; `part` is a path relative to the checkpoint folder (`git/state.json`). */
export function partKey(sessionId: string, id: string, part: string): string {
  return `${checkpointPrefix(sessionId, id)}${part}`;
}

/** `checkpoints/<session>/<id>/manifest.json` */
export function manifestKey(sessionId: string, id: string): string {
  return partKey(sessionId, id, MANIFEST);
}

/** Where a checkpoint's facts are: `checkpoints/<session>/<id>/facts/` (a part name starting so is a fact, never a part). */
export const FACTS = 'facts/';

/** `checkpoints/<session>/<id>/facts/<fact>.json`: one fact (tag, annotation, link), created once. */
export function factKey(sessionId: string, id: string, fact: string): string {
  return `${checkpointPrefix(sessionId, id)}${FACTS}${assertSafeKey('fact id', fact)}.json`;
}

/** `checkpoints/<session>/index.json` */
export function indexKey(sessionId: string): string {
  return `${sessionPrefix(sessionId)}${INDEX}`;
}

/** `sessions/<session>/session.json`: the session's status on the volume (running or ended, host, last checkpoint): what another machine reads. */
export function sessionStatusKey(sessionId: string): string {
  return `${SESSIONS}${assertSafeKey('session id', sessionId)}/session.json`;
}

/** Every lease of a session: `sessions/<session>/lease/` (domain/session/lease.ts). */
export function leasePrefix(sessionId: string): string {
  return `${SESSIONS}${assertSafeKey('session id', sessionId)}/lease/`;
}

/** `sessions/<session>/lease/<epoch, 10 digits>.json`: created once (a conditional write) by whoever took the session over at that epoch. */
export function leaseKey(sessionId: string, epoch: number): string {
  if (!Number.isSafeInteger(epoch) || epoch < 1 || epoch > 9_999_999_999)
    throw new RangeError(`invalid lease epoch ${epoch}`);
  return `${leasePrefix(sessionId)}${String(epoch).padStart(10, '0')}.json`;
}

/** The epoch of a key under leasePrefix, or undefined. */
export function epochOfLeaseKey(key: string): number | undefined {
  const m = /\/lease\/(\d{10})\.json$/.exec(key);
  return m ? Number(m[1]) : undefined;
}

/**
 * `sessions/<session>/monitor/<what>.json`: a monitor's report of a session (`lost-…`, `notify-…`),
 * created once (a conditional write), so that of several monitors, and of a cron job's runs, one reports it.
 */
export function monitorReportKey(sessionId: string, what: string): string {
  return `${SESSIONS}${assertSafeKey('session id', sessionId)}/monitor/${assertSafeKey('report', what)}.json`;
}

/** The session of a folder listed one level under SESSIONS (`sessions/<session>/`); undefined for anything else. */
export function sessionOfStatusFolder(folder: string): string | undefined {
  if (!folder.startsWith(SESSIONS) || !folder.endsWith('/')) return undefined;
  const name = folder.slice(SESSIONS.length, -1);
  return name && !name.includes('/') ? name : undefined;
}

/** The session of a folder listed one level under CHECKPOINTS (`checkpoints/<session>/`); undefined for anything else. */
export function sessionOfFolder(folder: string): string | undefined {
  if (!folder.startsWith(CHECKPOINTS) || !folder.endsWith('/')) return undefined;
  const name = folder.slice(CHECKPOINTS.length, -1);
  return name && !name.includes('/') ? name : undefined;
}

/**
 * What a key inside a checkpoint folder is: `checkpoints/<session>/<id>/<part>` gives its session,
 * checkpoint id and part (`manifest.json`, `git/state.json`); anything else (a session's index,
 * a session status, a key outside checkpoints/) gives undefined.
 */
export function checkpointOfKey(key: string): { sessionId: string; id: string; part: string } | undefined {
  if (!key.startsWith(CHECKPOINTS)) return undefined;
  const [sessionId, id, ...rest] = key.slice(CHECKPOINTS.length).split('/');
  if (!sessionId || !id || rest.length === 0 || rest.includes('')) return undefined;
  return { sessionId, id, part: rest.join('/') };
}

/** The content store's folders (shared by every session on the volume). */
export const CONTENT_PACKS = 'content/packs/';
export const CONTENT_INDEX = 'content/index/';
export const CONTENT_LOCKS = 'content/locks/';
/** On a large tier (SPEC-03.13): the trees checkpoints of other volumes keep there, so its garbage collection keeps them. */
export const CONTENT_ROOTS = 'content/roots/';

/** `content/roots/<session>/<id>.json` */
export function contentRootKey(sessionId: string, id: string): string {
  return `${CONTENT_ROOTS}${assertSafeKey('session id', sessionId)}/${assertSafeKey('checkpoint id', id)}.json`;
}

/** `content/packs/<first two hex>/<sha256>` */
export function packKey(id: string): string {
  return `${CONTENT_PACKS}${assertSafeKey('pack id', id).slice(0, 2)}/${id}`;
}

/** `content/index/<sha256>.json` */
export function contentIndexKey(id: string): string {
  return `${CONTENT_INDEX}${assertSafeKey('index id', id)}.json`;
}

/** Small parts stored once by content, shared by every checkpoint that names them (manifest 2.0). */
export const SHARED_PARTS = 'parts/';

/** `parts/<first two hex>/<name>`: a shared part (`name`: its sha256, or on a sealed volume an HMAC of it). */
export function sharedPartKey(name: string): string {
  if (!/^[0-9a-f]{64}$/.test(name)) throw new RangeError(`invalid shared part name ${JSON.stringify(name)}`);
  return `${SHARED_PARTS}${name.slice(0, 2)}/${name}`;
}

/** The name of a key under SHARED_PARTS, or undefined. */
export function sharedPartOfKey(key: string): string | undefined {
  return /^parts\/[0-9a-f]{2}\/([0-9a-f]{64})$/.exec(key)?.[1];
}

/** Full package lists, each stored once under its sha256 (domain/capture/environment.ts). */
const ENVIRONMENT_LISTS = 'environment/';

/** `environment/<sha256>.txt` */
export function packageListKey(sha256: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new RangeError(`invalid package list hash ${JSON.stringify(sha256)}`);
  return `${ENVIRONMENT_LISTS}${sha256}.txt`;
}

/** Project memory (SPEC-07.31): each change an object created once, merged on read (domain/memory). */
const MEMORY = 'memory/';

/** `memory/<project>.json`: the project's memory in SPEC-07.31.01's shape, rewritten after each change (a view of what lies below). */
export function memoryViewKey(project: string): string {
  return `${MEMORY}${assertSafeKey('project id', project)}.json`;
}

/** `memory/<project>/`: the project's changes and snapshots. */
export function memoryPrefix(project: string): string {
  return `${MEMORY}${assertSafeKey('project id', project)}/`;
}

/** Where a project's memory changes lie, under memoryPrefix. */
export const MEMORY_CHANGES = 'changes/';

/** `memory/<project>/changes/<id>.json`: one change (created once). */
export function memoryChangeKey(project: string, id: string): string {
  return `${memoryPrefix(project)}${MEMORY_CHANGES}${assertSafeKey('change id', id)}.json`;
}

/** `memory/<project>/snapshot-<generation, 10 digits>.json`: the changes folded so far (created once per generation). */
export function memorySnapshotKey(project: string, generation: number): string {
  if (!Number.isSafeInteger(generation) || generation < 1 || generation > 9_999_999_999)
    throw new RangeError(`invalid memory generation ${generation}`);
  return `${memoryPrefix(project)}snapshot-${String(generation).padStart(10, '0')}.json`;
}

/** `sessions/<session>/summary.md`: the session's latest summary (SPEC-07.30.03), for people. */
export function sessionSummaryKey(sessionId: string): string {
  return `${SESSIONS}${assertSafeKey('session id', sessionId)}/summary.md`;
}

/** `content/locks/<id>.json` */
export function volumeLockKey(id: string): string {
  return `${CONTENT_LOCKS}${assertSafeKey('lock id', id)}.json`;
}

/** The pack id of a key under CONTENT_PACKS, or undefined. */
export function packOfKey(key: string): string | undefined {
  const m = /^content\/packs\/[0-9a-f]{2}\/([0-9a-f]{64})$/.exec(key);
  return m?.[1];
}

/**
 * Objects encrypted at rest when a key is set (storage/sealed.ts): every part of a checkpoint but
 * its manifest, shared parts, workspace packs, the content index (which names every blob), a large tier's roots, the
 * package lists, project memory, session summaries and the monitor's reports. Manifests,
 * session indexes, session statuses and locks stay readable: listing, `sessions` and a `verify`
 * of presence and sizes need no key, and the manifest names the key.
 */
export function isPrivateKey(key: string): boolean {
  const at = checkpointOfKey(key);
  if (at) return at.part !== MANIFEST;
  return (
    packOfKey(key) !== undefined ||
    key.startsWith(SHARED_PARTS) ||
    key.startsWith(CONTENT_INDEX) ||
    key.startsWith(CONTENT_ROOTS) ||
    key.startsWith(ENVIRONMENT_LISTS) ||
    key.startsWith(MEMORY) ||
    /^sessions\/[^/]+\/(summary\.md$|monitor\/)/.test(key)
  );
}

import { CheckpointError } from '../../core/errors.js';

/**
 * Project memory (SPEC-07.31): what one project's sessions have learnt, in SPEC-07.31.01's shape,
 * and the changes that make it. This module is pure: the shape, the keys people save under, the
 * change documents and how they apply (`applyChanges`). The checks of everything read back (a
 * volume is hostile data): schema.ts. Where the changes live and how they are folded: store.ts.
 *
 * The memory is the result of applying every change in order to an empty one. A change applies
 * to the document itself (no hidden state), so applying changes 1..k, storing the result, and
 * applying k+1..n to it gives exactly what applying 1..n gives: that is what makes snapshots
 * (store.ts) safe, and it is tested on random sequences.
 */

/** Longest key and value people may save (characters; a value is trimmed first). */
export const KEY_MAX = 200;
export const VALUE_MAX = 4000;
/** session_history keeps the newest this many entries (a retention, like the checkpoints'). */
export const HISTORY_MAX = 500;

export const OUTCOMES = ['approved', 'completed'] as const;
/** How a session ended up in session_history (SPEC-07.31.02: approved; and a completed session). */
export type Outcome = (typeof OUTCOMES)[number];

/** SPEC-07.31.01's gotcha. */
export interface Gotcha {
  description: string;
  /** The session it was found in, when known. */
  discovered_in?: string;
  /** ISO 8601. */
  added_at: string;
}

/** SPEC-07.31.01's session_history entry. */
export interface SessionEntry {
  session_id: string;
  summary: string;
  outcome: Outcome;
  /** ISO 8601: when the outcome was recorded. */
  timestamp: string;
}

/**
 * A section of knowledge (`architecture`, `conventions`, or any `<section>` of a `<section>.<name>`
 * key): its items by name, newest last, and when one last changed. `architecture.key_files` is a
 * list; every other item a string.
 */
export type Section = { updated_at: string } & { [name: string]: string | string[] };

/**
 * The knowledge: `architecture`, `conventions` and `gotchas` as SPEC-07.31.01 shows them, then other
 * sections and plain items (`<name>` keys: a string) in the order they were last set.
 */
export interface Knowledge {
  gotchas: Gotcha[];
  [name: string]: Section | string | Gotcha[];
}

/** SPEC-07.31.01's document: what `memory show --json`, the view on the volume and the local cache hold. */
export interface ProjectMemory {
  project_id: string;
  /** When the newest change was made (ISO 8601); null for a memory nothing was ever saved in. */
  last_updated: string | null;
  knowledge: Knowledge;
  /** Oldest first; one entry per session and outcome (the latest recording of it). */
  session_history: SessionEntry[];
}

export interface ChangeBase {
  v: 1;
  /** When it was made (ISO 8601). */
  at: string;
  /** Who made it (the OS user, or --user). */
  user: string;
}

/**
 * One change, as stored (each an object created once: store.ts). `save` sets a knowledge item or
 * adds a gotcha (`key` "gotchas"); `forget` removes what `key` names — a gotcha by its
 * description (`value`), every gotcha (`key` "gotchas" alone), an item, or a whole section;
 * `history` records a session's outcome (its timestamp is `at`).
 */
export type MemoryChange = ChangeBase &
  (
    | { op: 'save'; key: string; value: string; session_id?: string }
    | { op: 'forget'; key: string; value?: string }
    | { op: 'history'; session_id: string; summary: string; outcome: Outcome }
  );

/** The sections SPEC-07.31.01 names; every other key is the user's own. */
export const ARCHITECTURE = 'architecture';
export const CONVENTIONS = 'conventions';
export const GOTCHAS = 'gotchas';
const KEY_FILES = 'key_files';

export const NAME = /^[a-z0-9][a-z0-9_-]*$/;
/** A name a saved key makes now: it begins with a letter (JavaScript lists a name of digits first, whatever its age). */
const NEW_NAME = /^[a-z][a-z0-9_-]*$/;
/** Names that would collide with a section's own field or with what JavaScript objects carry. */
export const RESERVED = new Set([
  'updated_at',
  '__proto__',
  'constructor',
  'prototype',
  'tostring',
  'valueof',
  'hasownproperty',
]);

const KEY_HINT =
  'a key is <name> or <section>.<name> (a letter, then letters, digits, "_", "-"; case does not matter): architecture (its summary), architecture.key_files (comma-separated), conventions.<name>, gotchas (adds one), or your own such as deploy.region';

export function emptyMemory(project: string): ProjectMemory {
  return { project_id: project, last_updated: null, knowledge: { gotchas: [] }, session_history: [] };
}

/** Nothing in it: no knowledge item, no gotcha, no session. */
export function isEmptyMemory(m: ProjectMemory): boolean {
  return (
    m.session_history.length === 0 &&
    Object.entries(m.knowledge).every(([k, v]) => k === GOTCHAS && Array.isArray(v) && v.length === 0)
  );
}

/** A section of the knowledge, or undefined when `name` holds none (a plain item, the gotchas, nothing). */
export function sectionOf(k: Knowledge, name: string): Section | undefined {
  const s = Object.hasOwn(k, name) ? k[name] : undefined;
  return typeof s === 'object' && !Array.isArray(s) ? (s as Section) : undefined;
}

/**
 * A key as given, checked: its segments, lower-cased (`Conventions.Testing` is `conventions.testing`).
 * USAGE naming `what` for an empty key, one over KEY_MAX, more than two segments, or a segment with
 * another character.
 */
export function keySegments(raw: string, what = 'key'): string[] {
  const key = raw.trim().toLowerCase();
  if (!key) throw new CheckpointError('USAGE', `the ${what} is empty`, KEY_HINT);
  if (key.length > KEY_MAX)
    throw new CheckpointError('USAGE', `the ${what} is ${key.length} characters long (at most ${KEY_MAX})`, KEY_HINT);
  const segs = key.split('.');
  if (segs.length > 2)
    throw new CheckpointError(
      'USAGE',
      `the ${what} "${key}" has ${segs.length} parts; at most two: <section>.<name>`,
      KEY_HINT,
    );
  for (const s of segs) {
    if (!NAME.test(s))
      throw new CheckpointError(
        'USAGE',
        s ? `the ${what} "${key}": "${s}" has a character a key cannot hold` : `the ${what} "${key}" has an empty part`,
        KEY_HINT,
      );
    if (RESERVED.has(s))
      throw new CheckpointError('USAGE', `the ${what} "${key}": "${s}" is a reserved name`, KEY_HINT);
  }
  return segs;
}

/**
 * Where `save <key>` puts its value, as the canonical key stored in the change: `architecture` is
 * `architecture.summary`; `gotchas` adds a gotcha; `conventions` and `gotchas.<n>` are refused
 * (USAGE saying what to type instead).
 */
export function saveKey(raw: string): string {
  const [first, second] = keySegments(raw);
  if (first === ARCHITECTURE && second === undefined) return `${ARCHITECTURE}.summary`;
  if (first === CONVENTIONS && second === undefined)
    throw new CheckpointError(
      'USAGE',
      'a convention needs a name: conventions.<name>',
      'memory save conventions.testing "pytest, 80% coverage"',
    );
  if (first === GOTCHAS && second !== undefined)
    throw new CheckpointError(
      'USAGE',
      `"${raw.trim()}": a gotcha is added with the key gotchas, and changed by forgetting it and adding the new text`,
      'memory save gotchas "<what to watch out for>"; memory forget gotchas.<n>',
    );
  return second === undefined ? first! : `${first}.${second}`;
}

/**
 * A key a user saves now, checked as saveKey does and beginning with a letter in each part (a
 * stored key of digits stays readable and forgettable: JavaScript would list it first).
 */
export function newKey(raw: string): string {
  const key = saveKey(raw);
  const digits = key.split('.').find((s) => !NEW_NAME.test(s));
  if (digits)
    throw new CheckpointError('USAGE', `the key "${raw.trim()}": "${digits}" does not begin with a letter`, KEY_HINT);
  return key;
}

/** A value as saved: trimmed, not empty, at most VALUE_MAX; `architecture.key_files` must name at least one file. */
export function checkValue(raw: string, key: string): string {
  const v = raw.trim();
  if (!v)
    throw new CheckpointError(
      'USAGE',
      `the value of ${key} is empty`,
      `memory save ${key} "<value>"; to remove it: memory forget ${key}`,
    );
  if (v.length > VALUE_MAX)
    throw new CheckpointError(
      'USAGE',
      `the value of ${key} is ${v.length} characters long (at most ${VALUE_MAX})`,
      'save the essentials; details belong in the repository',
    );
  if (key === `${ARCHITECTURE}.${KEY_FILES}` && fileList(v).length === 0)
    throw new CheckpointError('USAGE', `${key} names no file`, `memory save ${key} "src/a.ts, src/b.ts"`);
  return v;
}

const fileList = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** What an item saved under `key` holds: `architecture.key_files` the list its comma-separated value names, every other item the value. */
export function itemValue(key: string, value: string): string | string[] {
  return key === `${ARCHITECTURE}.${KEY_FILES}` ? fileList(value) : value;
}

/** A gotcha's description as compared: two descriptions differing only in case and spacing are one gotcha. */
export const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

const later = (a: string | null | undefined, b: string) => (a && a > b ? a : b);

/** `memory` with `changes` applied in order (a new document; `memory` is left alone). */
export function applyChanges(memory: ProjectMemory, changes: readonly MemoryChange[]): ProjectMemory {
  const m = structuredClone(memory);
  for (const c of changes) {
    if (c.op === 'save') save(m.knowledge, c.key, c.value, c.at, c.session_id);
    else if (c.op === 'forget') forget(m.knowledge, c.key, c.value, c.at);
    else record(m, { session_id: c.session_id, summary: c.summary, outcome: c.outcome, timestamp: c.at });
    m.last_updated = later(m.last_updated, c.at);
  }
  m.knowledge = ordered(m.knowledge);
  return m;
}

/** Sets an item (latest wins: a section replaces a plain item of its name, and the other way round) or adds a gotcha (once per description). */
function save(k: Knowledge, key: string, value: string, at: string, session: string | undefined): void {
  if (key === GOTCHAS) {
    if (!k.gotchas.some((g) => sameText(g.description, value)))
      k.gotchas.push({ description: value, ...(session ? { discovered_in: session } : {}), added_at: at });
    return;
  }
  const [section, name] = key.split('.') as [string, string | undefined];
  if (name === undefined) {
    delete k[section]; // set again at the end: the newest last
    k[section] = value;
    return;
  }
  const old = sectionOf(k, section);
  const s = (old ?? {}) as Section;
  const stamp = later(old?.updated_at, at);
  delete s[name];
  delete (s as Partial<Section>).updated_at;
  s[name] = itemValue(key, value);
  s.updated_at = stamp; // last, as SPEC-07.31.01 shows it
  delete k[section];
  k[section] = s;
}

/** Removes what `key` names; nothing when it is not there (a concurrent forget of the same thing). */
function forget(k: Knowledge, key: string, value: string | undefined, at: string): void {
  if (key === GOTCHAS) {
    k.gotchas = value === undefined ? [] : k.gotchas.filter((g) => !sameText(g.description, value));
    return;
  }
  const [section, name] = key.split('.') as [string, string | undefined];
  if (name === undefined) {
    delete k[section];
    return;
  }
  const s = sectionOf(k, section);
  if (!s || !Object.hasOwn(s, name)) return;
  delete s[name];
  if (Object.keys(s).every((n) => n === 'updated_at')) delete k[section];
  else s.updated_at = later(s.updated_at, at);
}

/** One entry per session and outcome: a later recording replaces the earlier one. Oldest first; the newest HISTORY_MAX kept. */
function record(m: ProjectMemory, e: SessionEntry): void {
  const h = m.session_history.filter((x) => !(x.session_id === e.session_id && x.outcome === e.outcome));
  h.push(e);
  h.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0)); // stable: equal times keep their order
  m.session_history = h.slice(-HISTORY_MAX);
}

/** architecture, conventions, gotchas first (as SPEC-07.31.01 shows them), then the rest as they were set. */
export function ordered(k: Knowledge): Knowledge {
  const out: Knowledge = { gotchas: [] };
  delete (out as Partial<Knowledge>).gotchas;
  for (const name of [ARCHITECTURE, CONVENTIONS]) if (Object.hasOwn(k, name)) out[name] = k[name]!;
  out.gotchas = k.gotchas;
  for (const [name, v] of Object.entries(k)) if (!Object.hasOwn(out, name)) out[name] = v;
  return out;
}

/**
 * Changes that give another memory `m`'s items, each at the time `m` holds for it (an item of a
 * section at the section's `updated_at`, a plain item at `last_updated`, else `now`): what `memory
 * migrate` writes to copy a memory. Applied among the target's own changes in time order, a copied
 * item never replaces one saved there later; the same copy twice changes nothing.
 */
export function changesRecreating(m: ProjectMemory, user: string, now: string): MemoryChange[] {
  const out: MemoryChange[] = [];
  const save = (key: string, value: string, at: string, session?: string) => {
    const v = value.trim();
    // Only what a save could have written: a hostile snapshot's odd item is left behind, not copied.
    const canonical = (() => {
      try {
        return saveKey(key) === key;
      } catch {
        return false;
      }
    })();
    if (v && canonical && v.length <= VALUE_MAX)
      out.push({ v: 1, op: 'save', key, value: v, at, user, ...(session ? { session_id: session } : {}) });
  };
  for (const [name, v] of Object.entries(m.knowledge)) {
    if (name === GOTCHAS) continue;
    const s = sectionOf(m.knowledge, name);
    if (!s) {
      if (typeof v === 'string') save(name, v, m.last_updated ?? now);
      continue;
    }
    for (const [item, value] of Object.entries(s))
      if (item !== 'updated_at') save(`${name}.${item}`, Array.isArray(value) ? value.join(', ') : value, s.updated_at);
  }
  for (const g of m.knowledge.gotchas) save(GOTCHAS, g.description, g.added_at, g.discovered_in);
  for (const h of m.session_history)
    out.push({
      v: 1,
      op: 'history',
      session_id: h.session_id,
      summary: h.summary,
      outcome: h.outcome,
      at: h.timestamp,
      user,
    });
  return out;
}

/**
 * `over` laid on `under`: every item, gotcha and session of `over` (as changesRecreating gives them)
 * applied to `under`, so `over` wins where both hold an item; what only `under` holds stays. What
 * `memory adopt` makes of the memory written before it was signed (`under`, all of it older) and the
 * signed one (`over`). Not exact in one case: an item `over` saved and then forgot comes back from
 * `under` (forget it again).
 */
export function overlay(under: ProjectMemory, over: ProjectMemory): ProjectMemory {
  const m = applyChanges(
    { ...under, project_id: over.project_id },
    changesRecreating(over, 'adopt', over.last_updated ?? new Date(0).toISOString()),
  );
  // A change that changed nothing (a known gotcha saved again) still dated `over`.
  if (over.last_updated) m.last_updated = later(m.last_updated, over.last_updated);
  return m;
}

// ---- what `forget` names ----

/** What a `forget` removes, resolved against the memory as it is: the change's key (and value, for one gotcha) and how many items go. */
interface ForgetTarget {
  key: string;
  /** The description of the one gotcha to forget. */
  gotcha?: string;
  removed: number;
}

/** Every key that names something in the memory now (sections, items, gotchas.<n>), for hints. */
export function memoryKeys(m: ProjectMemory): string[] {
  const keys: string[] = [];
  for (const [name, v] of Object.entries(m.knowledge)) {
    if (name === GOTCHAS) keys.push(...m.knowledge.gotchas.map((_, i) => `${GOTCHAS}.${i + 1}`));
    else if (typeof v === 'string') keys.push(name);
    else
      keys.push(
        ...Object.keys(v)
          .filter((n) => n !== 'updated_at')
          .map((n) => `${name}.${n}`),
      );
  }
  return keys;
}

/**
 * What `forget <what>` names, in this order: `gotchas` (every gotcha), `gotchas.<n>` (the n-th, as
 * `show` numbers them), a key that is in the memory (an item, or a whole section: `architecture`,
 * `conventions`, `deploy`), else the one gotcha whose description contains the text (case and
 * spacing aside). A gotcha is forgotten by its description, not its number, so a concurrent change
 * that renumbers the gotchas cannot make it forget another. USAGE for an empty text, NOT_FOUND when
 * nothing is so named, AMBIGUOUS when several gotchas contain the text.
 */
export function forgetTarget(m: ProjectMemory, raw: string): ForgetTarget {
  const what = raw.replace(/\s+/g, ' ').trim();
  if (!what)
    throw new CheckpointError(
      'USAGE',
      'the key to forget is empty',
      'memory forget <key> (`pai-checkpoint memory show` lists the keys), or memory forget gotchas.<n>',
    );
  const gotchas = m.knowledge.gotchas;
  const lower = what.toLowerCase();
  if (lower === GOTCHAS) {
    if (gotchas.length === 0) throw new CheckpointError('NOT_FOUND', `the memory of ${m.project_id} has no gotchas`);
    return { key: GOTCHAS, removed: gotchas.length };
  }
  const n = /^gotchas\.(\d+)$/.exec(lower)?.[1];
  if (n !== undefined) {
    const g = gotchas[Number(n) - 1];
    if (!g)
      throw new CheckpointError(
        'NOT_FOUND',
        `the memory of ${m.project_id} has no gotcha ${n}`,
        gotchas.length
          ? `its gotchas are numbered 1 to ${gotchas.length} (\`pai-checkpoint memory show\`)`
          : 'it has no gotchas',
      );
    return { key: GOTCHAS, gotcha: g.description, removed: 1 };
  }
  const path = keyPath(what);
  if (path) {
    const [section, name] = path;
    const s = sectionOf(m.knowledge, section);
    if (name === undefined && Object.hasOwn(m.knowledge, section))
      return { key: section, removed: s ? Object.keys(s).length - 1 : 1 };
    if (name !== undefined && s && Object.hasOwn(s, name) && name !== 'updated_at')
      return { key: `${section}.${name}`, removed: 1 };
  }
  const matching = gotchas
    .map((g, i) => ({ g, i }))
    .filter(({ g }) => g.description.replace(/\s+/g, ' ').toLowerCase().includes(lower));
  if (matching.length === 1) return { key: GOTCHAS, gotcha: matching[0]!.g.description, removed: 1 };
  if (matching.length > 1)
    throw new CheckpointError(
      'AMBIGUOUS',
      `${matching.length} gotchas contain "${what}"`,
      `forget one by its number: ${matching.map(({ i }) => `gotchas.${i + 1}`).join(', ')}`,
    );
  const keys = memoryKeys(m);
  throw new CheckpointError(
    'NOT_FOUND',
    `nothing in the memory of ${m.project_id} is called "${what}"`,
    keys.length ? `its keys: ${keys.slice(0, 12).join(', ')}${keys.length > 12 ? ', …' : ''}` : 'the memory is empty',
  );
}

/** The segments of a text that is a valid key, else undefined. */
function keyPath(what: string): [string, string?] | undefined {
  try {
    return keySegments(what) as [string, string?];
  } catch {
    return undefined;
  }
}

import { CheckpointError } from '../../core/errors.js';
import { parseJsonText } from '../../core/json.js';
import {
  GOTCHAS,
  KEY_MAX,
  keySegments,
  NAME,
  ordered,
  OUTCOMES,
  RESERVED,
  saveKey,
  VALUE_MAX,
  type ChangeBase,
  type Gotcha,
  type Knowledge,
  type MemoryChange,
  type Outcome,
  type ProjectMemory,
  type Section,
  type SessionEntry,
} from './model.js';

/**
 * The checks of every memory document read back (model.ts is the shape and how changes apply):
 * a volume is hostile data, so each change, snapshot and the local copy is rebuilt field by field,
 * and whatever does not fit is INVALID_DATA naming where it was read.
 */

function bad(where: string, what: string): CheckpointError {
  return new CheckpointError(
    'INVALID_DATA',
    `${where}: ${what}`,
    'the volume was damaged or written by something else: move the object away (the rest of the memory stays readable)',
  );
}

const isText = (v: unknown, max = VALUE_MAX): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const isTime = (v: unknown): v is string => isText(v, 64) && !Number.isNaN(Date.parse(v));
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A key as stored in a change: canonical (what saveKey or a forget writes), else INVALID_DATA. */
function storedKey(v: unknown, op: 'save' | 'forget', where: string): string {
  if (typeof v !== 'string') throw bad(where, 'no "key"');
  try {
    const segs = keySegments(v);
    if (op === 'forget' && segs[0] === GOTCHAS && segs.length > 1)
      throw bad(where, 'a gotcha is forgotten by its description, not its number');
    const canonical = op === 'save' ? saveKey(v) : segs.join('.');
    if (canonical !== v) throw bad(where, `key ${JSON.stringify(v)} is not as stored`);
    return v;
  } catch (err) {
    if (err instanceof CheckpointError && err.code === 'USAGE') throw bad(where, err.message);
    throw err;
  }
}

/** A change as stored (hostile data: every field checked); INVALID_DATA naming `where` otherwise. */
export function parseChange(raw: string, where: string): MemoryChange {
  return checkChange(parseJsonText(raw, where), where);
}

/** A change read back, its JSON already parsed: every field checked; what a change does not hold (its place and signature: store.ts) is left out. */
export function checkChange(v: unknown, where: string): MemoryChange {
  if (!isObject(v)) throw bad(where, 'not a JSON object');
  if (v['v'] !== 1) throw bad(where, `version ${JSON.stringify(v['v'])} is not 1 (written by a newer pai-checkpoint?)`);
  if (!isTime(v['at']) || !isText(v['user'], KEY_MAX)) throw bad(where, 'no valid "at" and "user"');
  const base: ChangeBase = { v: 1, at: v['at'], user: v['user'] };
  const op = v['op'];
  if (op === 'save') {
    const key = storedKey(v['key'], 'save', where);
    if (!isText(v['value']) || v['value'] !== v['value'].trim()) throw bad(where, 'no valid "value"');
    if (v['session_id'] !== undefined && !isText(v['session_id'], KEY_MAX)) throw bad(where, 'an invalid "session_id"');
    return {
      ...base,
      op,
      key,
      value: v['value'],
      ...(v['session_id'] !== undefined ? { session_id: v['session_id'] } : {}),
    };
  }
  if (op === 'forget') {
    const key = storedKey(v['key'], 'forget', where);
    if (v['value'] !== undefined && (key !== GOTCHAS || !isText(v['value']))) throw bad(where, 'an invalid "value"');
    return { ...base, op, key, ...(v['value'] !== undefined ? { value: v['value'] } : {}) };
  }
  if (op === 'history') {
    const outcome = v['outcome'];
    if (
      !isText(v['session_id'], KEY_MAX) ||
      typeof v['summary'] !== 'string' ||
      v['summary'].length > VALUE_MAX ||
      !OUTCOMES.includes(outcome as Outcome)
    )
      throw bad(where, 'no valid "session_id", "summary" and "outcome"');
    return { ...base, op, session_id: v['session_id'], summary: v['summary'], outcome: outcome as Outcome };
  }
  throw bad(where, `unknown op ${JSON.stringify(op)}`);
}

/** A memory document as read back (a snapshot's, the local cache's), rebuilt field by field; INVALID_DATA naming `where` otherwise. */
export function checkMemory(v: unknown, where: string): ProjectMemory {
  if (!isObject(v) || !isText(v['project_id'], 128)) throw bad(where, 'not a project memory (no "project_id")');
  const last = v['last_updated'];
  if (last !== null && !isTime(last)) throw bad(where, 'an invalid "last_updated"');
  if (!isObject(v['knowledge']) || !Array.isArray(v['session_history']))
    throw bad(where, 'no "knowledge" and "session_history"');
  return {
    project_id: v['project_id'],
    last_updated: last,
    knowledge: checkKnowledge(v['knowledge'], where),
    session_history: v['session_history'].map((e) => checkEntry(e, where)),
  };
}

function checkKnowledge(k: Record<string, unknown>, where: string): Knowledge {
  const out: Knowledge = { gotchas: [] };
  for (const [name, v] of Object.entries(k)) {
    if (name === GOTCHAS) {
      if (!Array.isArray(v)) throw bad(where, '"gotchas" is not a list');
      out.gotchas = v.map((g) => checkGotcha(g, where));
    } else if (!NAME.test(name) || RESERVED.has(name))
      throw bad(where, `a knowledge name ${JSON.stringify(name.slice(0, 80))} that no key makes`);
    else if (isText(v)) out[name] = v;
    else if (isObject(v)) out[name] = checkSection(v, `${where}: ${name}`);
    else throw bad(where, `knowledge "${name}" is neither a text nor a section`);
  }
  return ordered(out);
}

function checkSection(s: Record<string, unknown>, where: string): Section {
  if (!isTime(s['updated_at'])) throw bad(where, 'no valid "updated_at"');
  const out = {} as Section;
  for (const [name, v] of Object.entries(s)) {
    if (name === 'updated_at') continue;
    if (!NAME.test(name) || RESERVED.has(name))
      throw bad(where, `an item name ${JSON.stringify(name.slice(0, 80))} that no key makes`);
    if (isText(v)) out[name] = v;
    else if (Array.isArray(v) && v.every((f) => isText(f))) out[name] = v as string[];
    else throw bad(where, `item "${name}" is neither a text nor a list of texts`);
  }
  out.updated_at = s['updated_at'];
  return out;
}

function checkGotcha(g: unknown, where: string): Gotcha {
  if (!isObject(g) || !isText(g['description']) || !isTime(g['added_at']))
    throw bad(where, 'a gotcha without a valid "description" and "added_at"');
  if (g['discovered_in'] !== undefined && !isText(g['discovered_in'], KEY_MAX))
    throw bad(where, 'a gotcha with an invalid "discovered_in"');
  return {
    description: g['description'],
    ...(g['discovered_in'] !== undefined ? { discovered_in: g['discovered_in'] } : {}),
    added_at: g['added_at'],
  };
}

function checkEntry(e: unknown, where: string): SessionEntry {
  if (
    !isObject(e) ||
    !isText(e['session_id'], KEY_MAX) ||
    typeof e['summary'] !== 'string' ||
    e['summary'].length > VALUE_MAX ||
    !OUTCOMES.includes(e['outcome'] as Outcome) ||
    !isTime(e['timestamp'])
  ) {
    throw bad(where, 'a session_history entry without a valid "session_id", "summary", "outcome" and "timestamp"');
  }
  return {
    session_id: e['session_id'],
    summary: e['summary'],
    outcome: e['outcome'] as Outcome,
    timestamp: e['timestamp'],
  };
}

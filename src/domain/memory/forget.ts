import { CheckpointError } from '../../core/errors.js';
import { GOTCHAS, keySegments, sectionOf, type ProjectMemory } from './model.js';

// What `memory forget` may name: the keys a project memory holds, and the one a user's words point at.

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

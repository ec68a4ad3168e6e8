import type { AppContext } from '../../../app/context.js';
import {
  adoptMemory,
  forgetMemory,
  migrateMemory,
  recallMemory,
  saveMemory,
  showMemory,
  type AdoptResult,
  type ForgetResult,
  type MemoryResult,
  type MigrateResult,
  type RecallOptions,
  type RecallResult,
  type SaveResult,
} from '../../../app/memory.js';
import { CheckpointError, EXIT } from '../../../core/errors.js';
import { memoryEntries } from '../../../domain/memory/recall.js';
import type { Output } from '../command.js';
import { table, truncate, type CliEnv } from '../context.js';

// memory save | recall | show | forget | migrate | adopt (app/memory.ts).

export interface MemoryCommandOptions extends RecallOptions {
  /** save, recall, show, forget, migrate or adopt. */
  action: string;
  /** The first word after the action: save's and forget's key, recall's query. */
  key?: string;
  /** The words after it: save's value (the rest of forget's and recall's text). */
  value?: string;
}

const ACTIONS =
  'memory save <key> "<value>", memory recall "<query>", memory show, memory forget <key>, memory migrate, memory adopt';

/** Flags that only some actions take: anything else given them is a usage error, not silently ignored. */
const FLAGS_OF: Record<string, readonly ('limit' | 'user' | 'session')[]> = {
  save: ['user', 'session'],
  forget: ['user'],
  recall: ['limit'],
  show: ['limit'],
  migrate: ['user'],
  adopt: [],
};

export async function run(ctx: AppContext, o: MemoryCommandOptions, cli: CliEnv): Promise<Output> {
  const allowed = FLAGS_OF[o.action];
  if (!allowed) throw new CheckpointError('USAGE', `unknown memory action "${o.action}"`, `type one of: ${ACTIONS}`);
  for (const flag of ['limit', 'user', 'session'] as const) {
    if (o[flag] !== undefined && !allowed.includes(flag))
      throw new CheckpointError(
        'USAGE',
        `--${flag} is not for memory ${o.action}`,
        `it goes with ${Object.keys(FLAGS_OF)
          .filter((a) => FLAGS_OF[a]!.includes(flag))
          .map((a) => `memory ${a}`)
          .join(' and ')}`,
      );
  }
  if (o.limit !== undefined && (!Number.isInteger(o.limit) || o.limit < 1))
    throw new CheckpointError('USAGE', `--limit must be a whole number of at least 1, got ${o.limit}`);
  const words = [o.key, o.value].filter((w): w is string => w !== undefined).join(' ');
  switch (o.action) {
    case 'save': {
      if (o.key === undefined)
        throw new CheckpointError(
          'USAGE',
          'memory save needs a key and a value',
          'memory save <key> "<value>": conventions.testing "pytest", architecture "…", gotchas "…"',
        );
      if (o.value === undefined)
        throw new CheckpointError(
          'USAGE',
          `memory save ${o.key}: the value is missing (or empty)`,
          `memory save ${o.key} "<value>"; to remove it: memory forget ${o.key}`,
        );
      return withProblems(printSave(await saveMemory(ctx, o.key, o.value, o)), cli);
    }
    case 'forget':
      if (!words.trim())
        throw new CheckpointError(
          'USAGE',
          'memory forget needs the key of what to forget',
          'memory forget <key> (`pai-checkpoint memory show` lists them), memory forget gotchas.<n>, or memory forget gotchas (all)',
        );
      return withProblems(printForget(await forgetMemory(ctx, words, o)), cli);
    case 'recall': {
      if (!words.trim())
        throw new CheckpointError(
          'USAGE',
          'memory recall needs a query',
          'memory recall <words> (all must match) or "a phrase"',
        );
      const r = await recallMemory(ctx, words, o);
      // As `search` does: nothing found is exit code 3.
      return { ...withProblems({ data: r, text: printRecall(r) }, cli), exitCode: r.total ? EXIT.OK : EXIT.NOT_FOUND };
    }
    case 'migrate':
      if (words)
        throw new CheckpointError(
          'USAGE',
          `memory migrate takes no argument (got "${truncate(words, 40)}")`,
          "it copies the memory this repository's remote had under its old id (`memory show` names it) into this project's",
        );
      return withProblems(printMigrate(await migrateMemory(ctx, o)), cli);
    case 'adopt':
      if (words)
        throw new CheckpointError(
          'USAGE',
          `memory adopt takes no argument (got "${truncate(words, 40)}")`,
          'it takes in every unsigned object of the memory that `memory show` names',
        );
      return withProblems(printAdopt(await adoptMemory(ctx, o)), cli);
    case 'show':
    default:
      if (words)
        throw new CheckpointError(
          'USAGE',
          `memory show takes no argument (got "${truncate(words, 40)}")`,
          "memory recall <query> searches the memory; --project <id> shows another project's",
        );
      return withProblems(printShow(await showMemory(ctx, o), o.limit ?? 10), cli);
  }
}

/** The output, with the objects the memory was read without as warnings. */
function withProblems<R extends { problems: { key: string; error: string }[] }>(
  out: { data: R; text: string },
  cli: CliEnv,
): Output {
  for (const p of out.data.problems) cli.warnings.push(`left out of the memory: ${p.key}: ${p.error}`);
  return out;
}

function printSave(r: SaveResult): { data: SaveResult; text: string } {
  const text =
    r.gotcha === undefined
      ? `Saved ${r.key} in the memory of ${r.project}.`
      : r.known
        ? `The memory of ${r.project} already had this gotcha (gotcha ${r.gotcha}); it keeps its first date.`
        : `Added gotcha ${r.gotcha} to the memory of ${r.project}.`;
  return { data: r, text };
}

function printForget(r: ForgetResult): { data: ForgetResult; text: string } {
  const what =
    r.gotcha !== undefined
      ? `the gotcha "${truncate(r.gotcha, 60)}"`
      : r.key === 'gotchas'
        ? `every gotcha (${r.removed})`
        : `${r.key}${r.removed > 1 ? ` (${r.removed} items)` : ''}`;
  return { data: r, text: `Forgot ${what} from the memory of ${r.project}.` };
}

function printMigrate(r: MigrateResult): { data: MigrateResult; text: string } {
  return {
    data: r,
    text: `Copied ${r.copied} item${r.copied === 1 ? '' : 's'} of the old memory ${r.from} into the memory of ${r.project}; ${r.from} is left as it was (\`memory forget --project ${r.from} <key>\` empties it).`,
  };
}

function printAdopt(r: AdoptResult): { data: AdoptResult; text: string } {
  const n = r.adopted.length;
  return {
    data: r,
    text: `Took ${n} unsigned object${n === 1 ? '' : 's'} into the memory of ${r.project}, on your word (under what was signed, which wins where both hold an item); they are signed now. \`pai-checkpoint memory show\` shows it, \`memory forget <key>\` removes what you do not want.`,
  };
}

/** What `show` adds when objects were left out for having no signature. */
function unsignedNote(r: MemoryResult): string {
  const n = r.problems.filter((p) => p.unsigned).length;
  return n
    ? `\n\n${n} object${n === 1 ? '' : 's'} of this memory ${n === 1 ? 'has' : 'have'} no signature (written before pai-checkpoint signed memory, or by someone else who can write the volume): left out, never given to a session. If you wrote ${n === 1 ? 'it' : 'them'}, \`pai-checkpoint memory adopt\` takes ${n === 1 ? 'it' : 'them'} in.`
    : '';
}

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The knowledge as KEY / VALUE rows (the key is what `forget` takes), then the newest `sessions` sessions. */
export function printShow(r: MemoryResult, sessions: number, width = 100): { data: MemoryResult; text: string } {
  const entries = memoryEntries(r.memory);
  const items = entries.filter((e) => e.kind !== 'session');
  const history = r.memory.session_history;
  if (items.length === 0 && history.length === 0) {
    const older = r.older
      ? `\nMemory saved before project ids named the remote's host is under ${r.older}, which a clone of this path from any host wrote to: \`pai-checkpoint memory show --project ${r.older}\` shows it; if it is this project's, \`pai-checkpoint memory migrate\` copies it here.`
      : '';
    return {
      data: r,
      text: `The memory of ${r.project} is empty. Save what the next session should know: \`pai-checkpoint memory save conventions.testing "<how tests are run>"\`.${older}${unsignedNote(r)}`,
    };
  }
  const lines = [`Memory of ${r.project} (last updated ${r.memory.last_updated ?? 'never'}).`];
  if (items.length) {
    const keyWidth = Math.max(3, ...items.map((e) => e.key.length));
    const rows = items.map((e) => {
      const g =
        e.kind === 'gotcha' ? r.memory.knowledge.gotchas[Number(e.key.slice('gotchas.'.length)) - 1] : undefined;
      const found = g?.discovered_in ? ` (found in ${g.discovered_in})` : '';
      return [e.key, truncate(flat(e.text) + found, Math.max(20, width - keyWidth - 2))];
    });
    lines.push('', table(['KEY', 'VALUE'], rows));
  }
  if (history.length) {
    const shown = history.slice(-sessions).reverse();
    const more = shown.length < history.length ? ` (${shown.length} of ${history.length}; --limit <n> shows more)` : '';
    lines.push(
      '',
      `Sessions, newest first${more}:`,
      table(
        ['WHEN', 'OUTCOME', 'SESSION', 'SUMMARY'],
        shown.map((h) => [
          h.timestamp.slice(0, 16).replace('T', ' '),
          h.outcome,
          h.session_id,
          truncate(flat(h.summary) || '-', 60),
        ]),
      ),
    );
  }
  return { data: r, text: lines.join('\n') + unsignedNote(r) };
}

export function printRecall(r: RecallResult, width = 100): string {
  if (r.matches.length === 0)
    return `Nothing in the memory of ${r.project} matches '${r.query.replace(/'/g, `'\\''`)}'. (\`pai-checkpoint memory show\` lists all of it.)`;
  const rows = r.matches.map((m) => [m.key, m.kind, String(m.score), flat(m.text)]);
  const fixed = ['KEY', 'KIND', 'SCORE'].reduce(
    (n, h, i) => n + Math.max(h.length, ...rows.map((c) => c[i]!.length)) + 2,
    0,
  );
  for (const c of rows) c[3] = truncate(c[3]!, Math.max(20, width - fixed));
  const more =
    r.total > r.matches.length ? `\n\nThe best ${r.matches.length} of ${r.total} matches; --limit <n> shows more.` : '';
  return `${table(['KEY', 'KIND', 'SCORE', 'TEXT'], rows)}${more}`;
}

import { environmentInPart, withEnvironment } from '../domain/volume/read.js';
import { CheckpointError } from '../core/errors.js';
import { parsePackageList, type EnvironmentSnapshot, type PackageListKind } from '../domain/capture/environment.js';
import { environmentDiff, sectionOrder, type EnvChange } from '../domain/compare/environment.js';
import type { StorageBackend } from '../storage/backend.js';
import { packageListKey } from '../storage/layout.js';
import type { AppContext } from './context.js';
import { requireManifest } from './volume.js';
import { sha256Hex } from '../core/hash.js';

/**
 * `env show <id>` and `env diff <a> <b>` (SPEC-07.10): the environment a checkpoint recorded —
 * Claude Code, plugins, MCP servers, runtimes, packages, variables — and what changed between
 * two, down to each package of the full lists stored once on the volume.
 */
interface EnvShowResult {
  id: string;
  environment: EnvironmentSnapshot;
  /** With `full`: the package lists as stored (pip freeze, npm's installed packages). */
  lists?: Partial<Record<PackageListKind, string>>;
}

interface EnvDiffResult {
  a: string;
  b: string;
  changes: EnvChange[];
}

type Snapshot = Record<string, unknown> | null | undefined;

async function environmentOf(ctx: AppContext, idOrPrefix: string): Promise<EnvShowResult> {
  const store = await ctx.volume();
  const m = await withEnvironment(store, (await requireManifest(store, idOrPrefix)).manifest);
  if (!m.environment)
    throw new CheckpointError(
      'NOT_FOUND',
      `checkpoint ${m.id} recorded no environment (it was written by a version before environment capture)`,
      'compare two newer checkpoints',
    );
  // From 2.1 the manifest holds only the time: its part gone or damaged is said, not shown as an empty environment.
  if (environmentInPart(m))
    throw new CheckpointError(
      'INVALID_DATA',
      `checkpoint ${m.id}'s environment.json part is missing or damaged`,
      `run \`pai-checkpoint verify ${m.id}\``,
    );
  return { id: m.id, environment: m.environment as EnvironmentSnapshot };
}

export async function envShow(
  ctx: AppContext,
  id: string,
  o: { full?: boolean | undefined } = {},
): Promise<EnvShowResult> {
  const r = await environmentOf(ctx, id);
  if (!o.full) return r;
  const store = await ctx.volume();
  const lists: Partial<Record<PackageListKind, string>> = {};
  for (const [kind, ref] of listRefs(r.environment)) lists[kind] = await readList(store, ref.sha256);
  return { ...r, lists };
}

export async function envDiff(ctx: AppContext, a: string, b: string): Promise<EnvDiffResult> {
  const [x, y] = [await environmentOf(ctx, a), await environmentOf(ctx, b)];
  return { a: x.id, b: y.id, changes: await environmentChanges(await ctx.volume(), x.environment, y.environment) };
}

function listRefs(e: Snapshot): [PackageListKind, { sha256: string }][] {
  const lists = (e?.['package_lists'] ?? {}) as Partial<Record<PackageListKind, { sha256: string }>>;
  return (['pip', 'npm'] as const).flatMap((k) =>
    lists[k] ? [[k, lists[k]] as [PackageListKind, { sha256: string }]] : [],
  );
}

/** A stored package list, checked against its name. */
async function readList(store: StorageBackend, sha256: string): Promise<string> {
  const data = await store.get(packageListKey(sha256));
  if (!data)
    throw new CheckpointError(
      'NOT_FOUND',
      `the package list ${packageListKey(sha256)} is not on ${store.location}`,
      'it was removed by hand; the checkpoint still names its hash',
    );
  if (sha256Hex(data) !== sha256)
    throw new CheckpointError(
      'INVALID_DATA',
      `the package list ${packageListKey(sha256)} does not match its hash`,
      'the volume was damaged or tampered with',
    );
  return data.toString('utf8');
}

/**
 * What changed between two environments: environmentDiff's lines, with the package lists'
 * hashes replaced by the packages that were added, removed or changed version (`pip packages`,
 * `npm packages`).
 */
export async function environmentChanges(store: StorageBackend, a: Snapshot, b: Snapshot): Promise<EnvChange[]> {
  const changes = environmentDiff(a, b).filter((c) => c.section !== 'package_lists');
  const before = new Map(listRefs(a));
  const after = new Map(listRefs(b));
  for (const kind of ['pip', 'npm'] as const) {
    const x = before.get(kind)?.sha256;
    const y = after.get(kind)?.sha256;
    if (x === y) continue;
    const [xs, ys] = [
      x ? parsePackageList(kind, await readList(store, x)) : new Map<string, string>(),
      y ? parsePackageList(kind, await readList(store, y)) : new Map<string, string>(),
    ];
    for (const name of [...new Set([...xs.keys(), ...ys.keys()])].sort()) {
      const from = xs.get(name);
      const to = ys.get(name);
      if (from !== to)
        changes.push({
          section: `${kind} packages`,
          name,
          ...(from !== undefined ? { from } : {}),
          ...(to !== undefined ? { to } : {}),
        });
    }
  }
  const order = sectionOrder(changes.map((c) => c.section));
  return changes.sort((p, q) => order.indexOf(p.section) - order.indexOf(q.section)); // stable: names stay sorted
}

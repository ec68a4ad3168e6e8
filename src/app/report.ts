import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { commitOutputFile, ensureDir, outputFile, TEMP_PREFIX, writeFileAtomicSync } from '../core/atomic.js';
import { CheckpointError, errorMessage } from '../core/errors.js';
import { assertSafeKey } from '../core/keys.js';
import { mapLimit } from '../core/parallel.js';
import type { EnvChange } from '../domain/compare/environment.js';
import { flattenEnvironment, sectionOrder } from '../domain/compare/environment.js';
import type { FileChange } from '../domain/compare/workspace.js';
import type { Manifest } from '../domain/volume/manifest.js';
import { readManifest, withEnvironment } from '../domain/volume/read.js';
import type { AppContext } from './context.js';
import { diffCheckpoints } from './diff.js';
import { readSummary } from './summary.js';
import { sessionTimeline, type Timeline } from './timeline.js';

/** What the conversation's manifest recorded at one checkpoint (absent fields: not recorded there). */
export interface CurvePoint {
  id: string;
  at: string;
  /** The share of the model's window the last request filled, and its tokens, window and model (manifests 1.6+). */
  percent?: number;
  contextTokens?: number;
  window?: number;
  model?: string;
  compactions?: number;
  /** The conversation's tokens so far, its turns and its estimated cost. */
  tokens?: number;
  turns?: number;
  costUsd?: number;
}

/** The session's summary as its newest checkpoint stored it (or this machine's copy, which has no progress or context lines). */
export interface ReportSummary {
  checkpoint: string;
  progress: string[];
  decisions: string[];
  failed_approaches: string[];
  blockers: string[];
  context: string[];
  files: { path: string; added: number; removed: number }[];
}

/** The files changed between the session's first and last checkpoints, with their diffs cut to a size a reader (and a browser) takes. */
export interface ReportChanges {
  from: string;
  to: string;
  files: FileChange[];
  patches: { path: string; diff: string; cut?: { shown: number; lines: number } }[];
  /** Changed text files whose diff was left out: the report's diff budget was spent. */
  omitted: string[];
  environment: EnvChange[];
}

/** Everything `report` shows: the timeline, the summary, the changes, the context curve, the environment. */
export interface ReportData {
  generatedAt: string;
  timeline: Timeline;
  curve: CurvePoint[];
  summary?: ReportSummary;
  changes?: ReportChanges;
  /** Why the changes could not be shown (a volume part missing, sealed, damaged). */
  changesError?: string;
  /** The newest checkpoint's environment, by section (secret-looking variables were withheld at capture). */
  environment?: { checkpoint: string; capturedAt: string; sections: [string, [string, string][]][] };
}

/** Lines of one file's diff a report shows, and of all of them together. */
const PATCH_LINES = 400;
const PATCHES_BYTES = 512 * 1024;
/** Manifests read at once (one round trip each on S3). */
const READS = 16;

/**
 * The report of `session` (its id or a unique prefix): the timeline (app/timeline.ts), each
 * session checkpoint's manifest for the context and token curve, the newest summary and
 * environment, and the files changed from its first checkpoint to its last (app/diff.ts).
 * NOT_FOUND (with a hint) when the volume has no checkpoint of it.
 */
export async function sessionReport(ctx: AppContext, session: string): Promise<ReportData> {
  const timeline = await sessionTimeline(ctx, session);
  const store = await ctx.volume();
  const sessionId = timeline.session.sessionId;
  const own = timeline.checkpoints.filter((c) => c.sizeBytes !== undefined && !c.safety);
  const manifests = await mapLimit(own, READS, async (c) => {
    try {
      return await readManifest(store, sessionId, c.id);
    } catch (err) {
      ctx.warn(`the manifest of ${c.id} could not be read: ${errorMessage(err)}`);
      return undefined;
    }
  });
  const read = manifests.filter((m): m is Manifest => m !== undefined);
  const data: ReportData = { generatedAt: ctx.now().toISOString(), timeline, curve: read.map(curvePoint) };
  const summary = (await newestSummary(ctx, read)) ?? localSummary(timeline);
  if (summary) data.summary = summary;
  const newest = read.findLast((m) => m.environment);
  if (newest?.environment) data.environment = environmentOf(await withEnvironment(store, newest));
  const [first, last] = [own[0], own.at(-1)];
  if (first && last && first !== last) {
    try {
      data.changes = bounded(await diffCheckpoints(ctx, first.id, last.id, { patch: true }));
    } catch (err) {
      data.changesError = errorMessage(err);
    }
  }
  return data;
}

function curvePoint(m: Manifest): CurvePoint {
  const c = m.conversation;
  const p: CurvePoint = {
    id: m.id,
    at: m.created_at,
    tokens: c.tokens_used,
    turns: c.turn_count,
    costUsd: m.metrics.cost_estimate_usd,
  };
  if (c.context)
    Object.assign(p, {
      percent: c.context.budget_percent,
      contextTokens: c.context.tokens_used,
      window: c.context.window,
      compactions: c.context.compactions,
      ...(c.context.model ? { model: c.context.model } : {}),
    });
  return p;
}

/** The summary.json of the newest of the session's last checkpoints that has one. */
async function newestSummary(ctx: AppContext, manifests: Manifest[]): Promise<ReportSummary | undefined> {
  const store = await ctx.volume();
  for (const m of manifests.slice(-3).reverse()) {
    try {
      const s = await readSummary(store, m);
      if (s)
        return {
          checkpoint: m.id,
          progress: s.progress,
          decisions: s.decisions,
          failed_approaches: s.failed_approaches,
          blockers: s.blockers,
          context: s.context,
          files: s.files,
        };
    } catch (err) {
      ctx.warn(errorMessage(err));
    }
  }
  return undefined;
}

/** This machine's copy of the newest summary (the timeline's): lists without progress or context lines. */
function localSummary(t: Timeline): ReportSummary | undefined {
  const s = t.summary;
  return s
    ? {
        checkpoint: s.checkpoint,
        progress: [],
        decisions: s.decisions,
        failed_approaches: s.failed_approaches,
        blockers: s.blockers,
        context: [],
        files: s.files,
      }
    : undefined;
}

function environmentOf(m: Manifest): NonNullable<ReportData['environment']> {
  const flat = flattenEnvironment(m.environment);
  flat.delete('package_lists');
  return {
    checkpoint: m.id,
    capturedAt: String(m.environment?.['captured_at'] ?? ''),
    sections: sectionOrder(flat.keys()).map((s) => [s, [...flat.get(s)!]]),
  };
}

/** diffCheckpoints' result with each patch cut to PATCH_LINES lines, and patches past PATCHES_BYTES left out (named). */
function bounded(d: Awaited<ReturnType<typeof diffCheckpoints>>): ReportChanges {
  const out: ReportChanges = {
    from: d.a.id ?? '',
    to: d.b.id ?? '',
    files: d.files ?? [],
    patches: [],
    omitted: [],
    environment: d.environment ?? [],
  };
  let bytes = 0;
  for (const p of d.patches ?? []) {
    if (!p.diff) continue;
    const lines = p.diff.split('\n');
    const diff = lines.length > PATCH_LINES ? lines.slice(0, PATCH_LINES).join('\n') : p.diff;
    if (bytes + diff.length > PATCHES_BYTES) {
      out.omitted.push(p.path);
      continue;
    }
    bytes += diff.length;
    out.patches.push({
      path: p.path,
      diff,
      ...(lines.length > PATCH_LINES ? { cut: { shown: PATCH_LINES, lines: lines.length } } : {}),
    });
  }
  return out;
}

interface ReportWritten {
  sessionId: string;
  /** The file written. */
  path: string;
  bytes: number;
}

/**
 * Writes a rendered report: to `output` (relative to ctx.cwd) when given — a new name in an
 * existing folder or a regular file it replaces (core/atomic.ts outputFile) — else under PAI_DIR,
 * `<stateDir>/reports/<session>-<time>.html`, never into the workspace (the next checkpoint would
 * capture it, and a report holds the session's diffs).
 */
export function writeReport(ctx: AppContext, sessionId: string, html: string, output?: string): ReportWritten {
  const bytes = Buffer.byteLength(html);
  if (output === undefined) {
    const dir = join(ctx.paths.stateDir, 'reports');
    ensureDir(dir);
    const stamp = ctx.now().toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
    const path = join(dir, `${assertSafeKey('session id', sessionId)}-${stamp}.html`);
    writeFileAtomicSync(path, html, { mode: 0o600 });
    return { sessionId, path, bytes };
  }
  if (!output || output === '-')
    throw new CheckpointError(
      'USAGE',
      output ? 'report -o - : a report is a file to open in a browser, not a stream' : '-o needs a file name',
      'name the HTML file to write, or leave out -o to write it under PAI_DIR',
    );
  const path = outputFile(resolve(ctx.cwd, output));
  const temp = join(dirname(path), `${TEMP_PREFIX}${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}`);
  try {
    writeFileSync(temp, html, { flag: 'wx', mode: 0o600 });
    commitOutputFile(temp, path);
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
  return { sessionId, path, bytes };
}

import { createReadStream, statSync } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { CheckpointError } from '../../../core/errors.js';
import { DEFAULTS } from '../../../core/defaults.js';
import {
  SUMMARY_BYTES,
  summarizeFrom,
  type ConversationSummary,
  type SummaryCursor,
} from '../../transcript/conversation.js';
import { DEFAULT_PRICES, type Price } from '../../transcript/prices.js';
import { updateCopy, type CopyResult } from '../../transcript/copy.js';
import { EMPTY_ZSTD_FRAME } from '../../../platform/codec.js';
import {
  fileStillMarked,
  markFile,
  readLocal,
  transcriptFiles,
  writeLocal,
  type TranscriptMark,
} from '../../transcript/local.js';
import type { Manifest } from '../../volume/manifest.js';
import { jsonPart, type CaptureScope, type PartProvider } from './part.js';

export { redactLines } from '../../transcript/copy.js';

/**
 * conversation.json (the transcript's summary: turns, tokens, cost, tools, files) and the
 * transcript itself, compressed: what makes a resume on another machine possible.
 */
export const conversationPart: PartProvider = {
  name: 'conversation',
  async collect(scope) {
    const { req, o } = scope;
    const conversation = req.transcriptPath ? await summarize(scope, req.transcriptPath) : undefined;
    scope.conversation = conversation;
    scope.parts.push(
      jsonPart(
        'conversation.json',
        { transcript_path: req.transcriptPath ?? null, ...conversation },
        o.config.capture.redactSecrets,
      ),
    );
    const context = conversation ? contextMetrics(conversation, scope) : undefined;
    scope.draft.conversation = {
      turn_count: conversation?.turn_count ?? 0,
      // (absent rather than null without a transcript: every reader takes absent as null)
      ...(conversation?.last_message_id ? { last_message_id: conversation.last_message_id } : {}),
      ...(conversation?.last_message_uuid ? { last_message_uuid: conversation.last_message_uuid } : {}),
      tokens_used: conversation?.tokens.total ?? 0,
      has_resume_token: conversation !== undefined,
      ...(context ? { context } : {}),
    };
    scope.draft.metrics = {
      cost_estimate_usd: conversation?.cost_estimate_usd ?? 0,
      tools_invoked: Object.keys(conversation?.tools ?? {}).sort(),
      files_modified: conversation?.files_modified.length ?? 0,
      tool_errors: conversation?.tool_errors ?? 0,
    };
    if (conversation?.skipped_bytes)
      scope.warnings.push(
        `the conversation's figures leave out the transcript's first ${mb(conversation.skipped_bytes)}: a transcript first summarised on this machine is read from its last ${mb(scope.o.summaryBytes ?? SUMMARY_BYTES)}`,
      );
    if (conversation && req.transcriptPath) await transcriptPart(scope, req.transcriptPath);
  },
};

/** "1.2 GB", "3 MB". */
function mb(bytes: number): string {
  return bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB` : `${Math.max(1, Math.round(bytes / 1e6))} MB`;
}

/**
 * transcript.jsonl.zst, from this machine's copy (transcript/copy.ts) brought up to date within the
 * time limit, then stored within the limit again; past either, the checkpoint is committed
 * without it and says why (`conversation.transcript_omitted`, a warning, has_resume_token false).
 */
async function transcriptPart(scope: CaptureScope, path: string): Promise<void> {
  const { o, req } = scope;
  const limitMs = o.transcriptLimitMs ?? DEFAULTS.transcriptSeconds * 1000;
  const omit = (why: string) => {
    const c = scope.draft.conversation!;
    c.has_resume_token = false;
    c['transcript_omitted'] = why;
    scope.warnings.push(`transcript not stored: ${why}`);
  };
  let copy: CopyResult | undefined;
  try {
    copy = await updateCopy(path, transcriptFiles(o.stateDir, req.sessionId), {
      redact: o.config.capture.redactSecrets,
      level: o.config.capture.zstdLevel,
      deadline: Date.now() + limitMs,
    });
  } catch (err) {
    if (!(err instanceof CheckpointError) || err.code !== 'INVALID_DATA') throw err;
    return omit(err.message);
  }
  if (!copy) return omit(`${path} is gone`);
  if (!copy.complete) {
    return omit(
      `its copy was not brought up to date within ${Math.round(limitMs / 1000)} s (${mb(copy.covered)} of ${mb(copy.end)} done; the next checkpoint goes on from there)`,
    );
  }
  const { file, expanded } = copy;
  let cut = false;
  scope.parts.push({
    name: 'transcript.jsonl.zst',
    // Whole frames only (a capture killed while appending may have left more); none yet: an empty frame.
    data: () =>
      timeLimited(
        copy.bytes > 0 ? createReadStream(file, { start: 0, end: copy.bytes - 1 }) : Readable.from([EMPTY_ZSTD_FRAME]),
        limitMs,
        () => (cut = true),
      ),
    omitted: () =>
      cut ? `it was not stored within ${Math.round(limitMs / 1000)} s (${mb(copy.bytes)} to write)` : undefined,
    onOmit: omit,
  });
  scope.onStored.push((name) => {
    // The transcript's size now (it only grows) tells a periodic check whether it grew since; what
    // the copy expands to (redaction may lengthen it) bounds what a restore lets the part expand to.
    if (name === 'transcript.jsonl.zst' && scope.draft.conversation)
      scope.draft.conversation['transcript_bytes'] = Math.max(statSync(path).size, expanded);
  });
}

/**
 * `input` passed on until `ms` from now, then stopped (`onCut` first): the put it feeds fails, and
 * the commit leaves the part out (domain/volume/commit.ts). A stream that stalls is stopped too.
 */
function timeLimited(input: Readable, ms: number, onCut: () => void): Readable {
  const deadline = Date.now() + ms;
  const out = new Transform({
    transform(chunk: Buffer, _e, done) {
      if (Date.now() < deadline) return done(null, chunk);
      stop();
      done();
    },
  });
  const stop = () => {
    clearTimeout(timer);
    onCut();
    input.destroy();
    out.destroy(new CheckpointError('IO', `the transcript was not stored within ${Math.round(ms / 1000)} s`));
  };
  const timer = setTimeout(stop, ms);
  timer.unref();
  input.once('error', (err) => out.destroy(err));
  out.once('close', () => clearTimeout(timer));
  return input.pipe(out);
}

/**
 * SPEC-07.32.03: the context the last request filled against the model's window (configured
 * patterns first), the compactions so far, and whether one happened since the parent checkpoint.
 */
export function contextMetrics(
  c: ConversationSummary,
  scope: Pick<CaptureScope, 'o' | 'parent'>,
): NonNullable<Manifest['conversation']['context']> {
  const model = c.context?.model ?? c.models.at(-1) ?? '';
  const window = scope.o.config.context.windows.find(([re]) => re.test(model))?.[1] ?? 200_000;
  const used = c.context?.tokens ?? 0;
  const before = scope.parent?.conversation.context?.compactions;
  return {
    tokens_used: used,
    ...(model ? { model } : {}),
    window,
    budget_percent: Math.round((1000 * used) / window) / 10,
    compactions: c.compactions.length,
    compression_applied: before === undefined ? c.compactions.length > 0 : c.compactions.length > before,
  };
}

/**
 * The conversation's summary, read on from where this machine's last one stopped (its cursor,
 * transcript/local.ts), at most SUMMARY_BYTES (or `o.summaryBytes`) at once.
 */
async function summarize(scope: CaptureScope, path: string): Promise<ConversationSummary | undefined> {
  try {
    const prices = [
      ...Object.entries(scope.o.config.prices).map(([k, v]) => [new RegExp(k, 'i'), v] as [RegExp, Price]),
      ...DEFAULT_PRICES,
    ];
    const files = transcriptFiles(scope.o.stateDir, scope.req.sessionId);
    const saved = readLocal<{ mark: TranscriptMark; cursor: SummaryCursor }>(files.summary);
    const cursor = saved && fileStillMarked(path, saved.mark) ? saved.cursor : undefined;
    const r = await summarizeFrom(path, prices, {
      cursor,
      ...(scope.o.summaryBytes !== undefined ? { maxBytes: scope.o.summaryBytes } : {}),
    });
    if (!r) {
      scope.warnings.push(`transcript ${path} not found: no conversation captured`);
      return undefined;
    }
    const mark = markFile(path, r.cursor.offset);
    if (mark) writeLocal(files.summary, files.dir, { mark, cursor: r.cursor }, scope.o.config.capture.redactSecrets);
    return r.summary;
  } catch (err) {
    if (!(err instanceof CheckpointError)) throw err;
    scope.warnings.push(`transcript not captured: ${err.message}`); // e.g. not a regular file
    return undefined;
  }
}

import { createReadStream, statSync } from 'node:fs';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { redactSecretPatterns } from '../../../core/redact.js';
import { CheckpointError } from '../../../core/errors.js';
import { openRegularSync } from '../../../core/regular.js';
import { DEFAULT_PRICES, summarizeTranscript, type ConversationSummary, type Price } from '../../transcript/conversation.js';
import type { Manifest } from '../../volume/manifest.js';
import { compressStream } from '../../../platform/codec.js';
import { jsonPart, type CaptureScope, type PartProvider } from './part.js';

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
    scope.parts.push(jsonPart('conversation.json', { transcript_path: req.transcriptPath ?? null, ...conversation }, o.config.capture.redactSecrets));
    const context = conversation ? contextMetrics(conversation, scope) : undefined;
    scope.draft.conversation = {
      turn_count: conversation?.turn_count ?? 0,
      last_message_id: conversation?.last_message_id ?? null,
      last_message_uuid: conversation?.last_message_uuid ?? null,
      tokens_used: conversation?.tokens.total ?? 0,
      has_resume_token: conversation !== undefined,
      ...(context ? { context } : {}),
    };
    scope.draft.metrics = { cost_estimate_usd: conversation?.cost_estimate_usd ?? 0, tools_invoked: Object.keys(conversation?.tools ?? {}).sort(), files_modified: conversation?.files_modified.length ?? 0, tool_errors: conversation?.tool_errors ?? 0 };
    if (!conversation || !req.transcriptPath) return;
    const path = req.transcriptPath;
    const redacted = o.config.capture.redactSecrets ? { bytes: 0 } : undefined;
    scope.parts.push({ name: 'transcript.jsonl.zst', data: () => compressFile(path, o.config.capture.zstdLevel, redacted) });
    scope.onStored.push((name) => {
      // The transcript's size now (it only grows) bounds what a restore lets the part expand to,
      // and tells a periodic check whether it grew since; redacted bytes can be more (a
      // replacement longer than its secret): the larger of the two.
      if (name === 'transcript.jsonl.zst' && scope.draft.conversation) scope.draft.conversation['transcript_bytes'] = Math.max(statSync(path).size, redacted?.bytes ?? 0);
    });
  },
};

/**
 * SPEC-07.32.03: the context the last request filled against the model's window (configured
 * patterns first), the compactions so far, and whether one happened since the parent checkpoint.
 */
export function contextMetrics(c: ConversationSummary, scope: Pick<CaptureScope, 'o' | 'parent'>): NonNullable<Manifest['conversation']['context']> {
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

async function summarize(scope: CaptureScope, path: string) {
  try {
    const prices = [...Object.entries(scope.o.config.prices).map(([k, v]) => [new RegExp(k, 'i'), v] as [RegExp, Price]), ...DEFAULT_PRICES];
    const conversation = await summarizeTranscript(path, prices);
    if (!conversation) scope.warnings.push(`transcript ${path} not found: no conversation captured`);
    return conversation;
  } catch (err) {
    if (!(err instanceof CheckpointError)) throw err;
    scope.warnings.push(`transcript not captured: ${err.message}`); // e.g. not a regular file
    return undefined;
  }
}

/** Bytes of a line held before it is redacted and passed on whole-less (a giant tool output: its secrets past this are kept in chunks). */
const REDACT_HOLD = 8 * 1024 * 1024;

/**
 * Redacts well-known secret shapes line by line (core/redact.ts; each line stays JSON). A line
 * longer than REDACT_HOLD is redacted in pieces of that size (a secret across a cut is missed:
 * they are a few dozen bytes, the pieces megabytes).
 */
export function redactLines(count: { bytes: number } = { bytes: 0 }): Transform {
  const utf8 = new StringDecoder('utf8'); // a character cut between two chunks is joined, not spoilt
  let held = '';
  const out = (t: Transform, text: string) => {
    const b = Buffer.from(redactSecretPatterns(text));
    count.bytes += b.length;
    t.push(b);
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      held += utf8.write(chunk);
      const nl = held.lastIndexOf('\n');
      if (nl >= 0) {
        out(this, held.slice(0, nl + 1));
        held = held.slice(nl + 1);
      }
      if (held.length > REDACT_HOLD) {
        out(this, held);
        held = '';
      }
      done();
    },
    flush(done) {
      held += utf8.end();
      if (held) out(this, held);
      done();
    },
  });
}

/** The transcript, zstd-compressed, as a stream (it may still be growing: read to its current end); secrets redacted when `redacted` (which counts the bytes). */
function compressFile(path: string, level: number, redacted: { bytes: number } | undefined): Readable {
  let input: Readable;
  try {
    const fd = openRegularSync(path);
    if (fd === undefined) throw new CheckpointError('NOT_FOUND', `${path} is gone`);
    input = createReadStream('', { fd });
    if (redacted) {
      const raw = input;
      input = redactLines(redacted);
      raw.once('error', (err) => input.destroy(err));
      raw.pipe(input as Transform);
    }
  } catch (err) {
    const out = new PassThrough();
    process.nextTick(() => out.destroy(err instanceof Error ? err : new Error(String(err))));
    return out;
  }
  return compressStream({ stream: input }, { level, name: path, purpose: 'compress the transcript' });
}

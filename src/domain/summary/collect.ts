import type { TranscriptEvent } from '../transcript/reader.js';

/**
 * What a session summary is made of, gathered from the transcript's events in the same pass that
 * reads the conversation (domain/transcript/conversation.ts): every list is capped and holds plain
 * one-line texts.
 */
export interface SummarySignals {
  /** What got done: tasks completed, files written, commands that succeeded after work. */
  progress: string[];
  /** Statements of decision by the assistant ("I'll use X", "chose X over Y"). */
  decisions: string[];
  /** A tool call that failed and what followed it: a fix (a later success of the same kind) or nothing. */
  failed: { what: string; error: string; fixedBy?: string }[];
  /** What is still in the way: failures with no success after them, open questions, things deferred. */
  blockers: string[];
}

/** Gathers SummarySignals from transcript events, one event at a time (events of a whole session). */
export class SummaryCollector {
  add(_ev: TranscriptEvent): void {}

  signals(): SummarySignals {
    return { progress: [], decisions: [], failed: [], blockers: [] };
  }
}

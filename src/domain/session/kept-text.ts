import { sha256Hex } from '../../core/hash.js';
import type { SessionState } from './state.js';

/**
 * Whether the transcript has been read up to the turn's final text (Stop's `last_assistant_message`):
 * the last assistant text read is that text, or its end.
 */
export function turnReadTo(state: SessionState, finalText: string): boolean {
  const last = state.turnLastText;
  if (state.turnActivity === 'loud') return true; // nothing read later can make the turn quiet
  return last !== undefined && last !== '' && (finalText.trim().includes(last) || last === keptText(finalText.trim()));
}

/** Characters of a final text the session state keeps whole; a longer one keeps its head and tail (KEPT_END each). */
export const KEPT_TEXT_MAX = 8192;
const KEPT_END = 2048;

/**
 * What the session state keeps of Stop's final text (`pendingText`, `lastStopText`): the text when
 * it is short, else its head and tail around its length and sha256. Every later hook of the session
 * parses the state, so a 50 MB message kept whole would cost each of them seconds; the digest still
 * tells the same text from another exactly, and the tail holds the header a turn ends with.
 */
export function keptText(text: string): string {
  if (text.length <= KEPT_TEXT_MAX) return text;
  const digest = sha256Hex(text);
  return `${text.slice(0, KEPT_END)}\n…[${text.length} characters, sha256 ${digest}]…\n${text.slice(-KEPT_END)}`;
}

/**
 * Whether `text`, read from the transcript, is (part of) the final text `kept` stands for: the whole
 * of it, or a piece of its head or tail. A piece from the middle of a long one is not recognised,
 * and its headers are read again (a header repeating the current phase changes nothing).
 */
export function keptTextHolds(kept: string, text: string): boolean {
  return kept.includes(text) || (text.length > KEPT_TEXT_MAX && keptText(text) === kept);
}

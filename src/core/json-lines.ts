/**
 * Reading JSON lines (the transcript, the sidecar's journal, the capture queue, logs, Beads):
 * one shape everywhere. A line that is empty or not JSON — the last one torn by a writer killed
 * mid-append, one still being written, a foreign one — is skipped, never fatal.
 */

/** One line's JSON value, or undefined when it is empty or not JSON. */
export function parseJsonLine(line: string): unknown {
  if (!line.trim()) return undefined;
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return undefined;
  }
}

/** The JSON values of a text's lines (or of the lines given), in order; bad lines skipped. */
export function jsonLines(text: string | readonly string[]): unknown[] {
  const out: unknown[] = [];
  for (const line of typeof text === 'string' ? text.split('\n') : text) {
    const v = parseJsonLine(line);
    if (v !== undefined) out.push(v);
  }
  return out;
}

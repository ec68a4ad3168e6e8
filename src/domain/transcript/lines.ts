// A transcript's lines read from a byte stream, never holding more than a bounded line.

/**
 * Splits a byte stream into lines without ever holding more than `maxLine` bytes of one line: a
 * longer line (a multi-gigabyte one would not even fit in a string) is stepped over and reported
 * through `onOversized`. Yields complete lines; returns the last, unterminated one (or undefined).
 * `pos.at` follows the stream: after each line, where the next one starts (`dropFirst`: the stream
 * starts inside a line, whose rest is passed over and counted in `pos.dropped`).
 */
export async function* linesOf(
  stream: AsyncIterable<Buffer>,
  maxLine: number,
  onOversized: () => void,
  pos: { at: number; dropped: number },
  dropFirst = false,
): AsyncGenerator<string, string | undefined> {
  let parts: Buffer[] = [];
  let held = 0;
  let dropping = false;
  let first = dropFirst;
  for await (const chunk of stream) {
    let from = 0;
    for (let nl = chunk.indexOf(0x0a, from); nl >= 0; nl = chunk.indexOf(0x0a, from)) {
      const length = held + nl - from + 1;
      const line =
        !first && !dropping && held + nl - from <= maxLine
          ? Buffer.concat([...parts, chunk.subarray(from, nl)]).toString('utf8')
          : undefined;
      pos.at += length;
      if (first) pos.dropped += length;
      else if (line === undefined) onOversized();
      parts = [];
      held = 0;
      dropping = false;
      first = false;
      from = nl + 1;
      if (line !== undefined) yield line;
    }
    if (dropping) {
      held += chunk.length - from;
      continue;
    }
    const rest = chunk.subarray(from);
    if (held + rest.length > maxLine) {
      dropping = true;
      parts = [];
      held += rest.length;
    } else if (rest.length) {
      parts.push(Buffer.from(rest));
      held += rest.length;
    }
  }
  if (dropping) {
    if (!first) onOversized();
    return undefined;
  }
  return held && !first ? Buffer.concat(parts).toString('utf8') : undefined;
}

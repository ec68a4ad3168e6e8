/** JSON with object keys sorted (undefined values dropped): equal data gives equal text, so equal hashes. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    // One string built in a loop, not filter/map/join arrays per object: every signed document read
    // (a thousand session indexes for `sessions`) is rendered so, and the arrays were half the time.
    const o = v as Record<string, unknown>;
    let out = '{';
    for (const k of Object.keys(o).sort()) {
      const x = o[k];
      if (x === undefined) continue;
      if (out.length > 1) out += ',';
      out += `${JSON.stringify(k)}:${canonicalJson(x)}`;
    }
    return `${out}}`;
  }
  return JSON.stringify(v);
}

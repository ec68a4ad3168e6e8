import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A stand-in for bd's documented commands, parsing as bd's parser (Go's pflag) does: options
 * (`--flag=value`, or `--flag value`) up to `--`, the issue ids after it. It records its argv and
 * keeps the issues in a file of its own.
 */
export function standInBd(home: string, issues: Record<string, Record<string, unknown>>) {
  const bin = join(home, 'bin');
  mkdirSync(bin, { recursive: true });
  const calls = join(home, 'bd-calls.jsonl');
  const db = join(home, 'bd-db.json');
  writeFileSync(db, JSON.stringify(issues));
  writeFileSync(
    join(bin, 'bd'),
    `#!/usr/bin/env node
const fs = require('fs');
const argv = process.argv.slice(2);
fs.appendFileSync(${JSON.stringify(calls)}, JSON.stringify({ argv, cwd: process.cwd(), noDaemon: process.env.BEADS_NO_DAEMON }) + '\\n');
const cmd = argv[0];
const end = argv.indexOf('--');
const opts = argv.slice(1, end < 0 ? undefined : end);
const ids = end < 0 ? [] : argv.slice(end + 1);
const flag = (f) => { const eq = opts.find((o) => o.startsWith(f + '=')); if (eq !== undefined) return eq.slice(f.length + 1); const i = opts.indexOf(f); return i < 0 ? undefined : opts[i + 1]; };
const issues = JSON.parse(fs.readFileSync(${JSON.stringify(db)}, 'utf8'));
const id = ids[0];
if (ids.length !== 1 || !Object.hasOwn(issues, id)) { console.error('Error: issue ' + id + ' not found'); process.exit(1); }
if (cmd === 'show') { console.log(JSON.stringify([issues[id]])); process.exit(0); }
if (cmd === 'update') { if (flag('--notes') !== undefined) issues[id].notes = flag('--notes'); if (flag('--status')) issues[id].status = flag('--status'); }
if (cmd === 'close') { issues[id].status = 'closed'; issues[id].close_reason = flag('--reason'); }
fs.writeFileSync(${JSON.stringify(db)}, JSON.stringify(issues));
`,
  );
  chmodSync(join(bin, 'bd'), 0o755);
  // Whole lines only: the stand-in may be writing the last one while the test reads.
  const read = () =>
    existsSync(calls)
      ? readFileSync(calls, 'utf8')
          .split('\n')
          .slice(0, -1)
          .map((l) => JSON.parse(l) as { argv: string[]; cwd: string; noDaemon: string })
      : [];
  return {
    bin,
    calls: read,
    issues: () => JSON.parse(readFileSync(db, 'utf8')) as Record<string, Record<string, unknown>>,
  };
}

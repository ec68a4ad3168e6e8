/**
 * The torture suite's figures (issue 16): each family records what it did — runs, faults
 * injected, outcomes by kind, and what was lost (anything above 0 fails it) — into
 * `.tmp/torture/<family>.json`; `npm run torture` (scripts/torture.mjs) runs the long version of
 * every family and prints one line each. Inside `npm test` the same files run their short version.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `npm run torture` sets TORTURE=long; `npm test` runs the short version. */
export const LONG = process.env['TORTURE'] === 'long';

/** A count for the short run (npm test) or the long one (npm run torture). */
export const scale = (short: number, long: number): number => (LONG ? long : short);

export interface Figures {
  /** Scenarios run (a kill, a process, an input, a fuzz case). */
  runs: number;
  /** Faults injected (kills, full disks, bad inputs, planted secrets). */
  faults: number;
  /** What happened, by kind (e.g. `{ "killed mid-pack": 31, "finished": 19 }`). */
  outcomes: Record<string, number>;
  /** Losses found: a checkpoint that no longer verifies, a write that vanished, a secret stored. Must be 0. */
  lost: number;
  /** Anything else worth printing (one line). */
  note?: string;
}

const DIR = join(fileURLToPath(new URL('../..', import.meta.url)), '.tmp', 'torture');

/** Records a family's figures (the last call of a family wins: call it once, at its end). */
export function recordFigures(family: string, f: Figures): void {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(
    join(DIR, `${family}.json`),
    `${JSON.stringify({ family, long: LONG, ...f, at: new Date().toISOString() })}\n`,
  );
}

/** Counts outcomes by name. */
export class Tally {
  readonly outcomes: Record<string, number> = {};
  add(outcome: string, n = 1): void {
    this.outcomes[outcome] = (this.outcomes[outcome] ?? 0) + n;
  }
}

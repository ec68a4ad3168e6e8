import { beads } from './beads.js';
import { github } from './github.js';
import { linear } from './linear.js';
import type { Tracker } from './tracker.js';

/**
 * Every issue tracker, by the name a linked issue carries (`linked_issues[].tracker`). Adding a
 * tracker: its file in this folder (an IssueTracker and how it is opened from the configuration),
 * a row here; its stand-in in the contract suite is typed by these names, so that one without the
 * other does not compile.
 */
export const TRACKERS = { github, linear, beads } as const satisfies Record<string, Tracker>;
export type TrackerName = keyof typeof TRACKERS;

/** The tracker of that name; a name from anywhere else (a linked issue read from the volume) that is not one: an error naming it. */
export function trackerNamed(name: string): Tracker {
  if (!Object.hasOwn(TRACKERS, name))
    throw new Error(`no issue tracker "${name}" (${Object.keys(TRACKERS).join(', ')})`);
  return TRACKERS[name as TrackerName];
}

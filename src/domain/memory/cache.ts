import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readFileIfExists, writeFileAtomicSync } from '../../core/atomic.js';
import { isSafeKey } from '../../core/keys.js';
import type { ProjectMemory } from './model.js';
import { checkMemory } from './schema.js';

/**
 * This machine's copy of a project's memory, `<stateDir>/memory/<project>.json`, for the
 * session-start hook: it must never wait for the volume (an S3 round trip, a hung NFS mount), so
 * it reads this file, which every use case that reads or writes the memory on the volume
 * refreshes (app/memory.ts). It may lag behind the volume by what other machines wrote since;
 * it is owner-only (0600 in a 0700 folder): the memory is encrypted on the volume, not here.
 * It holds only what store.ts took (signed objects), so it is injected as it is. Version 2: a copy
 * of version 1 was made before memory was signed, from whatever the volume held, and is never used.
 */

/** The copy's version; see above. */
const VERSION = 2;

/** `<stateDir>/memory/<project>.json`; undefined for a project id that cannot be a file name. */
export function memoryCachePath(stateDir: string, project: string): string | undefined {
  return isSafeKey(project) ? join(stateDir, 'memory', `${project}.json`) : undefined;
}

/** Replaces the cached memory of `memory.project_id` (atomically: a reader sees the old copy or the new). */
export function writeMemoryCache(stateDir: string, memory: ProjectMemory, refreshedAt: Date): void {
  const path = memoryCachePath(stateDir, memory.project_id);
  if (!path) return;
  mkdirSync(join(stateDir, 'memory'), { recursive: true, mode: 0o700 });
  writeFileAtomicSync(
    path,
    `${JSON.stringify({ v: VERSION, project_id: memory.project_id, refreshed_at: refreshedAt.toISOString(), memory })}\n`,
    { mode: 0o600, fsync: false },
  );
}

/**
 * The cached memory of `project`, or undefined: none cached, or a copy that cannot be used (damaged,
 * of another version or project). Never throws: the hook that calls it fails open.
 */
export function readMemoryCache(stateDir: string, project: string): ProjectMemory | undefined {
  try {
    const path = memoryCachePath(stateDir, project);
    const text = path ? readFileIfExists(path, { noFollow: true }) : undefined;
    if (text === undefined) return undefined;
    const doc = JSON.parse(text) as { v?: unknown; project_id?: unknown; memory?: unknown } | null;
    if (doc?.v !== VERSION || doc.project_id !== project) return undefined;
    const memory = checkMemory(doc.memory, path!);
    return memory.project_id === project ? memory : undefined;
  } catch {
    return undefined;
  }
}

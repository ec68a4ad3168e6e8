/**
 * A workspace as listed for a checkpoint (domain/capture/workspace.ts lists it): the files and
 * what they were read as. Content owns the type: its snapshot stores such a listing and its stat
 * cache keys on these fields, and capture, which makes the listing, sits above content.
 */
export interface WorkspaceFile {
  /** Relative, '/'-separated. */
  path: string;
  type: 'file' | 'symlink';
  size: number;
  mtimeMs: number;
  /** Change time and inode: with size, mtime and mode, the stat cache's test (domain/content/stat-cache.ts). */
  ctimeMs: number;
  ino: number;
  mode: number;
  /** Symlink target. */
  link?: string;
}

export interface WorkspaceListing {
  root: string;
  /** Listed through git (honouring .gitignore). */
  git: boolean;
  files: WorkspaceFile[];
  /** Not archived, with why (unreadable, special file, submodule, …). */
  skipped: { path: string; reason: string }[];
  /** Sum of file sizes (uncompressed). */
  totalBytes: number;
  /**
   * sha256 over every file's path, type, size, mtime, mode and link target: equal fingerprints
   * mean an unchanged tree (git's own index uses the same stat test), so the previous archive is
   * reused instead of compressing again.
   */
  fingerprint: string;
}

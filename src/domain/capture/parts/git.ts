import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { partKey } from '../../../storage/layout.js';
import { keyringOf } from '../../../storage/sealed.js';
import type { PartInfo } from '../../volume/manifest.js';
import { captureGit } from '../git.js';
import { jsonPart, type PartProvider } from './part.js';

/** The largest bundle read into memory to be stored as a shared part. */
const SHARED_BUNDLE_BYTES = 1 << 20;

/** git/state.json (branch, HEAD, changes, stashes, remotes) and the bundle of unpushed commits. */
export const gitPart: PartProvider = {
  name: 'git',
  async collect(scope) {
    // The parent's bundle, when it holds the same commits (and is encrypted as this capture would
    // be, and the parent's signature holds: scope.parentTrusted): copied on the volume instead of
    // made and stored again (a local-only repository's whole history would otherwise go up at every checkpoint).
    const { parent, store, req } = scope;
    const prev = parent?.parts['git/unpushed.bundle'];
    const sameKey = parent?.encryption?.key_id === keyringOf(store)?.encryption()?.id;
    const reusable = prev && scope.parentTrusted && sameKey ? parent : undefined;
    let copied: PartInfo | undefined;
    // A shared bundle (manifest 2.0, ≤ 1 MiB) is not copied: it is named by content, under the
    // volume's shared lock, when the volume still holds it (commit.ts, PartInput `known`), and made
    // only when it does not. Named here from the parent's manifest, before that lock, a collection
    // meanwhile (the parent deleted on another machine) could take it, and every later checkpoint
    // would name a part that is gone.
    const sharedPrev = reusable && prev?.shared !== undefined ? prev : undefined;
    const same = (inputs: string) => reusable?.git?.['bundle_inputs'] === inputs;
    const reuseBundle = async (inputs: string) => {
      if (!reusable || !prev || sharedPrev || !same(inputs)) return false;
      copied = await store
        .copy(
          partKey(req.sessionId, reusable.id, 'git/unpushed.bundle'),
          partKey(req.sessionId, scope.id, 'git/unpushed.bundle'),
          prev,
        )
        .catch(() => undefined);
      return copied !== undefined; // (gone from the volume: made anew)
    };
    const later = (inputs: string) => sharedPrev !== undefined && same(inputs);
    const git = await captureGit(req.cwd, join(scope.o.stateDir, 'tmp'), { reuseBundle, later });
    if (!git) return;
    scope.git = git;
    scope.cleanup.push(() => git.cleanup());
    const s = git.state;
    scope.parts.push(jsonPart('git/state.json', s));
    if (git.bundlePath) {
      const bundle = git.bundlePath;
      // A small bundle (a few unpushed commits) is shared like the JSON parts; a large one streams to the folder.
      scope.parts.push(
        (await stat(bundle)).size <= SHARED_BUNDLE_BYTES
          ? { name: 'git/unpushed.bundle', data: await readFile(bundle), share: true }
          : { name: 'git/unpushed.bundle', data: () => createReadStream(bundle) },
      );
    } else if (git.makeBundle && sharedPrev) {
      const make = git.makeBundle;
      scope.parts.push({
        name: 'git/unpushed.bundle',
        known: sharedPrev,
        make: async () => {
          const path = await make();
          return path ? readFile(path) : undefined;
        },
      });
    } else if (copied) {
      scope.parts.push({ name: 'git/unpushed.bundle', stored: copied });
    }
    scope.draft.git = {
      branch: s.branch,
      head: s.head,
      has_stash: s.stashes.length > 0,
      dirty: s.dirty,
      upstream: s.upstream,
      ahead: s.ahead,
      behind: s.behind,
      unpushed_commits: s.unpushed_commits,
      ...(s.bundle_inputs ? { bundle_inputs: s.bundle_inputs } : {}),
    };
  },
};

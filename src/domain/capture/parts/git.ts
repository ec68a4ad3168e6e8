import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { captureGit } from '../git.js';
import { jsonPart, type PartProvider } from './part.js';

/** git/state.json (branch, HEAD, changes, stashes, remotes) and the bundle of unpushed commits. */
export const gitPart: PartProvider = {
  name: 'git',
  async collect(scope) {
    const git = await captureGit(scope.req.cwd, join(scope.o.stateDir, 'tmp'));
    if (!git) return;
    scope.git = git;
    scope.cleanup.push(() => git.cleanup());
    const s = git.state;
    scope.parts.push(jsonPart('git/state.json', s));
    if (git.bundlePath) {
      const bundle = git.bundlePath;
      scope.parts.push({ name: 'git/unpushed.bundle', data: () => createReadStream(bundle) });
    }
    scope.draft.git = { branch: s.branch, head: s.head, has_stash: s.stashes.length > 0, dirty: s.dirty, upstream: s.upstream, ahead: s.ahead, behind: s.behind, unpushed_commits: s.unpushed_commits };
  },
};

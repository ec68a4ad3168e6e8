import { captureLayout, layoutSummary, renderTmuxState, tmuxPlace } from '../../../platform/tmux.js';
import type { PartProvider } from './part.js';

/** How many lines of each pane a checkpoint keeps (SPEC-03: "tmux layout and history"). */
const PANE_LINES = 200;

/**
 * tmux_state.txt (SPEC-03.10), when the session runs inside tmux (`$TMUX` in its environment):
 * the windows and panes (names, layouts, folders, commands) and the last 200 lines of each pane.
 * `restore` and `resume` recreate the layout from it. The manifest's `tmux_layout` summarises it.
 */
export const tmuxPart: PartProvider = {
  name: 'tmux',
  alongside: true,
  async collect(scope) {
    const place = tmuxPlace(scope.o.env);
    if (!place) return;
    const layout = await captureLayout(place, PANE_LINES);
    if (!layout) {
      scope.warnings.push('the session runs in tmux, but tmux could not be asked for its layout');
      return;
    }
    scope.parts.push({ name: 'tmux_state.txt', data: renderTmuxState(layout) });
    scope.draft.tmux_layout = layoutSummary(layout);
  },
};

import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A tmux client attached to `session` on the server at `socket`, in a terminal of its own
 * (`script`), as a user's terminal is. Its standard input stays open until it is killed:
 * util-linux's script sends the terminal's EOF (^D) when its input ends, and the attached client
 * passes it to the active pane, whose shell (or claude) then exits.
 */
export function attachTmuxClient(socket: string, session: string): ChildProcess {
  return spawn('script', ['-qc', `tmux -S ${socket} attach -t ${session}`, '/dev/null'], {
    stdio: ['pipe', 'ignore', 'ignore'],
    env: { ...process.env, TERM: 'xterm' },
  });
}

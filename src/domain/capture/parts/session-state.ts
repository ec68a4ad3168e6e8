import { jsonPart, type PartProvider } from './part.js';

/** session_state.json: where the session ran, its claude process, the trigger and PAI's state. */
export const sessionStatePart: PartProvider = {
  name: 'session state',
  alongside: true,
  async collect({ req, o, parts }) {
    parts.push(
      jsonPart(
        'session_state.json',
        {
          session_id: req.sessionId,
          cwd: req.cwd,
          transcript_path: req.transcriptPath ?? null,
          claude_pid: req.claudePid ?? null,
          trigger: req.trigger,
          pai: req.pai ?? null,
          session: req.session ?? null,
        },
        o.config.capture.redactSecrets,
      ),
    );
  },
};

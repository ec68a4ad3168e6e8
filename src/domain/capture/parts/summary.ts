import { relative } from 'node:path';
import { errorMessage } from '../../../core/errors.js';
import { diffstat, type FileChange } from '../../summary/diffstat.js';
import { modelSummary } from '../../summary/model.js';
import { builtinSummary, type SessionSummary, type SummaryInput } from '../../summary/render.js';
import { redactSecretPatterns } from '../../../core/redact.js';
import type { Trigger } from '../../volume/manifest.js';
import { jsonPart, type CaptureScope, type PartProvider } from './part.js';

/**
 * Checkpoints whose summary the model writes when `[summary] engine = "model"`: the ones a person
 * or a successor reads. Phase and periodic checkpoints come every few seconds to minutes (a model
 * call each would cost more than it tells), and a shutdown checkpoint must be done within
 * seconds: theirs is the built-in one.
 */
const MODEL_TRIGGERS: ReadonlySet<Trigger> = new Set([
  'stop',
  'complete',
  'pre_compact',
  'context',
  'detach',
  'error',
  'crash',
  'manual',
]);

/**
 * summary.json (SPEC-07.30.02): Progress, Decisions, Failed approaches, Blockers, Context for
 * resume and the files the session changed with their +/- lines — built in, from the transcript
 * as the conversation provider read it and from git; with `[summary] engine = "model"`, rewritten
 * by the model (the built-in one when that fails, with a warning). A part like the conversation:
 * encrypted when a key is set. The worker also puts it as `sessions/<id>/summary.md` and keeps a
 * local copy for the hooks (app/capture.ts).
 */
export const summaryPart: PartProvider = {
  name: 'summary',
  async collect(scope) {
    const c = scope.conversation;
    if (!c) return; // no transcript, nothing to summarise
    const input = await summaryInput(scope);
    let summary = builtinSummary(input, scope.now);
    const cfg = scope.o.config.summary;
    const triggers = [scope.req.trigger, ...(scope.req.coalesced ?? [])];
    if (cfg.engine === 'model' && triggers.some((t) => MODEL_TRIGGERS.has(t))) {
      try {
        const markdown = await modelSummary(summary.markdown, scope.req.transcriptPath, {
          claude: cfg.claude,
          model: cfg.model,
          timeoutMs: cfg.timeoutSeconds * 1000,
          cwd: scope.req.cwd,
          env: scope.o.env,
        });
        summary = { ...summary, engine: 'model', markdown };
      } catch (err) {
        scope.warnings.push(`the model's summary failed (${errorMessage(err)}): the built-in one is stored`);
      }
    }
    // Commands and the assistant's words may hold secrets: redacted like the transcript copy (still JSON).
    if (scope.o.config.capture.redactSecrets)
      summary = JSON.parse(redactSecretPatterns(JSON.stringify(summary))) as SessionSummary;
    scope.summary = summary;
    scope.parts.push(jsonPart('summary.json', summary));
  },
};

/** What the built-in summary is made of: the transcript's signals, git's changes since the session's start, the PAI state, the context used. */
async function summaryInput(scope: CaptureScope): Promise<SummaryInput> {
  const c = scope.conversation!;
  const { req } = scope;
  const git = scope.git?.state;
  const base = typeof req.session?.['git_base'] === 'string' ? req.session['git_base'] : undefined;
  // Without git: the files the transcript shows written, uncounted.
  const files: FileChange[] = git
    ? await diffstat(git.root, base, git.untracked)
    : c.files_modified.map((p) => ({ path: relative(req.cwd, p) || p, added: 0, removed: 0, uncounted: true }));
  const pai = req.pai as
    { task?: string; phase?: number; phase_name?: string; completed_phases?: number[] } | undefined;
  const context = scope.draft.conversation?.context;
  return {
    sessionId: req.sessionId,
    title: req.name,
    signals: c.signals,
    files,
    pai: {
      task: pai?.task,
      phase: pai?.phase ? { number: pai.phase, name: pai.phase_name ?? '' } : undefined,
      completedPhases: pai?.completed_phases,
      tasks: c.tasks,
    },
    git: git
      ? {
          branch: git.branch,
          head: git.head,
          dirty: git.dirty,
          uncommitted: git.modified.length + git.untracked.length,
          unpushed: git.unpushed_commits,
        }
      : undefined,
    context: context
      ? {
          tokens: context.tokens_used,
          window: context.window,
          percent: context.budget_percent,
          compactions: context.compactions,
        }
      : undefined,
    lastPrompt: c.last_prompt,
    pendingToolCalls: c.pending_tool_calls.map((t) => t.name),
  };
}

#!/bin/sh
# UserPromptSubmit. A read-only /checkpoint command (`/checkpoint:list`, `/checkpoint list`) is shown
# to the user as pai-checkpoint printed it, and no model turn follows: Claude Code runs the command
# file's `!` line before this hook, and that run of the CLI left its output, as a ready
# {"decision":"block","reason":…}, in the session's answer file (src/domain/session/sidecar-files.ts
# writeSlashAnswer: keep the name in step). Every other prompt costs one file test: no process starts.
[ "$PAI_CHECKPOINT_DISABLE" = 1 ] && exit 0
f="${PAI_DIR:-$HOME/.pai}/checkpoint/sidecars/$CLAUDE_CODE_SESSION_ID.answer"
{ [ -n "$CLAUDE_CODE_SESSION_ID" ] && [ -f "$f" ]; } || exit 0
p=$(cat)
# Only for the command itself, as typed (the payload's JSON escapes any quote inside a prompt).
case "$p" in
  *'"prompt":"/checkpoint:'* | *'"prompt":"/checkpoint '* | *'"prompt":"/checkpoint"'*) ;;
  *) exit 0 ;;
esac
mv -f "$f" "$f.$$" 2>/dev/null || exit 0
cat "$f.$$"
rm -f "$f.$$"
exit 0

#!/bin/sh
# Stop, SessionEnd, SubagentStart and SubagentStop (`journal.sh stop|session-end|subagent`). While
# the session's sidecar runs, the payload is appended to its journal (the sidecar does the rest)
# and what the sidecar has for the user is printed once: no Node process starts. Without a running sidecar (not started yet, gone,
# or its work left to the hooks) the Node hook does the work, and starts the sidecar again.
# The file names are those of src/domain/session/sidecar-files.ts: keep the two in step.
[ "$PAI_CHECKPOINT_DISABLE" = 1 ] && exit 0
hook="${0%/*}/../dist/hooks/$1.cjs"
f="${PAI_DIR:-$HOME/.pai}/checkpoint/sidecars/$CLAUDE_CODE_SESSION_ID"
pid=
{ read -r pid _ < "$f.lock"; } 2>/dev/null # the lock names its holder first
running() {
  [ -n "$pid" ] || return 1
  # A pid of a process that is not this session's sidecar (reused after a crash) is no sidecar.
  if [ -d /proc/self ]; then grep -qs sidecar /proc/"$pid"/cmdline && grep -qsF -e "$CLAUDE_CODE_SESSION_ID" /proc/"$pid"/cmdline; else kill -0 "$pid" 2>/dev/null; fi
}
mode=
{ read -r mode _ < "$f.inhook"; } 2>/dev/null # set while the hooks do the sidecar's work (why, first word)
notice() { # what the sidecar has for the user, printed once (by the one hook whose mv takes it)
  if [ -s "$f.notice" ] && mv -f "$f.notice" "$f.shown.$$" 2>/dev/null; then cat "$f.shown.$$"; rm -f "$f.shown.$$"; fi
}
# Off in this project, or the session was taken over elsewhere (the why, once).
[ "$mode" = disabled: ] && { notice; exit 0; }
# The Node hook opens no connection: it starts without NODE_EXTRA_CA_CERTS, which Node 20 reads at
# start (~45 ms), and puts it back for what it starts (src/core/config-env.ts, restoreExtraCaCerts).
PAI_CHECKPOINT_NODE_EXTRA_CA_CERTS=$NODE_EXTRA_CA_CERTS NODE_EXTRA_CA_CERTS=
export PAI_CHECKPOINT_NODE_EXTRA_CA_CERTS NODE_EXTRA_CA_CERTS
if [ -z "$CLAUDE_CODE_SESSION_ID" ] || [ -n "$mode" ] || ! running; then exec node "$hook"; fi
p=$(cat)
# One write of the line and its newline (printf '%s\n' writes a long line in two: another hook's
# append could land between them, and both lines would be lost to the reader).
nl='
'
if ! printf %s "$p$nl" >> "$f.journal"; then
  exec node "$hook" <<EOF
$p
EOF
fi
notice
exit 0

#!/bin/sh
# PreToolUse on Bash: a checkpoint before a risky command (src/domain/session/risky.ts). This runs
# at every Bash call, so it starts no process of its own: shell builtins only. It passes the call to
# the Node hook only when the payload holds text that every risky command contains (the `case`
# patterns below; keep them in step with risky.ts's rules) or the literal part of one of the
# user's own patterns (`sidecars/<session>.risky`, written at SessionStart from [risky]: `=<text>` lines; `off`
# and `nodefaults` turn the hook, or the built-in rules, off). The Node hook decides for certain.
[ "$PAI_CHECKPOINT_DISABLE" = 1 ] && exit 0
p=
IFS= read -r p || [ -n "$p" ] || exit 0 # the payload: one line of JSON
# From the command on (the session's folder, named before it, could hold any word).
c=${p#*'"command":"'}
hit= defaults=1
f="${PAI_DIR:-$HOME/.pai}/checkpoint/sidecars/$CLAUDE_CODE_SESSION_ID.risky"
if [ -n "$CLAUDE_CODE_SESSION_ID" ] && [ -f "$f" ]; then
  while IFS= read -r l || [ -n "$l" ]; do
    case $l in
      off) exit 0 ;;
      nodefaults) defaults= ;;
      =?*) case $c in *"${l#=}"*) hit=1 ;; esac ;;
    esac
  done < "$f"
fi
if [ -z "$hit" ] && [ -n "$defaults" ]; then
  case $c in
    *'rm '* | *--hard* | *clean* | *checkout* | *restore* | *switch* | *push* | *-D* | *--delete* | *'branch '*-*d* | *stash* | \
      *[Tt][Rr][Uu][Nn][Cc][Aa][Tt][Ee]* | *[Dd][Rr][Oo][Pp]* | *-delete* | *-exec* | *of=* | *mkfs* | *shred*) hit=1 ;;
  esac
fi
[ -n "$hit" ] || exit 0
# exec with a here-document, not a pipe: the Node hook then IS this process (a pipe would leave it
# running when Claude Code stops the hook, and the command would run before the checkpoint ended).
exec node "${0%/*}/../dist/hooks/risky.cjs" <<EOF
$p
EOF

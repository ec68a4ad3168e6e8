#!/bin/sh
# PreToolUse on Bash: a checkpoint before a risky command (src/domain/session/risky.ts). Claude Code
# starts this script only for a Bash call that one of the `if` rules in hooks/hooks.json matches
# (a text every risky command holds, e.g. `Bash(*rm *)`; an ordinary call starts no process at all),
# and for every call its parser cannot split (`$VAR`, `$( )`, loops) once per rule. So it starts no
# process of its own: shell builtins only. It passes the call to the Node hook only when the payload
# holds text that every risky command contains (the `case` patterns below; keep them, and the `if`
# rules, in step with risky.ts's rules) or the literal part of one of the user's own patterns
# (`sidecars/<session>.risky`, written at SessionStart from [risky]: `=<text>` lines; `off` and
# `nodefaults` turn the hook, or the built-in rules, off), and only once per call (the first of its
# rules' hooks to get here; the others exit at once, and Claude Code runs the command only after all
# of them). The Node hook decides for certain.
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
# Once per call: the first hook to create `<session_id>.risky-call-<tool_use_id>` goes on (noclobber
# is an exclusive create; the Node hook removes the file). Without the folder, every one goes on.
s=${p#*'"session_id":"'} t=${p#*'"tool_use_id":"'}
s=${s%%'"'*} t=${t%%'"'*}
case $s/$t in
  /* | */ | *[!A-Za-z0-9_/-]* | */*/*) ;;
  *)
    if [ -d "${f%/*}" ]; then
      set -C
      { true > "${f%/*}/$s.risky-call-$t"; } 2>/dev/null || exit 0
      set +C
    fi
    ;;
esac
# exec with a here-document, not a pipe: the Node hook then IS this process (a pipe would leave it
# running when Claude Code stops the hook, and the command would run before the checkpoint ended).
exec node "${0%/*}/../dist/hooks/risky.cjs" <<EOF
$p
EOF

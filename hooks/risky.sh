#!/bin/sh
# PreToolUse on Bash: a checkpoint before a risky command (src/domain/session/risky.ts). Claude Code
# starts this script only for a Bash call that one of the `if` rules in hooks/hooks.json matches
# (a text every risky command holds, e.g. `Bash(*rm *)`; an ordinary call starts no process at all),
# and for every call its parser cannot split (`$VAR`, `$( )`, loops) once per rule. So it starts no
# process of its own: shell builtins only. It passes the call to the Node hook only when the command
# holds text that every risky command contains (the `case` below, which scripts/build.mjs writes
# from the rules, as it writes the `if` rules) or the literal part of one of the user's own patterns
# (`sidecars/<session>.risky`, written at SessionStart from [risky]: `=<text>` lines; `off` and
# `nodefaults` turn the hook, or the built-in rules, off), and only once per call (the first of its
# rules' hooks to get here; the others exit at once, and Claude Code runs the command only after all
# of them). The Node hook decides for certain.
[ "$PAI_CHECKPOINT_DISABLE" = 1 ] && exit 0
p=
IFS= read -r p || [ -n "$p" ] || exit 0 # the payload: one line of JSON
# The command alone (its description, the session's folder, could hold any word): the JSON string
# after `"command":"`, read as the rules read it. A JSON escape starts each field split at `\`:
# quotes and backslashes go (a shell takes them off), a backslash before a newline goes with it (a
# continued line), a newline or tab is a blank, \uXXXX (a control character) goes; the command ends
# at the first `"` that is not escaped. Many escapes (a long here-document): the Node hook decides.
r=${p#*'"command":"'}
[ "$r" != "$p" ] || exit 0
set -f
IFS='\'
# shellcheck disable=SC2086 # split at backslashes on purpose
set -- $r
IFS=
c= b=${1%%'"'*} many= e=1 bs=
if [ "$b" != "$1" ]; then set --; elif [ $# -gt 400 ]; then many=1 && set --; else shift; fi
for f; do
  if [ -n "$e" ]; then
    case $f in
      '') bs=1 e= && continue ;; # `\\`: a backslash; the next field starts with text
      n*) [ -n "$bs" ] || b="$b " ;;
      t*) b="$b " ;;
      u*) f=${f#????} ;;
      /*) b=$b/ ;;
    esac
    f=${f#?}
  elif [ -z "$f" ]; then
    e=1 && continue
  fi
  bs= e=1
  case $f in *'"'*) b=$b${f%%'"'*} && break ;; esac
  b=$b$f
  [ ${#b} -lt 512 ] || { c=$c$b && b=; }
done
c=$c$b
IFS="'"
# shellcheck disable=SC2086 # split at single quotes on purpose
set -- $c
IFS=
c="$* " # a blank after the last word too, as after every other
hit= defaults=1
f="${PAI_DIR:-$HOME/.pai}/checkpoint/sidecars/$CLAUDE_CODE_SESSION_ID.risky"
if [ -n "$CLAUDE_CODE_SESSION_ID" ] && [ -f "$f" ]; then
  while IFS= read -r l || [ -n "$l" ]; do
    case $l in
      off) exit 0 ;;
      nodefaults) defaults= ;;
      =*) case $c in *"${l#=}"*) hit=1 ;; esac ;;
    esac
  done < "$f"
fi
[ -z "$many" ] || hit=1
if [ -z "$hit" ] && [ -n "$defaults" ]; then
# >>> written by scripts/build.mjs from the built-in rules (domain/session/risky.ts): do not edit
  case $c in
    *'rm '* \
    | *'--hard'* \
    | *'clean'* \
    | *'checkout'* \
    | *'restore'* \
    | *'switch'* \
    | *'push'* \
    | *'branch'* \
    | *'stash'* \
    | *'worktree'* \
    | *'reflog'* \
    | *'prune'* \
    | *'filter-'* \
    | *["Tt"]["Rr"]["Uu"]["Nn"]["Cc"]["Aa"]["Tt"]["Ee"]* \
    | *'-delete'* \
    | *'-exec'* \
    | *'-ok'* \
    | *'--del'[" ;&|()\$\`"]* \
    | *'mv '*'/dev/null'* \
    | *'rmtree'* \
    | *'unlink'* \
    | *'.rm'["S_ d("]* \
    | *'.remove'["d_ ("]* \
    | *'of='* \
    | *'mkfs'* \
    | *'shred'* \
    | *["Dd"]["Rr"]["Oo"]["Pp"]*) hit=1 ;;
  esac
# <<<
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

#!/usr/bin/env bash
# `make install` into a temporary PREFIX, then use what it installed from another folder:
# the binary must find its lessons, and the shell completions must be in place (the bash
# one must load). Run by `make test` after `swift test`; CONFIG=debug (the default here)
# installs the debug build that `make test` has just built, so nothing is rebuilt.
set -euo pipefail

repository="$(cd "$(dirname "$0")/.." && pwd)"
prefix="$(mktemp -d)"
elsewhere="$(mktemp -d)"
trap 'rm -rf "$prefix" "$elsewhere"' EXIT
fail() { echo "install-check: FAILED: $*" >&2; exit 1; }

make -C "$repository" --no-print-directory install CONFIG="${CONFIG:-debug}" PREFIX="$prefix" \
	SWIFT="${SWIFT:-swift}" BUILD_FLAGS="${BUILD_FLAGS:-}" >/dev/null \
	|| fail "make install PREFIX=$prefix"

streamlab="$prefix/bin/streamlab"
[ -x "$streamlab" ] || fail "no executable $streamlab"

# From a folder without Lessons/, with no hint in the environment: only the installed
# course in $prefix/share/streamlab/Lessons can be found.
cd "$elsewhere"
unset STREAMLAB_LESSONS
export XDG_STATE_HOME="$elsewhere/state" NO_COLOR=1
listing="$("$streamlab" lessons)" || fail "streamlab lessons exited $?"
for lesson in "$repository"/Lessons/[0-9]*.md; do
	name="$(basename "$lesson" .md)"
	name="${name#*-}"
	grep -q " $name " <<<"$listing" || fail "streamlab lessons does not list $name:
$listing"
done

for completions in share/bash-completion/completions/streamlab share/zsh/site-functions/_streamlab \
		share/fish/vendor_completions.d/streamlab.fish; do
	[ -s "$prefix/$completions" ] || fail "missing or empty $prefix/$completions"
done
bash -c 'source "$1" && complete -p streamlab' _ "$prefix/share/bash-completion/completions/streamlab" >/dev/null \
	|| fail "bash cannot source the bash completions"

make -C "$repository" --no-print-directory uninstall PREFIX="$prefix" >/dev/null || fail "make uninstall"
[ ! -e "$streamlab" ] || fail "make uninstall left $streamlab"
[ ! -e "$prefix/share/streamlab" ] || fail "make uninstall left $prefix/share/streamlab"
[ ! -e "$prefix/share/bash-completion/completions/streamlab" ] || fail "make uninstall left the bash completions"

echo "install-check: passed (make install, streamlab lessons from elsewhere, completions, make uninstall)"

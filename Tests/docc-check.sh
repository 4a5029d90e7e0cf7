#!/usr/bin/env bash
# MarbleTesting's DocC catalog (Sources/MarbleTesting/MarbleTesting.docc), built with the
# toolchain's own `docc`: no documentation plugin in Package.swift, so a package that depends on
# MarbleTesting resolves nothing more. The symbol graph comes from `swift package
# dump-symbol-graph` (on the build `make test` already made), then `docc convert` builds the
# archive; every article must be in it. Run by `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."
swift="${SWIFT:-swift}"
if [ -z "${DOCC:-}" ]; then
	if command -v docc >/dev/null 2>&1; then DOCC=docc
	elif command -v xcrun >/dev/null 2>&1; then DOCC="xcrun docc"
	else DOCC="$(dirname "$(readlink -f "$(command -v "$swift")")")/docc"
	fi
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "docc-check: FAILED: $*" >&2; exit 1; }

# shellcheck disable=SC2086 # BUILD_FLAGS holds several words
"$swift" package ${BUILD_FLAGS:-} dump-symbol-graph --minimum-access-level public >"$work/dump.log" 2>&1 \
	|| { cat "$work/dump.log" >&2; fail "swift package dump-symbol-graph"; }
graphs="$(sed -n 's/^Files written to //p' "$work/dump.log" | tail -1)"
[ -d "$graphs" ] || { cat "$work/dump.log" >&2; fail "no symbol graph folder in the output"; }
mkdir "$work/symbols"
cp "$graphs"/MarbleTesting.symbols.json "$graphs"/MarbleTesting@*.symbols.json "$work/symbols/" 2>/dev/null || true
[ -f "$work/symbols/MarbleTesting.symbols.json" ] || fail "no MarbleTesting.symbols.json in $graphs"

# shellcheck disable=SC2086 # DOCC may be "xcrun docc"
$DOCC convert Sources/MarbleTesting/MarbleTesting.docc \
	--additional-symbol-graph-dir "$work/symbols" \
	--fallback-display-name MarbleTesting --fallback-bundle-identifier org.streamlab.MarbleTesting \
	--output-path "$work/MarbleTesting.doccarchive" >"$work/docc.log" 2>&1 \
	|| { cat "$work/docc.log" >&2; fail "docc convert"; }

pages="$work/MarbleTesting.doccarchive/data/documentation/marbletesting"
for article in Sources/MarbleTesting/MarbleTesting.docc/*.md; do
	name="$(basename "$article" .md | tr '[:upper:]' '[:lower:]')"
	[ "$name" = marbletesting ] && continue
	[ -f "$pages/$name.json" ] || fail "the article $(basename "$article") is not in the archive"
done
[ -f "$pages/marblescheduler.json" ] || fail "MarbleScheduler has no page: the symbol graph was not read"
warnings="$(grep -c 'warning:' "$work/docc.log" || true)"
echo "docc-check: MarbleTesting.doccarchive built ($(ls Sources/MarbleTesting/MarbleTesting.docc/*.md | wc -l | tr -d ' ') pages of articles, $warnings docc warning(s))"
grep 'warning:' "$work/docc.log" | head -20 >&2 || true
# A warning is a broken link or a symbol an article names that no longer exists: the
# catalogue has none today, so one is a regression.
if [ "$warnings" -ne 0 ]; then
    echo "docc-check: fix the docc warnings above" >&2
    exit 1
fi

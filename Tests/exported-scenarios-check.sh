#!/usr/bin/env bash
# The summary of the generated Combine tests (Tests/ExportedScenariosTests): how many lesson
# and transcript scenarios were exported, how many passed on OpenCombine, and which were
# skipped, for which reason (from Tests/ExportedScenariosTests/scenarios.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
manifest=Tests/ExportedScenariosTests/scenarios.txt

exported=$(awk -F'\t' '$2 == "exported"' "$manifest" | wc -l | tr -d ' ')
skipped=$(awk -F'\t' '$2 == "skipped"' "$manifest" | wc -l | tr -d ' ')
reasons=$(awk -F'\t' '$2 == "skipped" { split($3, kind, ": "); count[kind[1]]++ }
    END { sep = ""; for (k in count) { printf "%s%s: %d", sep, k, count[k]; sep = ", " } }' "$manifest")

# shellcheck disable=SC2086
output=$("$SWIFT" test ${BUILD_FLAGS:-} --skip-build --filter ExportedScenariosTests 2>&1 || true)
passed=$(printf '%s\n' "$output" | grep -cE '^✔ Test [A-Za-z0-9_]+\(\) passed' || true)
failed=$(printf '%s\n' "$output" | grep -cE '^✘ Test [A-Za-z0-9_]+\(\) failed' || true)

echo "exported $exported, passed $passed, skipped $skipped ($reasons)"
awk -F'\t' '$2 == "skipped" { print "  skipped " $1 ": " $3 }' "$manifest"
if [ "$passed" != "$exported" ] || [ "$failed" != "0" ]; then
    printf '%s\n' "$output" | grep -E '^✘' >&2 || true
    echo "error: $failed exported scenario(s) failed on OpenCombine" >&2
    exit 1
fi

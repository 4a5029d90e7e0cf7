#!/usr/bin/env bash
# The summary of the generated Combine tests (Tests/ExportedScenariosTests): how many lesson
# and transcript scenarios were exported, how many passed on OpenCombine, which are "Apple
# only" (an operator OpenCombine lacks, or a place where it differs: the test runs on Apple's
# Combine and is skipped here, never counted as passed), and which were skipped, for which
# reason (from Tests/ExportedScenariosTests/scenarios.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
manifest=Tests/ExportedScenariosTests/scenarios.txt

exported=$(awk -F'\t' '$2 == "exported"' "$manifest" | wc -l | tr -d ' ')
apple_only=$(awk -F'\t' '$2 == "apple only"' "$manifest" | wc -l | tr -d ' ')
skipped=$(awk -F'\t' '$2 == "skipped"' "$manifest" | wc -l | tr -d ' ')
reasons=$(awk -F'\t' '$2 == "skipped" { split($3, kind, ": "); count[kind[1]]++ }
    END { sep = ""; for (k in count) { printf "%s%s: %d", sep, k, count[k]; sep = ", " } }' "$manifest")

# The test process's exit status and output are both kept: a crash or a build problem must
# not read as "0 failed".
status=0
# shellcheck disable=SC2086
output=$("$SWIFT" test ${BUILD_FLAGS:-} --skip-build --filter ExportedScenariosTests 2>&1) || status=$?
passed=$(printf '%s\n' "$output" | grep -cE '^✔ Test [A-Za-z0-9_]+\(\) passed' || true)
failed=$(printf '%s\n' "$output" | grep -cE '^✘ Test [A-Za-z0-9_]+\(\) failed' || true)
# An Apple-only test is a disabled test here: Swift Testing reports it as skipped.
apple_skipped=$(printf '%s\n' "$output" | grep -cE '^[^ ]+ Test [A-Za-z0-9_]+\(\) skipped: "Apple only: ' || true)
unreported=$((exported + apple_only - passed - failed - apple_skipped))

echo "exported $exported, passed $passed, failed $failed; Apple only $apple_only (skipped on OpenCombine: $apple_skipped); skipped $skipped ($reasons)"
awk -F'\t' '$2 == "apple only" { reasons = $3; for (i = 4; i <= NF; i++) reasons = reasons "; " $i
    print "  Apple only " $1 ": " reasons }' "$manifest"
awk -F'\t' '$2 == "skipped" { print "  skipped " $1 ": " $3 }' "$manifest"
if [ "$status" != "0" ] || [ "$passed" != "$exported" ] || [ "$failed" != "0" ] || [ "$apple_skipped" != "$apple_only" ]; then
    printf '%s\n' "$output" >&2
    problems=()
    [ "$failed" != "0" ] && problems+=("$failed of $exported exported scenario(s) failed on OpenCombine")
    [ "$apple_skipped" != "$apple_only" ] && problems+=("$apple_skipped of $apple_only Apple-only test(s) were reported skipped as Apple only")
    [ "$unreported" -gt 0 ] && problems+=("$unreported of $((exported + apple_only)) exported scenario(s) reported no result")
    [ "$unreported" -lt 0 ] && problems+=("$((-unreported)) more test result(s) than exported scenarios (is scenarios.txt stale?)")
    [ "$status" != "0" ] && problems+=("swift test exited with status $status")
    for problem in "${problems[@]}"; do echo "error: $problem" >&2; done
    exit 1
fi

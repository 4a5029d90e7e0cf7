#!/usr/bin/env bash
# MarbleTesting seen from a user's package: a wrong `toBe` must make `swift test` fail and
# print the actual marbles, under Swift Testing and under XCTest (Tests/Fixtures/WrongToBe);
# code that delivers wrongly must fail with a message naming the problem: a missing
# `receive(on:)`, a demand violation, a hot value a subject drops and a wrong value from async code (Tests/Fixtures/WrongDelivery).
# Run by `make test` after the example's tests; shares their build folder (SCRATCH), so
# only the fixture's own files are compiled here.
set -euo pipefail

repository="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
scratch="${SCRATCH:-$repository/.build-examples}"
fixture="$repository/Tests/Fixtures/WrongToBe"
output="$(mktemp)"
trap 'rm -f "$output"' EXIT
fail() { echo "marbletesting-check: FAILED: $*" >&2; exit 1; }

# shellcheck disable=SC2086 # BUILD_FLAGS holds several words
"$swift" build --build-tests --package-path "$fixture" --scratch-path "$scratch" ${BUILD_FLAGS:-} >/dev/null \
	|| fail "the fixture package does not build"

# expect_failure TEST-TARGET ACTUAL-MARBLES
expect_failure() {
	# shellcheck disable=SC2086
	if "$swift" test --skip-build --package-path "$fixture" --scratch-path "$scratch" ${BUILD_FLAGS:-} \
		--filter "$1" >"$output" 2>&1; then
		cat "$output" >&2
		fail "$1: swift test passed, but its toBe is wrong"
	fi
	grep -qF "actual marbles: \"$2\"" "$output" || { cat "$output" >&2; fail "$1: no 'actual marbles: \"$2\"' in the output"; }
	echo "marbletesting-check: $1 failed as it should, printing actual marbles \"$2\""
}

expect_failure WrongToBeSwiftTesting '------b--|'
expect_failure WrongToBeXCTest '-A-B|'

delivery="$repository/Tests/Fixtures/WrongDelivery"
# shellcheck disable=SC2086
"$swift" build --build-tests --package-path "$delivery" --scratch-path "$scratch" ${BUILD_FLAGS:-} >/dev/null \
	|| fail "the WrongDelivery fixture package does not build"

# expect_message TEST-TARGET MESSAGE: the target's tests fail, saying MESSAGE.
expect_message() {
	# shellcheck disable=SC2086
	if "$swift" test --skip-build --package-path "$delivery" --scratch-path "$scratch" ${BUILD_FLAGS:-} \
		--filter "$1" >"$output" 2>&1; then
		cat "$output" >&2
		fail "$1: swift test passed, but the code under test delivers wrongly"
	fi
	grep -qF "$2" "$output" || { cat "$output" >&2; fail "$1: no '$2' in the output"; }
	echo "marbletesting-check: $1 failed as it should, saying \"$2\""
}

expect_message MissingReceiveOn 'value f arrived on background, expected main'
expect_message WrongAsyncValue 'first difference: at 100ms expected value 1, got value 0'
expect_message DroppedHotValue 'note: hot sources dropped 1 value that found no demand, as a PassthroughSubject does: b at 200ms'
expect_message DemandViolation 'demand exceeded: value b arrived at 0ms when the subscriber had requested .max(1) and already received 1'

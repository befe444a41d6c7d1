#!/usr/bin/env bash
# The static checks of `npm test`, in two lanes of about the same length (one per core):
# typecheck then boundaries, lint then formatting. Each lane's output is printed when both
# are done; the script fails when either lane does.
set -uo pipefail
cd "$(dirname "$0")/.."

output=$(mktemp -d)
trap 'rm -rf "$output"' EXIT
(npm run -s typecheck && npm run -s boundaries) >"$output/types" 2>&1 &
types=$!
(npm run -s lint && npm run -s format:check) >"$output/style" 2>&1 &
style=$!
wait "$types"
types_status=$?
wait "$style"
style_status=$?
cat "$output/types" "$output/style"
[ "$types_status" -eq 0 ] && [ "$style_status" -eq 0 ]

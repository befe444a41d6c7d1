#!/usr/bin/env bash
# Runs the unit, use-case, adapter, contract and route tests again with the whole
# process clock moved to other days (Debian's faketime), so a test that reads the
# machine's date instead of the pinned one fails here. Monotonic timers stay real.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v faketime >/dev/null 2>&1; then
  echo "faketime non trovato: installalo con 'apt-get install -y faketime'." >&2
  exit 1
fi

# The real peers live on the machine's own clock: their cookies would look expired or not yet valid to a
# process on another day. Their tests ran in `npm test`; here they are left out on purpose (docs/FAKES.md).
export SULKY_PEERS=off

# A new year (new year letter, previous-year defaults), a leap day, and the day the breeder season ends.
DAYS=("2027-01-02 10:00:00" "2028-02-29 12:00:00" "2027-12-10 08:30:00")
for day in "${DAYS[@]}"; do
  echo "== vitest con l'orologio al $day =="
  FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "@$day" npx vitest run "$@"
done

#!/usr/bin/env bash
# Runs the tests again with the whole process clock moved to other days (Debian's faketime),
# so a test that reads the machine's date instead of the pinned one fails here. Monotonic
# timers stay real.
#
# First a self-check: a deliberately wrong test that reads the machine's year
# (tests/architecture/fixtures/other-days) must pass with the clock on the pinned day and fail
# on the first other day. It proves that the clock really moves for Node and that such a test
# fails. Then the first day runs every test file; the other two leave out the files listed in
# vitest.config.ts as the same on any day (SAME_ON_ANY_DAY), so a file not listed, a new one
# included, runs on all three.
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
PINNED_DAY="2026-11-22 10:00:00"
on_day() {
  local day="$1"
  shift
  FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "@$day" "$@"
}

SELF_CHECK=(npx vitest run --config tests/architecture/fixtures/other-days/vitest.config.ts --reporter=dot)
echo "== verifica: un test che legge la data della macchina passa il $PINNED_DAY e fallisce il ${DAYS[0]} =="
if ! on_day "$PINNED_DAY" "${SELF_CHECK[@]}" >/dev/null 2>&1; then
  echo "Il test di verifica fallisce anche sul giorno fissato: controlla tests/architecture/fixtures/other-days." >&2
  exit 1
fi
if on_day "${DAYS[0]}" "${SELF_CHECK[@]}" >/dev/null 2>&1; then
  echo "Con l'orologio al ${DAYS[0]} il test che legge la data della macchina passa: faketime non sposta l'orologio di Node." >&2
  exit 1
fi

for index in "${!DAYS[@]}"; do
  day="${DAYS[$index]}"
  if [ "$index" -eq 0 ]; then
    echo "== vitest con l'orologio al $day (tutti i test) =="
    on_day "$day" npx vitest run "$@"
  else
    echo "== vitest con l'orologio al $day (i test che dipendono dalla data) =="
    SULKY_DATE_DEPENDENT_ONLY=1 on_day "$day" npx vitest run --passWithNoTests "$@"
  fi
done

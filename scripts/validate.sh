#!/usr/bin/env bash
# The static checks, run side by side (each is mostly one process on one core): types, lint, formatting and the
# deploy files. Prints each one's time; on a failure, its output. Used by `npm run validate` and .ci/run.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
declare -A commands=(
  [typecheck]="npm run --silent typecheck"
  [lint]="npm run --silent lint"
  [format]="npx prettier --check --log-level warn ."
  [deploy-files]="bash scripts/check-deploy-files.sh"
)

run() {
  local name=$1 start=$SECONDS
  if bash -c "${commands[$name]}" >"$logs/$name" 2>&1; then
    echo "== $name: passed in $((SECONDS - start)) s"
  else
    echo "== $name: FAILED in $((SECONDS - start)) s"
    cat "$logs/$name"
    return 1
  fi
}

pids=()
for name in "${!commands[@]}"; do
  run "$name" &
  pids+=($!)
done
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
exit $failed

#!/usr/bin/env bash
# Runs each "name=command" argument at the same time, each into a log of its own, then prints each one's output
# and time in the order given. Fails if any failed. Used by scripts/validate.sh and .ci/run, for steps that have no
# clock to miss (the static checks, the build): each is mostly one process on one core.
set -uo pipefail

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

run() {
  local index=$1 command=$2 start=$SECONDS
  bash -c "$command" >"$logs/$index.log" 2>&1
  echo "$? $((SECONDS - start))" >"$logs/$index.result"
}

names=()
pids=()
for step in "$@"; do
  names+=("${step%%=*}")
  run "${#pids[@]}" "${step#*=}" &
  pids+=($!)
done
wait "${pids[@]}"

failed=0
for index in "${!names[@]}"; do
  read -r status seconds <"$logs/$index.result"
  cat "$logs/$index.log"
  if [ "$status" = 0 ]; then
    echo "== ${names[$index]}: passed in $seconds s"
  else
    echo "== ${names[$index]}: FAILED (exit $status) in $seconds s"
    failed=1
  fi
done
exit $failed

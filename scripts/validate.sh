#!/usr/bin/env bash
# The static checks, run side by side (each is mostly one process on one core): types, lint, formatting and the
# deploy files. Prints each one's time; on a failure, its output. Used by `npm run validate` and .ci/run.
set -uo pipefail
cd "$(dirname "$0")/.."

exec bash scripts/side-by-side.sh \
  "typecheck=npm run --silent typecheck" \
  "lint=npm run --silent lint" \
  "format=npx prettier --check --log-level warn ." \
  "deploy-files=bash scripts/check-deploy-files.sh"

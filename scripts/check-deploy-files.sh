#!/usr/bin/env bash
# Checks deploy/ with the programs that will read it: systemd's unit verifier (where any warning, such as a
# misspelt key it would silently ignore, fails the check), Caddy's config validator, and the shell's parser.
set -euo pipefail
cd "$(dirname "$0")/.."

units=(deploy/*.service deploy/*.timer)
if ! report=$(systemd-analyze verify "${units[@]}" 2>&1) || [ -n "$report" ]; then
  echo "systemd-analyze verify: ${report:-failed}"
  exit 1
fi
if ! report=$(caddy validate --config deploy/Caddyfile --adapter caddyfile 2>&1); then
  echo "$report"
  exit 1
fi
sh -n deploy/backup-nightly.sh
echo "deploy files valid: ${units[*]}, deploy/Caddyfile, deploy/backup-nightly.sh"

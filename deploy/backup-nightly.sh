#!/bin/sh
# One nightly backup: a dated file in BACKUP_DIR, files older than BACKUP_KEEP_DAYS removed, the new one copied
# to BACKUP_COPY_TO (an rsync destination on another machine) when set. docs/operators/backups.md explains each.
set -eu

dir="${BACKUP_DIR:?BACKUP_DIR is not set}"
keep_days="${BACKUP_KEEP_DAYS:-14}"
file="$dir/shasta-solar-$(date -u +%Y%m%dT%H%M%SZ).backup"

mkdir -p "$dir"
node --import tsx server/cli/backup.ts --out "$file"
find "$dir" -maxdepth 1 -name 'shasta-solar-*.backup' -mtime +"$keep_days" -delete

if [ -n "${BACKUP_COPY_TO:-}" ]; then
  rsync --timeout=600 "$file" "$BACKUP_COPY_TO"
fi

# For node_exporter's textfile collector: the time of the last good backup, for the "backup too old" alert.
if [ -n "${BACKUP_TEXTFILE_DIR:-}" ]; then
  printf 'shasta_solar_backup_last_success_timestamp_seconds %s\n' "$(date +%s)" >"$BACKUP_TEXTFILE_DIR/shasta-solar-backup.prom.$$"
  mv "$BACKUP_TEXTFILE_DIR/shasta-solar-backup.prom.$$" "$BACKUP_TEXTFILE_DIR/shasta-solar-backup.prom"
fi

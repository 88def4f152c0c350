#!/bin/sh
# The nightly backup (deploy/cueboard-backup.service; docs/self-hosting.md), run in the checkout.
#   backup.sh             as the cueboard user: writes $BACKUP_DIR/cueboard-<UTC time>.backup with
#                         `npm run db:backup`, then deletes those older than $BACKUP_KEEP_DAYS days
#   backup.sh stop-host   as root, before it: the embedded database (no DATABASE_URL) cannot be
#                         copied while the host has it open, so a running host is stopped
#   backup.sh start-host  as root, after it (even a failed one): starts the host stop-host stopped
set -eu
marker=/run/cueboard-backup-stopped-host

case "${1:-backup}" in
stop-host)
  if [ -z "${DATABASE_URL:-}" ] && systemctl is-active --quiet cueboard.service; then
    touch "$marker"
    systemctl stop cueboard.service
  fi
  ;;
start-host)
  if [ -e "$marker" ]; then
    rm -f "$marker"
    systemctl start cueboard.service
  fi
  ;;
backup)
  dir=${BACKUP_DIR:?BACKUP_DIR is not set}
  npm run --silent db:backup -- "$dir/cueboard-$(date -u +%Y%m%dT%H%M%SZ).backup"
  find "$dir" -maxdepth 1 -name 'cueboard-*.backup' -mtime +"${BACKUP_KEEP_DAYS:-14}" -delete
  ;;
*)
  echo "usage: $0 [backup | stop-host | start-host]" >&2
  exit 2
  ;;
esac

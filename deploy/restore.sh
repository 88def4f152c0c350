#!/bin/sh
# Restores a backup (docs/self-hosting.md, "Restore"), run by root with the host stopped:
#   sudo /opt/cueboard/deploy/restore.sh /var/backups/cueboard/cueboard-<UTC time>.backup
# With /etc/cueboard.env's settings it runs `npm run db:restore` in this checkout as the cueboard
# user: the embedded database in DATA_DIR is replaced, or with DATABASE_URL, pg_restore --clean
# replaces every object the backup holds.
set -eu
file=${1:?usage: restore.sh <backup file>}
case $file in /*) ;; *) file="$PWD/$file" ;; esac
env_file=${CUEBOARD_ENV_FILE:-/etc/cueboard.env}
user=${CUEBOARD_USER:-cueboard}

if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet cueboard.service 2>/dev/null; then
  echo "The host is running: stop it first (systemctl stop cueboard.service)." >&2
  exit 1
fi
# The values systemd reads from the same file (double-quote any with spaces: both read them alike).
set -a
# shellcheck source=/dev/null
. "$env_file"
set +a
DATA_DIR=${DATA_DIR:-/var/lib/cueboard}
export DATA_DIR
cd "$(dirname "$0")/.."
if [ "$(id -un)" = "$user" ]; then
  exec npm run --silent db:restore -- "$file"
fi
exec runuser -u "$user" -- npm run --silent db:restore -- "$file"

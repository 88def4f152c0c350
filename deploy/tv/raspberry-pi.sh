#!/usr/bin/env bash
# Sets up a Raspberry Pi OS Bookworm device as a Cueboard TV (docs/tv-setup.md): a labwc Wayland kiosk
# session with Chromium full screen on the TV's URL, screen blanking off, Chromium restarted when it
# exits or crashes, an optional nightly reboot and optional HDMI-CEC on/off hours for the screen.
# --dry-run prints every change and changes nothing; --root DIR writes the files under DIR instead of /
# and runs no system command (tests/ops/tv-script.test.ts runs both on Debian).
set -euo pipefail

usage() {
  cat <<'USAGE'
Usage: sudo deploy/tv/raspberry-pi.sh --url URL [options]

Sets up this Raspberry Pi (Raspberry Pi OS Bookworm, desktop) as a Cueboard TV.

  --url URL               the TV's kiosk address, http(s) only, e.g. https://league.example/kiosk/
  --user NAME             the desktop user that runs the kiosk (default: $SUDO_USER, else uid 1000)
  --nightly-reboot HH:MM  reboot every night at this time (24-hour clock, the Pi's time zone)
  --screen-on HH:MM       switch the TV on through HDMI-CEC at this time every day
  --screen-off HH:MM      put the TV in standby through HDMI-CEC at this time every day
                          (--screen-on and --screen-off go together)
  --root DIR              write the files under DIR instead of / and run no system command
  --dry-run               print every change it would make and change nothing
  --help                  show this help

Exit codes: 0 done (or dry run), 1 cannot run here (not root, unknown user), 2 bad arguments.
USAGE
}

fail() { # exit code, message
  echo "raspberry-pi.sh: $2" >&2
  exit "$1"
}

valid_time() { [[ $1 =~ ^([01][0-9]|2[0-3]):[0-5][0-9]$ ]]; }

url="" user="" reboot_at="" screen_on="" screen_off="" root="/" dry_run=0
while [ $# -gt 0 ]; do
  case $1 in
    --help | -h)
      usage
      exit 0
      ;;
    --dry-run)
      dry_run=1
      shift
      ;;
    --url | --user | --nightly-reboot | --screen-on | --screen-off | --root)
      [ $# -ge 2 ] || fail 2 "$1 needs a value (see --help)"
      case $1 in
        --url) url=$2 ;;
        --user) user=$2 ;;
        --nightly-reboot) reboot_at=$2 ;;
        --screen-on) screen_on=$2 ;;
        --screen-off) screen_off=$2 ;;
        --root) root=$2 ;;
      esac
      shift 2
      ;;
    *) fail 2 "unknown option: $1 (see --help)" ;;
  esac
done

[ -n "$url" ] || fail 2 "--url is required, e.g. --url https://league.example/kiosk/"
# Chromium is given the URL as one argument and it is written into a shell script: no spaces or quotes.
[[ $url =~ ^https?://[^[:space:]\"\'\`\$\\]+$ ]] ||
  fail 2 "--url must be an http:// or https:// address, got: $url"
for opt in nightly-reboot screen-on screen-off; do
  case $opt in
    nightly-reboot) value=$reboot_at ;;
    screen-on) value=$screen_on ;;
    screen-off) value=$screen_off ;;
  esac
  [ -z "$value" ] || valid_time "$value" || fail 2 "--$opt must be a time HH:MM (00:00 to 23:59), got: $value"
done
if { [ -n "$screen_on" ] && [ -z "$screen_off" ]; } || { [ -z "$screen_on" ] && [ -n "$screen_off" ]; }; then
  fail 2 "--screen-on and --screen-off go together"
fi
[ -d "$root" ] || fail 2 "--root must be an existing folder, got: $root"
root=$(cd "$root" && pwd)
[ "$root" = / ] && root=""
live=0 # system commands run only on the real device
[ $dry_run = 0 ] && [ -z "$root" ] && live=1
[ $live = 0 ] || [ "$(id -u)" = 0 ] || fail 1 "run it as root: sudo $0 ..."

if [ -z "$user" ]; then
  user=${SUDO_USER:-}
  [ -n "$user" ] && [ "$user" != root ] || user=$(getent passwd 1000 | cut -d: -f1 || true)
  [ -n "$user" ] || fail 1 "no desktop user found: name it with --user NAME"
fi
[[ $user =~ ^[a-z_][a-z0-9_-]*$ ]] || fail 2 "--user must be a user name, got: $user"
if [ -n "$root" ]; then
  home=$root/home/$user
else
  home=$(getent passwd "$user" | cut -d: -f6 || true)
  # A dry run plans for a user this machine may not have.
  [ -n "$home" ] || [ $live = 1 ] || home=/home/$user
  [ -n "$home" ] || fail 1 "no such user: $user (name the desktop user with --user NAME)"
fi

# Raspberry Pi OS names its Chromium package chromium-browser, Debian chromium.
browser_pkg=chromium
if apt-cache show chromium-browser >/dev/null 2>&1; then browser_pkg=chromium-browser; fi

if [ $dry_run = 1 ]; then
  echo "Dry run: nothing is changed. The plan for ${root:-/}:"
fi

# put FILE MODE OWNER: writes standard input to FILE (under the root), or prints it on a dry run.
put() {
  local file=$1 mode=$2 owner=$3 content
  content=$(cat)
  if [ $dry_run = 1 ]; then
    printf '\n--- would write %s (mode %s, owner %s):\n%s\n' "$root$file" "$mode" "$owner" "$content"
    return
  fi
  echo "Writing $root$file"
  if [ $live = 1 ] && [ "$owner" != root:root ]; then
    # The user's own folders (~/.config/...) stay the user's.
    runuser -u "${owner%%:*}" -- mkdir -p "$(dirname "$file")"
  else
    mkdir -p "$(dirname "$root$file")"
  fi
  # Someone else's file is kept beside it, once (a second run replaces only its own).
  if [ -f "$root$file" ] && ! grep -q 'Cueboard TV' "$root$file" && [ ! -e "$root$file.before-cueboard" ]; then
    cp -p "$root$file" "$root$file.before-cueboard"
  fi
  printf '%s\n' "$content" >"$root$file"
  chmod "$mode" "$root$file"
  [ $live = 0 ] || chown "$owner" "$root$file"
}

# step COMMAND...: runs a system command on the device, prints it otherwise.
step() {
  if [ $dry_run = 1 ]; then
    printf '\n--- would run: %s\n' "$*"
  elif [ $live = 0 ]; then
    echo "Skipped (--root): $*"
  else
    echo "Running: $*"
    "$@"
  fi
}

home_rel=${home#"$root"}
step apt-get update
step apt-get install -y "$browser_pkg" cec-utils
# raspi-config's own switches: boot to the desktop logged in as the user (raspi-config takes the user
# from SUDO_USER), the labwc compositor, no blanking (on labwc: no swayidle in the user's autostart).
if [ $live = 0 ] || command -v raspi-config >/dev/null; then
  step env SUDO_USER="$user" raspi-config nonint do_boot_behaviour B4
  step env SUDO_USER="$user" raspi-config nonint do_wayland W3
  step env SUDO_USER="$user" raspi-config nonint do_blanking 1
else
  echo "raspi-config not found (not Raspberry Pi OS?): set desktop autologin, labwc and no screen blanking by hand." >&2
fi

echo
echo "Chromium: $browser_pkg --kiosk $url (full screen, restarted 5 s after it exits)"
echo "Screen blanking: off (raspi-config nonint do_blanking 1; the kiosk session starts no swayidle)"

put /usr/local/bin/cueboard-tv-browser 0755 root:root <<SCRIPT
#!/bin/sh
# Cueboard TV: Chromium full screen on the kiosk (written by deploy/tv/raspberry-pi.sh).
# A restart after a crash or a power cut opens the page again without Chromium's "restore pages" bar.
prefs="\$HOME/.config/chromium/Default/Preferences"
[ -f "\$prefs" ] && sed -i 's/"exited_cleanly":false/"exited_cleanly":true/; s/"exit_type":"[^"]*"/"exit_type":"Normal"/' "\$prefs"
browser=\$(command -v chromium-browser || command -v chromium)
exec "\$browser" --kiosk --noerrdialogs --disable-infobars --no-first-run \\
  --disable-features=Translate --check-for-update-interval=31536000 \\
  --autoplay-policy=no-user-gesture-required --password-store=basic \\
  --ozone-platform=wayland '$url'
SCRIPT

put "$home_rel/.config/systemd/user/cueboard-kiosk.service" 0644 "$user:$user" <<'UNIT'
# Cueboard TV: Chromium on the kiosk, started by the labwc session (~/.config/labwc/autostart).
[Unit]
Description=Cueboard TV kiosk (Chromium full screen)
StartLimitIntervalSec=0

[Service]
ExecStart=/usr/local/bin/cueboard-tv-browser
Restart=always
RestartSec=5
UNIT

# labwc reads the user's autostart instead of the desktop's (no panel, no idle blanking daemon).
put "$home_rel/.config/labwc/autostart" 0644 "$user:$user" <<'AUTOSTART'
# Cueboard TV (deploy/tv/raspberry-pi.sh): the kiosk and nothing else.
systemctl --user import-environment WAYLAND_DISPLAY XDG_RUNTIME_DIR
systemctl --user restart cueboard-kiosk.service
AUTOSTART

if [ -n "$reboot_at" ]; then
  echo
  echo "Nightly reboot: every day at $reboot_at (cueboard-tv-reboot.timer)"
  put /etc/systemd/system/cueboard-tv-reboot.service 0644 root:root <<'UNIT'
# Cueboard TV (deploy/tv/raspberry-pi.sh)
[Unit]
Description=Cueboard TV nightly reboot

[Service]
Type=oneshot
ExecStart=/usr/bin/systemctl --no-block reboot
UNIT
  put /etc/systemd/system/cueboard-tv-reboot.timer 0644 root:root <<UNIT
# Cueboard TV (deploy/tv/raspberry-pi.sh)
[Unit]
Description=Cueboard TV nightly reboot at $reboot_at

[Timer]
OnCalendar=*-*-* $reboot_at:00

[Install]
WantedBy=timers.target
UNIT
  step systemctl daemon-reload
  step systemctl enable --now cueboard-tv-reboot.timer
fi

if [ -n "$screen_on" ]; then
  echo
  echo "HDMI-CEC: the TV on at $screen_on and in standby at $screen_off every day (cueboard-tv-screen-on/off.timer)"
  put /usr/local/bin/cueboard-tv-cec 0755 root:root <<'SCRIPT'
#!/bin/sh
# Cueboard TV: the TV on or in standby over HDMI-CEC (cec-utils), by hand or from the timers.
# Usage: cueboard-tv-cec on|off [/dev/cecN]   (the Pi's first HDMI port is /dev/cec0)
set -eu
dev=${2:-/dev/cec0}
cec-ctl -d "$dev" --playback --osd-name Cueboard >/dev/null
case ${1:-} in
  on)
    cec-ctl -d "$dev" --to 0 --image-view-on
    phys=$(cec-ctl -d "$dev" | awk '/Physical Address/ { print $NF; exit }')
    cec-ctl -d "$dev" --to 15 --active-source "phys-addr=$phys"
    ;;
  off) cec-ctl -d "$dev" --to 0 --standby ;;
  *)
    echo "usage: cueboard-tv-cec on|off [/dev/cecN]" >&2
    exit 2
    ;;
esac
SCRIPT
  for state in on off; do
    at=$screen_on
    [ $state = on ] || at=$screen_off
    put "/etc/systemd/system/cueboard-tv-screen-$state.service" 0644 root:root <<UNIT
# Cueboard TV (deploy/tv/raspberry-pi.sh)
[Unit]
Description=Cueboard TV screen $state (HDMI-CEC)

[Service]
Type=oneshot
ExecStart=/usr/local/bin/cueboard-tv-cec $state
UNIT
    put "/etc/systemd/system/cueboard-tv-screen-$state.timer" 0644 root:root <<UNIT
# Cueboard TV (deploy/tv/raspberry-pi.sh)
[Unit]
Description=Cueboard TV screen $state at $at

[Timer]
OnCalendar=*-*-* $at:00

[Install]
WantedBy=timers.target
UNIT
  done
  step systemctl daemon-reload
  step systemctl enable --now cueboard-tv-screen-on.timer cueboard-tv-screen-off.timer
fi

echo
if [ $dry_run = 1 ]; then
  echo "Dry run done: nothing was changed."
else
  echo "Done. Reboot to start the kiosk: sudo reboot"
fi

#!/usr/bin/env bash
# Renders the gallery with `designkit render` and screenshots it in headless Chromium, so people (and reviewers
# without a browser at hand) can look at every component in every state. `swift test` never needs this.
#
#   Scripts/gallery-screenshots.sh [OUT] [-- render options...]
#
# OUT (default .build/gallery-shots) receives gallery/ (the rendered gallery), gallery.png, and with
# `--transition` among the render options a filmstrip instead. Installs Debian's chromium and fonts-inter when
# missing (Inter is the font TextMetrics is calibrated on). WIDTH and HEIGHT set the viewport (CSS pixels),
# SCALE the device pixel ratio (2); Chromium screenshots the viewport only.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/.build/gallery-shots}
shift || true
[[ ${1:-} == "--" ]] && shift
width=${WIDTH:-1400}
height=${HEIGHT:-2600}
scale=${SCALE:-2}

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
fc-list 2>/dev/null | grep -qi "/Inter" || missing+=(fonts-inter)
if ((${#missing[@]})); then
  echo "installing ${missing[*]} (Debian packages)"
  sudo=""
  [[ $(id -u) -ne 0 ]] && sudo=sudo
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

cd "$root"
swift build --product designkit 2>&1 | grep -E "error|Compiling|Build complete" || true
bin=$(swift build --show-bin-path)/designkit
mkdir -p "$out"
out=$(cd "$out" && pwd)
"$bin" render --out "$out/gallery" "$@"

page="$out/gallery/index.html"
png="$out/gallery.png"
rm -f "$png"
# --no-sandbox: Chromium refuses to run as root without it. The wrapper's stderr noise (dbus) is harmless.
chromium --headless=new --no-sandbox --hide-scrollbars --force-device-scale-factor="$scale" \
  --window-size="$width,$height" --screenshot="$png" "file://$page" 2>/dev/null || true
# Chromium exits 0 even when it wrote nothing: check the file.
[[ -s $png ]] || { echo "no screenshot was written" >&2; exit 1; }
echo "$png"

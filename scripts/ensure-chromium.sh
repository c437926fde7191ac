#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests when it is missing (Playwright cannot
# download its own browser on machines without internet access).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
echo "Installing Chromium from Debian's packages…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null

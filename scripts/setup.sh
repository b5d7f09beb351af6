#!/usr/bin/env bash
# Install the Debian packages batchlas builds and tests with (run as root, or with sudo).
set -euo pipefail
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends \
  cmake ninja-build g++ make pkg-config libopenblas-dev libgtest-dev libcli11-dev \
  nlohmann-json3-dev libfmt-dev python3 python3-matplotlib chromium >/dev/null

#!/usr/bin/env bash
# Build the library and run the demo: every operation and precision on a built-in batch (GPU when
# present, else the host), checked against an oracle, then per-label covariance of a real data set.
set -euo pipefail
cd "$(dirname "$0")/.."
#   BUILD_DIR (default build), JOBS (default: nproc), extra CMake arguments after the script name.
BUILD_DIR=${BUILD_DIR:-build}
JOBS=${JOBS:-$(nproc)}
cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@"
cmake --build "$BUILD_DIR" -j "$JOBS" --target batchlas-demo
"$BUILD_DIR"/tools/demo/batchlas-demo --csv tools/demo/data/wine.csv --label cultivar

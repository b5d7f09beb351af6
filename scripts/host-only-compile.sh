#!/usr/bin/env bash
# Compiles, with -DBATCHLAS_CUDA=OFF, every source whose code depends on BATCHLAS_HAVE_CUDA and
# every GPU suite (tests/cuda): the README's host-only commands build them that way, while CI's
# test command (nvcc present) builds only the CUDA configuration. Objects only, not the whole
# host build (8-13 minutes on 2 cores); about a minute. Session 49's tiny_test.cc named
# kernels::tiny outside its #ifdef and broke the host-only test build unseen until session 61.
#   BUILD_DIR (default build-host), JOBS (default nproc).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build-host}
JOBS=${JOBS:-$(nproc)}
cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_TESTS=ON -DBATCHLAS_CUDA=OFF \
  -DBATCHLAS_TESTS_OPT=-O1 >/dev/null  # compiled, never run: the suite's code at -O1 (half the time)
sources=$( (grep -rl --include='*.cc' BATCHLAS_HAVE_CUDA src tests tools; ls tests/cuda/*.cc) | sort -u)
# An object is named .../<source less its top folder>.o (CMakeFiles/batchlas.dir/src/ops/x.cc.o).
objects=$(ninja -C "$BUILD_DIR" -t targets all | cut -d: -f1 |
  grep -F -f <(for s in $sources; do echo "/${s#*/}.o"; done) | sort -u || true)
[ -n "$objects" ] || { echo "host-only-compile: no objects found" >&2; exit 1; }
echo "host-only-compile: $(echo "$objects" | wc -l) objects with BATCHLAS_CUDA=OFF"
ninja -C "$BUILD_DIR" -j "$JOBS" $objects

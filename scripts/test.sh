#!/usr/bin/env bash
# Configure, build and run the test suite (the README's test command). GPU tests run when a
# CUDA device is present and are reported as skipped otherwise.
#   BUILD_DIR (default build), JOBS (default: nproc), extra CMake arguments after the script name.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build}
JOBS=${JOBS:-$(nproc)}
# No GPU visible: only the host suite runs (about 5 s), so its code is compiled at -O1 (half
# the compile time; tests/CMakeLists.txt, BATCHLAS_TESTS_OPT); with a GPU, the build type's
# flags (set explicitly, so a build folder configured earlier without a GPU is reset). An
# argument overrides either.
OPT=(-DBATCHLAS_TESTS_OPT=)
nvidia-smi -L > /dev/null 2>&1 || OPT=(-DBATCHLAS_TESTS_OPT=-O1)
cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_TESTS=ON "${OPT[@]}" "$@"
cmake --build "$BUILD_DIR" -j "$JOBS"
ctest --test-dir "$BUILD_DIR" --output-on-failure -j "$JOBS"

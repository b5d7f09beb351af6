#!/usr/bin/env bash
# Session 50 call 7 (any card, the last ~300 s of budget): the final tree's order-16 and
# by-default tests (rank_mma off for float, rank16_mma off for complex<float>, the shared
# order-16 gate) on a GPU; the tests binary only.
set -u
source scripts/lib/device_call.sh c7 s50
cmake -S . -B "$BD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 \
  -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > "$RES/cfg.log" 2>&1
cmake --build "$BD" -j 16 --target batchlas_tests > "$RES/build.log" 2>&1; t "build rc $?: $(tail -1 "$RES/build.log")"
nvidia-smi --query-gpu=name --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 60 $BD/tests/batchlas_tests --gtest_filter='TinyMma/*16*:TinyMma/*RouteByDefault*:Trmm*Route*' --gtest_brief=1 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack

#!/usr/bin/env bash
# Session 27, call 5 (after helper-53's review fixes: no pointer-array scratch for strided
# levels, the block order helper, the widened block tests): the rank-k, syrk and herk suites.
set -u
S=$(date +%s); RES=$OUT/call5; mkdir -p $RES; BD=/tmp/build-call5
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a "$RES/log.txt"; }
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $RES/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests > $RES/build.log 2>&1; t "build rc $?: $(tail -1 $RES/build.log)"
GTEST_FILTER='RankkNative*:RankkNativeHerm*:Syrk/*:Herk/*' timeout 60 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards-c5 16 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"

#!/usr/bin/env bash
# Session 31, call 5 (branch wip/s31-mutant): store_run mutated (the first two 4-byte words of
# every 8- and 16-byte piece swapped). The narrow tests must fail for every type whose
# column-slice kernels store 8- or 16-byte pieces (all four types); about 130 s.
set -u
source scripts/lib/device_call.sh s31c5
cmake -S . -B "$BD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $RES/cfg.log 2>&1
cmake --build "$BD" -j 16 --target batchlas_tests > $RES/build.log 2>&1
t "build rc $?"
GTEST_FILTER='SideNative*' timeout 90 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards-mut 16 > $RES/mutant.log 2>&1
t "mutant side tests rc $? (failures expected): $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/mutant.log | sort -u | tr '\n' ' ' | cut -c1-900)"
t done; pack

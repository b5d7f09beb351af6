#!/usr/bin/env bash
# session 25 call 4: the landing tree (main's kernels of ac4096a; every experiment reverted):
# the whole GPU suite, within the session's last device minutes.
set -u
S=$(date +%s)
RES=/tmp/s25r4; rm -rf $RES; mkdir -p $RES
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $RES/log.txt; }
BD=/tmp/s25b4
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $RES/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests > $RES/build.log 2>&1; t "build rc $?"
L=$((265 - ($(date +%s) - S)))
timeout $L bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/s25s4 16 > $RES/tests.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -12 | tr '\n' ' ')"
tar czf $OUT/call4.tgz -C $RES log.txt

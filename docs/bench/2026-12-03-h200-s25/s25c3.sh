#!/usr/bin/env bash
# session 25 call 3: main's kernels (both experiments reverted) with the new test suite
# Misaligned.* (complex<double> operands 8 bytes off 16 on every CUDA family) alone, under
# memcheck, then the whole GPU suite (the harness's Buffer gained a byte offset).
set -u
S=$(date +%s)
RES=/tmp/s25r3; rm -rf $RES; mkdir -p $RES
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $RES/log.txt; }
pack() { tar czf $OUT/call3.tgz -C $RES . ; }
BD=/tmp/s25b3
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $RES/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests > $RES/build.log 2>&1; t "build rc $?"; tail -3 $RES/build.log
T=$BD/tests/batchlas_tests
BATCHLAS_TEST_TARGET=gpu timeout 120 $T --gtest_filter='Misaligned.*' > $RES/misaligned.log 2>&1
t "misaligned rc $?: $(grep -E 'OK \]|FAILED|PASSED' $RES/misaligned.log | tr '\n' ' ')"
pack
BATCHLAS_TEST_TARGET=gpu timeout 150 compute-sanitizer --tool memcheck $T --gtest_filter='Misaligned.*' > $RES/memcheck.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/memcheck.log | tr '\n' ' ')"
pack
L=$((560 - ($(date +%s) - S)))
timeout $L bash scripts/lib/gpu_shards.sh $T /tmp/s25s3 16 > $RES/tests.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -12 | tr '\n' ' ')"
t done; pack

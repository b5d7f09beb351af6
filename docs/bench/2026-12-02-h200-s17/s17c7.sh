#!/usr/bin/env bash
# session 17 call 7 (b177cc5, the landed sweep after the review mends): Level2Native tests; memcheck.
set -u
S=$(date +%s)
R=/tmp/r7; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call7.tgz -C $R . ; }
BD=/tmp/b7
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests > $R/build.log 2>&1; t "build rc $?"
GTEST_FILTER='Level2Native/*:RoutesAgree/*' timeout 80 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards7 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
pack
BATCHLAS_TEST_TARGET=gpu timeout 20 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=Level2Native/float.SweepSanitizerLight --gtest_brief=1 > $R/mc-float.log 2>&1
t "memcheck float rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-float.log | tr '\n' ' ')"
t done; pack

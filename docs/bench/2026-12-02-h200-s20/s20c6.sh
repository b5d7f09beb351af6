#!/usr/bin/env bash
# session 20 call 6: the two large-n tests widened after a review (16-byte layouts at the limit
# + 4, so the V16 global kernels run for every type; broadcast A and x with negative
# increments; beta = 0; trmv in chunks of two items and one); memcheck of the float V16 path.
set -u
S=$(date +%s)
R=/tmp/r6; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call6.tgz -C $R . ; }
BD=/tmp/b6
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
GTEST_FILTER='Level2Native/*PastS*' timeout 120 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards6 8 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter="Level2Native/double.*PastS*" --gtest_brief=1 > $R/mc-double.log 2>&1
t "memcheck double rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-double.log | tr '\n' ' ')"
t done; pack

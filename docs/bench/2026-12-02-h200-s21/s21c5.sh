#!/usr/bin/env bash
# session 21 call 5 (final tree): the whole GPU suite; the new expand test under memcheck and
# racecheck.
set -u
S=$(date +%s)
R=/tmp/r5; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call5.tgz -C $R . ; }
BD=/tmp/b5
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
export BATCHLAS_TEST_TARGET=gpu
timeout 60 $BD/tests/batchlas_tests --gtest_filter='SideNative*.ExpandTilesAtTileEdges' --gtest_brief=1 > $R/edges.log 2>&1
t "expand edges rc $?: $(grep -E '^\[  (PASSED|FAILED) |FAILED  \]' $R/edges.log | tr '\n' ' ')"
for tool in memcheck racecheck; do
  timeout 90 compute-sanitizer --tool $tool --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter="SideNative/float.ExpandTilesAtTileEdges:SideNative/cdouble.ExpandTilesAtTileEdges" --gtest_brief=1 > $R/$tool.log 2>&1
  t "$tool rc $?: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED' $R/$tool.log | tr '\n' ' ')"
done
unset BATCHLAS_TEST_TARGET
pack
timeout 240 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards5 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
t done; pack

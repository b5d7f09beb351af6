#!/usr/bin/env bash
# session 22 call 2: the landing form of the f64 engine (m16n8k4 everywhere, m16n8k8 in
# side_tiles) with a temporary BATCHLAS_AB switch on gram_tiles<double, 64 | 128>: "" (register
# budget as main, 96 registers, spills), gramreg (one block fewer per SM, no spills), gramreg8
# (the same with m16n8k8), gram8 (main's budget with m16n8k8). Double tests, sanitizers on the
# changed kernels, gram A/B at issue 6's double shapes.
set -u
S=$(date +%s)
R=/tmp/r2; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call2.tgz -C $R . ; }
BD=/tmp/b2
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
B=$BD/tools/bench/batchlas-bench
LB="--repeats 7 --warmup 2 --budget 0.2 --no-progress"
for ab in "" gramreg gramreg8 gram8; do
  BATCHLAS_AB=$ab timeout 60 $B --op syrk --trans T --dtype d --n 64 --k 1024 --batch 1024 --family gram $LB --csv $R/g64-$ab.csv > $R/g64-$ab.txt 2>&1
  BATCHLAS_AB=$ab timeout 60 $B --op syrk --trans T --dtype d --n 128 --k 1024 --batch 512 --family gram $LB --csv $R/g128-$ab.csv > $R/g128-$ab.txt 2>&1
  BATCHLAS_AB=$ab timeout 60 $B --op syrk --trans T --dtype d --n 96 --k 1024 --batch 512 --family gram $LB --csv $R/g96-$ab.csv > $R/g96-$ab.txt 2>&1
done
t "gram A/B done"; pack
export BATCHLAS_TEST_TARGET=gpu
timeout 120 env GTEST_FILTER='*/double.*' bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests $R/tests 16 > $R/tests.log 2>&1
t "double tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
for ab in gramreg gramreg8 gram8; do
  BATCHLAS_AB=$ab timeout 60 $BD/tests/batchlas_tests --gtest_filter='RankkNative/double.*Gram*:RankkNative/double.SyrkNarrow*:Syrk/double.*' --gtest_brief=1 > $R/gtest-$ab.log 2>&1
  t "gram tests $ab rc $?: $(grep -E '^\[  (PASSED|FAILED) |FAILED  \]' $R/gtest-$ab.log | head -6 | tr '\n' ' ')"
done
pack
F='SideNative/double.SymmDirectAllFlagsSmall:SideNative/double.TrmmTriangularAllFlagsSmall:RankkNative/double.SyrkNarrowShapesGramAndTriangular:RankkNative/double.Syr2kTriangularShapesAndTileEdges'
for tool in memcheck racecheck; do
  timeout 150 compute-sanitizer --tool $tool --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter="$F" --gtest_brief=1 > $R/$tool.log 2>&1
  t "$tool rc $?: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED' $R/$tool.log | tr '\n' ' ')"
  pack
done
t done; pack

#!/usr/bin/env bash
# session 18 call 4: gemv T/C by tiles (src/ops/gemv/tiles.cuh) against gemv_t_packs
# (BATCHLAS_L2_SWEEP=0) and the native kernel, one binary; Level2Native tests (the her/her2
# diagonal now checked exactly, the rank layouts with element-wise y); sanitizers; ncu.
set -u
S=$(date +%s)
R=/tmp/r4; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call4.tgz -C $R . ; }
BD=/tmp/b4
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -3 $R/build.log
B=$BD/tools/bench/batchlas-bench
RC="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --n 32,64,128,256,512,1024 --trans T"
timeout 60 env BATCHLAS_L2_SWEEP=0 $B --op gemv --dtype s,d,c,z $RC --family native,packed --csv $R/old-real.csv > $R/old-real.log 2>&1; t "old rc $?"
timeout 60 $B --op gemv --dtype s,d,c,z $RC --family native,packed --csv $R/new-real.csv > $R/new-real.log 2>&1; t "new rc $?"
pack
GTEST_FILTER='Level2Native/*' timeout 200 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards4 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
for f in float double cfloat cdouble; do
  F="Level2Native/$f.GemvTTilesSanitizerLight:Level2Native/$f.RankTilesSanitizerLight"
  timeout 40 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=$F --gtest_brief=1 > $R/mc-$f.log 2>&1
  t "memcheck $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-$f.log | tr '\n' ' ')"
  timeout 40 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=$F --gtest_brief=1 > $R/rc-$f.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $R/rc-$f.log | tr '\n' ' ')"
done
pack
P="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family packed --trans T"
NS="--section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis"
timeout 60 ncu --kernel-name regex:gemv_t_tiles --launch-skip 2 --launch-count 1 $NS $B --op gemv --dtype s --n 64 $P > $R/ncu-gemvT-s64.txt 2>&1; t "ncu rc $?"
t done; pack

#!/usr/bin/env bash
# session 23 call 2: double syrk `triangular` variants behind the temporary BATCHLAS_AB switch
# (rankk_tiles.cuh): 0 = main (BK 16, 3 stages, 150 registers), 1 = BK 32 / 2 stages, 2 = BK 16 /
# 2 stages / 4 blocks per SM (128 registers, spills 36 B), 3 = main + PanelCursor staging, 4 = BK
# 32 / 2 stages + PanelCursor (167 registers). Tests of each; issue 6's double cells per variant;
# memcheck on the cursor variants; ncu of variant 3 and 4 at n = 512.
set -u
S=$(date +%s)
R=/tmp/r2; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call2.tgz -C $R . ; }
BD=/tmp/b2
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
F='RankkNative/double.*:Syrk/double.*:*RoutesAgree*'
for v in 0 1 2 3 4; do
  BATCHLAS_AB=$v timeout 60 $BD/tests/batchlas_tests --gtest_filter="$F" --gtest_brief=1 > $R/tests-v$v.log 2>&1
  t "tests v$v rc $?: $(grep -E 'PASSED|FAILED' $R/tests-v$v.log | head -4 | tr '\n' ' ')"
done
for v in 3 4; do
  BATCHLAS_AB=$v timeout 90 compute-sanitizer --tool memcheck $BD/tests/batchlas_tests --gtest_filter='RankkNative/double.SyrkTriangularTileEdges:RankkNative/double.SyrkSmallKBroadcastAndShortReductions' > $R/memcheck-v$v.log 2>&1
  t "memcheck v$v rc $?: $(grep -E 'ERROR SUMMARY' $R/memcheck-v$v.log | tr '\n' ' ')"
done
pack
B=$BD/tools/bench/batchlas-bench
R_=$R; OUT_=$OUT; OUT=$R; R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
. scripts/lib/bench_run.sh
for rep in 1 2; do
for v in 0 1 2 3 4; do
  export BATCHLAS_AB=$v
  bench_run v$v 60 --op syrk --trans T --dtype d --n 512 --k 512 --batch 512 --family triangular
  bench_run v$v 60 --op syrk --trans T --dtype d --n 1024 --k 1024 --batch 64 --family triangular
  bench_run v$v 60 --op syrk --trans T --dtype d --n 128 --k 1024 --batch 512 --family triangular
  bench_run v$v 60 --op syrk --trans N --dtype d --n 512 --k 512 --batch 512 --family triangular
done
done
unset BATCHLAS_AB
R=$R_; OUT=$OUT_
t "bench done"; pack
P="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress"
NS="--section SpeedOfLight --section ComputeWorkloadAnalysis --section WarpStateStats --section Occupancy --section InstructionStats --section SchedulerStats"
prof() { local name=$1 k=$2; shift 2; timeout 80 ncu --kernel-name regex:$k --launch-skip 2 --launch-count 1 $NS $B "$@" $P > $R/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
for v in 3 4; do BATCHLAS_AB=$v prof syrk-d512-v$v rankk_tiles --op syrk --dtype d --trans T --n 512 --k 512 --batch 128 --family triangular; done
t done; pack

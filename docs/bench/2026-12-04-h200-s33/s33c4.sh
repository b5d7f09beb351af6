#!/usr/bin/env bash
# Session 33, call 4 (the landing tree), about 300 s:
#  1. side + routes-agree tests;
#  2. ncu of the float tile kernel at trmm float Left N m = 256 in its new 32 x 128 tile (call 1
#     profiled the 64 x 64 one), same sections;
#  3. mutation: launch_as drops the last panel of a 128-wide tile (Left 32 x 128, Right 128 x 32),
#     so every call routed to the new tiles with a ragged or multi-panel C misses columns or rows;
#     the side tests must fail in every type that takes those tiles.
set -u
source scripts/lib/device_call.sh s33c4
call_build
GTEST_FILTER='SideNative*:RoutesAgree*' timeout 100 bash scripts/lib/gpu_shards.sh $T /tmp/shards-side 16 > $RES/tests-side.log 2>&1
t "side tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-side.log | head -8 | tr '\n' ' ')"; pack
SEC="--section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats --section ComputeWorkloadAnalysis --section InstructionStats --section SchedulerStats"
P="--m 256 --n 256 --batch 512 --uplo L --trans N --diag N --family triangular --repeats 1 --warmup 0 --budget 0 --no-progress --no-floors --op trmm --dtype s"
timeout 60 ncu --kernel-name regex:side_tiles --launch-count 1 $SEC $B $P --side L > $RES/ncu-trmm-sL256-w128.txt 2>&1
t "ncu rc $?: $(grep -E 'Duration|Executed Ipc A|Executed Instructions  ' $RES/ncu-trmm-sL256-w128.txt | sed 's/  */ /g' | tr '\n' ' ')"; pack
sed -i 's|  p.panels = kLeft ? (p.n + BN - 1) / BN : (p.m + BM - 1) / BM;|  p.panels = (kLeft ? (p.n + BN - 1) / BN : (p.m + BM - 1) / BM) - ((BM == 128 \|\| BN == 128) ? 1 : 0);|' src/kernels/level3/side_tiles.cu
grep -c "BN == 128) ? 1 : 0" src/kernels/level3/side_tiles.cu > $RES/mutant-applied.txt
touch src/kernels/level3/side_tiles.cu
cmake --build "$BD" -j 16 --target batchlas_tests > $RES/build-mut.log 2>&1
t "mutant ($(cat $RES/mutant-applied.txt) line) build rc $?"
GTEST_FILTER='SideNative*:RoutesAgree*' timeout 100 bash scripts/lib/gpu_shards.sh $T /tmp/shards-mut 16 > $RES/tests-mut.log 2>&1
grep -hE '^\[  FAILED  \] [A-Za-z]' $RES/tests-mut.log | sort -u > $RES/tests-mut-failed.txt
t "mutant tests rc $?: $(grep -E '^gpu shards' $RES/tests-mut.log) failed tests: $(wc -l < $RES/tests-mut-failed.txt)"
git checkout src/kernels/level3/side_tiles.cu 2>/dev/null || true
t done; pack

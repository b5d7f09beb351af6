#!/usr/bin/env bash
# Prepared in session 29 for session 30's first call (main's kernels), about 330 s, packed after
# each stage:
#  1. the whole GPU suite (owed: session 29's landing tree ran only the side, routes-agree and
#     large-batch suites, because device-start refusals cost 330 s);
#  2. ncu on the narrow kernel where staging C lost twice (hemm complex<float> Left m = 32, 0.96x
#     cuBLAS): warp states, barrier stalls, scheduler, source counters; the same for symm float
#     Left m = 32 with C staged (1.10x: what is left), and trmm float Left m = 16 column slices
#     (row blocks lost 22% there).
set -u
source scripts/lib/device_call.sh s30first
call_build
timeout 170 bash scripts/lib/gpu_shards.sh $T /tmp/shards-s30w 16 > $RES/tests-all.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-all.log | head -8 | tr '\n' ' ')"
pack
NCU="ncu --kernel-name regex:side_narrow --launch-skip 1 --launch-count 1 --section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy --section WarpStateStats --section SchedulerStats --section SourceCounters --section LaunchStats"
P="--side L --uplo L --m 32 --n 256 --batch 2048 --family direct --repeats 1 --warmup 0 --budget 0 --no-progress"
timeout 90 $NCU $B $P --op hemm --dtype c > $RES/ncu-hemm-c32.txt 2>&1; t "ncu hemm c rc $?"; pack
timeout 90 $NCU $B $P --op symm --dtype s > $RES/ncu-symm-s32.txt 2>&1; t "ncu symm s rc $?"; pack
P="--side L --uplo L --m 16 --n 1024 --batch 1024 --family triangular --trans N --diag N --repeats 1 --warmup 0 --budget 0 --no-progress"
timeout 90 $NCU $B $P --op trmm --dtype s > $RES/ncu-trmm-s16.txt 2>&1; t "ncu trmm s16 rc $?"
t done; pack

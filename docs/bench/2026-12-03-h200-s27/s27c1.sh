#!/usr/bin/env bash
# Prepared in session 26 (branch wip/rank-tiles-ahead, not yet run on a GPU): float rank tiles
# with the next unit's position and x/y loads issued ahead of the current tile (rank_tiles_ahead,
# 128 registers, no spill by ptxas) against main's rank_tiles, one binary (BATCHLAS_AB_AHEAD=1 vs
# 0), tiles forced at every n (BATCHLAS_L2_SWEEP=1); the rank tests and memcheck with it; ncu
# warp states and source counters of main's float tiles (the lead of session 26 call 5).
set -u
source scripts/lib/device_call.sh ahead
call_build
RC="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --n 64,128,256,512,1024 --uplo L,U --family packed"
for r in 1 2; do
  for v in 0 1; do
    timeout 60 env BATCHLAS_L2_SWEEP=1 BATCHLAS_AB_AHEAD=$v $B --op syr,syr2 --dtype s $RC --csv $RES/rank-v$v-$r-real.csv > /dev/null 2>&1; t "ahead=$v round $r rc $?"
  done
done
pack
BATCHLAS_AB_AHEAD=1 GTEST_FILTER='Level2Native/float.RankTiles*:Level2Native/float.PackedLayoutsSyr*:Level2Native/float.SyrHer*' timeout 90 bash scripts/lib/gpu_shards.sh $T /tmp/shards-ahead 16 > $RES/focused.log 2>&1
t "rank tests (ahead) rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/focused.log | head -8 | tr '\n' ' ')"
BATCHLAS_TEST_TARGET=gpu BATCHLAS_AB_AHEAD=1 timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter=Level2Native/float.RankTilesSanitizerLight --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"
P="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family packed --op syr --dtype s --n 1024"
timeout 90 ncu --kernel-name regex:rank_tiles --launch-skip 2 --launch-count 1 --section WarpStateStats --section SourceCounters --section SchedulerStats $B $P > $RES/ncu-tiles-s1024.txt 2>&1; t "ncu rc $?"
t done; pack

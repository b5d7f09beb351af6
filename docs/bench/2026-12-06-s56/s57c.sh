#!/usr/bin/env bash
# Prepared in session 57 (any card; about 330 s after a fresh start, about 230 s on the machine
# that ran s57a.sh, whose build it shares): float's kSideXL tiles (Left 32 x 128 trmm N, Right
# 64 x 64 and 128 x 32) with SimtWarpXL's reduction loop unrolled 2 or 4 steps of 4 indices
# instead of all 8 (BATCHLAS_AB_XLUNROLL=2 / 4, wip-side-s57.patch; unset keeps main's kernels).
# The whole unroll is about 1,100 instructions (16 KB) per chunk; session 35's ncu of trmm s Left
# m = 128 read 0.73 cycles of "no instruction" per issued instruction beside 1.71 "not selected"
# (issue-bound). ptxas: 112-128 registers, no spill (main's 121-128). Prediction: 0.97-1.05x;
# a gain where the i-cache misses were the cost, a loss where the loads of the next step no
# longer overlap the current step's FFMAs. Issue 7's trmm s cells at m >= 128 miss by 0.86-0.97.
set -u
source scripts/lib/device_call.sh s57c s57t
git apply docs/bench/2026-12-06-s56/wip-side-s57.patch || { t "the patch does not apply"; pack; exit 1; }
call_build
gpu_name
for u in 2 4; do BATCHLAS_AB_XLUNROLL=$u gpu_tests 'SideNative/float.*' 150 tests-xl$u.log; pack; done
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
i=0
for s in "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  i=$((i + 1))
  for u in 2 4; do
    ab_rounds $RES/t$i-$u a BATCHLAS_AB_XLUNROLL=0 BATCHLAS_AB_XLUNROLL=$u 40 $R --op trmm --dtype s --side L,R --uplo L,U --trans N --diag N $s --family triangular
    python3 scripts/ab.py $RES/t$i-$u triangular v0 v1 > $RES/t$i-$u.txt 2>&1; cat $RES/t$i-$u.txt >> $RES/log.txt; pack
  done
  ab_rounds $RES/s$i a BATCHLAS_AB_XLUNROLL=0 BATCHLAS_AB_XLUNROLL=2 40 $R --op symm --dtype s --side R --uplo L $s --family direct
  python3 scripts/ab.py $RES/s$i direct v0 v1 > $RES/s$i.txt 2>&1; cat $RES/s$i.txt >> $RES/log.txt; pack
done
t done; pack

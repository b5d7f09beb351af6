#!/usr/bin/env bash
# Prepared in session 42 (no device was lent), on branch wip/trmm-warp (check it out before the
# call; the patch against main: trmm-warp.patch here). About 350 s (each step has its own
# time limit; pass the run tool timeout_s 600).
# The branch: trmm's `tiny` family on a warp per item at A's order 32 (src/kernels/tiny/trmm_warp.cu,
# Settings::trmm_warp, BATCHLAS_TRMM_WARP=1; off by default). Why: tiny's staged engine spends on
# a trmm item at n = 32 what it spends on a gemm item (every type), on 37% fewer bytes; issue 10's
# trmm cells at n = 32 sit at 0.44-0.55 of copy (targets 0.75-0.80). Here a lane owns a column
# (Left) or a row (Right) of C, does only the triangle's 528 multiply-adds, and reads A by
# warp-uniform 16-byte loads; no block barrier, no fix phase.
# Prediction (trmm n = 32, saturating batch, BATCHLAS_TRMM_WARP=1 against 0): float 1.3-1.6x
# (0.53 -> 0.7-0.85 of copy), double 1.2-1.5x, complex<float> 1.2-1.6x; Right like Left. If the
# kernel is latency-bound at its 20 (float) or 12 (8-byte types) warps per SM, nearer the low ends.
set -u
source scripts/lib/device_call.sh tw
call_build
BATCHLAS_TEST_TARGET=gpu timeout 150 $T --gtest_filter='Tiny/*.Trmm*:TrmmWarpRoute.*' --gtest_brief=1 > $RES/tests.log 2>&1
t "trmm tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
sanitize 'Tiny/float.TrmmWarpEveryFlag:Tiny/cfloat.TrmmWarpEveryFlag' 90; pack
# The same on one block (every warp takes many items: the Left side's shared buffer reused).
mkdir -p $RES/grid1; (export BATCHLAS_MAX_GRID=1; RES=$RES/grid1; sanitize 'Tiny/float.TrmmWarpEveryFlag' 60); cat $RES/grid1/log.txt >> $RES/log.txt 2>/dev/null; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/L $RES/R $RES/L8  # s40's ab.py keys rows without side and diag: one folder per side
for r in 1 2; do
  for v in 0 1; do
    BATCHLAS_TRMM_WARP=$v timeout 90 $B $R --op trmm --dtype s,d,c --side L --uplo L,U --trans N,T --diag N --n 32 --batch saturate --family tiny --csv $RES/L/v$v-r$r.csv > /dev/null 2>&1
    BATCHLAS_TRMM_WARP=$v timeout 90 $B $R --op trmm --dtype s,d,c --side R --uplo L --trans N,T --diag N --n 32 --batch saturate --family tiny --csv $RES/R/v$v-r$r.csv > /dev/null 2>&1
  done
  # Narrow items: only `other` lanes of each warp work (Left n = 8, Right m = 8).
  for v in 0 1; do
    BATCHLAS_TRMM_WARP=$v timeout 60 $B $R --op trmm --dtype s,d --side L --uplo L --trans N --diag N --m 32 --n 8 --batch saturate --family tiny --csv $RES/L8/v$v-r$r.csv > /dev/null 2>&1
  done
  t "round $r"; pack
done
for side in L R L8; do python3 docs/bench/2026-12-05-s40/ab.py $RES/$side tiny v0 v1 > $RES/$side/ab.txt 2>&1; done
cat $RES/L/ab.txt $RES/R/ab.txt $RES/L8/ab.txt >> $RES/log.txt; pack
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats --section LaunchStats --section InstructionStats"
BATCHLAS_TRMM_WARP=1 timeout 90 ncu --kernel-name regex:trmm_warp_kernel --launch-skip 2 --launch-count 1 $SEC \
  $B --op trmm --dtype s --side L --uplo L --trans N --diag N --n 32 --batch saturate --family tiny \
  --repeats 3 --warmup 1 --no-reference --no-floors --no-progress --screen-factor 0 > $RES/ncu-tw-s32.txt 2>&1
t "ncu trmm_warp float L L N rc $?"
t done; pack
# Then: where the warp kernel wins every measured cell, make its rule the default (trmm_warp's
# nullopt: on where trmm_warp_why_not is "" and the other extent is one measured to win: 32, and
# 8 if L8 wins), run the whole GPU suite, land; else record and drop.

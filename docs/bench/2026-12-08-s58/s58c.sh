#!/usr/bin/env bash
# Session 58 call C (any card; about 330 s on the machine s58b.sh left warm, which it rebuilds
# from; about 450 s after a fresh start): float's wide warp tile (wip-wide.patch: SimtWarpXW,
# 32 x 64 per warp, 8 x 8 accumulators per thread, on the kSideXL tiles at least 64 wide: Left
# 32 x 128 trmm N, Right 64 x 64 trmm and symm), BATCHLAS_AB_WIDE=2 / 4 / 8 (its loop unrolled
# that many 4-index steps; 2 stages at 168 registers, 12 warps per SM against main's 16 at 128).
# Per 4 reduction indices a lane issues 16 shared loads for 256 FFMA against SimtWarpXL's 12
# for 128, and the 64-thread block stages the same panels with half the threads.
# Prediction (from the instruction mix only; session 35 read trmm s Left m = 128 issue-bound):
# 1.00-1.08x on trmm s N at m >= 128, less at m = 1024 (blocked: the tile kernel only on the
# diagonal blocks); symm s Right 0.98-1.05x. Then its tests and the sanitizer.
set -u
source scripts/lib/device_call.sh s58c s58t
git apply docs/bench/2026-12-08-s58/wip-wide.patch || { t "the patch does not apply"; pack; exit 1; }
call_build
gpu_name
BATCHLAS_AB_WIDE=4 gpu_tests 'SideNative/float.*' 120 tests-w4.log; pack
BATCHLAS_AB_WIDE=2 gpu_tests 'SideNative/float.*Trmm*' 100 tests-w2.log; pack
BATCHLAS_AB_WIDE=8 gpu_tests 'SideNative/float.*Trmm*' 100 tests-w8.log; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
i=0
for s in "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  i=$((i + 1))
  for u in 4 2 8; do
    ab_rounds $RES/tn$i-$u a "" BATCHLAS_AB_WIDE=$u 40 $R --op trmm --dtype s --side L,R --uplo L,U --trans N --diag N $s --family triangular
    python3 scripts/ab.py $RES/tn$i-$u triangular v0 v1 > $RES/tn$i-$u.txt 2>&1; cat $RES/tn$i-$u.txt >> $RES/log.txt
  done
  ab_rounds $RES/tt$i a "" BATCHLAS_AB_WIDE=4 40 $R --op trmm --dtype s --side R --uplo L --trans T --diag N $s --family triangular
  ab_rounds $RES/ss$i a "" BATCHLAS_AB_WIDE=4 40 $R --op symm --dtype s --side R --uplo L $s --family direct
  for ab in tt$i:triangular ss$i:direct; do
    python3 scripts/ab.py $RES/${ab%%:*} ${ab##*:} v0 v1 > $RES/${ab%%:*}.txt 2>&1; cat $RES/${ab%%:*}.txt >> $RES/log.txt
  done; pack
done
# The Right 64 x 64 tile (32 < m < 128) and Left n = 64 / 96 at m = 256 (Left 64 x 64: not wide; control)
ab_rounds $RES/r64 a "" BATCHLAS_AB_WIDE=4 40 $R --op trmm,symm --dtype s --side R --uplo L --trans N --diag N --m 64,96 --n 256,1024 --batch saturate --family triangular,direct
python3 scripts/ab.py $RES/r64 triangular v0 v1 > $RES/r64.txt 2>&1; python3 scripts/ab.py $RES/r64 direct v0 v1 >> $RES/r64.txt 2>&1; cat $RES/r64.txt >> $RES/log.txt; pack
BATCHLAS_AB_WIDE=4 sanitize 'SideNative/float.TrmmTriangularWideTiles:SideNative/float.SymmDirectAllFlagsSmall' 100; pack
t done; pack

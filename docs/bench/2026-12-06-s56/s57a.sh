#!/usr/bin/env bash
# Prepared in session 56 for the next device session (any card; about 300 s after a fresh start):
# float's remaining 3-stage side tiles in 2 stages at 128 registers (wip-side-depth2-float.patch
# beside this script; BATCHLAS_AB_SIDE2=1 takes it, unset keeps main's kernels): the 64 x 32
# tiles of n <= 32 (either side) and the Left 64 x 64 of m > 32, 32 < n < 128. ptxas: 128
# registers, 0-16 bytes of spill (main: 168, none), so 4 blocks of 128 threads instead of 3.
# Session 56 found the same change 1.06-1.18x on the Right 32 x 64 tile (latency-bound, 0.5 of
# the bytes floor); session 33 found 3 stages at 4 blocks on the Right 64 x 64 0.95-0.97x.
# Prediction: 0.97-1.10x; none of issue 7's cells uses these tiles (users' shapes do).
set -u
source scripts/lib/device_call.sh s57a s57t
git apply docs/bench/2026-12-06-s56/wip-side-depth2-float.patch || { t "the patch does not apply"; pack; exit 1; }
call_build
gpu_name
BATCHLAS_AB_SIDE2=1 gpu_tests 'SideNative/float.*:RoutesAgree/float.TrmmFamilies:RoutesAgree/float.SymmHemmFamilies' 200 tests-side2.log; pack
BATCHLAS_AB_SIDE2=1 sanitize 'SideNative/float.TrmmTriangularAllFlagsSmall' 120; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
ab_rounds $RES/n32 a BATCHLAS_AB_SIDE2=0 BATCHLAS_AB_SIDE2=1 60 $R --op trmm --dtype s --side L,R --uplo L,U --trans N,T --diag N --m 256,1024 --n 32 --batch saturate --family triangular
ab_rounds $RES/l64 a BATCHLAS_AB_SIDE2=0 BATCHLAS_AB_SIDE2=1 60 $R --op trmm --dtype s --side L --uplo L,U --trans N,T --diag N --m 128,512 --n 64,96 --batch saturate --family triangular
ab_rounds $RES/sy a BATCHLAS_AB_SIDE2=0 BATCHLAS_AB_SIDE2=1 60 $R --op symm --dtype s --side L,R --uplo L --m 256 --n 32,64 --batch saturate --family direct
for ab in n32:triangular l64:triangular sy:direct; do
  python3 scripts/ab.py $RES/${ab%%:*} ${ab##*:} v0 v1 > $RES/${ab%%:*}.txt 2>&1; cat $RES/${ab%%:*}.txt >> $RES/log.txt
done
t done; pack

#!/usr/bin/env bash
# Prepared in session 56 for the next device session (any card; about 330 s after a fresh start):
# the float and complex<float> side tiles that still stage in 3 stages, in 2 at a tighter register
# budget (wip-side-s57.patch beside this script, which also holds s57c.sh's knob; BATCHLAS_AB_SIDE2=1 takes it, unset
# keeps main's kernels): the 64 x 32 tiles of n <= 32 (either side), the Left 64 x 64 of m > 32,
# 32 < n < 128, and complex<float>'s Right 64 x 64 of 32 < m < 128. ptxas: float 128 registers,
# 0-16 bytes of spill (main 168, none): 4 blocks of 128 threads instead of 3; complex<float> 167-168,
# 0-60 bytes (main 206-231): 3 blocks instead of 2. Session 56 found the same change 1.06-1.18x on
# the Right 32 x 64 tile and 1.02-1.13x on complex<float>'s 32 x 128 / 128 x 32 (trmm Right flat);
# session 33 found float's Right 64 x 64 in 3 stages at 4 blocks 0.95-0.97x. At n <= 32 on the
# Right the reduction is one chunk (one stage allocated either way): there only the register
# budget changes. Prediction: 0.97-1.10x; none of issue 7's cells uses these tiles.
set -u
source scripts/lib/device_call.sh s57a s57t
git apply docs/bench/2026-12-06-s56/wip-side-s57.patch || { t "the patch does not apply"; pack; exit 1; }
call_build
gpu_name
BATCHLAS_AB_SIDE2=1 gpu_tests 'SideNative/float.*:SideNative/cfloat.*:SideNativeHerm/cfloat.*' 200 tests-side2.log; pack
BATCHLAS_AB_SIDE2=1 sanitize 'SideNative/float.TrmmTriangularAllFlagsSmall:SideNative/cfloat.TrmmTriangularAllFlagsSmall' 150; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
for d in s c; do
  ab_rounds $RES/n32$d a BATCHLAS_AB_SIDE2=0 BATCHLAS_AB_SIDE2=1 60 $R --op trmm --dtype $d --side L,R --uplo L,U --trans N --diag N --m 256,1024 --n 32 --batch saturate --family triangular
  ab_rounds $RES/l64$d a BATCHLAS_AB_SIDE2=0 BATCHLAS_AB_SIDE2=1 60 $R --op trmm --dtype $d --side L --uplo L,U --trans N,T --diag N --m 128,512 --n 64,96 --batch saturate --family triangular
done
ab_rounds $RES/r64c a BATCHLAS_AB_SIDE2=0 BATCHLAS_AB_SIDE2=1 60 $R --op trmm --dtype c --side R --uplo L,U --trans N --diag N --m 64,96 --n 256 --batch saturate --family triangular
ab_rounds $RES/sy a BATCHLAS_AB_SIDE2=0 BATCHLAS_AB_SIDE2=1 60 $R --op symm --dtype s --side L,R --uplo L --m 256 --n 32 --batch saturate --family direct
ab_rounds $RES/he a BATCHLAS_AB_SIDE2=0 BATCHLAS_AB_SIDE2=1 60 $R --op hemm --dtype c --side L,R --uplo L --m 64,256 --n 32,64 --batch saturate --family direct
for ab in n32s:triangular l64s:triangular n32c:triangular l64c:triangular r64c:triangular sy:direct he:direct; do
  python3 scripts/ab.py $RES/${ab%%:*} ${ab##*:} v0 v1 > $RES/${ab%%:*}.txt 2>&1; cat $RES/${ab%%:*}.txt >> $RES/log.txt
done
t done; pack

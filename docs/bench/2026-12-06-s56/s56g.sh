#!/usr/bin/env bash
# Session 56 call G (any card; about 380 s after a fresh start): the Right 32 x 64 tile
# (trmm / symm / hemm Right with m <= 32) in 2 stages, float at 128 registers, complex<float> at
# 168 (wip-r32-depth.patch beside this script, applied to the device's copy; BATCHLAS_AB_R32D=1
# takes it, unset keeps main's kernels).
# Why: issue 7's float Right m = 32 cells run at 0.51 of the bytes floor (trmm, session 56's
# call E; double 0.86), FFMA pipe about 30% busy by count: latency-bound. Main's 3 stages of
# 13.8 KB let 5 blocks of 64 threads (10 warps) share an SM; 2 stages at 128 registers (ptxas:
# no spill) let 8 (16 warps); complex<float> (0.42 of the floor) goes from 4 blocks (220-224
# registers) to 6 (168, 12-36 bytes of spill). Prediction: trmm s R m = 32 1.1-1.4x, symm s R
# 1.1-1.3x, complex<float> 1.05-1.3x; no change elsewhere (only this tile's launch changes).
# BATCHLAS_AB_C3=1 (same patch): every complex<float> side tile in 2 stages at 3 blocks of 128
# threads (168 registers) instead of 3 stages at 2 (205-231): counted through issue 7 only
# (one run each, v2 = both knobs, v0 = main), a first read for a later A/B. Steps in order of
# need, each packed as it ends (the device budget left may cut the call short). On an H200, issues 5, 10 and 6 are counted
# on main too (their H200 counts are sessions 17-19's, 50's and 40's).
set -u
source scripts/lib/device_call.sh s56g s56t
git apply docs/bench/2026-12-06-s56/wip-r32-depth.patch || { t "the patch does not apply"; pack; exit 1; }
call_build
gpu_name
BATCHLAS_AB_R32D=1 BATCHLAS_AB_C3=1 gpu_tests 'SideNative/float.*:SideNative/cfloat.*:SideNativeHerm/cfloat.*' 150 tests-r32.log; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
ab_rounds $RES/abt a BATCHLAS_AB_R32D=0 BATCHLAS_AB_R32D=1 60 $R --op trmm --dtype s --side R --uplo L,U --trans N,T --diag N --m 32 --n 256 --batch 2048 --family triangular
ab_rounds $RES/abs a BATCHLAS_AB_R32D=0 BATCHLAS_AB_R32D=1 60 $R --op symm --dtype s --side R --uplo L,U --m 32 --n 256 --batch 2048 --family direct
ab_rounds $RES/abc a BATCHLAS_AB_R32D=0 BATCHLAS_AB_R32D=1 60 $R --op trmm --dtype c --side R --uplo L,U --trans N,C --diag N --m 32 --n 256 --batch 2048 --family triangular
ab_rounds $RES/abh a BATCHLAS_AB_R32D=0 BATCHLAS_AB_R32D=1 60 $R --op hemm --dtype c --side R --uplo L,U --m 32 --n 256 --batch 2048 --family direct
for ab in abt:triangular abs:direct abc:triangular abh:direct; do
  python3 scripts/ab.py $RES/${ab%%:*} ${ab##*:} v0 v1 > $RES/${ab%%:*}-${ab##*:}.txt 2>&1; cat $RES/${ab%%:*}-${ab##*:}.txt >> $RES/log.txt
done; t "A/B"; pack
BATCHLAS_AB_R32D=1 BATCHLAS_AB_C3=1 sanitize 'SideNative/float.RightNarrowManyChunks:SideNative/cfloat.RightNarrowManyChunks' 100; pack
BATCHLAS_AB_R32D=1 BATCHLAS_AB_C3=1 count_issue 7 $RES/issues-v2; pack
count_issue 7 $RES/issues-v0; pack
ab_rounds $RES/abn a BATCHLAS_AB_R32D=0 BATCHLAS_AB_R32D=1 40 $R --op trmm --dtype s --side R --uplo L --trans N --diag N --m 32 --n 64,512 --batch saturate --family triangular
python3 scripts/ab.py $RES/abn triangular v0 v1 > $RES/abn-triangular.txt 2>&1; cat $RES/abn-triangular.txt >> $RES/log.txt; pack
if grep -q H200 $RES/gpu.txt; then
  for n in 5 10 6; do count_issue $n $RES/issues-v0; pack; done
fi
t done; pack

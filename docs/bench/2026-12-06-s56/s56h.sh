#!/usr/bin/env bash
# Session 56 call H (any card; about 230 s after a fresh start): call G's second knob in
# alternating rounds. BATCHLAS_AB_C3=1 (wip-r32-depth.patch): every complex<float> side tile in
# 2 stages at 3 blocks of 128 threads (168 registers) instead of 3 stages at 2 (205-231). Call G
# read it through issue 7's counts, one run each: trmm c Left 1.08-1.13x at m >= 128, hemm c
# 1.02-1.09x, trmm c Right m >= 128 1.00-1.01x. Here trmm c and hemm c at issue 7's m >= 128
# shapes, both sides, two rounds of alternating order.
set -u
source scripts/lib/device_call.sh s56h s56t
git apply docs/bench/2026-12-06-s56/wip-r32-depth.patch || { t "the patch does not apply"; pack; exit 1; }
bench_build
gpu_name
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
i=0
for s in "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  i=$((i + 1))
  ab_rounds $RES/t$i a BATCHLAS_AB_C3=0 BATCHLAS_AB_C3=1 40 $R --op trmm --dtype c --side L,R --uplo L --trans N --diag N $s --family triangular
  python3 scripts/ab.py $RES/t$i triangular v0 v1 > $RES/t$i.txt 2>&1; cat $RES/t$i.txt >> $RES/log.txt; pack
  ab_rounds $RES/h$i a BATCHLAS_AB_C3=0 BATCHLAS_AB_C3=1 40 $R --op hemm --dtype c --side L,R --uplo L $s --family direct
  python3 scripts/ab.py $RES/h$i direct v0 v1 > $RES/h$i.txt 2>&1; cat $RES/h$i.txt >> $RES/log.txt; pack
done
t done; pack

#!/usr/bin/env bash
# Session 50 call 2 (after call 1 on the same warm machine; the build folder is kept): symm16_mma
# (symm / hemm at m = n = 16 on the FP64 tensor cores, a warp per item; off by default,
# BATCHLAS_SYMM_MMA=1 forces it) and trmm16_mma moved onto the shared kernel square16_mma.cuh.
# 1. their tests (forced on), and symm's order-32 tests (their helper gained the order);
# 2. A/B at m = n = 16: symm (s, d, c, z) and hemm (c, z) switch 0 against 1, two rounds; trmm
#    (the engine form) one round, against call 1's ab16 (the form it replaced).
# Prediction: symm float 0.59 -> 0.75-0.85 of copy (H200), the others above their 0.72-0.80.
set -u
source scripts/lib/device_call.sh c2 s50
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 150 $T --gtest_filter='Trmm16MmaRoute.*:TinyMma/*Trmm16*:TinyMma/*Symm*:Tiny/*Symm*' --gtest_brief=1 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
mkdir -p $RES/abs $RES/abt
for r in 1 2; do for v in 0 1; do
  BATCHLAS_SYMM_MMA=$v timeout 40 $B $R --op symm --dtype s,d,c,z --side L,R --uplo L,U --n 16 --batch saturate --family tiny --csv $RES/abs/v$v-s$r.csv > /dev/null 2>&1
  BATCHLAS_SYMM_MMA=$v timeout 30 $B $R --op hemm --dtype c,z --side L,R --uplo L,U --n 16 --batch saturate --family tiny --csv $RES/abs/v$v-h$r.csv > /dev/null 2>&1
done; done
python3 docs/bench/2026-12-05-s40/ab.py $RES/abs tiny v0 v1 > $RES/abs.txt 2>&1; t "A/B symm n=16 done"; pack
for v in 0 1; do
  BATCHLAS_TRMM_MMA=$v timeout 40 $B $R --op trmm --dtype s,d,c,z --side L,R --uplo L,U --trans N,T --n 16 --batch saturate --family tiny --csv $RES/abt/v$v-t1.csv > /dev/null 2>&1
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/abt tiny v0 v1 > $RES/abt.txt 2>&1; t done; pack

#!/usr/bin/env bash
# Session 47's prepared call 6 (not run: the budget ran out; about 220 s): gemm_mma (gemm of double and
# complex<double> at m = n = k = 32; square_mma.cuh, which symm_mma now shares) and symm_mma
# after that refactor.
# 1. TinyF64 (rank_mma, symm_mma, gemm_mma forced or by default) and the host gates.
# 2. A/B at 32: the staged engine (v0, BATCHLAS_GEMM_MMA=0) against gemm_mma (v1), N N and T C,
#    two rounds. Prediction: complex<double> 0.75 -> 0.88-0.93 of copy (1.2x); double 0.85 ->
#    0.9 (1.05x).
# 3. memcheck and racecheck of the light tests of gemm_mma and symm_mma.
set -u
source scripts/lib/device_call.sh c6
call_build
nvidia-smi --query-gpu=name --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 90 $T --gtest_filter='TinyF64/*:GemmMmaRoute.*:SymmMmaRoute.*:RankMmaRoute.*' --gtest_brief=1 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
mkdir -p $RES/ab
for r in 1 2; do
  for v in 0 1; do
    BATCHLAS_GEMM_MMA=$v timeout 20 $B $R --op gemm --dtype d,z --transa N,T --transb N,C --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-g$r.csv > /dev/null 2>&1
  done
done
t "a/b done"
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab tiny v0 v1 > $RES/ab.txt 2>&1; cat $RES/ab.txt >> $RES/log.txt; pack
sanitize 'TinyF64/*.GemmMmaSanitizerLight:TinyF64/*.SymmMmaSanitizerLight' 25
t done; pack

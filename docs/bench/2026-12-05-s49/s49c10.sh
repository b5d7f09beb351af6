#!/usr/bin/env bash
# Session 49's prepared call 10 (any card; about 300 s): the first GPU run of trmm16_mma (trmm
# at m = n = 16 on the FP64 tensor cores, a warp per item; off by default, BATCHLAS_TRMM_MMA=1
# forces it, and trmm_mma at 32 with it).
# 1. Its host gates and TinyMma/*Trmm16* (every flag of every type, forced), memcheck and
#    racecheck of the light test.
# 2. A/B at m = n = 16 against the staged engine that runs there today, switch 0 against 1, all
#    four types, both sides, both triangles, N and T, two rounds.
# Prediction (docs/PERFORMANCE-LOG.md, sessions 48-49): memory-bound; float 0.49 -> 0.7-0.8 of
# copy, complex<float> 0.60 -> 0.8, complex<double> 0.67 -> 0.8-0.85 (issue 10's n = 16 cells,
# H200 fractions; an H100's differ). Then flip kTrmm16MmaByDefault in src/kernels/tiny/tiny.hh
# for the types that win and count issue 10 on an H200.
set -u
source scripts/lib/device_call.sh c10 s49
call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 120 $T --gtest_filter='Trmm16MmaRoute.*:TinyMma/*Trmm16*' --gtest_brief=1 > $RES/tests.log 2>&1
t "trmm16 tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
sanitize 'TinyMma/*Trmm16MmaSanitizerLight' 90; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
mkdir -p $RES/ab
for r in 1 2; do
  for v in 0 1; do
    BATCHLAS_TRMM_MMA=$v timeout 40 $B $R --op trmm --dtype s,d,c,z --side L,R --uplo L,U --trans N,T --n 16 --batch saturate --family tiny --csv $RES/ab/v$v-t$r.csv > /dev/null 2>&1
  done
  t "round $r"; pack
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab tiny v0 v1 > $RES/ab.txt 2>&1; cat $RES/ab.txt >> $RES/log.txt
t done; pack

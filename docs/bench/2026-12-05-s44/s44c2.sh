#!/usr/bin/env bash
# Session 44, call 2 (branch land/trmm-warp; about 320 s): the landing check of the staged warp
# trmm as trmm's `tiny` route at A's order 32 (call 1's MODE 2, now the only form; on by
# default). Every trmm GPU test (both routes of the tiny family, the warp tests, the other
# families and routes-agree), the warp tests under memcheck / racecheck, and issue 10's trmm
# cells (n = 32, beside cuBLAS) with the warp route off (v0) and on (v1, the default).
# Prediction: the tests pass; v1 / v0 as call 1 on an H100 (float 1.13-1.15x, double
# 1.15-1.20x, complex<float> 1.39-1.44x), larger on an H200, where the engine is issue-bound.
set -u
source scripts/lib/device_call.sh s44c2
call_build
nvidia-smi --query-gpu=name --format=csv,noheader > $RES/gpu.txt 2>&1
BATCHLAS_TEST_TARGET=gpu timeout 150 $T --gtest_filter='*Trmm*:*trmm*' --gtest_brief=1 > $RES/tests.log 2>&1
t "trmm tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
sanitize 'Tiny/float.TrmmWarpEveryFlag:Tiny/double.TrmmWarpEveryFlag:Tiny/cfloat.TrmmWarpEveryFlag' 100; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/ab
for r in 1 2; do
  for v in 0 1; do
    BATCHLAS_TRMM_WARP=$v timeout 60 $B $R --op trmm --dtype s,d,c,z --n 32 --batch saturate --family tiny,vendor --csv $RES/ab/v$v-r$r.csv > /dev/null 2>&1
  done
  t "round $r"; pack
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab tiny v0 v1 > $RES/ab.txt 2>&1
for v in 0 1; do echo "== v$v"; python3 scripts/issue10_targets.py $RES/ab/v$v-r2.csv --all; done > $RES/issue10.txt 2>&1
cat $RES/ab.txt >> $RES/log.txt
t done; pack

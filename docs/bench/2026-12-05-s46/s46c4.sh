#!/usr/bin/env bash
# Session 46, call 4 (H200, about 250 s): main with unroll-rows.patch applied (B's and C's
# 32-column copies unrolled on the Left, as the Right's already are: in session 46 call 1 the
# symm warp kernel ran float Left at 0.741-0.753 of copy against Right's 0.778-0.782, with
# identical work; PTX: the Left's loops over C's columns are bounded at run time). One build:
# the Right side is the control. Tests of both warp kernels, then engine (v0) against warp (v1)
# at n = 32, Left and Right, two rounds; issue 10 re-timed if time is left.
# Prediction: Left within 2% of Right for float and double symm (0.77-0.78 / 0.76-0.77 of copy).
set -u
source scripts/lib/device_call.sh c4
el() { echo $(( $(date +%s) - S )); }
call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 45 $T --gtest_filter='Tiny/*.TrmmWarp*:Tiny/*.SymmWarp*:TrmmWarpRoute.*:SymmWarpRoute.*' --gtest_brief=1 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/ab
for r in 1 2; do
  for v in 0 1; do
    BATCHLAS_SYMM_WARP=$v BATCHLAS_TRMM_WARP=$v timeout 30 $B $R --op symm --dtype s,d,c --side L,R --uplo L --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-s$r.csv > /dev/null 2>&1
    BATCHLAS_SYMM_WARP=$v BATCHLAS_TRMM_WARP=$v timeout 30 $B $R --op trmm --dtype s,d,c,z --side L,R --uplo L --trans N --diag N --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-t$r.csv > /dev/null 2>&1
  done
  t "round $r"; pack
done
python3 docs/bench/2026-12-05-s46/ab.py $RES/ab tiny v0 v1 > $RES/ab.txt 2>&1; cat $RES/ab.txt >> $RES/log.txt; pack
if [ "$(el)" -lt 200 ]; then
  ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 70 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
  python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s46/call1/issues/issue10.csv > $RES/issues/targets.txt 2>&1
  t "issue 10: $(tail -1 $RES/issues/targets.txt)"
fi
t done; pack

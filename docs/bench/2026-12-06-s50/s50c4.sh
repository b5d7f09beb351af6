#!/usr/bin/env bash
# Session 50 call 4 (an H200; fresh machine, about 330 s): the new defaults and rank16_mma.
# 1. the by-default and order-16 tests (hemm now routed to symm16_mma; rank16_mma, syrk / herk
#    at n = 16, new), sanitizers on the light order-16 tests; 2. issue 10 counted, against
#    call 1; 3. A/B: hemm at n = 16 (symm16_mma 0/1), syrk / herk at n = 16 (rank16_mma against
#    the warp kernels), rank_mma for float and complex<float> at n = 32 on the H200 (its H100
#    win, 1.07-1.15x, did not show in call 1's count: float syrk 0.692 -> 0.662).
# Prediction (rank16): float syrk 0.55 -> 0.70-0.75 of copy (DRAM sectors of C's triangle cap
# it near 0.75), double and complex<float> 0.70 -> 0.85-0.90.
set -u
source scripts/lib/device_call.sh c4 s50
call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 90 $T --gtest_filter='TinyMma/*16*:TinyMma/*RouteByDefault*:Trmm*Route*' --gtest_brief=1 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
sanitize 'TinyMma/*16MmaSanitizerLight' 80; pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 80 bash scripts/bench-issues.sh > $RES/issues.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-06-s50/c1/issues/issue10.csv > $RES/issues/targets.txt 2>&1
t "issue 10: $(tail -1 $RES/issues/targets.txt)"; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
mkdir -p $RES/ab16 $RES/ab32
for v in 0 1; do
  BATCHLAS_SYMM_MMA=$v timeout 20 $B $R --op hemm --dtype c,z --side L,R --uplo L,U --n 16 --batch saturate --family tiny --csv $RES/ab16/v$v-h.csv > /dev/null 2>&1
  BATCHLAS_TINY_RANK_MMA=$v timeout 25 $B $R --op syrk,herk --dtype s,d,c,z --uplo L,U --trans N --n 16 --k 16 --batch saturate --family tiny --csv $RES/ab16/v$v-r.csv > /dev/null 2>&1
  BATCHLAS_TINY_RANK_MMA=$v timeout 25 $B $R --op syrk,syr2k --dtype s,c --uplo L,U --trans N --n 32 --k 32 --batch saturate --family tiny --csv $RES/ab32/v$v.csv > /dev/null 2>&1
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab16 tiny v0 v1 > $RES/ab.txt 2>&1
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab32 tiny v0 v1 >> $RES/ab.txt 2>&1; t "A/B done"; t done; pack

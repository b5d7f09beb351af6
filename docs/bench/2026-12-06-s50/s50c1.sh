#!/usr/bin/env bash
# Session 50 call 1 (an H200 wanted; under 600 s): session 49's calls 10 and 7 in one, without
# their sanitizer and tuning steps (call 2):
# 1. trmm16_mma's first GPU run: host gates and TinyMma/*Trmm16* (every flag, forced on);
# 2. its A/B at m = n = 16 (switch 0 against 1, four types, every side / triangle / op), 2 rounds;
# 3. issue 10 counted with session 49's defaults, against session 47's call 5;
# 4. the A/B of the n = 32 routes left off (trmm_mma s, d, c; symm_mma s), one round.
set -u
source scripts/lib/device_call.sh c1 s50
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 100 $T --gtest_filter='Trmm16MmaRoute.*:TinyMma/*Trmm16*' --gtest_brief=1 > $RES/tests.log 2>&1
t "trmm16 tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
mkdir -p $RES/ab16 $RES/ab32
for r in 1 2; do for v in 0 1; do
  BATCHLAS_TRMM_MMA=$v timeout 40 $B $R --op trmm --dtype s,d,c,z --side L,R --uplo L,U --trans N,T --n 16 --batch saturate --family tiny --csv $RES/ab16/v$v-t$r.csv > /dev/null 2>&1
done; done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab16 tiny v0 v1 > $RES/ab16.txt 2>&1; t "A/B n=16 done"; pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 110 bash scripts/bench-issues.sh > $RES/issues.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s47/call5/issues/issue10.csv > $RES/issues/targets.txt 2>&1
t "issue 10: $(tail -1 $RES/issues/targets.txt)"; pack
for v in 0 1; do
  BATCHLAS_TRMM_MMA=$v timeout 40 $B $R --op trmm --dtype s,d,c --side L,R --uplo L,U --trans N,T --n 32 --batch saturate --family tiny --csv $RES/ab32/v$v-t1.csv > /dev/null 2>&1
  BATCHLAS_SYMM_MMA=$v timeout 30 $B $R --op symm --dtype s --side L,R --uplo L --n 32 --batch saturate --family tiny --csv $RES/ab32/v$v-s1.csv > /dev/null 2>&1
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab32 tiny v0 v1 > $RES/ab32.txt 2>&1; t done; pack

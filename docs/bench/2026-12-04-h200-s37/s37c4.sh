#!/usr/bin/env bash
# Session 37, call 4 (about 300 s), branch wip/pref32: a measuring switch BATCHLAS_S37_PREF32
# flips PREF (C's tile loaded when a round starts) in the n = 32 warp kernels (float, double,
# complex<float>; float's two products have PREF by default, the others not). A/B in one binary,
# k = 32, three rounds; then the switched kernels' tests (memcheck of the light test, RankWarp*).
set -u
source scripts/lib/device_call.sh call4
call_build
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --batch saturate --family tiny"
mkdir -p $RES/n32
for r in 1 2 3; do
  for v in d P; do
    [ $v = P ] && export BATCHLAS_S37_PREF32=1
    timeout 40 $B $R --op syrk,syr2k --dtype s,d,c --n 32 --csv $RES/n32/v$v-r$r.csv > /dev/null 2>&1
    timeout 40 $B $R --op herk,her2k --dtype c --n 32 --csv $RES/n32/v$v-h$r.csv > /dev/null 2>&1
    unset BATCHLAS_S37_PREF32
  done
  t "n32 round $r"; pack
done
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/n32 vd vP > $RES/n32/ab.txt 2>&1
cat $RES/n32/ab.txt
export BATCHLAS_S37_PREF32=1
BATCHLAS_TEST_TARGET=gpu BATCHLAS_MAX_GRID=2 timeout 60 compute-sanitizer --tool memcheck --error-exitcode 9 \
  $T --gtest_filter='Tiny/*.RankWarpSanitizerLight' --gtest_brief=1 > $RES/memcheck.log 2>&1
t "memcheck (switched) rc $?: $(grep -E 'ERROR SUMMARY' $RES/memcheck.log | sort | uniq -c | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu timeout 120 $T --gtest_filter='Tiny/*.RankWarp*' --gtest_brief=1 > $RES/warp-tests.log 2>&1
t "warp tests (switched) rc $?: $(grep -E '^\[  PASSED|^\[  FAILED  \] [0-9]' $RES/warp-tests.log | tr '\n' ' ')"
t done; pack

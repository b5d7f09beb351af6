#!/usr/bin/env bash
# Session 48's prepared call 4 (after s48c1-c2 on the same warm machine, about 300 s; only worth
# it if s48c2's A/B leaves complex<float> syr2k / her2k under 0.75 of copy): rank_mma with
# float and complex<float> widened once per item into a double work area (wip-widen-once.patch)
# against main's widening on every fragment read, both forced on (BATCHLAS_TINY_RANK_MMA=1).
# 1. The patched build's rank_mma tests (TinyMma/*RankMma*) and memcheck / racecheck of its
#    light test.
# 2. A/B at n = 32, k = 32 (and k = 8): syrk / syr2k s, c; herk / her2k c; two rounds.
set -u
source scripts/lib/device_call.sh c4 s48
call_build
keep_variant 0
git apply docs/bench/2026-12-05-s48/wip-widen-once.patch || { t "patch does not apply"; pack; exit 1; }
cmake --build "$BD" -j 16 --target batchlas_tests batchlas-bench > "$RES/build1.log" 2>&1; t "patched build rc $?"
keep_variant 1
BATCHLAS_TEST_TARGET=gpu timeout 100 $T --gtest_filter='TinyMma/*RankMma*' --gtest_brief=1 > $RES/tests.log 2>&1
t "patched rank_mma tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
sanitize 'TinyMma/float.RankMmaSanitizerLight:TinyMma/cfloat.RankMmaSanitizerLight' 60; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
mkdir -p $RES/ab
export BATCHLAS_TINY_RANK_MMA=1
for r in 1 2; do
  for v in 0 1; do
    with_variant $v timeout 30 /tmp/b$v $R --op syrk,syr2k --dtype s,c --uplo L --n 32 --k 8,32 --batch saturate --family tiny --csv $RES/ab/v$v-r$r.csv > /dev/null 2>&1
    with_variant $v timeout 30 /tmp/b$v $R --op herk,her2k --dtype c --uplo L --n 32 --k 8,32 --batch saturate --family tiny --csv $RES/ab/v$v-h$r.csv > /dev/null 2>&1
  done
  t "round $r"; pack
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab tiny v0 v1 > $RES/ab.txt 2>&1; cat $RES/ab.txt >> $RES/log.txt
git apply -R docs/bench/2026-12-05-s48/wip-widen-once.patch
t done; pack

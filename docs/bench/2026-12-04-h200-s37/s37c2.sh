#!/usr/bin/env bash
# main-tiny/ (removed after the session; recreate before a rerun):
#   mkdir -p docs/bench/2026-12-04-h200-s37/main-tiny && for f in rank_warp.cu rank_warp.hh rank_items.cu tiny.cu; do
#     git show 83c3947:src/kernels/tiny/$f > docs/bench/2026-12-04-h200-s37/main-tiny/$f; done
# Session 37, call 2 (about 520 s): the landing tree of the n = 8 / 12 warp kernels (warp_rule;
# diagonal tiles read whole again). The whole GPU suite in 16 shards (RankWarp* now forces both
# routes at 8 and 12); memcheck / racecheck of the light test; n = 16 A/B of this tree (W) against
# main's tiny sources (M, main-tiny/), two rounds; issue 10's cells with cuBLAS on W.
set -u
source scripts/lib/device_call.sh call2
call_build
keep_variant W
timeout 300 bash scripts/lib/gpu_shards.sh $T /tmp/shards-all 16 > $RES/tests.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu BATCHLAS_MAX_GRID=2 timeout 120 compute-sanitizer --tool memcheck --error-exitcode 9 \
  $T --gtest_filter='Tiny/*.RankWarpSanitizerLight' --gtest_brief=1 > $RES/memcheck.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY' $RES/memcheck.log | sort | uniq -c | tr '\n' ' ')"
BATCHLAS_TEST_TARGET=gpu BATCHLAS_MAX_GRID=2 timeout 150 compute-sanitizer --tool racecheck --error-exitcode 9 \
  $T --gtest_filter='Tiny/*.RankWarpSanitizerLight' --gtest_brief=1 > $RES/racecheck.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|hazard' $RES/racecheck.log | sort | uniq -c | head -4 | tr '\n' ' ')"; pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 120 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
t "issue 10 rc $?"; pack
mkdir -p /tmp/tiny-W; cp src/kernels/tiny/* /tmp/tiny-W/
cp docs/bench/2026-12-04-h200-s37/main-tiny/* src/kernels/tiny/
cmake --build $BD -j 16 --target batchlas-bench > $RES/build-m.log 2>&1; t "build M rc $?"; keep_variant M
cp /tmp/tiny-W/* src/kernels/tiny/
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --batch saturate --family tiny"
mkdir -p $RES/n16
for r in 1 2; do
  for v in M W; do
    with_variant $v timeout 40 /tmp/b$v $R --op syrk,syr2k --dtype s,d,c,z --n 16 --csv $RES/n16/v$v-r$r.csv > /dev/null 2>&1
    with_variant $v timeout 40 /tmp/b$v $R --op herk,her2k --dtype c,z --n 16 --csv $RES/n16/v$v-h$r.csv > /dev/null 2>&1
  done
  t "n16 round $r"; pack
done
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/n16 vM vW > $RES/n16/ab.txt 2>&1
t done; pack

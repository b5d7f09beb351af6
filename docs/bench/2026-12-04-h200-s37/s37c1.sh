#!/usr/bin/env bash
# main-tiny/ (removed after the session; recreate before a rerun):
#   mkdir -p docs/bench/2026-12-04-h200-s37/main-tiny && for f in rank_warp.cu rank_warp.hh rank_items.cu tiny.cu; do
#     git show 83c3947:src/kernels/tiny/$f > docs/bench/2026-12-04-h200-s37/main-tiny/$f; done
# Session 37, call 1 (about 560 s): session 36's prepared branch wip/rank-warp-n (rebased on
# main 83c3947; its next-first-call.sh, with the TODO done). Variant W = the branch; variant M =
# main's four tiny sources (main-tiny/, copied from main) rebuilt into the same tree.
#  1. RankWarp* tests (forced on at n = 8, 12), the Tiny suites and rank-k routes-agree,
#     memcheck / racecheck of the light test.
#  2. n = 16 A/B, W against M (load_rows: diagonal tiles read only the triangle; pieces.cuh),
#     syrk / syr2k s,d,c,z and herk / her2k c,z, k = 16, two rounds.
#  3. n = 8, 12 on W: default (block-staged or rank_items) against BATCHLAS_TINY_RANK_WARP=1,
#     k = n and k = 32, two rounds.
set -u
source scripts/lib/device_call.sh call1
call_build
keep_variant W
BATCHLAS_TEST_TARGET=gpu timeout 200 $T --gtest_filter='Tiny/*.RankWarp*' --gtest_brief=1 > $RES/warp-tests.log 2>&1
t "warp tests rc $?: $(grep -cE '^\[  FAILED  \] Tiny' $RES/warp-tests.log) failed; $(grep -E '^\[  PASSED|^\[  FAILED  \] [0-9]' $RES/warp-tests.log | tr '\n' ' ')"; pack
GTEST_FILTER='Tiny*:TinyHerm*:RoutesAgree/*.RankKFamilies' \
  timeout 240 bash scripts/lib/gpu_shards.sh $T /tmp/shards-tiny 12 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu BATCHLAS_MAX_GRID=2 timeout 120 compute-sanitizer --tool memcheck --error-exitcode 9 \
  $T --gtest_filter='Tiny/*.RankWarpSanitizerLight' --gtest_brief=1 > $RES/memcheck.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY' $RES/memcheck.log | sort | uniq -c | tr '\n' ' ')"
BATCHLAS_TEST_TARGET=gpu BATCHLAS_MAX_GRID=2 timeout 150 compute-sanitizer --tool racecheck --error-exitcode 9 \
  $T --gtest_filter='Tiny/*.RankWarpSanitizerLight' --gtest_brief=1 > $RES/racecheck.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|hazard' $RES/racecheck.log | sort | uniq -c | head -4 | tr '\n' ' ')"; pack
# Variant M: main's tiny sources in this tree.
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
mkdir -p $RES/k32
for r in 1 2; do
  for v in d 1; do
    [ $v = 1 ] && export BATCHLAS_TINY_RANK_WARP=1
    with_variant W timeout 40 /tmp/bW $R --op syrk,syr2k --dtype s,d,c,z --n 8,12 --csv $RES/v$v-r$r.csv > /dev/null 2>&1
    with_variant W timeout 40 /tmp/bW $R --op herk,her2k --dtype c,z --n 8,12 --csv $RES/v$v-h$r.csv > /dev/null 2>&1
    with_variant W timeout 40 /tmp/bW $R --op syrk,syr2k --dtype s,d,c,z --n 8,12 --k 32 --csv $RES/k32/v$v-k$r.csv > /dev/null 2>&1
    unset BATCHLAS_TINY_RANK_WARP
  done
  t "n8/12 round $r"; pack
  python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES vd v1 > $RES/ab.txt 2>&1
  python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/k32 vd v1 > $RES/ab-k32.txt 2>&1
done
t done; pack

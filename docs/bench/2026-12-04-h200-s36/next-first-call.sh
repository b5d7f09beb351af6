#!/usr/bin/env bash
# Prepared in session 36 on branch wip/rank-warp-n (not yet run; about 330 s): the warp kernels
# at n = 8 and 12 (rank_warp.cu generalised over N; off by default at 8 and 12), and diagonal
# tiles that read only C's triangle (load_rows: DESIGN.md's "never read"; this changes n = 16's
# kernels too, so the A/B below must include n = 16 against main's library, see the TODO).
# Tests: RankWarp* (now also RankWarpRoundsAndRemainders: one block, several chunks per round,
# batches 98 and 2, stride_c past ld * n) and RankWarpRoute (host). Their tests (RankWarp*, forced on at n = 8, 12); the Tiny suites and
# rank-k routes-agree; memcheck / racecheck of the light test; A/B in one binary: the default
# (n = 8: rank_items where items_rule says so, else the block-staged kernels; n = 12: block-staged)
# against BATCHLAS_TINY_RANK_WARP=1, k = n and k = 32, two rounds. Decide the default from it
# (tiny.cu's rule value_or(c.n == 16)), then run issue 10 on the result.
set -u
source scripts/lib/device_call.sh next1
call_build
BATCHLAS_TEST_TARGET=gpu timeout 200 $T --gtest_filter='Tiny/*.RankWarp*' --gtest_brief=1 > $RES/warp-tests.log 2>&1
t "warp tests rc $?: $(grep -cE '^\[  FAILED  \] Tiny' $RES/warp-tests.log) failed; $(grep -E '^\[  PASSED|^\[  FAILED  \] [0-9]' $RES/warp-tests.log | tr '\n' ' ')"; pack
GTEST_FILTER='Tiny*:TinyHerm*:RoutesAgree/*.RankKFamilies' \
  timeout 240 bash scripts/lib/gpu_shards.sh $T /tmp/shards-tiny 12 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu BATCHLAS_MAX_GRID=2 timeout 150 compute-sanitizer --tool memcheck --error-exitcode 9 \
  $T --gtest_filter='Tiny/*.RankWarpSanitizerLight' --gtest_brief=1 > $RES/memcheck.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY' $RES/memcheck.log | sort | uniq -c | tr '\n' ' ')"
BATCHLAS_TEST_TARGET=gpu BATCHLAS_MAX_GRID=2 timeout 180 compute-sanitizer --tool racecheck --error-exitcode 9 \
  $T --gtest_filter='Tiny/*.RankWarpSanitizerLight' --gtest_brief=1 > $RES/racecheck.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|hazard' $RES/racecheck.log | sort | uniq -c | head -4 | tr '\n' ' ')"; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --batch saturate --family tiny"
mkdir -p $RES/k32
for r in 1 2; do
  for v in d 1; do
    [ $v = 1 ] && export BATCHLAS_TINY_RANK_WARP=1
    timeout 60 $B $R --op syrk,syr2k --dtype s,d,c,z --n 8,12 --csv $RES/v$v-r$r.csv > /dev/null 2>&1
    timeout 60 $B $R --op herk,her2k --dtype c,z --n 8,12 --csv $RES/v$v-h$r.csv > /dev/null 2>&1
    timeout 60 $B $R --op syrk,syr2k --dtype s,d,c,z --n 8,12 --k 32 --csv $RES/k32/v$v-k$r.csv > /dev/null 2>&1
    unset BATCHLAS_TINY_RANK_WARP
  done
  t "round $r"; pack
done
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES vd v1 > $RES/ab.txt 2>&1
# TODO before running: add an A/B at n = 16 (syrk, syr2k s,d,c,z; herk, her2k c,z; k = 16) of
# this branch's library against main's (keep_variant / with_variant, main's rank_warp.cu rebuilt),
# so load_rows' cost is measured before it lands.
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/k32 vd v1 > $RES/ab-k32.txt 2>&1
t done; pack

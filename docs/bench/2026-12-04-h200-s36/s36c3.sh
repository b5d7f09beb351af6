#!/usr/bin/env bash
# Session 36, call 3 (about 480 s), the landing tree (rank_warp.cu PTX-identical to call 2's
# measured kernels: PREF for float's two products only). The whole GPU suite in 16 shards;
# memcheck and racecheck of the warp kernels' light test; the warp kernels on / off
# (BATCHLAS_TINY_RANK_WARP) at n = 16, two rounds; issue 10's cells with cuBLAS; then session
# 35's prepared A/B (next-first-call.sh: main's tiny.cu against f09ac61's, four complex<double> /
# double cells that read 3-5% lower in session 35), run here with the warp kernels in both
# variants. Before the call: git show f09ac61:src/kernels/tiny/tiny.cu >
# docs/bench/2026-12-04-h200-s35/tiny-f09ac61.cu (untracked).
set -u
source scripts/lib/device_call.sh call3
call_build
keep_variant C
timeout 300 bash scripts/lib/gpu_shards.sh $T /tmp/shards-all 16 > $RES/tests.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu BATCHLAS_MAX_GRID=2 timeout 120 compute-sanitizer --tool memcheck --error-exitcode 9 \
  $T --gtest_filter='Tiny/*.RankWarpSanitizerLight' --gtest_brief=1 > $RES/memcheck.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY' $RES/memcheck.log | sort | uniq -c | tr '\n' ' ')"
BATCHLAS_TEST_TARGET=gpu BATCHLAS_MAX_GRID=2 timeout 150 compute-sanitizer --tool racecheck --error-exitcode 9 \
  $T --gtest_filter='Tiny/*.RankWarpSanitizerLight' --gtest_brief=1 > $RES/racecheck.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|hazard' $RES/racecheck.log | sort | uniq -c | head -4 | tr '\n' ' ')"; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --batch saturate --family tiny"
mkdir -p $RES/warp
for r in 1 2; do
  for v in 0 1; do
    export BATCHLAS_TINY_RANK_WARP=$v
    timeout 60 $B $R --op syrk,syr2k --dtype s,d,c,z --n 16 --csv $RES/warp/v$v-r$r.csv > /dev/null 2>&1
    timeout 60 $B $R --op herk,her2k --dtype c,z --n 16 --csv $RES/warp/v$v-h$r.csv > /dev/null 2>&1
    unset BATCHLAS_TINY_RANK_WARP
  done
  t "warp round $r"; pack
done
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/warp v0 v1 > $RES/warp/ab.txt 2>&1
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 120 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
t "issue 10 rc $?"; pack
# Session 35's prepared A/B (docs/bench/2026-12-04-h200-s35/next-first-call.sh), three rounds.
cp src/kernels/tiny/tiny.cu /tmp/tiny-C.cu
cp docs/bench/2026-12-04-h200-s35/tiny-f09ac61.cu src/kernels/tiny/tiny.cu
cmake --build $BD -j 16 --target batchlas-bench > $RES/build-a.log 2>&1; t "build A rc $?"; keep_variant A
cp /tmp/tiny-C.cu src/kernels/tiny/tiny.cu
mkdir -p $RES/s35
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress --no-reference --batch saturate --family tiny"
for r in 1 2 3; do
  for v in A C; do
    with_variant $v timeout 60 /tmp/b$v $R --op hemm,her2k,syr2k,herk,symm --dtype z --n 4,8 --csv $RES/s35/v$v-z$r.csv > /dev/null 2>&1
    with_variant $v timeout 60 /tmp/b$v $R --op syr2k,syrk,symm,trmm --dtype d --n 8 --csv $RES/s35/v$v-d$r.csv > /dev/null 2>&1
  done
  t "s35 round $r"; pack
done
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/s35 vA vC > $RES/s35/ab.txt 2>&1
t done; pack

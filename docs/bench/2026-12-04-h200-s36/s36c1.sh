#!/usr/bin/env bash
# Session 36, call 1 (about 500 s): the rank-k warp kernels at n = 16 (src/kernels/tiny/rank_warp.cu).
# Their tests, then the Tiny suites and routes-agree; A/B in one binary (BATCHLAS_TINY_RANK_WARP=0
# against the default, on) at n = 16, k = 16 and k = 32; memcheck and racecheck of the light
# test; ncu of float syrk n = 16 on both; issue 10's cells with cuBLAS.
set -u
source scripts/lib/device_call.sh call1
call_build
BATCHLAS_TEST_TARGET=gpu timeout 150 $T --gtest_filter='Tiny/*.RankWarp*' --gtest_brief=1 > $RES/warp-tests.log 2>&1
t "warp tests rc $?: $(grep -cE '^\[  FAILED  \] Tiny' $RES/warp-tests.log) failed; $(grep -E '^\[  PASSED|^\[  FAILED  \] [0-9]' $RES/warp-tests.log | tr '\n' ' ')"; pack
GTEST_FILTER='Tiny*:TinyHerm*:RoutesAgree/*.RankKFamilies' \
  timeout 240 bash scripts/lib/gpu_shards.sh $T /tmp/shards-tiny 12 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --batch saturate --family tiny"
for r in 1 2; do
  for v in 0 1; do
    export BATCHLAS_TINY_RANK_WARP=$v
    timeout 60 $B $R --op syrk,syr2k --dtype s,d,c,z --n 16 --csv $RES/v$v-r$r.csv > /dev/null 2>&1
    timeout 60 $B $R --op herk,her2k --dtype c,z --n 16 --csv $RES/v$v-h$r.csv > /dev/null 2>&1
    timeout 60 $B $R --op syrk,syr2k --dtype s,d,c,z --n 16 --k 32 --csv $RES/v$v-k$r.csv > /dev/null 2>&1
    unset BATCHLAS_TINY_RANK_WARP
  done
  t "round $r"; pack
done
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES v0 v1 > $RES/ab.txt 2>&1
for v in 0 1; do
  BATCHLAS_TEST_TARGET=gpu BATCHLAS_MAX_GRID=2 timeout 120 compute-sanitizer --tool memcheck --error-exitcode 9 \
    $T --gtest_filter='Tiny/*.RankWarpSanitizerLight' --gtest_brief=1 > $RES/memcheck.log 2>&1
  t "memcheck rc $?: $(grep -E 'ERROR SUMMARY' $RES/memcheck.log | sort | uniq -c | tr '\n' ' ')"
  BATCHLAS_TEST_TARGET=gpu BATCHLAS_MAX_GRID=2 timeout 150 compute-sanitizer --tool racecheck --error-exitcode 9 \
    $T --gtest_filter='Tiny/*.RankWarpSanitizerLight' --gtest_brief=1 > $RES/racecheck.log 2>&1
  t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|hazard' $RES/racecheck.log | sort | uniq -c | head -4 | tr '\n' ' ')"
  break
done
pack
NC="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family tiny"
MET="--metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,smsp__inst_executed.sum,dram__bytes.sum,gpu__time_duration.sum,smsp__inst_executed_op_shared_ld.sum,smsp__inst_executed_pipe_fma.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum,sm__warps_active.avg.pct_of_peak_sustained_active"
for v in 1 0; do
  BATCHLAS_TINY_RANK_WARP=$v timeout 60 ncu --kernel-name regex:'tiny|rank_' --launch-skip 2 --launch-count 1 --section SpeedOfLight --section Occupancy $MET \
    $B --op syrk --dtype s --n 16 $NC > $RES/ncu-syrk-s16-v$v.txt 2>&1
  t "ncu v$v rc $?: $(grep -E 'inst_executed.sum|time_duration|dram__bytes.sum|warps_active' $RES/ncu-syrk-s16-v$v.txt | awk '{print $1, $(NF)}' | tr '\n' ' ')"
done
pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 120 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
t "issue 10 rc $?"
t done; pack

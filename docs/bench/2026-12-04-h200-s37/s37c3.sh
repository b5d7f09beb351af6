#!/usr/bin/env bash
# Session 37, call 3 (about 450 s): rank_warp at n = 32 (nine warps per block on 8 items), on by
# default in this tree (warp_rule). memcheck / racecheck of the light test (n = 8, 12, 16, 32);
# n = 32 A/B in one binary, warp kernels off (BATCHLAS_TINY_RANK_WARP=0: the block-staged
# S = 32 kernels) against the default, k = 32, two rounds; ncu of float and complex<double> syrk
# n = 32 on the warp kernels; issue 10's cells with cuBLAS; the whole GPU suite.
set -u
source scripts/lib/device_call.sh call3
call_build
BATCHLAS_TEST_TARGET=gpu BATCHLAS_MAX_GRID=2 timeout 120 compute-sanitizer --tool memcheck --error-exitcode 9 \
  $T --gtest_filter='Tiny/*.RankWarpSanitizerLight' --gtest_brief=1 > $RES/memcheck.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY' $RES/memcheck.log | sort | uniq -c | tr '\n' ' ') $(grep -E '^\[  (PASSED|FAILED)' $RES/memcheck.log | tr '\n' ' ')"
BATCHLAS_TEST_TARGET=gpu BATCHLAS_MAX_GRID=2 timeout 150 compute-sanitizer --tool racecheck --error-exitcode 9 \
  $T --gtest_filter='Tiny/*.RankWarpSanitizerLight' --gtest_brief=1 > $RES/racecheck.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|hazard' $RES/racecheck.log | sort | uniq -c | head -4 | tr '\n' ' ')"; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --batch saturate --family tiny"
mkdir -p $RES/n32
for r in 1 2; do
  for v in 0 d; do
    [ $v = 0 ] && export BATCHLAS_TINY_RANK_WARP=0
    timeout 40 $B $R --op syrk,syr2k --dtype s,d,c,z --n 32 --csv $RES/n32/v$v-r$r.csv > /dev/null 2>&1
    timeout 40 $B $R --op herk,her2k --dtype c,z --n 32 --csv $RES/n32/v$v-h$r.csv > /dev/null 2>&1
    unset BATCHLAS_TINY_RANK_WARP
  done
  t "n32 round $r"; pack
done
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/n32 v0 vd > $RES/n32/ab.txt 2>&1
NC="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family tiny"
MET="--metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,smsp__inst_executed.sum,dram__bytes.sum,gpu__time_duration.sum,smsp__inst_executed_op_shared_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum,sm__warps_active.avg.pct_of_peak_sustained_active,launch__registers_per_thread,launch__occupancy_limit_registers"
for dt in s z; do
  timeout 60 ncu --kernel-name regex:'rank_warp' --launch-skip 2 --launch-count 1 --section SpeedOfLight --section Occupancy $MET \
    $B --op syrk --dtype $dt --n 32 $NC > $RES/ncu-syrk-${dt}32.txt 2>&1
  t "ncu $dt rc $?: $(grep -E 'inst_executed.sum|time_duration|dram__bytes.sum|warps_active' $RES/ncu-syrk-${dt}32.txt | awk '{print $1, $(NF)}' | tr '\n' ' ')"
done
pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 120 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
t "issue 10 rc $?"; pack
timeout 280 bash scripts/lib/gpu_shards.sh $T /tmp/shards-all 16 > $RES/tests.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"
t done; pack

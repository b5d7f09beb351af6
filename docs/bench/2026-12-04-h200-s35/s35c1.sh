#!/usr/bin/env bash
# Session 35, call 1 (main f09ac61), about 330 s: session 34's prepared first call (the widened
# WideTiles tests, memcheck, racecheck of float's Right 128 x 32 tile alone), then ncu of the
# tiny cells nearest their targets against gemm complex<float> n = 16 (same kernel instance as
# symm's: what does the symmetric fill cost?), and of trmm float Left N m = 128 (1.17x vs 1.2).
set -u
source scripts/lib/device_call.sh call1
call_build
GTEST_FILTER='SideNative*WideTiles*' timeout 120 bash scripts/lib/gpu_shards.sh $T /tmp/shards-wide 12 > $RES/tests-wide.log 2>&1
t "WideTiles rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-wide.log | head -8 | tr '\n' ' ')"; pack
export BATCHLAS_TEST_TARGET=gpu
timeout 120 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.SymmDirectWideTiles:SideNative/float.TrmmTriangularWideTiles' --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"; pack
timeout 150 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.SymmDirectWideTiles' --gtest_brief=1 > $RES/rc.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"; pack
unset BATCHLAS_TEST_TARGET
NC="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family tiny"
MET="--metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,smsp__inst_executed.sum,dram__bytes.sum,gpu__time_duration.sum,smsp__inst_executed_op_shared_ld.sum,smsp__inst_executed_op_shared_st.sum,smsp__inst_executed_pipe_fma.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum"
prof() { # NAME OP DTYPE N [extra]
  timeout 40 ncu --kernel-name regex:'tiny|rank_items' --launch-skip 2 --launch-count 1 --section SpeedOfLight --section WarpStateStats $MET \
    $B --op $2 --dtype $3 --n $4 $NC ${5:-} > $RES/ncu-$1.txt 2>&1; t "ncu $1 rc $?: $(grep -E 'inst_executed.sum|time_duration|stalled_barrier' $RES/ncu-$1.txt | awk '{print $1, $(NF)}' | tr '\n' ' ')"; }
prof gemm-c16 gemm c 16
prof symm-c16 symm c 16
prof hemm-c16 hemm c 16
prof symm-c16-b0 symm c 16 "--beta 0"
prof gemm-z16 gemm z 16
prof trmm-z16 trmm z 16
prof herk-z16 herk z 16
prof syrk-z16 syrk z 16
pack
timeout 60 ncu --kernel-name regex:'tiny' --launch-skip 2 --launch-count 1 --section SourceCounters $B --op symm --dtype c --n 16 $NC > $RES/ncu-src-symm-c16.txt 2>&1
t "ncu src symm c16 rc $?"
P="--m 128 --n 512 --batch 1024 --uplo L --trans N --diag N --family triangular --repeats 1 --warmup 0 --budget 0 --no-progress --no-floors --op trmm --dtype s --side L"
timeout 60 ncu --kernel-name regex:side_tiles --launch-count 1 --section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats $MET $B $P > $RES/ncu-trmm-sL128.txt 2>&1
t "ncu trmm sL128 rc $?"
t done; pack

#!/usr/bin/env bash
# Session 35, call 3 (wip/s35-fix + BATCHLAS_AB_NOFIX), about 200 s: call 2 found the cheaper
# fix_group worth nothing (0.99-1.01x). Is the fix phase (and its barrier) what separates symm
# complex<float> n = 16 from gemm? Timing with the phase skipped (wrong results), and ncu
# instruction counts of the candidate.
set -u
source scripts/lib/device_call.sh call3
call_build
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress --no-reference --batch saturate --family tiny"
for r in 1 2; do
  for v in 0 1; do
    if [ $v = 1 ]; then export BATCHLAS_AB_NOFIX=1; else unset BATCHLAS_AB_NOFIX; fi
    timeout 60 $B $R --op symm,trmm,gemm --dtype c,z,s --n 16 --csv $RES/v$v-a$r.csv > /dev/null 2>&1
    timeout 60 $B $R --op hemm --dtype c,z --n 16 --csv $RES/v$v-h$r.csv > /dev/null 2>&1
    timeout 60 $B $R --op symm,trmm --dtype s,d --n 8,32 --csv $RES/v$v-b$r.csv > /dev/null 2>&1
  done
  unset BATCHLAS_AB_NOFIX
  t "round $r"; pack
done
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES v0 v1 > $RES/ab.txt 2>&1
NC="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family tiny"
MET="--metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,smsp__inst_executed.sum,gpu__time_duration.sum,smsp__inst_executed_op_shared_ld.sum,smsp__inst_executed_op_shared_st.sum,smsp__cycles_active.avg,sm__warps_active.avg.per_cycle_active"
prof() { timeout 40 ncu --kernel-name regex:'tiny' --launch-skip 2 --launch-count 1 $MET $B --op $2 --dtype $3 --n $4 $NC > $RES/ncu-$1.txt 2>&1; t "ncu $1 rc $?: $(grep -E 'inst_executed.sum|time_duration' $RES/ncu-$1.txt | awk '{print $1, $(NF)}' | tr '\n' ' ')"; }
prof symm-c16 symm c 16
prof gemm-c16 gemm c 16
BATCHLAS_AB_NOFIX=1 prof symm-c16-nofix symm c 16
prof symm-s32 symm s 32
t done; pack

#!/usr/bin/env bash
# Session 34, call 1 (main 9c9ebf5): issue 10's 104 cells and issue 6's 18 with cuBLAS (not
# re-measured since sessions 16 and 27), then ncu stall reasons of the near-miss tiny cells
# (symm/hemm complex<float> n = 16, trmm float n = 8, syrk float n = 8). About 300 s.
set -u
source scripts/lib/device_call.sh call1
call_build
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 200 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
t "issue 10 rc $?"; pack
ONLY="6" BUILD_DIR=$BD OUT=$RES/issues timeout 150 bash scripts/bench-issues.sh > $RES/issues6.log 2>&1
t "issue 6 rc $?"; pack
NC="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family tiny"
prof() { # NAME OP DTYPE N
  timeout 40 ncu --kernel-name regex:'tiny|rank_items' --launch-skip 2 --launch-count 1 --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section MemoryWorkloadAnalysis \
    --metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,smsp__inst_executed.sum,dram__bytes.sum \
    $B --op $2 --dtype $3 --n $4 $NC > $RES/ncu-$1.txt 2>&1; t "ncu $1 rc $?"; }
prof symm-c16 symm c 16
prof hemm-c16 hemm c 16
prof trmm-s8 trmm s 8
prof syrk-s8 syrk s 8
prof trmm-s16 trmm s 16
prof symm-s32 symm s 32
t done; pack

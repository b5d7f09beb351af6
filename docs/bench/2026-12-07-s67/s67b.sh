#!/usr/bin/env bash
# Session 67 (any card; about 420 s after s67a.sh on the same warm machine with S67B_BUILD=s67a,
# about 560 s fresh): issues 7 and 6 counted on main (scripts/bench-issues.sh, each family beside
# cuBLAS in one run; scripts/issue_targets.py), issue 7 twice: with double's wide side tiles off
# (the default) and on (BATCHLAS_SIDE_WIDE=1, s67a.sh's switch). Last counted: issue 7 on
# session 57's main, issue 6 on session 63's.
set -u
source scripts/lib/device_call.sh s67b ${S67B_BUILD:-s67b}
[ -x "$BD/tools/bench/batchlas-bench" ] || bench_build
B=$BD/tools/bench/batchlas-bench
gpu_name
count_issue 7 "$RES/issue7-wide0"; pack
left "issue 7 wide" 200 && { BATCHLAS_SIDE_WIDE=1 count_issue 7 "$RES/issue7-wide1"; pack; }
left "issue 6" 200 && { count_issue 6 "$RES/issue6"; pack; }
t done; pack

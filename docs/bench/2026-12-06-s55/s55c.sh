#!/usr/bin/env bash
# Session 55 call C (any card; about 330 s after a fresh start): issues 6 and 7 timed and counted
# on main (last counted in session 40 on an H200; sessions 41-54 landed kernels since), the bench
# alone built.
set -u
source scripts/lib/device_call.sh s55c s55m
bench_build
gpu_name
ONLY="6 7" BUILD_DIR=$BD OUT=$RES/issues timeout 420 bash scripts/bench-issues.sh > $RES/issues67.log 2>&1
t "bench-issues 6 7 rc $?"
python3 scripts/issue_targets.py 6 $RES/issues/issue6.csv > $RES/targets6.txt 2>&1
python3 scripts/issue_targets.py 7 $RES/issues/issue7*.csv > $RES/targets7.txt 2>&1
t "issue 6: $(tail -1 $RES/targets6.txt)"
t "issue 7: $(tail -2 $RES/targets7.txt | tr '\n' ' ')"
t done; pack

#!/usr/bin/env bash
# Session 40, call 6: main after landing (the re-tuned rank-k tables route `auto` differently
# from call 3's tree): whole GPU suite, then bench-all.sh for the headline table (last run in
# session 23) and issue 10's cells.
set -u
source scripts/lib/device_call.sh s40c6
call_build
timeout 300 bash scripts/lib/gpu_shards.sh $T /tmp/shards-all 16 > $RES/gpu-suite.log 2>&1
t "whole GPU suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/gpu-suite.log | head -8 | tr '\n' ' ')"; pack
BUILD_DIR=$BD OUT=$RES/all timeout 240 bash scripts/bench-all.sh > $RES/bench-all.log 2>&1
t "bench-all rc $?: $(tail -1 $RES/bench-all.log)"
python3 scripts/perf_table.py $RES/all/level3.csv $RES/all/level2.csv > $RES/all/headline.md 2>&1; pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 100 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s39/call4/issues/issue10.csv > $RES/issues/targets.txt 2>&1
t "issue 10 rc $?: $(tail -1 $RES/issues/targets.txt)"
t done; pack

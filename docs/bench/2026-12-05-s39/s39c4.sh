#!/usr/bin/env bash
# Session 39, call 4: the landing tree (WarpTuning in rank_warp.cu from call 3's A/B; warp_rule takes
# complex<double> syrk at n = 32): whole GPU suite, memcheck and racecheck of the warp kernels,
# issue 10 against session 37's run.
set -u
source scripts/lib/device_call.sh call4
call_build
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 100 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-04-h200-s37/call3/issues/issue10.csv > $RES/issues/targets.txt 2>&1
t "issue 10 rc $?: $(tail -1 $RES/issues/targets.txt)"; pack
BATCHLAS_MAX_GRID=2 sanitize 'Tiny/*.RankWarpSanitizerLight' 100; pack
timeout 260 bash scripts/lib/gpu_shards.sh $T /tmp/shards-all 16 > $RES/tests.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
t done; pack

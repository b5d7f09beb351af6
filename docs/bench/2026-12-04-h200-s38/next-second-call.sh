#!/usr/bin/env bash
# Prepared in session 38 for the next session's second call (about 380 s, 480 with bench-all), after
# next-first-call.sh and after any warp_rule change it calls for: issue 10's cells, and the rank-k
# tables re-tuned at n = 8, 16, 32 (session 37's known gap: the tables rank gemm_fold ahead of tiny
# for syr2k d / c / z and her2k c / z at n = 32, k = 32) and merged: copy
# $RES/tuned/{syrk,syr2k,herk,her2k}.sm_90.* over tuned/ after reading the logs.
set -u
source scripts/lib/device_call.sh next2
CALL_TARGETS=batchlas-tune call_build
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 100 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-04-h200-s37/call3/issues/issue10.csv > $RES/issues/targets.txt 2>&1
t "issue 10 rc $?: $(tail -1 $RES/issues/targets.txt)"; pack
TN=$RES/tuned; cp -r tuned $TN
TUNE="--merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 30 --n 8,16,32"
for op in syrk syr2k herk her2k; do
  timeout 45 $BD/tools/tune/batchlas-tune --op $op $TUNE > $RES/tune-$op.log 2>&1
  t "tune $op rc $?: $(tail -1 $RES/tune-$op.log)"; pack
done
# The headline table of docs/PERFORMANCE.md dates from session 23: every op x precision at n = 8,
# 32, 128, 512 against cuBLAS (about 60 s in session 23), on this call's build.
BUILD_DIR=$BD OUT=$RES/all timeout 300 bash scripts/bench-all.sh > $RES/bench-all.log 2>&1
t "bench-all rc $?: $(tail -1 $RES/bench-all.log)"
python3 scripts/perf_table.py $RES/all/level3.csv $RES/all/level2.csv > $RES/all/headline.md 2>&1; pack
t done; pack

#!/usr/bin/env bash
# Session 46, call 3 (H200, about 220 s): main with trmm's warp route the default for
# complex<double> at m = n = 32 (but Right Lower N; call 2 on an H100: 1.05-1.48x the engine)
# and complex<float> symm / hemm on the two-chain warp kernel: the route tests, issue 10
# re-timed whole (against session 41's CSV), trmm re-tuned at n = 32 (copy
# $RES/tuned/trmm.sm_90.* over tuned/: complex<double> should now rank `tiny` first).
set -u
source scripts/lib/device_call.sh c3
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 60 $T --gtest_filter='Tiny/*.TrmmWarpRouteByDefault:Tiny/*.SymmWarpRouteByDefault:TrmmWarpRoute.*:SymmWarpRoute.*' --gtest_brief=1 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 130 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s41/call1/issues/issue10.csv > $RES/issues/targets.txt 2>&1
t "issue 10 rc $?: $(tail -1 $RES/issues/targets.txt)"; pack
TN=$RES/tuned; mkdir -p $TN; cp tuned/trmm.sm_90.* $TN/
timeout 60 $BD/tools/tune/batchlas-tune --op trmm --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 40 --n 32 > $RES/tune-trmm.log 2>&1
t "tune trmm rc $?: $(tail -1 $RES/tune-trmm.log)"
t done; pack

#!/usr/bin/env bash
# Prepared in session 44 for the next device call, on main (about 360 s; H200 only for the tune
# and the issue count: the tables and the issue counts are the H200's):
# 1. the trmm GPU tests: session 44's changes after its last call (trmm_warp_calls() route
#    counting, TrmmWarpRouteByDefault, the default limited to m = n = 32, the device gate)
#    compiled and passed CI but never ran on a GPU;
# 2. trmm re-tuned at n = 32 (the table picks `triangular` for double there, 0.66 of copy in
#    session 41, which the warp route now beats at 0.84);
# 3. issue 10 re-timed whole, against session 41's run (the count in PERFORMANCE.md is session
#    41's CSV with session 44's four trmm cells in place).
set -u
source scripts/lib/device_call.sh next44
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name --format=csv,noheader > $RES/gpu.txt 2>&1
BATCHLAS_TEST_TARGET=gpu timeout 150 $T --gtest_filter='*Trmm*:*trmm*' --gtest_brief=1 > $RES/tests.log 2>&1
t "trmm tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
TN=$RES/tuned; cp -r tuned $TN
TUNE="--merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 40 --n 32"
timeout 60 $BD/tools/tune/batchlas-tune --op trmm $TUNE > $RES/tune-trmm.log 2>&1
t "tune trmm rc $?: $(tail -1 $RES/tune-trmm.log)"; pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 120 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s41/call1/issues/issue10.csv > $RES/issues/targets.txt 2>&1
t "issue 10 rc $?: $(tail -1 $RES/issues/targets.txt)"
t done; pack
# Then: copy $RES/tuned/trmm.sm_90.* over tuned/ after reading the log (the rows at m = n = 32
# should rank `tiny` first for float, double and complex<float>).

#!/usr/bin/env bash
# Session 57 call E (any card; about 300 s after a fresh start): the landed form of call D's two
# changes (every float side tile in 2 stages at 128 registers, every complex<float> tile in 2 at
# 168; SimtWarpXL's loop unrolled 4 steps for trmm N): the side-kernel tests (trmm, symm, hemm,
# all types, sharded) on the tests' build alone, compute-sanitizer on the 4-step trmm N
# instances (WideTiles reaches the Left 32 x 128 and Right 128 x 32 / 64 x 64 tiles), then the
# bench built and issue 7 counted.
set -u
source scripts/lib/device_call.sh s57e s57t
configure ON
build_targets batchlas_tests
T=$BD/tests/batchlas_tests
gpu_name
GTEST_FILTER='*Side*:*Trmm*:*Symm*:*Hemm*:*trmm*:*symm*:*hemm*' timeout 150 bash scripts/lib/gpu_shards.sh $T $RES/shards 8 > $RES/suite.log 2>&1
t "side suite rc $?: $(grep -E '^\[  FAILED  \] .*\.|^gpu shards:' $RES/suite.log | head -12 | tr '\n' ' ')"
gzip -f $RES/suite.log; pack
sanitize 'SideNative/float.TrmmTriangularWideTiles:SideNative/float.TrmmTriangularAllFlagsSmall' 120; pack
build_targets batchlas-bench
B=$BD/tools/bench/batchlas-bench
count_issue 7 $RES/issues; pack
t done; pack

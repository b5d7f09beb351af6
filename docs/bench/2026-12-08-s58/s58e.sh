#!/usr/bin/env bash
# Session 58 call E (any card; for a call with under 250 s left): s58d.sh's first step alone on
# main: the side-kernel tests (trmm, symm, hemm, every type, sharded) on main as landed (since
# session 59: the 4-step SIMT unroll on every float and complex<float> side tile), the tests'
# build alone; then the bench and issue 7's count (whatever the call's limit
# leaves: each step packs its results).
set -u
source scripts/lib/device_call.sh s58e s58t
configure ON
build_targets batchlas_tests
T=$BD/tests/batchlas_tests
gpu_name
gpu_suite '*Side*:*Trmm*:*Symm*:*Hemm*:*trmm*:*symm*:*hemm*' 150; pack
build_targets batchlas-bench
B=$BD/tools/bench/batchlas-bench
count_issue 7 $RES/issues; pack
t done; pack

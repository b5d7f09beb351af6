#!/usr/bin/env bash
# Prepared in session 34 for the next session's first device call (not yet run), about 200 s:
# the WideTiles tests widened after session 34's last call (B, A and C alignment independent:
# float's 16-byte epilogue reads of C and out-of-place stores), memcheck of them, and a racecheck
# of float's Right 128 x 32 tile (session 34's call 6 cut it at 60 s with trmm and symm together).
set -u
source scripts/lib/device_call.sh next1
call_build
GTEST_FILTER='SideNative*WideTiles*' timeout 120 bash scripts/lib/gpu_shards.sh $T /tmp/shards-wide 12 > $RES/tests-wide.log 2>&1
t "WideTiles rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-wide.log | head -8 | tr '\n' ' ')"; pack
export BATCHLAS_TEST_TARGET=gpu
timeout 120 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.SymmDirectWideTiles:SideNative/float.TrmmTriangularWideTiles' --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"; pack
timeout 150 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.SymmDirectWideTiles' --gtest_brief=1 > $RES/rc.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"
t done; pack

#!/usr/bin/env bash
# Session 33, call 6 (the landing tree: float's Left 32 x 128 and Right 64 x 64 tiles in 2 stages
# at 4 blocks per SM, PTX-identical to call 5's BATCHLAS_AB_F4=1 instances), about 250 s:
# memcheck and racecheck of float side tests that reach those tiles, then the side and
# routes-agree tests of every type.
set -u
source scripts/lib/device_call.sh s33c6
call_build
BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.SymmDirectAllFlagsRaggedMatchGemm:SideNative/float.TrmmTriangularAllFlagsSmall' --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.SymmDirectAllFlagsRaggedMatchGemm' --gtest_brief=1 > $RES/rc.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"; pack
GTEST_FILTER='SideNative*:RoutesAgree*' timeout 60 bash scripts/lib/gpu_shards.sh $T /tmp/shards-side 16 > $RES/tests-side.log 2>&1
t "side tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-side.log | head -8 | tr '\n' ' ')"
t done; pack

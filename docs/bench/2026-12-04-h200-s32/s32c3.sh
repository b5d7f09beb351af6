#!/usr/bin/env bash
# Session 32, call 3 (branch s32-land, the landing tree: stage_cross_walk where kWalkCross says;
# its 60 side_tiles kernels PTX-identical to call 2's measured ones, ptx/landed-vs-measured.txt).
# About 450 s:
#  1. the whole GPU suite; memcheck and racecheck of side tests;
#  2. mutation: stage_cross_walk's diagonal edge off by one (rows walk, lower panel: the
#     diagonal element counted "out"), side_tiles.cu rebuilt, the side suites run: they must fail.
set -u
source scripts/lib/device_call.sh s32c3
call_build
timeout 240 bash scripts/lib/gpu_shards.sh $T /tmp/shards-all 16 > $RES/tests-all.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-all.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.*:SideNative/double.*:SideNative*/cfloat.*Small' --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu timeout 80 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.TrmmTriangularAllFlagsSmall:SideNative/double.SymmDirectAllFlagsSmall:SideNative/double.TrmmTriangularAllFlagsSmall:SideNativeHerm/cfloat.HemmDirectAllFlagsSmall' --gtest_brief=1 > $RES/rc.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"; pack
F=src/kernels/level3/side_tiles.cu
cp $F /tmp/side_tiles.orig
sed -i 's/below(kRows ? (panel_lower ? i + d0 + 1 : i + d0)/below(kRows ? (panel_lower ? i + d0 : i + d0)/' $F
t "mutant lines changed: $(diff /tmp/side_tiles.orig $F | grep -c '^>')"
cmake --build $BD -j 16 --target batchlas_tests > $RES/build-mut.log 2>&1
t "mutant build rc $?"
GTEST_FILTER='SideNative*' timeout 90 bash scripts/lib/gpu_shards.sh $T /tmp/shards-mut 16 > $RES/tests-mut.log 2>&1
t "mutant side tests rc $?: $(grep -E '^gpu shards' $RES/tests-mut.log) $(grep -E 'FAILED  \] .*\.' $RES/tests-mut.log | sort -u | head -40 | tr '\n' ' ')"
cp /tmp/side_tiles.orig $F
t done; pack

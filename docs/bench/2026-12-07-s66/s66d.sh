#!/usr/bin/env bash
# Session 66 (any card; about 200 s fresh): the float side suites under the landed launch bound
# (kSideMinBlocks: float's FP64 Right 128 x 32 tile and Left 32 x 128 tile reading C at 4
# blocks an SM, s65b's measurement), and memcheck on a subset. The test binary alone is built.
set -u
source scripts/lib/device_call.sh s66d ${S66D_BUILD:-s66d}
configure ON
build_targets batchlas_tests
T=$BD/tests/batchlas_tests
gpu_name
gpu_tests 'SideNative/float.*:RoutesAgree/float.SymmHemmFamilies:RoutesAgree/float.TrmmFamilies' 120 tests-float-side.log; pack
left memcheck 40 && { BATCHLAS_TEST_TARGET=gpu timeout 40 compute-sanitizer --tool memcheck --error-exitcode 9 "$T" --gtest_filter='SideNative/float.SymmDirectWideTiles:SideNative/float.TrmmTriangularWideTiles' --gtest_brief=1 > "$RES/memcheck.log" 2>&1; t "memcheck rc $?: $(grep -E 'ERROR SUMMARY' "$RES/memcheck.log" | sort | uniq -c | tr '\n' ' ')"; }
t done; pack

#!/usr/bin/env bash
# Session 30, call 4: the landing tree (the pieces for complex types, C read before the products
# for complex symm/hemm; PTX-identical to call 3's variant 3 / 1), about 210 s: side, routes-agree
# and large-batch suites; memcheck and racecheck on the complex narrow tests.
set -u
source scripts/lib/device_call.sh s30c4
call_build
GTEST_FILTER='SideNative*:RoutesAgree*:LargeBatch*' timeout 70 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c4 16 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/cfloat.NarrowLeft*:SideNative/cdouble.NarrowLeft*' --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/cfloat.NarrowLeft*' --gtest_brief=1 > $RES/rc.log 2>&1
t "racecheck cfloat rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu timeout 40 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/cdouble.NarrowLeft*' --gtest_brief=1 > $RES/rc-z.log 2>&1
t "racecheck cdouble rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc-z.log | tr '\n' ' ')"
t done; pack

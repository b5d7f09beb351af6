#!/usr/bin/env bash
# Session 49 call 8 (any card; about 330 s): the host-memory check (check::reachable on every
# operation) under the whole GPU suite, since it runs on every CUDA call:
# 1. HostMemoryOnCudaQueue.* and the by-default route tests, then memcheck of the former;
# 2. the whole GPU suite in 8 shards.
set -u
source scripts/lib/device_call.sh c8 s49
call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 60 $T --gtest_filter='HostMemoryOnCudaQueue.*:TinyMma/*RouteByDefault' > $RES/tests.log 2>&1
t "host-memory and by-default tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]|SKIPPED \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 9 $T --gtest_filter='HostMemoryOnCudaQueue.*' --gtest_brief=1 > $RES/memcheck.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY' $RES/memcheck.log | sort | uniq -c | tr '\n' ' ')"; pack
timeout 280 bash scripts/lib/gpu_shards.sh $T $RES/shards 8 > $RES/suite.log 2>&1
t "gpu suite rc $?: $(grep -E '^\[  FAILED  \] .*\.|^gpu shards:' $RES/suite.log | head -12 | tr '\n' ' ')"
t done; pack

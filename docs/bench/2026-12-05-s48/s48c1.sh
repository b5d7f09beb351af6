#!/usr/bin/env bash
# Session 48's prepared call 1 (written without a device; about 450 s after the start; H100 fine):
# the first GPU run of everything the FP64 tensor-core kernels gained in sessions 47-48, all off by
# default except where measured (double / complex<double> rank_mma and symm_mma):
#   gemm_mma (every type), trmm_mma (new, every type), float and complex<float> on rank_mma,
#   symm_mma and gemm_mma (widened to double as the fragments are read), square_mma's skipped
#   steps (trmm's zero blocks).
# 1. TinyMma/* (every type; the routes forced or by default) and the host gates.
# 2. memcheck and racecheck of the four light tests.
# Then s48c2.sh (the A/B) on the same warm machine, whose build it reuses.
set -u
source scripts/lib/device_call.sh c1 s48
call_build
nvidia-smi --query-gpu=name --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 60 $T --gtest_filter='GemmMmaRoute.*:SymmMmaRoute.*:RankMmaRoute.*:TrmmMmaRoute.*:TinyMma/*SanitizerLight' --gtest_brief=1 > $RES/tests-light.log 2>&1
t "light tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests-light.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu timeout 200 $T --gtest_filter='TinyMma/*' --gtest_brief=1 > $RES/tests.log 2>&1
t "TinyMma rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -12 | tr '\n' ' ')"; pack
sanitize 'TinyMma/*SanitizerLight' 100
t done; pack

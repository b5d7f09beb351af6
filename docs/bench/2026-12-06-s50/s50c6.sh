#!/usr/bin/env bash
# Session 50 call 6 (an H200, fresh machine; about 250 s): the defaults after call 4's A/B
# (rank_mma off for float, rank16_mma off for complex<float>) tested and issue 10 counted
# against call 4; then ncu of complex<float> at n = 32: syr2k on rank_mma (it timed the same as
# the warp kernels in call 4: does it run at all?) and hemm on symm_mma. ComputeWorkloadAnalysis
# says how busy the FP64 tensor pipe is (complex<float> does four real m16n8k4 a complex step:
# Gauss's three would save a quarter).
set -u
source scripts/lib/device_call.sh c6 ${S50C6_BUILD:-s50}  # S50C6_BUILD=s51: reuse session 51 call 1's build
call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 150 $T --gtest_filter='TinyMma/*:Tiny/*Symm*:Tiny/*Hemm*:Tiny/*Rank*' --gtest_brief=1 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 80 bash scripts/bench-issues.sh > $RES/issues.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-06-s50/c4/issues/issue10.csv > $RES/issues/targets.txt 2>&1
t "issue 10: $(tail -1 $RES/issues/targets.txt)"; pack
ncu_tiny syr2k-c-mma rank_mma --op syr2k --dtype c --uplo L --trans N --n 32 --k 32; pack
ncu_tiny hemm-c-mma square_mma --op hemm --dtype c --side L --uplo L --n 32; pack
t done; pack

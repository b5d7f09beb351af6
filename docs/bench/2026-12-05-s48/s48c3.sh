#!/usr/bin/env bash
# Session 48's prepared call 3 (an H200: pass needs_h200; about 250 s after a build): issue 10
# counted with every FP64 tensor-core route forced on (BATCHLAS_TINY_RANK_MMA, SYMM_MMA, GEMM_MMA,
# TRMM_MMA at 1: float and complex<float> widened, gemm_mma and trmm_mma) against session 47's
# call 5, which had rank_mma and symm_mma for double / complex<double> only. Run it once
# s48c1.sh's tests pass; its counts are what turning every route on by default would give (the
# cells at n = 32; n < 32 does not reach these kernels). Then the same with the switches unset,
# in the same call, as the baseline of this card and build.
set -u
source scripts/lib/device_call.sh c3 s48
call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TINY_RANK_MMA=1 BATCHLAS_SYMM_MMA=1 BATCHLAS_GEMM_MMA=1 BATCHLAS_TRMM_MMA=1 \
  ONLY="10" BUILD_DIR=$BD OUT=$RES/on timeout 110 bash scripts/bench-issues.sh > $RES/on.log 2>&1
python3 scripts/issue10_targets.py $RES/on/issue10.csv docs/bench/2026-12-05-s47/call5/issues/issue10.csv > $RES/on/targets.txt 2>&1
t "issue 10, every mma route on: $(tail -1 $RES/on/targets.txt)"; pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/unset timeout 110 bash scripts/bench-issues.sh > $RES/unset.log 2>&1
python3 scripts/issue10_targets.py $RES/unset/issue10.csv $RES/on/issue10.csv > $RES/unset/targets.txt 2>&1
t "issue 10, switches unset (against on): $(tail -1 $RES/unset/targets.txt)"
t done; pack

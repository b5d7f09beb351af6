#!/usr/bin/env bash
# Session 49 call 5 (an H200: needs_h200; about 520 s): the new defaults of the FP64 tensor-core
# routes (kRankMmaByDefault etc. in src/kernels/tiny/tiny.hh, from calls 1-2's H100 A/B, s48c1.sh and s48c2.sh: rank_mma
# and gemm_mma every type, symm_mma all but float, trmm_mma complex<double> only).
# 1. Build (with batchlas-tune, for call 6 on the same warm machine).
# 2. The whole GPU suite in 8 shards: with gemm_mma and the float types on by default, every
#    tiny test at n = 32 now runs them unforced.
# 3. Issue 10 counted with the switches unset (the new defaults) against session 47's call 5.
set -u
source scripts/lib/device_call.sh c5 s49
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
timeout 280 bash scripts/lib/gpu_shards.sh $T $RES/shards 8 > $RES/tests.log 2>&1
t "gpu suite rc $?: $(grep -E '^\[  FAILED  \] .*\.|^gpu shards:' $RES/tests.log | head -12 | tr '\n' ' ')"; pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 110 bash scripts/bench-issues.sh > $RES/issues.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s47/call5/issues/issue10.csv > $RES/issues/targets.txt 2>&1
t "issue 10, new defaults: $(tail -1 $RES/issues/targets.txt)"
t done; pack

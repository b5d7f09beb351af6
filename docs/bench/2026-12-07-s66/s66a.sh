#!/usr/bin/env bash
# Session 66's first device call (any card, about 360 s fresh): the FP64 tensor cores' peak per
# mma.sync shape (dmma_peak.cu beside this script, about 20 s with its build; SASS opcodes
# beside it), then with the time left s66b.sh (double's side tiles on m16n8k16) when the probe
# finds m16n8k16 at least 3% faster than m16n8k8, else s65a.sh (the rank-k rows at k = 512 /
# 1024 re-tuned, `auto` checks, the float FP64 gram suite after session 66's reduction-stride
# change, ncu of symm d direct and cuBLAS DGEMM).
set -u
mkdir -p $OUT/probe
nvcc -O3 -std=c++17 -gencode arch=compute_90,code=sm_90 docs/bench/2026-12-07-s66/dmma_peak.cu -o /tmp/dmma_peak > $OUT/probe/build.log 2>&1
cuobjdump -sass /tmp/dmma_peak 2>/dev/null | grep -o 'DMMA[.0-9A-Z]*' | sort | uniq -c > $OUT/probe/sass.txt
nvidia-smi --query-gpu=name,clocks.max.sm,clocks.sm --format=csv,noheader > $OUT/probe/gpu.txt 2>&1
timeout 60 /tmp/dmma_peak > $OUT/probe/dmma_peak.txt 2>&1; echo "rc $?" >> $OUT/probe/dmma_peak.txt
cat $OUT/probe/sass.txt $OUT/probe/dmma_peak.txt
# The best rate of each shape over the probe's configurations; m16n8k16 at least 3% above
# m16n8k8 sends the rest of the call to s66b.sh (double's side tiles on m16n8k16), else s65a.sh.
k8=$(awk '/^m16n8k8 /{for (i = 2; i <= NF; i++) if ($i == "TFLOP/s") v = $(i - 1); if (v > m) m = v} END {print m+0}' $OUT/probe/dmma_peak.txt)
k16=$(awk '/^m16n8k16 /{for (i = 2; i <= NF; i++) if ($i == "TFLOP/s") v = $(i - 1); if (v > m) m = v} END {print m+0}' $OUT/probe/dmma_peak.txt)
echo "peak m16n8k8 $k8, m16n8k16 $k16 TFLOP/s" | tee -a $OUT/probe/dmma_peak.txt
if awk -v a="$k8" -v b="$k16" 'BEGIN {exit !(b > 1.03 * a)}'; then
  LIMIT=${LIMIT:-530} S66B_BUILD=s65a bash docs/bench/2026-12-07-s66/s66b.sh
else
  LIMIT=${LIMIT:-530} bash docs/bench/2026-12-07-s64/s65a.sh
fi

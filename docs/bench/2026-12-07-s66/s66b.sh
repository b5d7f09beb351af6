#!/usr/bin/env bash
# Session 66 (any card; about 330 s after s66a.sh on the same warm machine with S66B_BUILD=s65a,
# about 450 s fresh): double's side tiles on mma.sync m16n8k16 (dmma-k16.patch beside this
# script: MmaWarp<double, kConj, 16>, four reduction indices a lane per instruction, B's
# fragments loaded per column block) against the landed m16n8k8, at issue 7's double cells.
# Why: run it only if s66a's probe (dmma_peak.txt) shows m16n8k16 with a higher peak than
# m16n8k8; every double tile kernel sits near 40 TFLOP/s at order 1024 against cuBLAS's 56.6.
# ptxas -v (sm_90, CUDA 13.0): 168 registers in every double side instance either way; spill
# stores / loads k8 -> k16: Left 64 x 64 (BK 32) 0/0 -> 32/52 bytes (its trmm l-major 4/4 ->
# 44/88), Right 64 x 64 4-12 -> 4-20, the 32- and 64-wide edge tiles 0-56 -> 0-96.
# The suite run also covers RankkNative/float.* (session 66's gram reduction stride, in both
# variants). Variant A = main (kept); variant B = main with the patch. Prediction: 1.0-1.1x if the shape's
# issue count matters, 0.95-1.0 if the extra live fragments' spill costs more.
set -u
source scripts/lib/device_call.sh s66b ${S66B_BUILD:-s66b}
call_build
gpu_name
R="--repeats 5 --warmup 2 --budget 0.3 --no-progress --uplo L --diag N --side L,R --dtype d"
patch_ab docs/bench/2026-12-07-s66/dmma-k16.patch "A/B double side m16n8k16" \
  'SideNative/double.*:RoutesAgree/double.SymmHemmFamilies:RoutesAgree/double.TrmmFamilies:RankkNative/float.*' \
  'SideNative/double.SymmDirectAllFlagsSmall:SideNative/double.TrmmTriangularAllFlagsSmall' "$R" \
  "--m 128 --n 512 --batch 1024" "--m 1024 --n 1024 --batch 32" "--m 256 --n 256 --batch 512" "--m 32 --n 256 --batch 2048"
t done; pack

#!/usr/bin/env bash
# Prepared in session 64 (any card; about 330 s after s65a.sh / s65b.sh on the same warm machine
# with S65C_BUILD=s65a, about 450 s fresh): double's wide side tiles as 128 x 128 blocks
# (wide-double.patch beside this script: side_tiles.cu kDepth 4, 8 warps of 32 x 64 warp tiles on WideDoubleWarp, one block an SM at
# 246-255 registers, 0-16 bytes of spill, 3 stages of BK 16, 123 KB) against the landed 64 x 64
# tiles (4 warps of 32 x 32, 3 blocks at 168 registers), at issue 7's double cells.
# Why: every double tile kernel runs near 40 TFLOP/s at m = n = 1024 (symm d direct 39.8, trmm d
# 39.9 effective, syrk d triangular 39.6), float's identical FP64 tiles on half the bytes 47.7,
# cuBLAS's DGEMM 56.6: a 64 x 64 block reads 8 flops a byte of panels from L2 (about 5 TB/s at
# 40 TFLOP/s), a 128 x 128 block 16. Session 64's 64 x 128 form (11 flops a byte, 8 warps an
# SM, s64d) ran 0.84-1.05x. s65a's ncu says whether L2 is busy; read it first.
# Variant A = main (kept); variant B = main with wide-double.patch applied, which also adds
# {150, 140} to the side tests' kWide shapes (the only one there with m, n >= 128 on the Left).
# The patch is against main at session 64's end (ptxas there: the numbers above); if it no
# longer applies, the call stops before building.
# Prediction: 1.1-1.3x at m = 1024 if L2 bounds the 64 x 64 tiles, 0.9-1.0x if latency does
# (8 warps an SM against 12); m = 128 (Left: 4 blocks an item) worse.
set -u
source scripts/lib/device_call.sh s65c ${S65C_BUILD:-s65c}
call_build
gpu_name
R="--repeats 5 --warmup 2 --budget 0.3 --no-progress --uplo L --diag N --side L,R --dtype d"
patch_ab docs/bench/2026-12-07-s64/wide-double.patch "A/B wide 128 x 128 double" 'SideNative/double.*' \
  'SideNative/double.*WideTiles' "$R" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"
t done; pack

#!/usr/bin/env bash
# Session 66 (any card; about 330 s after s66a.sh on the same warm machine with S66C_BUILD=s65a,
# about 450 s fresh): is L2 what holds double's side tiles near 40 TFLOP/s? double-128x96.patch
# (beside this script) gives double's Left side (m, n >= 256) 128 x 96 blocks of twelve 32 x 32
# warps, one block an SM: the same warp engine (m16n8k8) and the same 12 warps an SM as the
# landed 64 x 64 blocks (4 warps, 3 blocks an SM), but 13.7 flops per panel byte read from L2
# against 8 (2 stages of BK 32, 120-129 KB). Session 64's 64 x 128 form changed two things at
# once (8 warps of 32 x 64); s65c.sh's 128 x 128 form too. ptxas -v (sm_90): 168 registers;
# spill stores / loads 40 / 280 bytes (symm, reading C), 56 / 256 (trmm N, beta 0), 0 (trmm's
# l-major A panel); every other instance unchanged. The patch also adds {260, 300} (three A
# tiles, the last partial; four panels, the last 12 wide) to the side tests' kWide shapes.
# Variant A = main (kept); variant B = main with the patch. Prediction: 1.2-1.4x at m = 1024 if
# L2 bandwidth bounds the 64 x 64 blocks; 0.9-1.0x if latency does (one block an SM: every
# barrier idles the SM's warps; the spill).
set -u
source scripts/lib/device_call.sh s66c ${S66C_BUILD:-s66c}
call_build
gpu_name
keep_variant A
git apply docs/bench/2026-12-07-s66/double-128x96.patch || { t "double-128x96.patch does not apply"; pack; exit 1; }
git diff > $RES/variantB.diff
build_targets batchlas_tests batchlas-bench
gpu_tests 'SideNative/double.*' 150 tests-128x96.log; pack
left sanitize 150 && { sanitize 'SideNative/double.*WideTiles' 70; pack; }
R="--repeats 5 --warmup 2 --budget 0.3 --no-progress --uplo L --diag N --side L --dtype d"
ab_side_shapes "A/B double Left 128 x 96" "$R" "--m 1024 --n 1024 --batch 32" "--m 256 --n 256 --batch 512" "--m 512 --n 512 --batch 128"
git apply -R docs/bench/2026-12-07-s66/double-128x96.patch
t done; pack

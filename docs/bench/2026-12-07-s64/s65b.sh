#!/usr/bin/env bash
# Prepared in session 64 for a later device call (any card; about 420 s after a fresh start, or
# about 300 s after s65a.sh on the same warm machine with S65B_BUILD=s65a): float's side tiles
# on the FP64 engine at 4 blocks of 128 threads an SM (ptxas -v, session 64: 128 registers,
# 0-84 bytes of spill) against the landed 3 (151-168 registers, 0-16 bytes), as complex<float>'s gained
# 1.04-1.11x going from 2 to 3 (session 64, s64b). The Right 32 x 64 tile (64-thread blocks,
# twice the count) stays as it is. symm s is issue 7's float group still short: Left m = 128
# 1.02 against 1.035, m = 1024 0.98-0.99 against 1.0. Variant A = main's library (kept),
# variant B = kPer128 4 for kF64 float but the 32 x 64 tile. symm s and trmm s at issue 7's four
# shapes, two interleaved rounds. Prediction: 12 -> 16 warps an SM, at the cost of spill traffic
# in the loop: 0.95-1.08x. Last, if time is left: ncu of hemm c `direct` Left m = 1024 (0.96 x
# cuBLAS at 3 blocks, s64e) with the pipe sections, to see what holds complex<float>'s FP64
# engine below cuBLAS's CGEMM (both peaks are 64 flops a clock a scheduler).
set -u
source scripts/lib/device_call.sh s65b ${S65B_BUILD:-s65b}
bench_build
gpu_name
keep_variant A
sed -i 's/  static constexpr int kPer128 = kF64 ? (is_cplx<D> ? (BM == 32 \&\& BN == 64 ? 2 : 3) : kRealBlocks)/  static constexpr int kPer128 = kF64 ? (is_cplx<D> ? (BM == 32 \&\& BN == 64 ? 2 : 3) : (BM == 32 \&\& BN == 64 ? kRealBlocks : 4))/' src/kernels/level3/side_tiles.cu
git diff > $RES/variantB.diff
grep -q "BN == 64 ? kRealBlocks : 4" src/kernels/level3/side_tiles.cu || { t "variant B's sed did not apply"; pack; exit 1; }
build_targets batchlas-bench
R="--repeats 5 --warmup 2 --budget 0.3 --no-progress --uplo L --diag N --side L,R --dtype s"
ab_side_shapes "A/B float side 3 -> 4 blocks" "$R" "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"
git checkout src/kernels/level3/side_tiles.cu
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables --section InstructionStats --section LaunchStats"
left ncu-hemm 60 && { timeout 60 ncu --kernel-name regex:side_tiles --launch-skip 2 --launch-count 1 $SEC $B --op hemm --dtype c --side L --uplo L \
  --m 1024 --n 1024 --batch 32 --family direct --repeats 3 --warmup 1 --no-floors --no-progress --no-reference > $RES/ncu-hemm-c-L1024-direct.txt 2>&1; t "ncu hemm rc $?"; pack; }
t done; pack

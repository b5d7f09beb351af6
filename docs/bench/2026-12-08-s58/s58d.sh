#!/usr/bin/env bash
# Session 58 call D (any card; about 500 s after a fresh start; LIMIT=SECONDS skips the steps
# that would end past it, for a shorter budget). It folds session 57's s57e.sh and session 58's s58b.sh /
# s58c.sh (never run: session 58 got no device) into one build. wip-wide.patch with
# BATCHLAS_AB_WIDE unset launches main's kernels exactly (the patch adds a defaulted template
# parameter and a new engine), so:
# 1. main as landed in session 57 (every float side tile in 2 stages at 128 registers, every
#    complex<float> tile in 2 at 168, SimtWarpXL's loop unrolled 4 steps for trmm N), never yet
#    run as landed: the side tests sharded, issue 7 counted, compute-sanitizer on the 4-step
#    trmm N instances; on an H200 issues 10 and 6 too when the call has time.
# 2. float's wide warp tile (SimtWarpXW, warp_tiles.cuh in the patch: 32 x 64 per warp, 8 x 8
#    accumulators per thread) on the kSideXL tiles at least 64 wide (Left 32 x 128 for trmm N,
#    Right 64 x 64 for trmm and symm at 32 < m < 128), 64-thread blocks. Of issue 7's cells it
#    reaches trmm s Left N only (the Right takes the 128 x 32 tile from m = 128; Left symm and
#    Left trmm T are not l-major). BATCHLAS_AB_WIDE=2 / 4 / 8: its loop
#    unrolled that many 4-index steps (8: whole), BK = 32, 2 stages at 168 registers (12 warps per SM on
#    the Right; the Left's 46 KB of stages allow 4 blocks, 8 warps, against main's 16); =h: BK =
#    16, whole unroll (25 / 19 KB a block: 6 blocks either side). Per 4 reduction indices a lane
#    issues 16 shared loads for 256 FFMA against SimtWarpXL's 12 for 128. ptxas (sm_90): no
#    spill on the Right, 16-20 bytes on the Left (at 128 registers it spilled 16-172).
#    Prediction (the instruction mix only; session 35 read trmm s Left m = 128 issue-bound):
#    1.00-1.08x on trmm s Left N at m >= 128 where the warps per SM hold, less at m = 1024
#    (blocked: the tile kernel only on the diagonal blocks); at BK = 32 the Left may lose (8
#    warps); the Right 64 x 64 (m = 64 / 96) trmm and symm 0.98-1.05x. Then the sanitizer.
set -u
source scripts/lib/device_call.sh s58d s58t
# LIMIT (device_call.sh's `left`, default 560): a shorter budget skips the steps that would end past it.
git apply docs/bench/2026-12-08-s58/wip-wide.patch || { t "the patch does not apply"; pack; exit 1; }
call_build
gpu_name
# 1. main (the knob unset)
gpu_suite '*Side*:*Trmm*:*Symm*:*Hemm*:*trmm*:*symm*:*hemm*' 150; pack
left "issue 7" 40 && { count_issue 7 $RES/issues; pack; }
left "sanitizer (main)" 120 && {
  sanitize 'SideNative/float.TrmmTriangularWideTiles:SideNative/float.TrmmTriangularAllFlagsSmall' 60
  mv $RES/memcheck.log $RES/memcheck-main.log; mv $RES/racecheck.log $RES/racecheck-main.log; pack; }
# 2. the wide tile: its tests, then A/B. Of issue 7's cells only trmm s Left N reaches it (the
# Right takes the 128 x 32 tile from m = 128, Left symm is not l-major); the Right 64 x 64
# (32 < m < 128) is timed at m = 64 / 96, symm and trmm T with the whole unroll (=8) and BK = 16
# (=h) too, as main unrolls them whole.
for u in 4 h 2 8; do
  left "tests under BATCHLAS_AB_WIDE=$u" 60 && { BATCHLAS_AB_WIDE=$u gpu_tests 'SideNative/float.*' 60 tests-w$u.log; pack; }
done
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
i=0
for s in "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  i=$((i + 1))
  for u in 4 h 2; do
    left "A/B shape $i, =$u" 25 || break 2
    ab_rounds $RES/tn$i-$u a "" BATCHLAS_AB_WIDE=$u 40 $R --op trmm --dtype s --side L --uplo L,U --trans N --diag N $s --family triangular
    python3 scripts/ab.py $RES/tn$i-$u triangular v0 v1 > $RES/tn$i-$u.txt 2>&1; cat $RES/tn$i-$u.txt >> $RES/log.txt
  done; pack
done
for u in 4 h 8; do
  left "Right 64 x 64 A/B, =$u" 40 || break
  ab_rounds $RES/r64-$u a "" BATCHLAS_AB_WIDE=$u 40 $R --op trmm,symm --dtype s --side R --uplo L --trans N,T --diag N --m 64,96 --n 256,1024 --batch saturate --family triangular,direct
  { python3 scripts/ab.py $RES/r64-$u triangular v0 v1; python3 scripts/ab.py $RES/r64-$u direct v0 v1; } > $RES/r64-$u.txt 2>&1
  cat $RES/r64-$u.txt >> $RES/log.txt; pack
done
for u in 4 h; do
  left "sanitizer (=$u)" 120 && {
    BATCHLAS_AB_WIDE=$u sanitize 'SideNative/float.TrmmTriangularWideTiles:SideNative/float.SymmDirectWideTiles' 60
    mv $RES/memcheck.log $RES/memcheck-w$u.log; mv $RES/racecheck.log $RES/racecheck-w$u.log; pack; }
done
if grep -q H200 $RES/gpu.txt; then
  left "issue 10" 240 && { count_issue 10 $RES/issues; pack; }
  left "issue 6" 240 && { count_issue 6 $RES/issues; pack; }
fi
git apply -R docs/bench/2026-12-08-s58/wip-wide.patch  # main's sources back for a later call's build
t done; pack

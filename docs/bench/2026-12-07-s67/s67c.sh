#!/usr/bin/env bash
# Session 67 (any card; about 420 s after s67a.sh on the same warm machine with S67C_BUILD=s67a,
# about 560 s fresh): staging-4x8.patch (beside this script) stages NoTrans operands into row
# panels 4 rows x 8 reduction indices a warp for 8-byte types (double, complex<float>): shared
# writes on distinct bank pairs (2 wavefronts a warp) where 32 rows of one column wrote 16-way
# (double's wide tiles, LD = 24) or 8-way (LD = 20 / 36) conflicted; one 32-byte sector of 8
# columns a read. Reaches symm's direct A chunks on both sides (double, complex<float>), the
# crossing walk's row panels, and complex<float>'s NoTrans rank-k row panels. Variant A = the
# build as is (kept), B = with the patch; symm `direct` / trmm `triangular` A/B at issue 7's
# shapes with double's wide tiles on (WIDE=0 for the 64 x 64 tiles) and complex<float>.
# ptxas -v (sm_90, local) against the build without it, spill stores / loads in bytes: wide double
# Left symm 12/12 -> 0, trmm T 64/112 -> 100/212, trmm N 16/28 -> 12/12, Right symm 0 -> 24/24;
# double 32 x 128 symm 8/8 -> 0, trmm 8/12 -> 36/56; complex<float> SIMT tiles 0-24 -> 0-40
# (128 x 32: 8-12 -> 0), FP64 tiles 60-176 -> 72-140; the rest unchanged or within 8.
# Prediction: symm d 1.03-1.10x (half its chunks stage element-wise), trmm flat (its A panel
# chunks are l-major or 16-byte copies except the crossing ones), complex<float> 1.00-1.05x.
set -u
source scripts/lib/device_call.sh s67c ${S67C_BUILD:-s67c}
export BATCHLAS_SIDE_WIDE=${WIDE:-1}
call_build
gpu_name
R="--repeats 5 --warmup 2 --budget 0.3 --no-progress --uplo L --diag N --side L,R --dtype d,c"
patch_ab docs/bench/2026-12-07-s67/staging-4x8.patch "A/B staging 4x8 (wide=$BATCHLAS_SIDE_WIDE)" \
  'SideNative/double.*:SideNative/cfloat.*:SideNativeDouble.*:RankkNative/cfloat.*:RoutesAgree/cfloat.RankKFamilies' \
  'SideNativeDouble.WideWarpTilesSmall:SideNative/double.SymmDirectAllFlagsSmall:SideNative/cfloat.TrmmTriangularAllFlagsSmall' \
  "$R" "--m 1024 --n 1024 --batch 32" "--m 256 --n 256 --batch 512" "--m 128 --n 512 --batch 1024"
t done; pack

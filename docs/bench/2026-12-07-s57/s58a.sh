#!/usr/bin/env bash
# Prepared in session 57 for the next device session (any card; about 300 s after a fresh start;
# run s58d.sh first where time allows, which carries s57e.sh): the 4-step unroll session 57 landed for trmm N on
# SimtWarpXL, carried to every other float and complex<float> side tile
# (wip-simt-unroll.patch, BATCHLAS_AB_SIMTUNROLL=4; unset keeps main's kernels): SimtWarp's
# loop (8 16-byte steps at BK = 32 float, 16 complex<float>) and SimtWarpXL for symm and trmm T.
# ptxas: complex<float> spills drop (Right 128 x 32 52 -> 12 bytes, Right 32 x 64 24 -> 0) or
# hold; float's Left 32 x 128 symm instance goes from 0 to 16 bytes. Session 57's A/B: trmm s N
# 1.01-1.06x with it, symm s Right 0.98-0.99x with 2 steps. Prediction: complex<float>
# 1.00-1.05x, float symm 0.98-1.00x, trmm s T 1.01-1.04x. The same patch's BATCHLAS_AB_S57OFF=1
# runs the tiles session 57 changed as before it, for the cells it did not time: symm s on the
# Left 64 x 64 tile (32 < n < 128) and trmm s N on the Right 64 x 64 (32 < m < 128); v1 is main
# there (a ratio below 1 means session 57's change lost). The patch's `#pragma unroll(kU)` moves
# SimtWarp's PTX even unset, so the rank-k tests (SimtWarp's other user) run too.
set -u
source scripts/lib/device_call.sh s58a s58t  # s58d.sh's build folder: on its warm machine only the patch's files rebuild
git apply docs/bench/2026-12-07-s57/wip-simt-unroll.patch || { t "the patch does not apply"; pack; exit 1; }
call_build
gpu_name
BATCHLAS_AB_SIMTUNROLL=4 gpu_tests 'SideNative/float.*:SideNative/cfloat.*:SideNativeHerm/cfloat.*' 150 tests-su.log; pack
BATCHLAS_AB_S57OFF=1 gpu_tests 'SideNative/float.*:SideNative/cfloat.*' 120 tests-off.log; pack
gpu_tests '*Syrk*:*Herk*:*Syr2k*:*Her2k*' 150 tests-rankk.log; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
i=0
for s in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  i=$((i + 1))
  ab_rounds $RES/tc$i a BATCHLAS_AB_SIMTUNROLL=0 BATCHLAS_AB_SIMTUNROLL=4 40 $R --op trmm --dtype c --side L,R --uplo L --trans N,C --diag N $s --family triangular
  ab_rounds $RES/ts$i a BATCHLAS_AB_SIMTUNROLL=0 BATCHLAS_AB_SIMTUNROLL=4 40 $R --op trmm --dtype s --side L,R --uplo L --trans T --diag N $s --family triangular
  ab_rounds $RES/hc$i a BATCHLAS_AB_SIMTUNROLL=0 BATCHLAS_AB_SIMTUNROLL=4 40 $R --op hemm --dtype c --side L,R --uplo L $s --family direct
  ab_rounds $RES/ss$i a BATCHLAS_AB_SIMTUNROLL=0 BATCHLAS_AB_SIMTUNROLL=4 40 $R --op symm --dtype s --side L,R --uplo L $s --family direct
  for ab in tc$i:triangular ts$i:triangular hc$i:direct ss$i:direct; do
    python3 scripts/ab.py $RES/${ab%%:*} ${ab##*:} v0 v1 > $RES/${ab%%:*}.txt 2>&1; cat $RES/${ab%%:*}.txt >> $RES/log.txt
  done; pack
done
ab_rounds $RES/off a BATCHLAS_AB_S57OFF=1 BATCHLAS_AB_S57OFF=0 40 $R --op symm --dtype s --side L --uplo L,U --m 256,1024 --n 64,96 --batch saturate --family direct
python3 scripts/ab.py $RES/off direct v0 v1 > $RES/off.txt 2>&1; cat $RES/off.txt >> $RES/log.txt
ab_rounds $RES/offt a BATCHLAS_AB_S57OFF=1 BATCHLAS_AB_S57OFF=0 40 $R --op trmm --dtype s --side R --uplo L,U --trans N --diag N --m 64,96 --n 256,1024 --batch saturate --family triangular
python3 scripts/ab.py $RES/offt triangular v0 v1 > $RES/offt.txt 2>&1; cat $RES/offt.txt >> $RES/log.txt; pack
BATCHLAS_AB_SIMTUNROLL=4 sanitize 'SideNative/cfloat.TrmmTriangularAllFlagsSmall:SideNative/float.SymmDirectAllFlagsSmall' 120; pack
t done; pack

#!/usr/bin/env bash
# Session 54 call A (any card; about 480 s after a fresh start): the rank updates' triangle tiles
# staged S tiles ahead by cp.async (kernels/level2/rank_ring.cuh, BATCHLAS_EXP_RING) against
# rank_tiles (v0), the tile kernel forced at every n > 16 (BATCHLAS_L2_SWEEP=1), family packed.
# v1: the type's stages (float 4, 8-byte types 3, complex<double> 2); v2: 2 stages; v4: 4.
# Prediction: if the tiles lose to per-tile index latency and one tile in flight per warp, the
# ring runs 1.05-1.15x at n >= 128 (float syr / syr2 from 0.87 of their byte caps toward ger's
# 0.95) and least at n = 32 (one tile an item, one per warp in flight at once anyway).
# Then the tests of the tile kernels with the ring on, and compute-sanitizer of its light cases.
set -u
source scripts/lib/device_call.sh s54a ${S54_BUILD:-s54}
call_build
gpu_name
BATCHLAS_EXP_RING=1 gpu_tests 'Level2Native/*RankTiles*:Level2Native/*SyrHerSyr2Her2RoutesAgree' 150 tests-ring1.log; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference"
mkdir -p $RES/ab
for r in 1 2; do for v in 0 1 2 4; do
  env BATCHLAS_L2_SWEEP=1 BATCHLAS_EXP_RING=$v timeout 50 $B $R --batch saturate --op syr,syr2 --dtype s,d --n 32,64,128,256,512,1024 --family packed --csv $RES/ab/v$v-a$r.csv > $RES/ab/v$v-a$r.txt 2>&1
  env BATCHLAS_L2_SWEEP=1 BATCHLAS_EXP_RING=$v timeout 50 $B $R --batch saturate --op her,her2 --dtype c,z --n 32,64,128,256,512,1024 --family packed --csv $RES/ab/v$v-b$r.csv > /dev/null 2>&1
done; t "round $r"; pack; done
python3 scripts/ab.py $RES/ab packed v0 v1 v2 v4 > $RES/ab-packed.txt 2>&1; cat $RES/ab-packed.txt >> $RES/log.txt; pack
# The default routes (main's selection, ring off) for reference: the families issue 5 counts.
timeout 50 $B $R --batch saturate --op syr,syr2,ger --dtype s,d --n 32,64,128,256,512,1024 --family packed,stream --csv $RES/default-a.csv > /dev/null 2>&1
t "default routes"; pack
BATCHLAS_EXP_RING=1 sanitize 'Level2Native/*RankTilesSanitizerLight' 100; pack
for v in 0 1; do
  BATCHLAS_L2_SWEEP=1 BATCHLAS_EXP_RING=$v timeout 60 ncu --kernel-name-base demangled --kernel-name regex:'rank_(tiles|ring)' --launch-skip 2 --launch-count 1 --section SpeedOfLight --section Occupancy --section WarpStateStats --section MemoryWorkloadAnalysis --section LaunchStats $B --op syr --dtype s --n 512 --batch saturate --family packed --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $RES/ncu-syr-s-512-v$v.txt 2>&1
  t "ncu v$v rc $?: $(grep -E '^ +(Duration|DRAM Throughput|Achieved Occupancy|Registers Per Thread|Warp Cycles Per Issued Instruction) ' $RES/ncu-syr-s-512-v$v.txt | awk '{print $1, $2, $NF}' | tr '\n' ';')"
done
t done; pack

#!/usr/bin/env bash
# Session 55 call D (any card; about 330 s after a fresh start): the tile kernel's columns of x
# and y read as 16-byte packs (wip-col-packs.patch beside this script, applied to the device's
# copy; BATCHLAS_AB_CPACK=1 switches it on in the same binary). Why: session 55 call B found the
# float triangles 5-8% below what the gaps and the 64-byte fetch explain, double's 0-3%. A float
# tile unit is 4 KB against double's 8 KB, and each lane of it loads its 8 columns' y (and x)
# element by element: 8 (16) scalar loads beside 8 16-byte loads of A. With packs they are 2 (4).
# Registers (ptxas, sm_90): float 118 -> 128 (rank 1), 128 (rank 2); double rank 2 95 -> 116;
# complex<float> rank 2 109 -> 125: the same 2 blocks of 256 per SM.
# Prediction: float 1.01-1.04x from n = 128 with the tiles forced (BATCHLAS_L2_SWEEP=1), the
# other types 0.99-1.01x.
set -u
source scripts/lib/device_call.sh s55d s55t
git apply docs/bench/2026-12-06-s55/wip-col-packs.patch || { t "the patch does not apply"; pack; exit 1; }
call_build
gpu_name
BATCHLAS_AB_CPACK=1 gpu_tests 'Level2Native/*RankTiles*:Level2Native/*SyrHerSyr2Her2RoutesAgree:Level2Native/*PackedLayoutsSyrHer*' 200 tests-cpack.log; pack
BATCHLAS_AB_CPACK=1 sanitize 'Level2Native/*RankTilesSanitizerLight' 100; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference"
mkdir -p $RES/ab
for r in 1 2; do for v in 0 1; do
  timeout 60 env BATCHLAS_AB_CPACK=$v BATCHLAS_L2_SWEEP=1 $B $R --batch saturate --op syr,syr2 --dtype s,d --n 64,128,256,512,1024 --family packed --csv $RES/ab/v$v-a$r.csv > $RES/ab/v$v-a$r.txt 2>&1
  timeout 40 env BATCHLAS_AB_CPACK=$v BATCHLAS_L2_SWEEP=1 $B $R --batch saturate --op her,her2 --dtype c --n 64,256,1024 --family packed --csv $RES/ab/v$v-b$r.csv > $RES/ab/v$v-b$r.txt 2>&1
done; t "round $r"; pack; done
python3 scripts/ab.py $RES/ab packed v0 v1 > $RES/ab-packed.txt 2>&1; cat $RES/ab-packed.txt >> $RES/log.txt
t done; pack

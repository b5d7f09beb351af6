#!/usr/bin/env bash
# Session 55 call F (any card; about 240 s after a fresh start): call D's column packs as a
# compile-time form for float only (rank_tiles' CP parameter; wip-col-packs-float.patch beside
# this script, applied to the device's copy):
# the element-load instantiations are main's code unchanged (ptxas: 118 / 128 registers), the
# pack ones 122 / 128. Call D's runtime switch had cost its own off path 7% (v0 0.78 at syr s
# n = 512 against main's 0.84), so its 1.05-1.27x overstated the gain; against main its packs
# read +1-3% from n = 512 (0.851 against 0.836-0.838, another run). Prediction: 1.01-1.04x at
# n >= 512 on the default rule; forced tiles at n = 64-256 from 1.0x. BATCHLAS_AB_CPACK=0: main.
set -u
source scripts/lib/device_call.sh s55f s55t
git apply docs/bench/2026-12-06-s55/wip-col-packs-float.patch || { t "the patch does not apply"; pack; exit 1; }
call_build
gpu_name
# RankTiles*: the tiles forced, every layout (Tight, a broadcast y and a strided y added with the
# patch), one item; PackedLayoutsSyrHer*: the default rule on packed layouts up to n = 512.
gpu_tests 'Level2Native/*RankTiles*:Level2Native/*PackedLayoutsSyrHer*' 200 tests-cp.log; pack
sanitize 'Level2Native/*RankTilesSanitizerLight' 100; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --batch saturate --family packed"
ab_rounds $RES/ab a BATCHLAS_AB_CPACK=0 BATCHLAS_AB_CPACK=1 40 $R --op syr,syr2 --dtype s --n 256,384,512,768,1024 --uplo L,U
t "default rule"; pack
ab_rounds $RES/abf a "BATCHLAS_AB_CPACK=0 BATCHLAS_L2_SWEEP=1" "BATCHLAS_AB_CPACK=1 BATCHLAS_L2_SWEEP=1" 40 $R --op syr,syr2 --dtype s --n 64,128,256
t "tiles forced"; pack
# The rule: float's tiles with packs (forced) against the fold the rule runs at n = 128-256
# (call D: tiles with packs 0.787 / 0.835 against the fold's 0.784 / 0.830 in call B, two machines).
ab_rounds $RES/abr a "" BATCHLAS_L2_SWEEP=1 30 $R --op syr,syr2 --dtype s --n 128,192,256
for ab in ab:default abf:forced abr:rule; do
  python3 scripts/ab.py $RES/${ab%%:*} packed v0 v1 > $RES/ab-${ab##*:}.txt 2>&1; cat $RES/ab-${ab##*:}.txt >> $RES/log.txt
done; pack
for v in 1 0; do BATCHLAS_AB_CPACK=$v count_issue 5 $RES/issues-v$v; pack; done
t done; pack

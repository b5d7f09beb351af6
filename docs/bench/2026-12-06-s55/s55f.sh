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
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference"
mkdir -p $RES/ab $RES/abf
# Alternating order (v0 v1, then v1 v0); each run's table beside its CSV.
for r in 1 2; do for v in $([ $r = 1 ] && echo 0 1 || echo 1 0); do
  timeout 40 env BATCHLAS_AB_CPACK=$v $B $R --batch saturate --op syr,syr2 --dtype s --n 256,384,512,768,1024 --uplo L,U --family packed --csv $RES/ab/v$v-a$r.csv > $RES/ab/v$v-a$r.txt 2>&1
  timeout 40 env BATCHLAS_AB_CPACK=$v BATCHLAS_L2_SWEEP=1 $B $R --batch saturate --op syr,syr2 --dtype s --n 64,128,256 --family packed --csv $RES/abf/v$v-a$r.csv > $RES/abf/v$v-a$r.txt 2>&1
done; t "round $r"; pack; done
# The rule: float's tiles with packs (forced) against the fold the rule runs at n = 128-256
# (call D: tiles with packs 0.787 / 0.835 against the fold's 0.784 / 0.830 in call B, two machines).
mkdir -p $RES/abr
for r in 1 2; do for v in $([ $r = 1 ] && echo 0 1 || echo 1 0); do
  F=(); [ $v = 1 ] && F=(BATCHLAS_L2_SWEEP=1)
  timeout 30 env "${F[@]}" $B $R --batch saturate --op syr,syr2 --dtype s --n 128,192,256 --family packed --csv $RES/abr/v$v-a$r.csv > $RES/abr/v$v-a$r.txt 2>&1
done; done
python3 scripts/ab.py $RES/abr packed v0 v1 > $RES/ab-rule.txt 2>&1; cat $RES/ab-rule.txt >> $RES/log.txt
python3 scripts/ab.py $RES/ab packed v0 v1 > $RES/ab-default.txt 2>&1; cat $RES/ab-default.txt >> $RES/log.txt
python3 scripts/ab.py $RES/abf packed v0 v1 > $RES/ab-forced.txt 2>&1; cat $RES/ab-forced.txt >> $RES/log.txt; pack
for v in 1 0; do BATCHLAS_AB_CPACK=$v count_issue 5 $RES/issues-v$v; pack; done
t done; pack

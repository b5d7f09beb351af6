#!/usr/bin/env bash
# Prepared in session 54 for the next device session (any card; about 420 s after a fresh
# start): the float hybrid (wip-rank-hybrid.patch beside this script, applied to the device's
# copy first: Settings::rank_hybrid, BATCHLAS_RANK_HYBRID=1, the rectangle kernel on the
# 128 x 64 units wholly inside the triangle, the tile kernel on the 128-wide diagonal band;
# written in session 54, never run on a GPU, so not on main) against main's rule (v0: the fold
# up to n = 256, the tiles above). First its tests and compute-sanitizer, then the A/B, then
# issue 5 counted under both.
# Prediction (session 54 call B: on ger's square the rectangle kernel ran 0.94-0.95 of copy,
# the tiles 0.90-0.92): syr / syr2 s 1.02-1.04x at n = 512-1024 (the band is 25% of the triangle
# at 512, 13% at 1024), about 1.0x at 256-384 against the fold, 1.00x at n = 128 (no hybrid);
# less whatever the triangle's gaps cost (s55-holes.sh).
set -u
source scripts/lib/device_call.sh s55y ${S55_BUILD:-s55}
git apply docs/bench/2026-12-06-s54/wip-rank-hybrid.patch || { t "the patch does not apply"; pack; exit 1; }
call_build
gpu_name
gpu_tests 'Level2Native/*RankHybrid*:Level2Native/*RankTiles*:Level2Native/*SyrHerSyr2Her2RoutesAgree' 200 tests-hybrid.log; pack
sanitize 'Level2Native/*RankHybridSanitizerLight' 100; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference"
mkdir -p $RES/ab
for r in 1 2; do for v in 0 1; do
  timeout 50 env BATCHLAS_RANK_HYBRID=$v $B $R --batch saturate --op syr,syr2 --dtype s --n 128,256,384,512,768,1024 --uplo L,U --family packed --csv $RES/ab/v$v-a$r.csv > $RES/ab/v$v-a$r.txt 2>&1
done; t "round $r"; pack; done
python3 scripts/ab.py $RES/ab packed v0 v1 > $RES/ab-packed.txt 2>&1; cat $RES/ab-packed.txt >> $RES/log.txt; pack
for v in 0 1; do BATCHLAS_RANK_HYBRID=$v count_issue 5 $RES/issues-v$v; pack; done
t done; pack

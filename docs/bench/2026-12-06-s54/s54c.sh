#!/usr/bin/env bash
# Session 54 call C (any card; about 470 s after a fresh start): rank_tiles taking the next tile's
# indices (division, rotation, square root) while the first step's loads fly
# (BATCHLAS_EXP_TILE_NEXT, v1) against main's order (v0), the tiles forced at every n > 16.
# Call B: on ger's full square the tiles ran float 0.95-0.98x the rectangle kernel (one tile =
# one round trip for float, its indices taken before its loads) but double 0.99-1.01x (four
# round trips a tile). Prediction: float 1.03-1.06x at n >= 128, double and the complex types
# 0.98-1.02x (double's rank-1 form goes from 78 to 94 registers: 3 blocks of 256 to 2).
# Then the tests and sanitizer with v1, and issue 5 counted under v0 and v1 alternately.
set -u
source scripts/lib/device_call.sh s54c ${S54_BUILD:-s54}
call_build
gpu_name
BATCHLAS_EXP_TILE_NEXT=1 gpu_tests 'Level2Native/*RankTiles*:Level2Native/*SyrHerSyr2Her2RoutesAgree' 150 tests-next.log; pack
BATCHLAS_EXP_TILE_NEXT=1 sanitize 'Level2Native/*RankTilesSanitizerLight' 100; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference"
mkdir -p $RES/ab
for r in 1 2; do for v in 0 1; do
  K="BATCHLAS_L2_SWEEP=1"; [ $v = 1 ] && K="BATCHLAS_L2_SWEEP=1 BATCHLAS_EXP_TILE_NEXT=1"
  env $K timeout 50 $B $R --batch saturate --op syr,syr2 --dtype s,d --n 32,64,128,256,512,1024 --family packed --csv $RES/ab/v$v-a$r.csv > $RES/ab/v$v-a$r.txt 2>&1
  env $K timeout 50 $B $R --batch saturate --op her,her2 --dtype c,z --n 32,64,128,256,512,1024 --family packed --csv $RES/ab/v$v-b$r.csv > /dev/null 2>&1
done; t "round $r"; pack; done
python3 scripts/ab.py $RES/ab packed v0 v1 > $RES/ab-packed.txt 2>&1; cat $RES/ab-packed.txt >> $RES/log.txt; pack
for v in 0 1; do
  K=""; [ $v = 1 ] && K="BATCHLAS_EXP_TILE_NEXT=1"
  env $K ONLY="5" BUILD_DIR=$BD OUT=$RES/issues-v$v timeout 100 bash scripts/bench-issues.sh > $RES/issues5-v$v.log 2>&1
  python3 scripts/issue_targets.py 5 $RES/issues-v$v/l2-families.csv $RES/issues-v$v/issue5.csv > $RES/issues-v$v/targets5.txt 2>&1
  t "issue 5 (v$v): $(tail -1 $RES/issues-v$v/targets5.txt)"; pack
done
t done; pack

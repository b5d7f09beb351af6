#!/usr/bin/env bash
# Session 54 call B (any card; about 520 s after a fresh start): the whole GPU suite (last run
# session 51; covers session 53's DeviceGuard move), then whether the triangle or the tile kernel
# holds the triangles' rank updates at 0.86-0.87 of their byte caps: call A's ring (more bytes
# in flight, index arithmetic off the critical path) ran slower, so neither limits them. Here
# ger's square goes through the same tile kernel (BATCHLAS_EXP_FULL_TILES=1, v1) against ger's
# rectangle kernel (v0, 0.95 of copy), syr's triangle on the tiles beside them.
# Prediction: if the triangle's access pattern (a hole above each column, diagonal tiles) costs
# the DRAM, ger on tiles runs like ger's rectangle (v1/v0 0.97-1.03); if the tile kernel's own
# pattern does (four 128-byte runs per warp load), ger on tiles falls to syr's fraction.
set -u
source scripts/lib/device_call.sh s54b ${S54_BUILD:-s54}
call_build
gpu_name
timeout 300 bash scripts/lib/gpu_shards.sh $T $RES/shards 8 > $RES/suite.log 2>&1
t "gpu suite rc $?: $(grep -E '^\[  FAILED  \] .*\.|^gpu shards:' $RES/suite.log | head -12 | tr '\n' ' ')"; pack
BATCHLAS_EXP_FULL_TILES=1 gpu_tests 'Level2Native/*Ger*' 60 tests-full.log; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference"
mkdir -p $RES/ab
for r in 1 2; do for v in 0 1; do
  K="BATCHLAS_L2_SWEEP=1"; [ $v = 1 ] && K="BATCHLAS_L2_SWEEP=1 BATCHLAS_EXP_FULL_TILES=1"
  env $K timeout 50 $B $R --batch saturate --op ger,syr --dtype s,d,c,z --n 64,128,256,512,1024 --family packed --csv $RES/ab/v$v-a$r.csv > $RES/ab/v$v-a$r.txt 2>&1
done; t "round $r"; pack; done
python3 scripts/ab.py $RES/ab packed v0 v1 > $RES/ab-packed.txt 2>&1; cat $RES/ab-packed.txt >> $RES/log.txt
t done; pack

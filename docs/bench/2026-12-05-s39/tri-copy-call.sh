#!/usr/bin/env bash
# Prepared in session 39 (no device was lent that session; nothing here has run). One device call
# (about 330 s) on branch wip/tri-copy rebased on main (if the branch is gone: `git checkout -b
# wip/tri-copy main && git am docs/bench/2026-12-05-s39/wip-tri-copy.patch`).
# BATCHLAS_AB_TRI_COPY=1: on tiny's wide path (S = 16, 32; float, double, complex<float>) the flat
# unit copies of a symmetric, Hermitian or triangular operand skip the 16-byte units wholly
# outside its stored triangle (copy_units_tri; fix_group overwrites every unstored element, as it
# does today after copying them). Count, float n = 32: 144 of 256 units copied, 80 of 128 32-byte
# sectors touched, so A's DRAM bytes -37.5% and symm's item (A, B, C read and written: 16 KB)
# -9.4%; complex<float> / double n = 32 (256-byte columns) A -43%, item -11%; n = 16 float A -25%,
# item -6%. Only the 6 wide full-update kernels change (PTX; registers unchanged; every other tiny
# kernel PTX-identical to main); the knob off runs main's copies plus one test per operand and group.
# Issue 10's symm / hemm / trmm n = 32 cells read 0.44-0.66 of copy (targets 0.75 / 0.8).
# Prediction (knob over no knob, same binary): symm / hemm / trmm n = 32 1.04-1.10x, n = 16
# 1.01-1.05x, both uplo; complex<double> (not on the wide path) 1.00.
set -u
source scripts/lib/device_call.sh tricopy
call_build
export BATCHLAS_AB_TRI_COPY=1
GTEST_FILTER='Tiny/*.Packed*:TinyHerm/*.Packed*:Tiny/*.SymmEvery*:Tiny/*.TrmmEvery*:TinyHerm/*.HemmEvery*' timeout 150 \
  bash scripts/lib/gpu_shards.sh $T /tmp/shards-tri 12 > $RES/tests-tri.log 2>&1
t "tiny structured tests with the knob rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-tri.log | head -8 | tr '\n' ' ')"; pack
sanitize 'Tiny/*.PackedRoundsRacecheckLight' 120; pack
unset BATCHLAS_AB_TRI_COPY
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --batch saturate --family tiny"
mkdir -p $RES/lo $RES/up
for r in 1 2 3; do
  for v in 0 1; do
    BATCHLAS_AB_TRI_COPY=$v timeout 40 $B $R --op symm,trmm --dtype s,d,c --n 16,32 --uplo L --csv $RES/lo/v$v-r$r.csv > /dev/null 2>&1
    BATCHLAS_AB_TRI_COPY=$v timeout 40 $B $R --op hemm --dtype c --n 16,32 --uplo L --csv $RES/lo/v$v-h$r.csv > /dev/null 2>&1
    [ $r = 3 ] || BATCHLAS_AB_TRI_COPY=$v timeout 40 $B $R --op symm,trmm --dtype s,c --n 32 --uplo U --csv $RES/up/v$v-r$r.csv > /dev/null 2>&1
  done
  t "round $r"; pack
done
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/lo v0 v1 > $RES/lo/ab.txt 2>&1
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/up v0 v1 > $RES/up/ab.txt 2>&1
cat $RES/lo/ab.txt $RES/up/ab.txt >> $RES/log.txt
t done; pack
# Then: if v1 wins, make the skip unconditional where tri_skip applies (drop the knob), run the
# whole GPU suite and issue 10 on the landing tree.

#!/usr/bin/env bash
# Prepared in session 45 (on main with `git apply docs/bench/2026-12-05-s45/symm-warp-split.patch`: pass 2 of the symm / hemm warp
# kernel on two accumulator chains, even and odd rows; about 250 s, any card): its GPU tests
# (never run: on the H100, call 5 timed this form behind a knob, 1.04-1.06x the one-chain form
# for complex<float>, 1.00-1.02x for double, 1.00x for float), memcheck / racecheck, and the
# A/B against tiny's staged engine at n = 32 (v0 engine, v1 warp). Land it where it never
# loses to main's one-chain form (compare with main's A/B in the same kind of card), and route
# complex<float> symm / hemm to it if they beat the engine on the H200.
set -u
source scripts/lib/device_call.sh split45
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 150 $T --gtest_filter='Tiny/*.SymmWarp*:SymmWarpRoute.*:Tiny/*.Symm*:TinyHerm/*.Hemm*' --gtest_brief=1 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/SL $RES/SR $RES/HL
for r in 1 2; do
  for v in 0 1; do
    export BATCHLAS_SYMM_WARP=$v
    timeout 40 $B $R --op symm --dtype s,d,c --side L --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/SL/v$v-r$r.csv > /dev/null 2>&1
    timeout 40 $B $R --op symm --dtype s,d,c --side R --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/SR/v$v-r$r.csv > /dev/null 2>&1
    timeout 30 $B $R --op hemm --dtype c --side L,R --uplo L --n 32 --batch saturate --family tiny --csv $RES/HL/v$v-r$r.csv > /dev/null 2>&1
  done
  unset BATCHLAS_SYMM_WARP
  t "round $r"; pack
done
{ for d in SL SR HL; do echo "== $d v0 v1"; python3 docs/bench/2026-12-05-s40/ab.py $RES/$d tiny v0 v1; done; } > $RES/ab.txt 2>&1
cat $RES/ab.txt >> $RES/log.txt; pack
(export BATCHLAS_MAX_GRID=1; sanitize 'Tiny/float.SymmWarpEveryFlag:Tiny/cfloat.SymmWarpEveryFlag:Tiny/double.SymmWarpEveryFlag' 90)
t done; pack

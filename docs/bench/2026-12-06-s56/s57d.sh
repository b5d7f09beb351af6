#!/usr/bin/env bash
# Session 57's one call (any card; about 510 s after a fresh start): session 56's s57b.sh (the
# whole suite, issue 7) and the two A/Bs prepared for after it (session 56's side-tile depths,
# session 57's unroll), all three folded in here, in one build, for a session whose device time
# went on failed starts. The tree carries wip-side-s57.patch, whose two knobs (BATCHLAS_AB_SIDE2, BATCHLAS_AB_XLUNROLL) are unset for
# the suite and the count: the launch code then picks main's kernel instances exactly (the
# patch adds instances and branches taken only under the knobs).
#  1. the whole GPU suite (last whole run session 54; session 56's side tiles since);
#  2. issue 7 counted;
#  3. the A/B of SimtWarpXL's reduction loop unrolled 2 / 4 steps (tests under each first);
#  4. the A/B of the float / complex<float> side tiles still in 3 stages, in 2;
#  5. compute-sanitizer on both knobs' small all-flags test; on an H200, issues 5 and 10.
set -u
source scripts/lib/device_call.sh s57d s57t
git apply docs/bench/2026-12-06-s56/wip-side-s57.patch || { t "the patch does not apply"; pack; exit 1; }
call_build
gpu_name
timeout 300 bash scripts/lib/gpu_shards.sh $T $RES/shards 8 > $RES/suite.log 2>&1
t "gpu suite rc $?: $(grep -E '^\[  FAILED  \] .*\.|^gpu shards:' $RES/suite.log | head -12 | tr '\n' ' ')"
gzip -f $RES/suite.log; pack
count_issue 7 $RES/issues; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
for u in 2 4; do BATCHLAS_AB_XLUNROLL=$u gpu_tests 'SideNative/float.*' 100 tests-xl$u.log; pack; done
i=0
for s in "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  i=$((i + 1))
  for u in 2 4; do
    ab_rounds $RES/t$i-$u a BATCHLAS_AB_XLUNROLL=0 BATCHLAS_AB_XLUNROLL=$u 40 $R --op trmm --dtype s --side L,R --uplo L,U --trans N --diag N $s --family triangular
    python3 scripts/ab.py $RES/t$i-$u triangular v0 v1 > $RES/t$i-$u.txt 2>&1; cat $RES/t$i-$u.txt >> $RES/log.txt
  done
  ab_rounds $RES/s$i a BATCHLAS_AB_XLUNROLL=0 BATCHLAS_AB_XLUNROLL=2 40 $R --op symm --dtype s --side R --uplo L $s --family direct
  python3 scripts/ab.py $RES/s$i direct v0 v1 > $RES/s$i.txt 2>&1; cat $RES/s$i.txt >> $RES/log.txt; pack
done
t "xl unroll A/B done"; pack
BATCHLAS_AB_SIDE2=1 gpu_tests 'SideNative/float.*:SideNative/cfloat.*:SideNativeHerm/cfloat.*' 150 tests-side2.log; pack
for d in s c; do
  ab_rounds $RES/n32$d a BATCHLAS_AB_SIDE2=0 BATCHLAS_AB_SIDE2=1 40 $R --op trmm --dtype $d --side L,R --uplo L,U --trans N --diag N --m 256,1024 --n 32 --batch saturate --family triangular
  ab_rounds $RES/l64$d a BATCHLAS_AB_SIDE2=0 BATCHLAS_AB_SIDE2=1 40 $R --op trmm --dtype $d --side L --uplo L,U --trans N,T --diag N --m 128,512 --n 64,96 --batch saturate --family triangular
done
ab_rounds $RES/r64c a BATCHLAS_AB_SIDE2=0 BATCHLAS_AB_SIDE2=1 40 $R --op trmm --dtype c --side R --uplo L,U --trans N --diag N --m 64,96 --n 256 --batch saturate --family triangular
ab_rounds $RES/sy a BATCHLAS_AB_SIDE2=0 BATCHLAS_AB_SIDE2=1 40 $R --op symm --dtype s --side L,R --uplo L --m 256 --n 32 --batch saturate --family direct
ab_rounds $RES/he a BATCHLAS_AB_SIDE2=0 BATCHLAS_AB_SIDE2=1 40 $R --op hemm --dtype c --side L,R --uplo L --m 64,256 --n 32,64 --batch saturate --family direct
for ab in n32s:triangular l64s:triangular n32c:triangular l64c:triangular r64c:triangular sy:direct he:direct; do
  python3 scripts/ab.py $RES/${ab%%:*} ${ab##*:} v0 v1 > $RES/${ab%%:*}.txt 2>&1; cat $RES/${ab%%:*}.txt >> $RES/log.txt
done
t "side2 A/B done"; pack
if grep -q H200 $RES/gpu.txt; then
  for n in 5 10; do count_issue $n $RES/issues; pack; done
fi
BATCHLAS_AB_SIDE2=1 BATCHLAS_AB_XLUNROLL=2 sanitize 'SideNative/float.TrmmTriangularAllFlagsSmall:SideNative/cfloat.TrmmTriangularAllFlagsSmall' 60; pack
t done; pack

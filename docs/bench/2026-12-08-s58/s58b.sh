#!/usr/bin/env bash
# Session 58 call B (any card; about 560 s after a fresh start): session 57's s57e.sh and s58a.sh
# in one build folder, so the patched build only recompiles what the patch touches.
# 1. main as landed in session 57 (every float side tile in 2 stages at 128 registers, every
#    complex<float> tile in 2 at 168, SimtWarpXL's loop unrolled 4 steps for trmm N): the side
#    tests sharded, compute-sanitizer on the 4-step trmm N instances, issue 7 counted; on an
#    H200 also issues 6 and 10 (the H200's counts are from sessions 40 and 50).
# 2. wip-simt-unroll.patch applied: its tests under each knob and the rank-k tests, the A/B at
#    issue 7's four shapes, the S57OFF A/B on the cells session 57 did not time, sanitizer
#    (see s58a.sh's header for the predictions). Steps after 2's tests are skipped once the call
#    nears its limit (ELAPSED_MAX seconds).
set -u
source scripts/lib/device_call.sh s58b s58t
ELAPSED_MAX=${ELAPSED_MAX:-540}
left() { [ $(($(date +%s) - S)) -lt "$ELAPSED_MAX" ] || { t "skipped: $1 (time)"; return 1; }; }
call_build
gpu_name
GTEST_FILTER='*Side*:*Trmm*:*Symm*:*Hemm*:*trmm*:*symm*:*hemm*' timeout 150 bash scripts/lib/gpu_shards.sh $T $RES/shards 8 > $RES/suite.log 2>&1
t "side suite rc $?: $(grep -E '^\[  FAILED  \] .*\.|^gpu shards:' $RES/suite.log | head -12 | tr '\n' ' ')"
gzip -f $RES/suite.log; pack
count_issue 7 $RES/issues; pack
sanitize 'SideNative/float.TrmmTriangularWideTiles:SideNative/float.TrmmTriangularAllFlagsSmall' 100
mv $RES/memcheck.log $RES/memcheck-main.log; mv $RES/racecheck.log $RES/racecheck-main.log; pack
if grep -q H200 $RES/gpu.txt; then
  count_issue 6 $RES/issues; pack
  count_issue 10 $RES/issues; pack
fi
# 2. the patch
git apply docs/bench/2026-12-07-s57/wip-simt-unroll.patch || { t "the patch does not apply"; pack; exit 1; }
build_targets batchlas_tests batchlas-bench
BATCHLAS_AB_SIMTUNROLL=4 gpu_tests 'SideNative/float.*:SideNative/cfloat.*:SideNativeHerm/cfloat.*' 120 tests-su.log; pack
BATCHLAS_AB_S57OFF=1 gpu_tests 'SideNative/float.*:SideNative/cfloat.*' 100 tests-off.log; pack
gpu_tests '*Syrk*:*Herk*:*Syr2k*:*Her2k*' 100 tests-rankk.log; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
i=0
for s in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  i=$((i + 1))
  left "A/B shape $i" || break
  ab_rounds $RES/tc$i a BATCHLAS_AB_SIMTUNROLL=0 BATCHLAS_AB_SIMTUNROLL=4 40 $R --op trmm --dtype c --side L,R --uplo L --trans N,C --diag N $s --family triangular
  ab_rounds $RES/ts$i a BATCHLAS_AB_SIMTUNROLL=0 BATCHLAS_AB_SIMTUNROLL=4 40 $R --op trmm --dtype s --side L,R --uplo L --trans T --diag N $s --family triangular
  ab_rounds $RES/hc$i a BATCHLAS_AB_SIMTUNROLL=0 BATCHLAS_AB_SIMTUNROLL=4 40 $R --op hemm --dtype c --side L,R --uplo L $s --family direct
  ab_rounds $RES/ss$i a BATCHLAS_AB_SIMTUNROLL=0 BATCHLAS_AB_SIMTUNROLL=4 40 $R --op symm --dtype s --side L,R --uplo L $s --family direct
  for ab in tc$i:triangular ts$i:triangular hc$i:direct ss$i:direct; do
    python3 scripts/ab.py $RES/${ab%%:*} ${ab##*:} v0 v1 > $RES/${ab%%:*}.txt 2>&1; cat $RES/${ab%%:*}.txt >> $RES/log.txt
  done; pack
done
if left "S57OFF A/B"; then
  ab_rounds $RES/off a BATCHLAS_AB_S57OFF=1 BATCHLAS_AB_S57OFF=0 40 $R --op symm --dtype s --side L --uplo L,U --m 256,1024 --n 64,96 --batch saturate --family direct
  python3 scripts/ab.py $RES/off direct v0 v1 > $RES/off.txt 2>&1; cat $RES/off.txt >> $RES/log.txt
  ab_rounds $RES/offt a BATCHLAS_AB_S57OFF=1 BATCHLAS_AB_S57OFF=0 40 $R --op trmm --dtype s --side R --uplo L,U --trans N --diag N --m 64,96 --n 256,1024 --batch saturate --family triangular
  python3 scripts/ab.py $RES/offt triangular v0 v1 > $RES/offt.txt 2>&1; cat $RES/offt.txt >> $RES/log.txt; pack
fi
ELAPSED_MAX=$((ELAPSED_MAX + 30)) left "sanitizer under the knob" && { BATCHLAS_AB_SIMTUNROLL=4 sanitize 'SideNative/cfloat.TrmmTriangularAllFlagsSmall:SideNative/float.SymmDirectAllFlagsSmall' 60; pack; }
t done; pack

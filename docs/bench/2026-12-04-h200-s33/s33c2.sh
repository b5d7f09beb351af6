#!/usr/bin/env bash
# Session 33, call 2 (branch wip/s33-w128): BATCHLAS_AB_W128=2, every Left call with n > 32 in
# 32 x 128 tiles and every Right call with m, n > 32 in 128 x 32 (4 warps on the same 32 A rows:
# trmm's reduction range is one per block, no warp waits on another's longer range, and the
# triangle is cut at 32 rows: work 0.625 of GEMM's at Left m = 128 instead of 0.75). About 400 s:
# A/B W128 = 0 / 2 at issue 7's m = 128, 256, 1024 shapes, two rounds; side and routes-agree tests
# (W128 = 2), memcheck and racecheck of small side tests.
set -u
source scripts/lib/device_call.sh s33c2
call_build
ab() {
  R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side L,R --uplo L"
  for v in 0 2; do
    for c in "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
      m=$(echo $c | cut -d' ' -f2)n$(echo $c | cut -d' ' -f4)
      timeout 50 env BATCHLAS_AB_W128=$v $B $R $c --op trmm --dtype s,d,c,z --trans N,T --diag N --family triangular --csv $RES/trmm-v$v-$m-$1.csv > /dev/null 2>&1
      timeout 40 env BATCHLAS_AB_W128=$v $B $R $c --op symm --dtype s,d,c,z --family direct --csv $RES/symm-v$v-$m-$1.csv > /dev/null 2>&1
      timeout 30 env BATCHLAS_AB_W128=$v $B $R $c --op hemm --dtype c,z --family direct --csv $RES/hemm-v$v-$m-$1.csv > /dev/null 2>&1
    done
  done
  t "W128=2 A/B round $1"; pack
}
ab 1
python3 docs/bench/2026-12-04-h200-s32/ab.py $RES v0 v2 > $RES/ab.txt 2>&1; pack
BATCHLAS_AB_W128=2 GTEST_FILTER='SideNative*:RoutesAgree*' timeout 100 bash scripts/lib/gpu_shards.sh $T /tmp/shards-w2 16 > $RES/tests-w2.log 2>&1
t "W128=2 tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-w2.log | head -8 | tr '\n' ' ')"; pack
ab 2
python3 docs/bench/2026-12-04-h200-s32/ab.py $RES v0 v2 > $RES/ab.txt 2>&1; pack
BATCHLAS_AB_W128=2 BATCHLAS_TEST_TARGET=gpu timeout 70 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.*Small:SideNative/double.*Small:SideNativeHerm/cdouble.*Small' --gtest_brief=1 > $RES/mc.log 2>&1
t "W128=2 memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"; pack
BATCHLAS_AB_W128=2 BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/double.TrmmTriangularAllFlagsSmall:SideNative/float.SymmDirectAllFlagsSmall' --gtest_brief=1 > $RES/rc.log 2>&1
t "W128=2 racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"
t done; pack

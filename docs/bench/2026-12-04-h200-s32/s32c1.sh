#!/usr/bin/env bash
# Session 32, call 1 (branch wip/s32-ur): candidate BATCHLAS_AB_UR=1 (kUR): side_tiles stages
# a chunk crossing the diagonal by stage_cross_walk (three unmasked ranges per thread) instead of
# stage_cross's per-element masks (ncu, session 31: 15.8% of symm float Right m = 32's
# instructions). UR=0 is main's kernels. About 450 s:
#  1. A/B UR=0/1 at issue 7's shapes, Left and Right, uplo L: trmm s d c z (N, T), symm s d c z,
#     hemm c z; round 1;
#  2. side and routes-agree suites with UR=1;
#  3. round 2 of the A/B;
#  4. memcheck and racecheck of side tests with UR=1.
set -u
source scripts/lib/device_call.sh s32c1
call_build
ab() {
  R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side L,R --uplo L"
  for v in 0 1; do
    for c in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
      m=$(echo $c | cut -d' ' -f2)n$(echo $c | cut -d' ' -f4)
      timeout 40 env BATCHLAS_AB_UR=$v $B $R $c --op symm --dtype s,d,c,z --family direct --csv $RES/symm-v$v-$m-$1.csv > /dev/null 2>&1
      timeout 30 env BATCHLAS_AB_UR=$v $B $R $c --op hemm --dtype c,z --family direct --csv $RES/hemm-v$v-$m-$1.csv > /dev/null 2>&1
      timeout 50 env BATCHLAS_AB_UR=$v $B $R $c --op trmm --dtype s,d,c,z --trans N,T --diag N --family triangular --csv $RES/trmm-v$v-$m-$1.csv > /dev/null 2>&1
    done
  done
  t "UR A/B round $1"; pack
}
ab 1
python3 docs/bench/2026-12-04-h200-s32/ab.py $RES v0 v1 > $RES/ab.txt; pack
BATCHLAS_AB_UR=1 GTEST_FILTER='SideNative*:RoutesAgree*' timeout 90 bash scripts/lib/gpu_shards.sh $T /tmp/shards-ur 16 > $RES/tests-ur.log 2>&1
t "UR tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-ur.log | head -8 | tr '\n' ' ')"; pack
ab 2
python3 docs/bench/2026-12-04-h200-s32/ab.py $RES v0 v1 > $RES/ab.txt; pack
BATCHLAS_AB_UR=1 BATCHLAS_TEST_TARGET=gpu timeout 70 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.*:SideNative/double.*' --gtest_brief=1 > $RES/mc.log 2>&1
t "UR memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"; pack
BATCHLAS_AB_UR=1 BATCHLAS_TEST_TARGET=gpu timeout 70 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.*:SideNative/cdouble.*' --gtest_brief=1 > $RES/rc.log 2>&1
t "UR racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"
t done; pack

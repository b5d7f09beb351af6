#!/usr/bin/env bash
# Session 32, call 2 (branch wip/s32-ur): BATCHLAS_AB_UR=1 is now v2 of stage_cross_walk: one
# loop of ITERS iterations for every lane, two compares per element (call 1's three loops per
# thread diverged across lanes: trmm 0.89-0.94x in places). UR=0 is main's kernels. About 330 s:
#  1. A/B UR=0/1 at issue 7's shapes (as call 1), round 1; side and routes-agree suites (UR=1);
#     round 2;
#  2. ncu instruction counts, UR=0/1: symm float Right m = 32, trmm double Left T m = 32;
#  3. memcheck of the side suites and racecheck of three small tests (UR=1).
set -u
source scripts/lib/device_call.sh s32c2
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
M="--metrics smsp__inst_executed.sum,gpu__time_duration.sum,launch__registers_per_thread"
for v in 0 1; do
  P="--m 32 --n 256 --batch 2048 --family direct --repeats 1 --warmup 0 --budget 0 --no-progress --uplo L"
  BATCHLAS_AB_UR=$v timeout 40 ncu --kernel-name regex:side_tiles --launch-count 1 $M $B $P --side R --op symm --dtype s > $RES/ncu-symm-sR32-v$v.txt 2>&1
  P="--m 32 --n 256 --batch 2048 --family triangular --repeats 1 --warmup 0 --budget 0 --no-progress --uplo L"
  BATCHLAS_AB_UR=$v timeout 40 ncu --kernel-name regex:side_tiles --launch-count 1 $M $B $P --side L --op trmm --trans T --diag N --dtype d > $RES/ncu-trmm-dLT32-v$v.txt 2>&1
done
t "ncu: $(grep -h 'inst_executed.sum' $RES/ncu-*.txt | awk '{print $NF}' | tr '\n' ' ')"; pack
BATCHLAS_AB_UR=1 BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative*' --gtest_brief=1 > $RES/mc.log 2>&1
t "UR memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"; pack
BATCHLAS_AB_UR=1 BATCHLAS_TEST_TARGET=gpu timeout 80 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.TrmmTriangularAllFlagsSmall:SideNative/double.SymmDirectAllFlagsSmall:SideNativeHerm/cfloat.HemmDirectAllFlagsSmall' --gtest_brief=1 > $RES/rc.log 2>&1
t "UR racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"
t done; pack

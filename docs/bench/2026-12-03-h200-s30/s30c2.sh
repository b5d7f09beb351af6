#!/usr/bin/env bash
# Session 30, call 2 (branch wip/narrow-pieces: a thread's RT rows of M and C in 16-byte pieces
# side by side across the row groups, complex types only; switch BATCHLAS_AB_PIECES=0 runs
# main's kernels, PTX-identical), about 300 s:
#  1. side and routes-agree suites with pieces (default); memcheck, racecheck on the complex narrow tests;
#  2. A/B PIECES=0/1: symm/hemm/trmm complex<float> Left m = 32 / 24, complex<double> m = 16, two rounds;
#  3. ncu of the pieces kernel at hemm complex<float> Left m = 32 (the excess sectors and wavefronts).
set -u
source scripts/lib/device_call.sh s30c2
call_build
GTEST_FILTER='SideNative*:RoutesAgree*' timeout 70 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c2 16 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/cfloat.NarrowLeft*:SideNative/cdouble.NarrowLeft*' --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"
BATCHLAS_TEST_TARGET=gpu timeout 90 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/cfloat.NarrowLeft*' --gtest_brief=1 > $RES/rc.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"; pack
ab() {
  R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side L --uplo L,U"
  for v in 0 1; do
    for c in "--m 32 --n 256 --batch 2048 --dtype c" "--m 24 --n 512 --batch 1024 --dtype c" "--m 16 --n 1024 --batch 1024 --dtype z"; do
      m=$(echo $c | cut -d' ' -f2)n$(echo $c | cut -d' ' -f4)$(echo $c | cut -d' ' -f8)
      timeout 30 env BATCHLAS_AB_PIECES=$v $B $R $c --op symm --family direct --csv $RES/symm-v$v-$m-$1.csv > /dev/null 2>&1
      timeout 30 env BATCHLAS_AB_PIECES=$v $B $R $c --op hemm --family direct --csv $RES/hemm-v$v-$m-$1.csv > /dev/null 2>&1
      timeout 30 env BATCHLAS_AB_PIECES=$v $B $R $c --op trmm --trans N,T --diag N --family triangular --csv $RES/trmm-v$v-$m-$1.csv > /dev/null 2>&1
    done
  done
  t "PIECES A/B round $1"; pack
}
ab 1
ab 2
NCU="ncu --kernel-name regex:side_narrow --launch-skip 1 --launch-count 1 --section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy --section WarpStateStats --section SchedulerStats --section SourceCounters --section LaunchStats"
P="--side L --uplo L --m 32 --n 256 --batch 2048 --family direct --repeats 1 --warmup 0 --budget 0 --no-progress"
timeout 90 $NCU $B $P --op hemm --dtype c > $RES/ncu-hemm-c32.txt 2>&1; t "ncu hemm c rc $?"
t done; pack

#!/usr/bin/env bash
# Session 29, call 4 (the last ~290 s of device budget; branch wip/narrow-half): the HALF
# candidate's A/B first, then its complex<float> side tests and memcheck, packed after each stage.
set -u
source scripts/lib/device_call.sh s29c4
call_build
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side L --uplo L,U --family direct --dtype c"
ab() {
  for v in 0 1; do
    for c in "--m 32 --n 256 --batch 2048" "--m 24 --n 512 --batch 1024"; do
      m=$(echo $c | cut -d' ' -f2)n$(echo $c | cut -d' ' -f4)
      timeout 30 env BATCHLAS_AB_HALF=$v $B $R $c --op symm --csv $RES/symm-v$v-$m-$1.csv > /dev/null 2>&1
      timeout 30 env BATCHLAS_AB_HALF=$v $B $R $c --op hemm --csv $RES/hemm-v$v-$m-$1.csv > /dev/null 2>&1
    done
  done
  t "HALF A/B round $1"; pack
}
ab 1
BATCHLAS_AB_HALF=1 GTEST_FILTER='SideNative/cfloat*:RoutesAgree*' timeout 40 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c4h 16 > $RES/tests-half.log 2>&1
t "HALF tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-half.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_AB_HALF=1 BATCHLAS_TEST_TARGET=gpu timeout 30 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/cfloat.NarrowLeft*' --gtest_brief=1 > $RES/mc-half.log 2>&1
t "HALF memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc-half.log | tr '\n' ' ')"; pack
ab 2
t done; pack

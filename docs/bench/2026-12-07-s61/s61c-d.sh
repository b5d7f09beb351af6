#!/usr/bin/env bash
# Session 61 calls C and D, as typed (on the machine s61b.sh warmed, its build reused): C, trans = N
# at n = 64 and 128 with the FP64 engine off and on; D, the float rank-k native suites with the
# FP64 engine forced on (BATCHLAS_GRAM_F64=1: every float gram test on it).
set -u
source scripts/lib/device_call.sh s61c s61b; T=$BD/tests/batchlas_tests; B=$BD/tools/bench/batchlas-bench
for v in 0 1; do
  for sh in "--n 64 --k 1024 --batch 1024" "--n 128 --k 1024 --batch 512"; do
    BATCHLAS_GRAM_F64=$v BATCHLAS_GRAM_WARP=0 timeout 20 $B --repeats 5 --warmup 1 --budget 0.2 --no-progress --op syrk --dtype s \
      --uplo L --trans N $sh --family gram --csv $RES/n-$v-$(echo $sh | awk '{print $2}').csv > /dev/null 2>&1
  done
  t "trans N f64=$v: $(cat $RES/n-$v-*.csv | awk -F, '$15=="gram" {printf "n%s %.1fus %.3fx; ", $10, $19, $29}')"
done
pack
source scripts/lib/device_call.sh s61d s61b; T=$BD/tests/batchlas_tests
BATCHLAS_GRAM_F64=1 BATCHLAS_TEST_TARGET=gpu timeout 90 $T --gtest_filter='RankkNative/*float*:RankkNative/0*' --gtest_brief=1 > $RES/tests-env.log 2>&1
t "rc $?: $(grep -E '^\[  (PASSED|FAILED) ' $RES/tests-env.log | head -6 | tr '\n' ' ')"
pack

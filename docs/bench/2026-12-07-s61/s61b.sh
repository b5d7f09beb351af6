#!/usr/bin/env bash
# Session 61 call B: s61a.sh cut to fit about 450 s of device time (build, the new test, the
# A/B in two rounds, then compute-sanitizer while time is left). Same prediction as s61a.sh.
set -u
LIMIT=${LIMIT:-380}
source scripts/lib/device_call.sh s61b s61b
call_build
gpu_name
BATCHLAS_TEST_TARGET=gpu timeout 60 $T --gtest_filter='RankkNativeFloat.*' --gtest_brief=1 > $RES/tests-new.log 2>&1
t "GramOnFp64TensorCores rc $?: $(grep -E '^\[  (PASSED|FAILED) ' $RES/tests-new.log | head -8 | tr '\n' ' ')"; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/ab
i=0
for v in 0 1 0 1; do
  i=$((i + 1))
  left "A/B run $i" 25 || break
  for shape in "--n 32 --k 256 --batch 2048" "--n 64 --k 1024 --batch 1024" "--n 128 --k 1024 --batch 512"; do
    tag=$(echo $shape | awk '{print $2}')
    BATCHLAS_GRAM_F64=$v BATCHLAS_GRAM_WARP=0 timeout 30 $B $R --op syrk --dtype s --uplo L --trans T $shape \
      --family gram --csv $RES/ab/r$i-f64$v-n$tag.csv > $RES/ab/r$i-f64$v-n$tag.txt 2>&1
  done
  t "run $i f64=$v: $(cat $RES/ab/r$i-f64$v-n*.csv | awk -F, '$15=="gram" || $15=="cublas" {printf "%s n%s %s %.1fus %.3fx; ", $5, $10, $15, $19, $29}')"; pack
done
left sanitizer 60 && { sanitize 'RankkNativeFloat.GramOnFp64TensorCores' 60; pack; }
t done; pack

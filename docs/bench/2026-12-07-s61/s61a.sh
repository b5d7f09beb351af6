#!/usr/bin/env bash
# Session 61 call A (any card; about 420 s after a fresh start): float's Gram tiles on the FP64
# tensor cores (Settings::gram_f64, MmaWarp<float>: fragments widened from float panels). First
# its tests (the new GramOnFp64TensorCores, and the float gram suites run again with the switch
# on), compute-sanitizer on the new test, then an A/B against the SIMT engine at issue 6's float
# gram cells (trans = T, uplo = L: n = 32 k = 256 b = 2048, n = 64 k = 1024 b = 1024, n = 128
# k = 1024 b = 512) and trans = N, off / on / off / on in one process each, cuBLAS in every run.
# Prediction (session 61, from issue6.csv of s60a): the double Gram kernel at n = 64 moves its
# bytes at 80% of copy on the H100 in about the time float's SIMT one takes; with float's half
# of the bytes and the same MMA work, n = 64 at 1.4-1.7x cuBLAS (SIMT 1.05), n = 128 at
# 1.1-1.3x (1.04; the FP64 BT = 128 tile spills 240 bytes at 96 registers), n = 32 at or below
# SIMT's 1.27 (double's gram there is 0.96x DGEMM).
set -u
source scripts/lib/device_call.sh s61a s61a
call_build
gpu_name
F='RankkNativeFloat.*:RankkNative/0.*Gram*:RankkNative/0.*Narrow*:RankkNative/0.*SmallK*'
BATCHLAS_TEST_TARGET=gpu timeout 120 $T --gtest_filter="$F" --gtest_brief=1 > $RES/tests-new.log 2>&1
t "tests (switch per test) rc $?: $(grep -E '^\[  (PASSED|FAILED) ' $RES/tests-new.log | head -8 | tr '\n' ' ')"
BATCHLAS_GRAM_F64=1 BATCHLAS_TEST_TARGET=gpu timeout 120 $T --gtest_filter="RankkNative/0.*" --gtest_brief=1 > $RES/tests-env.log 2>&1
t "float rank-k suite under BATCHLAS_GRAM_F64=1 rc $?: $(grep -E '^\[  (PASSED|FAILED) ' $RES/tests-env.log | head -8 | tr '\n' ' ')"
pack
sanitize 'RankkNativeFloat.GramOnFp64TensorCores' 100; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/ab
i=0
for v in 0 1 0 1; do
  i=$((i + 1))
  for shape in "--n 32 --k 256 --batch 2048" "--n 64 --k 1024 --batch 1024" "--n 128 --k 1024 --batch 512"; do
    tag=$(echo $shape | awk '{print $2}')
    BATCHLAS_GRAM_F64=$v BATCHLAS_GRAM_WARP=0 timeout 40 $B $R --op syrk --dtype s --uplo L --trans T,N $shape \
      --family gram --csv $RES/ab/r$i-f64$v-n$tag.csv > $RES/ab/r$i-f64$v-n$tag.txt 2>&1
  done
  t "run $i f64=$v: $(cat $RES/ab/r$i-f64$v-n*.csv | awk -F, '$15=="gram" {printf "%s n%s %.1fus %.3fx; ", $5, $10, $19, $29}')"; pack
done
t done; pack

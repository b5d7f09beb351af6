#!/usr/bin/env bash
# Prepared in session 50 (an H200; about 420 s on a fresh machine): Gauss's three real products
# for complex<float> on every FP64 tensor-core kernel (wip-gauss3.patch: k1 = (ar + ai) br,
# k2 = ar (bi - br), k3 = ai (br + bi); re = k1 - k3, im = k1 + k2; three m16n8k4 a complex step
# instead of four; ptxas: a few more registers, symm_mma 128-166 with 4-8 bytes of spills).
# 1. main built and kept (v0); the patch applied and rebuilt (v1);
# 2. v1's complex<float> tensor-core tests (TinyMma/cfloat.*) and memcheck of its light tests;
# 3. A/B v0 against v1, complex<float> at n = 32 (gemm, symm, hemm, syrk, herk, syr2k, her2k,
#    trmm) and 16 (symm, hemm, trmm), two rounds.
# Prediction: worth it only where the FP64 tensor pipe is busy (s50c6.sh's ncu says); 1.00-1.10x.
set -u
source scripts/lib/device_call.sh g3 s51
call_build
keep_variant 0
git apply docs/bench/2026-12-06-s50/wip-gauss3.patch || { t "patch does not apply"; pack; exit 1; }
cmake --build "$BD" -j 16 --target batchlas_tests batchlas-bench > "$RES/build1.log" 2>&1; t "patched build rc $?"
keep_variant 1
BATCHLAS_TEST_TARGET=gpu timeout 120 $T --gtest_filter='TinyMma/cfloat.*' --gtest_brief=1 > $RES/tests.log 2>&1
t "v1 tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu timeout 90 compute-sanitizer --tool memcheck --error-exitcode 9 $T --gtest_filter='TinyMma/cfloat.*Light' --gtest_brief=1 > $RES/memcheck.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY' $RES/memcheck.log | sort | uniq -c | tr '\n' ' ')"; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
mkdir -p $RES/ab
for r in 1 2; do for v in 0 1; do
  with_variant $v timeout 40 /tmp/b$v $R --op gemm,syrk,herk,syr2k,her2k --dtype c --n 32 --k 32 --batch saturate --family tiny --csv $RES/ab/v$v-a$r.csv > /dev/null 2>&1
  with_variant $v timeout 40 /tmp/b$v $R --op symm,hemm,trmm --dtype c --n 16,32 --batch saturate --family tiny --csv $RES/ab/v$v-b$r.csv > /dev/null 2>&1
done; done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab tiny v0 v1 > $RES/ab.txt 2>&1; cat $RES/ab.txt >> $RES/log.txt
git apply -R docs/bench/2026-12-06-s50/wip-gauss3.patch; t done; pack

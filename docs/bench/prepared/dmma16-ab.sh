#!/usr/bin/env bash
# Prepared in session 21 (branch wip/dmma16), not yet run: real double's MMA engine as
# mma.sync.m16n8k4 (dmma16, arith.cuh; -DBATCHLAS_DMMA16=1, the branch's default) or m16n8k8
# (=2) against the two m8n8k4 it replaces (=0, main's form). Three builds of the same tree; the
# double Level-3 tests on 1 and 2; issue 6's and 7's double cells on all three (native families
# only), speed-up over cuBLAS in each run.
set -u
S=$(date +%s)
R=/tmp/rd; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/dmma16.tgz -C $R . ; }
for v in 1 2 0; do
  cmake -S . -B /tmp/bd$v -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON "-DCMAKE_CUDA_FLAGS=-DBATCHLAS_DMMA16=$v" > $R/cfg$v.log 2>&1
  cmake --build /tmp/bd$v -j 16 --target batchlas_tests batchlas-bench > $R/build$v.log 2>&1; t "build $v rc $?"
done
export BATCHLAS_TEST_TARGET=gpu
for v in 1 2; do
  timeout 150 /tmp/bd$v/tests/batchlas_tests --gtest_filter='*/double.*' --gtest_brief=1 > $R/tests$v.log 2>&1
  t "double tests ($v) rc $?: $(grep -E '^\[  (PASSED|FAILED) |FAILED  \]' $R/tests$v.log | head -8 | tr '\n' ' ')"
done
unset BATCHLAS_TEST_TARGET
pack
LB="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
for v in 0 1 2; do
  B=/tmp/bd$v/tools/bench/batchlas-bench
  timeout 60 $B --op syrk --trans T --dtype d --n 32 --k 256 --batch 2048 --family gram $LB --csv $R/g32-$v.csv > /dev/null 2>&1
  timeout 60 $B --op syrk --trans T --dtype d --n 64,128 --k 1024 --batch 512 --family gram,triangular $LB --csv $R/g64-$v.csv > /dev/null 2>&1
  timeout 60 $B --op syrk --trans T --dtype d --n 512 --k 512 --batch 512 --family triangular $LB --csv $R/t512-$v.csv > /dev/null 2>&1
  timeout 60 $B --op syr2k --trans T --dtype d --n 512 --k 512 --batch 512 --family triangular $LB --csv $R/s2k-$v.csv > /dev/null 2>&1
  timeout 90 $B --op trmm --dtype d --side L,R --m 128,256,1024 --n 256 --batch 256 --family triangular $LB --csv $R/trmm-$v.csv > /dev/null 2>&1
  timeout 60 $B --op symm --dtype d --side L,R --m 256 --n 256 --batch 512 --family direct $LB --csv $R/symm-$v.csv > /dev/null 2>&1
  t "bench $v done"
done
t done; pack

#!/usr/bin/env bash
# session 13 call 4 (239 s of device budget left): B = wip/tri-read (R kernels at S <= 16 only, hoisted masks, packed TriUnit).
# Bench only (the tests ran on call 2's equivalent code): rank-k tiny cells and gemm controls, to compare with call 3's A.
set -u
S=$(date +%s)
R=/tmp/r4; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call4.tgz -C $R . ; }
W=/tmp/w4; mkdir -p $W/src-b && tar xzf .snapshot/b.tgz -C $W/src-b
cmake -S $W/src-b -B $W/build-b -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=OFF > $W/cfg-b.log 2>&1
cmake --build $W/build-b -j 16 --target batchlas-bench > $W/build-b.log 2>&1; t "build b rc $?"
RR="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference"
B() { timeout 40 $W/build-$1/tools/bench/batchlas-bench "${@:3}" $RR --csv $R/$2.csv > $R/$2.log 2>&1; }
B b b-1 --op gemm,syrk,syr2k --dtype s,d,c,z --n 4,8,16,32 --batch saturate --family tiny
B b b-2 --op herk,her2k --dtype c,z --n 4,8,16,32 --batch saturate --family tiny
t "bench"; pack

#!/usr/bin/env bash
# session 14 call 4: main at 5ece517 (the landed tiny code), the issue-10 cells with cuBLAS beside them (same run).
set -u
S=$(date +%s)
R=/tmp/r4; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
W=/tmp/w4; mkdir -p $W/src && tar xzf .snapshot/a.tgz -C $W/src
cmake -S $W/src -B $W/build -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=OFF > $W/cfg.log 2>&1
cmake --build $W/build -j 16 --target batchlas-bench > $W/build.log 2>&1; t "build rc $?"
RR="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
timeout 60 $W/build/tools/bench/batchlas-bench --op gemm,symm,syrk,syr2k,trmm --dtype s,d,c,z --n 4,8,16,32 --batch saturate --family tiny $RR --csv $R/i10-1.csv > $R/i10-1.log 2>&1; t "bench 1 rc $?"
timeout 30 $W/build/tools/bench/batchlas-bench --op hemm,herk,her2k --dtype c,z --n 4,8,16,32 --batch saturate --family tiny $RR --csv $R/i10-2.csv > $R/i10-2.log 2>&1; t "bench 2 rc $?"
tar czf $OUT/call4.tgz -C $R .

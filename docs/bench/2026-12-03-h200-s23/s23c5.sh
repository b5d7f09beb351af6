#!/usr/bin/env bash
# session 23 call 5: why `auto` runs slower than the family its table row names (double syrk
# n = 1024 k = 1024 batch 64: auto 1907 us, triangular 1647): the route trace, and the kernels
# one auto call and one pinned call launch (ncu, duration only).
set -u
S=$(date +%s)
R=/tmp/r5; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call5.tgz -C $R . ; }
BD=/tmp/b5
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=OFF > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas-bench > $R/build.log 2>&1; t "build rc $?"
B=$BD/tools/bench/batchlas-bench
A="--op syrk --trans T --dtype d --n 1024 --k 1024 --batch 64 --no-progress --no-floors --no-reference --repeats 1 --warmup 1"
BATCHLAS_TRACE=1 timeout 30 $B $A --family auto > $R/trace.txt 2>&1; t "trace rc $?"
for f in auto triangular; do
  timeout 60 ncu --metrics gpu__time_duration.sum,launch__grid_size,launch__block_size $B $A --family $f > $R/ncu-$f.txt 2>&1; t "ncu $f rc $?"
done
timeout 40 $B --op syrk --trans T --dtype d --n 1024 --k 1024 --batch 64 --no-progress --repeats 7 --warmup 2 --family triangular,auto > $R/plain.txt 2>&1
t done; pack

#!/usr/bin/env bash
# session 14 call 3: main at 5ece517df40d. The rank-k tiny tests on the final rule, then batchlas-tune --merge at n <= 32
# (rank-k ops, symm, hemm first; trmm with the time left).
set -u
S=$(date +%s)
R=/tmp/r3; mkdir -p $R/tuned
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call3.tgz -C $R . ; }
W=/tmp/w3; mkdir -p $W/src
tar xzf .snapshot/a.tgz -C $W/src
cp $W/src/tuned/*.sm_90.* $R/tuned/
cmake -S $W/src -B $W/build -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $W/cfg.log 2>&1
cmake --build $W/build -j 16 --target batchlas_tests batchlas-tune > $W/build.log 2>&1; t "build rc $?"; tail -3 $W/build.log > $R/build-tail.log
GTEST_FILTER='Tiny/*.Rankk*:RoutesAgree/*' timeout 90 bash $W/src/scripts/lib/gpu_shards.sh $W/build/tests/batchlas_tests $W/shards 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -8 | tr '\n' ' ')"
pack
TU() { timeout $1 $W/build/tools/tune/batchlas-tune --op $2 --out $R/tuned --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --max-seconds 10 --no-floors --commit 5ece517df40d --n 4,8,16,32 --merge --no-progress >> $R/tune.log 2>&1; t "tune $2 rc $?"; }
TU 260 syrk,herk,syr2k,her2k,symm,hemm
pack
left=$((565 - ($(date +%s) - S)))
[ $left -gt 60 ] && TU $left trmm
t done; pack

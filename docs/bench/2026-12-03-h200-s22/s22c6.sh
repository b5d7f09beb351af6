#!/usr/bin/env bash
# session 22 call 6: syrk and herk rows at k = 1024 (n = 64, 128, 512, 1024; every precision),
# merged into the tables (the grid had k <= 256, so issue 6's k = 1024 cells took the k = 256
# ranking, call 5); then the routed choice at issue 6's cells again.
set -u
S=$(date +%s)
R=/tmp/r6; rm -rf $R; mkdir -p $R/tuned
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call6.tgz -C $R . ; }
BD=/tmp/b6
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=OFF > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas-tune batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
cp tuned/syrk.sm_90.* tuned/herk.sm_90.* $R/tuned/
TA="--merge --out $R/tuned --n 64,128,512,1024 --k 1024 --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --max-seconds 60 --no-floors --no-progress --commit s22"
timeout 150 $BD/tools/tune/batchlas-tune --op syrk,herk $TA > $R/tune.log 2>&1; t "tune rc $?"
pack
# the routed choice with the merged tables (BATCHLAS_TUNED_DIR is searched first)
B=$BD/tools/bench/batchlas-bench
L="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
for s in "--n 64 --k 1024 --batch 1024" "--n 128 --k 1024 --batch 512" "--n 1024 --k 1024 --batch 64"; do
  BATCHLAS_TUNED_DIR=$R/tuned timeout 60 $B --op syrk --trans T --dtype s,d,c $s --family auto,gram,triangular,blocked,gemm_fold $L >> $R/auto.txt 2>&1
done
t done; pack

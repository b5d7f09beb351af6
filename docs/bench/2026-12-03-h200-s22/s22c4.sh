#!/usr/bin/env bash
# session 22 call 4 (same tree as call 3): re-tune the double rows of syrk, syr2k, trmm, symm
# after the f64 engine change (--merge: the other precisions' rows kept).
set -u
S=$(date +%s)
R=/tmp/r4; rm -rf $R; mkdir -p $R/tuned
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call4.tgz -C $R . ; }
BD=/tmp/b3
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas-tune > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
cp tuned/syrk.sm_90.* tuned/syr2k.sm_90.* tuned/symm.sm_90.* tuned/trmm.sm_90.* $R/tuned/
TA="--merge --out $R/tuned --dtype d --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --max-seconds 60 --no-floors --no-progress --commit s22"
for op in syrk syr2k trmm symm; do
  N="--n 32,64,128,256,512"; [ $op = trmm ] && N="--n 64,256,1024"  # n <= 32 rows: the tiny family, unchanged
  timeout 130 $BD/tools/tune/batchlas-tune --op $op $N $TA > $R/tune-$op.log 2>&1; t "tune $op rc $?"
  pack
done
t done; pack

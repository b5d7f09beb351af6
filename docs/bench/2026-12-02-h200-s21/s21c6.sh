#!/usr/bin/env bash
# session 21 call 6 (a63e78c): re-tune symm, hemm at n = 64..512 and trmm at n = 64, 256, 1024 after the expand route's
# tiled expansion (rows with n <= 32 kept: --merge over the committed tables).
set -u
S=$(date +%s)
R=/tmp/r6; rm -rf $R; mkdir -p $R/tuned
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call6.tgz -C $R . ; }
BD=/tmp/b6
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=OFF > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas-tune > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
cp tuned/symm.sm_90.* tuned/hemm.sm_90.* tuned/trmm.sm_90.* $R/tuned/
TA="--merge --out $R/tuned --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --max-seconds 40 --no-floors --commit a63e78c"
timeout 60 $BD/tools/tune/batchlas-tune --op symm,hemm --n 64,128,256,512 $TA > $R/tune-symm.log 2>&1; t "tune symm/hemm rc $?"
pack
timeout 120 $BD/tools/tune/batchlas-tune --op trmm --n 64,256,1024 $TA > $R/tune-trmm.log 2>&1; t "tune trmm rc $?"
t done; pack

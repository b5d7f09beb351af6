#!/usr/bin/env bash
# session 11 call 4: main (epilogues, complex<double> fold K = 4, re-tuned tables): issue 6 and 7 cells, every family but the per-item vendor loop, cuBLAS beside.
set -u
S=$(date +%s)
R=$OUT/r; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call4.tgz -C $R . ; }
W=/tmp/w4; mkdir -p $W/src && tar xzf .snapshot/a.tgz -C $W/src
cmake -S $W/src -B $W/build -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=OFF > $W/cfg.log 2>&1
cmake --build $W/build -j 16 --target batchlas-bench > $W/build.log 2>&1; t "build rc $?"
B=$W/build/tools/bench/batchlas-bench
RR="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
i=0
run() { i=$((i + 1)); timeout 40 $B "$@" $RR --csv $R/i$i.csv > $R/b$i.log 2>&1; }
for op in "syrk --trans T --dtype s,d,c" "herk --trans C --dtype c"; do
  run --op $op --n 32 --k 256 --batch 2048 --family gram,triangular,gemm_fold
  run --op $op --n 64 --k 1024 --batch 1024 --family gram,triangular,gemm_fold,blocked
  run --op $op --n 128 --k 1024 --batch 512 --family gram,triangular,gemm_fold,blocked
  run --op $op --n 512 --k 512 --batch 512 --family triangular,gemm_fold,blocked
  run --op $op --n 1024 --k 1024 --batch 64 --family triangular,gemm_fold,blocked
done
run --op syr2k --trans T --dtype s,d,c --n 512 --k 512 --batch 512 --family triangular,gemm_fold
run --op her2k --trans C --dtype c --n 512 --k 512 --batch 512 --family triangular,gemm_fold
t "issue 6"; pack
for s in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  run --op trmm --dtype s,d,c --side L,R --uplo L --trans N --diag N $s --family triangular,expand,blocked
  run --op symm --dtype s,d --side L,R --uplo L $s --family direct,expand,blocked
  run --op hemm --dtype c --side L,R --uplo L $s --family direct,expand,blocked
done
t "issue 7"; pack

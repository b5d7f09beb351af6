#!/usr/bin/env bash
# session 22 call 3 (the landing tree: m16n8k4 / m16n8k8 f64 engine, gram_tiles<double, 64> at
# two blocks per SM): the whole GPU suite; issue 6's and 7's double cells, every family.
set -u
S=$(date +%s)
R=/tmp/r3; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call3.tgz -C $R . ; }
BD=/tmp/b3
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench batchlas-tune > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
timeout 240 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards3 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
pack
B=$BD/tools/bench/batchlas-bench
R_=$R; OUT_=$OUT; OUT=$R; R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
. scripts/lib/bench_run.sh
run() { bench_run "$1" 100 "${@:2}"; }
run issue6 --op syrk --trans T --dtype d --n 32 --k 256 --batch 2048 --family gram,triangular,gemm_fold
run issue6 --op syrk --trans T --dtype d --n 64 --k 1024 --batch 1024 --family gram,triangular,gemm_fold,blocked,recursive
run issue6 --op syrk --trans T --dtype d --n 128 --k 1024 --batch 512 --family gram,triangular,gemm_fold,blocked,recursive
run issue6 --op syrk --trans T --dtype d --n 512 --k 512 --batch 512 --family triangular,gemm_fold,blocked,recursive
run issue6 --op syrk --trans T --dtype d --n 1024 --k 1024 --batch 64 --family triangular,gemm_fold,blocked,recursive
run issue6 --op syr2k --trans T --dtype d --n 512 --k 512 --batch 512 --family triangular,gemm_fold
for s in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  run issue7 --op trmm --dtype d --side L,R --uplo L --trans N --diag N $s --family triangular,expand,blocked,recursive
  run issue7 --op symm --dtype d --side L,R --uplo L $s --family direct,expand,blocked
done
R=$R_; OUT=$OUT_
t "bench done"; pack
t done; pack

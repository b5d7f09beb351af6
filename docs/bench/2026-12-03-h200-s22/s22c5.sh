#!/usr/bin/env bash
# session 22 call 5 (main after the re-tune; kernels as call 3): the library's own choice
# (--family auto, the re-tuned tables) at issue 6's and 7's double cells beside the native
# families, so a routing that loses to another family shows.
set -u
S=$(date +%s)
R=/tmp/r5; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call5.tgz -C $R . ; }
BD=/tmp/b5
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=OFF > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
B=$BD/tools/bench/batchlas-bench
OUT_=$OUT; OUT=$R; R_=$R; R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
. scripts/lib/bench_run.sh
run() { bench_run "$1" 100 "${@:2}"; }
run issue6 --op syrk --trans T --dtype d --n 32 --k 256 --batch 2048 --family auto,gram
run issue6 --op syrk --trans T --dtype d --n 64 --k 1024 --batch 1024 --family auto,gram,triangular
run issue6 --op syrk --trans T --dtype d --n 128 --k 1024 --batch 512 --family auto,gram,triangular
run issue6 --op syrk --trans T --dtype d --n 512 --k 512 --batch 512 --family auto,triangular,blocked
run issue6 --op syrk --trans T --dtype d --n 1024 --k 1024 --batch 64 --family auto,triangular,blocked
run issue6 --op syr2k --trans T --dtype d --n 512 --k 512 --batch 512 --family auto,triangular,gemm_fold
for s in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  run issue7 --op trmm --dtype d --side L,R --uplo L --trans N --diag N $s --family auto,triangular,expand,blocked
  run issue7 --op symm --dtype d --side L,R --uplo L $s --family auto,direct,expand
done
OUT=$OUT_; R=$R_
t "bench done"; pack

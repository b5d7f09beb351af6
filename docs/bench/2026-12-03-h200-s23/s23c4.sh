#!/usr/bin/env bash
# session 23 call 4 (kernels as call 3; batchlas-bench times families and cuBLAS in interleaved
# rounds): the order check (the same case with the families in two orders); issues 6 and 7 on
# the tables of call 3; the library's choice at issue 6's double cells; then the headline sweep
# (scripts/bench-all.sh's level-3 and level-2 groups) as far as the call's time allows.
set -u
S=$(date +%s)
R=/tmp/r4; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call4.tgz -C $R . ; }
left() { echo $((520 - ($(date +%s) - S))); }
BD=/tmp/b4
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=OFF > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
export BATCHLAS_TUNED_DIR=$PWD/docs/bench/2026-12-03-h200-s23/call3/tuned
B=$BD/tools/bench/batchlas-bench
R_=$R; OUT_=$OUT; OUT=$R; R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
. scripts/lib/bench_run.sh
for fams in triangular,blocked,recursive,auto auto,recursive,blocked,triangular triangular; do
  bench_run order 60 --op syrk --trans T --dtype d --n 512 --k 512 --batch 512 --family $fams
done
bench_run auto6 60 --op syrk --trans T --dtype d --n 1024 --k 1024 --batch 64 --family auto,triangular,blocked,recursive
R=$R_; OUT=$OUT_
t "order done"; pack
ONLY="6 7" BUILD_DIR=$BD OUT=$R/issues timeout 150 bash scripts/bench-issues.sh > $R/issues.log 2>&1; t "issues rc $?"
pack
R_=$R; OUT_=$OUT; OUT=$R/all; mkdir -p $OUT; R="--repeats 7 --warmup 2 --budget 0.25 --no-progress"
bench_run level3 $(left) --op level3 --dtype all --n 8,32,128,512 --batch saturate
R=$R_; OUT=$OUT_; t "level3 done"; pack
R_=$R; OUT_=$OUT; OUT=$R/all; R="--repeats 7 --warmup 2 --budget 0.25 --no-progress"
L=$(left); [ $L -gt 20 ] && bench_run level2 $L --op level2 --dtype all --n 8,32,128,512 --batch saturate
L=$(left); [ $L -gt 10 ] && bench_run level2 $L --op gemv --dtype all --trans T --n 8,32,128,512 --batch saturate
R=$R_; OUT=$OUT_
t done; pack

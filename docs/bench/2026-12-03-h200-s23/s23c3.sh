#!/usr/bin/env bash
# session 23 call 3 (the landing tree: rankk_tiles<double> at BK 32 / 2 stages; trmm, symm, hemm
# rows off m = n): the whole GPU suite; memcheck and racecheck on the double triangular tests;
# double syrk re-tuned at n = 128..1024, k = 256..1024 (merged into a copy of tuned/); issues 6
# and 7 (scripts/bench-issues.sh) on the new tables; the library's choice at issue 6's double cells.
set -u
S=$(date +%s)
R=/tmp/r3; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call3.tgz -C $R . ; }
BD=/tmp/b3
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench batchlas-tune > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
timeout 200 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards3 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
for tool in memcheck racecheck; do
  timeout 60 compute-sanitizer --tool $tool $BD/tests/batchlas_tests --gtest_filter='RankkNative/double.SyrkTriangularTileEdges:RankkNative/double.SyrkSmallKBroadcastAndShortReductions' > $R/$tool.log 2>&1
  t "$tool rc $?: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY|PASSED' $R/$tool.log | tr '\n' ' ')"
done
pack
TN=$R/tuned; cp -r tuned $TN
timeout 90 $BD/tools/tune/batchlas-tune --op syrk --dtype d --n 128,256,512,1024 --k 256,512,1024 --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --max-seconds 60 --no-floors --no-progress --commit 14943de > $R/tune.log 2>&1
t "tune rc $?: $(tail -1 $R/tune.log)"
pack
export BATCHLAS_TUNED_DIR=$TN
B=$BD/tools/bench/batchlas-bench
R_=$R; OUT_=$OUT; OUT=$R; R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
. scripts/lib/bench_run.sh
bench_run auto6 60 --op syrk --trans T --dtype d --n 512 --k 512 --batch 512 --family auto,triangular,blocked,recursive
bench_run auto6 60 --op syrk --trans T --dtype d --n 1024 --k 1024 --batch 64 --family auto,triangular,blocked,recursive
R=$R_; OUT=$OUT_
pack
ONLY="6 7" BUILD_DIR=$BD OUT=$R/issues timeout 265 bash scripts/bench-issues.sh > $R/issues.log 2>&1; t "issues rc $?"
pack
t done; pack

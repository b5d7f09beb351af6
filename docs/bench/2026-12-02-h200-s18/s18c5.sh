#!/usr/bin/env bash
# session 18 call 5 (gemv tiles' rule fixed): batchlas-tune of gemv; issue 5's gemv rows; the whole
# GPU suite; memcheck/racecheck of the gemv tiles; the demo on the GPU.
set -u
S=$(date +%s)
R=/tmp/r5; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call5.tgz -C $R . ; }
BD=/tmp/b5
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench batchlas-demo batchlas-tune > $R/build.log 2>&1; t "build rc $?"; tail -3 $R/build.log
B=$BD/tools/bench/batchlas-bench
timeout 90 $BD/tools/tune/batchlas-tune --op gemv --out $R/tuned --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --max-seconds 10 --no-floors > $R/tune.log 2>&1; t "tune rc $?"
timeout 60 $B --op gemv --dtype s,d,c,z --trans N,T --n 8,16,32,64,128,256,512,1024 --repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --family native,packed --csv $R/issue5-gemv.csv > $R/issue5-gemv.log 2>&1; t "issue5 gemv rc $?"
timeout 40 $BD/tools/demo/batchlas-demo --csv tools/demo/data/wine.csv --label cultivar > $R/demo.log 2>&1; t "demo rc $?: $(grep -ciE ' ok|pass' $R/demo.log) ok lines, $(grep -ciE 'fail|mismatch' $R/demo.log) fail lines"
pack
timeout 200 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards5 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
for f in float cfloat; do
  F="Level2Native/$f.GemvTTilesSanitizerLight"
  timeout 30 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=$F --gtest_brief=1 > $R/mc-$f.log 2>&1
  t "memcheck $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-$f.log | tr '\n' ' ')"
done
t done; pack

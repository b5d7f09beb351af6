#!/usr/bin/env bash
# session 18 call 3 (the tiles' rule fixed): the whole GPU suite; memcheck/racecheck of the rank
# tiles; batchlas-tune of syr, syr2, her, her2; issue 5's rank-update rows (native, packed, and
# the routed default); the demo on the GPU.
set -u
S=$(date +%s)
R=/tmp/r3; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call3.tgz -C $R . ; }
BD=/tmp/b3
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench batchlas-demo batchlas-tune > $R/build.log 2>&1; t "build rc $?"; tail -3 $R/build.log
B=$BD/tools/bench/batchlas-bench
timeout 200 $BD/tools/tune/batchlas-tune --op syr,syr2,her,her2 --out $R/tuned --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --max-seconds 10 --no-floors --commit $(git rev-parse --short HEAD 2>/dev/null || echo s18c3) > $R/tune.log 2>&1; t "tune rc $?"
pack
I5="--n 8,16,32,64,128,256,512,1024 --repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate"
timeout 100 $B --op syr,syr2 --dtype s,d $I5 --family native,packed --csv $R/issue5-rank-real.csv > $R/issue5-rank-real.log 2>&1; t "issue5 real rc $?"
timeout 100 $B --op her,her2 --dtype c,z $I5 --family native,packed --csv $R/issue5-rank-cplx.csv > $R/issue5-rank-cplx.log 2>&1; t "issue5 cplx rc $?"
timeout 60 $BD/tools/demo/batchlas-demo --csv tools/demo/data/wine.csv --label cultivar > $R/demo.log 2>&1; t "demo rc $?: $(grep -ciE ' ok|pass' $R/demo.log) ok lines, $(grep -ciE 'fail|mismatch' $R/demo.log) fail lines"
pack
timeout 250 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards3 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
for f in float double cfloat cdouble; do
  F="Level2Native/$f.RankTilesSanitizerLight"
  timeout 40 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=$F --gtest_brief=1 > $R/mc-$f.log 2>&1
  t "memcheck $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-$f.log | tr '\n' ' ')"
  timeout 40 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=$F --gtest_brief=1 > $R/rc-$f.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $R/rc-$f.log | tr '\n' ' ')"
done
t done; pack

#!/usr/bin/env bash
# session 19 call 5 (final tree): issue 5's symv/hemv/trmv rows, the whole GPU suite, memcheck and
# racecheck on the sweep tests, the demo.
set -u
S=$(date +%s)
R=/tmp/r5; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call5.tgz -C $R . ; }
BD=/tmp/b5
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench batchlas-demo > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
B=$BD/tools/bench/batchlas-bench
I5="--n 8,16,32,64,128,256,512,1024 --repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --family native"
timeout 100 $B --op symv,hemv --dtype s,d,c,z $I5 --csv $R/issue5-symv.csv > $R/issue5-symv.log 2>&1; t "issue5 symv rc $?"
timeout 100 $B --op trmv --trans N,T --dtype s,d,c,z $I5 --csv $R/issue5-trmv.csv > $R/issue5-trmv.log 2>&1; t "issue5 trmv rc $?"
timeout 60 $BD/tools/demo/batchlas-demo --csv tools/demo/data/wine.csv --label cultivar > $R/demo.log 2>&1; t "demo rc $?: $(grep -ciE ' ok|pass' $R/demo.log) ok lines, $(grep -ciE 'fail|mismatch' $R/demo.log) fail lines"
pack
export BATCHLAS_TEST_TARGET=gpu
for f in float double cfloat cdouble; do
  timeout 40 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter="Level2Native/$f.Sweep*SanitizerLight" --gtest_brief=1 > $R/mc-$f.log 2>&1
  t "memcheck $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-$f.log | tr '\n' ' ')"
done
for f in float cdouble; do
  timeout 40 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter="Level2Native/$f.Sweep*SanitizerLight" --gtest_brief=1 > $R/rc-$f.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $R/rc-$f.log | tr '\n' ' ')"
done
pack
unset BATCHLAS_TEST_TARGET
timeout 200 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards5 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
t done; pack

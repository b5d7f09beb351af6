#!/usr/bin/env bash
# session 17 call 6: the sweep's lower-triangle tiles visited down each column panel
# (BATCHLAS_SWEEP_DOWN=1) against row-major (=0), one binary; Level2Native tests; memcheck.
set -u
S=$(date +%s)
R=/tmp/r6; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call6.tgz -C $R . ; }
BD=/tmp/b6
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
B=$BD/tools/bench/batchlas-bench
RC="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --n 64,128,256,512,1024 --family native --no-reference --no-floors"
for i in a b; do for v in 0 1; do
  BATCHLAS_SWEEP_DOWN=$v timeout 60 $B --op symv,hemv --dtype s,d,c,z $RC --csv $R/symv-$v$i.csv > $R/symv-$v$i.log 2>&1
  BATCHLAS_SWEEP_DOWN=$v timeout 60 $B --op trmv --trans N,T --dtype s,d,c,z $RC --csv $R/trmv-$v$i.csv > $R/trmv-$v$i.log 2>&1
  t "down=$v pass $i"
done; done
pack
GTEST_FILTER='Level2Native/*' timeout 100 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards6 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
export BATCHLAS_TEST_TARGET=gpu
for f in float cdouble; do
  timeout 30 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=Level2Native/$f.SweepSanitizerLight --gtest_brief=1 > $R/mc-$f.log 2>&1
  t "memcheck $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-$f.log | tr '\n' ' ')"
done
t done; pack

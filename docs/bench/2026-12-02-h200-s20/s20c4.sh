#!/usr/bin/env bash
# session 20 call 4 (final tree): symv/hemv past the shared accumulators by tri_sweep_global
# (new test, memcheck), measured against cuBLAS's loop at n = 2048 (complex<double>), 4096
# (double, complex<float>), 8192 (float); the whole GPU suite.
set -u
S=$(date +%s)
R=/tmp/r4; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call4.tgz -C $R . ; }
BD=/tmp/b4
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
B=$BD/tools/bench/batchlas-bench
export BATCHLAS_TEST_TARGET=gpu
timeout 120 $BD/tests/batchlas_tests --gtest_filter='Level2Native/*.SymvAndHemvPastSharedAccumulators' > $R/past.log 2>&1
t "past-accumulators test rc $?: $(grep -E '^\[  (PASSED|FAILED) ' $R/past.log | tr '\n' ' ')"
pack
LB="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --family native,vendor"
timeout 60 $B --op symv,hemv --dtype z --n 2048 $LB --csv $R/large-z.csv > $R/large-z.log 2>&1; t "bench z rc $?"
timeout 60 $B --op symv --dtype d --n 4096 $LB --csv $R/large-d.csv > $R/large-d.log 2>&1; t "bench d rc $?"
timeout 60 $B --op symv,hemv --dtype c --n 4096 $LB --csv $R/large-c.csv > $R/large-c.log 2>&1; t "bench c rc $?"
timeout 60 $B --op symv --dtype s --n 8192 $LB --csv $R/large-s.csv > $R/large-s.log 2>&1; t "bench s rc $?"
pack
for f in double cdouble; do
  timeout 90 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter="Level2Native/$f.SymvAndHemvPastSharedAccumulators" --gtest_brief=1 > $R/mc-$f.log 2>&1
  t "memcheck $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-$f.log | tr '\n' ' ')"
done
unset BATCHLAS_TEST_TARGET
pack
timeout 220 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards4 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
t done; pack

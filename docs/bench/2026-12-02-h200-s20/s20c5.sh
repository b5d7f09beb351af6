#!/usr/bin/env bash
# session 20 call 5: trmv past the sweep's shared accumulators by run_global (x copied to a
# workspace, tri_sweep_global adds into x): new test, memcheck, the Level2Native and trmv tests;
# trmv native against cuBLAS at n = 2048 (complex<double>), 4096 (double, complex<float>), 8192
# (float), N and T.
set -u
S=$(date +%s)
R=/tmp/r5; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call5.tgz -C $R . ; }
BD=/tmp/b5
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
B=$BD/tools/bench/batchlas-bench
LB="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --family native,vendor --trans N,T"
timeout 60 $B --op trmv --dtype z --n 2048 $LB --csv $R/trmv-z.csv > $R/trmv-z.log 2>&1; t "bench z rc $?"
timeout 60 $B --op trmv --dtype d,c --n 4096 $LB --csv $R/trmv-dc.csv > $R/trmv-dc.log 2>&1; t "bench d,c rc $?"
timeout 60 $B --op trmv --dtype s --n 8192 $LB --csv $R/trmv-s.csv > $R/trmv-s.log 2>&1; t "bench s rc $?"
pack
GTEST_FILTER='Level2Native/*:*Trmv*:*trmv*' timeout 150 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards5 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
timeout 90 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter="Level2Native/cdouble.TrmvPastSweepAccumulators" --gtest_brief=1 > $R/mc-cdouble.log 2>&1
t "memcheck cdouble rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-cdouble.log | tr '\n' ' ')"
t done; pack

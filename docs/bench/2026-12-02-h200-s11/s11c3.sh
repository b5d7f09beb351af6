#!/usr/bin/env bash
# session 11 call 3: A = main daf6559 (epilogue landed): whole GPU suite, demo, tune of the level-3 ops it changed.
# B = wip/her-z-k4 (complex<double> rank-1 fold K = 4): her/fold tests, memcheck, A/B bench of her z, tune of her/her2/syr2.
set -u
S=$(date +%s)
R=$OUT/r; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call3.tgz -C $R . ; }
W=/tmp/w3; mkdir -p $W
for x in a b; do
  mkdir -p $W/src-$x && tar xzf .snapshot/$x.tgz -C $W/src-$x
  cmake -S $W/src-$x -B $W/build-$x -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $W/cfg-$x.log 2>&1
done
cmake --build $W/build-a -j 16 > $W/build-a.log 2>&1; t "build a rc $?"
cmake --build $W/build-b -j 16 --target batchlas_tests batchlas-bench batchlas-tune > $W/build-b.log 2>&1; t "build b rc $?"
timeout 170 bash $W/src-a/scripts/lib/gpu_shards.sh $W/build-a/tests/batchlas_tests $W/shards-a 16 > $W/tests-a.log 2>&1
t "suite a rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $W/tests-a.log | head -8 | tr '\n' ' ')"
grep -E '^gpu shards|FAILED' $W/tests-a.log > $R/suite-a.txt; pack
GTEST_FILTER='Her/*:RankFoldPlace*:Level2Native/cdouble*:Level2Native/cfloat*' timeout 60 bash $W/src-b/scripts/lib/gpu_shards.sh $W/build-b/tests/batchlas_tests $W/shards-b 16 > $W/tests-b.log 2>&1
t "tests b rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $W/tests-b.log | head -8 | tr '\n' ' ')"
BATCHLAS_TEST_TARGET=gpu timeout 40 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter='Level2Native/cdouble.PackedLayoutsSyrHerSyr2Her2RoutesAgree' --gtest_brief=1 > $W/mc.log 2>&1
t "memcheck b rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $W/mc.log | tr '\n' ' ')"
RR="--repeats 7 --warmup 2 --budget 0.2 --no-progress"
for x in a b; do timeout 60 $W/build-$x/tools/bench/batchlas-bench --op her,syr --dtype z --n 8,16,32,64,128,256,512,1024 --batch saturate --family packed,native $RR --csv $W/her-$x.csv > $R/bench-her-$x.log 2>&1; done
t "bench her z"; pack
(cd $W/src-a && BUILD_DIR=$W/build-a timeout 100 bash scripts/demo.sh > $R/demo-a.log 2>&1); t "demo a rc $?: $(grep -iE 'rows correct|correct' $R/demo-a.log | tail -1)"
(cd $W/src-a && BUILD_DIR=$W/build-a OUT=$W/tune-a TUNE_OPS=syrk,herk,syr2k,her2k,symm,hemm COMMIT=daf6559 timeout 200 bash scripts/gpu-run.sh tune > $W/tune-a.log 2>&1); t "tune a rc $?"
cp $W/tune-a/tune.tgz $R/tune-a.tgz 2>/dev/null; pack
(cd $W/src-b && BUILD_DIR=$W/build-b OUT=$W/tune-b TUNE_OPS=her,her2,syr2 COMMIT=her-z-k4 timeout 90 bash scripts/gpu-run.sh tune > $W/tune-b.log 2>&1); t "tune b rc $?"
cp $W/tune-b/tune.tgz $R/tune-b.tgz 2>/dev/null
t done; pack

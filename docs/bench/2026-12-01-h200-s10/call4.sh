#!/usr/bin/env bash
# session 10 call 4: main (final): rank-update and Level-2 tests, memcheck of the fold tests, issue-5 rank-update table
set -u
S=$(date +%s)
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $OUT/log.txt; }
mkdir -p /tmp/s && tar xzf .snapshot/b.tgz -C /tmp/s && cd /tmp/s
cmake -S . -B /tmp/bb -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > /tmp/cfg.log 2>&1
cmake --build /tmp/bb -j 16 --target batchlas_tests batchlas-bench > /tmp/build.log 2>&1
t "build rc $?"
GTEST_FILTER='RankFoldPlace*:Syr/*:Syr2/*:Her/*:Her2/*:Level2Native/*:RoutesAgree/*.Level2*' timeout 120 bash scripts/lib/gpu_shards.sh /tmp/bb/tests/batchlas_tests $OUT/shards 16 > /tmp/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' /tmp/tests.log | head -5 | tr '\n' ' ')"
rm -rf $OUT/shards
BATCHLAS_TEST_TARGET=gpu timeout 50 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 /tmp/bb/tests/batchlas_tests --gtest_filter='Level2Native/float.PackedLayoutsSyrHerSyr2Her2RoutesAgree:Level2Native/cfloat.PackedLayoutsSyrHerSyr2Her2RoutesAgree' --gtest_brief=1 > /tmp/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' /tmp/mc.log | tr '\n' ' ')"
B=/tmp/bb/tools/bench/batchlas-bench
R="--repeats 7 --warmup 2 --budget 0.2 --no-progress --no-reference"
timeout 60 $B --op syr,syr2 --dtype s,d --n 8,16,32,64,128,256,512,1024 --batch saturate --family packed,native $R --csv $OUT/issue5-rank-real.csv > /tmp/b1.log 2>&1
t "bench real rc $?"
timeout 60 $B --op her,her2 --dtype c,z --n 8,16,32,64,128,256,512,1024 --batch saturate --family packed,native $R --csv $OUT/issue5-rank-complex.csv > /tmp/b2.log 2>&1
t "bench complex rc $?"
t done

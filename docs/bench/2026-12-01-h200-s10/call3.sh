#!/usr/bin/env bash
# session 10 call 3: A = main a8f9641 (fold_wins re-ruled), B = wip/fold64 (fold kernel in 64-thread blocks);
# B's rank-update tests and memcheck; tune of syr,syr2,her,her2 on both.
set -u
S=$(date +%s)
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $OUT/log.txt; }
W=/tmp/ab
W=$W OUT=$OUT/ab A=.snapshot/a.tgz B=.snapshot/b.tgz REPEATS=7 TEST_LIMIT=150 \
 TESTS='RankFoldPlace*:Syr/*:Syr2/*:Her/*:Her2/*:Level2Native/*:RoutesAgree/*.Level2*' \
 BENCH='--op syr,syr2 --dtype s,d --n 8,16,32,64,128,256,512,1024 --batch saturate --family packed' \
 BENCH2='--op her,her2 --dtype c,z --n 8,16,32,64,128,256,512,1024 --batch saturate --family packed' \
 BENCH3='--op syr,syr2,her,her2 --dtype s,d,c,z --n 8,16,32,64,128,256,512,1024 --batch saturate --family native' \
 timeout 360 bash scripts/gpu-ab.sh > /tmp/ab.log 2>&1
t "ab rc $?"
grep -E "tests b|PASSED|FAILED" /tmp/ab/summary.txt | tee -a $OUT/log.txt
export BATCHLAS_TEST_TARGET=gpu
timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter='Level2Native/float.PackedLayoutsSyrHerSyr2Her2RoutesAgree:Level2Native/cdouble.PackedLayoutsSyrHerSyr2Her2RoutesAgree' --gtest_brief=1 > /tmp/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' /tmp/mc.log | tr '\n' ' ')"
unset BATCHLAS_TEST_TARGET
cmake --build $W/build-a -j 16 --target batchlas-tune > /tmp/bt.log 2>&1
t "build tune a rc $?"
for s in a b; do
  cd $W/src-$s
  BUILD_DIR=$W/build-$s OUT=$OUT/tune-$s TUNE_OPS=syr,syr2,her,her2 COMMIT=$s timeout 60 bash scripts/gpu-run.sh tune > /tmp/tune-$s.log 2>&1
  t "tune $s rc $?"
done
t done

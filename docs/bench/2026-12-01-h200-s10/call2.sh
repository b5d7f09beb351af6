#!/usr/bin/env bash
# session 10 call 2: A = main (aligned fold, fold_wins as before), B = wip/fold-all (the fold at every n);
# B's rank-update tests, memcheck of the fold tests, the racechecks call 1 did not reach, then tune on B.
set -u
S=$(date +%s)
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $OUT/log.txt; }
W=/tmp/ab
W=$W OUT=$OUT/ab A=.snapshot/a.tgz B=.snapshot/b.tgz REPEATS=7 TEST_LIMIT=150 \
 TESTS='RankFoldPlace*:Syr/*:Syr2/*:Her/*:Her2/*:Level2Native/*:RoutesAgree/*.Level2*' \
 BENCH='--op syr,syr2 --dtype s,d --n 8,16,32,64,128,256,512,1024 --batch saturate --family packed' \
 BENCH2='--op her,her2 --dtype c,z --n 8,16,32,64,128,256,512,1024 --batch saturate --family packed' \
 BENCH3='--op syr,her --dtype s,d,c,z --n 256,512,1024 --batch saturate --family native' \
 timeout 330 bash scripts/gpu-ab.sh > /tmp/ab.log 2>&1
t "ab rc $?"
grep -E "tests b|PASSED|FAILED" /tmp/ab/summary.txt | tee -a $OUT/log.txt
export BATCHLAS_TEST_TARGET=gpu
T=$W/build-b/tests/batchlas_tests
timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='Level2Native/float.PackedLayoutsSyrHerSyr2Her2RoutesAgree:Level2Native/cdouble.PackedLayoutsSyrHerSyr2Her2RoutesAgree:Her2/cfloat.*' --gtest_brief=1 > /tmp/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' /tmp/mc.log | tr '\n' ' ')"
for f in SideNative/double.SymmDirectAllFlagsSmall TinyHerm/cdouble.PackedAlignedHermitianOps Level2Native/cfloat.SymvAndHemvRoutesAgree; do
  t0=$(date +%s)
  timeout 45 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter="$f" --gtest_brief=1 > /tmp/rc.log 2>&1
  rc=$?; t "racecheck $f rc $rc $(($(date +%s) - t0)) s: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' /tmp/rc.log | tr '\n' ' ')"
done
unset BATCHLAS_TEST_TARGET
cd $W/src-b
BUILD_DIR=$W/build-b OUT=$OUT/tune TUNE_OPS=syr,syr2,her,her2 COMMIT=fold-all timeout 90 bash scripts/gpu-run.sh tune > /tmp/tune.log 2>&1
t "tune rc $?"
cp /tmp/ab.log $OUT/ 2>/dev/null
t done

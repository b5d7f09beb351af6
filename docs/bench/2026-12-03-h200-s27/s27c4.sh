#!/usr/bin/env bash
# Session 27, call 4 (the landing tree: recursive_native without the A/B switches): syrk/herk
# re-tuned at n = 256, 512, 1024, k = 256, 512, 1024 with saturating batches of 1 GiB (call 3's
# 256 MiB held 16 items at n = k = 1024 and ranked `triangular` first where recursive_native
# wins at issue 6's 64), merged into a copy of tuned/; issue 6 with those tables (auto beside the
# families); racecheck on the new launch; the whole GPU suite.
set -u
source scripts/lib/device_call.sh call4
call_build
cmake --build $BD -j 16 --target batchlas-tune > $RES/build-tune.log 2>&1; t "tune build rc $?"
TN=$RES/tuned; cp -r tuned $TN
timeout 150 $BD/tools/tune/batchlas-tune --op syrk,herk --n 256,512,1024 --k 256,512,1024 --merge --out $TN --saturate-bytes 1G --repeats 3 --warmup 1 --budget 0.2 --max-seconds 120 --no-floors --no-progress --commit s27c4 > $RES/tune.log 2>&1
t "tune rc $?: $(tail -1 $RES/tune.log)"
pack
BATCHLAS_TUNED_DIR=$TN BUILD_DIR=$BD OUT=$RES ONLY=6 timeout 150 bash scripts/bench-issues.sh > $RES/issues.log 2>&1
t "issue 6 rc $?"
pack
BATCHLAS_TEST_TARGET=gpu timeout 90 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='RankkNative/float.SyrkRecursiveNativeBlocks' --gtest_brief=1 > $RES/rc.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"
pack
timeout 200 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c4 16 > $RES/tests.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"
t done; pack
